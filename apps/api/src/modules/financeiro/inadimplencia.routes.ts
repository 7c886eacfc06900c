/**
 * The defaulters list of the restricted area (/area-restrita/inadimplencia, finance staff): who owes overdue
 * debts, how much and for how long, with filters, totals of the whole filtered set and a CSV export (audited).
 */
import { inadimplenciaQuerySchema, inadimplenciaSchema, type Permissao, hojeSaoPaulo } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registrarAuditoria } from '../auditoria/index.js';
import { csvInadimplencia } from './csv-inadimplencia.js';
import {
  listarInadimplentes,
  POR_PAGINA_INADIMPLENCIA,
  tipoDaBusca,
  todosInadimplentes,
  type FiltrosInadimplencia,
} from './inadimplencia.repository.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { erros } from '../../lib/http/erros.js';
import { origemDe } from '../../lib/http/origem.js';

const ACESSO_FINANCEIRO: readonly Permissao[] = ['CLI_PermissaoFinanceiro'];

/** The search as typed (the query schema already refused what is not text), or none when empty. */
const buscaLimpa = (busca: string | undefined): string | undefined => (busca === '' ? undefined : busca);

const inadimplenciaRoutes: FastifyPluginAsyncZod = async (app) => {
  // Names, CPFs and debts: never kept by a shared cache.
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/area-restrita/inadimplencia',
    {
      config: { access: ACESSO_FINANCEIRO },
      schema: {
        tags: ['área restrita'],
        summary:
          'Inadimplentes (débitos vencidos em aberto) por pessoa, com o principal em aberto (sem multa e juros): filtros por nome/CPF/inscrição, faixa de atraso, exercício e valor principal mínimo; 50 por página',
        querystring: inadimplenciaQuerySchema,
        response: { 200: inadimplenciaSchema, ...erros },
      },
    },
    async (req) => {
      const { pagina, ...resto } = req.query;
      const filtros: FiltrosInadimplencia = { ...resto, busca: buscaLimpa(resto.busca) };
      const { itens, totais } = await listarInadimplentes(app.db, hojeSaoPaulo(), filtros, pagina);
      return { itens, totais, pagina, porPagina: POR_PAGINA_INADIMPLENCIA };
    },
  );

  app.get(
    '/area-restrita/inadimplencia/csv',
    {
      config: { access: ACESSO_FINANCEIRO },
      schema: {
        tags: ['área restrita'],
        summary: 'A lista inteira com os mesmos filtros, em CSV (separador ;, UTF-8 com BOM); a exportação fica na auditoria',
        querystring: inadimplenciaQuerySchema,
        response: { 200: z.any().describe('text/csv'), ...erros },
      },
    },
    async (req, reply) => {
      const { pagina: _pagina, ...resto } = req.query;
      const filtros: FiltrosInadimplencia = { ...resto, busca: buscaLimpa(resto.busca) };
      const hoje = hojeSaoPaulo();
      const itens = await todosInadimplentes(app.db, hoje, filtros);
      // Who exported which slice, and how many people. The search text itself is not kept (it may be a CPF),
      // only what kind of search it was.
      await registrarAuditoria(app.db, {
        acao: 'inadimplencia_exportada',
        sucesso: true,
        usuarioId: usuarioDe(req).id,
        ...origemDe(req),
        detalhes: {
          filtros: {
            busca: filtros.busca ? tipoDaBusca(filtros.busca) : null,
            atraso: filtros.atraso ?? null,
            exercicio: filtros.exercicio ?? null,
            valorMinimoCentavos: filtros.valorMinimoCentavos ?? null,
            ordem: filtros.ordem,
          },
          pessoas: itens.length,
        },
      });
      const nome = `inadimplencia-${hoje}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${nome}"; filename*=UTF-8''${nome}`)
        .header('x-content-type-options', 'nosniff')
        .send(csvInadimplencia(itens));
    },
  );
};

export default inadimplenciaRoutes;
