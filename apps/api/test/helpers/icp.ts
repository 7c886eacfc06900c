import 'reflect-metadata';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import { GeneralName, OtherName, SubjectAlternativeName, id_ce_subjectAltName } from '@peculiar/asn1-x509';
import {
  AuthorityKeyIdentifierExtension,
  BasicConstraintsExtension,
  Extension,
  KeyUsageFlags,
  KeyUsagesExtension,
  PemConverter,
  SubjectKeyIdentifierExtension,
  X509CertificateGenerator,
  type X509Certificate,
} from '@peculiar/x509';
import { webcrypto } from 'node:crypto';

type CryptoKeyPair = webcrypto.CryptoKeyPair;

/**
 * Test-only ICP-Brasil look-alikes: a CA (root, optionally an intermediate) and client certificates with
 * the ICP-Brasil otherNames (2.16.76.1.3.1 natural person, 2.16.76.1.4.2.1.1 OAB) in the SubjectAltName.
 */

const ALG = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const DIA = 86_400_000;

export const OID_PF = '2.16.76.1.3.1';
export const OID_OAB = '2.16.76.1.4.2.1.1';

export type Codificacao = 'octet' | 'printable' | 'utf8';

export interface Ac {
  cert: X509Certificate;
  chaves: CryptoKeyPair;
  pem: string;
  keyPem: string;
}

export interface CertificadoCliente {
  cert: X509Certificate;
  pem: string;
  keyPem: string;
}

async function chavePem(chaves: CryptoKeyPair): Promise<string> {
  return PemConverter.encode(await webcrypto.subtle.exportKey('pkcs8', chaves.privateKey), 'PRIVATE KEY');
}

const serial = () => `01${Buffer.from(webcrypto.getRandomValues(new Uint8Array(8))).toString('hex')}`;

/** A self-signed root CA (valid for ten years unless told otherwise). */
export async function criarAc(nome = 'AC Raiz de Teste', o: { notBefore?: Date; notAfter?: Date } = {}): Promise<Ac> {
  const chaves = (await webcrypto.subtle.generateKey(ALG, true, ['sign', 'verify'])) as CryptoKeyPair;
  const cert = await X509CertificateGenerator.createSelfSigned({
    serialNumber: serial(),
    name: `CN=${nome}, O=ICP-Brasil Teste, C=BR`,
    notBefore: o.notBefore ?? new Date(Date.now() - DIA),
    notAfter: o.notAfter ?? new Date(Date.now() + 3650 * DIA),
    keys: chaves,
    signingAlgorithm: ALG,
    extensions: [
      new BasicConstraintsExtension(true, undefined, true),
      new KeyUsagesExtension(KeyUsageFlags.keyCertSign | KeyUsageFlags.cRLSign, true),
      await SubjectKeyIdentifierExtension.create(chaves.publicKey),
    ],
  });
  return { cert, chaves, pem: cert.toString('pem'), keyPem: await chavePem(chaves) };
}

/** An intermediate CA signed by `pai`. */
export async function criarAcIntermediaria(pai: Ac, nome = 'AC Intermediária de Teste', o: { notAfter?: Date } = {}): Promise<Ac> {
  const chaves = (await webcrypto.subtle.generateKey(ALG, true, ['sign', 'verify'])) as CryptoKeyPair;
  const cert = await X509CertificateGenerator.create({
    serialNumber: serial(),
    subject: `CN=${nome}, O=ICP-Brasil Teste, C=BR`,
    issuer: pai.cert.subject,
    notBefore: new Date(Date.now() - DIA),
    notAfter: o.notAfter ?? new Date(Date.now() + 1825 * DIA),
    publicKey: chaves.publicKey,
    signingKey: pai.chaves.privateKey,
    signingAlgorithm: ALG,
    extensions: [
      new BasicConstraintsExtension(true, 0, true),
      new KeyUsagesExtension(KeyUsageFlags.keyCertSign | KeyUsageFlags.cRLSign, true),
      await SubjectKeyIdentifierExtension.create(chaves.publicKey),
      await AuthorityKeyIdentifierExtension.create(pai.chaves.publicKey),
    ],
  });
  return { cert, chaves, pem: cert.toString('pem'), keyPem: await chavePem(chaves) };
}

/** DER of one primitive element: tag, definite length, content. */
export function der(tag: number, conteudo: Uint8Array): Uint8Array {
  const n = conteudo.length;
  const tamanho = n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : [0x82, n >> 8, n & 0xff];
  return new Uint8Array([tag, ...tamanho, ...conteudo]);
}

/** An otherName value written in one of the encodings ICP-Brasil issuers use. */
export function valorOtherName(texto: string, codificacao: Codificacao): ArrayBuffer {
  if (codificacao === 'octet') return AsnConvert.serialize(new OctetString(Buffer.from(texto, 'latin1')));
  const bytes = codificacao === 'utf8' ? new TextEncoder().encode(texto) : new Uint8Array(Buffer.from(texto, 'latin1'));
  const d = der(codificacao === 'utf8' ? 0x0c : 0x13, bytes);
  return d.buffer.slice(d.byteOffset, d.byteOffset + d.byteLength) as ArrayBuffer;
}

/** 2.16.76.1.3.1: birth date ddmmaaaa (8), CPF (11), NIS (11), RG (15), issuing body and UF (6). */
export function valorPessoaFisica(cpf: string, nascimento = '15031980'): string {
  return `${nascimento}${cpf}${'0'.repeat(11)}${'0'.repeat(15)}${'SSPGO '.padEnd(6, ' ')}`;
}

export interface OpcoesCliente {
  nome?: string;
  /** CPF written in the 2.16.76.1.3.1 value (positions 9–19); omit with semCpf. */
  cpf?: string;
  /** The whole 2.16.76.1.3.1 value, when a test needs a malformed one. */
  valorPf?: string;
  semCpf?: boolean;
  /** OAB inscrição for 2.16.76.1.4.2.1.1 (7 digits zero padded + UF). */
  oab?: { numero: string; uf: string };
  codificacao?: Codificacao;
  notBefore?: Date;
  notAfter?: Date;
}

/** A client certificate signed by `ac`, carrying the ICP-Brasil otherNames asked for. */
export async function criarCertificadoCliente(ac: Ac, o: OpcoesCliente = {}): Promise<CertificadoCliente> {
  const chaves = (await webcrypto.subtle.generateKey(ALG, true, ['sign', 'verify'])) as CryptoKeyPair;
  const codificacao = o.codificacao ?? 'octet';
  const nomes: GeneralName[] = [new GeneralName({ rfc822Name: 'titular@teste.local' })];
  if (!o.semCpf) {
    const valor = o.valorPf ?? valorPessoaFisica(o.cpf ?? '52998224725');
    nomes.push(new GeneralName({ otherName: new OtherName({ typeId: OID_PF, value: valorOtherName(valor, codificacao) }) }));
  }
  if (o.oab) {
    const valor = `${o.oab.numero.padStart(7, '0')}${o.oab.uf}`;
    nomes.push(new GeneralName({ otherName: new OtherName({ typeId: OID_OAB, value: valorOtherName(valor, codificacao) }) }));
  }
  const san = new Extension(id_ce_subjectAltName, false, AsnConvert.serialize(new SubjectAlternativeName(nomes)));
  const cert = await X509CertificateGenerator.create({
    serialNumber: serial(),
    subject: `CN=${o.nome ?? 'TITULAR DE TESTE'}:${o.cpf ?? '00000000000'}, OU=Certificado PF A3, O=ICP-Brasil Teste, C=BR`,
    issuer: ac.cert.subject,
    notBefore: o.notBefore ?? new Date(Date.now() - DIA),
    notAfter: o.notAfter ?? new Date(Date.now() + 365 * DIA),
    publicKey: chaves.publicKey,
    signingKey: ac.chaves.privateKey,
    signingAlgorithm: ALG,
    extensions: [
      new BasicConstraintsExtension(false, undefined, true),
      new KeyUsagesExtension(KeyUsageFlags.digitalSignature | KeyUsageFlags.nonRepudiation | KeyUsageFlags.keyEncipherment, true),
      await AuthorityKeyIdentifierExtension.create(ac.chaves.publicKey),
      san,
    ],
  });
  return { cert, pem: cert.toString('pem'), keyPem: await chavePem(chaves) };
}

/** nginx's $ssl_client_escaped_cert of a PEM. */
export function escaparComoNginx(pem: string): string {
  return encodeURIComponent(pem);
}
