import 'reflect-metadata';
import { BasicConstraintsExtension, PemConverter, X509Certificate } from '@peculiar/x509';
import fs from 'node:fs';

/** The accepted roots and intermediates (CERT_TRUST_STORE): ICP-Brasil in production, a test CA in tests. */
export interface RepositorioConfianca {
  certificados: X509Certificate[];
  /** DER (base64) of each trusted certificate: a chain is trusted when it reaches one of them. */
  impressoes: Set<string>;
}

export class ErroRepositorioConfianca extends Error {
  constructor(mensagem: string) {
    super(mensagem);
    this.name = 'ErroRepositorioConfianca';
  }
}

const base64 = (der: ArrayBuffer) => Buffer.from(der).toString('base64');

/** Every certificate of a PEM text (other blocks, such as keys, are ignored). */
export function certificadosDoPem(pem: string): X509Certificate[] {
  const blocos = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  return blocos.map((b) => new X509Certificate(PemConverter.decodeFirst(b)));
}

export function repositorioDePem(pem: string): RepositorioConfianca {
  const certificados = certificadosDoPem(pem);
  return { certificados, impressoes: new Set(certificados.map((c) => base64(c.rawData))) };
}

/** Reads CERT_TRUST_STORE; null when unset. A missing or empty file stops the start with a clear message. */
export function carregarRepositorioConfianca(caminho: string | null): RepositorioConfianca | null {
  if (!caminho) return null;
  let pem: string;
  try {
    pem = fs.readFileSync(caminho, 'utf8');
  } catch (err) {
    throw new ErroRepositorioConfianca(`CERT_TRUST_STORE: não foi possível ler ${caminho} (${(err as NodeJS.ErrnoException).code ?? 'erro'}).`);
  }
  let repositorio: RepositorioConfianca;
  try {
    repositorio = repositorioDePem(pem);
  } catch {
    throw new ErroRepositorioConfianca(`CERT_TRUST_STORE: ${caminho} contém um certificado PEM ilegível.`);
  }
  if (repositorio.certificados.length === 0) {
    throw new ErroRepositorioConfianca(`CERT_TRUST_STORE: ${caminho} não contém nenhum certificado PEM.`);
  }
  return repositorio;
}

export type MotivoCadeia =
  | 'sem_repositorio_confianca'
  | 'certificado_ilegivel'
  | 'certificado_expirado'
  | 'certificado_ainda_nao_valido'
  | 'ac_desconhecida'
  | 'ac_expirada';

export type ResultadoCadeia = { ok: true; certificado: X509Certificate; cadeia: X509Certificate[] } | { ok: false; motivo: MotivoCadeia };

function ehAc(c: X509Certificate): boolean {
  const bc = c.getExtension(BasicConstraintsExtension);
  return bc?.ca === true;
}

async function assinadoPor(filho: X509Certificate, pai: X509Certificate): Promise<boolean> {
  if (filho.issuer !== pai.subject) return false;
  try {
    return await filho.verify({ publicKey: pai.publicKey, signatureOnly: true });
  } catch {
    return false;
  }
}

const MAX_PROFUNDIDADE = 8;

/**
 * Validates a client certificate ourselves (never trusting the TLS layer's verdict): parses it, checks its
 * validity dates, then walks issuer by issuer (signature checked at each step, issuers must be CAs within
 * their own validity) until it reaches a certificate of the trust store. Intermediates sent by the
 * client are used to build the path but are trusted only through a store certificate above them.
 */
export async function validarCadeia(
  folhaDer: ArrayBuffer | Uint8Array,
  enviadosDer: Array<ArrayBuffer | Uint8Array>,
  repositorio: RepositorioConfianca | null,
  agora: Date = new Date(),
): Promise<ResultadoCadeia> {
  let folha: X509Certificate;
  try {
    folha = new X509Certificate(folhaDer instanceof Uint8Array ? Buffer.from(folhaDer) : folhaDer);
  } catch {
    return { ok: false, motivo: 'certificado_ilegivel' };
  }
  if (!repositorio) return { ok: false, motivo: 'sem_repositorio_confianca' };
  if (agora < folha.notBefore) return { ok: false, motivo: 'certificado_ainda_nao_valido' };
  if (agora > folha.notAfter) return { ok: false, motivo: 'certificado_expirado' };

  const enviados: X509Certificate[] = [];
  for (const der of enviadosDer) {
    try {
      enviados.push(new X509Certificate(der instanceof Uint8Array ? Buffer.from(der) : der));
    } catch {
      // A malformed extra certificate cannot help build the path; ignore it.
    }
  }
  const candidatos = [...repositorio.certificados, ...enviados];

  const cadeia = [folha];
  let atual = folha;
  let acForaDaValidade = false;
  for (let i = 0; i < MAX_PROFUNDIDADE; i++) {
    if (repositorio.impressoes.has(base64(atual.rawData)) && atual !== folha) return { ok: true, certificado: folha, cadeia };
    let emissor: X509Certificate | null = null;
    for (const c of candidatos) {
      if (cadeia.some((j) => j.rawData.byteLength === c.rawData.byteLength && base64(j.rawData) === base64(c.rawData))) continue;
      if (!ehAc(c) || !(await assinadoPor(atual, c))) continue;
      if (agora < c.notBefore || agora > c.notAfter) {
        acForaDaValidade = true;
        continue;
      }
      emissor = c;
      break;
    }
    if (!emissor) return { ok: false, motivo: acForaDaValidade ? 'ac_expirada' : 'ac_desconhecida' };
    cadeia.push(emissor);
    atual = emissor;
  }
  return { ok: false, motivo: 'ac_desconhecida' };
}
