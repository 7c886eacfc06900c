import { CATALOGO, type Campo, type TipoRequerimento } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requerimentos, titulos } from '../../../src/db/schema/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { anexarObrigatorios, chamar, criarRequerimento, dadosNormalizados, dadosValidos } from '../../helpers/requerimentos.js';

/**
 * Every type of the catalog through the API: valid data is accepted and stored normalised, each required
 * field missing and each field with a wrong value is refused naming the field, and a filled draft with its
 * required documents is sent (with its fee título when it has one). Adding a catalog entry adds its cases.
 */
let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => t.close());

const IDENTIFICADOS = CATALOGO.filter((tipo) => !tipo.anonimo);

/** A person who may file the type, and its parent request when it needs one. */
async function preparar(tipo: TipoRequerimento): Promise<{ p: PessoaCriada; paiId?: string }> {
  const p = await criarPessoa(t.db, { advogado: true });
  if (!tipo.pai) return { p };
  const status = tipo.pai.statusExigido;
  const pai = await criarRequerimento(t.db, { pessoaId: p.pessoaId, codigo: '264', status, decididoEm: new Date() });
  return { p, paiId: pai.id };
}

/** A value of the wrong shape or out of the rules for a field. */
function valorErrado(c: Campo): unknown {
  switch (c.tipo) {
    case 'texto':
      return 'x'.repeat(c.max + 1);
    case 'data':
      return '2023-02-30';
    case 'moeda':
      return '10,00';
    case 'inteiro':
      return c.max + 1;
    case 'cpf':
      return '111.111.111-11';
    case 'cnpj':
      return '11.111.111/1111-11';
    case 'inscricao':
      return 'ABC-12';
    case 'selecao':
      return 'opcao-que-nao-existe';
    case 'declaracao':
      return 'sim';
    case 'dadosBancarios':
      return { forma: 'ted', conta: '1' };
    case 'requerimentoRef':
      return 'nao-e-um-id';
    case 'lista':
      return 'não é uma lista';
    default: {
      const nunca: never = c;
      return nunca;
    }
  }
}

describe.each(IDENTIFICADOS.map((tipo) => [tipo.codigo, tipo.titulo, tipo] as const))('%s %s', (codigo, _titulo, tipo) => {
  it('valid data is accepted and stored as the shared schema normalises it', async () => {
    const { p, paiId } = await preparar(tipo);
    const dados = dadosValidos(codigo, paiId ? { paiId } : {});
    const res = await chamar(t, p, 'POST', '/wsapp/requerimentos', { codigo, dados });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ codigo, area: tipo.area, titulo: tipo.titulo, status: 'rascunho', sensivel: tipo.sensivel });
    const [linha] = await t.db.select().from(requerimentos).where(eq(requerimentos.id, body.id));
    expect(linha?.dados).toEqual(dadosNormalizados(codigo, dados));
    expect(linha?.paiId).toBe(paiId ?? null);
  });

  it('each required field missing is refused (400) naming that field', async () => {
    const { p, paiId } = await preparar(tipo);
    const falhas: string[] = [];
    for (const campo of tipo.campos.filter((c) => c.obrigatorio)) {
      const dados = dadosValidos(codigo, paiId ? { paiId } : {});
      delete dados[campo.nome];
      const res = await chamar(t, p, 'POST', '/wsapp/requerimentos', { codigo, dados });
      if (res.statusCode !== 400 || !(campo.nome in (res.json().campos ?? {}))) falhas.push(`${campo.nome}: ${res.statusCode} ${res.body}`);
    }
    expect(falhas).toEqual([]);
    expect(await t.db.select().from(requerimentos).where(and(eq(requerimentos.pessoaId, p.pessoaId), eq(requerimentos.codigo, codigo)))).toHaveLength(0);
  });

  it('each field with a wrong value, and an unknown field, is refused (400) naming the field', async () => {
    const { p, paiId } = await preparar(tipo);
    const falhas: string[] = [];
    for (const campo of tipo.campos) {
      const dados = { ...dadosValidos(codigo, paiId ? { paiId } : {}), [campo.nome]: valorErrado(campo) };
      const res = await chamar(t, p, 'POST', '/wsapp/requerimentos', { codigo, dados });
      const campos = Object.keys(res.json().campos ?? {});
      if (res.statusCode !== 400 || !campos.some((k) => k === campo.nome || k.startsWith(`${campo.nome}.`))) {
        falhas.push(`${campo.nome}: ${res.statusCode} ${res.body}`);
      }
    }
    const extra = await chamar(t, p, 'POST', '/wsapp/requerimentos', { codigo, dados: { ...dadosValidos(codigo, paiId ? { paiId } : {}), campoInventado: 1 } });
    if (extra.statusCode !== 400 || extra.json().campos?.campoInventado !== 'Campo não permitido.') falhas.push(`campoInventado: ${extra.statusCode}`);
    expect(falhas).toEqual([]);
  });

  it(`is sent with its required documents${tipo.taxaCentavos ? ' and waits for its fee' : ''}`, async () => {
    const { p, paiId } = await preparar(tipo);
    const criado = (await chamar(t, p, 'POST', '/wsapp/requerimentos', { codigo, dados: dadosValidos(codigo, paiId ? { paiId } : {}) })).json();
    await anexarObrigatorios(t.db, criado.id, codigo);
    const res = await chamar(t, p, 'POST', `/wsapp/requerimentos/${criado.id}/enviar`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe(tipo.taxaCentavos ? 'aguardando_pagamento' : 'enviado');
    const fee = await t.db.select().from(titulos).where(eq(titulos.referenciaId, criado.id));
    expect(fee.map((f) => f.valorCentavos)).toEqual(tipo.taxaCentavos ? [tipo.taxaCentavos] : []);
  });
});

describe('the catalog as the API sees it', () => {
  it('has every type of DOMAIN.md and at least six OAB services with fees', () => {
    const codigos = CATALOGO.map((c) => c.codigo);
    for (const c of ['262', '264', '265', '267', '269', '273', '281', '305', '312', '313', '298', '299', '300', '295', '301', '297']) expect(codigos).toContain(c);
    expect(CATALOGO.filter((c) => c.area === 'oab' && (c.taxaCentavos ?? 0) > 0).length).toBeGreaterThanOrEqual(6);
  });

  it('the anonymous report is refused on the member route and accepted on its own channel', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    expect((await chamar(t, p, 'POST', '/wsapp/requerimentos', { codigo: '301', dados: dadosValidos('301') })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: '/wsapp/ouvidoria/anonima', payload: { dados: dadosValidos('301') } })).statusCode).toBe(201);
  });
});
