import { acoesPermitidas, formatarDataBr, type AcaoRequerimento, type StatusRequerimento } from '@portal/contracts';
import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { andamentos, auditoria, requerimentos } from '../../../src/db/schema/index.js';
import { arquivarDiligenciasVencidas } from '../../../src/modules/requerimentos/varrer-diligencias.js';
import { criarAppDeTeste, type AppDeTeste, type DatabaseDeTeste } from '../../helpers/app.js';
import { bancoIsolado } from '../../helpers/banco-isolado.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { chamar, criarRequerimento, dadosNormalizados, dadosValidos, enviarArquivo, hoje, pdf, somarDiasIso } from '../../helpers/requerimentos.js';

/** The queue and the sweep see every request in the database: exact lists and counts need one of this file's own. */
let banco: DatabaseDeTeste;
let t: AppDeTeste;
/** OAB and CASAG review (no sensitive types). */
let revisor: PessoaCriada;
/** OAB and CASAG review with the sensitive types. */
let revisorSigilo: PessoaCriada;
/** Ombudsman only. */
let ouvidor: PessoaCriada;
let advogado: PessoaCriada;
/** Restricted area, but none of the review permissions. */
let servidorSemRevisao: PessoaCriada;

beforeAll(async () => {
  banco = await bancoIsolado();
  t = await criarAppDeTeste({}, { banco });
  [revisor, revisorSigilo, ouvidor, advogado, servidorSemRevisao] = await Promise.all([
    criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoRequerimentos'] }),
    criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoRequerimentos', 'CLI_PermissaoRequerimentosSensiveis'] }),
    criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoOuvidoria'] }),
    criarPessoa(t.db, { advogado: true }),
    criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita'] }),
  ]);
});
afterAll(async () => {
  await t?.close();
  await banco?.close();
});

const FILA = '/wsapp/area-restrita/requerimentos';

/** Moves a request's current status back in time (queue age). Tests use ages of years, which no other test makes. */
async function envelhecer(id: string, dias: number) {
  await t.db.execute(sql`update requerimentos set status_desde = now() - make_interval(days => ${dias}::int) where id = ${id}`);
}

async function criarEnvelhecido(pessoaId: string, codigo: string, status: StatusRequerimento, dias: number) {
  const r = await criarRequerimento(t.db, { pessoaId, codigo, status });
  await envelhecer(r.id, dias);
  return r;
}

/** An anonymous report (301): no person at all. */
async function criarDenunciaAnonima(status: StatusRequerimento, dias: number) {
  const [r] = await t.db
    .insert(requerimentos)
    .values({ codigo: '301', area: 'ouvidoria', pessoaId: null, status, dados: dadosNormalizados('301', dadosValidos('301')), protocolo: null })
    .returning({ id: requerimentos.id });
  await envelhecer(r!.id, dias);
  return r!;
}

async function fila(p: PessoaCriada, query: string) {
  const res = await chamar(t, p, 'GET', `${FILA}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { itens: Array<{ id: string; codigo: string; status: string; idadeDias: number; requerenteNome: string | null; sensivel: boolean }>; total: number; pagina: number; tamanho: number };
}

async function transicao(p: PessoaCriada, id: string, body: Record<string, unknown>) {
  return chamar(t, p, 'POST', `${FILA}/${id}/transicoes`, body);
}

async function statusDe(id: string) {
  const [r] = await t.db.select().from(requerimentos).where(eq(requerimentos.id, id));
  return r!;
}

async function auditoriasDe(usuarioId: string, acao: string) {
  return t.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.usuarioId, usuarioId), eq(auditoria.acao, acao)));
}

/** Every message to `email` that arrives within a short while after the first one. */
async function emailsPara(email: string) {
  const primeiro = await t.caixa.esperar(email);
  await new Promise((r) => setTimeout(r, 300));
  const outros = t.caixa.recebidos.filter((e) => e.para.includes(email.toLowerCase()));
  return [primeiro, ...outros];
}

describe('GET /wsapp/area-restrita/requerimentos (queue)', () => {
  it('lists what waits for staff, oldest status first, with its age in whole days; never drafts; filters by type, status and age; pages', async () => {
    const m = await criarPessoa(t.db, { advogado: true, nome: 'Requerente da Fila' });
    const a = await criarEnvelhecido(m.pessoaId, '262', 'em_analise', 3100);
    const b = await criarEnvelhecido(m.pessoaId, '264', 'enviado', 3050);
    const c = await criarEnvelhecido(m.pessoaId, '262', 'enviado', 3020);
    const rascunho = await criarEnvelhecido(m.pessoaId, '262', 'rascunho', 3200);
    const deferido = await criarEnvelhecido(m.pessoaId, '262', 'deferido', 3300);

    const todos = await fila(revisor, 'idadeMinimaDias=3000');
    expect(todos.itens.map((i) => i.id)).toEqual([a.id, b.id, c.id]);
    expect(todos.total).toBe(3);
    expect(todos.itens.map((i) => i.idadeDias)).toEqual([3100, 3050, 3020]);
    expect(todos.itens[0]).toMatchObject({ codigo: '262', titulo: 'Auxílio maternidade', area: 'casag', status: 'em_analise', requerenteNome: 'Requerente da Fila', sensivel: false });
    expect(todos.itens.map((i) => i.id)).not.toContain(rascunho.id);
    expect((await fila(revisor, 'idadeMinimaDias=3000&status=rascunho')).total).toBe(0);
    // Without a status only what is open is listed; finished requests by their status.
    expect(todos.itens.map((i) => i.id)).not.toContain(deferido.id);
    expect((await fila(revisor, 'idadeMinimaDias=3000&status=deferido')).itens.map((i) => i.id)).toEqual([deferido.id]);

    expect((await fila(revisor, 'idadeMinimaDias=3000&codigo=262')).itens.map((i) => i.id)).toEqual([a.id, c.id]);
    expect((await fila(revisor, 'idadeMinimaDias=3000&status=enviado')).itens.map((i) => i.id)).toEqual([b.id, c.id]);
    expect((await fila(revisor, 'idadeMinimaDias=3060')).itens.map((i) => i.id)).toEqual([a.id]);
    expect((await fila(revisor, 'idadeMinimaDias=3000&area=casag')).total).toBe(3);
    expect((await fila(revisor, 'idadeMinimaDias=3000&area=oab')).total).toBe(0);

    const pagina2 = await fila(revisor, 'idadeMinimaDias=3000&tamanho=2&pagina=2');
    expect(pagina2).toMatchObject({ total: 3, pagina: 2, tamanho: 2 });
    expect(pagina2.itens.map((i) => i.id)).toEqual([c.id]);
    const pagina1 = await fila(revisor, 'idadeMinimaDias=3000&tamanho=2');
    expect(pagina1.itens.map((i) => i.id)).toEqual([a.id, b.id]);
  });

  it('aguarda=equipe holds what staff must act on (enviado, em análise); aguarda=requerente what waits for the member (pagamento, diligência)', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    const analise = await criarEnvelhecido(m.pessoaId, '262', 'em_analise', 3500);
    const enviado = await criarEnvelhecido(m.pessoaId, '262', 'enviado', 3490);
    const diligencia = await criarEnvelhecido(m.pessoaId, '262', 'em_diligencia', 3480);
    const pagamento = await criarEnvelhecido(m.pessoaId, '264', 'aguardando_pagamento', 3470);
    await criarEnvelhecido(m.pessoaId, '262', 'deferido', 3460);
    const ids = async (q: string) => (await fila(revisor, `idadeMinimaDias=3400&${q}`)).itens.map((i) => i.id);
    expect(await ids('aguarda=equipe')).toEqual([analise.id, enviado.id]);
    expect(await ids('aguarda=requerente')).toEqual([diligencia.id, pagamento.id]);
    // Without it, every open request (both).
    expect(await ids('')).toEqual([analise.id, enviado.id, diligencia.id, pagamento.id]);
    expect((await chamar(t, revisor, 'GET', `${FILA}?aguarda=todos`)).statusCode).toBe(400);
  });

  it('refuses bad filters with 400 in Portuguese', async () => {
    for (const q of ['tamanho=51', 'pagina=0', 'idadeMinimaDias=-1', 'status=aberto', 'area=cel', 'codigo=12', 'x=1']) {
      const res = await chamar(t, revisor, 'GET', `${FILA}?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().mensagem, q).toMatch(/[a-zà-ú]/i);
    }
  });

  it('splits by permission: ombudsman staff see only ombudsman reports (the anonymous one without a name), review staff never see them', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    const beneficio = await criarEnvelhecido(m.pessoaId, '262', 'enviado', 2500);
    const reclamacao = await criarEnvelhecido(m.pessoaId, '300', 'enviado', 2501);
    const anonima = await criarDenunciaAnonima('enviado', 2502);

    const vistaOuvidor = await fila(ouvidor, 'idadeMinimaDias=2500');
    expect(vistaOuvidor.itens.map((i) => i.id)).toEqual([anonima.id, reclamacao.id]);
    expect(vistaOuvidor.itens[0]).toMatchObject({ codigo: '301', requerenteNome: null, area: 'ouvidoria' });
    expect((await fila(ouvidor, 'idadeMinimaDias=2500&area=casag')).total).toBe(0);

    const vistaRevisor = await fila(revisor, 'idadeMinimaDias=2500');
    expect(vistaRevisor.itens.map((i) => i.id)).toContain(beneficio.id);
    expect(vistaRevisor.itens.map((i) => i.id)).not.toContain(reclamacao.id);
    expect(vistaRevisor.itens.map((i) => i.id)).not.toContain(anonima.id);

    // Outside one's area a request does not exist: detail and transitions answer 404.
    expect((await chamar(t, ouvidor, 'GET', `${FILA}/${beneficio.id}`)).statusCode).toBe(404);
    expect((await chamar(t, revisor, 'GET', `${FILA}/${reclamacao.id}`)).statusCode).toBe(404);
    const fora = await transicao(ouvidor, beneficio.id, { acao: 'iniciar_analise' });
    expect(fora.statusCode).toBe(404);
    expect(fora.json().mensagem).toBe('Requerimento não encontrado.');
    expect((await statusDe(beneficio.id)).status).toBe('enviado');

    const detalhe = await chamar(t, ouvidor, 'GET', `${FILA}/${anonima.id}`);
    expect(detalhe.statusCode).toBe(200);
    expect(detalhe.json()).toMatchObject({ codigo: '301', requerente: null, registradoPorStaff: false, acoes: ['iniciar_analise', 'arquivar'] });
  });

  it("a member's own draft is not staff's business: 404", async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    const r = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '262', status: 'rascunho' });
    expect((await chamar(t, revisor, 'GET', `${FILA}/${r.id}`)).statusCode).toBe(404);
  });
});

describe('sensitive types (267, 305)', () => {
  it('are hidden from staff without the permission (queue, detail, document, transition: 404); with it they are listed, and every read is audited', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    // The member attaches a real file while it is a draft; then it goes to analysis.
    const r = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '267', status: 'rascunho' });
    const up = await enviarArquivo(t, m, `/wsapp/requerimentos/${r.id}/documentos?chave=certidao_carceraria`, pdf(3000), 'certidao.pdf');
    expect(up.statusCode, up.body).toBe(201);
    const documentoId = up.json().id as string;
    await t.db.update(requerimentos).set({ status: 'em_analise', protocolo: '2000/999001' }).where(eq(requerimentos.id, r.id));
    await envelhecer(r.id, 2400);

    expect((await fila(revisor, 'idadeMinimaDias=2400&codigo=267')).total).toBe(0);
    expect((await fila(revisor, 'idadeMinimaDias=2400')).itens.map((i) => i.id)).not.toContain(r.id);
    for (const res of [
      await chamar(t, revisor, 'GET', `${FILA}/${r.id}`),
      await chamar(t, revisor, 'GET', `${FILA}/${r.id}/documentos/${documentoId}`),
      await transicao(revisor, r.id, { acao: 'deferir', motivo: 'Requisitos cumpridos.' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().mensagem).toBe('Requerimento não encontrado.');
    }
    expect(await auditoriasDe(revisor.usuarioId, 'requerimento_sensivel_lido')).toHaveLength(0);
    expect((await statusDe(r.id)).status).toBe('em_analise');

    const listada = await fila(revisorSigilo, 'idadeMinimaDias=2400&codigo=267');
    expect(listada.itens.map((i) => i.id)).toEqual([r.id]);
    expect(listada.itens[0]?.sensivel).toBe(true);
    // Listing shows no content, so it is not a read of the request.
    expect(await auditoriasDe(revisorSigilo.usuarioId, 'requerimento_sensivel_lido')).toHaveLength(0);

    const detalhe = await chamar(t, revisorSigilo, 'GET', `${FILA}/${r.id}`);
    expect(detalhe.statusCode).toBe(200);
    expect(detalhe.json()).toMatchObject({ id: r.id, codigo: '267', sensivel: true, requerente: { pessoaId: m.pessoaId, cpf: m.cpf } });
    let lidos = await auditoriasDe(revisorSigilo.usuarioId, 'requerimento_sensivel_lido');
    expect(lidos).toHaveLength(1);
    expect(lidos[0]).toMatchObject({ sucesso: true, detalhes: { requerimentoId: r.id } });

    const arquivo = await chamar(t, revisorSigilo, 'GET', `${FILA}/${r.id}/documentos/${documentoId}`);
    expect(arquivo.statusCode).toBe(200);
    expect(arquivo.headers['content-type']).toBe('application/pdf');
    expect(arquivo.headers['x-content-type-options']).toBe('nosniff');
    expect(arquivo.headers['content-disposition']).toMatch(/^attachment;/);
    expect(arquivo.rawPayload.equals(pdf(3000))).toBe(true);
    lidos = await auditoriasDe(revisorSigilo.usuarioId, 'requerimento_sensivel_lido');
    expect(lidos).toHaveLength(2);
    expect(lidos.map((l) => l.detalhes)).toContainEqual({ requerimentoId: r.id, documentoId });
  });

  it('a 273 or 269 filed against a sensitive parent is sensitive too: hidden without the permission (queue, detail, document), audited with it, neutral e-mail', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    // 273 (juntada de documentos) answering a diligência of the member's 267 (auxílio reclusão), all through the API.
    const pai = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '267', status: 'em_diligencia' });
    const criado = await chamar(t, m, 'POST', '/wsapp/requerimentos', { codigo: '273', dados: dadosValidos('273', { paiId: pai.id }) });
    expect(criado.statusCode, criado.body).toBe(201);
    expect(criado.json().sensivel).toBe(true);
    const filho = criado.json().id as string;
    const up = await enviarArquivo(t, m, `/wsapp/requerimentos/${filho}/documentos?chave=documentos_diligencia`, pdf(2000), 'comprovante.pdf');
    expect(up.statusCode, up.body).toBe(201);
    const documentoId = up.json().id as string;
    const enviado = await chamar(t, m, 'POST', `/wsapp/requerimentos/${filho}/enviar`);
    expect(enviado.statusCode, enviado.body).toBe(200);
    expect(enviado.json()).toMatchObject({ status: 'enviado', sensivel: true });
    // The member's e-mail about the 273 names no type (it would point at the sensitive request).
    const email = await t.caixa.esperar(m.email, (e) => e.assunto.includes(enviado.json().protocolo));
    expect(email.texto).toContain(`Há uma atualização no seu requerimento ${enviado.json().protocolo}. Acesse o portal para ver.`);
    expect(email.texto).not.toMatch(/Juntada|reclus/i);
    await envelhecer(filho, 2500);

    expect((await fila(revisor, 'idadeMinimaDias=2500&codigo=273')).total).toBe(0);
    for (const res of [
      await chamar(t, revisor, 'GET', `${FILA}/${filho}`),
      await chamar(t, revisor, 'GET', `${FILA}/${filho}/documentos/${documentoId}`),
      await transicao(revisor, filho, { acao: 'iniciar_analise' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().mensagem).toBe('Requerimento não encontrado.');
    }
    expect((await statusDe(filho)).status).toBe('enviado');

    const listada = await fila(revisorSigilo, 'idadeMinimaDias=2500&codigo=273');
    expect(listada.itens.map((i) => ({ id: i.id, sensivel: i.sensivel }))).toEqual([{ id: filho, sensivel: true }]);
    const antes = (await auditoriasDe(revisorSigilo.usuarioId, 'requerimento_sensivel_lido')).length;
    const detalhe = await chamar(t, revisorSigilo, 'GET', `${FILA}/${filho}`);
    expect(detalhe.statusCode).toBe(200);
    expect(detalhe.json()).toMatchObject({ sensivel: true, pai: { id: pai.id, titulo: 'Auxílio reclusão' } });
    expect((await chamar(t, revisorSigilo, 'GET', `${FILA}/${filho}/documentos/${documentoId}`)).statusCode).toBe(200);
    const lidos = (await auditoriasDe(revisorSigilo.usuarioId, 'requerimento_sensivel_lido')).map((l) => l.detalhes);
    expect(lidos).toHaveLength(antes + 2);
    expect(lidos).toContainEqual({ requerimentoId: filho });
    expect(lidos).toContainEqual({ requerimentoId: filho, documentoId });

    // 269 (recurso) against the member's denied 267: sensitive from the draft on.
    const negado = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '267', status: 'indeferido' });
    const recurso = await chamar(t, m, 'POST', '/wsapp/requerimentos', { codigo: '269', dados: dadosValidos('269', { paiId: negado.id }) });
    expect(recurso.statusCode, recurso.body).toBe(201);
    expect(recurso.json().sensivel).toBe(true);
    const [linha] = await t.db.select({ sensivel: requerimentos.sensivel }).from(requerimentos).where(eq(requerimentos.id, recurso.json().id));
    expect(linha?.sensivel).toBe(true);
    await t.db.update(requerimentos).set({ status: 'em_analise', protocolo: '2000/999002' }).where(eq(requerimentos.id, recurso.json().id));
    expect((await chamar(t, revisor, 'GET', `${FILA}/${recurso.json().id}`)).statusCode).toBe(404);
    expect((await chamar(t, revisorSigilo, 'GET', `${FILA}/${recurso.json().id}`)).statusCode).toBe(200);
  });

  it('the migration marks the sensitive types and everything filed against them, at any depth, and nothing else', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    // Rows as they were before the column existed (all false).
    const reclusao = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '267', status: 'indeferido', sensivel: false });
    const recurso = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '269', status: 'em_diligencia', paiId: reclusao.id, sensivel: false });
    const juntada = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '273', status: 'enviado', paiId: recurso.id, sensivel: false });
    const mulher = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '305', status: 'enviado', sensivel: false });
    const comum = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '264', status: 'em_diligencia', sensivel: false });
    const juntadaComum = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '273', status: 'enviado', paiId: comum.id, sensivel: false });

    const sqlMigracao = fs.readFileSync(new URL('../../../drizzle/0003_sensivel.sql', import.meta.url), 'utf8');
    const preenchimento = sqlMigracao.split('--> statement-breakpoint').find((c) => c.includes('UPDATE'));
    expect(preenchimento).toBeDefined();
    await t.db.execute(sql.raw(preenchimento!));

    const linhas = await t.db
      .select({ id: requerimentos.id, sensivel: requerimentos.sensivel })
      .from(requerimentos)
      .where(sql`${requerimentos.id} in ${[reclusao.id, recurso.id, juntada.id, mulher.id, comum.id, juntadaComum.id]}`);
    const sensivel = Object.fromEntries(linhas.map((l) => [l.id, l.sensivel]));
    expect(sensivel).toEqual({
      [reclusao.id]: true,
      [recurso.id]: true,
      [juntada.id]: true,
      [mulher.id]: true,
      [comum.id]: false,
      [juntadaComum.id]: false,
    });
  });

  it('reading a request that is not sensitive writes no read audit', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    const r = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '262', status: 'enviado' });
    const staff = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoRequerimentos', 'CLI_PermissaoRequerimentosSensiveis'] });
    expect((await chamar(t, staff, 'GET', `${FILA}/${r.id}`)).statusCode).toBe(200);
    expect(await auditoriasDe(staff.usuarioId, 'requerimento_sensivel_lido')).toHaveLength(0);
  });
});

describe('GET /wsapp/area-restrita/requerimentos/:id and its documents', () => {
  it('shows data, requester, every andamento and the staff actions of the status; downloads a document', async () => {
    const m = await criarPessoa(t.db, { advogado: true, nome: 'Beatriz Requerente' });
    const r = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '262', status: 'rascunho' });
    const up = await enviarArquivo(t, m, `/wsapp/requerimentos/${r.id}/documentos?chave=certidao_evento`, pdf(2500), 'certidão de nascimento.pdf');
    expect(up.statusCode, up.body).toBe(201);
    await t.db.update(requerimentos).set({ status: 'em_analise' }).where(eq(requerimentos.id, r.id));

    const res = await chamar(t, revisor, 'GET', `${FILA}/${r.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body).toMatchObject({
      id: r.id,
      status: 'em_analise',
      acoes: acoesPermitidas('em_analise', 'staff'),
      registradoPorStaff: false,
      requerente: { pessoaId: m.pessoaId, nome: 'Beatriz Requerente', cpf: m.cpf, inscricao: `${m.inscricao!.numero}/GO`, email: m.email },
      documentos: [expect.objectContaining({ id: up.json().id, chave: 'certidao_evento' })],
    });
    expect(body.acoes).toEqual(['pedir_diligencia', 'deferir', 'indeferir', 'arquivar']);

    const arquivo = await chamar(t, revisor, 'GET', `${FILA}/${r.id}/documentos/${up.json().id}`);
    expect(arquivo.statusCode).toBe(200);
    expect(arquivo.rawPayload.equals(pdf(2500))).toBe(true);
    // A document id of another request answers 404.
    const outro = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '262', status: 'enviado' });
    expect((await chamar(t, revisor, 'GET', `${FILA}/${outro.id}/documentos/${up.json().id}`)).statusCode).toBe(404);
    expect((await chamar(t, revisor, 'GET', `${FILA}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect((await chamar(t, revisor, 'GET', `${FILA}/nao-e-uuid`)).statusCode).toBe(404);
  });
});

describe('POST /wsapp/area-restrita/requerimentos/:id/transicoes', () => {
  const CASOS: Array<{ acao: AcaoRequerimento; de: StatusRequerimento; para: StatusRequerimento; recusadoDe: StatusRequerimento }> = [
    { acao: 'iniciar_analise', de: 'enviado', para: 'em_analise', recusadoDe: 'em_analise' },
    { acao: 'pedir_diligencia', de: 'em_analise', para: 'em_diligencia', recusadoDe: 'enviado' },
    { acao: 'deferir', de: 'em_analise', para: 'deferido', recusadoDe: 'enviado' },
    { acao: 'indeferir', de: 'em_analise', para: 'indeferido', recusadoDe: 'em_diligencia' },
    { acao: 'arquivar', de: 'em_diligencia', para: 'arquivado', recusadoDe: 'deferido' },
    { acao: 'arquivar', de: 'enviado', para: 'arquivado', recusadoDe: 'cancelado' },
  ];

  for (const caso of CASOS) {
    it(`${caso.acao}: ${caso.de} → ${caso.para} with an andamento, an audit row and one e-mail; refused from ${caso.recusadoDe} (409)`, async () => {
      const m = await criarPessoa(t.db, { advogado: true });
      const r = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '262', status: caso.de });
      const motivo = `Motivo de ${caso.acao}: conferido pela equipe.`;
      const prazo = somarDiasIso(hoje(), 7);
      const body = { acao: caso.acao, motivo, ...(caso.acao === 'pedir_diligencia' ? { prazo } : {}) };

      const res = await transicao(revisor, r.id, body);
      expect(res.statusCode, res.body).toBe(200);
      const detalhe = res.json();
      expect(detalhe).toMatchObject({ id: r.id, status: caso.para, acoes: acoesPermitidas(caso.para, 'staff') });
      expect(detalhe.andamentos.at(-1)).toMatchObject({ de: caso.de, para: caso.para, texto: motivo, autor: 'staff' });

      const linha = await statusDe(r.id);
      expect(linha.status).toBe(caso.para);
      expect(linha.prazoDiligencia).toBe(caso.acao === 'pedir_diligencia' ? prazo : null);
      expect(linha.decididoEm !== null).toBe(caso.acao === 'deferir' || caso.acao === 'indeferir');
      const hist = await t.db.select().from(andamentos).where(and(eq(andamentos.requerimentoId, r.id), eq(andamentos.acao, caso.acao)));
      expect(hist).toHaveLength(1);
      expect(hist[0]).toMatchObject({ de: caso.de, para: caso.para, autorTipo: 'staff', autorUsuarioId: revisor.usuarioId, texto: motivo });
      const auditadas = (await auditoriasDe(revisor.usuarioId, 'requerimento_transicao')).filter(
        (a) => (a.detalhes as { requerimentoId?: string }).requerimentoId === r.id,
      );
      expect(auditadas).toHaveLength(1);
      expect(auditadas[0]?.detalhes).toMatchObject({ acao: caso.acao, de: caso.de, para: caso.para });

      const emails = await emailsPara(m.email);
      expect(emails).toHaveLength(1);
      expect(emails[0]!.texto).toContain('Auxílio maternidade');
      expect(emails[0]!.texto).toContain(motivo);

      // From a status the table does not allow: 409 naming the status, nothing changes, no e-mail.
      const outro = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '262', status: caso.recusadoDe });
      const recusa = await transicao(revisor, outro.id, body);
      expect(recusa.statusCode).toBe(409);
      expect(recusa.json().codigo).toBe('TRANSICAO_INVALIDA');
      expect(recusa.json().mensagem).toMatch(/status "/);
      expect((await statusDe(outro.id)).status).toBe(caso.recusadoDe);
      expect(await t.db.select().from(andamentos).where(and(eq(andamentos.requerimentoId, outro.id), eq(andamentos.acao, caso.acao)))).toHaveLength(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(t.caixa.recebidos.filter((e) => e.para.includes(m.email.toLowerCase()))).toHaveLength(0);
    });
  }

  it('the Ombudsman cannot ask for a diligência (nobody could answer it): not offered, and refused with 409, nothing changed', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    const reclamacao = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '300', status: 'em_analise' });
    const anonima = await criarDenunciaAnonima('em_analise', 1);
    const motivo = 'Envie mais detalhes sobre os fatos.';
    const prazo = somarDiasIso(hoje(), 7);
    for (const id of [reclamacao.id, anonima.id]) {
      const detalhe = await chamar(t, ouvidor, 'GET', `${FILA}/${id}`);
      expect(detalhe.statusCode).toBe(200);
      expect(detalhe.json().acoes).toEqual(['deferir', 'indeferir', 'arquivar']);

      const res = await transicao(ouvidor, id, { acao: 'pedir_diligencia', motivo, prazo });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ codigo: 'DILIGENCIA_NAO_PERMITIDA', mensagem: expect.stringContaining('A Ouvidoria não pede diligência') });
      expect(await statusDe(id)).toMatchObject({ status: 'em_analise', prazoDiligencia: null });
      expect(await t.db.select().from(andamentos).where(and(eq(andamentos.requerimentoId, id), eq(andamentos.acao, 'pedir_diligencia')))).toHaveLength(0);
    }
    expect(await auditoriasDe(ouvidor.usuarioId, 'requerimento_transicao')).toHaveLength(0);
    // OAB and CASAG requests still get it.
    const casag = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '262', status: 'em_analise' });
    expect((await chamar(t, revisor, 'GET', `${FILA}/${casag.id}`)).json().acoes).toContain('pedir_diligencia');
  });

  it('a reason with NUL or other control characters → 400 "Há caracteres inválidos.", nothing changed; line breaks and tabs are fine', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    const r = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '262', status: 'em_analise' });
    for (const motivo of ['Requisitos \u0000 cumpridos.', 'Requisitos\u0007 cumpridos.', 'Requisitos cumpridos.\u001b[31m', 'Requisitos\u007f cumpridos.']) {
      const res = await transicao(revisor, r.id, { acao: 'deferir', motivo });
      expect(res.statusCode, JSON.stringify(motivo)).toBe(400);
      expect(res.json()).toMatchObject({ codigo: 'VALIDACAO', campos: { motivo: 'Há caracteres inválidos.' } });
    }
    expect((await statusDe(r.id)).status).toBe('em_analise');
    expect(await t.db.select().from(andamentos).where(and(eq(andamentos.requerimentoId, r.id), eq(andamentos.acao, 'deferir')))).toHaveLength(0);
    const ok = await transicao(revisor, r.id, { acao: 'deferir', motivo: 'Requisitos cumpridos:\n\t- certidão;\r\n\t- comprovante.' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().andamentos.at(-1).texto).toBe('Requisitos cumpridos:\n\t- certidão;\r\n\t- comprovante.');
  });

  it('deferir needs no reason (a short one is kept); indeferir and arquivar still need 5+ characters', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    const semMotivo = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '262', status: 'em_analise' });
    const ok = await transicao(revisor, semMotivo.id, { acao: 'deferir' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await statusDe(semMotivo.id)).status).toBe('deferido');
    const curto = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '262', status: 'em_analise' });
    const okCurto = await transicao(revisor, curto.id, { acao: 'deferir', motivo: 'ok' });
    expect(okCurto.statusCode, okCurto.body).toBe(200);
    expect(okCurto.json().andamentos.at(-1).texto).toBe('ok');

    const outro = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '262', status: 'em_analise' });
    for (const corpo of [{ acao: 'indeferir' }, { acao: 'indeferir', motivo: 'não' }, { acao: 'arquivar' }]) {
      const res = await transicao(revisor, outro.id, corpo);
      expect(res.statusCode, JSON.stringify(corpo)).toBe(400);
      expect(res.json().campos.motivo).toBe('Escreva o motivo (pelo menos 5 caracteres).');
    }
    expect((await statusDe(outro.id)).status).toBe('em_analise');
  });

  it('a diligência needs a reason and a deadline after today: 400 without them or for a date that does not exist, 422 for today or the past', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    const r = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '262', status: 'em_analise' });
    const motivo = 'Envie a certidão legível.';

    const semPrazo = await transicao(revisor, r.id, { acao: 'pedir_diligencia', motivo });
    expect(semPrazo.statusCode).toBe(400);
    expect(semPrazo.json().mensagem).toMatch(/prazo da diligência/);
    const semMotivo = await transicao(revisor, r.id, { acao: 'pedir_diligencia', prazo: somarDiasIso(hoje(), 5) });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().mensagem).toMatch(/motivo/);
    const motivoCurto = await transicao(revisor, r.id, { acao: 'indeferir', motivo: 'ok' });
    expect(motivoCurto.statusCode).toBe(400);

    for (const prazo of [hoje(), somarDiasIso(hoje(), -1)]) {
      const res = await transicao(revisor, r.id, { acao: 'pedir_diligencia', motivo, prazo });
      expect(res.statusCode, prazo).toBe(422);
      expect(res.json().codigo).toBe('PRAZO_INVALIDO');
    }
    for (const prazo of ['10/10/2099', '2099-02-30', '2100-01-01']) {
      const formato = await transicao(revisor, r.id, { acao: 'pedir_diligencia', motivo, prazo });
      expect(formato.statusCode, prazo).toBe(400);
      expect(formato.json().campos, prazo).toHaveProperty('prazo');
    }
    expect((await statusDe(r.id)).status).toBe('em_analise');
    expect(await t.db.select().from(andamentos).where(and(eq(andamentos.requerimentoId, r.id), eq(andamentos.acao, 'pedir_diligencia')))).toHaveLength(0);
  });

  it('refuses actions that are not staff actions (400): cancelar, enviar, responder_diligencia, confirmar_pagamento', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    const r = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '262', status: 'enviado' });
    for (const acao of ['cancelar', 'enviar', 'responder_diligencia', 'confirmar_pagamento', 'apagar']) {
      const res = await transicao(revisor, r.id, { acao, motivo: 'Motivo qualquer.' });
      expect(res.statusCode, acao).toBe(400);
    }
    expect((await statusDe(r.id)).status).toBe('enviado');
  });

  it('sensitive types get the neutral e-mail: no type name, no status, no reason', async () => {
    for (const codigo of ['267', '305']) {
      const m = await criarPessoa(t.db, { advogado: true });
      const r = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo, status: 'em_analise' });
      const motivo = 'Renda familiar acima do limite informado.';
      const res = await transicao(revisorSigilo, r.id, { acao: 'indeferir', motivo });
      expect(res.statusCode, res.body).toBe(200);
      const [email, ...outros] = await emailsPara(m.email);
      expect(outros).toHaveLength(0);
      expect(email!.texto).toContain(`Há uma atualização no seu requerimento ${r.protocolo}. Acesse o portal para ver.`);
      for (const proibido of [motivo, 'Auxílio reclusão', 'Proteção à mulher', 'Indeferido', 'indeferido']) {
        expect(email!.texto, proibido).not.toContain(proibido);
        expect(email!.assunto, proibido).not.toContain(proibido);
      }
    }
  });
});

describe('expired diligências (system sweep)', () => {
  const ctx = () => ({ db: t.db, mailer: t.app.mailer, config: t.config, log: t.app.log, armazenamento: t.armazenamento });

  it('archives a diligência whose deadline passed, by the system, with the reason and an e-mail; leaves the ones still open', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    const ontem = somarDiasIso(hoje(), -1);
    const vencida = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '262', status: 'em_diligencia', prazoDiligencia: ontem });
    const venceHoje = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '262', status: 'em_diligencia', prazoDiligencia: hoje() });
    const nova = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '264', status: 'em_diligencia', prazoDiligencia: somarDiasIso(hoje(), 10) });

    expect(await arquivarDiligenciasVencidas(ctx())).toBeGreaterThanOrEqual(1);

    const arquivada = await statusDe(vencida.id);
    expect(arquivada).toMatchObject({ status: 'arquivado', prazoDiligencia: null });
    const [passo] = await t.db.select().from(andamentos).where(and(eq(andamentos.requerimentoId, vencida.id), eq(andamentos.acao, 'arquivar')));
    expect(passo).toMatchObject({
      de: 'em_diligencia',
      para: 'arquivado',
      autorTipo: 'sistema',
      autorUsuarioId: null,
      texto: `Prazo da diligência encerrado em ${formatarDataBr(ontem)} sem resposta.`,
    });
    const email = await t.caixa.esperar(m.email);
    expect(email.texto).toContain(`Prazo da diligência encerrado em ${formatarDataBr(ontem)} sem resposta.`);

    expect((await statusDe(venceHoje.id)).status).toBe('em_diligencia');
    expect((await statusDe(nova.id)).status).toBe('em_diligencia');

    // A second run finds nothing more of these.
    await arquivarDiligenciasVencidas(ctx());
    expect(await t.db.select().from(andamentos).where(and(eq(andamentos.requerimentoId, vencida.id), eq(andamentos.acao, 'arquivar')))).toHaveLength(1);
    // Tomorrow the one due today expires too.
    await arquivarDiligenciasVencidas(ctx(), somarDiasIso(hoje(), 1));
    expect((await statusDe(venceHoje.id)).status).toBe('arquivado');
    expect((await statusDe(nova.id)).status).toBe('em_diligencia');
  });

  it('the job an app with jobs on starts runs the sweep at once and stops cleanly', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    const r = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '262', status: 'em_diligencia', prazoDiligencia: somarDiasIso(hoje(), -3) });
    const comJobs = await criarAppDeTeste({}, { banco, jobs: { consultaS: 0.5, somente: ['requerimentos.arquivar-diligencias-vencidas'] } });
    try {
      await expect.poll(async () => (await statusDe(r.id)).status, { timeout: 10_000 }).toBe('arquivado');
    } finally {
      await comJobs.close();
    }
  });
});

describe('access', () => {
  it('staff routes answer 403 to a lawyer and to restricted-area staff without a review permission, 401 without a session', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    const r = await criarRequerimento(t.db, { pessoaId: m.pessoaId, codigo: '262', status: 'enviado' });
    const doc = '00000000-0000-4000-8000-000000000000';
    const rotas: Array<['GET' | 'POST', string, unknown?]> = [
      ['GET', FILA],
      ['GET', `${FILA}/${r.id}`],
      ['GET', `${FILA}/${r.id}/documentos/${doc}`],
      ['POST', `${FILA}/${r.id}/transicoes`, { acao: 'iniciar_analise' }],
    ];
    for (const [metodo, url, body] of rotas) {
      for (const p of [advogado, servidorSemRevisao, m]) {
        const res = await chamar(t, p, metodo, url, body);
        expect(res.statusCode, `${metodo} ${url}`).toBe(403);
        expect(res.json().codigo).toBe('SEM_PERMISSAO');
      }
      expect((await chamar(t, null, metodo, url, body)).statusCode).toBe(401);
    }
    expect((await statusDe(r.id)).status).toBe('enviado');
  });
});
