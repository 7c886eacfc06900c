/** The member's check-in (/wsapp/presenca/check-in) with the code of the room QR. */
import { checkInBodySchema, checkInSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { erros } from '../../lib/http/erros.js';
import { origemDe } from '../../lib/http/origem.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { lerCodigoDaSala, segredoDaPresenca } from './codigo-sala.js';
import { umaLista } from './presenca.repository.js';
import { codigoInvalido, registrarPorCodigo } from './registrar-presenca.js';

const presencaRoutes: FastifyPluginAsyncZod = async (app) => {
  const segredo = segredoDaPresenca(app.config);
  app.post(
    '/presenca/check-in',
    {
      config: { access: 'user' },
      schema: {
        tags: ['presença'],
        summary: 'Registra a presença de quem está logado com o código do QR da sala (vale por 60 s)',
        body: checkInBodySchema,
        response: { 200: checkInSchema, ...erros },
      },
    },
    async (req) => {
      const listaId = lerCodigoDaSala(segredo, req.body.codigo);
      if (!listaId) throw codigoInvalido();
      const r = await registrarPorCodigo(app, usuarioDe(req), origemDe(req), listaId);
      const l = await umaLista(app.db, listaId);
      return { titulo: l?.titulo ?? '', novo: r.novo, registradoEm: r.registradoEm.toISOString() };
    },
  );
};

export default presencaRoutes;
