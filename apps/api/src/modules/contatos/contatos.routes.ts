/**
 * The contacts directory of the restricted area (/area-restrita/contatos, CLI_PermissaoContatos): search,
 * one contact's data and a CSV export that leaves out whoever does not take that kind of message (with, before
 * it, how many go and how many stay out). Personal data (LGPD): every list, every contact opened and every export
 * writes an audit row with the filters and how many people, never the contact data itself; the counts before an
 * export show no one's data and are not audited.
 */
import {
  contatoDetalheSchema,
  contatoParamsSchema,
  contatosQuerySchema,
  contatosSchema,
  descreverPreviaExportacao,
  exportarContatosQuerySchema,
  hojeSaoPaulo,
  previaExportacaoContatosSchema,
  type Permissao,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registrarAuditoria } from '../auditoria/index.js';
import { AppError, naoEncontrado } from '../../lib/app-error.js';
import { tipoDaBusca } from '../../lib/busca-pessoa.js';
import { erros } from '../../lib/http/erros.js';
import { origemDe } from '../../lib/http/origem.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { csvContatos } from './csv-contatos.js';
import { contarParaExportar, contatosParaExportar, lerContato, listarContatos, POR_PAGINA_CONTATOS, type FiltrosContatos } from './contatos.repository.js';

const ACESSO_CONTATOS: readonly Permissao[] = ['CLI_PermissaoContatos'];

/** The filters as typed, empty ones dropped (the query schema already refused what is not text). */
function filtrosDe(q: FiltrosContatos): FiltrosContatos {
  const vazio = (v: string | undefined) => (v === undefined || v === '' ? undefined : v);
  return { busca: vazio(q.busca), tipo: q.tipo, cidade: vazio(q.cidade), uf: vazio(q.uf), situacao: q.situacao };
}

/**
 * The filters as the audit keeps them: the search box may hold a name or a CPF, so only what kind of search it
 * was; the rest (kind of person, city, UF, situação) is no one's personal data.
 */
function filtrosAuditados(f: FiltrosContatos) {
  return {
    busca: f.busca ? tipoDaBusca(f.busca) : null,
    tipo: f.tipo ?? null,
    cidade: f.cidade ?? null,
    uf: f.uf ?? null,
    situacao: f.situacao ?? null,
  };
}

const contatosRoutes: FastifyPluginAsyncZod = async (app) => {
  // Names, CPFs, e-mails and phones: never kept by a shared cache.
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/area-restrita/contatos',
    {
      config: { access: ACESSO_CONTATOS },
      schema: {
        tags: ['área restrita'],
        summary:
          'Diretório de contatos (advogados inscritos e colaboradores): busca por nome, CPF ou inscrição; filtros por tipo, cidade, UF e situação da inscrição; 50 por página. Cada consulta fica na auditoria',
        querystring: contatosQuerySchema,
        response: { 200: contatosSchema, ...erros },
      },
    },
    async (req) => {
      const { pagina, ...resto } = req.query;
      const filtros = filtrosDe(resto);
      const { itens, total } = await listarContatos(app.db, filtros, pagina);
      await registrarAuditoria(app.db, {
        acao: 'contatos_consultados',
        sucesso: true,
        usuarioId: usuarioDe(req).id,
        ...origemDe(req),
        detalhes: { filtros: filtrosAuditados(filtros), pagina, pessoas: total, exibidas: itens.length },
      });
      return { itens, total, pagina, porPagina: POR_PAGINA_CONTATOS };
    },
  );

  app.get(
    '/area-restrita/contatos/csv',
    {
      config: { access: ACESSO_CONTATOS },
      schema: {
        tags: ['área restrita'],
        summary:
          'A lista filtrada em CSV (separador ;, UTF-8 com BOM) para um tipo de mensagem: ficam de fora as pessoas que não aceitam esse tipo nas preferências; a exportação fica na auditoria',
        querystring: exportarContatosQuerySchema,
        response: { 200: z.any().describe('text/csv'), ...erros },
      },
    },
    async (req, reply) => {
      const { finalidade, ...resto } = req.query;
      const filtros = filtrosDe(resto);
      const todos = await contatosParaExportar(app.db, filtros, finalidade);
      const exportados = todos.filter((c) => c.aceita).map((c) => c.contato);
      // No one left: a file with only the header helps no one; say why instead (nothing exported, nothing audited).
      if (exportados.length === 0) throw new AppError('EXPORTACAO_VAZIA', descreverPreviaExportacao({ total: todos.length, deFora: todos.length }, finalidade));
      await registrarAuditoria(app.db, {
        acao: 'contatos_exportados',
        sucesso: true,
        usuarioId: usuarioDe(req).id,
        ...origemDe(req),
        detalhes: { filtros: filtrosAuditados(filtros), finalidade, pessoas: exportados.length, deFora: todos.length - exportados.length },
      });
      const nome = `contatos-${hojeSaoPaulo()}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${nome}"; filename*=UTF-8''${nome}`)
        .header('x-content-type-options', 'nosniff')
        .send(csvContatos(exportados));
    },
  );

  app.get(
    '/area-restrita/contatos/exportacao',
    {
      config: { access: ACESSO_CONTATOS },
      schema: {
        tags: ['área restrita'],
        summary:
          'Antes de exportar: quantas pessoas os filtros listam, quantas vão no CSV desse tipo de mensagem e quantas ficam de fora por não aceitá-lo (mesmo filtro da exportação). Só contagens, sem dados pessoais',
        querystring: exportarContatosQuerySchema,
        response: { 200: previaExportacaoContatosSchema, ...erros },
      },
    },
    async (req) => {
      const { finalidade, ...resto } = req.query;
      return contarParaExportar(app.db, filtrosDe(resto), finalidade);
    },
  );

  app.get(
    '/area-restrita/contatos/:id',
    {
      config: { access: ACESSO_CONTATOS },
      schema: {
        tags: ['área restrita'],
        summary: 'Os dados de contato de uma pessoa do diretório, suas inscrições e os tipos de mensagem que aceita; a consulta fica na auditoria',
        params: contatoParamsSchema,
        response: { 200: contatoDetalheSchema, ...erros },
      },
    },
    async (req) => {
      const contato = await lerContato(app.db, req.params.id);
      if (!contato) throw naoEncontrado('Contato não encontrado.');
      await registrarAuditoria(app.db, {
        acao: 'contato_visualizado',
        sucesso: true,
        usuarioId: usuarioDe(req).id,
        ...origemDe(req),
        detalhes: { pessoaId: contato.pessoaId },
      });
      return contato;
    },
  );
};

export default contatosRoutes;
