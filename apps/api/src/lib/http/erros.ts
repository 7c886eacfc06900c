import { erroApiSchema } from '@portal/contracts';

/** Error statuses a route may answer, all in the one error body; spread into a route's `response` schema. */
export const erros = {
  400: erroApiSchema,
  401: erroApiSchema,
  403: erroApiSchema,
  404: erroApiSchema,
  409: erroApiSchema,
  413: erroApiSchema,
  415: erroApiSchema,
  422: erroApiSchema,
  429: erroApiSchema,
};
