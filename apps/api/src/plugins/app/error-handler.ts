import { configurarZodPtBr, STATUS_DO_CODIGO } from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { erroParaLog } from '../../lib/log-seguro.js';
import type { CodigoErro } from '@portal/contracts';

configurarZodPtBr();

const ONDE: Record<string, string> = { body: 'corpo', querystring: 'parâmetros da URL', params: 'caminho', headers: 'cabeçalhos' };

interface Problema {
  campo: string;
  mensagem: string;
}

function problemasDeValidacao(err: { validation: { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }[] }): Problema[] {
  return err.validation.flatMap((v) => {
    const campo = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (v.keyword === 'unrecognized_keys' && Array.isArray(v.params.keys)) {
      return (v.params.keys as string[]).map((k) => ({ campo: campo ? `${campo}.${k}` : k, mensagem: 'Campo não permitido.' }));
    }
    return [{ campo, mensagem: v.message ?? 'Valor inválido.' }];
  });
}

/**
 * PostgreSQL refusing text as malformed: invalid_text_representation (a json with a lone surrogate escape),
 * character_not_in_repertoire (NUL in text) and untranslatable_character (\u0000 in jsonb). The schemas
 * refuse such text first (contracts' texto.ts); should one slip through, it is still the client's data,
 * never a 500. Drivers and the ORM wrap the database error: the causes are followed.
 */
const TEXTO_RECUSADO_PELO_BANCO = new Set(['22P02', '22021', '22P05']);

function textoRecusadoPeloBanco(err: unknown): boolean {
  for (let e = err, n = 0; e instanceof Error && n < 5; e = (e as Error & { cause?: unknown }).cause, n++) {
    const code = (e as Error & { code?: unknown }).code;
    // 22P02 is also a bad uuid, integer or enum value: that is our bug (a 500), not the client's text.
    if (code === '22P02' && !/json|unicode/i.test(e.message)) return false;
    if (typeof code === 'string' && TEXTO_RECUSADO_PELO_BANCO.has(code)) return true;
  }
  return false;
}

/** The answer of an error: its status is the code's own (STATUS_DO_CODIGO, ADR 064). */
function responder(reply: FastifyReply, corpo: { mensagem: string; codigo: CodigoErro; campos?: Record<string, string> }) {
  return reply.status(STATUS_DO_CODIGO[corpo.codigo]).type('application/json; charset=utf-8').send(corpo);
}

/**
 * One error path: client errors answer { mensagem, codigo, campos? } in Portuguese; anything unexpected
 * answers a generic 500 and is logged with the request id. Never a stack trace to the client.
 */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
      if (err instanceof AppError) {
        if (err.extra.headers) reply.headers(err.extra.headers);
        return responder(reply, {
          mensagem: err.mensagem,
          codigo: err.codigo,
          ...(err.extra.campos ? { campos: err.extra.campos } : {}),
        });
      }

      if (hasZodFastifySchemaValidationErrors(err)) {
        const problemas = problemasDeValidacao(err);
        const onde = ONDE[err.validationContext ?? 'body'] ?? 'pedido';
        const semCampo = problemas.find((p) => p.campo === '');
        const campos = Object.fromEntries(problemas.filter((p) => p.campo !== '').map((p) => [p.campo, p.mensagem]));
        const nomes = Object.keys(campos);
        const mensagem =
          nomes.length === 1
            ? `Dados inválidos no campo '${nomes[0]}': ${campos[nomes[0] as string]}`
            : nomes.length > 1
              ? `Dados inválidos nos campos ${nomes.map((n) => `'${n}'`).join(', ')}.`
              : `Dados inválidos no ${onde} da requisição: ${semCampo?.mensagem ?? 'formato inesperado.'}`;
        return responder(reply, { mensagem, codigo: 'VALIDACAO', campos });
      }

      const status = err.statusCode ?? 500;
      if (status === 413 || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return responder(reply, {
          mensagem: `O conteúdo enviado excede o limite de ${Math.round(app.config.bodyLimitBytes / 1024)} KB.`,
          codigo: 'CORPO_GRANDE_DEMAIS',
        });
      }
      if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return responder(reply, { mensagem: 'Tipo de conteúdo não suportado. Envie JSON.', codigo: 'TIPO_NAO_SUPORTADO' });
      }
      if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
        return responder(reply, { mensagem: 'O corpo da requisição não é um JSON válido.', codigo: 'JSON_INVALIDO' });
      }
      if (status === 429) {
        return responder(reply, { mensagem: 'Muitas requisições. Aguarde um pouco e tente novamente.', codigo: 'MUITAS_REQUISICOES' });
      }
      if (status >= 400 && status < 500) {
        req.log.info({ code: err.code }, 'erro do cliente sem tradução');
        return responder(reply, { mensagem: 'Requisição inválida.', codigo: 'REQUISICAO_INVALIDA' });
      }
      if (textoRecusadoPeloBanco(err)) {
        req.log.warn({ erro: erroParaLog(err) }, 'texto recusado pelo banco (deveria ter sido recusado pelo esquema)');
        return responder(reply, {
          mensagem: 'Há caracteres inválidos no texto enviado. Remova-os e tente de novo.',
          codigo: 'TEXTO_INVALIDO',
        });
      }
      req.log.error({ erro: erroParaLog(err) }, 'erro interno');
      return responder(reply, {
        mensagem: 'Ocorreu um erro interno. Tente novamente mais tarde.',
        codigo: 'ERRO_INTERNO',
      });
    });
  },
  { name: 'error-handler', dependencies: ['services'] },
);
