/** Staff routes of the CASAG vaccines (/wsapp/area-restrita/vacinas…), behind CLI_PermissaoVacinas. */
import {
  aplicarVoucherBodySchema,
  campanhaBodySchema,
  campanhaStaffSchema,
  campanhasStaffSchema,
  hojeSaoPaulo,
  uuidDoCaminho,
  voucherBodySchema,
  voucherStaffSchema,
  type Permissao,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erros } from '../../lib/http/erros.js';
import { origemDe } from '../../lib/http/origem.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { aplicarDose, consultarVoucher } from './aplicar-dose.js';
import { criarCampanha, editarCampanha, encerrarCampanha } from './campanhas-staff.js';
import { campanhaNaoEncontrada } from './comprar-vacina.js';
import { campanhasStaff } from './vacinas.repository.js';

const ACESSO: readonly Permissao[] = ['CLI_PermissaoVacinas'];
const idParams = z.object({ id: uuidDoCaminho });

const vacinasStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  const umaCampanha = async (id: string) => {
    const [c] = await campanhasStaff(app.db, hojeSaoPaulo(), id);
    if (!c) throw campanhaNaoEncontrada();
    return c;
  };

  app.get(
    '/area-restrita/vacinas/campanhas',
    {
      config: { access: ACESSO },
      schema: { tags: ['área restrita'], summary: 'Campanhas de vacinação com seus números', response: { 200: campanhasStaffSchema, ...erros } },
    },
    async () => ({ itens: await campanhasStaff(app.db, hojeSaoPaulo()) }),
  );

  app.get(
    '/area-restrita/vacinas/campanhas/:id',
    {
      config: { access: ACESSO },
      schema: { tags: ['área restrita'], summary: 'Uma campanha com seus números', params: idParams, response: { 200: campanhaStaffSchema, ...erros } },
    },
    async (req) => umaCampanha(req.params.id),
  );

  app.post(
    '/area-restrita/vacinas/campanhas',
    {
      config: { access: ACESSO },
      schema: { tags: ['área restrita'], summary: 'Cria uma campanha', body: campanhaBodySchema, response: { 201: campanhaStaffSchema, ...erros } },
    },
    async (req, reply) => {
      const id = await criarCampanha(app, usuarioDe(req), origemDe(req), req.body);
      return reply.status(201).send(await umaCampanha(id));
    },
  );

  app.put(
    '/area-restrita/vacinas/campanhas/:id',
    {
      config: { access: ACESSO },
      schema: {
        tags: ['área restrita'],
        summary: 'Altera uma campanha (o estoque é o que resta para vender)',
        params: idParams,
        body: campanhaBodySchema,
        response: { 200: campanhaStaffSchema, ...erros },
      },
    },
    async (req) => {
      await editarCampanha(app, usuarioDe(req), origemDe(req), req.params.id, req.body);
      return umaCampanha(req.params.id);
    },
  );

  app.post(
    '/area-restrita/vacinas/campanhas/:id/encerrar',
    {
      config: { access: ACESSO },
      schema: { tags: ['área restrita'], summary: 'Encerra as vendas de uma campanha', params: idParams, response: { 200: campanhaStaffSchema, ...erros } },
    },
    async (req) => {
      await encerrarCampanha(app, usuarioDe(req), origemDe(req), req.params.id);
      return umaCampanha(req.params.id);
    },
  );

  app.post(
    '/area-restrita/vacinas/vouchers/consultar',
    {
      config: { access: ACESSO },
      schema: {
        tags: ['área restrita'],
        summary: 'Lê um voucher (QR ou código curto): de quem é a dose, qual vacina, status',
        body: voucherBodySchema,
        response: { 200: voucherStaffSchema, ...erros },
      },
    },
    async (req) => consultarVoucher(app, app.codigos, req.body.codigo),
  );

  app.post(
    '/area-restrita/vacinas/vouchers/aplicar',
    {
      config: { access: ACESSO },
      schema: {
        tags: ['área restrita'],
        summary: 'Registra a aplicação da dose (uma única vez)',
        body: aplicarVoucherBodySchema,
        response: { 200: voucherStaffSchema, ...erros },
      },
    },
    async (req) => aplicarDose(app, app.codigos, usuarioDe(req), origemDe(req), req.body.codigo, req.body.local),
  );
};

export default vacinasStaffRoutes;
