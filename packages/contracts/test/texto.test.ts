import { describe, expect, it } from 'vitest';
import {
  cadastroBodySchema,
  cancelarRequerimentoBodySchema,
  dadosCadastraisSchema,
  MENSAGEM_CARACTERE_INVALIDO,
  schemaDoTipo,
  temCaractereInvalido,
  textoLivre,
  tipoPorCodigo,
  transicaoBodySchema,
} from '../src/index.js';

/** The one rule for free text (texto.ts), and the fields that must use it. */

const SURROGATES_SOLTOS = ['\ud800', 'a\udbffb', '\udc00', 'x\udfff', '\ude00\ud83d' /* a pair written backwards */];
const CONTROLES = ['\u0000', '\u0001', '\u0007', '\u001b', '\u001f', '\u007f', '\u0080', '\u0085', '\u009f'];
const QUEBRAS = ['\n', '\r', '\t'];

describe('temCaractereInvalido', () => {
  it('refuses lone surrogates (high or low, anywhere) and every control character (C0, DEL, C1)', () => {
    for (const s of [...SURROGATES_SOLTOS, ...CONTROLES]) {
      expect(temCaractereInvalido(`antes ${s} depois`), JSON.stringify(s)).toBe(true);
      expect(temCaractereInvalido(s, { multilinha: true }), JSON.stringify(s)).toBe(true);
    }
  });

  it('line breaks and tabs only in multi-line text', () => {
    for (const q of QUEBRAS) {
      expect(temCaractereInvalido(`linha 1${q}linha 2`), JSON.stringify(q)).toBe(true);
      expect(temCaractereInvalido(`linha 1${q}linha 2`, { multilinha: true }), JSON.stringify(q)).toBe(false);
    }
  });

  it('refuses the bidirectional embedding, override and isolate controls, in one-line and multi-line text', () => {
    for (const b of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(temCaractereInvalido(`Comissão ${b}de ética`), JSON.stringify(b)).toBe(true);
      expect(temCaractereInvalido(`Finalidade:\n${b}cuidar da ética`, { multilinha: true }), JSON.stringify(b)).toBe(true);
    }
    // Marks that only nudge neutral characters (LRM, RLM, ALM) and Arabic or Hebrew letters are text.
    for (const ok of ['a\u200eb', 'a\u200fb', 'a\u061cb', 'مرحبا', 'שלום']) expect(temCaractereInvalido(ok), ok).toBe(false);
  });

  it('accepts emoji (surrogate pairs) and every other character', () => {
    for (const ok of ['😀', 'Parabéns 👏🏽 à equipe', '𝄞', 'Rua São João, 10º andar', '“x” — ü ç', '\u00a0', '<script>', '']) {
      expect(temCaractereInvalido(ok), ok).toBe(false);
      expect(temCaractereInvalido(ok, { multilinha: true }), ok).toBe(false);
    }
  });
});

describe('textoLivre', () => {
  it('trims, then refuses with the field message; limits chained after it still apply', () => {
    const campo = textoLivre({ error: 'Informe o nome.' }).min(1, 'Informe o nome.').max(5, 'No máximo 5.');
    expect(campo.parse('  Ana \t')).toBe('Ana');
    expect(campo.safeParse('A\ud800').error?.issues.map((i) => i.message)).toEqual([MENSAGEM_CARACTERE_INVALIDO]);
    expect(campo.safeParse('Anabela').error?.issues.map((i) => i.message)).toEqual(['No máximo 5.']);
    expect(campo.safeParse(3).error?.issues.map((i) => i.message)).toEqual(['Informe o nome.']);
    expect(textoLivre({ multilinha: true }).parse('a\n\tb')).toBe('a\n\tb');
  });
});

describe('the free-text fields use it', () => {
  const sugestao = tipoPorCodigo('298');
  if (!sugestao) throw new Error('298');
  const dadosOk = { assunto: 'Atendimento', texto: 'Linha 1\n\tLinha 2 😀', servicoRelacionado: '' };

  it('request form fields: lone surrogates refused in one-line and multi-line fields, with the field named', () => {
    const schema = schemaDoTipo(sugestao);
    expect(schema.safeParse(dadosOk).success).toBe(true);
    for (const campo of ['assunto', 'texto'] as const) {
      const r = schema.safeParse({ ...dadosOk, [campo]: 'b\ud800' });
      expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[campo, MENSAGEM_CARACTERE_INVALIDO]]);
    }
    expect(schema.safeParse({ ...dadosOk, assunto: 'um\nassunto' }).success).toBe(false);
  });

  it('profile, registration, reasons', () => {
    const perfil = { nomeSocial: 'Maria', celular: '62999990001', cep: '74000-000', logradouro: 'Rua 1', numero: '10', complemento: '', bairro: 'Centro', cidade: 'Goiânia', uf: 'GO' };
    expect(dadosCadastraisSchema.safeParse(perfil).success).toBe(true);
    expect(dadosCadastraisSchema.safeParse({ ...perfil, nomeSocial: 'Mari\udc00a' }).error?.issues[0]?.path).toEqual(['nomeSocial']);
    expect(cadastroBodySchema.safeParse({ nome: 'Ana \ud800 Lima' }).error?.issues.find((i) => i.path[0] === 'nome')?.message).toBe(MENSAGEM_CARACTERE_INVALIDO);
    expect(cancelarRequerimentoBodySchema.safeParse({ motivo: 'Não \ud800 preciso' }).error?.issues[0]?.path).toEqual(['motivo']);
    expect(cancelarRequerimentoBodySchema.safeParse({ motivo: 'Não preciso mais.\nObrigada 🙏' }).success).toBe(true);
    expect(transicaoBodySchema.safeParse({ acao: 'arquivar', motivo: 'Duplicado \udfff.' }).error?.issues[0]?.path).toEqual(['motivo']);
  });
});
