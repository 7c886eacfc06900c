/**
 * The staff routes of one kind of import (ADR 041), under /wsapp/area-restrita/importacoes/<tipo>, for holders
 * of the kind's permission: its format, the file sent for a preview, the confirmation, the progress and the
 * report as CSV. Registered once per kind: `wsapp.register(importacaoRoutes, DEFINICAO)`.
 */
import { importacaoParamsSchema, importacaoSchema, tipoDeImportacaoSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { aceitarArquivos } from '../../lib/armazenamento/envio-multipart.js';
import { contextoDe } from '../../lib/http/contexto.js';
import { erros } from '../../lib/http/erros.js';
import { origemDe } from '../../lib/http/origem.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { analisarImportacao } from './analisar-importacao.js';
import { conciliar, confirmarImportacao, importacaoNaoEncontrada } from './confirmar-importacao.js';
import { MAX_BYTES_IMPORTACAO, type DefinicaoImportacao } from './definicao.js';
import { buscarImportacao, listarRecentes, paraResposta } from './importacoes.repository.js';
import { relatorioCsv } from './relatorio-csv.js';

const RECENTES = 10;

const importacaoRoutes: FastifyPluginAsyncZod<DefinicaoImportacao> = async (app, def) => {
  app.importacoes.registrar(def);
  await aceitarArquivos(app);
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });
  const base = `/area-restrita/importacoes/${def.tipo}`;
  const config = { access: [def.permissao] };
  const tags = ['área restrita'];
  const ctx = (req: Parameters<typeof contextoDe>[1]) => ({ ...contextoDe(app, req), jobs: app.jobs });

  app.get(
    base,
    {
      config,
      schema: { tags, summary: `${def.titulo}: o formato do arquivo, a importação em andamento e as últimas`, response: { 200: tipoDeImportacaoSchema, ...erros } },
    },
    async (req) => {
      await conciliar(ctx(req), def.tipo, req.log);
      const recentes = (await listarRecentes(app.db, def.tipo, RECENTES)).map(paraResposta);
      return {
        tipo: def.tipo,
        titulo: def.titulo,
        colunas: [...def.colunas],
        maxBytes: def.maxBytes ?? MAX_BYTES_IMPORTACAO,
        manual: def.manual,
        emAndamento: recentes.find((i) => i.situacao === 'na_fila' || i.situacao === 'executando') ?? null,
        recentes,
      };
    },
  );

  app.post(
    base,
    {
      config,
      schema: {
        tags,
        summary: `${def.titulo}: envia o CSV (multipart, campo "arquivo") e devolve a prévia (nada é gravado)`,
        response: { 201: importacaoSchema, ...erros },
      },
    },
    async (req, reply) => reply.status(201).send(await analisarImportacao(contextoDe(app, req), def, req, usuarioDe(req), origemDe(req))),
  );

  app.get(
    `${base}/:id`,
    {
      config,
      schema: { tags, summary: `${def.titulo}: uma importação (prévia, andamento, resultado)`, params: importacaoParamsSchema, response: { 200: importacaoSchema, ...erros } },
    },
    async (req) => {
      let l = await buscarImportacao(app.db, def.tipo, req.params.id);
      if (!l) throw importacaoNaoEncontrada();
      if (l.importacao.situacao === 'na_fila' || l.importacao.situacao === 'executando') {
        await conciliar(ctx(req), def.tipo, req.log);
        l = (await buscarImportacao(app.db, def.tipo, req.params.id)) ?? l;
      }
      return paraResposta(l);
    },
  );

  app.post(
    `${base}/:id/confirmar`,
    {
      config,
      schema: {
        tags,
        summary: `${def.titulo}: confirma uma prévia sem erros; a importação entra na fila (uma por vez)`,
        params: importacaoParamsSchema,
        response: { 202: importacaoSchema, ...erros },
      },
    },
    async (req, reply) => reply.status(202).send(await confirmarImportacao(ctx(req), def, req.params.id, usuarioDe(req), origemDe(req))),
  );

  app.get(
    `${base}/:id/relatorio`,
    {
      config,
      schema: {
        tags,
        summary: `${def.titulo}: o relatório (contagens e todas as linhas com erro) em CSV`,
        params: importacaoParamsSchema,
        response: { 200: z.any().describe('text/csv'), ...erros },
      },
    },
    async (req, reply) => {
      const l = await buscarImportacao(app.db, def.tipo, req.params.id);
      if (!l) throw importacaoNaoEncontrada();
      await registrarAuditoria(app.db, {
        acao: 'importacao_relatorio_baixado',
        sucesso: true,
        usuarioId: usuarioDe(req).id,
        ...origemDe(req),
        detalhes: { importacaoId: l.importacao.id, tipo: def.tipo, arquivo: l.importacao.arquivoNome },
      });
      const nome = `relatorio-${def.tipo}-${l.importacao.criadaEm.toISOString().slice(0, 10)}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${nome}"; filename*=UTF-8''${nome}`)
        .header('x-content-type-options', 'nosniff')
        .send(relatorioCsv(def.titulo, l.importacao));
    },
  );
};

export default importacaoRoutes;
