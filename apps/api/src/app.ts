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
import auditoriaRoutes from './modules/auditoria/auditoria.routes.js';
import authRoutes from './modules/auth/auth.routes.js';
import certificadoRoutes from './modules/certificado/certificado.routes.js';
import codigosRoutes from './modules/codigos/codigos.routes.js';
import comissoesRoutes from './modules/comissoes/comissoes.routes.js';
import comissoesStaffRoutes from './modules/comissoes/comissoes-staff.routes.js';
import dependentesRoutes from './modules/dependentes/dependentes.routes.js';
import festaJuninaJobs from './modules/festa-junina/festa-junina.jobs.js';
import financeiroJobs from './modules/financeiro/financeiro.jobs.js';
import festaJuninaRoutes from './modules/festa-junina/festa-junina.routes.js';
import festaJuninaStaffRoutes from './modules/festa-junina/festa-junina-staff.routes.js';
import convitesRoutes from './modules/convites/convites.routes.js';
import gravadorRoutes from './modules/gravador/gravador.routes.js';
import healthRoutes from './modules/health/health.routes.js';
import financeiroRoutes from './modules/financeiro/financeiro.routes.js';
import honorariosRoutes from './modules/financeiro/honorarios.routes.js';
import anuidadeTabelasStaffRoutes from './modules/financeiro/anuidade-tabelas-staff.routes.js';
import inadimplenciaRoutes from './modules/financeiro/inadimplencia.routes.js';
import contatosRoutes from './modules/contatos/contatos.routes.js';
import acessosRoutes from './modules/acessos/acessos.routes.js';
import inscritosStaffRoutes from './modules/inscritos/inscritos-staff.routes.js';
import { importacaoRoutes, importacoesJobs } from './modules/importacoes/index.js';
import { IMPORTACAO_INSCRITOS } from './modules/inscritos/index.js';
import { IMPORTACAO_PROCESSOS } from './modules/processos/processos.importacao.js';
import { IMPORTACAO_COMISSOES } from './modules/comissoes/comissoes.importacao.js';
import { IMPORTACAO_TITULOS } from './modules/viramais/titulos.importacao.js';
import pagamentosRoutes from './modules/financeiro/pagamentos.routes.js';
import ouvidoriaAnonimaJobs from './modules/requerimentos/ouvidoria-anonima.jobs.js';
import ouvidoriaAnonimaRoutes from './modules/requerimentos/ouvidoria-anonima.routes.js';
import perfilRoutes from './modules/perfil/perfil.routes.js';
import peticoesRoutes from './modules/processos/peticoes.routes.js';
import peticoesStaffRoutes from './modules/processos/peticoes-staff.routes.js';
import presencaRoutes from './modules/presenca/presenca.routes.js';
import presencaStaffRoutes from './modules/presenca/presenca-staff.routes.js';
import privacidadeRoutes from './modules/privacidade/privacidade.routes.js';
import processosRoutes from './modules/processos/processos.routes.js';
import recuperacaoRoutes from './modules/recuperacao-senha/recuperacao.routes.js';
import registroRoutes from './modules/registro/registro.routes.js';
import requerimentosStaffRoutes from './modules/requerimentos/requerimentos-staff.routes.js';
import requerimentosJobs from './modules/requerimentos/requerimentos.jobs.js';
import requerimentosRoutes from './modules/requerimentos/requerimentos.routes.js';
import viramaisJobs from './modules/viramais/viramais.jobs.js';
import viramaisRoutes from './modules/viramais/viramais.routes.js';
import login2faRoutes from './modules/seguranca/login-2fa.routes.js';
import segurancaRoutes from './modules/seguranca/seguranca.routes.js';
import vacinasJobs from './modules/vacinas/vacinas.jobs.js';
import vacinasRoutes from './modules/vacinas/vacinas.routes.js';
import vacinasStaffRoutes from './modules/vacinas/vacinas-staff.routes.js';
import processosStaffRoutes from './modules/processos/processos-staff.routes.js';
import votacaoRoutes from './modules/votacao/votacao.routes.js';
import sessoesRoutes from './modules/sessoes/sessoes.routes.js';
import sessoesStaffRoutes from './modules/sessoes/sessoes-staff.routes.js';

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

/** Builds the app: external plugins -> our plugins -> jobs -> routes. */
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
  await app.register(requerimentosJobs);
  await app.register(ouvidoriaAnonimaJobs);
  await app.register(festaJuninaJobs);
  await app.register(vacinasJobs);
  await app.register(viramaisJobs);
  await app.register(financeiroJobs);
  await app.register(importacoesJobs);

  await app.register(
    async (wsapp) => {
      await wsapp.register(authRoutes);
      await wsapp.register(auditoriaRoutes);
      await wsapp.register(healthRoutes);
      await wsapp.register(codigosRoutes);
      await wsapp.register(perfilRoutes);
      await wsapp.register(dependentesRoutes);
      await wsapp.register(privacidadeRoutes);
      await wsapp.register(registroRoutes);
      await wsapp.register(recuperacaoRoutes);
      await wsapp.register(login2faRoutes);
      await wsapp.register(segurancaRoutes);
      await wsapp.register(gravadorRoutes);
      await wsapp.register(requerimentosStaffRoutes);
      await wsapp.register(requerimentosRoutes);
      await wsapp.register(ouvidoriaAnonimaRoutes);
      await wsapp.register(financeiroRoutes);
      await wsapp.register(pagamentosRoutes);
      await wsapp.register(honorariosRoutes);
      await wsapp.register(anuidadeTabelasStaffRoutes);
      await wsapp.register(inadimplenciaRoutes);
      await wsapp.register(festaJuninaRoutes);
      await wsapp.register(festaJuninaStaffRoutes);
      await wsapp.register(convitesRoutes);
      await wsapp.register(vacinasRoutes);
      await wsapp.register(vacinasStaffRoutes);
      await wsapp.register(viramaisRoutes);
      await wsapp.register(processosRoutes);
      await wsapp.register(peticoesRoutes);
      await wsapp.register(peticoesStaffRoutes);
      await wsapp.register(comissoesRoutes);
      await wsapp.register(comissoesStaffRoutes);
      await wsapp.register(presencaRoutes);
      await wsapp.register(presencaStaffRoutes);
      await wsapp.register(processosStaffRoutes);
      await wsapp.register(votacaoRoutes);
      await wsapp.register(sessoesRoutes);
      await wsapp.register(sessoesStaffRoutes);
      await wsapp.register(contatosRoutes);
      await wsapp.register(acessosRoutes);
      await wsapp.register(inscritosStaffRoutes);
      // Staff CSV imports (ADR 041): one line per kind.
      await wsapp.register(importacaoRoutes, IMPORTACAO_INSCRITOS);
      await wsapp.register(importacaoRoutes, IMPORTACAO_TITULOS);
      await wsapp.register(importacaoRoutes, IMPORTACAO_PROCESSOS);
      await wsapp.register(importacaoRoutes, IMPORTACAO_COMISSOES);
    },
    { prefix: '/wsapp' },
  );
  // Certificate login: GET /api/certificado/entrar and POST /api/valida-jwt (outside /wsapp, as the spec's second base).
  await app.register(certificadoRoutes);

  const comWeb = opts.web !== false && (await registerWebStatic(app, s.config.webDist));
  app.setNotFoundHandler((req, reply) => {
    if (comWeb && (req.method === 'GET' || req.method === 'HEAD') && !API.test(req.url) && pedePagina(req)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(RECURSO_NAO_ENCONTRADO);
  });

  return app;
}
