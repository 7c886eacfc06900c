import { ACOES_REQUERIMENTO, STATUS_REQUERIMENTO, TRANSICOES, type AcaoRequerimento, type StatusRequerimento } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { andamentos, auditoria, requerimentos, titulos } from '../../../src/db/schema/index.js';
import { aplicarTransicao } from '../../../src/modules/requerimentos/transicoes.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import {
  anexarDireto,
  anexarObrigatorios,
  chamar,
  criarRequerimento,
  criarTitulo,
  dadosValidos,
  enviarArquivo,
  hoje,
  pdf,
  somarDiasIso,
} from '../../helpers/requerimentos.js';

let t: AppDeTeste;
let staff: PessoaCriada;
beforeAll(async () => {
  t = await criarAppDeTeste();
  staff = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoRequerimentos', 'CLI_PermissaoRequerimentosSensiveis'] });
});
afterAll(() => t.close());

const ANO = () => hoje().slice(0, 4);

async function rascunho(p: PessoaCriada, codigo = '262', dados = dadosValidos(codigo)) {
  const res = await chamar(t, p, 'POST', '/wsapp/requerimentos', { codigo, dados });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; status: StatusRequerimento; acoes: string[] };
}

async function enviado(p: PessoaCriada, codigo = '262') {
  const r = await rascunho(p, codigo);
  await anexarObrigatorios(t.db, r.id, codigo);
  const res = await chamar(t, p, 'POST', `/wsapp/requerimentos/${r.id}/enviar`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; protocolo: string; status: StatusRequerimento; codigoVerificacao: string };
}

describe('POST /wsapp/requerimentos (draft)', () => {
  it('creates the member\'s draft with normalised data, a creation andamento and the member actions', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const dados = { ...dadosValidos('262'), nomeCrianca: '  Ana  ' };
    const res = await chamar(t, p, 'POST', '/wsapp/requerimentos', { codigo: '262', dados });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      codigo: '262',
      titulo: 'Auxílio maternidade',
      area: 'casag',
      status: 'rascunho',
      protocolo: null,
      codigoVerificacao: null,
      enviadoEm: null,
      pai: null,
      documentos: [],
      tituloTaxa: null,
      sensivel: false,
      acoes: ['enviar', 'cancelar'],
    });
    expect(body.dados.nomeCrianca).toBe('Ana');
    expect(body.andamentos).toEqual([expect.objectContaining({ de: null, para: 'rascunho', autor: 'membro' })]);
    const [linha] = await t.db.select().from(requerimentos).where(eq(requerimentos.id, body.id));
    expect(linha).toMatchObject({ pessoaId: p.pessoaId, registradoPor: null, status: 'rascunho', protocolo: null });
  });

  it('refuses invalid data with 400 naming each field, and nothing is stored', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const res = await chamar(t, p, 'POST', '/wsapp/requerimentos', {
      codigo: '262',
      dados: { ...dadosValidos('262'), dataEvento: '2023-02-30', declaracaoMae: false, extra: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.codigo).toBe('VALIDACAO');
    expect(body.campos).toMatchObject({ dataEvento: 'Data inválida.', declaracaoMae: expect.stringMatching(/declaração/), extra: 'Campo não permitido.' });
    expect(body.mensagem).toMatch(/^Confira os campos: /);
    expect(await t.db.select().from(requerimentos).where(eq(requerimentos.pessoaId, p.pessoaId))).toHaveLength(0);
  });

  it('refuses an unknown type (422), a malformed code (400) and the anonymous report (422, use the anonymous channel)', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const desconhecido = await chamar(t, p, 'POST', '/wsapp/requerimentos', { codigo: '999', dados: {} });
    expect(desconhecido.statusCode).toBe(422);
    expect(desconhecido.json()).toMatchObject({ codigo: 'TIPO_DESCONHECIDO', mensagem: 'Tipo de requerimento desconhecido.' });
    const malformado = await chamar(t, p, 'POST', '/wsapp/requerimentos', { codigo: 'abc', dados: {} });
    expect(malformado.statusCode).toBe(400);
    expect(malformado.json().mensagem).toMatch(/Tipo de requerimento desconhecido/);
    const anonima = await chamar(t, p, 'POST', '/wsapp/requerimentos', { codigo: '301', dados: dadosValidos('301') });
    expect(anonima.statusCode).toBe(422);
    expect(anonima.json()).toMatchObject({ codigo: 'USAR_CANAL_ANONIMO', mensagem: expect.stringMatching(/canal anônimo/) });
    expect(await t.db.select().from(requerimentos).where(eq(requerimentos.pessoaId, p.pessoaId))).toHaveLength(0);
  });

  it('answers 401 without a session and 400 (Portuguese) for a body that is not the expected shape', async () => {
    expect((await chamar(t, null, 'POST', '/wsapp/requerimentos', { codigo: '262', dados: {} })).statusCode).toBe(401);
    const p = await criarPessoa(t.db, { advogado: true });
    const res = await chamar(t, p, 'POST', '/wsapp/requerimentos', { codigo: '262', dados: 'texto' });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensagem).toMatch(/Envie os dados do formulário|dados/);
  });
});

describe('PUT /wsapp/requerimentos/:id', () => {
  it('saves a draft again; refuses invalid data (400) and any change once sent (409)', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const r = await rascunho(p);
    const novo = { ...dadosValidos('262'), nomeCrianca: 'Beatriz' };
    const ok = await chamar(t, p, 'PUT', `/wsapp/requerimentos/${r.id}`, { dados: novo });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().dados.nomeCrianca).toBe('Beatriz');

    const ruim = await chamar(t, p, 'PUT', `/wsapp/requerimentos/${r.id}`, { dados: { ...novo, evento: 'casamento' } });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().campos).toEqual({ evento: 'Escolha uma das opções.' });

    await anexarObrigatorios(t.db, r.id, '262');
    expect((await chamar(t, p, 'POST', `/wsapp/requerimentos/${r.id}/enviar`)).statusCode).toBe(200);
    const depois = await chamar(t, p, 'PUT', `/wsapp/requerimentos/${r.id}`, { dados: { ...novo, nomeCrianca: 'Outra' } });
    expect(depois.statusCode).toBe(409);
    expect(depois.json().codigo).toBe('NAO_EDITAVEL');
    const [linha] = await t.db.select().from(requerimentos).where(eq(requerimentos.id, r.id));
    expect(linha?.dados.nomeCrianca).toBe('Beatriz');
  });
});

describe('POST /wsapp/requerimentos/:id/enviar', () => {
  it('refuses to send without the required documents, naming them (422), and stays a draft', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const r = await rascunho(p, '265', dadosValidos('265'));
    await anexarDireto(t.db, r.id, 'certidao_obito');
    const res = await chamar(t, p, 'POST', `/wsapp/requerimentos/${r.id}/enviar`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      codigo: 'DOCUMENTOS_FALTANDO',
      mensagem:
        'Falta enviar os documentos "Nota fiscal das despesas do funeral", "Seu documento de identidade" e "Comprovante de parentesco".',
      campos: { nota_funeral: 'Documento obrigatório.', documento_requerente: 'Documento obrigatório.', comprovante_parentesco: 'Documento obrigatório.' },
    });
    const [linha] = await t.db.select().from(requerimentos).where(eq(requerimentos.id, r.id));
    expect(linha).toMatchObject({ status: 'rascunho', protocolo: null });
  });

  it('assigns the protocol and receipt code, records the andamento, e-mails the member with the receipt link; twice → 409', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const r = await rascunho(p);
    await anexarObrigatorios(t.db, r.id, '262');
    const res = await chamar(t, p, 'POST', `/wsapp/requerimentos/${r.id}/enviar`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('enviado');
    expect(body.protocolo).toMatch(new RegExp(`^${ANO()}/\\d{6}$`));
    expect(body.codigoVerificacao).toMatch(/^[A-Z0-9]{12}$/);
    expect(body.enviadoEm).not.toBeNull();
    expect(body.acoes).toEqual(['cancelar']);
    expect(body.andamentos.map((a: { para: string }) => a.para)).toEqual(['rascunho', 'enviado']);

    const email = await t.caixa.esperar(p.email, (e) => e.assunto.includes(body.protocolo));
    expect(email.assunto).toBe(`Requerimento recebido — protocolo ${body.protocolo} — Portal unificado`);
    expect(email.texto).toContain('Auxílio maternidade');
    expect(email.texto).toContain(`http://portal.teste/perfil/meus-requerimentos/${r.id}/protocolo`);
    expect(email.bruto).toMatch(/text\/html/);

    const denovo = await chamar(t, p, 'POST', `/wsapp/requerimentos/${r.id}/enviar`);
    expect(denovo.statusCode).toBe(409);
    expect(denovo.json()).toMatchObject({ codigo: 'TRANSICAO_INVALIDA', mensagem: expect.stringContaining('"Enviado"') });
    const [linha] = await t.db.select().from(requerimentos).where(eq(requerimentos.id, r.id));
    expect(linha?.protocolo).toBe(body.protocolo);
  });

  it('a fee type creates its título (due in 3 days) and waits for payment; cancelling cancels the título', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const r = await rascunho(p, '401');
    expect(r.acoes).toEqual(['enviar_com_taxa', 'cancelar']);
    await anexarObrigatorios(t.db, r.id, '401');
    const res = await chamar(t, p, 'POST', `/wsapp/requerimentos/${r.id}/enviar`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe('aguardando_pagamento');
    expect(body.tituloTaxa).toMatchObject({
      origem: 'taxa_requerimento',
      valorCentavos: 3000,
      vencimento: somarDiasIso(hoje(), 3),
      status: 'aberto',
      vencido: false,
      descricao: `Taxa — Certidão de regularidade (protocolo ${body.protocolo})`,
    });
    const [titulo] = await t.db.select().from(titulos).where(eq(titulos.referenciaId, r.id));
    expect(titulo).toMatchObject({ pessoaId: p.pessoaId, valorCentavos: 3000, status: 'aberto' });
    const email = await t.caixa.esperar(p.email, (e) => e.assunto.includes(body.protocolo));
    expect(email.texto).toMatch(/taxa de R\$ 30,00/);

    const cancelado = await chamar(t, p, 'POST', `/wsapp/requerimentos/${r.id}/cancelar`, { motivo: 'Desisti' });
    expect(cancelado.statusCode).toBe(200);
    expect(cancelado.json()).toMatchObject({ status: 'cancelado', acoes: [], tituloTaxa: { status: 'cancelado' } });
  });
});

describe('POST /wsapp/requerimentos/:id/cancelar', () => {
  it('cancels a draft or a request not yet analysed (with the reason in the history); refuses after analysis started (409)', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const r = await rascunho(p);
    const semCorpo = await chamar(t, p, 'POST', `/wsapp/requerimentos/${r.id}/cancelar`);
    expect(semCorpo.statusCode, semCorpo.body).toBe(200);
    expect(semCorpo.json().status).toBe('cancelado');
    expect((await chamar(t, p, 'POST', `/wsapp/requerimentos/${r.id}/cancelar`, {})).statusCode).toBe(409);

    const e = await enviado(p);
    const res = await chamar(t, p, 'POST', `/wsapp/requerimentos/${e.id}/cancelar`, { motivo: 'Resolvi de outro jeito' });
    expect(res.statusCode).toBe(200);
    expect(res.json().andamentos.at(-1)).toMatchObject({ de: 'enviado', para: 'cancelado', texto: 'Resolvi de outro jeito', autor: 'membro' });
    const email = await t.caixa.esperar(p.email, (m) => m.assunto.startsWith(`Requerimento cancelado ${e.protocolo}`));
    expect(email.texto).toContain('Motivo: Resolvi de outro jeito');

    const emAnalise = await criarRequerimento(t.db, { pessoaId: p.pessoaId, codigo: '262', status: 'em_analise' });
    const tarde = await chamar(t, p, 'POST', `/wsapp/requerimentos/${emAnalise.id}/cancelar`, {});
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json()).toMatchObject({ codigo: 'TRANSICAO_INVALIDA', mensagem: expect.stringContaining('"Em análise"') });
  });

  it('refuses a reason longer than 500 characters or an unknown field (400)', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const r = await rascunho(p);
    expect((await chamar(t, p, 'POST', `/wsapp/requerimentos/${r.id}/cancelar`, { motivo: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await chamar(t, p, 'POST', `/wsapp/requerimentos/${r.id}/cancelar`, { motivo: 'ok', outro: 1 })).statusCode).toBe(400);
  });
});

describe('POST /wsapp/requerimentos/:id/cancelar with control characters', () => {
  it('a reason with NUL or other control characters → 400 "Há caracteres inválidos." (never 500), still a draft; line breaks are fine', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const r = await rascunho(p);
    for (const motivo of ['Desisti\u0000', 'Desisti\u0008 do pedido', '\u001b[2JDesisti']) {
      const res = await chamar(t, p, 'POST', `/wsapp/requerimentos/${r.id}/cancelar`, { motivo });
      expect(res.statusCode, JSON.stringify(motivo)).toBe(400);
      expect(res.json()).toMatchObject({ codigo: 'VALIDACAO', campos: { motivo: 'Há caracteres inválidos.' } });
    }
    const [linha] = await t.db.select().from(requerimentos).where(eq(requerimentos.id, r.id));
    expect(linha?.status).toBe('rascunho');
    expect(await t.db.select().from(andamentos).where(and(eq(andamentos.requerimentoId, r.id), eq(andamentos.acao, 'cancelar')))).toHaveLength(0);
    const ok = await chamar(t, p, 'POST', `/wsapp/requerimentos/${r.id}/cancelar`, { motivo: 'Desisti.\r\nVou pedir depois.' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().andamentos.at(-1).texto).toBe('Desisti.\r\nVou pedir depois.');
  });
});

describe('documents once sent', () => {
  it('upload and removal answer 409 after the request was sent, and nothing changes', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const e = await enviado(p);
    const [doc] = (await chamar(t, p, 'GET', `/wsapp/requerimentos/${e.id}`)).json().documentos;
    const upload = await enviarArquivo(t, p, `/wsapp/requerimentos/${e.id}/documentos?chave=certidao_evento`, pdf());
    expect(upload.statusCode).toBe(409);
    expect(upload.json().codigo).toBe('DOCUMENTOS_FECHADOS');
    const remover = await chamar(t, p, 'DELETE', `/wsapp/requerimentos/${e.id}/documentos/${doc.id}`);
    expect(remover.statusCode).toBe(409);
    expect((await chamar(t, p, 'GET', `/wsapp/requerimentos/${e.id}`)).json().documentos).toHaveLength(1);
  });
});

describe('ownership', () => {
  it("member B gets 404 'Requerimento não encontrado.' on every route of A's request and documents", async () => {
    const a = await criarPessoa(t.db, { advogado: true });
    const b = await criarPessoa(t.db, { advogado: true });
    const r = await rascunho(a);
    const docId = await anexarDireto(t.db, r.id, 'certidao_evento');
    const e = await enviado(a);
    const rotas: [string, string, unknown?][] = [
      ['GET', `/wsapp/requerimentos/${r.id}`],
      ['PUT', `/wsapp/requerimentos/${r.id}`, { dados: dadosValidos('262') }],
      ['POST', `/wsapp/requerimentos/${r.id}/cancelar`, {}],
      ['POST', `/wsapp/requerimentos/${r.id}/enviar`],
      ['DELETE', `/wsapp/requerimentos/${r.id}/documentos/${docId}`],
      ['GET', `/wsapp/requerimentos/${r.id}/documentos/${docId}`],
      ['GET', `/wsapp/requerimentos/${e.id}/comprovante`],
      ['GET', `/wsapp/requerimentos/${e.id}/comprovante.pdf`],
    ];
    for (const [metodo, url, corpo] of rotas) {
      const res = await chamar(t, b, metodo as 'GET', url, corpo);
      expect(res.statusCode, `${metodo} ${url}`).toBe(404);
      expect(res.json().mensagem, `${metodo} ${url}`).toBe('Requerimento não encontrado.');
    }
    const upload = await enviarArquivo(t, b, `/wsapp/requerimentos/${r.id}/documentos?chave=certidao_evento`, pdf());
    expect(upload.statusCode).toBe(404);
    expect(upload.json().mensagem).toBe('Requerimento não encontrado.');
    // Nothing of A's changed.
    const [linha] = await t.db.select().from(requerimentos).where(eq(requerimentos.id, r.id));
    expect(linha?.status).toBe('rascunho');
    expect((await chamar(t, a, 'GET', `/wsapp/requerimentos/${r.id}`)).json().documentos).toHaveLength(1);
    // B's list does not show A's requests.
    expect((await chamar(t, b, 'GET', '/wsapp/requerimentos')).json().total).toBe(0);
  });

  it('an unknown id answers 404; a malformed id answers the same (never 400 or 500)', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const nenhum = await chamar(t, p, 'GET', '/wsapp/requerimentos/00000000-0000-4000-8000-000000000000');
    expect(nenhum.statusCode).toBe(404);
    expect(nenhum.json()).toEqual({ mensagem: 'Requerimento não encontrado.', codigo: 'NAO_ENCONTRADO' });
    for (const url of ['/wsapp/requerimentos/123', "/wsapp/requerimentos/'%20or%201=1", `/wsapp/requerimentos/${'a'.repeat(90)}/comprovante`]) {
      const res = await chamar(t, p, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(nenhum.json());
    }
  });
});

describe('GET /wsapp/requerimentos and /pendencias', () => {
  it('lists the member\'s requests newest first, with filters and pages', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const r1 = await criarRequerimento(t.db, { pessoaId: p.pessoaId, codigo: '262', status: 'deferido' });
    const r2 = await criarRequerimento(t.db, { pessoaId: p.pessoaId, codigo: '401', status: 'rascunho' });
    const r3 = await criarRequerimento(t.db, { pessoaId: p.pessoaId, codigo: '298', status: 'enviado' });
    const todos = (await chamar(t, p, 'GET', '/wsapp/requerimentos')).json();
    expect(todos.total).toBe(3);
    expect(todos.itens.map((i: { id: string }) => i.id)).toEqual([r3.id, r2.id, r1.id]);
    expect((await chamar(t, p, 'GET', '/wsapp/requerimentos?area=casag')).json().itens.map((i: { id: string }) => i.id)).toEqual([r1.id]);
    expect((await chamar(t, p, 'GET', '/wsapp/requerimentos?status=rascunho')).json().itens.map((i: { id: string }) => i.id)).toEqual([r2.id]);
    expect((await chamar(t, p, 'GET', '/wsapp/requerimentos?abertos=true')).json().total).toBe(2);
    expect((await chamar(t, p, 'GET', '/wsapp/requerimentos?abertos=false')).json().itens.map((i: { id: string }) => i.id)).toEqual([r1.id]);
    const pagina2 = (await chamar(t, p, 'GET', '/wsapp/requerimentos?pagina=2&tamanho=2')).json();
    expect(pagina2).toMatchObject({ total: 3, pagina: 2, tamanho: 2 });
    expect(pagina2.itens.map((i: { id: string }) => i.id)).toEqual([r1.id]);
  });

  it('refuses bad or huge query values with 400 in Portuguese', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    for (const q of ['tamanho=1000', 'pagina=0', 'area=xyz', 'status=aprovado', `area=${'x'.repeat(5000)}`, 'abertos=talvez', 'pagina=1e400', 'outro=1']) {
      const res = await chamar(t, p, 'GET', `/wsapp/requerimentos?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().mensagem, q).toMatch(/inválid|permitido|no máximo/);
    }
  });

  it('pendências: drafts, diligências, fees waiting and open títulos (overdue first)', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const rascunhoR = await criarRequerimento(t.db, { pessoaId: p.pessoaId, codigo: '262', status: 'rascunho' });
    const diligencia = await criarRequerimento(t.db, { pessoaId: p.pessoaId, codigo: '264', status: 'em_diligencia' });
    const taxa = await criarRequerimento(t.db, { pessoaId: p.pessoaId, codigo: '401', status: 'aguardando_pagamento' });
    await criarRequerimento(t.db, { pessoaId: p.pessoaId, codigo: '262', status: 'deferido' });
    const futuro = await criarTitulo(t.db, { pessoaId: p.pessoaId, vencimento: somarDiasIso(hoje(), 30) });
    const vencido = await criarTitulo(t.db, { pessoaId: p.pessoaId, vencimento: '2020-03-31' });
    await criarTitulo(t.db, { pessoaId: p.pessoaId, vencimento: '2019-03-31', status: 'pago' });
    const res = await chamar(t, p, 'GET', '/wsapp/requerimentos/pendencias');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rascunhos.map((r: { id: string }) => r.id)).toEqual([rascunhoR.id]);
    expect(body.diligencias.map((r: { id: string }) => r.id)).toEqual([diligencia.id]);
    expect(body.diligencias[0].prazoDiligencia).toBe(somarDiasIso(hoje(), 10));
    expect(body.aguardandoPagamento.map((r: { id: string }) => r.id)).toEqual([taxa.id]);
    expect(body.titulosAbertos.map((x: { id: string; vencido: boolean }) => [x.id, x.vencido])).toEqual([
      [vencido.id, true],
      [futuro.id, false],
    ]);
  });
});

describe('sensitive types', () => {
  it('e-mails use neutral wording: no type name, no status, no reason', async () => {
    const p = await criarPessoa(t.db, { advogado: true, nome: 'Maria Sigilo' });
    const e = await enviado(p, '305');
    const email = await t.caixa.esperar(p.email, (m) => m.assunto.includes(e.protocolo));
    expect(email.assunto).toBe(`Atualização no seu requerimento ${e.protocolo} — Portal unificado`);
    expect(email.texto).toContain(`Há uma atualização no seu requerimento ${e.protocolo}. Acesse o portal para ver.`);
    expect(email.bruto).not.toMatch(/Prote|mulher|Enviado|Recebemos/i);

    await t.db.update(requerimentos).set({ status: 'em_analise' }).where(eq(requerimentos.id, e.id));
    await aplicarTransicao(t.app, {
      requerimentoId: e.id,
      acao: 'indeferir',
      ator: { tipo: 'staff', usuarioId: staff.usuarioId },
      motivo: 'Boletim de ocorrência ilegível',
    });
    const decisao = await t.caixa.esperar(p.email, (m) => m.assunto.includes(e.protocolo));
    expect(decisao.texto).toContain(`Há uma atualização no seu requerimento ${e.protocolo}. Acesse o portal para ver.`);
    expect(decisao.bruto).not.toMatch(/Boletim|Indeferido|Prote/i);
  });
});

describe('transitions (the one table, enforced)', () => {
  const ACOES_SEM_ENVIO = ACOES_REQUERIMENTO.filter((a) => a !== 'enviar' && a !== 'enviar_com_taxa');
  const ATOR = (acao: AcaoRequerimento) => {
    const quem = TRANSICOES[acao].ator;
    return quem === 'staff' ? { tipo: 'staff' as const, usuarioId: staff.usuarioId } : { tipo: quem, usuarioId: null };
  };

  it('each action is applied exactly from the statuses TRANSICOES allows, and refused with 409 naming the status otherwise', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const falhas: string[] = [];
    for (const acao of ACOES_SEM_ENVIO) {
      for (const status of STATUS_REQUERIMENTO) {
        const r = await criarRequerimento(t.db, { pessoaId: p.pessoaId, codigo: '264', status });
        const permitido = TRANSICOES[acao].de.includes(status);
        try {
          const res = await aplicarTransicao(t.app, {
            requerimentoId: r.id,
            acao,
            ator: ATOR(acao),
            motivo: 'Motivo de teste',
            prazo: somarDiasIso(hoje(), 5),
          });
          if (!permitido) falhas.push(`${acao} de ${status}: aplicou`);
          else if (res.para !== TRANSICOES[acao].para) falhas.push(`${acao} de ${status}: foi para ${res.para}`);
        } catch (erro) {
          const e = erro as { statusCode?: number; codigo?: string; mensagem?: string };
          if (permitido) falhas.push(`${acao} de ${status}: recusou (${e.mensagem ?? String(erro)})`);
          else if (e.statusCode !== 409 || e.codigo !== 'TRANSICAO_INVALIDA') falhas.push(`${acao} de ${status}: ${e.statusCode} ${e.codigo}`);
        }
        const [linha] = await t.db.select({ status: requerimentos.status }).from(requerimentos).where(eq(requerimentos.id, r.id));
        if (linha?.status !== (permitido ? TRANSICOES[acao].para : status)) falhas.push(`${acao} de ${status}: ficou ${linha?.status}`);
      }
    }
    expect(falhas).toEqual([]);
  });

  it('diligência sets and then clears the deadline; deciding records the date; staff changes are audited and e-mailed with the reason', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const r = await criarRequerimento(t.db, { pessoaId: p.pessoaId, codigo: '264', status: 'em_analise' });
    const ator = { tipo: 'staff' as const, usuarioId: staff.usuarioId };
    const prazo = somarDiasIso(hoje(), 7);

    await expect(aplicarTransicao(t.app, { requerimentoId: r.id, acao: 'pedir_diligencia', ator, motivo: 'Envie o orçamento', prazo: hoje() })).rejects.toMatchObject({
      statusCode: 422,
      codigo: 'PRAZO_INVALIDO',
    });
    await expect(aplicarTransicao(t.app, { requerimentoId: r.id, acao: 'indeferir', ator, motivo: 'ok' })).rejects.toMatchObject({
      statusCode: 422,
      codigo: 'MOTIVO_OBRIGATORIO',
    });
    await expect(aplicarTransicao(t.app, { requerimentoId: r.id, acao: 'deferir', ator: { tipo: 'membro', usuarioId: p.usuarioId }, motivo: 'Eu mesmo defiro' })).rejects.toMatchObject({
      statusCode: 403,
    });

    await aplicarTransicao(t.app, { requerimentoId: r.id, acao: 'pedir_diligencia', ator, motivo: 'Envie o orçamento da obra', prazo, origem: { ip: '10.0.0.9', userAgent: 'navegador' } });
    let [linha] = await t.db.select().from(requerimentos).where(eq(requerimentos.id, r.id));
    expect(linha).toMatchObject({ status: 'em_diligencia', prazoDiligencia: prazo });
    const email = await t.caixa.esperar(p.email, (m) => m.assunto.includes('Diligência'));
    expect(email.texto).toContain('Motivo: Envie o orçamento da obra');
    expect(email.texto).toContain(`Responda até ${prazo.split('-').reverse().join('/')}`);

    await aplicarTransicao(t.app, { requerimentoId: r.id, acao: 'responder_diligencia', ator: { tipo: 'sistema', usuarioId: null } });
    [linha] = await t.db.select().from(requerimentos).where(eq(requerimentos.id, r.id));
    expect(linha).toMatchObject({ status: 'em_analise', prazoDiligencia: null, decididoEm: null });

    await aplicarTransicao(t.app, { requerimentoId: r.id, acao: 'deferir', ator, motivo: 'Documentação completa' });
    [linha] = await t.db.select().from(requerimentos).where(eq(requerimentos.id, r.id));
    expect(linha?.status).toBe('deferido');
    expect(linha?.decididoEm).toBeInstanceOf(Date);

    const hist = await t.db.select().from(andamentos).where(eq(andamentos.requerimentoId, r.id));
    expect(hist.find((a) => a.acao === 'pedir_diligencia')).toMatchObject({ autorTipo: 'staff', autorUsuarioId: staff.usuarioId, prazo, texto: 'Envie o orçamento da obra' });
    expect(hist.find((a) => a.acao === 'responder_diligencia')).toMatchObject({ autorTipo: 'sistema', autorUsuarioId: null });
    const auditados = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.usuarioId, staff.usuarioId), eq(auditoria.acao, 'requerimento_transicao')));
    const deste = auditados.filter((a) => (a.detalhes as { requerimentoId?: string }).requerimentoId === r.id);
    expect(deste.map((a) => (a.detalhes as { acao: string }).acao).sort()).toEqual(['deferir', 'pedir_diligencia']);
    expect(deste.find((a) => (a.detalhes as { acao: string }).acao === 'pedir_diligencia')).toMatchObject({ ip: '10.0.0.9', userAgent: 'navegador' });

    const detalhe = (await chamar(t, p, 'GET', `/wsapp/requerimentos/${r.id}`)).json();
    expect(detalhe.acoes).toEqual([]);
    expect(detalhe.prazoDiligencia).toBeNull();
  });
});

describe('OpenAPI', () => {
  it('documents the member and anonymous routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wsapp/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of ['/wsapp/requerimentos', '/wsapp/requerimentos/{id}/documentos', '/wsapp/requerimentos/{id}/comprovante.pdf', '/wsapp/ouvidoria/acompanhamento', '/wsapp/protocolos/verificar/{codigo}']) {
      expect(paths).toContain(p);
    }
  });
});
