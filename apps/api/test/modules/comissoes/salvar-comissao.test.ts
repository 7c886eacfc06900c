import type { ComissaoResumoStaff, ComissaoStaff } from '@portal/contracts';
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../../src/db/client.js';
import { auditoria, comissoes } from '../../../src/db/schema/index.js';
import { criarAppDeTeste, type AppDeTeste, type DatabaseDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { chamar } from '../../helpers/requerimentos.js';

/** Staff create and edit commissions and schedule their meetings (salvar-comissao.ts); every change is audited. */
let t: AppDeTeste;
let banco: DatabaseDeTeste | undefined;
let staff: PessoaCriada;
const INEXISTENTE = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  const conexao = url ? connectDatabase(url, 20) : null;
  banco = conexao ? { db: conexao.db, close: () => conexao.close() } : undefined;
  t = await criarAppDeTeste({}, { banco });
  staff = await criarPessoa(t.db, { nome: 'Ana Cadastro de Comissões', permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoComissoes'] });
});
afterAll(async () => {
  await t?.close();
  await banco?.close();
});

const nomeNovo = () => `Comissão de Cadastro ${randomInt(1e9)}`;

/** The audit rows of an action on one commission. */
async function auditados(acao: string, comissaoId: string) {
  return t.db
    .select({ usuarioId: auditoria.usuarioId, detalhes: auditoria.detalhes })
    .from(auditoria)
    .where(and(eq(auditoria.acao, acao), sql`${auditoria.detalhes}->>'comissaoId' = ${comissaoId}`));
}

describe('a commission’s record', () => {
  it('is created with its name, type and purpose, listed for staff and audited with who did it', async () => {
    const nome = nomeNovo();
    const r = await chamar(t, staff, 'POST', '/wsapp/area-restrita/comissoes', { nome, tipo: 'temporaria', finalidade: 'Acompanhar o exame de ordem.' });
    expect(r.statusCode, r.body).toBe(201);
    const c = r.json() as ComissaoStaff;
    expect(c).toMatchObject({ nome, tipo: 'temporaria', finalidade: 'Acompanhar o exame de ordem.', membros: [], reunioes: [] });
    const lista = (await chamar(t, staff, 'GET', '/wsapp/area-restrita/comissoes')).json() as { itens: ComissaoResumoStaff[] };
    expect(lista.itens.find((x) => x.id === c.id)).toMatchObject({ nome, tipo: 'temporaria', membrosVigentes: 0, reunioes: 0 });
    expect(await auditados('comissoes.criada', c.id)).toEqual([{ usuarioId: staff.usuarioId, detalhes: { comissaoId: c.id, nome } }]);
  });

  it('refuses a short name or an unknown type field by field, and writes nothing', async () => {
    const antes = await t.db.select({ id: comissoes.id }).from(comissoes);
    const curto = await chamar(t, staff, 'POST', '/wsapp/area-restrita/comissoes', { nome: 'ab', tipo: 'permanente' });
    expect(curto.statusCode).toBe(400);
    expect(Object.keys(curto.json().campos)).toEqual(['nome']);
    const tipo = await chamar(t, staff, 'POST', '/wsapp/area-restrita/comissoes', { nome: nomeNovo(), tipo: 'eterna' });
    expect(tipo.statusCode).toBe(400);
    expect(Object.keys(tipo.json().campos)).toEqual(['tipo']);
    expect(await t.db.select({ id: comissoes.id }).from(comissoes)).toHaveLength(antes.length);
  });

  it('is edited in place (audited); an unknown commission is a 404 and a refused edit changes nothing', async () => {
    const c = (await chamar(t, staff, 'POST', '/wsapp/area-restrita/comissoes', { nome: nomeNovo(), tipo: 'permanente', finalidade: '' })).json() as ComissaoStaff;
    const nome = nomeNovo();
    const r = await chamar(t, staff, 'PUT', `/wsapp/area-restrita/comissoes/${c.id}`, { nome, tipo: 'especial', finalidade: 'Nova finalidade' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ id: c.id, nome, tipo: 'especial', finalidade: 'Nova finalidade' });
    expect(await auditados('comissoes.alterada', c.id)).toEqual([{ usuarioId: staff.usuarioId, detalhes: { comissaoId: c.id, nome } }]);

    expect((await chamar(t, staff, 'PUT', `/wsapp/area-restrita/comissoes/${INEXISTENTE}`, { nome: nomeNovo(), tipo: 'especial' })).statusCode).toBe(404);
    expect((await chamar(t, staff, 'PUT', `/wsapp/area-restrita/comissoes/${c.id}`, { nome: '', tipo: 'especial' })).statusCode).toBe(400);
    const detalhe = (await chamar(t, staff, 'GET', `/wsapp/area-restrita/comissoes/${c.id}`)).json() as ComissaoStaff;
    expect(detalhe).toMatchObject({ nome, tipo: 'especial', finalidade: 'Nova finalidade' });
  });

  it('schedules meetings (audited); none for an unknown commission or without a place', async () => {
    const c = (await chamar(t, staff, 'POST', '/wsapp/area-restrita/comissoes', { nome: nomeNovo(), tipo: 'permanente', finalidade: '' })).json() as ComissaoStaff;
    const inicio = new Date(Date.now() + 86_400_000).toISOString();
    const r = await chamar(t, staff, 'POST', `/wsapp/area-restrita/comissoes/${c.id}/reunioes`, { inicio, local: 'Auditório da sede', pauta: 'Plano anual' });
    expect(r.statusCode, r.body).toBe(201);
    const reunioes = (r.json() as ComissaoStaff).reunioes;
    expect(reunioes).toEqual([expect.objectContaining({ local: 'Auditório da sede', pauta: 'Plano anual', listaId: null })]);
    expect(await auditados('comissoes.reuniao_agendada', c.id)).toHaveLength(1);

    expect((await chamar(t, staff, 'POST', `/wsapp/area-restrita/comissoes/${INEXISTENTE}/reunioes`, { inicio, local: 'Sala 2' })).statusCode).toBe(404);
    const semLocal = await chamar(t, staff, 'POST', `/wsapp/area-restrita/comissoes/${c.id}/reunioes`, { inicio, local: '' });
    expect(semLocal.statusCode).toBe(400);
    expect(Object.keys(semLocal.json().campos)).toEqual(['local']);
    expect(((await chamar(t, staff, 'GET', `/wsapp/area-restrita/comissoes/${c.id}`)).json() as ComissaoStaff).reunioes).toHaveLength(1);
  });
});
