import { z } from 'zod';

let configurado = false;

/** Zod's messages in Brazilian Portuguese, with plainer words for the two commonest cases. */
export function configurarZodPtBr(): void {
  if (configurado) return;
  configurado = true;
  z.config(z.locales.ptBR());
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type' && issue.input === undefined) return 'Campo obrigatório.';
      if (issue.code === 'unrecognized_keys') return 'Campo não permitido.';
      return undefined;
    },
  });
}
