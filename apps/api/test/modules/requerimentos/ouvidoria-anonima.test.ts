import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { andamentos, auditoria, documentosRequerimento, requerimentos } from '../../../src/db/schema/index.js';
import { ArquivoNaoEncontrado } from '../../../src/lib/armazenamento/armazenamento.js';
import { MAX_DENUNCIAS_POR_JANELA } from '../../../src/modules/requerimentos/denuncia-anonima.js';
import { clienteAnonimo, MAX_RASCUNHOS_POR_CLIENTE, redeDoCliente } from '../../../src/modules/requerimentos/limite-por-cliente.js';
import { purgarRascunhosAnonimos } from '../../../src/modules/requerimentos/purgar-rascunhos.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { iniciarS3Falso } from '../../helpers/s3-falso.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { chamar, criarRequerimento, dadosValidos, enviarArquivo, exeRenomeado, hoje, linhas, multipart, pdf, somarDiasIso, tokenDe } from '../../helpers/requerimentos.js';

let t: AppDeTeste;
let membro: PessoaCriada;
beforeAll(async () => {
  t = await criarAppDeTeste();
  membro = await criarPessoa(t.db, { advogado: true, nome: 'Denunciante Identificável' });
});
afterAll(() => t.close());

const IP = '203.0.113.77';
const AGENTE = 'NavegadorMuitoEspecifico/9.9 (Denunciante)';
const CHAVE = /^[A-Z0-9]{4}(-[A-Z0-9]{4}){4}$/;

/** The way a signed-in member's browser would call: session token, IP and user agent, all of which must be ignored. */
async function comoMembro(): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await tokenDe(t, membro)}`, 'user-agent': AGENTE };
}

/** Each draft from its own address by default: one address may start only MAX_RASCUNHOS_POR_CLIENTE per hour. */
let enderecos = 0;
const outroEndereco = () => `198.18.${Math.floor(++enderecos / 250)}.${(enderecos % 250) + 1}`;

async function criar(dados = dadosValidos('301'), remoteAddress = outroEndereco()) {
  const res = await t.app.inject({ method: 'POST', url: '/wsapp/ouvidoria/anonima', payload: { dados }, headers: await comoMembro(), remoteAddress });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; chave: string };
}

const comChave = (chave: string) => ({ 'x-chave-acompanhamento': chave });

describe('301 denúncia anônima: no identity anywhere', () => {
  it('row, history, audit and log hold nothing of the reporter; times are kept to the day', async () => {
    // The log capture works: an ordinary request is logged with its URL (and, since ADR 046, never with the IP).
    await t.app.inject({ method: 'GET', url: '/wsapp/requerimentos/pendencias', headers: await comoMembro(), remoteAddress: IP });
    expect(t.logs()).toContain('/wsapp/requerimentos/pendencias');
    expect(t.logs()).not.toContain(IP);

    const inicioLog = t.logs().length;
    const inicio = new Date(Date.now() - 1000);

    const { id, chave } = await criar(dadosValidos('301'), IP);
    expect(chave).toMatch(CHAVE);
    const anexo = await enviarArquivo(t, null, `/wsapp/ouvidoria/anonima/${id}/documentos?chave=anexos`, pdf(), 'fatos.pdf', {
      ...(await comoMembro()),
      ...comChave(chave),
    });
    expect(anexo.statusCode, anexo.body).toBe(201);
    const enviado = await t.app.inject({
      method: 'POST',
      url: `/wsapp/ouvidoria/anonima/${id}/enviar`,
      headers: { ...(await comoMembro()), ...comChave(chave) },
      remoteAddress: IP,
    });
    expect(enviado.statusCode, enviado.body).toBe(200);
    const acompanhamento = await t.app.inject({
      method: 'POST',
      url: '/wsapp/ouvidoria/acompanhamento',
      payload: { chave },
      headers: await comoMembro(),
      remoteAddress: IP,
    });
    expect(acompanhamento.statusCode).toBe(200);
    // Errors are not logged either.
    await t.app.inject({ method: 'POST', url: '/wsapp/ouvidoria/acompanhamento', payload: { chave: 'ERRA-DAER-RADA-ERRA-DAER' }, remoteAddress: IP });
    await t.app.inject({ method: 'POST', url: '/wsapp/ouvidoria/anonima', payload: { dados: { assunto: 1 } }, remoteAddress: IP });

    const novoLog = t.logs().slice(inicioLog);
    expect(novoLog).toBe('');
    const log = t.logs();
    for (const segredo of [chave, chave.replace(/-/g, ''), id, AGENTE, 'NavegadorMuitoEspecifico', '/ouvidoria', membro.usuarioId, membro.pessoaId]) {
      expect(log).not.toContain(segredo);
    }

    const [linha] = await linhas<Record<string, unknown>>(
      t.db,
      sql`select pessoa_id, registrado_por, chave_acompanhamento_hash, status, protocolo,
                 criado_em = date_trunc('day', criado_em, 'America/Sao_Paulo') as criado_meia_noite,
                 atualizado_em = date_trunc('day', atualizado_em, 'America/Sao_Paulo') as atualizado_meia_noite,
                 status_desde = date_trunc('day', status_desde, 'America/Sao_Paulo') as status_meia_noite,
                 enviado_em = date_trunc('day', enviado_em, 'America/Sao_Paulo') as enviado_meia_noite,
                 (criado_em at time zone 'America/Sao_Paulo')::date::text as dia,
                 row_to_json(r)::text as tudo
            from requerimentos r where id = ${id}`,
    );
    expect(linha).toMatchObject({
      pessoa_id: null,
      registrado_por: null,
      status: 'enviado',
      chave_acompanhamento_hash: createHash('sha256').update(chave.replace(/-/g, '')).digest('hex'),
      criado_meia_noite: true,
      atualizado_meia_noite: true,
      status_meia_noite: true,
      enviado_meia_noite: true,
      dia: hoje(),
    });
    for (const rastro of [membro.pessoaId, membro.usuarioId, membro.cpf, membro.email, IP, AGENTE, chave]) expect(linha?.tudo).not.toContain(rastro);

    const hist = await linhas<Record<string, unknown>>(
      t.db,
      sql`select autor_usuario_id, autor_tipo, criado_em = date_trunc('day', criado_em, 'America/Sao_Paulo') as meia_noite from andamentos where requerimento_id = ${id}`,
    );
    expect(hist).toHaveLength(2);
    expect(hist.every((a) => a.autor_usuario_id === null && a.meia_noite === true && a.autor_tipo === 'membro')).toBe(true);
    const docs = await linhas<Record<string, unknown>>(
      t.db,
      sql`select enviado_em = date_trunc('day', enviado_em, 'America/Sao_Paulo') as meia_noite from documentos_requerimento where requerimento_id = ${id}`,
    );
    expect(docs).toEqual([{ meia_noite: true }]);

    // No audit row about it (other test files may audit their own things meanwhile on a shared database).
    const auditados = await t.db
      .select({ n: count() })
      .from(auditoria)
      .where(
        sql`${auditoria.em} >= ${inicio} and (${auditoria.ip} = ${IP} or ${auditoria.userAgent} = ${AGENTE} or ${auditoria.usuarioId} = ${membro.usuarioId} or ${auditoria.detalhes}::text like ${`%${id}%`})`,
      );
    expect(auditados[0]?.n).toBe(0);
    // No e-mail went anywhere.
    expect(t.caixa.recebidos.filter((e) => e.texto.includes(id) || e.para.includes(membro.email.toLowerCase()))).toEqual([]);
  });
});

describe('follow-up by key', () => {
  it('shows protocol, status, the day, data, documents and history; the key works in any case and with spaces', async () => {
    const { id, chave } = await criar({ ...dadosValidos('301'), assunto: 'Cobrança indevida' });
    const antes = await t.app.inject({ method: 'POST', url: '/wsapp/ouvidoria/acompanhamento', payload: { chave: ` ${chave.toLowerCase()} ` } });
    expect(antes.statusCode).toBe(200);
    expect(antes.json()).toMatchObject({ id, protocolo: null, status: 'rascunho', criadoEm: hoje(), dados: { assunto: 'Cobrança indevida' }, documentos: [] });

    const enviado = await t.app.inject({ method: 'POST', url: `/wsapp/ouvidoria/anonima/${id}/enviar`, headers: comChave(chave) });
    expect(enviado.statusCode).toBe(200);
    const body = enviado.json();
    expect(body.protocolo).toMatch(/^\d{4}\/\d{6}$/);
    expect(body.status).toBe('enviado');
    expect(body.andamentos.map((a: { para: string; autor: string }) => [a.para, a.autor])).toEqual([
      ['rascunho', 'membro'],
      ['enviado', 'membro'],
    ]);
    const depois = await t.app.inject({ method: 'POST', url: '/wsapp/ouvidoria/acompanhamento', payload: { chave } });
    expect(depois.json()).toEqual(body);

    const denovo = await t.app.inject({ method: 'POST', url: `/wsapp/ouvidoria/anonima/${id}/enviar`, headers: comChave(chave) });
    expect(denovo.statusCode).toBe(409);
  });

  it('a wrong key → 404; a malformed key → 400; the key is never accepted in the URL', async () => {
    const { id, chave } = await criar();
    const errada = await t.app.inject({ method: 'POST', url: '/wsapp/ouvidoria/acompanhamento', payload: { chave: 'AAAA-BBBB-CCCC-DDDD-EEEE' } });
    expect(errada.statusCode).toBe(404);
    expect(errada.json()).toEqual({ mensagem: 'Chave não encontrada.', codigo: 'NAO_ENCONTRADO' });
    const malformada = await t.app.inject({ method: 'POST', url: '/wsapp/ouvidoria/acompanhamento', payload: { chave: 'abc' } });
    expect(malformada.statusCode).toBe(400);
    expect(malformada.json().mensagem).toMatch(/Chave inválida/);

    const naQuery = await t.app.inject({ method: 'POST', url: `/wsapp/ouvidoria/acompanhamento?chave=${chave}`, payload: {} });
    expect(naQuery.statusCode).toBe(400);
    expect(naQuery.body).not.toContain(chave);
    expect((await t.app.inject({ method: 'GET', url: `/wsapp/ouvidoria/acompanhamento/${chave}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/wsapp/ouvidoria/acompanhamento?chave=${chave}` })).statusCode).toBe(404);
    const enviarNaQuery = await t.app.inject({ method: 'POST', url: `/wsapp/ouvidoria/anonima/${id}/enviar?chave=${chave}` });
    expect(enviarNaQuery.statusCode).toBe(400);
    const [linha] = await t.db.select({ status: requerimentos.status }).from(requerimentos).where(eq(requerimentos.id, id));
    expect(linha?.status).toBe('rascunho');
  });

  it("the key opens only its own report: another report's id, a missing or wrong key → 404/400, nothing changes", async () => {
    const a = await criar();
    const b = await criar();
    const cruzada = await t.app.inject({ method: 'POST', url: `/wsapp/ouvidoria/anonima/${a.id}/enviar`, headers: comChave(b.chave) });
    expect(cruzada.statusCode).toBe(404);
    const semChave = await t.app.inject({ method: 'POST', url: `/wsapp/ouvidoria/anonima/${a.id}/enviar` });
    expect(semChave.statusCode).toBe(400);
    expect(semChave.json().mensagem).toMatch(/chave de acompanhamento/);
    const upload = await enviarArquivo(t, null, `/wsapp/ouvidoria/anonima/${a.id}/documentos?chave=anexos`, pdf(), 'x.pdf', comChave(b.chave));
    expect(upload.statusCode).toBe(404);
    const remover = await t.app.inject({
      method: 'DELETE',
      url: `/wsapp/ouvidoria/anonima/${a.id}/documentos/00000000-0000-4000-8000-000000000000`,
      headers: comChave(b.chave),
    });
    expect(remover.statusCode).toBe(404);
    // Members and their session see nothing of it either.
    expect((await chamar(t, membro, 'GET', `/wsapp/requerimentos/${a.id}`)).statusCode).toBe(404);
    const [linha] = await t.db.select({ status: requerimentos.status }).from(requerimentos).where(eq(requerimentos.id, a.id));
    expect(linha?.status).toBe('rascunho');
  });
});

describe('unknown paths and wrong methods under /wsapp/ouvidoria', () => {
  it('answer the same 404 as any unknown API path and log nothing (no IP, no report id)', async () => {
    const { id, chave } = await criar();
    const desconhecida = await t.app.inject({ method: 'GET', url: '/wsapp/nao-existe', remoteAddress: IP });
    expect(desconhecida.statusCode).toBe(404);
    const inicioLog = t.logs().length;

    const chamadas: Array<{ method: 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'POST' | 'OPTIONS'; url: string }> = [
      { method: 'GET', url: `/wsapp/ouvidoria/anonima/${id}/documentos` },
      { method: 'GET', url: `/wsapp/ouvidoria/anonima/${id}/enviar` },
      { method: 'PUT', url: `/wsapp/ouvidoria/anonima/${id}` },
      { method: 'PATCH', url: `/wsapp/ouvidoria/anonima/${id}/documentos/${randomUUID()}` },
      { method: 'DELETE', url: `/wsapp/ouvidoria/anonima/${id}` },
      { method: 'HEAD', url: `/wsapp/ouvidoria/anonima/${id}/documentos` },
      { method: 'OPTIONS', url: `/wsapp/ouvidoria/anonima/${id}/enviar` },
      { method: 'GET', url: `/wsapp/ouvidoria/acompanhamento?chave=${chave}` },
      { method: 'POST', url: `/wsapp/ouvidoria/anonima/${id}/outra-coisa` },
    ];
    for (const c of chamadas) {
      const res = await t.app.inject({ ...c, headers: { ...(await comoMembro()), ...comChave(chave) }, remoteAddress: IP });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(404);
      if (c.method !== 'HEAD') expect(res.json(), `${c.method} ${c.url}`).toEqual(desconhecida.json());
    }
    expect(t.logs().slice(inicioLog)).toBe('');
    expect(t.logs()).not.toContain(id);
  });
});

describe('unsent anonymous drafts are removed the day after the next', () => {
  const contexto = () => ({ db: t.db, armazenamento: t.armazenamento, log: t.app.log, mailer: t.app.mailer, config: t.config });
  const envelhecer = (id: string, dias: number) =>
    t.db.execute(sql`update requerimentos set criado_em = criado_em - make_interval(days => ${dias}::int) where id = ${id}`);
  const existe = async (id: string) => (await t.db.select({ id: requerimentos.id }).from(requerimentos).where(eq(requerimentos.id, id))).length === 1;

  it('drafts made before yesterday go, with their files, history and key; recent drafts, sent reports and members\' drafts stay', async () => {
    const velha = await criar();
    const up = await enviarArquivo(t, null, `/wsapp/ouvidoria/anonima/${velha.id}/documentos?chave=anexos`, pdf(), 'prova.pdf', comChave(velha.chave));
    expect(up.statusCode, up.body).toBe(201);
    const [doc] = await t.db.select().from(documentosRequerimento).where(eq(documentosRequerimento.requerimentoId, velha.id));
    await t.armazenamento.ler(doc!.armazenamentoChave).then((s) => s.destroy());
    await envelhecer(velha.id, 2);

    const ontem = await criar();
    await envelhecer(ontem.id, 1);
    const hojeCriada = await criar();
    const enviada = await criar();
    const envio = await t.app.inject({ method: 'POST', url: `/wsapp/ouvidoria/anonima/${enviada.id}/enviar`, headers: comChave(enviada.chave) });
    expect(envio.statusCode, envio.body).toBe(200);
    await envelhecer(enviada.id, 30);
    const doMembro = await criarRequerimento(t.db, { pessoaId: membro.pessoaId, codigo: '262', status: 'rascunho' });
    await envelhecer(doMembro.id, 30);
    const inicioLog = t.logs().length;

    expect(await purgarRascunhosAnonimos(contexto())).toBeGreaterThanOrEqual(1);

    expect(await existe(velha.id)).toBe(false);
    expect(await t.db.select().from(documentosRequerimento).where(eq(documentosRequerimento.requerimentoId, velha.id))).toHaveLength(0);
    expect(await t.db.select().from(andamentos).where(eq(andamentos.requerimentoId, velha.id))).toHaveLength(0);
    await expect(t.armazenamento.ler(doc!.armazenamentoChave)).rejects.toBeInstanceOf(ArquivoNaoEncontrado);
    const acompanhar = await t.app.inject({ method: 'POST', url: '/wsapp/ouvidoria/acompanhamento', payload: { chave: velha.chave } });
    expect(acompanhar.statusCode).toBe(404);
    for (const ficou of [ontem.id, hojeCriada.id, enviada.id, doMembro.id]) expect(await existe(ficou), ficou).toBe(true);
    expect(t.logs().slice(inicioLog)).not.toContain(velha.id);

    // Tomorrow the one made yesterday goes too.
    await purgarRascunhosAnonimos(contexto(), somarDiasIso(hoje(), 1));
    expect(await existe(ontem.id)).toBe(false);
    expect(await existe(hojeCriada.id)).toBe(true);
  });

  it('runs as a job the server starts', async () => {
    const velha = await criar();
    await envelhecer(velha.id, 5);
    // An app with jobs on, on this file's database (closing it leaves the database to t).
    // Only its job: the database may be shared with other test files (PostgreSQL), whose lawyers another job would touch.
    const comJobs = await criarAppDeTeste({}, { banco: { db: t.db, close: async () => {} }, jobs: { consultaS: 0.5, somente: ['ouvidoria-anonima.purgar-rascunhos'] } });
    try {
      await expect.poll(() => existe(velha.id), { timeout: 10_000 }).toBe(false);
    } finally {
      await comJobs.close();
    }
  });
});

describe('anonymous report documents and bad input', () => {
  it('attaches and removes a file with the key; refuses a renamed executable with nothing stored', async () => {
    const { id, chave } = await criar();
    const ok = await enviarArquivo(t, null, `/wsapp/ouvidoria/anonima/${id}/documentos?chave=anexos`, pdf(), 'prova.pdf', comChave(chave));
    expect(ok.statusCode).toBe(201);
    const exe = await enviarArquivo(t, null, `/wsapp/ouvidoria/anonima/${id}/documentos?chave=anexos`, exeRenomeado(), 'prova.pdf', comChave(chave));
    expect(exe.statusCode).toBe(422);
    expect(await t.db.select().from(documentosRequerimento).where(eq(documentosRequerimento.requerimentoId, id))).toHaveLength(1);
    const remover = await t.app.inject({ method: 'DELETE', url: `/wsapp/ouvidoria/anonima/${id}/documentos/${ok.json().id}`, headers: comChave(chave) });
    expect(remover.statusCode).toBe(204);
    expect(await t.db.select().from(documentosRequerimento).where(eq(documentosRequerimento.requerimentoId, id))).toHaveLength(0);
  });

  it('invalid data → 400 and nothing stored; multipart without a file → 422; an unknown document key → 422', async () => {
    const marcador = `Fatos ${randomUUID()}`;
    const ruim = await t.app.inject({ method: 'POST', url: '/wsapp/ouvidoria/anonima', payload: { dados: { ...dadosValidos('301'), assunto: '', texto: marcador } } });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().campos).toEqual({ assunto: 'Campo obrigatório.' });
    expect(await t.db.select().from(requerimentos).where(sql`${requerimentos.dados}->>'texto' = ${marcador}`)).toHaveLength(0);

    const { id, chave } = await criar();
    const vazio = multipart([{ campo: 'nota', conteudo: 'sem arquivo' }]);
    const semArquivo = await t.app.inject({
      method: 'POST',
      url: `/wsapp/ouvidoria/anonima/${id}/documentos?chave=anexos`,
      payload: vazio.payload,
      headers: { ...vazio.headers, ...comChave(chave) },
    });
    expect(semArquivo.statusCode).toBe(400);
    expect(semArquivo.json().codigo).toBe('ARQUIVO_AUSENTE');
    const outraChave = await enviarArquivo(t, null, `/wsapp/ouvidoria/anonima/${id}/documentos?chave=certidao_obito`, pdf(), 'a.pdf', comChave(chave));
    expect(outraChave.statusCode).toBe(422);
    expect(outraChave.json().codigo).toBe('DOCUMENTO_DESCONHECIDO');
  });

  it('no andamento or row of the anonymous report ever names a user', async () => {
    const [r] = await t.db
      .select({ n: count() })
      .from(andamentos)
      .innerJoin(requerimentos, eq(requerimentos.id, andamentos.requerimentoId))
      .where(sql`${requerimentos.codigo} = '301' and (${andamentos.autorUsuarioId} is not null or ${requerimentos.pessoaId} is not null)`);
    expect(r?.n).toBe(0);
  });
});

describe('stored files of the anonymous report keep only the day and a neutral name', () => {
  const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/;

  it('the file and its folder have day-only times; the row, the key and the object hold no original name and no time', async () => {
    const { id, chave } = await criar();
    const nomeOriginal = 'Relato-de-Fulano-Beltrano-2026-11-25-14h37.pdf';
    const up = await enviarArquivo(t, null, `/wsapp/ouvidoria/anonima/${id}/documentos?chave=anexos`, pdf(), nomeOriginal, comChave(chave));
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json().nome).toBe('anexo-1.pdf');
    const segundo = await enviarArquivo(t, null, `/wsapp/ouvidoria/anonima/${id}/documentos?chave=anexos`, pdf(), 'outro nome.pdf', comChave(chave));
    expect(segundo.json().nome).toBe('anexo-2.pdf');

    const docs = await t.db.select().from(documentosRequerimento).where(eq(documentosRequerimento.requerimentoId, id));
    expect(docs.map((d) => d.nome).sort()).toEqual(['anexo-1.pdf', 'anexo-2.pdf']);
    for (const d of docs) {
      // A random UUID under one flat folder: neither the report's id nor a time nor the file's name.
      expect(d.armazenamentoChave).toMatch(new RegExp(`^[a-z-]+/${UUID.source}$`));
      expect(d.armazenamentoChave).not.toContain(id);
      expect(JSON.stringify(d)).not.toContain('Fulano');
    }

    const [dia] = await linhas<{ ms: string }>(t.db, sql`select (extract(epoch from date_trunc('day', now(), 'America/Sao_Paulo')) * 1000)::bigint::text as ms`);
    const meiaNoite = Number(dia?.ms);
    if (t.config.armazenamento.kind !== 'local') throw new Error('Este teste usa o armazenamento local.');
    const raiz = t.config.armazenamento.dir;
    for (const d of docs) {
      const arquivo = path.join(raiz, d.armazenamentoChave);
      const st = await fs.promises.stat(arquivo);
      expect(st.mtimeMs, 'mtime do arquivo').toBe(meiaNoite);
      expect(st.atimeMs, 'atime do arquivo').toBe(meiaNoite);
      const pasta = await fs.promises.stat(path.dirname(arquivo));
      expect(pasta.mtimeMs, 'mtime da pasta').toBe(meiaNoite);
      expect(fs.readdirSync(path.dirname(arquivo)).join(' ')).not.toContain('Fulano');
    }

    // Removing one keeps the folder at the day as well.
    const remover = await t.app.inject({ method: 'DELETE', url: `/wsapp/ouvidoria/anonima/${id}/documentos/${segundo.json().id}`, headers: comChave(chave) });
    expect(remover.statusCode).toBe(204);
    const pasta = await fs.promises.stat(path.dirname(path.join(raiz, docs[0]!.armazenamentoChave)));
    expect(pasta.mtimeMs, 'mtime da pasta após remover').toBe(meiaNoite);

    // A PDF refused after it was stored (it does not parse) is removed: the folder still shows only the day.
    const html = Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>\nstartxref\n9\n%%EOF\n');
    const recusado = await enviarArquivo(t, null, `/wsapp/ouvidoria/anonima/${id}/documentos?chave=anexos`, html, 'x.pdf', comChave(chave));
    expect(recusado.statusCode).toBe(422);
    const pastaDepois = await fs.promises.stat(path.dirname(path.join(raiz, docs[0]!.armazenamentoChave)));
    expect(pastaDepois.mtimeMs, 'mtime da pasta após uma recusa').toBe(meiaNoite);
  });
});

describe('on S3 (LastModified cannot be set)', () => {
  it('the object key names neither the report nor a time nor the file, and the object carries no name metadata', async () => {
    const s3 = await iniciarS3Falso();
    const comS3 = await criarAppDeTeste(
      { S3_BUCKET: s3.bucket, S3_ENDPOINT: s3.url, S3_ACCESS_KEY_ID: 'AKIATESTE', S3_SECRET_ACCESS_KEY: 'segredo-de-teste' },
      { banco: { db: t.db, close: async () => {} } },
    );
    try {
      const criada = await comS3.app.inject({ method: 'POST', url: '/wsapp/ouvidoria/anonima', payload: { dados: dadosValidos('301') } });
      const { id, chave } = criada.json() as { id: string; chave: string };
      const up = await enviarArquivo(comS3, null, `/wsapp/ouvidoria/anonima/${id}/documentos?chave=anexos`, pdf(), 'Relato-de-Fulano.pdf', comChave(chave));
      expect(up.statusCode, up.body).toBe(201);
      const chaves = [...s3.objetos.keys()];
      expect(chaves).toHaveLength(1);
      expect(chaves[0]).toMatch(/^ouvidoria-anonima\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(chaves[0]).not.toContain(id);
      const gravacoes = s3.requisicoes.filter((r) => r.operacao === 'PutObject' || r.operacao === 'CreateMultipartUpload');
      expect(gravacoes.length).toBeGreaterThan(0);
      for (const r of gravacoes) {
        expect(r.cabecalhos.filter((c) => c.startsWith('x-amz-meta-') || c === 'content-disposition' || c === 'x-amz-tagging')).toEqual([]);
      }
    } finally {
      await comS3.close();
      await s3.fechar();
    }
  });
});

describe('one client flooding the channel cannot silence it', () => {
  const postar = (remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/wsapp/ouvidoria/anonima', payload: { dados: dadosValidos('301') }, remoteAddress });

  it('a flood from one address is refused past its own limit while another reporter still files and sends', async () => {
    const INUNDADOR = '192.0.2.66';
    const inicioLog = t.logs().length;
    const status: number[] = [];
    for (let i = 0; i < MAX_DENUNCIAS_POR_JANELA + 20; i++) status.push((await postar(INUNDADOR)).statusCode);
    expect(status.filter((s) => s === 201)).toHaveLength(MAX_RASCUNHOS_POR_CLIENTE);
    expect(status.slice(MAX_RASCUNHOS_POR_CLIENTE).every((s) => s === 429)).toBe(true);
    const recusada = await postar(INUNDADOR);
    expect(recusada.statusCode).toBe(429);
    expect(recusada.json().codigo).toBe('MUITOS_PEDIDOS');
    expect(recusada.headers['retry-after']).toBeDefined();

    // Someone else, meanwhile: files, attaches and sends.
    const outro = await postar('203.0.113.200');
    expect(outro.statusCode, outro.body).toBe(201);
    const { id, chave } = outro.json() as { id: string; chave: string };
    const up = await enviarArquivo(t, null, `/wsapp/ouvidoria/anonima/${id}/documentos?chave=anexos`, pdf(), 'prova.pdf', comChave(chave));
    expect(up.statusCode, up.body).toBe(201);
    const enviado = await t.app.inject({ method: 'POST', url: `/wsapp/ouvidoria/anonima/${id}/enviar`, headers: comChave(chave) });
    expect(enviado.statusCode, enviado.body).toBe(200);

    // The counters name no address, and nothing was logged.
    const contadores = (t.app.limiter as unknown as { contadores: Map<string, unknown> }).contadores;
    const chaves = [...contadores.keys()].join(' ');
    expect(chaves).toContain('ouvidoria-anonima:cliente:');
    for (const rastro of [INUNDADOR, '203.0.113.200', '192.0.2', '203.0.113']) expect(chaves).not.toContain(rastro);
    expect(t.logs().slice(inicioLog)).toBe('');
  });

  it('an IPv6 client is one /64: changing the last bits does not get around the limit', async () => {
    for (let i = 0; i < MAX_RASCUNHOS_POR_CLIENTE; i++) expect((await postar(`2001:db8:aa:bb::${i + 1}`)).statusCode).toBe(201);
    expect((await postar('2001:db8:aa:bb:ffff:1:2:3')).statusCode).toBe(429);
    expect((await postar('2001:db8:aa:bc::1')).statusCode).toBe(201);
  });

  it("the client's name is a keyed hash that changes every day and does not contain the address", () => {
    const chave = (dia: string) => createHash('sha256').update(`segredo:${dia}`).digest();
    const dia1 = new Date('2026-11-25T15:00:00Z');
    const dia2 = new Date('2026-11-26T15:00:00Z');
    const a = clienteAnonimo(chave, '198.51.100.7', dia1);
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(clienteAnonimo(chave, '198.51.100.7', new Date('2026-11-25T23:00:00Z'))).toBe(a);
    expect(clienteAnonimo(chave, '198.51.100.7', dia2)).not.toBe(a);
    expect(clienteAnonimo(chave, '198.51.100.8', dia1)).not.toBe(a);
    expect(clienteAnonimo(chave, '::ffff:198.51.100.7', dia1)).toBe(a);
    expect(redeDoCliente('2001:DB8:0:12:abcd::1')).toBe('2001:db8:0:12::/64');
    expect(redeDoCliente('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });
});
