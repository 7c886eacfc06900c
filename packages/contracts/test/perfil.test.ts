import { describe, expect, it } from 'vitest';
import {
  cadastroBodySchema,
  celularNacional,
  celularSchema,
  dadosCadastraisSchema,
  formatarCelular,
  temCaractereInvalido,
  trocarEmailSchema,
} from '../src/index.js';

const cadastro = {
  nome: 'Fernanda Teste',
  cpf: '529.982.247-25',
  nascimento: '1991-04-12',
  email: 'fernanda@teste.local',
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

const perfil = {
  nomeSocial: 'Fê',
  celular: '(62) 98888-7777',
  cep: '74000-100',
  logradouro: 'Rua 10',
  numero: '123',
  complemento: 'Sala 3',
  bairro: 'Setor Oeste',
  cidade: 'Goiânia',
  uf: 'GO',
};

const errosDe = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.path.join('.'));

describe('one celular rule for registration and profile', () => {
  it.each([
    ['(62) 98888-7777', '62988887777'],
    ['62988887777', '62988887777'],
    ['62 3333-4444', '6233334444'],
    ['+55 (62) 98888-7777', '62988887777'],
    ['+5562988887777', '62988887777'],
    ['55 62 98888-7777', '62988887777'],
    ['5562988887777', '62988887777'],
    ['556233334444', '6233334444'],
    ['  (11) 9.8888-7777 ', '11988887777'],
    ['(99) 98888-7777', '99988887777'],
    // DDD 55 (Rio Grande do Sul) without country code stays a national number.
    ['(55) 98888-7777', '55988887777'],
  ])('%s → %s in both schemas', (entrada, nacional) => {
    expect(celularNacional(entrada)).toBe(nacional);
    expect(celularSchema.parse(entrada)).toBe(nacional);
    expect(cadastroBodySchema.parse({ ...cadastro, celular: entrada }).celular).toBe(nacional);
    expect(dadosCadastraisSchema.parse({ ...perfil, celular: entrada }).celular).toBe(nacional);
  });

  it.each([
    '',
    '9999',
    '(00) 98888-7777',
    '(01) 98888-7777',
    '(10) 98888-7777',
    '(62) 88888-7777', // 9 digits must start with 9
    '+1 415 555 0100',
    '+62 98888-7777',
    '4462988887777', // 13 digits, not +55
    '55629888877771',
    '62988887777a',
    '62\t988887777',
    '62\u0000988887777',
    '(62) 98888-7777 ramal 2',
  ])('refuses %j in both schemas, naming celular', (entrada) => {
    expect(celularNacional(entrada)).toBeNull();
    expect(errosDe(cadastroBodySchema.safeParse({ ...cadastro, celular: entrada }))).toEqual(['celular']);
    expect(errosDe(dadosCadastraisSchema.safeParse({ ...perfil, celular: entrada }))).toEqual(['celular']);
  });

  it('one message per problem', () => {
    const vazio = celularSchema.safeParse('');
    expect(vazio.error?.issues.map((i) => i.message)).toEqual(['Informe o celular.']);
    const longo = celularSchema.safeParse('6'.repeat(21));
    expect(longo.error?.issues).toHaveLength(1);
  });

  it('formats the stored number, also an older +55 record', () => {
    expect(formatarCelular('62988887777')).toBe('(62) 98888-7777');
    expect(formatarCelular('6233334444')).toBe('(62) 3333-4444');
    expect(formatarCelular('5562988887777')).toBe('(62) 98888-7777');
    expect(formatarCelular('123')).toBe('123');
  });
});

describe('control characters in the profile (the same check as registration)', () => {
  const CONTROLES = ['\u0000', '\u0001', '\u0008', '\t', '\n', '\r', '\u001b', '\u001f', '\u007f'];
  const TEXTOS = ['nomeSocial', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade'] as const;

  it('uses the one text rule (texto.ts): every control character is refused in a one-line field', () => {
    for (const c of CONTROLES) expect(temCaractereInvalido(`a${c}b`), JSON.stringify(c)).toBe(true);
    for (const ok of ['Rua São João, 10º andar', 'Çá ü — “x”', '<script>', ' ', '\u00a0']) expect(temCaractereInvalido(ok), ok).toBe(false);
  });

  it.each(TEXTOS)('%s with any control character → refused naming it', (campo) => {
    for (const c of CONTROLES) {
      const r = dadosCadastraisSchema.safeParse({ ...perfil, [campo]: `Ru${c}a` });
      expect(errosDe(r), JSON.stringify(c)).toEqual([campo]);
      expect(r.error?.issues[0]?.message).toBe('Há caracteres inválidos.');
    }
  });

  it('the same fields of the registration refuse them too, with the same message', () => {
    for (const campo of ['logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'nome'] as const) {
      const r = cadastroBodySchema.safeParse({ ...cadastro, [campo]: `Rua\u0000 Teste` });
      expect(errosDe(r)).toEqual([campo]);
      expect(r.error?.issues[0]?.message).toBe('Há caracteres inválidos.');
    }
  });

  it('a NUL alone in an optional field is refused, not turned into null', () => {
    expect(errosDe(dadosCadastraisSchema.safeParse({ ...perfil, complemento: '\u0000' }))).toEqual(['complemento']);
    expect(dadosCadastraisSchema.parse({ ...perfil, complemento: '  ' }).complemento).toBeNull();
  });

  it('the new e-mail refuses control characters', () => {
    for (const c of CONTROLES) {
      expect(errosDe(trocarEmailSchema.safeParse({ novoEmail: `a${c}b@teste.local`, senhaAtual: 'x' }))).toEqual(['novoEmail']);
    }
  });
});
