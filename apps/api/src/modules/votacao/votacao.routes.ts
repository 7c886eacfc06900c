/**
 * Secret voting (/wsapp/votacoes…, issue 14, ADR 023, 058, 059): the member's list, the encrypted vote, the counts
 * and the public record after publication; the guardians' ceremony and decryption (/votacoes-guardiao…); staff
 * (CLI_PermissaoVotacao) create, edit, run the ceremony, open, close and publish. The HTTP contract is described at
 * the top of packages/contracts/src/votacao.ts.
 */
import {
  buscaCodigoSchema,
  conferenciaBodySchema,
  decifracaoBodySchema,
  enviarPartesBodySchema,
  guardioesElegiveisSchema,
  publicarChaveBodySchema,
  registroVotacaoSchema,
  resultadoVotacaoSchema,
  votacaoGuardiaoSchema,
  votacoesGuardiaoSchema,
  votoRegistradoSchema,
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
import { publicarDecifracao } from './apuracao.js';
import { conferirPartes, enviarPartes, iniciarCerimonia, listarVotacoesGuardiao, publicarChave, reiniciarCerimonia, votacaoGuardiao } from './cerimonia.js';
import { guardioesElegiveis } from './guardioes-elegiveis.js';
import { buscarCodigo, listarVotacoesMembro, listarVotacoesStaff, registroPublicado, resultadoDaVotacao } from './listar-votacoes.js';
import { votar } from './votar.js';

const idParams = z.object({ id: uuidDoCaminho });
const codigoParams = idParams.extend({ codigo: z.string().max(100) });
const STAFF = ['CLI_PermissaoVotacao'] as const;

function quemDe(req: FastifyRequest): Quem {
  const u = usuarioDe(req);
  return { usuarioId: u.id, pessoaId: u.pessoaId, ip: req.ip, userAgent: req.headers['user-agent'] ?? null };
}

const votacaoRoutes: FastifyPluginAsyncZod = async (app) => {
  const amb: AmbienteVotacao = { db: app.db, agora: () => new Date() };
  // Codes and who may vote are nobody else's: no shared cache keeps them (the published record sets its own).
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
        summary: 'Vota uma vez com a cédula cifrada no navegador: confere as provas e devolve o código de confirmação',
        params: idParams,
        body: votarBodySchema,
        response: { 201: votoRegistradoSchema, ...erros },
      },
    },
    async (req, reply) => reply.status(201).send(await votar(amb, quemDe(req), req.params.id, req.body.cedula)),
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
    '/votacoes/:id/registro',
    {
      config: { access: 'user' },
      schema: {
        tags: ['votacao'],
        summary: 'O registro público (JSON) da votação publicada, verificável com npm run votacao:verificar',
        params: idParams,
        response: { 200: registroVotacaoSchema, ...erros },
      },
    },
    async (req, reply) => {
      const registro = await registroPublicado(amb, req.params.id);
      // Published: it never changes again.
      reply.header('cache-control', 'public, max-age=86400, immutable');
      reply.header('content-disposition', `attachment; filename="votacao-${req.params.id}-registro.json"`);
      return registro;
    },
  );

  app.get(
    '/votacoes/:id/codigos/:codigo',
    {
      config: { access: 'user' },
      schema: { tags: ['votacao'], summary: 'Se um código de confirmação está no registro publicado', params: codigoParams, response: { 200: buscaCodigoSchema, ...erros } },
    },
    async (req) => buscarCodigo(amb, req.params.id, req.params.codigo),
  );

  app.get(
    '/votacoes-guardiao',
    {
      config: { access: 'user' },
      schema: { tags: ['votacao'], summary: 'As votações de que sou guardião, com a minha etapa e o que meu navegador precisa', response: { 200: votacoesGuardiaoSchema, ...erros } },
    },
    async (req) => ({ itens: await listarVotacoesGuardiao(amb, quemDe(req)) }),
  );

  app.get(
    '/votacoes-guardiao/:id',
    {
      config: { access: 'user' },
      schema: { tags: ['votacao'], summary: 'Uma votação de que sou guardião', params: idParams, response: { 200: votacaoGuardiaoSchema, ...erros } },
    },
    async (req) => votacaoGuardiao(amb, quemDe(req), req.params.id),
  );

  app.post(
    '/votacoes-guardiao/:id/chave',
    {
      config: { access: 'user' },
      schema: {
        tags: ['votacao'],
        summary: 'Publica os compromissos da minha chave e a prova (uma vez por cerimônia)',
        params: idParams,
        body: publicarChaveBodySchema,
        response: { 200: votacaoGuardiaoSchema, ...erros },
      },
    },
    async (req) => publicarChave(amb, quemDe(req), req.params.id, req.body),
  );

  app.post(
    '/votacoes-guardiao/:id/partes',
    {
      config: { access: 'user' },
      schema: {
        tags: ['votacao'],
        summary: 'Envia uma parte cifrada a cada outro guardião (depois de todas as chaves)',
        params: idParams,
        body: enviarPartesBodySchema,
        response: { 200: votacaoGuardiaoSchema, ...erros },
      },
    },
    async (req) => enviarPartes(amb, quemDe(req), req.params.id, req.body.partes),
  );

  app.post(
    '/votacoes-guardiao/:id/conferencia',
    {
      config: { access: 'user' },
      schema: {
        tags: ['votacao'],
        summary: 'Confirma que as partes recebidas conferem, ou reclama da parte de um guardião',
        params: idParams,
        body: conferenciaBodySchema,
        response: { 200: votacaoGuardiaoSchema, ...erros },
      },
    },
    async (req) => conferirPartes(amb, quemDe(req), req.params.id, req.body),
  );

  app.post(
    '/votacoes-guardiao/:id/decifracao',
    {
      config: { access: 'user' },
      schema: {
        tags: ['votacao'],
        summary: 'Publica minhas decifrações parciais da apuração cifrada, com as provas (depois do encerramento)',
        params: idParams,
        body: decifracaoBodySchema,
        response: { 200: votacaoGuardiaoSchema, ...erros },
      },
    },
    async (req) => publicarDecifracao(amb, quemDe(req), req.params.id, req.body.parciais),
  );

  app.get(
    '/votacoes-admin',
    {
      config: { access: STAFF },
      schema: { tags: ['votacao'], summary: 'Todas as votações, com comparecimento e (após o encerramento) a apuração', response: { 200: votacoesStaffSchema, ...erros } },
    },
    async () => ({ itens: await listarVotacoesStaff(amb) }),
  );

  app.get(
    '/votacoes-admin/guardioes-elegiveis',
    {
      config: { access: STAFF },
      schema: { tags: ['votacao'], summary: 'Quem pode ser guardião: servidores e colaboradores com conta ativa', response: { 200: guardioesElegiveisSchema, ...erros } },
    },
    async () => ({ itens: await guardioesElegiveis(app.db) }),
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
      schema: { tags: ['votacao'], summary: 'Altera um rascunho (antes da cerimônia de chaves)', params: idParams, body: votacaoBodySchema, response: { 200: votacaoStaffSchema, ...erros } },
    },
    async (req) => editarVotacao(amb, quemDe(req), req.params.id, req.body),
  );

  app.post(
    '/votacoes-admin/:id/cerimonia',
    {
      config: { access: STAFF },
      schema: { tags: ['votacao'], summary: 'Começa a cerimônia de chaves dos guardiões (o rascunho fica congelado)', params: idParams, response: { 200: votacaoStaffSchema, ...erros } },
    },
    async (req) => iniciarCerimonia(amb, quemDe(req), req.params.id),
  );

  app.post(
    '/votacoes-admin/:id/cerimonia/reinicio',
    {
      config: { access: STAFF },
      schema: {
        tags: ['votacao'],
        summary: 'Reinicia a cerimônia antes da abertura (reclamação ou guardião que perdeu o arquivo): apaga chaves e partes',
        params: idParams,
        response: { 200: votacaoStaffSchema, ...erros },
      },
    },
    async (req) => reiniciarCerimonia(amb, quemDe(req), req.params.id),
  );

  app.post(
    '/votacoes-admin/:id/abertura',
    {
      config: { access: STAFF },
      schema: { tags: ['votacao'], summary: 'Abre a votação (cerimônia concluída) e congela a lista de eleitores', params: idParams, response: { 200: votacaoStaffSchema, ...erros } },
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
      schema: { tags: ['votacao'], summary: 'Publica as contagens decifradas pelos guardiões e o registro público', params: idParams, response: { 200: votacaoStaffSchema, ...erros } },
    },
    async (req) => publicarVotacao(amb, quemDe(req), req.params.id),
  );
};

export default votacaoRoutes;
