/**
 * Member finance routes (/wsapp/financeiro…): títulos, receipt and yearly statement PDFs, the anuidade and its
 * split, payment plans, and the negotiation of overdue debts. Only the caller's own títulos: anything else is
 * 404 'Título não encontrado.'
 */
import {
  criarNegociacaoBodySchema,
  erroApiSchema,
  listaTitulosQuerySchema,
  listaTitulosSchema,
  nufinParamsSchema,
  parcelarAnuidadeBodySchema,
  listaPlanosSchema,
  planoSchema,
  respostaAnuidadeSchema,
  respostaNegociacaoSchema,
  resumoFinanceiroSchema,
  simulacaoNegociacaoSchema,
  simularNegociacaoBodySchema,
  tituloSchema,
  hojeSaoPaulo,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDispositionSeguro } from '../../lib/armazenamento/receber-arquivo.js';
import { removerCobrancasNoProvedor } from './remover-no-psp.js';
import { parcelarAnuidade, respostaAnuidade, type AoRetirarCobrancas } from './anuidade.js';
import { demonstrativoDoAno } from './demonstrativo-pdf.js';
import { baseNegociacao, criarNegociacao, simularNegociacaoDoMembro } from './negociacao.js';
import { listarPlanos } from './planos.js';
import { reciboDoTitulo } from './recibo-pdf.js';
import { resumoFinanceiro } from './resumo.js';
import { titulosDe } from './titulo.js';
import { anosComPagamentosDoMembro, anosDoMembro, carregarTituloDoMembro, listarTitulosDoMembro, TITULOS_POR_PAGINA } from './titulos.repository.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { origemDe } from '../../lib/http/origem.js';

const erros = {
  400: erroApiSchema,
  401: erroApiSchema,
  403: erroApiSchema,
  404: erroApiSchema,
  409: erroApiSchema,
  429: erroApiSchema,
};

const anoParamsSchema = z.strictObject({
  ano: z.coerce
    .number({ error: 'Informe o ano com quatro dígitos.' })
    .int('Informe o ano com quatro dígitos.')
    .min(2000, 'Informe um ano a partir de 2000.')
    .max(2100, 'Informe um ano até 2100.'),
});

function enviarPdf(reply: FastifyReply, pdf: Buffer, nomeArquivo: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDispositionSeguro(nomeArquivo, 'pdf'))
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
}

const financeiroRoutes: FastifyPluginAsyncZod = async (app) => {
  // The charges a split or an agreement cancelled, withdrawn at the PSP after the commit (PIX of the bcb
  // provider; best effort: a failure is logged and the charge expires on its own).
  const retirarNoPsp =
    (req: FastifyRequest): AoRetirarCobrancas =>
    (txids) =>
      removerCobrancasNoProvedor({ db: app.db, pagamentos: app.pagamentos, log: req.log }, txids);

  // Money and payment data: no shared cache may keep it, and the título the payment panel polls is always fresh.
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/financeiro/titulos',
    {
      config: { access: 'user' },
      schema: {
        tags: ['financeiro'],
        summary: 'Os títulos do membro (abertos primeiro, por vencimento; depois os demais, mais novos primeiro), com filtros',
        querystring: listaTitulosQuerySchema,
        response: { 200: listaTitulosSchema, ...erros },
      },
    },
    async (req) => {
      const pessoaId = usuarioDe(req).pessoaId;
      const hoje = hojeSaoPaulo();
      const [{ linhas, total }, anos, anosComPagamentos] = await Promise.all([
        listarTitulosDoMembro(app.db, pessoaId, req.query, hoje),
        anosDoMembro(app.db, pessoaId),
        anosComPagamentosDoMembro(app.db, pessoaId),
      ]);
      return { itens: await titulosDe(app.db, pessoaId, linhas, hoje), total, pagina: req.query.pagina, porPagina: TITULOS_POR_PAGINA, anos, anosComPagamentos };
    },
  );

  app.get(
    '/financeiro/titulos/:nufin',
    {
      config: { access: 'user' },
      schema: {
        tags: ['financeiro'],
        summary: 'Um título do membro, com o valor de hoje e as ações possíveis (consultado a cada 3 s durante o pagamento)',
        params: nufinParamsSchema,
        response: { 200: tituloSchema, ...erros },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const pessoaId = usuarioDe(req).pessoaId;
      const hoje = hojeSaoPaulo();
      const linha = await carregarTituloDoMembro(app.db, pessoaId, req.params.nufin);
      const [titulo] = await titulosDe(app.db, pessoaId, [linha], hoje);
      return titulo;
    },
  );

  app.get(
    '/financeiro/titulos/:nufin/recibo',
    {
      config: { access: 'user' },
      schema: {
        tags: ['financeiro'],
        summary: 'O recibo de pagamento de um título pago, em PDF',
        params: nufinParamsSchema,
        response: { 200: z.any().describe('application/pdf'), ...erros },
      },
    },
    async (req, reply) => {
      const { pdf, nomeArquivo } = await reciboDoTitulo(app.db, usuarioDe(req).pessoaId, req.params.nufin);
      return enviarPdf(reply, pdf, nomeArquivo);
    },
  );

  app.get(
    '/financeiro/demonstrativo/:ano',
    {
      config: { access: 'user' },
      schema: {
        tags: ['financeiro'],
        summary: 'O demonstrativo dos pagamentos confirmados no ano-calendário (horário de Brasília), em PDF (sem pagamentos no ano, o PDF diz isso)',
        params: anoParamsSchema,
        response: { 200: z.any().describe('application/pdf'), ...erros },
      },
    },
    async (req, reply) => {
      const { pdf, nomeArquivo } = await demonstrativoDoAno(app.db, usuarioDe(req).pessoaId, req.params.ano);
      return enviarPdf(reply, pdf, nomeArquivo);
    },
  );

  app.get(
    '/financeiro/anuidade',
    {
      config: { access: 'user' },
      schema: {
        tags: ['financeiro'],
        summary:
          'A anuidade do ano (criada na primeira consulta), faixa, desconto antecipado, opções de parcelamento e anos anteriores; sem inscrição de advogado, a situação nao_aplicavel com o motivo',
        response: { 200: respostaAnuidadeSchema, ...erros },
      },
    },
    async (req) => respostaAnuidade(app.db, usuarioDe(req).pessoaId, hojeSaoPaulo()),
  );

  app.get(
    '/financeiro/resumo',
    {
      config: { access: 'user' },
      schema: {
        tags: ['financeiro'],
        summary:
          'O financeiro do membro num relance (páginas das entidades): em dia ou o que venceu, o que vence a seguir e a anuidade do ano (só lê; não emite a anuidade)',
        response: { 200: resumoFinanceiroSchema, ...erros },
      },
    },
    async (req) => resumoFinanceiro(app.db, usuarioDe(req).pessoaId, hojeSaoPaulo()),
  );

  app.post(
    '/financeiro/anuidade/parcelamento',
    {
      config: { access: 'user' },
      schema: {
        tags: ['financeiro'],
        summary: 'Parcela a anuidade do ano (2 a 12 vezes) enquanto ela está em aberto e não venceu',
        body: parcelarAnuidadeBodySchema,
        response: { 201: planoSchema, ...erros },
      },
    },
    async (req, reply) => reply.status(201).send(await parcelarAnuidade(app.db, usuarioDe(req).pessoaId, req.body.parcelas, hojeSaoPaulo(), retirarNoPsp(req))),
  );

  app.get(
    '/financeiro/planos',
    {
      config: { access: 'user' },
      schema: {
        tags: ['financeiro'],
        summary: 'Os planos de pagamento do membro (parcelamentos e acordos), mais novos primeiro',
        response: { 200: listaPlanosSchema, ...erros },
      },
    },
    async (req) => ({ itens: await listarPlanos(app.db, usuarioDe(req).pessoaId, hojeSaoPaulo()) }),
  );

  app.get(
    '/financeiro/negociacao/:nufin',
    {
      config: { access: 'user' },
      schema: {
        tags: ['financeiro'],
        summary:
          'O ponto de partida da negociação: os títulos vencidos que podem entrar no acordo e as regras; um título que não pode ser negociado vem com a situação nao_negociavel e o motivo',
        params: nufinParamsSchema,
        response: { 200: respostaNegociacaoSchema, ...erros },
      },
    },
    async (req) => baseNegociacao(app.db, usuarioDe(req).pessoaId, req.params.nufin, hojeSaoPaulo()),
  );

  app.post(
    '/financeiro/negociacao/simular',
    {
      config: { access: 'user' },
      schema: {
        tags: ['financeiro'],
        summary: 'Simula um acordo (desconto, entrada e parcelas) e devolve o termo de confissão de dívida a aceitar',
        body: simularNegociacaoBodySchema,
        response: { 200: simulacaoNegociacaoSchema, ...erros },
      },
    },
    async (req) => simularNegociacaoDoMembro(app.db, usuarioDe(req).pessoaId, req.body, hojeSaoPaulo()),
  );

  app.post(
    '/financeiro/negociacao',
    {
      config: { access: 'user' },
      schema: {
        tags: ['financeiro'],
        summary:
          'Faz o acordo com o termo aceito (o da simulação, conferido pelo sha256; guardado com data, hora, IP e navegador); os títulos originais ficam renegociados',
        body: criarNegociacaoBodySchema,
        response: { 201: planoSchema, ...erros },
      },
    },
    async (req, reply) => {
      const plano = await criarNegociacao(
        app.db,
        usuarioDe(req).pessoaId,
        req.body,
        hojeSaoPaulo(),
        { ...origemDe(req), agora: new Date() },
        retirarNoPsp(req),
      );
      return reply.status(201).send(plano);
    },
  );
};

export default financeiroRoutes;
