/**
 * Internal filing (/wsapp/area-restrita/requerimentos-interno…): staff find a member by CPF or inscrição and
 * file a request on their behalf through the same engine functions the member uses. The request belongs to
 * the member (pessoa_id) and records the staff user (registrado_por); eligibility is the member's.
 */
import {
  buscaPessoaQuerySchema,
  codigoParamsSchema,
  criarInternoBodySchema,
  dataEmSaoPaulo,
  documentoParamsSchema,
  documentoSchema,
  documentoUploadQuerySchema,
  elegibilidadeInternaQuerySchema,
  elegibilidadeSchema,
  idParamsSchema,
  listaPessoasEncontradasSchema,
  requerimentoStaffSchema,
  tipoPorCodigo,
  type Permissao,
  type TipoRequerimento,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { pessoas, requerimentos } from '../../db/schema/index.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { AppError, naoEncontrado } from '../../lib/app-error.js';
import { registrarAuditoria } from '../auditoria/index.js';
import type { Ator } from './contexto.js';
import { detalheRequerimento } from './detalhe.js';
import { anexarDocumentoDoPedido, removerDocumento } from './documentos.js';
import { avaliarElegibilidade, paiIdDosDados } from './elegibilidade.js';
import { enviarRequerimento } from './enviar-requerimento.js';
import { atualizarRascunho, criarRascunho } from './rascunho.js';
import { carregarRequerimento, requerimentoNaoEncontrado, type LinhaRequerimento } from './requerimentos.repository.js';
import { CODIGOS_SENSIVEIS, staffPodeVer, visaoDoStaff } from './acesso-staff.js';
import { buscarPessoas } from './buscar-pessoas.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { erros } from '../../lib/http/erros.js';
import { origemDe } from '../../lib/http/origem.js';
import { contextoDe } from '../../lib/http/contexto.js';

const ACESSO_INTERNO: readonly Permissao[] = ['CLI_PermissaoRequerimentos'];
const INTERNO = { tipo: 'interno' } as const;

const staff = (req: FastifyRequest): Ator => ({ tipo: 'staff', usuarioId: usuarioDe(req).id });

const internoNaoPermitido = () =>
  new AppError('INTERNO_NAO_PERMITIDO', 'Este tipo de requerimento não pode ser registrado pela equipe em nome do membro.');

/** The type staff may file for a member: known (404), allowed internally (422), sensitive only with its permission (403). */
function tipoInterno(usuario: UsuarioAutenticado, codigo: string): TipoRequerimento {
  const tipo = tipoPorCodigo(codigo);
  if (!tipo) throw naoEncontrado('Tipo de requerimento não encontrado.');
  if (!tipo.internoPermitido) throw internoNaoPermitido();
  if (CODIGOS_SENSIVEIS.includes(tipo.codigo) && !visaoDoStaff(usuario.permissoes).sensiveis) {
    throw new AppError('SEM_PERMISSAO', 'Você não tem permissão para registrar requerimentos sigilosos.');
  }
  return tipo;
}

async function exigirPessoa(db: Db, pessoaId: string): Promise<void> {
  const [p] = await db.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.id, pessoaId)).limit(1);
  if (!p) throw naoEncontrado('Pessoa não encontrada.');
}

/**
 * The parent chosen in `dados` (269, 273) must be one this user may see: a sensitive one (267, 305 or filed
 * against one) answers 404 'Requerimento não encontrado.' to staff without CLI_PermissaoRequerimentosSensiveis,
 * exactly like an unknown id (the eligibility route does not offer it either).
 */
async function exigirPaiVisivel(db: Db, usuario: UsuarioAutenticado, tipo: TipoRequerimento, dados: Record<string, unknown>): Promise<void> {
  if (visaoDoStaff(usuario.permissoes).sensiveis) return;
  const paiId = paiIdDosDados(tipo, dados);
  if (!paiId) return;
  const [pai] = await db.select({ sensivel: requerimentos.sensivel }).from(requerimentos).where(eq(requerimentos.id, paiId)).limit(1);
  if (pai?.sensivel) throw requerimentoNaoEncontrado();
}

/** A draft filed by staff that this user may see (sensitive ones only with the permission); 404 otherwise. */
async function rascunhoInterno(db: Db, usuario: UsuarioAutenticado, id: string): Promise<LinhaRequerimento> {
  const linha = await carregarRequerimento(db, id, INTERNO);
  if (!staffPodeVer(visaoDoStaff(usuario.permissoes), linha)) throw requerimentoNaoEncontrado();
  return linha;
}

const requerimentosInternoRoutes: FastifyPluginAsyncZod = async (app) => {
  const auditar = (req: FastifyRequest, acao: string, detalhes: Record<string, unknown>) =>
    registrarAuditoria(app.db, { acao, sucesso: true, usuarioId: usuarioDe(req).id, ...origemDe(req), detalhes });

  app.get(
    '/area-restrita/pessoas',
    {
      config: { access: ACESSO_INTERNO },
      schema: {
        tags: ['área restrita'],
        summary: 'Encontra o membro pelo CPF ou pela inscrição (12345 ou 12345/GO)',
        querystring: buscaPessoaQuerySchema,
        response: { 200: listaPessoasEncontradasSchema, ...erros },
      },
    },
    async (req) => {
      const encontradas = await buscarPessoas(app.db, req.query.termo);
      // Who looked people up, and how many came back; never the CPF or inscrição typed.
      await auditar(req, 'pessoa_buscada', { resultados: encontradas.length });
      return encontradas;
    },
  );

  app.get(
    '/area-restrita/requerimentos-interno/elegibilidade/:codigo',
    {
      config: { access: ACESSO_INTERNO },
      schema: {
        tags: ['área restrita'],
        summary: 'Se o membro pode pedir este tipo agora (elegibilidade dele), e os requerimentos que podem ser o pai (269, 273)',
        params: codigoParamsSchema,
        querystring: elegibilidadeInternaQuerySchema,
        response: { 200: elegibilidadeSchema, ...erros },
      },
    },
    async (req) => {
      const tipo = tipoInterno(usuarioDe(req), req.params.codigo);
      await exigirPessoa(app.db, req.query.pessoaId);
      // Sensitive parents are offered only to staff who may see them.
      return avaliarElegibilidade(app.db, req.query.pessoaId, tipo, dataEmSaoPaulo(), {
        ocultarSensiveis: !visaoDoStaff(usuarioDe(req).permissoes).sensiveis,
      });
    },
  );

  app.post(
    '/area-restrita/requerimentos-interno',
    {
      config: { access: ACESSO_INTERNO },
      schema: {
        tags: ['área restrita'],
        summary: 'Cria, em nome do membro, o rascunho de um requerimento (dados válidos e membro elegível)',
        body: criarInternoBodySchema,
        response: { 201: requerimentoStaffSchema, ...erros },
      },
    },
    async (req, reply) => {
      const { pessoaId, codigo, dados } = req.body;
      const tipo = tipoInterno(usuarioDe(req), codigo);
      await exigirPessoa(app.db, pessoaId);
      await exigirPaiVisivel(app.db, usuarioDe(req), tipo, dados);
      const linha = await criarRascunho(contextoDe(app, req), { pessoaId, codigo, dados, ator: staff(req) });
      await auditar(req, 'requerimento_interno_criado', { requerimentoId: linha.id, pessoaId, codigo });
      return reply.status(201).send(await detalheRequerimento(app.db, linha.id, 'staff', INTERNO));
    },
  );

  app.put(
    '/area-restrita/requerimentos-interno/:id',
    {
      config: { access: ACESSO_INTERNO },
      schema: {
        tags: ['área restrita'],
        summary: 'Salva de novo o formulário de um rascunho registrado pela equipe (409 depois de enviado)',
        params: idParamsSchema,
        body: z.strictObject({ dados: z.record(z.string(), z.unknown(), { error: 'Envie os dados do formulário.' }) }),
        response: { 200: requerimentoStaffSchema, ...erros },
      },
    },
    async (req) => {
      const linha = await rascunhoInterno(app.db, usuarioDe(req), req.params.id);
      const tipo = tipoPorCodigo(linha.codigo);
      if (tipo) await exigirPaiVisivel(app.db, usuarioDe(req), tipo, req.body.dados);
      await atualizarRascunho(contextoDe(app, req), { requerimentoId: linha.id, escopo: INTERNO, dados: req.body.dados });
      await auditar(req, 'requerimento_interno_alterado', { requerimentoId: linha.id });
      return detalheRequerimento(app.db, linha.id, 'staff', INTERNO);
    },
  );

  app.post(
    '/area-restrita/requerimentos-interno/:id/documentos',
    {
      config: { access: ACESSO_INTERNO },
      schema: {
        tags: ['área restrita'],
        summary: 'Anexa um arquivo (multipart, campo "arquivo") ao documento `chave` de um rascunho registrado pela equipe',
        params: idParamsSchema,
        querystring: documentoUploadQuerySchema,
        response: { 201: documentoSchema, ...erros },
      },
    },
    async (req, reply) => {
      const linha = await rascunhoInterno(app.db, usuarioDe(req), req.params.id);
      const doc = await anexarDocumentoDoPedido(contextoDe(app, req), req, { requerimentoId: linha.id, escopo: INTERNO, chave: req.query.chave });
      await auditar(req, 'requerimento_interno_documento', { requerimentoId: linha.id, documentoId: doc.id, operacao: 'anexar' });
      return reply.status(201).send(doc);
    },
  );

  app.delete(
    '/area-restrita/requerimentos-interno/:id/documentos/:documentoId',
    {
      config: { access: ACESSO_INTERNO },
      schema: {
        tags: ['área restrita'],
        summary: 'Remove um documento de um rascunho registrado pela equipe',
        params: documentoParamsSchema,
        response: { 204: z.null().describe('Removido'), ...erros },
      },
    },
    async (req, reply) => {
      const linha = await rascunhoInterno(app.db, usuarioDe(req), req.params.id);
      await removerDocumento(contextoDe(app, req), { requerimentoId: linha.id, documentoId: req.params.documentoId, escopo: INTERNO });
      await auditar(req, 'requerimento_interno_documento', { requerimentoId: linha.id, documentoId: req.params.documentoId, operacao: 'remover' });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/area-restrita/requerimentos-interno/:id/enviar',
    {
      config: { access: ACESSO_INTERNO },
      schema: {
        tags: ['área restrita'],
        summary: 'Envia o rascunho registrado pela equipe: confere dados, documentos e a elegibilidade do membro; gera o protocolo',
        params: idParamsSchema,
        response: { 200: requerimentoStaffSchema, ...erros },
      },
    },
    async (req) => {
      const linha = await rascunhoInterno(app.db, usuarioDe(req), req.params.id);
      await enviarRequerimento(contextoDe(app, req), { requerimentoId: linha.id, escopo: INTERNO, ator: staff(req), origem: origemDe(req) });
      return detalheRequerimento(app.db, linha.id, 'staff', INTERNO);
    },
  );
};

export default requerimentosInternoRoutes;
