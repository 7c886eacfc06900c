/** Member routes of the judgment sessions: the upcoming public agendas and the sustentação oral sign-ups. */
import { sessoesMembroSchema, sustentacaoRespostaSchema, uuidDoCaminho } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erros } from '../../lib/http/erros.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { cancelarSustentacao, inscreverSustentacao } from './inscrever-sustentacao.js';
import { sessoesDoMembro } from './sessoes.repository.js';

const idParams = z.object({ id: uuidDoCaminho });
const TAGS = ['sessões'];

const sessoesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/sessoes',
    { config: { access: 'user' }, schema: { tags: TAGS, summary: 'Próximas sessões de julgamento com as pautas públicas e os itens do membro', response: { 200: sessoesMembroSchema, ...erros } } },
    async (req) => {
      const u = usuarioDe(req);
      return { itens: await sessoesDoMembro(app.db, { pessoaId: u.pessoaId, isAdvogado: u.isAdvogado }) };
    },
  );

  app.post(
    '/sessoes/itens/:id/sustentacao-oral',
    { config: { access: 'user' }, schema: { tags: TAGS, summary: 'Inscreve o advogado da parte para sustentação oral (até 24 horas antes da sessão)', params: idParams, response: { 200: sustentacaoRespostaSchema, ...erros } } },
    async (req) => {
      await inscreverSustentacao(app, usuarioDe(req), req.params.id);
      return { inscrito: true };
    },
  );

  app.delete(
    '/sessoes/itens/:id/sustentacao-oral',
    { config: { access: 'user' }, schema: { tags: TAGS, summary: 'Cancela a inscrição para sustentação oral', params: idParams, response: { 200: sustentacaoRespostaSchema, ...erros } } },
    async (req) => {
      await cancelarSustentacao(app, usuarioDe(req), req.params.id);
      return { inscrito: false };
    },
  );
};

export default sessoesRoutes;
