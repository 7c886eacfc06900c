/** Member routes of the administrative processes (/wsapp/processos…): the consulta processual, my processes, a process's detail and documents. */
import { responderComArquivo } from '../../lib/armazenamento/envio-multipart.js';
import { buscaProcessosQuerySchema, hojeSaoPaulo, meusProcessosSchema, processoDetalheSchema, resultadoBuscaProcessosSchema, uuidDoCaminho } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erros } from '../../lib/http/erros.js';
import { origemDe } from '../../lib/http/origem.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { baixarDocumentoProcesso } from './baixar-documento-processo.js';
import { buscarProcessos } from './buscar-processos.js';
import { detalharProcesso } from './detalhar-processo.js';
import { meusProcessos } from './processos.repository.js';

const processosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/processos',
    {
      config: { access: 'user' },
      schema: {
        tags: ['processos'],
        summary: 'Consulta processual: por número (inteiro ou o começo dele) ou por palavras do nome de uma parte; um processo sigiloso só aparece para suas partes, seus advogados e a equipe',
        querystring: buscaProcessosQuerySchema,
        response: { 200: resultadoBuscaProcessosSchema, ...erros },
      },
    },
    async (req) => buscarProcessos(app.db, usuarioDe(req), req.query),
  );

  app.get(
    '/processos/meus',
    {
      config: { access: 'user' },
      schema: {
        tags: ['processos'],
        summary: 'Os processos em que o membro é parte ou advogado de uma parte, com a fase, o próximo prazo e a próxima sessão',
        response: { 200: meusProcessosSchema, ...erros },
      },
    },
    async (req) => ({ itens: await meusProcessos(app.db, usuarioDe(req).pessoaId, hojeSaoPaulo()) }),
  );

  app.get(
    '/processos/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['processos'],
        summary: 'Um processo: dados, partes, movimentos públicos, documentos (partes e advogados), prazos e sessões; 404 para quem não pode vê-lo',
        params: z.object({ id: uuidDoCaminho }),
        response: { 200: processoDetalheSchema, ...erros },
      },
    },
    async (req) => detalharProcesso(app.db, usuarioDe(req), req.params.id, origemDe(req)),
  );

  app.get(
    '/processos/:id/documentos/:docId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['processos'],
        summary: 'Baixa um documento do processo (partes e seus advogados: os públicos; a equipe: todos)',
        params: z.object({ id: uuidDoCaminho, docId: uuidDoCaminho }),
        response: { 200: z.any().describe('O arquivo'), ...erros },
      },
    },
    async (req, reply) => {
      const doc = await baixarDocumentoProcesso(
        { db: app.db, armazenamento: app.armazenamento, log: req.log },
        usuarioDe(req),
        { processoId: req.params.id, documentoId: req.params.docId },
        origemDe(req),
      );
      return responderComArquivo(reply, doc);
    },
  );
};

export default processosRoutes;
