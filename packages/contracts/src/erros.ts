import { z } from 'zod';

/** Every 4xx/5xx answer of the API has this shape; mensagem is Portuguese and safe to show. */
export const erroApiSchema = z.object({
  mensagem: z.string(),
  codigo: z.string(),
  campos: z.record(z.string(), z.string()).optional(),
});
export type ErroApi = z.infer<typeof erroApiSchema>;
