/**
 * Secret voting (/wsapp/votacoes…, issue 14, ADR 023): the member's list, the vote, the tally after the close
 * and the published receipts; staff (CLI_PermissaoVotacao) create, edit, open, close and publish.
 */
import {
  buscaReciboSchema,
  reciboVotoSchema,
  recibosPublicadosSchema,
  resultadoVotacaoSchema,
  votacaoBodySchema,
  votacaoStaffSchema,
  votacoesMembroSchema,
  votacoesStaffSchema,
  uuidDoCaminho,
  votarBodySchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erros } from '../../lib/http/erros.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { abrirVotacao, encerrarVotacao, publicarVotacao } from './abrir-votacao.js';
import type { AmbienteVotacao, Quem } from './ambiente.js';
import { criarVotacao, editarVotacao } from './criar-votacao.js';
import { buscarRecibo, listarVotacoesMembro, listarVotacoesStaff, recibosPublicados, resultadoDaVotacao } from './listar-votacoes.js';
import { votar } from './votar.js';

const idParams = z.object({ id: uuidDoCaminho });
const reciboParams = idParams.extend({ recibo: z.string().max(64) });
const STAFF = ['CLI_PermissaoVotacao'] as const;

function quemDe(req: FastifyRequest): Quem {
  const u = usuarioDe(req);
  return { usuarioId: u.id, pessoaId: u.pessoaId, ip: req.ip, userAgent: req.headers['user-agent'] ?? null };
}

const votacaoRoutes: FastifyPluginAsyncZod = async (app) => {
  const amb: AmbienteVotacao = { db: app.db, agora: () => new Date() };
  // Receipts and who may vote are nobody else's: no shared cache keeps them.
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/votacoes',
    {
      config: { access: 'user' },
      schema: { tags: ['votacao'], summary: 'As votações abertas e passadas, se o membro pode votar e por que não', response: { 200: votacoesMembroSchema, ...erros } },
    },
    async (req) => ({ itens: await listarVotacoesMembro(amb, quemDe(req)) }),
  );

  app.post(
    '/votacoes/:id/voto',
    {
      config: { access: 'user' },
      schema: {
        tags: ['votacao'],
        summary: 'Vota uma vez (voto secreto): devolve o recibo, mostrado só nesta resposta',
        params: idParams,
        body: votarBodySchema,
        response: { 201: reciboVotoSchema, ...erros },
      },
    },
    async (req, reply) => reply.status(201).send(await votar(amb, quemDe(req), req.params.id, req.body.opcaoId)),
  );

  app.get(
    '/votacoes/:id/resultado',
    {
      config: { access: 'user' },
      schema: { tags: ['votacao'], summary: 'A apuração, só depois do encerramento', params: idParams, response: { 200: resultadoVotacaoSchema, ...erros } },
    },
    async (req) => resultadoDaVotacao(amb, req.params.id),
  );

  app.get(
    '/votacoes/:id/recibos',
    {
      config: { access: 'user' },
      schema: { tags: ['votacao'], summary: 'A lista publicada de recibos (ordem alfabética)', params: idParams, response: { 200: recibosPublicadosSchema, ...erros } },
    },
    async (req) => recibosPublicados(amb, req.params.id),
  );

  app.get(
    '/votacoes/:id/recibos/:recibo',
    {
      config: { access: 'user' },
      schema: { tags: ['votacao'], summary: 'Se um recibo está na lista publicada', params: reciboParams, response: { 200: buscaReciboSchema, ...erros } },
    },
    async (req) => buscarRecibo(amb, req.params.id, req.params.recibo),
  );

  app.get(
    '/votacoes-admin',
    {
      config: { access: STAFF },
      schema: { tags: ['votacao'], summary: 'Todas as votações, com comparecimento e (após o encerramento) a apuração', response: { 200: votacoesStaffSchema, ...erros } },
    },
    async () => ({ itens: await listarVotacoesStaff(amb) }),
  );

  app.post(
    '/votacoes-admin',
    {
      config: { access: STAFF },
      schema: { tags: ['votacao'], summary: 'Cria uma eleição ou enquete (rascunho)', body: votacaoBodySchema, response: { 201: votacaoStaffSchema, ...erros } },
    },
    async (req, reply) => reply.status(201).send(await criarVotacao(amb, quemDe(req), req.body)),
  );

  app.put(
    '/votacoes-admin/:id',
    {
      config: { access: STAFF },
      schema: { tags: ['votacao'], summary: 'Altera um rascunho (antes da abertura)', params: idParams, body: votacaoBodySchema, response: { 200: votacaoStaffSchema, ...erros } },
    },
    async (req) => editarVotacao(amb, quemDe(req), req.params.id, req.body),
  );

  app.post(
    '/votacoes-admin/:id/abertura',
    {
      config: { access: STAFF },
      schema: { tags: ['votacao'], summary: 'Abre a votação e congela a lista de eleitores', params: idParams, response: { 200: votacaoStaffSchema, ...erros } },
    },
    async (req) => abrirVotacao(amb, quemDe(req), req.params.id),
  );

  app.post(
    '/votacoes-admin/:id/encerramento',
    {
      config: { access: STAFF },
      schema: { tags: ['votacao'], summary: 'Encerra a votação agora', params: idParams, response: { 200: votacaoStaffSchema, ...erros } },
    },
    async (req) => encerrarVotacao(amb, quemDe(req), req.params.id),
  );

  app.post(
    '/votacoes-admin/:id/publicacao',
    {
      config: { access: STAFF },
      schema: { tags: ['votacao'], summary: 'Publica a apuração e a lista de recibos', params: idParams, response: { 200: votacaoStaffSchema, ...erros } },
    },
    async (req) => publicarVotacao(amb, quemDe(req), req.params.id),
  );
};

export default votacaoRoutes;
