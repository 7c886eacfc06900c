/**
 * Member routes of the electronic petitions (/wsapp/processos/:id/peticoes…): only a party or a party's lawyer
 * files and sees their petitions; to whoever may see the process without being a party (a public one, or staff)
 * 403 PETICIONAMENTO_SO_PARTES, and to anyone else it answers as a missing one (404, same body).
 */
import { peticaoSchema, peticionamentoSchema, processosPeticionaveisSchema, uuidDoCaminho } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erros } from '../../lib/http/erros.js';
import { contextoDe } from '../../lib/http/contexto.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { envolvimentoParaPeticionar, protocolarPeticaoDoPedido } from './protocolar-peticao.js';
import { cabecalhoDoProcesso, peticaoNaoEncontrada, peticoesDoFiler, prazosAbertosDoFiler, processoNaoEncontrado, processosPeticionaveis } from './peticoes.repository.js';
import { gerarReciboPeticaoPdf } from './recibo-peticao-pdf.js';
import { aceitarArquivos } from '../../lib/armazenamento/envio-multipart.js';

const idParams = z.object({ id: uuidDoCaminho });
const peticaoParams = z.object({ id: uuidDoCaminho, pid: uuidDoCaminho });

const peticoesRoutes: FastifyPluginAsyncZod = async (app) => {
  await aceitarArquivos(app);
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/peticoes/processos',
    {
      config: { access: 'user' },
      schema: {
        tags: ['processos'],
        summary: 'Os processos em que quem pede é parte ou advogado(a) de parte: onde pode peticionar',
        response: { 200: processosPeticionaveisSchema, ...erros },
      },
    },
    async (req) => ({ itens: await processosPeticionaveis(app.db, usuarioDe(req).pessoaId) }),
  );

  app.get(
    '/processos/:id/peticoes',
    {
      config: { access: 'user' },
      schema: {
        tags: ['processos'],
        summary: 'Peticionamento: o processo, os prazos em aberto de quem peticiona e as suas petições nele',
        params: idParams,
        response: { 200: peticionamentoSchema, ...erros },
      },
    },
    async (req) => {
      const u = usuarioDe(req);
      const envolvimento = await envolvimentoParaPeticionar(app.db, req.params.id, u);
      const [processo, prazos, peticoes] = await Promise.all([
        cabecalhoDoProcesso(app.db, req.params.id),
        prazosAbertosDoFiler(app.db, req.params.id, envolvimento),
        peticoesDoFiler(app.db, req.params.id, u.pessoaId),
      ]);
      if (!processo) throw processoNaoEncontrado();
      return { processo, prazos, peticoes };
    },
  );

  app.post(
    '/processos/:id/peticoes',
    {
      config: { access: 'user' },
      schema: {
        tags: ['processos'],
        summary: 'Protocola uma petição (multipart: tipo, texto, prazoId; PDFs no campo "arquivos"), inteira ou nada',
        params: idParams,
        response: { 201: peticaoSchema, ...erros },
      },
    },
    async (req, reply) => {
      const u = usuarioDe(req);
      const { id } = await protocolarPeticaoDoPedido(contextoDe(app, req), req, u, req.params.id);
      const [peticao] = await peticoesDoFiler(app.db, req.params.id, u.pessoaId, id);
      return reply.status(201).send(peticao!);
    },
  );

  app.get(
    '/processos/:id/peticoes/:pid/recibo',
    {
      config: { access: 'user' },
      schema: {
        tags: ['processos'],
        summary: 'O recibo da petição em PDF (protocolo, data e hora do servidor, SHA-256 de cada documento)',
        params: peticaoParams,
        response: { 200: z.any().describe('application/pdf'), ...erros },
      },
    },
    async (req, reply) => {
      const u = usuarioDe(req);
      await envolvimentoParaPeticionar(app.db, req.params.id, u);
      const [[peticao], processo] = await Promise.all([peticoesDoFiler(app.db, req.params.id, u.pessoaId, req.params.pid), cabecalhoDoProcesso(app.db, req.params.id)]);
      if (!peticao || !processo) throw peticaoNaoEncontrada();
      const pdf = await gerarReciboPeticaoPdf({ peticao, processoNumero: processo.numero, processoAssunto: processo.assunto, autorNome: u.nome });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="recibo-${peticao.protocolo.replace('/', '-')}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
};

export default peticoesRoutes;
