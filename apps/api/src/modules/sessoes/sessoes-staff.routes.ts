/** Staff routes of the judgment sessions (/wsapp/area-restrita/sessoes…), behind CLI_PermissaoProcessos. */
import {
  adicionarPautaBodySchema,
  candidatosPautaSchema,
  candidatosQuerySchema,
  reordenarPautaBodySchema,
  resultadoBodySchema,
  sessaoBodySchema,
  sessaoStaffSchema,
  sessoesFiltroSchema,
  sessoesStaffSchema,
  uuidDoCaminho,
  type Permissao,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erros } from '../../lib/http/erros.js';
import { origemDe } from '../../lib/http/origem.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { adicionarNaPauta, removerDaPauta, reordenarPauta } from './gerir-pauta.js';
import { registrarResultado } from './registrar-resultado.js';
import { criarSessao, editarSessao } from './salvar-sessao.js';
import { candidatosPauta, listarSessoes, sessaoStaff } from './sessoes.repository.js';
import { sessaoNaoEncontrada, transitarSessao, type AcaoSessao } from './transicoes.js';

const ACESSO: readonly Permissao[] = ['CLI_PermissaoProcessos'];
const idParams = z.object({ id: uuidDoCaminho });
const itemParams = z.object({ id: uuidDoCaminho, itemId: uuidDoCaminho });
const TAGS = ['área restrita'];

const sessoesStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  const umaSessao = async (id: string) => {
    const s = await sessaoStaff(app.db, id);
    if (!s) throw sessaoNaoEncontrada();
    return s;
  };

  app.get(
    '/area-restrita/sessoes',
    { config: { access: ACESSO }, schema: { tags: TAGS, summary: 'Sessões de julgamento por órgão, período e status', querystring: sessoesFiltroSchema, response: { 200: sessoesStaffSchema, ...erros } } },
    async (req) => ({ itens: await listarSessoes(app.db, req.query) }),
  );

  app.post(
    '/area-restrita/sessoes',
    { config: { access: ACESSO }, schema: { tags: TAGS, summary: 'Cria uma sessão de julgamento', body: sessaoBodySchema, response: { 201: sessaoStaffSchema, ...erros } } },
    async (req, reply) => {
      const id = await criarSessao(app, usuarioDe(req), origemDe(req), req.body);
      return reply.status(201).send(await umaSessao(id));
    },
  );

  app.get(
    '/area-restrita/sessoes/:id',
    { config: { access: ACESSO }, schema: { tags: TAGS, summary: 'Uma sessão com a pauta em ordem e as inscrições para sustentação oral', params: idParams, response: { 200: sessaoStaffSchema, ...erros } } },
    async (req) => umaSessao(req.params.id),
  );

  app.put(
    '/area-restrita/sessoes/:id',
    { config: { access: ACESSO }, schema: { tags: TAGS, summary: 'Altera uma sessão agendada', params: idParams, body: sessaoBodySchema, response: { 200: sessaoStaffSchema, ...erros } } },
    async (req) => {
      await editarSessao(app, usuarioDe(req), origemDe(req), req.params.id, req.body);
      return umaSessao(req.params.id);
    },
  );

  const acoes: [AcaoSessao, string][] = [
    ['abrir', 'Abre a sessão (agendada → aberta)'],
    ['encerrar', 'Encerra a sessão (aberta → encerrada; todos os resultados registrados)'],
    ['cancelar', 'Cancela a sessão agendada e libera os processos da pauta'],
  ];
  for (const [acao, summary] of acoes) {
    app.post(
      `/area-restrita/sessoes/:id/${acao}`,
      { config: { access: ACESSO }, schema: { tags: TAGS, summary, params: idParams, response: { 200: sessaoStaffSchema, ...erros } } },
      async (req) => {
        await transitarSessao(app, usuarioDe(req), origemDe(req), req.params.id, acao);
        return umaSessao(req.params.id);
      },
    );
  }

  app.get(
    '/area-restrita/sessoes/:id/candidatos',
    {
      config: { access: ACESSO },
      schema: { tags: TAGS, summary: 'Processos que podem entrar na pauta (por número ou nome de parte), fora de outra pauta em aberto', params: idParams, querystring: candidatosQuerySchema, response: { 200: candidatosPautaSchema, ...erros } },
    },
    async (req) => {
      await umaSessao(req.params.id);
      return { itens: await candidatosPauta(app.db, req.query.q) };
    },
  );

  app.post(
    '/area-restrita/sessoes/:id/pauta',
    { config: { access: ACESSO }, schema: { tags: TAGS, summary: 'Inclui um processo na pauta (intimação dos advogados das partes)', params: idParams, body: adicionarPautaBodySchema, response: { 201: sessaoStaffSchema, ...erros } } },
    async (req, reply) => {
      await adicionarNaPauta(app, usuarioDe(req), origemDe(req), req.params.id, req.body);
      return reply.status(201).send(await umaSessao(req.params.id));
    },
  );

  app.put(
    '/area-restrita/sessoes/:id/pauta/ordem',
    { config: { access: ACESSO }, schema: { tags: TAGS, summary: 'Reordena a pauta inteira de uma vez', params: idParams, body: reordenarPautaBodySchema, response: { 200: sessaoStaffSchema, ...erros } } },
    async (req) => {
      await reordenarPauta(app, req.params.id, req.body.itens);
      return umaSessao(req.params.id);
    },
  );

  app.delete(
    '/area-restrita/sessoes/:id/pauta/:itemId',
    { config: { access: ACESSO }, schema: { tags: TAGS, summary: 'Retira um processo da pauta de uma sessão agendada', params: itemParams, response: { 200: sessaoStaffSchema, ...erros } } },
    async (req) => {
      await removerDaPauta(app, usuarioDe(req), origemDe(req), req.params.id, req.params.itemId);
      return umaSessao(req.params.id);
    },
  );

  app.post(
    '/area-restrita/sessoes/:id/pauta/:itemId/resultado',
    {
      config: { access: ACESSO },
      schema: { tags: TAGS, summary: 'Registra o resultado de um processo da pauta (sessão aberta): movimento e e-mail às partes', params: itemParams, body: resultadoBodySchema, response: { 200: sessaoStaffSchema, ...erros } },
    },
    async (req) => {
      await registrarResultado(app, usuarioDe(req), origemDe(req), req.params.id, req.params.itemId, req.body);
      return umaSessao(req.params.id);
    },
  );
};

export default sessoesStaffRoutes;
