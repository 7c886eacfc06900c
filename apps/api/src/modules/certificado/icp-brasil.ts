import 'reflect-metadata';
import { AsnConvert } from '@peculiar/asn1-schema';
import { id_ce_subjectAltName, SubjectAlternativeName } from '@peculiar/asn1-x509';
import type { X509Certificate } from '@peculiar/x509';
import { cpfValido, UFS, type Uf } from '@portal/contracts';

/** ICP-Brasil otherName of a natural person: birth date (8), CPF (11), NIS (11), RG (15), issuer and UF. */
export const OID_PESSOA_FISICA = '2.16.76.1.3.1';
/** ICP-Brasil otherName of a lawyer's certificate: inscrição number (7) and the seccional's UF (2). */
export const OID_OAB = '2.16.76.1.4.2.1.1';

const TAG_OCTET_STRING = 0x04;
const TAG_UTF8_STRING = 0x0c;
const TAG_PRINTABLE_STRING = 0x13;
const TAG_IA5_STRING = 0x16;

/**
 * The text of an otherName value: the DER of one element, which ICP-Brasil issuers write as an OCTET STRING,
 * a PrintableString or a UTF8String (IA5String also accepted). Null for anything else or malformed DER.
 */
export function lerValorOtherName(der: ArrayBuffer | Uint8Array): string | null {
  const b = der instanceof Uint8Array ? der : new Uint8Array(der);
  if (b.length < 2) return null;
  const tag = b[0]!;
  let tamanho = b[1]!;
  let inicio = 2;
  if (tamanho & 0x80) {
    const bytes = tamanho & 0x7f;
    if (bytes === 0 || bytes > 3 || b.length < 2 + bytes) return null;
    tamanho = 0;
    for (let i = 0; i < bytes; i++) tamanho = tamanho * 256 + b[2 + i]!;
    inicio = 2 + bytes;
  }
  if (inicio + tamanho !== b.length) return null;
  const conteudo = b.subarray(inicio, inicio + tamanho);
  switch (tag) {
    case TAG_UTF8_STRING:
      return new TextDecoder('utf-8', { fatal: false }).decode(conteudo);
    case TAG_OCTET_STRING:
    case TAG_PRINTABLE_STRING:
    case TAG_IA5_STRING:
      return Buffer.from(conteudo).toString('latin1');
    default:
      return null;
  }
}

export type ResultadoCpf = { ok: true; cpf: string; nascimento: string | null } | { ok: false; motivo: 'cpf_ausente' | 'cpf_invalido' };

/** Characters 9–19 of the 2.16.76.1.3.1 value (after the ddmmaaaa birth date), check digits validated. */
export function cpfDoValorPessoaFisica(valor: string): ResultadoCpf {
  const cpf = valor.slice(8, 19);
  if (cpfAusente(cpf)) return { ok: false, motivo: 'cpf_ausente' };
  if (!/^\d{11}$/.test(cpf)) return { ok: false, motivo: 'cpf_invalido' };
  if (!cpfValido(cpf)) return { ok: false, motivo: 'cpf_invalido' };
  const data = valor.slice(0, 8);
  return { ok: true, cpf, nascimento: /^\d{8}$/.test(data) && data !== '00000000' ? data : null };
}

/** A field filled with zeros (or blank) means "not informed" in ICP-Brasil values. */
function cpfAusente(cpf: string): boolean {
  return cpf.trim() === '' || /^0+$/.test(cpf);
}

export interface OabLida {
  numero: string;
  uf: Uf;
}

/** The 2.16.76.1.4.2.1.1 value: inscrição (7, zero padded) then UF (2). Null when blank or unreadable. */
export function oabDoValor(valor: string): OabLida | null {
  const m = /^\s*(\d{1,7})\s*\/?\s*([A-Za-z]{2})\s*$/.exec(valor);
  if (!m) return null;
  const numero = String(Number(m[1]));
  const uf = m[2]!.toUpperCase();
  if (numero === '0' || !(UFS as readonly string[]).includes(uf)) return null;
  return { numero, uf: uf as Uf };
}

/** Every otherName of the SubjectAltName, by OID (the first of each). */
export function otherNames(cert: X509Certificate): Map<string, ArrayBuffer> {
  const mapa = new Map<string, ArrayBuffer>();
  const ext = cert.extensions.find((e) => e.type === id_ce_subjectAltName);
  if (!ext) return mapa;
  const san = AsnConvert.parse(ext.value, SubjectAlternativeName);
  for (const nome of san) {
    if (nome.otherName && !mapa.has(nome.otherName.typeId)) mapa.set(nome.otherName.typeId, nome.otherName.value);
  }
  return mapa;
}

export type DadosIcp =
  | { ok: true; cpf: string; oab: OabLida | null }
  | { ok: false; motivo: 'cpf_ausente' | 'cpf_invalido' | 'certificado_ilegivel' };

/** The CPF (required) and the OAB inscrição (when present) of an ICP-Brasil natural-person certificate. */
export function dadosIcpBrasil(cert: X509Certificate): DadosIcp {
  let nomes: Map<string, ArrayBuffer>;
  try {
    nomes = otherNames(cert);
  } catch {
    return { ok: false, motivo: 'certificado_ilegivel' };
  }
  const pf = nomes.get(OID_PESSOA_FISICA);
  const valorPf = pf ? lerValorOtherName(pf) : null;
  if (valorPf === null) return { ok: false, motivo: 'cpf_ausente' };
  const cpf = cpfDoValorPessoaFisica(valorPf);
  if (!cpf.ok) return cpf;
  const oab = nomes.get(OID_OAB);
  const valorOab = oab ? lerValorOtherName(oab) : null;
  return { ok: true, cpf: cpf.cpf, oab: valorOab === null ? null : oabDoValor(valorOab) };
}
