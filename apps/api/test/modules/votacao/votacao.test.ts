import { hojeSaoPaulo, somarDias } from '@portal/contracts';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titulos, votacaoCedulas, votacaoEleitores, votacaoRecibos, votacaoVotantes, votacoes } from '../../../src/db/schema/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { inserirTitulo } from '../../helpers/financeiro-membro.js';
import { chamar, tokenDe } from '../../helpers/requerimentos.js';

let t: AppDeTeste;
let ana: PessoaCriada;
const HORA = 60 * 60 * 1000;

beforeAll(async () => {
  t = await criarAppDeTeste();
  ana = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoVotacao'] });
});
afterAll(() => t.close());

const advogado = () => criarPessoa(t.db, { advogado: true });
async function inadimplente() {
  const p = await advogado();
  await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: somarDias(hojeSaoPaulo(), -40), origem: 'anuidade', exercicio: 2026 });
  return p;
}

const corpo = (extra: Record<string, unknown> = {}) => ({
  titulo: 'Enquete de teste',
  descricao: 'Qual a melhor opção?',
  tipo: 'enquete',
  elegibilidade: 'regular_em_dia',
  abreEm: new Date(Date.now() - HORA).toISOString(),
  fechaEm: new Date(Date.now() + 24 * HORA).toISOString(),
  opcoes: ['Sim', 'Não', 'Abstenção'],
  ...extra,
});

/** A poll created and opened by Ana (the list of voters frozen now). */
async function abertaComOpcoes(extra: Record<string, unknown> = {}) {
  const c = await chamar(t, ana, 'POST', '/wsapp/votacoes-admin', corpo(extra));
  expect(c.statusCode).toBe(201);
  const v = c.json();
  const a = await chamar(t, ana, 'POST', `/wsapp/votacoes-admin/${v.id}/abertura`);
  expect(a.statusCode).toBe(200);
  return a.json() as { id: string; opcoes: { id: string; texto: string }[]; situacao: string };
}

async function contagens(votacaoId: string) {
  const [c] = await t.db.select({ n: count() }).from(votacaoCedulas).where(eq(votacaoCedulas.votacaoId, votacaoId));
  const [r] = await t.db.select({ n: count() }).from(votacaoRecibos).where(eq(votacaoRecibos.votacaoId, votacaoId));
  const [v] = await t.db.select({ n: count() }).from(votacaoVotantes).where(eq(votacaoVotantes.votacaoId, votacaoId));
  return { cedulas: c!.n, recibos: r!.n, votantes: v!.n };
}

const votar = (p: PessoaCriada, id: string, opcaoId: string) => chamar(t, p, 'POST', `/wsapp/votacoes/${id}/voto`, { opcaoId });

describe('votação: voto secreto', () => {
  it('50 concurrent attempts by one voter leave exactly one ballot, one receipt and one voter record', async () => {
    const maria = await advogado();
    const v = await abertaComOpcoes();
    const token = await tokenDe(t, maria);
    const respostas = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({ method: 'POST', url: `/wsapp/votacoes/${v.id}/voto`, headers: { authorization: `Bearer ${token}` }, payload: { opcaoId: v.opcoes[i % 2]!.id } }),
      ),
    );
    const status = respostas.map((r) => r.statusCode);
    expect(status.filter((s) => s === 201)).toHaveLength(1);
    expect(status.filter((s) => s === 409)).toHaveLength(49);
    expect(respostas.find((r) => r.statusCode === 409)!.json()).toMatchObject({ codigo: 'VOTO_REPETIDO', mensagem: expect.stringContaining('já votou') });
    expect(await contagens(v.id)).toEqual({ cedulas: 1, recibos: 1, votantes: 1 });
  });

  it('the tally equals the voters who voted; results and receipts only after the close; the voter finds the receipt', async () => {
    const eleitores = await Promise.all([advogado(), advogado(), advogado()]);
    const v = await abertaComOpcoes();
    const recibos: string[] = [];
    for (const [i, p] of eleitores.entries()) {
      const r = await votar(p, v.id, v.opcoes[i === 2 ? 1 : 0]!.id);
      expect(r.statusCode).toBe(201);
      expect(r.json().recibo).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){6}[0-9A-HJKMNP-TV-Z]{4}$/);
      recibos.push(r.json().recibo);
    }
    // Before the close: turnout yes, tally and receipts no.
    const antes = await chamar(t, eleitores[0]!, 'GET', '/wsapp/votacoes');
    const item = antes.json().itens.find((i: { id: string }) => i.id === v.id);
    expect(item).toMatchObject({ situacao: 'aberta', podeVotar: false, motivo: 'Você já votou.', jaVotou: true, resultado: null });
    expect(item.comparecimento.votantes).toBe(3);
    expect((await chamar(t, eleitores[0]!, 'GET', `/wsapp/votacoes/${v.id}/resultado`)).json()).toMatchObject({ codigo: 'RESULTADO_INDISPONIVEL' });
    expect((await chamar(t, eleitores[0]!, 'GET', `/wsapp/votacoes/${v.id}/recibos`)).statusCode).toBe(409);
    expect((await chamar(t, ana, 'POST', `/wsapp/votacoes-admin/${v.id}/publicacao`)).statusCode).toBe(409);

    expect((await chamar(t, ana, 'POST', `/wsapp/votacoes-admin/${v.id}/encerramento`)).statusCode).toBe(200);
    const res = await chamar(t, eleitores[0]!, 'GET', `/wsapp/votacoes/${v.id}/resultado`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      opcoes: [
        { id: v.opcoes[0]!.id, texto: 'Sim', votos: 2 },
        { id: v.opcoes[1]!.id, texto: 'Não', votos: 1 },
        { id: v.opcoes[2]!.id, texto: 'Abstenção', votos: 0 },
      ],
      totalCedulas: 3,
    });
    expect(await contagens(v.id)).toEqual({ cedulas: 3, recibos: 3, votantes: 3 });
    // A vote after the close: refused, nothing changed.
    const tarde = await advogado();
    expect((await votar(eleitores[0]!, v.id, v.opcoes[0]!.id)).json().codigo).toBe('VOTACAO_FORA_DA_JANELA');
    expect((await votar(tarde, v.id, v.opcoes[0]!.id)).json().codigo).toBe('VOTACAO_FORA_DA_JANELA');
    expect(await contagens(v.id)).toEqual({ cedulas: 3, recibos: 3, votantes: 3 });

    expect((await chamar(t, ana, 'POST', `/wsapp/votacoes-admin/${v.id}/publicacao`)).json()).toMatchObject({ situacao: 'publicada' });
    const lista = await chamar(t, eleitores[1]!, 'GET', `/wsapp/votacoes/${v.id}/recibos`);
    expect(lista.json().total).toBe(3);
    expect([...lista.json().recibos].sort()).toEqual(lista.json().recibos);
    expect(lista.json().recibos).toEqual(recibos.map((r) => r.replace(/-/g, '')).sort());
    const busca = await chamar(t, eleitores[1]!, 'GET', `/wsapp/votacoes/${v.id}/recibos/${recibos[1]!.toLowerCase()}`);
    expect(busca.json()).toEqual({ recibo: recibos[1]!.replace(/-/g, ''), encontrado: true });
    const outro = await chamar(t, eleitores[1]!, 'GET', `/wsapp/votacoes/${v.id}/recibos/${'A'.repeat(28)}`);
    expect(outro.json().encontrado).toBe(false);
  });

  it('nothing in the schema or the log ties a ballot to a voter', async () => {
    const colunas = async (tabela: string) =>
      (
        (await t.db.execute(sql`select column_name, column_default, data_type from information_schema.columns where table_name = ${tabela} order by column_name`)) as unknown as {
          rows: { column_name: string; column_default: string | null; data_type: string }[];
        }
      ).rows;
    const cedula = await colunas('votacao_cedulas');
    expect(cedula.map((c) => c.column_name)).toEqual(['id', 'opcao_id', 'votacao_id']);
    expect(cedula.every((c) => c.data_type === 'uuid')).toBe(true);
    expect(cedula.map((c) => c.column_default ?? '').join(' ')).not.toMatch(/nextval|now\(|clock|timestamp/i);
    expect((await colunas('votacao_recibos')).map((c) => c.column_name)).toEqual(['codigo', 'votacao_id']);
    for (const tabela of ['votacao_cedulas', 'votacao_recibos']) {
      for (const c of await colunas(tabela)) {
        expect(c.column_name).not.toMatch(/pessoa|usuario|eleitor|votante|_em$|data|hora|seq|ordem|serial/);
        expect(c.data_type).not.toMatch(/timestamp|date|time|serial|integer|bigint/);
      }
    }
    // No foreign key between the voter record and the ballot or the receipt.
    const fks = (await t.db.execute(sql`
      select tc.table_name, ccu.table_name as alvo from information_schema.table_constraints tc
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_name in ('votacao_cedulas', 'votacao_recibos', 'votacao_votantes')`)) as unknown as { rows: { table_name: string; alvo: string }[] };
    for (const fk of fks.rows) expect(['votacoes', 'votacao_opcoes', 'votacao_eleitores']).toContain(fk.alvo);

    const maria = await advogado();
    const v = await abertaComOpcoes();
    const antes = t.logs().length;
    const r = await votar(maria, v.id, v.opcoes[2]!.id);
    expect(r.statusCode).toBe(201);
    const log = t.logs().slice(antes);
    expect(log).toContain(`/wsapp/votacoes/${v.id}/voto`);
    const recibo = r.json().recibo as string;
    for (const segredo of [v.opcoes[2]!.id, recibo, recibo.replace(/-/g, ''), 'Abstenção', maria.pessoaId, maria.usuarioId]) expect(log).not.toContain(segredo);
    // The audit log has no row of the vote either.
    const aud = (await t.db.execute(sql`select count(*)::int as n from auditoria where detalhes::text like ${'%' + v.opcoes[2]!.id + '%'}`)) as unknown as { rows: { n: number }[] };
    expect(aud.rows[0]!.n).toBe(0);
  });
});

describe('votação: quem pode votar', () => {
  it('freezes the list at the opening: who becomes up to date later cannot vote; who was listed votes even if overdue later', async () => {
    const joana = await inadimplente();
    const maria = await advogado();
    const v = await abertaComOpcoes();
    const lista = await chamar(t, joana, 'GET', '/wsapp/votacoes');
    expect(lista.json().itens.find((i: { id: string }) => i.id === v.id)).toMatchObject({
      podeVotar: false,
      motivo: 'Sua inscrição não está em dia com a anuidade na data de abertura.',
    });
    // Joana pays after the opening: still not in the list.
    await t.db.update(titulos).set({ status: 'pago', pagoEm: new Date() }).where(eq(titulos.pessoaId, joana.pessoaId));
    const r = await votar(joana, v.id, v.opcoes[0]!.id);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ codigo: 'FORA_DA_LISTA_DE_VOTANTES', mensagem: expect.stringContaining('lista de eleitores') });
    // A lawyer registered after the opening: not in the list.
    const nova = await advogado();
    expect((await votar(nova, v.id, v.opcoes[0]!.id)).statusCode).toBe(403);
    // Maria falls overdue after the opening: she was listed, she votes.
    await inserirTitulo(t.db, { pessoaId: maria.pessoaId, vencimento: somarDias(hojeSaoPaulo(), -40), origem: 'anuidade', exercicio: 2026 });
    expect((await votar(maria, v.id, v.opcoes[0]!.id)).statusCode).toBe(201);
    expect(await contagens(v.id)).toEqual({ cedulas: 1, recibos: 1, votantes: 1 });
    const eleitores = await t.db.select({ p: votacaoEleitores.pessoaId }).from(votacaoEleitores).where(inArray(votacaoEleitores.pessoaId, [joana.pessoaId, maria.pessoaId, nova.pessoaId]));
    expect(eleitores.map((e) => e.p).filter((p) => p !== undefined)).toEqual(expect.arrayContaining([maria.pessoaId]));
    expect(eleitores.map((e) => e.p)).not.toContain(joana.pessoaId);
  });

  it('refuses an option of another election, a bad id, a draft and a poll not yet open, changing nothing', async () => {
    const maria = await advogado();
    const a = await abertaComOpcoes();
    const b = await abertaComOpcoes();
    const r = await votar(maria, a.id, b.opcoes[0]!.id);
    expect(r.statusCode).toBe(422);
    expect(r.json().codigo).toBe('OPCAO_INVALIDA');
    expect((await votar(maria, a.id, 'nao-e-uuid')).statusCode).toBe(400);
    expect(await contagens(a.id)).toEqual({ cedulas: 0, recibos: 0, votantes: 0 });

    const futura = await abertaComOpcoes({ abreEm: new Date(Date.now() + 2 * HORA).toISOString() });
    expect(futura.situacao).toBe('agendada');
    const f = await votar(maria, futura.id, futura.opcoes[0]!.id);
    expect(f.json()).toMatchObject({ codigo: 'VOTACAO_FORA_DA_JANELA', mensagem: expect.stringContaining('ainda não começou') });

    const rascunho = (await chamar(t, ana, 'POST', '/wsapp/votacoes-admin', corpo())).json();
    expect((await votar(maria, rascunho.id, rascunho.opcoes[0].id)).statusCode).toBe(404);
    expect((await chamar(t, maria, 'GET', '/wsapp/votacoes')).json().itens.map((i: { id: string }) => i.id)).not.toContain(rascunho.id);
    expect(await contagens(futura.id)).toEqual({ cedulas: 0, recibos: 0, votantes: 0 });
  });
});

describe('votação: gestão e acesso', () => {
  it('validates the form, edits only drafts and refuses every staff route to members', async () => {
    const ruim = await chamar(t, ana, 'POST', '/wsapp/votacoes-admin', corpo({ opcoes: ['Só uma'], fechaEm: new Date(Date.now() - 2 * HORA).toISOString() }));
    expect(ruim.statusCode).toBe(400);
    expect(JSON.stringify(ruim.json())).toContain('duas opções');
    const antes = await t.db.select({ n: count() }).from(votacoes);
    const r = await chamar(t, ana, 'POST', '/wsapp/votacoes-admin', corpo({ titulo: 'Rascunho editável', abreEm: '2030-01-10T09:00', fechaEm: '2030-01-10T18:00' }));
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ situacao: 'rascunho', editavel: true, abreEm: '2030-01-10T12:00:00.000Z', comparecimento: null });
    const e = await chamar(t, ana, 'PUT', `/wsapp/votacoes-admin/${r.json().id}`, corpo({ titulo: 'Rascunho editado', opcoes: ['A', 'B'] }));
    expect(e.json()).toMatchObject({ titulo: 'Rascunho editado', opcoes: [{ texto: 'A' }, { texto: 'B' }] });
    await chamar(t, ana, 'POST', `/wsapp/votacoes-admin/${r.json().id}/abertura`);
    const e2 = await chamar(t, ana, 'PUT', `/wsapp/votacoes-admin/${r.json().id}`, corpo());
    expect(e2.json().codigo).toBe('NAO_EDITAVEL');
    expect((await chamar(t, ana, 'POST', `/wsapp/votacoes-admin/${r.json().id}/abertura`)).statusCode).toBe(409);
    const [depois] = await t.db.select({ n: count() }).from(votacoes);
    expect(depois!.n).toBeGreaterThanOrEqual(antes[0]!.n + 1);

    const maria = await advogado();
    const id = r.json().id;
    for (const [m, u] of [
      ['GET', '/wsapp/votacoes-admin'],
      ['POST', '/wsapp/votacoes-admin'],
      ['PUT', `/wsapp/votacoes-admin/${id}`],
      ['POST', `/wsapp/votacoes-admin/${id}/abertura`],
      ['POST', `/wsapp/votacoes-admin/${id}/encerramento`],
      ['POST', `/wsapp/votacoes-admin/${id}/publicacao`],
    ] as const) {
      const res = await chamar(t, maria, m, u, m === 'GET' ? undefined : corpo());
      expect(res.statusCode, `${m} ${u}`).toBe(403);
      expect((await chamar(t, null, m, u, m === 'GET' ? undefined : corpo())).statusCode).toBe(401);
    }
    for (const u of ['/wsapp/votacoes', `/wsapp/votacoes/${id}/resultado`, `/wsapp/votacoes/${id}/recibos`]) expect((await chamar(t, null, 'GET', u)).statusCode).toBe(401);
    expect((await chamar(t, null, 'POST', `/wsapp/votacoes/${id}/voto`, { opcaoId: id })).statusCode).toBe(401);
  });
});
