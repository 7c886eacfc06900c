import { describe, expect, it } from 'vitest';
import { cadastroBodySchema, dataIsoDoCalendario, hojeIsoLocal, redefinirSenhaBodySchema, tokenLinkSchema } from '../src/index.js';

const valido = {
  nome: 'Fernanda Teste',
  cpf: '529.982.247-25',
  nascimento: '1991-04-12',
  email: ' Fernanda@Teste.Local ',
  celular: '(62) 98888-7777',
  cep: '74000-100',
  logradouro: 'Rua 10',
  numero: '123',
  bairro: 'Setor Oeste',
  cidade: 'Goiânia',
  uf: 'GO',
  senha: 'uma frase longa de senha',
  confirmacao: 'uma frase longa de senha',
  aceiteAvisoPrivacidade: true,
};

const campos = (v: unknown) => {
  const r = cadastroBodySchema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
};

describe('cadastroBodySchema', () => {
  it('accepts a complete registration and normalizes the e-mail', () => {
    const r = cadastroBodySchema.parse(valido);
    expect(r.email).toBe('fernanda@teste.local');
    expect(r.complemento).toBeUndefined();
  });
  it.each([
    ['cpf', '529.982.247-26'],
    ['cpf', '11111111111'],
    ['nascimento', '1899-12-31'],
    ['nascimento', '2100-01-01'],
    ['nascimento', '2099-12-31'],
    ['nascimento', '2023-02-29'],
    ['cep', '7400010'],
    ['celular', '9999'],
    ['uf', 'XX'],
    ['nome', 'x'.repeat(151)],
    ['aceiteAvisoPrivacidade', false],
  ])('refuses %s = %s', (campo, valor) => {
    expect(campos({ ...valido, [campo]: valor })).toContain(campo);
  });
  it('refuses a mismatched confirmation and a password made of the CPF', () => {
    expect(campos({ ...valido, confirmacao: 'outra' })).toEqual(['confirmacao']);
    expect(campos({ ...valido, senha: '52998224725x', confirmacao: '52998224725x' })).toEqual(['senha']);
  });
  it('refuses unknown fields', () => {
    expect(campos({ ...valido, isAdvogado: true })).toContain('');
  });
});

describe('dates and tokens', () => {
  it('knows real calendar dates', () => {
    expect(dataIsoDoCalendario('2024-02-29')).toBe(true);
    expect(dataIsoDoCalendario('2023-02-29')).toBe(false);
    expect(hojeIsoLocal(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
  it('accepts only base64url link secrets of sane length', () => {
    expect(tokenLinkSchema.safeParse('a'.repeat(43)).success).toBe(true);
    for (const t of ['', 'abc', 'a'.repeat(129), 'a/b'.repeat(10)]) expect(tokenLinkSchema.safeParse(t).success, t).toBe(false);
    expect(redefinirSenhaBodySchema.safeParse({ token: 'a'.repeat(43), senha: '12345678', confirmacao: '12345678' }).success).toBe(false);
  });
});
