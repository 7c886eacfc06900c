import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { comTokenDeApp } from '@/test/fixtures';
import { MENSAGEM_ERRO_GENERICO, apiClient } from './api-client';
import { camposDoErro, resumoDoErro } from './erros-de-campo';

describe('resumoDoErro', () => {
  const recusa = (campos: Record<string, string>, mensagem = "Dados inválidos nos campos 'nome', 'preco'.") => ({
    'POST /x': { status: 400, data: { mensagem, codigo: 'VALIDACAO', campos } },
  });

  it('points to the highlighted fields when every field message shows beside its field', async () => {
    comTokenDeApp();
    instalarApiFake(recusa({ nome: 'Informe o nome.' }, "Dados inválidos no campo 'nome': Informe o nome."));
    const erro = await apiClient.post('/x', {}).catch((e: unknown) => e);
    expect(resumoDoErro(erro, ['nome', 'preco'])).toBe('Confira os campos destacados.');
  });

  it('adds the messages of the fields not shown beside, never their code names', async () => {
    comTokenDeApp();
    instalarApiFake(recusa({ nome: 'Informe o nome.', opcoes: 'Informe ao menos duas opções.', extra: 'Campo não permitido.' }));
    const erro = await apiClient.post('/x', {}).catch((e: unknown) => e);
    const resumo = resumoDoErro(erro, new Set(['nome']));
    expect(resumo).toBe('Confira os campos destacados. Informe ao menos duas opções. Campo não permitido.');
    expect(resumo).not.toMatch(/Dados inválidos|opcoes|extra/);
  });

  it('answers only the messages when no field shows beside', async () => {
    comTokenDeApp();
    instalarApiFake(recusa({ 'opcoes.0': 'Informe a opção.' }));
    const erro = await apiClient.post('/x', {}).catch((e: unknown) => e);
    expect(resumoDoErro(erro, ['nome'])).toBe('Informe a opção.');
  });

  it('falls back to mensagemDeErro without field messages', async () => {
    comTokenDeApp();
    instalarApiFake({ 'POST /x': { status: 409, data: { mensagem: 'Já existe.', codigo: 'CONFLITO' } } });
    expect(resumoDoErro(await apiClient.post('/x', {}).catch((e: unknown) => e), ['nome'])).toBe('Já existe.');
    instalarApiFake(recusa({}, 'Dados inválidos no corpo da requisição: formato inesperado.'));
    expect(resumoDoErro(await apiClient.post('/x', {}).catch((e: unknown) => e), ['nome'])).toBe('Dados inválidos no corpo da requisição: formato inesperado.');
    expect(resumoDoErro(new Error('qualquer'), [])).toBe(MENSAGEM_ERRO_GENERICO);
  });
});

describe('camposDoErro', () => {
  it("answers the field messages of the server's answer, skipping what is not text", async () => {
    comTokenDeApp();
    instalarApiFake({
      'POST /x': { status: 400, data: { mensagem: 'Verifique os campos.', codigo: 'VALIDACAO', campos: { cpf: 'CPF inválido.', idade: 3 } } },
    });
    const erro = await apiClient.post('/x', {}).catch((e: unknown) => e);
    expect(camposDoErro(erro)).toEqual({ cpf: 'CPF inválido.' });
  });

  it('answers {} when there are no field messages or it is not an API error', async () => {
    comTokenDeApp();
    instalarApiFake({ 'POST /x': { status: 409, data: { mensagem: 'Já existe.', codigo: 'CONFLITO' } } });
    expect(camposDoErro(await apiClient.post('/x', {}).catch((e: unknown) => e))).toEqual({});
    expect(camposDoErro(new Error('qualquer'))).toEqual({});
  });
});
