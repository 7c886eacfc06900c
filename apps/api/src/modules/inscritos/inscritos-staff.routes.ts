/**
 * The registry screen (/area-restrita/inscritos, CLI_PermissaoInscritos): search the registry by name, CPF or
 * inscrição (paged), open a person (inscrições, account, history of situação and names), change an inscrição's
 * situação with a reason and a date (audited, in the person's history, in force on the person's next request: ADR 042).
 */
import {
  alterarSituacaoBodySchema,
  alterarSituacaoResponseSchema,
  buscaInscritosQuerySchema,
  buscaInscritosResponseSchema,
  inscricaoParamsSchema,
  inscritoDetalheSchema,
  pessoaInscritoParamsSchema,
  POR_PAGINA_INSCRITOS,
  type Permissao,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, naoEncontrado } from '../../lib/app-error.js';
import { tipoDaBusca } from '../../lib/busca-pessoa.js';
import { erros } from '../../lib/http/erros.js';
import { origemDe } from '../../lib/http/origem.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { alterarSituacao } from './alterar-situacao.js';
import { buscarInscritos, lerInscrito } from './inscritos-staff.repository.js';

const ACESSO: readonly Permissao[] = ['CLI_PermissaoInscritos'];

const inscritosStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/area-restrita/inscritos',
    {
      config: { access: ACESSO },
      schema: {
        tags: ['área restrita'],
        summary: `Busca no cadastro de inscritos por nome, CPF ou inscrição (${POR_PAGINA_INSCRITOS} por página)`,
        querystring: buscaInscritosQuerySchema,
        response: { 200: buscaInscritosResponseSchema, ...erros },
      },
    },
    async (req) => {
      const r = await buscarInscritos(app.db, req.query.busca, req.query.pagina);
      if (!r) throw new AppError('BUSCA_INVALIDA', 'Informe o nome, o CPF ou a inscrição (letras ou números).', { campos: { busca: 'Informe letras ou números.' } });
      await registrarAuditoria(app.db, {
        acao: 'inscritos_consultados',
        sucesso: true,
        usuarioId: usuarioDe(req).id,
        ...origemDe(req),
        detalhes: { busca: tipoDaBusca(req.query.busca), pagina: req.query.pagina, total: r.total },
      });
      return { ...r, pagina: req.query.pagina, porPagina: POR_PAGINA_INSCRITOS };
    },
  );

  app.get(
    '/area-restrita/inscritos/pessoas/:pessoaId',
    {
      config: { access: ACESSO },
      schema: {
        tags: ['área restrita'],
        summary: 'Uma pessoa do cadastro de inscritos: inscrições, conta no portal e histórico de situação e nome',
        params: pessoaInscritoParamsSchema,
        response: { 200: inscritoDetalheSchema, ...erros },
      },
    },
    async (req) => {
      const inscrito = await lerInscrito(app.db, req.params.pessoaId);
      if (!inscrito) throw naoEncontrado('Pessoa não encontrada no cadastro de inscritos.');
      await registrarAuditoria(app.db, {
        acao: 'inscrito_visualizado',
        sucesso: true,
        usuarioId: usuarioDe(req).id,
        ...origemDe(req),
        detalhes: { pessoaId: inscrito.pessoaId },
      });
      return inscrito;
    },
  );

  app.put(
    '/area-restrita/inscritos/inscricoes/:inscricaoId/situacao',
    {
      config: { access: ACESSO },
      schema: {
        tags: ['área restrita'],
        summary:
          'Altera a situação de uma inscrição, com o motivo e a data em que passa a valer; vai para a auditoria e o histórico da pessoa e vale na próxima requisição dela',
        params: inscricaoParamsSchema,
        body: alterarSituacaoBodySchema,
        response: { 200: alterarSituacaoResponseSchema, ...erros },
      },
    },
    async (req) => alterarSituacao(app, usuarioDe(req), origemDe(req), req.params.inscricaoId, req.body),
  );
};

export default inscritosStaffRoutes;
