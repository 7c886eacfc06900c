/**
 * The yearly anuidade table, maintained by finance staff (ADR 045): the years with their versions and warnings,
 * and a new table or a new resolution for a year (/area-restrita/financeiro/anuidade/tabelas).
 */
import { hojeSaoPaulo, listaTabelasAnuidadeSchema, novaTabelaAnuidadeBodySchema, tabelaAnuidadeSchema, type Permissao } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { erros } from '../../lib/http/erros.js';
import { origemDe } from '../../lib/http/origem.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { cadastrarTabelaAnuidade } from './cadastrar-tabela-anuidade.js';
import { listarTabelasAnuidade } from './listar-tabelas-anuidade.js';

const ACESSO_FINANCEIRO: readonly Permissao[] = ['CLI_PermissaoFinanceiro'];

const anuidadeTabelasStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/area-restrita/financeiro/anuidade/tabelas',
    {
      config: { access: ACESSO_FINANCEIRO },
      schema: {
        tags: ['área restrita'],
        summary: 'Tabelas da anuidade por exercício (a vigente e as versões anteriores), os anos já lançados e os avisos de tabela ausente',
        response: { 200: listaTabelasAnuidadeSchema, ...erros },
      },
    },
    async () => listarTabelasAnuidade(app.db, hojeSaoPaulo()),
  );

  app.post(
    '/area-restrita/financeiro/anuidade/tabelas',
    {
      config: { access: ACESSO_FINANCEIRO },
      schema: {
        tags: ['área restrita'],
        summary:
          'Cadastra a tabela da anuidade de um exercício ou uma nova versão dela (nunca altera a anterior); num ano já lançado, só uma nova resolução, para os títulos lançados depois dela',
        body: novaTabelaAnuidadeBodySchema,
        response: { 201: tabelaAnuidadeSchema, ...erros },
      },
    },
    async (req, reply) => {
      const tabela = await cadastrarTabelaAnuidade(app.db, { tabela: req.body, hoje: hojeSaoPaulo(), usuarioId: usuarioDe(req).id, origem: origemDe(req) });
      return reply.status(201).send(tabela);
    },
  );
};

export default anuidadeTabelasStaffRoutes;
