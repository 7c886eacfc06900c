import 'reflect-metadata';
import { X509Certificate } from '@peculiar/x509';
import { describe, expect, it } from 'vitest';
import { validarCadeia, repositorioDePem } from '../../../src/modules/certificado/cadeia.js';
import { cpfDoValorPessoaFisica, dadosIcpBrasil, lerValorOtherName, oabDoValor } from '../../../src/modules/certificado/icp-brasil.js';
import { certificadoDoCabecalho } from '../../../src/modules/certificado/certificado.routes.js';
import { criarAc, criarAcIntermediaria, criarCertificadoCliente, der, valorOtherName, valorPessoaFisica } from '../../helpers/icp.js';

const VALOR = valorPessoaFisica('52998224725', '15031980');

describe('otherName value encodings (ICP-Brasil issuers use all three)', () => {
  it.each(['octet', 'printable', 'utf8'] as const)('reads the text of a %s value', (codificacao) => {
    expect(lerValorOtherName(valorOtherName(VALOR, codificacao))).toBe(VALOR);
  });

  it('checks the DER tags themselves: 04 OCTET STRING, 13 PrintableString, 0C UTF8String', () => {
    expect(new Uint8Array(valorOtherName('1', 'octet'))[0]).toBe(0x04);
    expect(new Uint8Array(valorOtherName('1', 'printable'))[0]).toBe(0x13);
    expect(new Uint8Array(valorOtherName('1', 'utf8'))[0]).toBe(0x0c);
  });

  it('reads long-form lengths and accented UTF-8', () => {
    const longo = 'x'.repeat(300);
    expect(lerValorOtherName(der(0x13, new Uint8Array(Buffer.from(longo))))).toBe(longo);
    expect(lerValorOtherName(der(0x0c, new TextEncoder().encode('São Paulo')))).toBe('São Paulo');
  });

  it('refuses other types and malformed DER', () => {
    expect(lerValorOtherName(der(0x02, new Uint8Array([1, 2])))).toBeNull(); // INTEGER
    expect(lerValorOtherName(new Uint8Array([0x04, 0x05, 0x31]))).toBeNull(); // length beyond the end
    expect(lerValorOtherName(new Uint8Array([0x04]))).toBeNull();
    expect(lerValorOtherName(new Uint8Array([0x04, 0x01, 0x31, 0x32]))).toBeNull(); // trailing bytes
  });
});

describe('CPF of 2.16.76.1.3.1 (characters 9–19)', () => {
  it('takes the CPF after the 8-digit birth date', () => {
    expect(cpfDoValorPessoaFisica(VALOR)).toEqual({ ok: true, cpf: '52998224725', nascimento: '15031980' });
  });
  it('validates the check digits', () => {
    expect(cpfDoValorPessoaFisica(valorPessoaFisica('52998224726'))).toEqual({ ok: false, motivo: 'cpf_invalido' });
    expect(cpfDoValorPessoaFisica(valorPessoaFisica('11111111111'))).toEqual({ ok: false, motivo: 'cpf_invalido' });
  });
  it('zeros or a short value mean no CPF', () => {
    expect(cpfDoValorPessoaFisica(valorPessoaFisica('00000000000'))).toEqual({ ok: false, motivo: 'cpf_ausente' });
    expect(cpfDoValorPessoaFisica('15031980')).toEqual({ ok: false, motivo: 'cpf_ausente' });
    expect(cpfDoValorPessoaFisica('15031980529.982.247-25')).toEqual({ ok: false, motivo: 'cpf_invalido' });
  });
});

describe('OAB of 2.16.76.1.4.2.1.1 (inscrição + UF)', () => {
  it('reads the zero-padded number and the UF', () => {
    expect(oabDoValor('0012345GO')).toEqual({ numero: '12345', uf: 'GO' });
    expect(oabDoValor('1234567sp')).toEqual({ numero: '1234567', uf: 'SP' });
  });
  it('ignores blank or unknown values', () => {
    expect(oabDoValor('')).toBeNull();
    expect(oabDoValor('0000000GO')).toBeNull();
    expect(oabDoValor('0012345XX')).toBeNull();
  });
});

describe('whole certificates', () => {
  it.each(['octet', 'printable', 'utf8'] as const)('reads CPF and OAB from a %s certificate', async (codificacao) => {
    const ac = await criarAc();
    const c = await criarCertificadoCliente(ac, { cpf: '52998224725', oab: { numero: '12345', uf: 'GO' }, codificacao });
    expect(dadosIcpBrasil(new X509Certificate(c.pem))).toEqual({ ok: true, cpf: '52998224725', oab: { numero: '12345', uf: 'GO' } });
  });

  it('validates a chain through an intermediate in the trust store, and refuses an expired intermediate', async () => {
    const raiz = await criarAc();
    const inter = await criarAcIntermediaria(raiz);
    const c = await criarCertificadoCliente(inter, { cpf: '52998224725' });
    const folha = new Uint8Array(new X509Certificate(c.pem).rawData);
    // Intermediate in the store (as with the ICP-Brasil bundle): no chain needed from the client.
    expect((await validarCadeia(folha, [], repositorioDePem(`${raiz.pem}\n${inter.pem}`))).ok).toBe(true);
    // Only the root in the store and no intermediate sent: unknown.
    expect(await validarCadeia(folha, [], repositorioDePem(raiz.pem))).toEqual({ ok: false, motivo: 'ac_desconhecida' });
    // An intermediate outside its validity while the leaf is still within its own.
    const curta = await criarAcIntermediaria(raiz, 'AC Curta', { notAfter: new Date(Date.now() + 10 * 86_400_000) });
    const c2 = await criarCertificadoCliente(curta, { cpf: '52998224725' });
    const folha2 = new Uint8Array(new X509Certificate(c2.pem).rawData);
    const depois = new Date(Date.now() + 20 * 86_400_000);
    expect(await validarCadeia(folha2, [], repositorioDePem(`${raiz.pem}\n${curta.pem}`), depois)).toEqual({ ok: false, motivo: 'ac_expirada' });
    expect((await validarCadeia(folha2, [], repositorioDePem(`${raiz.pem}\n${curta.pem}`))).ok).toBe(true);
  });

  it('refuses a leaf certificate placed as its own issuer (not a CA)', async () => {
    const raiz = await criarAc();
    const c = await criarCertificadoCliente(raiz, { cpf: '52998224725' });
    const outro = await criarCertificadoCliente(raiz, { cpf: '52998224725' });
    const folha = new Uint8Array(new X509Certificate(c.pem).rawData);
    expect(await validarCadeia(folha, [], repositorioDePem(outro.pem))).toEqual({ ok: false, motivo: 'ac_desconhecida' });
  });

  it('reads the nginx escaped header, with its chain', async () => {
    const raiz = await criarAc();
    const c = await criarCertificadoCliente(raiz, { cpf: '52998224725' });
    const lido = certificadoDoCabecalho(encodeURIComponent(`${c.pem}\n${raiz.pem}`));
    expect(lido).not.toBe('ilegivel');
    expect(lido && lido !== 'ilegivel' ? lido.enviados.length : -1).toBe(1);
    expect(certificadoDoCabecalho('')).toBeNull();
    expect(certificadoDoCabecalho('lixo')).toBe('ilegivel');
  });
});
