import type { SessaoMembro, SessaoStaff } from '@portal/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../../src/db/client.js';
import { pautaItens, processoAdvogados, processoMovimentos, processoPartes, processos, sessoesJulgamento, sustentacoesOrais } from '../../../src/db/schema/index.js';
import { textoDeBusca } from '../../../src/lib/texto-de-busca.js';
import { criarAppDeTeste, type AppDeTeste, type DatabaseDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { chamar } from '../../helpers/requerimentos.js';

/**
 * Judgment sessions (issue 13 items 4 and 5): lifecycle, agenda, outcomes → movements and e-mails, the member's
 * agenda (confidential by number only), sustentação oral sign-ups. The race is meaningful on PostgreSQL.
 */
let t: AppDeTeste;
let banco: DatabaseDeTeste | undefined;
let staff: PessoaCriada;
let relator: PessoaCriada;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  const conexao = url ? connectDatabase(url, 10) : null;
  banco = conexao ? { db: conexao.db, close: () => conexao.close() } : undefined;
  t = await criarAppDeTeste({}, { banco });
  staff = await criarPessoa(t.db, { nome: 'Ana Sessoes', permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoProcessos'] });
  relator = await criarPessoa(t.db, { nome: 'Relator Teste' });
});
afterAll(async () => {
  await t?.close();
  await banco?.close();
});

interface ProcessoTeste {
  id: string;
  numero: string;
  parte: PessoaCriada;
  advogado: PessoaCriada;
  nomeParte: string;
  assunto: string;
  parteId: string;
}

async function processo(o: { sigiloso?: boolean; relatorId?: string | null } = {}): Promise<ProcessoTeste> {
  const parte = await criarPessoa(t.db, { nome: `Parte Sigilosa ${randomUUID().slice(0, 6)}` });
  const advogado = await criarPessoa(t.db, { advogado: true, nome: `Advogada Teste ${randomUUID().slice(0, 6)}` });
  const assunto = `Assunto secreto ${randomUUID().slice(0, 8)}`;
  let p: { id: string; numero: string } | undefined;
  while (!p) {
    [p] = await t.db
      .insert(processos)
      .values({ numero: `2099.${String(randomInt(0, 999_999)).padStart(6, '0')}`, classe: 'etico-disciplinar', assunto, orgao: 'camara-1', relatorPessoaId: o.relatorId === undefined ? relator.pessoaId : o.relatorId, fase: 'Instrução', sigiloso: o.sigiloso ?? false, autuadoEm: '2026-01-10' })
      .onConflictDoNothing()
      .returning({ id: processos.id, numero: processos.numero });
  }
  const [pp] = await t.db.insert(processoPartes).values({ processoId: p.id, papel: 'representado', pessoaId: parte.pessoaId, nome: parte.nome, nomeBusca: textoDeBusca(parte.nome) }).returning();
  await t.db.insert(processoAdvogados).values({ processoId: p.id, parteId: pp!.id, pessoaId: advogado.pessoaId });
  return { ...p, parte, advogado, nomeParte: parte.nome, assunto, parteId: pp!.id };
}

const emDias = (dias: number) => new Date(Date.now() + dias * 86_400_000).toISOString();

async function novaSessao(o: { dias?: number } = {}): Promise<SessaoStaff> {
  const res = await chamar(t, staff, 'POST', '/wsapp/area-restrita/sessoes', { orgao: 'camara-1', inicio: emDias(o.dias ?? 5), modalidade: 'hibrida', local: 'Plenário', link: 'https://meet.exemplo/x' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as SessaoStaff;
}

async function incluir(sessaoId: string, processoId: string, extra: Record<string, unknown> = {}) {
  return chamar(t, staff, 'POST', `/wsapp/area-restrita/sessoes/${sessaoId}/pauta`, { processoId, ...extra });
}

async function sessaoComProcesso(o: { sigiloso?: boolean; dias?: number } = {}) {
  const s = await novaSessao({ dias: o.dias });
  const p = await processo({ sigiloso: o.sigiloso });
  const res = await incluir(s.id, p.id);
  expect(res.statusCode, res.body).toBe(201);
  const item = (res.json() as SessaoStaff).itens.find((i) => i.processoId === p.id)!;
  return { s, p, item };
}

const contar = async (tabela: typeof sessoesJulgamento | typeof pautaItens, where: ReturnType<typeof eq>) => (await t.db.select({ n: count() }).from(tabela).where(where))[0]!.n;

describe('sessão: criação e ciclo de vida', () => {
  it('creates a session; refuses a past date, a missing place or a non-https link with nothing stored', async () => {
    const antes = await contar(sessoesJulgamento, eq(sessoesJulgamento.criadoPor, staff.usuarioId));
    for (const corpo of [
      { orgao: 'camara-1', inicio: emDias(-1), modalidade: 'virtual', link: 'https://meet.exemplo/x' },
      { orgao: 'camara-1', inicio: emDias(3), modalidade: 'presencial', local: '' },
      { orgao: 'camara-1', inicio: emDias(3), modalidade: 'virtual', link: 'http://inseguro.exemplo' },
      { orgao: 'camara-1', inicio: 'amanhã', modalidade: 'virtual', link: 'https://meet.exemplo/x' },
    ]) {
      const res = await chamar(t, staff, 'POST', '/wsapp/area-restrita/sessoes', corpo);
      expect([400, 422]).toContain(res.statusCode);
      expect(typeof (res.json() as { mensagem: string }).mensagem).toBe('string');
    }
    // A typing slip of a year (the spec's date range ends on 31/12/2099): refused with a message, not published.
    const ano9999 = await chamar(t, staff, 'POST', '/wsapp/area-restrita/sessoes', { orgao: 'camara-1', inicio: '9999-12-31T14:00:00-03:00', modalidade: 'presencial', local: 'Sala do Conselho' });
    expect(ano9999.statusCode).toBe(400);
    expect(JSON.stringify(ano9999.json())).toContain('A data deve estar entre 01/01/1900 e 31/12/2099.');
    expect(await contar(sessoesJulgamento, eq(sessoesJulgamento.criadoPor, staff.usuarioId))).toBe(antes);
    const s = await novaSessao();
    expect(s.status).toBe('agendada');
    const lista = await chamar(t, staff, 'GET', '/wsapp/area-restrita/sessoes?orgao=camara-1&status=agendada');
    expect((lista.json() as { itens: { id: string }[] }).itens.some((x) => x.id === s.id)).toBe(true);
    const outra = await chamar(t, staff, 'GET', '/wsapp/area-restrita/sessoes?orgao=camara-2');
    expect((outra.json() as { itens: { id: string }[] }).itens.some((x) => x.id === s.id)).toBe(false);
  });

  it('agendada → aberta → encerrada; closing with a pending item is refused; no transition twice; cancel only while agendada', async () => {
    const { s, item } = await sessaoComProcesso();
    const post = (acao: string) => chamar(t, staff, 'POST', `/wsapp/area-restrita/sessoes/${s.id}/${acao}`);
    expect((await post('encerrar')).statusCode).toBe(409);
    const aberta = await post('abrir');
    expect(aberta.statusCode).toBe(200);
    expect((aberta.json() as SessaoStaff).status).toBe('aberta');
    expect((await post('abrir')).statusCode).toBe(409);
    expect((await post('cancelar')).statusCode).toBe(409);
    const pendente = await post('encerrar');
    expect(pendente.statusCode).toBe(409);
    expect((pendente.json() as { codigo: string }).codigo).toBe('PAUTA_PENDENTE');
    const r = await chamar(t, staff, 'POST', `/wsapp/area-restrita/sessoes/${s.id}/pauta/${item.id}/resultado`, { resultado: 'adiado' });
    expect(r.statusCode, r.body).toBe(200);
    const encerrada = await post('encerrar');
    expect(encerrada.statusCode).toBe(200);
    expect((encerrada.json() as SessaoStaff).status).toBe('encerrada');
    // Edit only while agendada.
    const editar = await chamar(t, staff, 'PUT', `/wsapp/area-restrita/sessoes/${s.id}`, { orgao: 'camara-1', inicio: emDias(9), modalidade: 'virtual', link: 'https://meet.exemplo/y' });
    expect(editar.statusCode).toBe(409);
  });

  it('cancelling frees the agenda: the process may go on another session', async () => {
    const { s, p } = await sessaoComProcesso();
    expect((await chamar(t, staff, 'POST', `/wsapp/area-restrita/sessoes/${s.id}/cancelar`)).statusCode).toBe(200);
    const outra = await novaSessao();
    expect((await incluir(outra.id, p.id)).statusCode).toBe(201);
  });
});

describe('pauta', () => {
  it('refuses a relator who is a party or a party\'s lawyer, with nothing stored', async () => {
    const s = await novaSessao();
    const p = await processo();
    for (const relatorPessoaId of [p.parte.pessoaId, p.advogado.pessoaId]) {
      const res = await incluir(s.id, p.id, { relatorPessoaId });
      expect(res.statusCode).toBe(422);
      expect((res.json() as { codigo: string }).codigo).toBe('RELATOR_IMPEDIDO');
    }
    const semRelator = await processo({ relatorId: null });
    expect((await incluir(s.id, semRelator.id)).statusCode).toBe(422);
    expect(await contar(pautaItens, eq(pautaItens.sessaoId, s.id))).toBe(0);
  });

  it('one open agenda per process: two parallel adds to two sessions, exactly one succeeds and the other is a Portuguese 409', async () => {
    const [a, b] = await Promise.all([novaSessao(), novaSessao()]);
    const p = await processo();
    const res = await Promise.all([incluir(a.id, p.id), incluir(b.id, p.id)]);
    expect(res.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const recusa = res.find((r) => r.statusCode === 409)!.json() as { mensagem: string; codigo: string };
    expect(recusa).toEqual({ codigo: 'PAUTA_JA_INCLUIDA', mensagem: 'Este processo já está na pauta de outra sessão em aberto.' });
    expect(await contar(pautaItens, eq(pautaItens.processoId, p.id))).toBe(1);
    const candidatos = await chamar(t, staff, 'GET', `/wsapp/area-restrita/sessoes/${a.id}/candidatos?q=${p.numero}`);
    expect((candidatos.json() as { itens: unknown[] }).itens).toEqual([]);
  });

  it('adding writes the movement and e-mails the parties\' lawyers (intimação); search finds by party name; reorder and remove', async () => {
    const s = await novaSessao();
    const p1 = await processo();
    const p2 = await processo();
    const busca = await chamar(t, staff, 'GET', `/wsapp/area-restrita/sessoes/${s.id}/candidatos?q=${encodeURIComponent(p1.nomeParte.toLowerCase())}`);
    expect((busca.json() as { itens: { processoId: string }[] }).itens.map((x) => x.processoId)).toEqual([p1.id]);
    expect((await incluir(s.id, p1.id)).statusCode).toBe(201);
    const res = await incluir(s.id, p2.id);
    const itens = (res.json() as SessaoStaff).itens;
    expect(itens.map((i) => i.processoId)).toEqual([p1.id, p2.id]);
    const mov = await t.db.select().from(processoMovimentos).where(eq(processoMovimentos.processoId, p1.id));
    expect(mov.some((m) => m.tipo === 'pauta' && m.publico && m.texto.startsWith('Incluído na pauta da sessão da 1ª Câmara de '))).toBe(true);
    const email = await t.caixa.esperar(p1.advogado.email);
    expect(email.assunto).toContain(p1.numero);
    expect(email.texto).toContain('foi incluído na pauta da sessão da 1ª Câmara');
    const ordem = await chamar(t, staff, 'PUT', `/wsapp/area-restrita/sessoes/${s.id}/pauta/ordem`, { itens: [itens[1]!.id, itens[0]!.id] });
    expect((ordem.json() as SessaoStaff).itens.map((i) => i.processoId)).toEqual([p2.id, p1.id]);
    // The list of sessions counts the agenda: two items, both still to be judged.
    const lista = await chamar(t, staff, 'GET', '/wsapp/area-restrita/sessoes');
    expect((lista.json() as { itens: { id: string; itens: number; pendentes: number }[] }).itens.find((x) => x.id === s.id)).toMatchObject({ itens: 2, pendentes: 2 });
    const ruim = await chamar(t, staff, 'PUT', `/wsapp/area-restrita/sessoes/${s.id}/pauta/ordem`, { itens: [itens[1]!.id] });
    expect(ruim.statusCode).toBe(422);
    const removido = await chamar(t, staff, 'DELETE', `/wsapp/area-restrita/sessoes/${s.id}/pauta/${itens[0]!.id}`);
    expect((removido.json() as SessaoStaff).itens.map((i) => i.processoId)).toEqual([p2.id]);
  });
});

describe('resultados', () => {
  it('julgado requires decision and ementa; the outcome is a public movement and an e-mail to the party and the lawyer; only while aberta', async () => {
    const { s, p, item } = await sessaoComProcesso();
    const url = `/wsapp/area-restrita/sessoes/${s.id}/pauta/${item.id}/resultado`;
    expect((await chamar(t, staff, 'POST', url, { resultado: 'adiado' })).statusCode).toBe(409); // still agendada
    await chamar(t, staff, 'POST', `/wsapp/area-restrita/sessoes/${s.id}/abrir`);
    expect((await chamar(t, staff, 'POST', url, { resultado: 'julgado', decisao: 'Provido.' })).statusCode).toBe(400);
    const ok = await chamar(t, staff, 'POST', url, { resultado: 'julgado', decisao: 'Recurso provido por unanimidade.', ementa: 'Ementa do julgamento.' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as SessaoStaff).itens[0]).toMatchObject({ resultado: 'julgado', emAberto: false, decisao: 'Recurso provido por unanimidade.' });
    const mov = await t.db.select().from(processoMovimentos).where(and(eq(processoMovimentos.processoId, p.id), eq(processoMovimentos.tipo, 'julgamento')));
    expect(mov).toHaveLength(1);
    expect(mov[0]!.publico).toBe(true);
    expect(mov[0]!.pautaItemId).toBe(item.id);
    expect(mov[0]!.texto).toContain('Recurso provido por unanimidade.');
    for (const quem of [p.parte, p.advogado]) {
      const e = await t.caixa.esperar(quem.email, (x) => x.assunto.startsWith('Resultado da sessão'));
      expect(e.texto).toContain('Julgado');
      expect(e.texto).toContain(p.numero);
    }
    expect((await chamar(t, staff, 'POST', url, { resultado: 'adiado' })).statusCode).toBe(409); // already recorded
  });

  it('e-mails about a confidential process carry the number only: no party name, no subject, no decision', async () => {
    const { s, p, item } = await sessaoComProcesso({ sigiloso: true });
    const intimacao = await t.caixa.esperar(p.advogado.email);
    await chamar(t, staff, 'POST', `/wsapp/area-restrita/sessoes/${s.id}/abrir`);
    await chamar(t, staff, 'POST', `/wsapp/area-restrita/sessoes/${s.id}/pauta/${item.id}/resultado`, { resultado: 'julgado', decisao: 'Decisão reservada XYZ.', ementa: 'Ementa reservada.' });
    const resultado = await t.caixa.esperar(p.parte.email, (x) => x.assunto.startsWith('Resultado'));
    for (const e of [intimacao, resultado]) {
      expect(e.bruto).toContain(p.numero);
      for (const segredo of [p.nomeParte, p.assunto, 'Decisão reservada XYZ', 'Ementa reservada']) expect(`${e.assunto}\n${e.texto}`).not.toContain(segredo);
    }
  });
});

describe('/sessoes do membro e sustentação oral', () => {
  const agenda = async (quem: PessoaCriada) => {
    const res = await chamar(t, quem, 'GET', '/wsapp/sessoes');
    expect(res.statusCode).toBe(200);
    return { corpo: res.body, sessoes: (res.json() as { itens: SessaoMembro[] }).itens };
  };

  it('a confidential process is listed by number only to others; its lawyer sees it whole and may sign up', async () => {
    const { s, p } = await sessaoComProcesso({ sigiloso: true });
    const outro = await criarPessoa(t.db, { advogado: true });
    const deOutro = await agenda(outro);
    const item = deOutro.sessoes.find((x) => x.id === s.id)!.itens[0]!;
    expect(item).toMatchObject({ numero: p.numero, sigiloso: true, processoId: null, classe: null, assunto: null, partes: null, relator: null, meu: null, podeInscrever: false });
    expect(deOutro.corpo).not.toContain(p.nomeParte);
    expect(deOutro.corpo).not.toContain(p.assunto);
    const doAdvogado = (await agenda(p.advogado)).sessoes.find((x) => x.id === s.id)!.itens[0]!;
    expect(doAdvogado).toMatchObject({ processoId: p.id, assunto: p.assunto, meu: 'advogado', podeInscrever: true });
    const daParte = (await agenda(p.parte)).sessoes.find((x) => x.id === s.id)!.itens[0]!;
    expect(daParte).toMatchObject({ meu: 'parte', podeInscrever: false });
  });

  it('sign-up: the lawyer yes (twice → one row) and cancels; party, other lawyer and collaborator get the same 404 as a missing item', async () => {
    const { s, p, item } = await sessaoComProcesso();
    const url = `/wsapp/sessoes/itens/${item.id}/sustentacao-oral`;
    const inexistente = await chamar(t, p.advogado, 'POST', `/wsapp/sessoes/itens/${randomUUID()}/sustentacao-oral`);
    expect(inexistente.statusCode).toBe(404);
    const outroAdvogado = await criarPessoa(t.db, { advogado: true });
    const colaborador = await criarPessoa(t.db);
    for (const quem of [p.parte, outroAdvogado, colaborador]) {
      const res = await chamar(t, quem, 'POST', url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(inexistente.body);
    }
    expect((await chamar(t, p.advogado, 'POST', url)).statusCode).toBe(200);
    expect((await chamar(t, p.advogado, 'POST', url)).statusCode).toBe(200);
    const vivas = () => t.db.select().from(sustentacoesOrais).where(and(eq(sustentacoesOrais.pautaItemId, item.id), isNull(sustentacoesOrais.canceladaEm)));
    expect(await vivas()).toHaveLength(1);
    const staffVe = await chamar(t, staff, 'GET', `/wsapp/area-restrita/sessoes/${s.id}`);
    expect((staffVe.json() as SessaoStaff).itens[0]!.inscricoes).toEqual([expect.objectContaining({ advogado: p.advogado.nome, parte: p.nomeParte })]);
    const cancelada = await chamar(t, p.advogado, 'DELETE', url);
    expect(cancelada.json()).toEqual({ inscrito: false });
    expect(await vivas()).toHaveLength(0);
  });

  it('after the 24-hour limit the sign-up is refused in Portuguese, nothing stored', async () => {
    const { p, item } = await sessaoComProcesso({ dias: 0.5 });
    const res = await chamar(t, p.advogado, 'POST', `/wsapp/sessoes/itens/${item.id}/sustentacao-oral`);
    expect(res.statusCode).toBe(422);
    expect((res.json() as { codigo: string; mensagem: string }).codigo).toBe('SUSTENTACAO_ENCERRADA');
    expect(await t.db.select().from(sustentacoesOrais).where(eq(sustentacoesOrais.pautaItemId, item.id))).toHaveLength(0);
  });
});

describe('acesso às rotas da área restrita', () => {
  it('staff without CLI_PermissaoProcessos, a lawyer and a collaborator get 403 on every staff route', async () => {
    const s = await novaSessao();
    const semPermissao = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita'] });
    const advogado = await criarPessoa(t.db, { advogado: true });
    const colaborador = await criarPessoa(t.db);
    const rotas: [('GET' | 'POST' | 'PUT' | 'DELETE'), string][] = [
      ['GET', '/wsapp/area-restrita/sessoes'],
      ['POST', '/wsapp/area-restrita/sessoes'],
      ['GET', `/wsapp/area-restrita/sessoes/${s.id}`],
      ['PUT', `/wsapp/area-restrita/sessoes/${s.id}`],
      ['POST', `/wsapp/area-restrita/sessoes/${s.id}/abrir`],
      ['POST', `/wsapp/area-restrita/sessoes/${s.id}/cancelar`],
      ['GET', `/wsapp/area-restrita/sessoes/${s.id}/candidatos?q=2099`],
      ['POST', `/wsapp/area-restrita/sessoes/${s.id}/pauta`],
      ['PUT', `/wsapp/area-restrita/sessoes/${s.id}/pauta/ordem`],
      ['DELETE', `/wsapp/area-restrita/sessoes/${s.id}/pauta/${randomUUID()}`],
      ['POST', `/wsapp/area-restrita/sessoes/${s.id}/pauta/${randomUUID()}/resultado`],
    ];
    for (const quem of [semPermissao, advogado, colaborador])
      for (const [metodo, url] of rotas) {
        const res = await chamar(t, quem, metodo, url, metodo === 'GET' || metodo === 'DELETE' ? undefined : {});
        expect(res.statusCode, `${metodo} ${url}`).toBe(403);
      }
    expect((await chamar(t, null, 'GET', '/wsapp/area-restrita/sessoes')).statusCode).toBe(401);
    expect((await chamar(t, null, 'GET', '/wsapp/sessoes')).statusCode).toBe(401);
    const [sessao] = await t.db.select().from(sessoesJulgamento).where(eq(sessoesJulgamento.id, s.id));
    expect(sessao!.status).toBe('agendada');
  });
});
