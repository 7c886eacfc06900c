import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { LogDeRequisicoes, loggerDaRequisicao, registrarRequisicao, serializadorRes } from './lib/log-de-requisicoes.js';
import { requisicaoParaLog } from './lib/log-seguro.js';
import { registerExternalPlugins } from './plugins/external/index.js';
import { pedePagina, registerWebStatic } from './plugins/external/web-static.js';
import accessControl from './plugins/app/access-control.js';
import errorHandler from './plugins/app/error-handler.js';
import jobs, { type OpcoesJobs } from './plugins/app/jobs.js';
import metricas from './plugins/app/metricas.js';
import services, { type Servicos } from './plugins/app/services.js';
import acessos from './modules/acessos/plugin.js';
import auditoria from './modules/auditoria/plugin.js';
import auth from './modules/auth/plugin.js';
import certificado from './modules/certificado/plugin.js';
import codigos from './modules/codigos/plugin.js';
import comissoes from './modules/comissoes/plugin.js';
import contatos from './modules/contatos/plugin.js';
import convites from './modules/convites/plugin.js';
import festaJunina from './modules/festa-junina/plugin.js';
import financeiro from './modules/financeiro/plugin.js';
import gravador from './modules/gravador/plugin.js';
import health from './modules/health/plugin.js';
import importacoes from './modules/importacoes/plugin.js';
import inscritos from './modules/inscritos/plugin.js';
import perfil from './modules/perfil/plugin.js';
import presenca from './modules/presenca/plugin.js';
import privacidade from './modules/privacidade/plugin.js';
import processos from './modules/processos/plugin.js';
import recuperacaoSenha from './modules/recuperacao-senha/plugin.js';
import cadastro from './modules/cadastro/plugin.js';
import requerimentos from './modules/requerimentos/plugin.js';
import configuracoes from './modules/configuracoes/plugin.js';
import sessoes from './modules/sessoes/plugin.js';
import vacinas from './modules/vacinas/plugin.js';
import viramais from './modules/viramais/plugin.js';
import votacao from './modules/votacao/plugin.js';

/**
 * The modules under /wsapp, in registration order. importacoes comes first: it holds the import facility
 * (`app.importacoes`) that the modules registering an import screen use.
 */
const MODULOS = [
  importacoes,
  auth,
  auditoria,
  health,
  codigos,
  perfil,
  privacidade,
  cadastro,
  recuperacaoSenha,
  configuracoes,
  gravador,
  requerimentos,
  financeiro,
  festaJunina,
  convites,
  vacinas,
  viramais,
  processos,
  comissoes,
  presenca,
  votacao,
  sessoes,
  contatos,
  acessos,
  inscritos,
] as const;

const API = /^\/(wsapp|api)(\/|\?|$)/;
const RECURSO_NAO_ENCONTRADO = { mensagem: 'Recurso não encontrado.', codigo: 'NAO_ENCONTRADO' } as const;
const ERRO_INTERNO = { mensagem: 'Ocorreu um erro interno. Tente novamente mais tarde.', codigo: 'ERRO_INTERNO' } as const;

export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  // The serializers write only the fields they name: a request is method, masked path and address
  // (lib/log-seguro.ts), a response its status. Headers (authorization, cookies, set-cookie) never reach a line,
  // so no redaction pass is needed: it cloned every line's objects to look for paths that cannot be there, and
  // was half the cost of the request log (ADR 026).
  return {
    level,
    serializers: {
      req: requisicaoParaLog,
      res: serializadorRes,
    },
  };
}

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app from config.webDist when it exists (default true). */
  web?: boolean;
  /**
   * Background jobs (pg-boss, plugins/app/jobs.ts): on by default; false keeps them registered but never
   * started (tests that call the work themselves); an object tunes pg-boss's polling (tests).
   */
  jobs?: boolean | Omit<OpcoesJobs, 'ligados'>;
}

/** Builds the app: external plugins -> our plugins -> the modules (each its routes, jobs and hooks). */
export async function buildApp(s: Servicos, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: s.config.bodyLimitBytes,
    trustProxy: s.config.trustProxy,
    genReqId: (req) => {
      const vindo = req.headers['x-request-id'];
      return typeof vindo === 'string' && /^[\w-]{8,64}$/.test(vindo) ? vindo : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // The request log (lib/log-de-requisicoes.ts, ADR 026): one line per request as it ends, written by the log
    // controller, instead of Fastify's two; each request's logger is made only if something logs through it.
    logController: new LogDeRequisicoes(),
    childLoggerFactory: loggerDaRequisicao,
    // The router refuses a path parameter that is too long (over 100 characters) or badly percent-encoded
    // before any route sees it. Such a path names nothing: it answers as an unknown one, in our format.
    // Such a request never reaches the hooks nor the log controller, so its request-log line is written here.
    frameworkErrors: (erro, req, resposta) => {
      const reply = resposta as FastifyReply;
      const naoEncontrado = erro.code === 'FST_ERR_MAX_PARAM_LENGTH' || erro.code === 'FST_ERR_BAD_URL';
      reply
        .status(naoEncontrado ? 404 : 500)
        .type('application/json; charset=utf-8')
        .send(naoEncontrado ? RECURSO_NAO_ENCONTRADO : ERRO_INTERNO);
      registrarRequisicao(req, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Synchronous hooks on every request: an async one costs a promise and a trip through the microtask queue.
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-request-id', req.id);
    done(null, payload);
  });

  await registerExternalPlugins(app, s.config);
  await app.register(services, s);
  await app.register(errorHandler);
  await app.register(accessControl);
  await app.register(metricas);
  await app.register(jobs, { ligados: opts.jobs !== false, ...(typeof opts.jobs === 'object' ? opts.jobs : {}) });

  // The modules (ADR 063): each one plugin registering its routes, staff routes, jobs and settlement hook, in this
  // order, under /wsapp. A new area adds one line here; a new route, job or hook goes into its module's plugin.ts.
  await app.register(
    async (wsapp) => {
      for (const modulo of MODULOS) await wsapp.register(modulo);
    },
    { prefix: '/wsapp' },
  );
  // Certificate login: GET /api/certificado/entrar and POST /api/valida-jwt (outside /wsapp, as the spec's second base).
  await app.register(certificado);

  const comWeb = opts.web !== false && (await registerWebStatic(app, s.config.webDist));
  app.setNotFoundHandler((req, reply) => {
    if (comWeb && (req.method === 'GET' || req.method === 'HEAD') && !API.test(req.url) && pedePagina(req)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(RECURSO_NAO_ENCONTRADO);
  });

  return app;
}
