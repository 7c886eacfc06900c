/** The member's charge of a título: POST /wsapp/financeiro/titulos/:nufin/cobrancas { meio } → PIX QR code or boleto. */
import { cobrancaSchema, criarCobrancaBodySchema, erroApiSchema, nufinParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cobrancaDe } from './cobranca-dto.js';
import { criarCobranca } from './criar-cobranca.js';
import { usuarioDe } from '../../lib/http/usuario.js';

const cobrancasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/financeiro/titulos/:nufin/cobrancas',
    {
      config: { access: 'user' },
      schema: {
        tags: ['financeiro'],
        summary: 'Gera (ou reaproveita) a cobrança do valor de hoje por PIX ou boleto',
        description: '201 quando uma cobrança nova foi feita; 200 quando a ativa ainda vale (mesmo valor, dentro do prazo).',
        params: nufinParamsSchema,
        body: criarCobrancaBodySchema,
        response: {
          200: cobrancaSchema,
          201: cobrancaSchema,
          400: erroApiSchema,
          401: erroApiSchema,
          404: erroApiSchema,
          409: erroApiSchema,
          502: erroApiSchema,
        },
      },
    },
    async (req, reply) => {
      const feita = await criarCobranca(app, { nufin: req.params.nufin, meio: req.body.meio, pessoaId: usuarioDe(req).pessoaId });
      reply.header('cache-control', 'private, no-store');
      return reply.status(feita.criada ? 201 : 200).send(await cobrancaDe(feita.linha, feita.nufin));
    },
  );
};

export default cobrancasRoutes;
