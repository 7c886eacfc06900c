/** Member routes of the CASAG vaccines (/wsapp/vacinas…): open campaigns, buying doses, the statement. */
import { campanhasMembroSchema, compraVacinaSchema, comprarVacinaBodySchema, comprasVacinaSchema, hojeSaoPaulo, uuidDoCaminho } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erros } from '../../lib/http/erros.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { saldoViraMais } from '../viramais/index.js';
import { cancelarReserva, compraNaoEncontrada } from './cancelar-reserva.js';
import { comprarVacina } from './comprar-vacina.js';
import { adimplenciaDe, campanhasDoMembro, comprasDoMembro } from './vacinas.repository.js';

const vacinasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/vacinas/campanhas',
    {
      config: { access: 'user' },
      schema: {
        tags: ['vacinas'],
        summary: 'Campanhas de vacinação com vendas abertas: preço para este membro, doses restantes e se pode comprar (e por quê)',
        response: { 200: campanhasMembroSchema, ...erros },
      },
    },
    async (req) => {
      const u = usuarioDe(req);
      const hoje = hojeSaoPaulo();
      const [adimplencia, saldo] = await Promise.all([adimplenciaDe(app.db, u.pessoaId, hoje), saldoViraMais(app.db, u.pessoaId, hoje)]);
      const itens = await campanhasDoMembro(app.db, { pessoaId: u.pessoaId, nome: u.nome, colaborador: !u.isAdvogado }, hoje, adimplencia);
      return { itens, colaborador: !u.isAdvogado, adimplente: adimplencia.adimplente, saldoViraMaisCentavos: saldo };
    },
  );

  app.post(
    '/vacinas/compras',
    {
      config: { access: 'user' },
      schema: {
        tags: ['vacinas'],
        summary: 'Compra doses para o membro e dependentes: reserva o estoque e abre o título (ou paga com ViraMais)',
        body: comprarVacinaBodySchema,
        response: { 201: compraVacinaSchema, ...erros },
      },
    },
    async (req, reply) => {
      const u = usuarioDe(req);
      const { compraId } = await comprarVacina(app, u, req.body);
      const [compra] = await comprasDoMembro(app.db, app.codigos, u.pessoaId, hojeSaoPaulo(), compraId);
      return reply.status(201).send(compra!);
    },
  );

  app.get(
    '/vacinas/compras',
    {
      config: { access: 'user' },
      schema: {
        tags: ['vacinas'],
        summary: 'Extrato: as compras do membro com cada dose, status, título e voucher das doses pagas',
        response: { 200: comprasVacinaSchema, ...erros },
      },
    },
    async (req) => {
      const u = usuarioDe(req);
      return { itens: await comprasDoMembro(app.db, app.codigos, u.pessoaId, hojeSaoPaulo()) };
    },
  );

  app.get(
    '/vacinas/compras/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['vacinas'],
        summary: 'Uma compra do membro (404 para a de outro membro)',
        params: z.object({ id: uuidDoCaminho }),
        response: { 200: compraVacinaSchema, ...erros },
      },
    },
    async (req) => {
      const u = usuarioDe(req);
      const [compra] = await comprasDoMembro(app.db, app.codigos, u.pessoaId, hojeSaoPaulo(), req.params.id);
      if (!compra) throw compraNaoEncontrada();
      return compra;
    },
  );

  app.post(
    '/vacinas/compras/:id/cancelar',
    {
      config: { access: 'user' },
      schema: {
        tags: ['vacinas'],
        summary: 'Cancela uma reserva ainda não paga: as doses voltam ao estoque e o título é cancelado',
        params: z.object({ id: uuidDoCaminho }),
        response: { 200: compraVacinaSchema, ...erros },
      },
    },
    async (req) => {
      const u = usuarioDe(req);
      await cancelarReserva({ db: app.db, pagamentos: app.pagamentos, log: req.log }, u.pessoaId, req.params.id);
      const [compra] = await comprasDoMembro(app.db, app.codigos, u.pessoaId, hojeSaoPaulo(), req.params.id);
      return compra!;
    },
  );
};

export default vacinasRoutes;
