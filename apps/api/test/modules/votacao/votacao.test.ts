import { hojeSaoPaulo, somarDias } from '@portal/contracts';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titulos, votacaoCedulas, votacaoEleitores, votacaoVotantes, votacoes } from '../../../src/db/schema/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { inserirTitulo } from '../../helpers/financeiro-membro.js';
import { chamar, tokenDe } from '../../helpers/requerimentos.js';
import { cedulaDe, criarComCerimonia, decifrar, novosGuardioes } from '../../helpers/votacao-cifrada.js';

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

type Aberta = {
  id: string;
  opcoes: { id: string; texto: string }[];
  situacao: string;
  cripto: { chaveConjunta: string; hashEstendido: string; minimo: number; maximo: number } | null;
  guardioes: Awaited<ReturnType<typeof criarComCerimonia>>['guardioes'];
};

/** A poll created by Ana with three guardians, its key ceremony done, and opened (the list of voters frozen now). */
async function abertaComOpcoes(extra: Record<string, unknown> = {}): Promise<Aberta> {
  const { id, guardioes } = await criarComCerimonia(t, ana, corpo(extra));
  const a = await chamar(t, ana, 'POST', `/wsapp/votacoes-admin/${id}/abertura`);
  expect(a.statusCode, a.body).toBe(200);
  return { ...a.json(), guardioes };
}

async function contagens(votacaoId: string) {
  const [c] = await t.db.select({ n: count() }).from(votacaoCedulas).where(eq(votacaoCedulas.votacaoId, votacaoId));
  const [v] = await t.db.select({ n: count() }).from(votacaoVotantes).where(eq(votacaoVotantes.votacaoId, votacaoId));
  return { cedulas: c!.n, votantes: v!.n };
}

/** A vote for the option at `opcao` (0-based), encrypted as the page does. */
const votar = (p: PessoaCriada, v: Aberta, opcao: number) => chamar(t, p, 'POST', `/wsapp/votacoes/${v.id}/voto`, { cedula: cedulaDe(v, [opcao]) });

describe('votação: voto secreto', () => {
  it('50 concurrent attempts by one voter leave exactly one ballot, one chained code and one voter record', { timeout: 300_000 }, async () => {
    const maria = await advogado();
    const v = await abertaComOpcoes();
    const token = await tokenDe(t, maria);
    const cedulas = [cedulaDe(v, [0]), cedulaDe(v, [1])];
    const respostas = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({ method: 'POST', url: `/wsapp/votacoes/${v.id}/voto`, headers: { authorization: `Bearer ${token}` }, payload: { cedula: cedulas[i % 2] } }),
      ),
    );
    const status = respostas.map((r) => r.statusCode);
    expect(status.filter((s) => s === 201)).toHaveLength(1);
    expect(status.filter((s) => s === 409)).toHaveLength(49);
    expect(respostas.find((r) => r.statusCode === 409)!.json()).toMatchObject({ codigo: 'VOTO_REPETIDO', mensagem: expect.stringContaining('já votou') });
    expect(await contagens(v.id)).toEqual({ cedulas: 1, votantes: 1 });
    const [linha] = await t.db.select({ n: votacoes.cedulasEncadeadas }).from(votacoes).where(eq(votacoes.id, v.id));
    expect(linha!.n).toBe(1);
  });

  it('concurrent voters make one chain: sequence 1…n without gaps, each code chained to the previous', { timeout: 300_000 }, async () => {
    const eleitores = await Promise.all(Array.from({ length: 8 }, () => advogado()));
    const v = await abertaComOpcoes();
    const respostas = await Promise.all(eleitores.map((p, i) => votar(p, v, i % 3)));
    expect(respostas.map((r) => r.statusCode)).toEqual(eleitores.map(() => 201));
    const linhas = await t.db.select({ s: votacaoCedulas.sequencia, c: votacaoCedulas.codigo }).from(votacaoCedulas).where(eq(votacaoCedulas.votacaoId, v.id)).orderBy(votacaoCedulas.sequencia);
    expect(linhas.map((l) => l.s)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(linhas.map((l) => l.c).sort()).toEqual(respostas.map((r) => r.json().codigo).sort());
  });

  it('the tally equals the ballots cast; results only after the guardians decrypt and staff publish', { timeout: 300_000 }, async () => {
    const eleitores = await Promise.all([advogado(), advogado(), advogado()]);
    const v = await abertaComOpcoes();
    for (const [i, p] of eleitores.entries()) {
      const r = await votar(p, v, i === 2 ? 1 : 0);
      expect(r.statusCode).toBe(201);
      expect(r.json().codigo).toMatch(/^[0-9a-f]{64}$/);
    }
    // Before the close: turnout yes, tally no.
    const antes = await chamar(t, eleitores[0]!, 'GET', '/wsapp/votacoes');
    const item = antes.json().itens.find((i: { id: string }) => i.id === v.id);
    expect(item).toMatchObject({ situacao: 'aberta', podeVotar: false, motivo: 'Você já votou.', jaVotou: true, resultado: null });
    expect(item.comparecimento.votantes).toBe(3);
    expect((await chamar(t, eleitores[0]!, 'GET', `/wsapp/votacoes/${v.id}/resultado`)).json()).toMatchObject({ codigo: 'RESULTADO_INDISPONIVEL' });
    expect((await chamar(t, ana, 'POST', `/wsapp/votacoes-admin/${v.id}/publicacao`)).statusCode).toBe(409);

    expect((await chamar(t, ana, 'POST', `/wsapp/votacoes-admin/${v.id}/encerramento`)).statusCode).toBe(200);
    // Closed, not yet decrypted: no result, nothing to publish.
    expect((await chamar(t, eleitores[0]!, 'GET', `/wsapp/votacoes/${v.id}/resultado`)).statusCode).toBe(409);
    expect((await chamar(t, ana, 'POST', `/wsapp/votacoes-admin/${v.id}/publicacao`)).json().mensagem).toContain('quórum de guardiões');
    // A vote after the close: refused, nothing changed.
    const tarde = await advogado();
    expect((await votar(eleitores[0]!, v, 0)).json().codigo).toBe('VOTACAO_FORA_DA_JANELA');
    expect((await votar(tarde, v, 0)).json().codigo).toBe('VOTACAO_FORA_DA_JANELA');
    expect(await contagens(v.id)).toEqual({ cedulas: 3, votantes: 3 });

    // Guardians 2 and 3 decrypt (guardian 1 lost the file: within the quorum, nothing is lost).
    for (const g of [v.guardioes[1]!, v.guardioes[2]!]) expect((await decifrar(t, v.id, g)).statusCode).toBe(200);
    expect((await chamar(t, ana, 'POST', `/wsapp/votacoes-admin/${v.id}/publicacao`)).json()).toMatchObject({ situacao: 'publicada' });
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
  });

  it('a ballot row holds only ciphertexts, proofs and its code; the log and the audit hold none of them', { timeout: 300_000 }, async () => {
    const colunas = async (tabela: string) =>
      (
        (await t.db.execute(sql`select column_name, data_type from information_schema.columns where table_name = ${tabela} order by column_name`)) as unknown as {
          rows: { column_name: string; data_type: string }[];
        }
      ).rows;
    // No option, no voter, no time on the ballot (the sequence is the chain's order, ADR 058: the ballot is encrypted).
    expect((await colunas('votacao_cedulas')).map((c) => c.column_name)).toEqual(['cedula', 'codigo', 'sequencia', 'votacao_id']);
    expect((await colunas('votacao_recibos')).length).toBe(0);
    const fks = (await t.db.execute(sql`
      select tc.table_name, ccu.table_name as alvo from information_schema.table_constraints tc
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_name = 'votacao_cedulas'`)) as unknown as { rows: { table_name: string; alvo: string }[] };
    expect(fks.rows.map((f) => f.alvo)).toEqual(['votacoes']);

    const maria = await advogado();
    const v = await abertaComOpcoes();
    const cedula = cedulaDe(v, [2]);
    const antes = t.logs().length;
    const r = await chamar(t, maria, 'POST', `/wsapp/votacoes/${v.id}/voto`, { cedula });
    expect(r.statusCode).toBe(201);
    const log = t.logs().slice(antes);
    expect(log).toContain(`/wsapp/votacoes/${v.id}/voto`);
    const codigo = r.json().codigo as string;
    for (const segredo of [v.opcoes[2]!.id, codigo, cedula.selecoes[0]!.alfa, cedula.selecoes[2]!.beta, 'Abstenção', maria.pessoaId, maria.usuarioId]) expect(log).not.toContain(segredo);
    const aud = (await t.db.execute(sql`select count(*)::int as n from auditoria where detalhes::text like ${'%' + codigo + '%'} or detalhes::text like ${'%' + cedula.selecoes[0]!.alfa + '%'}`)) as unknown as {
      rows: { n: number }[];
    };
    expect(aud.rows[0]!.n).toBe(0);
  });
});

describe('votação: quem pode votar', () => {
  it('freezes the list at the opening: who becomes up to date later cannot vote; who was listed votes even if overdue later', { timeout: 300_000 }, async () => {
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
    const r = await votar(joana, v, 0);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ codigo: 'FORA_DA_LISTA_DE_VOTANTES', mensagem: expect.stringContaining('lista de eleitores') });
    // A lawyer registered after the opening: not in the list.
    const nova = await advogado();
    expect((await votar(nova, v, 0)).statusCode).toBe(403);
    // Maria falls overdue after the opening: she was listed, she votes.
    await inserirTitulo(t.db, { pessoaId: maria.pessoaId, vencimento: somarDias(hojeSaoPaulo(), -40), origem: 'anuidade', exercicio: 2026 });
    expect((await votar(maria, v, 0)).statusCode).toBe(201);
    expect(await contagens(v.id)).toEqual({ cedulas: 1, votantes: 1 });
    const eleitores = await t.db.select({ p: votacaoEleitores.pessoaId }).from(votacaoEleitores).where(inArray(votacaoEleitores.pessoaId, [joana.pessoaId, maria.pessoaId, nova.pessoaId]));
    expect(eleitores.map((e) => e.p).filter((p) => p !== undefined)).toEqual(expect.arrayContaining([maria.pessoaId]));
    expect(eleitores.map((e) => e.p)).not.toContain(joana.pessoaId);
  });

  it('refuses a ballot of another election, a malformed body, a draft and a poll not yet open, changing nothing', { timeout: 300_000 }, async () => {
    const maria = await advogado();
    const a = await abertaComOpcoes();
    const b = await abertaComOpcoes();
    const r = await chamar(t, maria, 'POST', `/wsapp/votacoes/${a.id}/voto`, { cedula: cedulaDe(b, [0]) });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ codigo: 'CEDULA_INVALIDA', mensagem: expect.stringContaining('não foi cifrada para esta votação') });
    expect((await chamar(t, maria, 'POST', `/wsapp/votacoes/${a.id}/voto`, { opcaoId: a.opcoes[0]!.id })).statusCode).toBe(400);
    expect(await contagens(a.id)).toEqual({ cedulas: 0, votantes: 0 });

    const futura = await abertaComOpcoes({ abreEm: new Date(Date.now() + 2 * HORA).toISOString() });
    expect(futura.situacao).toBe('agendada');
    const f = await votar(maria, futura, 0);
    expect(f.json()).toMatchObject({ codigo: 'VOTACAO_FORA_DA_JANELA', mensagem: expect.stringContaining('ainda não começou') });

    const rascunho = (await chamar(t, ana, 'POST', '/wsapp/votacoes-admin', { ...corpo(), guardioes: (await novosGuardioes(t)).map((g) => g.usuarioId), quorum: 2 })).json();
    expect((await chamar(t, maria, 'POST', `/wsapp/votacoes/${rascunho.id}/voto`, { cedula: cedulaDe(a, [0]) })).statusCode).toBe(404);
    expect((await chamar(t, maria, 'GET', '/wsapp/votacoes')).json().itens.map((i: { id: string }) => i.id)).not.toContain(rascunho.id);
    expect(await contagens(futura.id)).toEqual({ cedulas: 0, votantes: 0 });
  });
});

describe('votação: gestão e acesso', () => {
  it('validates the form, edits only drafts and refuses every staff route to members', { timeout: 300_000 }, async () => {
    const guardioes = (await novosGuardioes(t)).map((g) => g.usuarioId);
    const corpoG = (extra: Record<string, unknown> = {}) => corpo({ guardioes, quorum: 2, ...extra });
    const ruim = await chamar(t, ana, 'POST', '/wsapp/votacoes-admin', corpoG({ opcoes: ['Só uma'], fechaEm: new Date(Date.now() - 2 * HORA).toISOString() }));
    expect(ruim.statusCode).toBe(400);
    expect(JSON.stringify(ruim.json())).toContain('duas opções');
    const antes = await t.db.select({ n: count() }).from(votacoes);
    const r = await chamar(t, ana, 'POST', '/wsapp/votacoes-admin', corpoG({ titulo: 'Rascunho editável', abreEm: '2030-01-10T09:00', fechaEm: '2030-01-10T18:00' }));
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ situacao: 'rascunho', editavel: true, abreEm: '2030-01-10T12:00:00.000Z', comparecimento: null });
    const e = await chamar(t, ana, 'PUT', `/wsapp/votacoes-admin/${r.json().id}`, corpoG({ titulo: 'Rascunho editado', opcoes: ['A', 'B'] }));
    expect(e.json()).toMatchObject({ titulo: 'Rascunho editado', opcoes: [{ texto: 'A' }, { texto: 'B' }] });
    await chamar(t, ana, 'POST', `/wsapp/votacoes-admin/${r.json().id}/cerimonia`);
    const e2 = await chamar(t, ana, 'PUT', `/wsapp/votacoes-admin/${r.json().id}`, corpoG());
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
      ['POST', `/wsapp/votacoes-admin/${id}/cerimonia`],
      ['POST', `/wsapp/votacoes-admin/${id}/cerimonia/reinicio`],
      ['GET', '/wsapp/votacoes-admin/guardioes-elegiveis'],
      ['POST', `/wsapp/votacoes-admin/${id}/encerramento`],
      ['POST', `/wsapp/votacoes-admin/${id}/publicacao`],
    ] as const) {
      const res = await chamar(t, maria, m, u, m === 'GET' ? undefined : corpo());
      expect(res.statusCode, `${m} ${u}`).toBe(403);
      expect((await chamar(t, null, m, u, m === 'GET' ? undefined : corpo())).statusCode).toBe(401);
    }
    for (const u of ['/wsapp/votacoes', `/wsapp/votacoes/${id}/resultado`, `/wsapp/votacoes/${id}/registro`, '/wsapp/votacoes-guardiao', `/wsapp/votacoes-guardiao/${id}`]) {
      expect((await chamar(t, null, 'GET', u)).statusCode).toBe(401);
    }
    expect((await chamar(t, null, 'POST', `/wsapp/votacoes/${id}/voto`, { cedula: {} })).statusCode).toBe(401);
  });
});
