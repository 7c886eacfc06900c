/**
 * The guardian's secret file (ADR 058, docs/votacao-guardioes.md): the coefficients of the polynomial a guardian
 * drew at the key ceremony, kept only on the guardian's own computer. With the parts the other guardians send,
 * they give the guardian's share at the tally. Plain JSON, or the same JSON encrypted under a passphrase with
 * WebCrypto (PBKDF2-SHA-256 → AES-GCM-256, random salt and IV; the poll and the guardian's number travel in clear,
 * bound to the ciphertext as additional data, so the page can say "arquivo de outra votação" before asking for it).
 */

export const FORMATO_ARQUIVO = 'portal-votacao-guardiao/1';
export const FORMATO_ARQUIVO_CIFRADO = 'portal-votacao-guardiao-cifrado/1';
/** OWASP's 2023 figure for PBKDF2-HMAC-SHA-256. */
export const ITERACOES_PBKDF2 = 600_000;

export interface SegredoGuardiao {
  formato: typeof FORMATO_ARQUIVO;
  votacaoId: string;
  /** The guardian's number (1…n) in this poll. */
  indice: number;
  /** H_B of the poll in hex: a file made for another manifest (an edited draft, a restarted ceremony) is refused. */
  hashBase: string;
  /** a_0 … a_{k−1}, 64 hex digits each. */
  coeficientes: string[];
}

interface ArquivoCifrado {
  formato: typeof FORMATO_ARQUIVO_CIFRADO;
  votacaoId: string;
  indice: number;
  kdf: { nome: 'PBKDF2-SHA-256'; iteracoes: number; sal: string };
  cifra: { nome: 'AES-GCM-256'; iv: string; dados: string };
}

export type MotivoArquivo = 'danificado' | 'outra-votacao' | 'outro-guardiao' | 'outra-cerimonia' | 'precisa-senha' | 'senha-errada';

const MENSAGENS: Record<MotivoArquivo, string> = {
  danificado: 'O arquivo está danificado ou não é um arquivo de guardião(ã) do portal.',
  'outra-votacao': 'Este arquivo é de outra votação. Escolha o arquivo que você baixou para esta votação.',
  'outro-guardiao': 'Este arquivo é de outro(a) guardião(ã) desta votação. Escolha o seu arquivo.',
  'outra-cerimonia': 'Este arquivo não corresponde à chave que você publicou nesta votação (é de uma cerimônia anterior, reiniciada). Use o arquivo gerado na cerimônia atual.',
  'precisa-senha': 'Este arquivo está protegido por senha. Informe a senha.',
  'senha-errada': 'Senha incorreta. Confira e tente de novo.',
};

export class ErroArquivoGuardiao extends Error {
  constructor(readonly motivo: MotivoArquivo) {
    super(MENSAGENS[motivo]);
    this.name = 'ErroArquivoGuardiao';
  }
}

const HEX64 = /^[0-9a-f]{64}$/;

function paraBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function deBase64(texto: string): Uint8Array<ArrayBuffer> {
  const s = atob(texto);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

function dadosAdicionais(votacaoId: string, indice: number): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`${FORMATO_ARQUIVO_CIFRADO}\n${votacaoId}\n${indice}`);
}

async function chaveDaSenha(senha: string, sal: Uint8Array<ArrayBuffer>, iteracoes: number): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', new TextEncoder().encode(senha.normalize('NFC')), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt: sal, iterations: iteracoes }, base, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

/** The file's text: plain JSON, or encrypted when `senha` is given (non-empty). */
export async function criarArquivoGuardiao(segredo: Omit<SegredoGuardiao, 'formato'>, senha?: string): Promise<string> {
  const claro: SegredoGuardiao = { formato: FORMATO_ARQUIVO, ...segredo };
  if (!senha) return JSON.stringify(claro, null, 2);
  const sal = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const chave = await chaveDaSenha(senha, sal, ITERACOES_PBKDF2);
  const dados = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: dadosAdicionais(segredo.votacaoId, segredo.indice) }, chave, new TextEncoder().encode(JSON.stringify(claro))),
  );
  const arquivo: ArquivoCifrado = {
    formato: FORMATO_ARQUIVO_CIFRADO,
    votacaoId: segredo.votacaoId,
    indice: segredo.indice,
    kdf: { nome: 'PBKDF2-SHA-256', iteracoes: ITERACOES_PBKDF2, sal: paraBase64(sal) },
    cifra: { nome: 'AES-GCM-256', iv: paraBase64(iv), dados: paraBase64(dados) },
  };
  return JSON.stringify(arquivo, null, 2);
}

/** The file name offered on download. */
export function nomeDoArquivoGuardiao(votacaoId: string, indice: number): string {
  return `guardiao-${indice}-votacao-${votacaoId.slice(0, 8)}.json`;
}

function ehObjeto(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function lerJson(texto: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(texto);
    if (ehObjeto(v)) return v;
  } catch {
    // below
  }
  throw new ErroArquivoGuardiao('danificado');
}

function validarClaro(v: Record<string, unknown>): SegredoGuardiao {
  const { formato, votacaoId, indice, hashBase, coeficientes } = v;
  if (
    formato !== FORMATO_ARQUIVO ||
    typeof votacaoId !== 'string' ||
    typeof indice !== 'number' ||
    !Number.isInteger(indice) ||
    indice < 1 ||
    typeof hashBase !== 'string' ||
    !HEX64.test(hashBase) ||
    !Array.isArray(coeficientes) ||
    coeficientes.length < 2 ||
    !coeficientes.every((c) => typeof c === 'string' && HEX64.test(c))
  )
    throw new ErroArquivoGuardiao('danificado');
  return { formato, votacaoId, indice, hashBase, coeficientes: coeficientes as string[] };
}

function validarCifrado(v: Record<string, unknown>): ArquivoCifrado {
  const { votacaoId, indice, kdf, cifra } = v;
  if (
    typeof votacaoId !== 'string' ||
    typeof indice !== 'number' ||
    !ehObjeto(kdf) ||
    !ehObjeto(cifra) ||
    kdf.nome !== 'PBKDF2-SHA-256' ||
    typeof kdf.iteracoes !== 'number' ||
    kdf.iteracoes < ITERACOES_PBKDF2 ||
    kdf.iteracoes > 10_000_000 ||
    typeof kdf.sal !== 'string' ||
    cifra.nome !== 'AES-GCM-256' ||
    typeof cifra.iv !== 'string' ||
    typeof cifra.dados !== 'string'
  )
    throw new ErroArquivoGuardiao('danificado');
  return v as unknown as ArquivoCifrado;
}

/** Whether the file (its text) asks for a passphrase; throws 'danificado' when it is no guardian file at all. */
export function arquivoPedeSenha(texto: string): boolean {
  const v = lerJson(texto);
  if (v.formato === FORMATO_ARQUIVO_CIFRADO) return true;
  if (v.formato === FORMATO_ARQUIVO) return false;
  throw new ErroArquivoGuardiao('danificado');
}

export interface Esperado {
  votacaoId: string;
  indice: number;
  hashBase: string;
}

function conferirDestino(v: { votacaoId: string; indice: number }, esperado: Esperado) {
  if (v.votacaoId !== esperado.votacaoId) throw new ErroArquivoGuardiao('outra-votacao');
  if (v.indice !== esperado.indice) throw new ErroArquivoGuardiao('outro-guardiao');
}

/**
 * Reads a guardian file for `esperado` (this poll, this guardian, this ceremony's H_B), decrypting it with `senha`
 * when it is protected. Throws ErroArquivoGuardiao with a message in Portuguese.
 */
export async function lerArquivoGuardiao(texto: string, esperado: Esperado, senha?: string): Promise<SegredoGuardiao> {
  const v = lerJson(texto);
  let segredo: SegredoGuardiao;
  if (v.formato === FORMATO_ARQUIVO_CIFRADO) {
    const arquivo = validarCifrado(v);
    conferirDestino(arquivo, esperado);
    if (!senha) throw new ErroArquivoGuardiao('precisa-senha');
    let sal: Uint8Array<ArrayBuffer>, iv: Uint8Array<ArrayBuffer>, dados: Uint8Array<ArrayBuffer>;
    try {
      sal = deBase64(arquivo.kdf.sal);
      iv = deBase64(arquivo.cifra.iv);
      dados = deBase64(arquivo.cifra.dados);
    } catch {
      throw new ErroArquivoGuardiao('danificado');
    }
    if (sal.length < 16 || iv.length !== 12) throw new ErroArquivoGuardiao('danificado');
    const chave = await chaveDaSenha(senha, sal, arquivo.kdf.iteracoes);
    let claro: ArrayBuffer;
    try {
      claro = await crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData: dadosAdicionais(arquivo.votacaoId, arquivo.indice) }, chave, dados);
    } catch {
      // AES-GCM cannot tell a wrong passphrase from an altered file; a wrong passphrase is by far the likelier.
      throw new ErroArquivoGuardiao('senha-errada');
    }
    segredo = validarClaro(lerJson(new TextDecoder().decode(claro)));
    if (segredo.votacaoId !== arquivo.votacaoId || segredo.indice !== arquivo.indice) throw new ErroArquivoGuardiao('danificado');
  } else {
    segredo = validarClaro(v);
  }
  conferirDestino(segredo, esperado);
  if (segredo.hashBase !== esperado.hashBase) throw new ErroArquivoGuardiao('outra-cerimonia');
  return segredo;
}
