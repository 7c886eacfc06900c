/** CEL guest invitations (/wsapp/convites…): the member's list and new ones, the invitation by its link, cancel, and the gate's check and admission. */
import {
  admissaoRespostaSchema,
  admitirConviteBodySchema,
  consultaPortariaBodySchema,
  consultaPortariaRespostaSchema,
  conviteDonoSchema,
  conviteVistaSchema,
  criarConviteBodySchema,
  meusConvitesSchema,
  temAlgumaPermissao,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erros } from '../../lib/http/erros.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { admitirConvite } from './admitir-convite.js';
import type { AmbienteConvites, Quem } from './ambiente.js';
import { cancelarConvite } from './cancelar-convite.js';
import { consultarNaPortaria } from './consultar-na-portaria.js';
import { criarConvite } from './criar-convite.js';
import { lerConvite, meusConvites } from './ler-convite.js';
import { segredoDosConvites } from './link.js';

const hashParams = z.object({ hash: z.string() });
const linkParams = z.object({ codemp: z.string(), hash: z.string() });

function quemDe(req: FastifyRequest): Quem {
  const u = usuarioDe(req);
  return { usuarioId: u.id, pessoaId: u.pessoaId, portaria: temAlgumaPermissao(u.permissoes, ['CLI_PermissaoPortaria']), ip: req.ip };
}

const convitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const amb: AmbienteConvites = { db: app.db, config: app.config, limiter: app.limiter, codigos: app.codigos, segredo: segredoDosConvites(app.config) };
  // Links and guests' names are nobody else's: no shared cache keeps them.
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/convites',
    {
      config: { access: 'user' },
      schema: {
        tags: ['convites'],
        summary: 'Os convites do membro (com os links), a cota de cada mês e o que impede convidar',
        response: { 200: meusConvitesSchema, ...erros },
      },
    },
    async (req) => meusConvites(amb, quemDe(req)),
  );

  app.post(
    '/convites',
    {
      config: { access: 'user' },
      schema: {
        tags: ['convites'],
        summary: 'Convida um convidado para uma data: na cota do mês ou, pedido, com créditos ViraMais',
        body: criarConviteBodySchema,
        response: { 201: conviteDonoSchema, ...erros },
      },
    },
    async (req, reply) => reply.status(201).send(await criarConvite(amb, quemDe(req), req.body)),
  );

  app.get(
    '/convites/validar/:hash',
    {
      config: { access: 'user' },
      schema: {
        tags: ['convites'],
        summary: 'O que a portaria abre pelo QR: a portaria vê a validade hoje; os demais, que existe e a data',
        params: hashParams,
        response: { 200: conviteVistaSchema, ...erros },
      },
    },
    async (req) => lerConvite(amb, quemDe(req), req.params.hash),
  );

  app.post(
    '/convites/validar/:hash/admissao',
    {
      config: { access: ['CLI_PermissaoPortaria'] },
      schema: {
        tags: ['convites'],
        summary: 'A portaria admite o convidado, uma vez, no dia do convite',
        params: hashParams,
        body: admitirConviteBodySchema,
        response: { 200: admissaoRespostaSchema, ...erros },
      },
    },
    async (req) => admitirConvite(amb, quemDe(req), req.params.hash, req.body.portaria),
  );

  app.post(
    '/convites/portaria/consulta',
    {
      config: { access: ['CLI_PermissaoPortaria'] },
      schema: {
        tags: ['convites'],
        summary: 'A portaria sem câmera: o convite pelo código curto digitado ou pelo texto do QR (link ou código assinado)',
        body: consultaPortariaBodySchema,
        response: { 200: consultaPortariaRespostaSchema, ...erros },
      },
    },
    async (req) => consultarNaPortaria(amb, quemDe(req), req.body.codigo),
  );

  app.get(
    '/convites/:codemp/:hash',
    {
      config: { access: 'user' },
      schema: {
        tags: ['convites'],
        summary: 'O convite pelo link: o dono vê tudo; a portaria, a validade; os demais, que existe e a data',
        params: linkParams,
        response: { 200: conviteVistaSchema, ...erros },
      },
    },
    async (req) => lerConvite(amb, quemDe(req), req.params.hash, req.params.codemp),
  );

  app.post(
    '/convites/:codemp/:hash/cancelamento',
    {
      config: { access: 'user' },
      schema: {
        tags: ['convites'],
        summary: 'O dono cancela o convite antes da data (o código vai para a lista de revogados)',
        params: linkParams,
        response: { 200: conviteDonoSchema, ...erros },
      },
    },
    async (req) => cancelarConvite(amb, quemDe(req), req.params.codemp, req.params.hash),
  );
};

export default convitesRoutes;
