/**
 * Tabela de honorários (issue 5): members search the version in force (GET /financeiro/tabela-honorarios);
 * finance staff list the versions and import a new one from a CSV with the day it comes into force
 * (/area-restrita/tabela-honorarios/versoes).
 */
import {
  erroApiSchema,
  errosImportacaoSchema,
  tabelaHonorariosQuerySchema,
  tabelaHonorariosSchema,
  listaVersoesHonorariosSchema,
  versaoHonorariosSchema,
  type Permissao,
  hojeSaoPaulo,
  type CodigoErro,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consultarItens, listarVersoes, versaoDe, versaoVigente } from './honorarios.repository.js';
import { importarTabelaHonorarios, MAX_BYTES_CSV_HONORARIOS } from './importar-tabela-honorarios.js';
import { receberFormularioCsv } from './receber-csv.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { erros } from '../../lib/http/erros.js';
import { origemDe } from '../../lib/http/origem.js';
import { aceitarArquivos } from '../../lib/armazenamento/envio-multipart.js';

const ACESSO_FINANCEIRO: readonly Permissao[] = ['CLI_PermissaoFinanceiro'];

/** A 400 of the import: the usual error, plus the problems by line when the file itself was refused. */
const erroImportacaoSchema = erroApiSchema.extend({ erros: errosImportacaoSchema.shape.erros.optional() });

const honorariosRoutes: FastifyPluginAsyncZod = async (app) => {
  await aceitarArquivos(app);
  // Staff answers name who imported what; the member's page is cheap to ask again. Neither goes to a shared cache.
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/financeiro/tabela-honorarios',
    {
      config: { access: 'user' },
      schema: {
        tags: ['financeiro'],
        summary: 'Tabela de honorários em vigor: busca por área e por palavras do ato (sem acentos), até 50 por página',
        querystring: tabelaHonorariosQuerySchema,
        response: { 200: tabelaHonorariosSchema, ...erros },
      },
    },
    async (req) => {
      const { area, busca, pagina, porPagina } = req.query;
      const versao = await versaoVigente(app.db, hojeSaoPaulo());
      if (!versao) return { versao: null, areas: [], itens: [], total: 0, pagina, porPagina };
      const r = await consultarItens(app.db, versao.id, { area: area?.trim() || undefined, busca, pagina, porPagina });
      return { versao: versaoDe(versao, 'vigente'), areas: r.areas, itens: r.itens, total: r.total, pagina, porPagina };
    },
  );

  app.get(
    '/area-restrita/tabela-honorarios/versoes',
    {
      config: { access: ACESSO_FINANCEIRO },
      schema: {
        tags: ['área restrita'],
        summary: 'Versões da tabela de honorários: a vigente, as futuras e as anteriores (a mais nova primeiro)',
        response: { 200: listaVersoesHonorariosSchema, ...erros },
      },
    },
    async () => ({ itens: await listarVersoes(app.db, hojeSaoPaulo()) }),
  );

  app.post(
    '/area-restrita/tabela-honorarios/versoes',
    {
      config: { access: ACESSO_FINANCEIRO },
      schema: {
        tags: ['área restrita'],
        summary:
          'Importa uma nova versão (multipart: arquivo CSV "area;codigo;ato;valor;percentual;observacao" até 1 MB e vigenciaInicio AAAA-MM-DD); tudo ou nada',
        response: { 201: versaoHonorariosSchema, ...erros, 400: erroImportacaoSchema },
      },
    },
    async (req, reply) => {
      const formulario = await receberFormularioCsv(req, MAX_BYTES_CSV_HONORARIOS);
      const r = await importarTabelaHonorarios(app.db, { formulario, hoje: hojeSaoPaulo(), usuarioId: usuarioDe(req).id, origem: origemDe(req) });
      if (!r.ok) return reply.status(400).send({ mensagem: r.mensagem, codigo: 'IMPORTACAO_RECUSADA' satisfies CodigoErro, erros: r.erros });
      return reply.status(201).send(r.versao);
    },
  );
};

export default honorariosRoutes;
