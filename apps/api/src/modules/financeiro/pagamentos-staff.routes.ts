/** Staff finance routes (/wsapp/area-restrita/financeiro…): find títulos, simulate a payment (sandbox), the review list. */
import {
  buscaTitulosStaffQuerySchema,
  buscaTitulosStaffSchema,
  erroApiSchema,
  estornarPagamentoBodySchema,
  idParamsSchema,
  nufinParamsSchema,
  pagamentoRevisaoSchema,
  paginaRevisaoSchema,
  resolverRevisaoBodySchema,
  revisaoQuerySchema,
  simulacaoPagamentoSchema,
  simularPagamentoBodySchema,
  tituloStaffSchema,
  type Permissao,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tituloNaoEncontrado } from './criar-cobranca.js';
import { estornarPagamento } from './estornar-pagamento.js';
import { listarRevisao, resolverRevisao } from './revisao.js';
import { simularPagamento } from './simular-pagamento.js';
import { buscarTitulosStaff, tituloStaffPorNufin } from './titulos-staff.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { origemDe } from '../../lib/http/origem.js';
import { contextoDe } from '../../lib/http/contexto.js';

export const ACESSO_FINANCEIRO: readonly Permissao[] = ['CLI_PermissaoFinanceiro'];

const erros = { 400: erroApiSchema, 401: erroApiSchema, 403: erroApiSchema, 404: erroApiSchema, 409: erroApiSchema, 502: erroApiSchema };

const pagamentosStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/area-restrita/financeiro/titulos',
    {
      config: { access: ACESSO_FINANCEIRO },
      schema: {
        tags: ['área restrita'],
        summary: 'Títulos de um membro (por CPF, os mais recentes primeiro, até 100) ou um título pelo número (nufin)',
        querystring: buscaTitulosStaffQuerySchema,
        response: { 200: buscaTitulosStaffSchema, ...erros },
      },
    },
    async (req) => ({
      itens: await buscarTitulosStaff(app.db, req.query.busca),
      simulacaoDisponivel: app.pagamentos.provedor.nome === 'sandbox',
    }),
  );

  app.post(
    '/area-restrita/financeiro/titulos/:nufin/simular-pagamento',
    {
      config: { access: ACESSO_FINANCEIRO },
      schema: {
        tags: ['área restrita'],
        summary: 'Demonstração: envia ao webhook, assinada, a notificação de pagamento da cobrança ativa do título',
        params: nufinParamsSchema,
        body: simularPagamentoBodySchema,
        response: { 200: simulacaoPagamentoSchema, ...erros },
      },
    },
    async (req) => {
      const resultado = await simularPagamento(app, {
        nufin: req.params.nufin,
        meio: req.body.meio,
        usuarioId: usuarioDe(req).id,
        origem: origemDe(req),
      });
      const titulo = await tituloStaffPorNufin(app.db, req.params.nufin);
      if (!titulo) throw tituloNaoEncontrado();
      return { resultado, titulo };
    },
  );

  app.post(
    '/area-restrita/financeiro/titulos/:nufin/estornar-pagamento',
    {
      config: { access: ACESSO_FINANCEIRO },
      schema: {
        tags: ['área restrita'],
        summary: 'Registra que o pagamento de um título pago foi devolvido ao pagador (devolução do PIX, chargeback): o título volta a ficar em aberto',
        params: nufinParamsSchema,
        body: estornarPagamentoBodySchema,
        response: { 200: tituloStaffSchema, ...erros },
      },
    },
    async (req) => {
      await estornarPagamento(contextoDe(app, req), { nufin: req.params.nufin, motivo: req.body.motivo, usuarioId: usuarioDe(req).id, origem: origemDe(req) });
      const titulo = await tituloStaffPorNufin(app.db, req.params.nufin);
      if (!titulo) throw tituloNaoEncontrado();
      return titulo;
    },
  );

  app.get(
    '/area-restrita/financeiro/revisao',
    {
      config: { access: ACESSO_FINANCEIRO },
      schema: {
        tags: ['área restrita'],
        summary: 'Pagamentos em revisão (txid desconhecido, valor diferente, título não aberto) ou já resolvidos',
        querystring: revisaoQuerySchema,
        response: { 200: paginaRevisaoSchema, ...erros },
      },
    },
    async (req) => listarRevisao(app.db, req.query.situacao, req.query.pagina),
  );

  app.post(
    '/area-restrita/financeiro/revisao/:id/resolver',
    {
      config: { access: ACESSO_FINANCEIRO },
      schema: {
        tags: ['área restrita'],
        summary: 'Registra o que a equipe fez com um pagamento em revisão (por exemplo, devolvido ao pagador)',
        params: idParamsSchema,
        body: resolverRevisaoBodySchema,
        response: { 200: pagamentoRevisaoSchema, ...erros },
      },
    },
    async (req) =>
      resolverRevisao(app.db, { id: req.params.id, observacao: req.body.observacao, usuarioId: usuarioDe(req).id, origem: origemDe(req) }),
  );
};

export default pagamentosStaffRoutes;
