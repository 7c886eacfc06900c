/**
 * Member routes of the festa junina (/wsapp/festa-junina…): the next event with its lot on sale and what the
 * member may still buy; buying tickets (a título for the rest after optional ViraMais credits); the member's
 * tickets with holder, QR, short code and PDF. Another member's purchase or ticket answers 404, as a missing one.
 */
import {
  comprarFestaBodySchema,
  compraFestaSchema,
  erroApiSchema,
  festaDoMembroSchema,
  hojeSaoPaulo,
  idParamsSchema,
  ingressoSchema,
  listaIngressosSchema,
  titularBodySchema,
  motivoDaSituacao,
  type CompraFesta,
  type EventoDoMembro,
  type SituacaoInscricao,
} from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { festaCompras } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import { contentDispositionSeguro } from '../../lib/armazenamento/receber-arquivo.js';
import { AppError, naoEncontrado } from '../../lib/app-error.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { removerNoPsp, tituloDe } from '../financeiro/index.js';
import { saldoViraMais } from '../viramais/index.js';
import { comprarIngressos } from './comprar-ingressos.js';
import { encerrarReserva } from './emitir-ingressos.js';
import { contagemDoMembro, loteAVenda, lotesDo, proximosEventos, REFERENCIA_COMPRA, type LinhaCompra, type LinhaEvento } from './festa.repository.js';
import { gerarIngressoPdf } from './ingresso-pdf.js';
import { alterarTitular, ingressoDoMembro, ingressosDoMembro } from './ingressos.js';

const erros = { 400: erroApiSchema, 401: erroApiSchema, 403: erroApiSchema, 404: erroApiSchema, 409: erroApiSchema, 429: erroApiSchema };

export async function compraDto(ex: Executor, c: LinhaCompra): Promise<CompraFesta> {
  const titulo = await tituloDe(ex, { tipo: REFERENCIA_COMPRA, id: c.id });
  return {
    id: c.id,
    status: c.status,
    quantidade: c.quantidade,
    totalCentavos: c.totalCentavos,
    viraMaisCentavos: c.viraMaisCentavos,
    nufin: titulo?.nufin ?? null,
    criadaEm: c.criadaEm.toISOString(),
  };
}

async function eventoDoMembro(ex: Executor, evento: LinhaEvento, u: { pessoaId: string; isAdvogado: boolean; inscricao: { situacao: SituacaoInscricao } | null }, hoje: string): Promise<EventoDoMembro> {
  const [lotes, meus, [pendente]] = await Promise.all([
    lotesDo(ex, evento.id),
    contagemDoMembro(ex, evento.id, u.pessoaId),
    ex
      .select()
      .from(festaCompras)
      .where(and(eq(festaCompras.eventoId, evento.id), eq(festaCompras.pessoaId, u.pessoaId), eq(festaCompras.status, 'reservada')))
      .orderBy(desc(festaCompras.criadaEm))
      .limit(1),
  ]);
  const lote = loteAVenda(lotes, hoje);
  const restantes = lote ? Math.min(lote.quantidade - lote.vendidos, evento.capacidade - lotes.reduce((s, l) => s + l.vendidos, 0)) : 0;
  const podeComprar = {
    proprio: Math.max(0, evento.limiteProprio - meus.advogado),
    convidados: Math.max(0, evento.limiteConvidados - meus.convidado - meus.crianca),
  };
  const motivo = !u.isAdvogado
    ? 'A festa junina do CEL é para advogados(as) com inscrição na OAB-GO. Convidados entram pelo ingresso de um(a) advogado(a).'
    : (motivoDaSituacao(u.inscricao?.situacao, 'comprarIngressoFesta') ?? (hoje >= evento.data
      ? 'As vendas foram encerradas (vão até a véspera da festa).'
      : !lote || restantes <= 0
        ? 'Ingressos esgotados.'
        : podeComprar.proprio + podeComprar.convidados === 0
          ? 'Você já tem todos os ingressos que pode comprar para esta festa.'
          : null));
  return {
    evento: { id: evento.id, nome: evento.nome, data: evento.data, local: evento.local, capacidade: evento.capacidade, limiteProprio: evento.limiteProprio, limiteConvidados: evento.limiteConvidados },
    loteAVenda: lote
      ? { id: lote.id, nome: lote.nome, ordem: lote.ordem, abreEm: lote.abreEm, restantes: Math.max(0, restantes), precos: { advogado: lote.precoAdvogadoCentavos, convidado: lote.precoConvidadoCentavos, crianca: lote.precoCriancaCentavos } }
      : null,
    meus,
    podeComprar,
    motivo,
    compraPendente: pendente ? await compraDto(ex, pendente) : null,
  };
}

const festaJuninaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/festa-junina',
    {
      config: { access: 'user' },
      schema: { tags: ['festa junina'], summary: 'As próximas festas, o lote à venda, os preços e o que o membro ainda pode comprar', response: { 200: festaDoMembroSchema, ...erros } },
    },
    async (req) => {
      const u = usuarioDe(req);
      const hoje = hojeSaoPaulo();
      const [eventos, saldo] = await Promise.all([proximosEventos(app.db, hoje), saldoViraMais(app.db, u.pessoaId, hoje)]);
      return { eventos: await Promise.all(eventos.map((e) => eventoDoMembro(app.db, e, u, hoje))), saldoViraMaisCentavos: saldo };
    },
  );

  app.post(
    '/festa-junina/compras',
    {
      config: { access: 'user' },
      schema: { tags: ['festa junina'], summary: 'Compra ingressos no lote à venda, dentro do limite do membro', body: comprarFestaBodySchema, response: { 201: compraFestaSchema, ...erros } },
    },
    async (req, reply) => {
      const u = usuarioDe(req);
      const { compra } = await comprarIngressos(app, { pessoaId: u.pessoaId, nome: u.nome, isAdvogado: u.isAdvogado, situacao: u.inscricao?.situacao ?? null }, req.body);
      return reply.status(201).send(await compraDto(app.db, compra));
    },
  );

  app.get(
    '/festa-junina/compras/:id',
    {
      config: { access: 'user' },
      schema: { tags: ['festa junina'], summary: 'Uma compra do membro e o seu título', params: idParamsSchema, response: { 200: compraFestaSchema, ...erros } },
    },
    async (req) => {
      const u = usuarioDe(req);
      const [c] = await app.db.select().from(festaCompras).where(and(eq(festaCompras.id, req.params.id), eq(festaCompras.pessoaId, u.pessoaId))).limit(1);
      if (!c) throw naoEncontrado('Compra não encontrada.');
      return compraDto(app.db, c);
    },
  );

  app.post(
    '/festa-junina/compras/:id/cancelar',
    {
      config: { access: 'user' },
      schema: { tags: ['festa junina'], summary: 'Cancela uma reserva ainda não paga (os ingressos voltam ao lote)', params: idParamsSchema, response: { 200: compraFestaSchema, ...erros } },
    },
    async (req) => {
      const u = usuarioDe(req);
      const [c] = await app.db.select().from(festaCompras).where(and(eq(festaCompras.id, req.params.id), eq(festaCompras.pessoaId, u.pessoaId))).limit(1);
      if (!c) throw naoEncontrado('Compra não encontrada.');
      const retiradas = await app.db.transaction((tx) => encerrarReserva(tx, c.id, 'cancelada'));
      if (retiradas === null) throw new AppError('INGRESSO_INDISPONIVEL', 'Esta compra não está mais reservada: não pode ser cancelada.');
      if (retiradas.length > 0) await removerNoPsp({ pagamentos: app.pagamentos, log: req.log }, retiradas);
      const [atual] = await app.db.select().from(festaCompras).where(eq(festaCompras.id, c.id));
      return compraDto(app.db, atual!);
    },
  );

  app.get(
    '/festa-junina/ingressos',
    { config: { access: 'user' }, schema: { tags: ['festa junina'], summary: 'Os ingressos do membro', response: { 200: listaIngressosSchema, ...erros } } },
    async (req) => ({ itens: await ingressosDoMembro(app.db, app.codigos, usuarioDe(req).pessoaId) }),
  );

  app.patch(
    '/festa-junina/ingressos/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['festa junina'],
        summary: 'Altera o titular (até a véspera); o QR antigo é revogado e um novo é emitido',
        params: idParamsSchema,
        body: titularBodySchema,
        response: { 200: ingressoSchema, ...erros },
      },
    },
    async (req) => {
      const u = usuarioDe(req);
      await alterarTitular(app, app.codigos, u.pessoaId, req.params.id, req.body.titular);
      return ingressoDoMembro(app.db, app.codigos, u.pessoaId, req.params.id);
    },
  );

  app.get(
    '/festa-junina/ingressos/:id/pdf',
    { config: { access: 'user' }, schema: { tags: ['festa junina'], summary: 'O ingresso em PDF', params: idParamsSchema, response: { 200: z.any().describe('application/pdf'), ...erros } } },
    async (req, reply) => {
      const i = await ingressoDoMembro(app.db, app.codigos, usuarioDe(req).pessoaId, req.params.id);
      if (!i.codigo || !i.codigoCurto) throw naoEncontrado('Ingresso não encontrado.');
      const pdf = await gerarIngressoPdf({ ...i, codigo: i.codigo, codigoCurto: i.codigoCurto });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDispositionSeguro(`ingresso-${i.codigoCurto}`, 'pdf'))
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
};

export default festaJuninaRoutes;
