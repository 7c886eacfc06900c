import { base64urlCanonico, type ChavePublicaCodigos } from '@portal/contracts';

/**
 * The gate's offline check of a signed code (PU1.<letra>.<id>.<versao>.<assinatura>): the Ed25519 signature
 * against the portal's published key (WebCrypto), then the revocation list downloaded with it. It answers at
 * once whether a QR is forged or revoked; the server still records the admission once.
 */
export type VerificacaoLocal =
  | { estado: 'forjado' }
  | { estado: 'outro_tipo' }
  | { estado: 'revogado'; motivo: ChavePublicaCodigos['revogados'][number]['motivo']; revogadoEm: string }
  | { estado: 'ok'; id: string; versao: number }
  /** This browser cannot check Ed25519 signatures: the server decides. */
  | { estado: 'sem_verificacao' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function base64url(texto: string): Uint8Array<ArrayBuffer> {
  const b64 = texto.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (texto.length % 4)) % 4);
  const bin = atob(b64);
  const bytes = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

/** The public key as a WebCrypto key, or null when the browser has no Ed25519. */
export async function importarChave(chaveRaw: string): Promise<CryptoKey | null> {
  try {
    return await crypto.subtle.importKey('raw', base64url(chaveRaw), { name: 'Ed25519' }, false, ['verify']);
  } catch {
    return null;
  }
}

export const pareceCodigoAssinado = (texto: string) => texto.trim().toUpperCase().startsWith('PU1.');

export async function verificarCodigo(texto: string, chave: CryptoKey | null, revogados: ChavePublicaCodigos['revogados']): Promise<VerificacaoLocal> {
  const partes = texto.trim().split('.');
  if (partes.length !== 5) return { estado: 'forjado' };
  const [prefixo, letra, id, versaoTexto, assinatura] = partes as [string, string, string, string, string];
  if (prefixo !== 'PU1' || !['V', 'I', 'C'].includes(letra) || !UUID.test(id) || !/^[1-9][0-9]{0,8}$/.test(versaoTexto) || !/^[A-Za-z0-9_-]{86}$/.test(assinatura) || !base64urlCanonico(assinatura)) {
    return { estado: 'forjado' };
  }
  if (!chave) return { estado: 'sem_verificacao' };
  let ok: boolean;
  try {
    ok = await crypto.subtle.verify({ name: 'Ed25519' }, chave, base64url(assinatura), new TextEncoder().encode(`${prefixo}.${letra}.${id}.${versaoTexto}`));
  } catch {
    return { estado: 'sem_verificacao' };
  }
  if (!ok) return { estado: 'forjado' };
  if (letra !== 'I') return { estado: 'outro_tipo' };
  const versao = Number(versaoTexto);
  const revogado = revogados.find((r) => r.tipo === letra && r.id === id && r.versao === versao);
  if (revogado) return { estado: 'revogado', motivo: revogado.motivo, revogadoEm: revogado.revogadoEm };
  return { estado: 'ok', id, versao };
}
