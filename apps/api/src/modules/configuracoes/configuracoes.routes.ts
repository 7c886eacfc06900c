import {
  ativarSegundoFatorBodySchema,
  codigosRecuperacaoSchema,
  configuracaoSegundoFatorSchema,
  desativarSegundoFatorBodySchema,
  encerrarSessaoResponseSchema,
  erroApiSchema,
  meusDadosSchema,
  okResponseSchema,
  preferenciasNotificacaoSchema,
  regenerarCodigosBodySchema,
  segundoFatorStatusSchema,
  sessoesResponseSchema,
  trocarSenhaBodySchema,
  trocarSenhaRespostaSchema,
  uuidDoCaminho,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { naoAutenticado, naoEncontrado } from '../../lib/app-error.js';
import {
  encerrarSessaoDoMembro,
  exportarMeusDados,
  lerPreferenciasNotificacao,
  listarSessoes,
  salvarPreferenciasNotificacao,
  trocarSenha,
} from './conta.service.js';
import { contarCodigosRestantes, lerEstadoSegundoFator } from './segundo-fator.repository.js';
import {
  ativarSegundoFatorComSenha,
  configurarSegundoFator,
  desativarSegundoFator,
  regenerarCodigos,
  segundoFatorAtivo,
  segundoFatorObrigatorio,
} from './segundo-fator.service.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { COOKIE_REFRESH, limparCookie } from '../../lib/http/cookies.js';
import { contextoDe } from '../../lib/http/contexto.js';
import { origemDe } from '../../lib/http/origem.js';

const erros = { 400: erroApiSchema, 401: erroApiSchema, 403: erroApiSchema, 409: erroApiSchema, 429: erroApiSchema };

/** /settings: second factor, password, sessions, notification preferences and the LGPD export. Members only. */
const configuracoesRoutes: FastifyPluginAsyncZod = async (app) => {
  const estadoDe = async (usuarioId: string) => {
    const estado = await lerEstadoSegundoFator(app.db, usuarioId);
    if (!estado) throw naoAutenticado();
    return estado;
  };

  app.get(
    '/usuario/2fa',
    {
      config: { access: 'user' },
      schema: {
        tags: ['configurações'],
        summary: 'Situação da verificação em duas etapas',
        response: { 200: segundoFatorStatusSchema, 401: erroApiSchema },
      },
    },
    async (req, reply) => {
      const estado = await estadoDe(usuarioDe(req).id);
      const ativo = segundoFatorAtivo(estado);
      reply.header('cache-control', 'no-store');
      return {
        ativo,
        obrigatorio: segundoFatorObrigatorio(estado.permissoes),
        ativadoEm: ativo ? (estado.ativadoEm?.toISOString() ?? null) : null,
        codigosRestantes: ativo ? await contarCodigosRestantes(app.db, estado.usuarioId) : 0,
      };
    },
  );

  app.post(
    '/usuario/2fa/configurar',
    {
      config: { access: 'user' },
      schema: {
        tags: ['configurações'],
        summary: 'Gera um novo segredo (QR code e chave) para configurar o aplicativo autenticador',
        response: { 200: configuracaoSegundoFatorSchema, ...erros },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return configurarSegundoFator(app.db, await estadoDe(usuarioDe(req).id));
    },
  );

  app.post(
    '/usuario/2fa/ativar',
    {
      config: { access: 'user' },
      schema: {
        tags: ['configurações'],
        summary: 'Ativa a verificação em duas etapas (senha atual e um código válido); devolve os códigos de recuperação',
        body: ativarSegundoFatorBodySchema,
        response: { 200: codigosRecuperacaoSchema, ...erros },
      },
    },
    async (req, reply) => {
      const codigos = await ativarSegundoFatorComSenha(contextoDe(app, req), origemDe(req), await estadoDe(usuarioDe(req).id), req.body);
      reply.header('cache-control', 'no-store');
      return { codigosRecuperacao: codigos };
    },
  );

  app.post(
    '/usuario/2fa/codigos-recuperacao',
    {
      config: { access: 'user' },
      schema: {
        tags: ['configurações'],
        summary: 'Gera novos códigos de recuperação (senha atual e um código; os anteriores deixam de valer)',
        body: regenerarCodigosBodySchema,
        response: { 200: codigosRecuperacaoSchema, ...erros },
      },
    },
    async (req, reply) => {
      const codigos = await regenerarCodigos(contextoDe(app, req), origemDe(req), await estadoDe(usuarioDe(req).id), req.body);
      reply.header('cache-control', 'no-store');
      return { codigosRecuperacao: codigos };
    },
  );

  app.post(
    '/usuario/2fa/desativar',
    {
      config: { access: 'user' },
      schema: {
        tags: ['configurações'],
        summary: 'Desativa a verificação em duas etapas (senha e código; recusado para a equipe)',
        body: desativarSegundoFatorBodySchema,
        response: { 200: okResponseSchema, ...erros },
      },
    },
    async (req) => {
      await desativarSegundoFator(contextoDe(app, req), origemDe(req), await estadoDe(usuarioDe(req).id), req.body.senha, req.body.codigo);
      return { ok: true as const };
    },
  );

  app.post(
    '/usuario/senha',
    {
      config: { access: 'user' },
      schema: {
        tags: ['configurações'],
        summary: 'Troca a senha (exige a atual); encerra as outras sessões',
        body: trocarSenhaBodySchema,
        response: { 200: trocarSenhaRespostaSchema, ...erros },
      },
    },
    async (req) => {
      const sessoesEncerradas = await trocarSenha(contextoDe(app, req), origemDe(req), usuarioDe(req), req.body);
      return { ok: true as const, sessoesEncerradas };
    },
  );

  app.get(
    '/usuario/sessoes',
    {
      config: { access: 'user' },
      schema: {
        tags: ['configurações'],
        summary: 'Sessões ativas do usuário',
        response: { 200: sessoesResponseSchema, 401: erroApiSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { itens: await listarSessoes(app.db, usuarioDe(req)) };
    },
  );

  app.delete(
    '/usuario/sessoes/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['configurações'],
        summary: 'Encerra uma sessão do usuário (a atual também: equivale a sair)',
        params: z.strictObject({ id: uuidDoCaminho }),
        response: { 200: encerrarSessaoResponseSchema, 400: erroApiSchema, 401: erroApiSchema, 404: erroApiSchema },
      },
    },
    async (req, reply) => {
      const atual = await encerrarSessaoDoMembro(contextoDe(app, req), origemDe(req), usuarioDe(req), req.params.id);
      if (atual === null) throw naoEncontrado('Sessão não encontrada.');
      if (atual && req.cookies[COOKIE_REFRESH]) limparCookie(app, reply);
      return { ok: true as const, atual };
    },
  );

  app.get(
    '/usuario/preferencias',
    {
      config: { access: 'user' },
      schema: {
        tags: ['configurações'],
        summary: 'Preferências de notificação por e-mail',
        response: { 200: preferenciasNotificacaoSchema, 401: erroApiSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return lerPreferenciasNotificacao(app.db, usuarioDe(req).id);
    },
  );

  app.put(
    '/usuario/preferencias',
    {
      config: { access: 'user' },
      schema: {
        tags: ['configurações'],
        summary: 'Grava as preferências de notificação por e-mail',
        body: preferenciasNotificacaoSchema,
        response: { 200: preferenciasNotificacaoSchema, 400: erroApiSchema, 401: erroApiSchema },
      },
    },
    async (req) => salvarPreferenciasNotificacao(contextoDe(app, req), origemDe(req), usuarioDe(req).id, req.body),
  );

  app.get(
    '/usuario/meus-dados',
    {
      config: { access: 'user' },
      schema: {
        tags: ['configurações'],
        summary: 'LGPD: todos os dados do usuário em JSON (download)',
        response: { 200: meusDadosSchema, 401: erroApiSchema },
      },
    },
    async (req, reply) => {
      const dados = await exportarMeusDados(contextoDe(app, req), origemDe(req), usuarioDe(req).id);
      if (!dados) throw naoAutenticado();
      const dia = dados.geradoEm.slice(0, 10);
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', `attachment; filename="meus-dados-portal-unificado-${dia}.json"`);
      return dados;
    },
  );
};

export default configuracoesRoutes;
