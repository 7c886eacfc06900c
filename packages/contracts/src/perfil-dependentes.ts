import { z } from 'zod';
import { dependenteSchema, PARENTESCOS_DEPENDENTE, type ParentescoDependente } from './perfil-dependentes-resposta.js';
import { uuidDoCaminho } from './caminho.js';
import { dataIsoDoCalendario, DATA_NASCIMENTO_MINIMA } from './cadastro.js';
import { hojeSaoPaulo } from './calendario.js';
import { cpfValido, somenteDigitos } from './cpf.js';
import { textoLivre } from './texto.js';

/**
 * The dependants registry on /atualizacao-cadastral (DOMAIN.md, "dependants registry"): the people a member
 * chooses from for vaccines, tickets and the funeral aid. One schema validates the form and the routes
 * (POST /wsapp/dependentes, PUT /wsapp/dependentes/:id).
 */


export const ROTULO_PARENTESCO_DEPENDENTE: Record<ParentescoDependente, string> = {
  conjuge: 'Cônjuge/companheiro(a)',
  filho: 'Filho(a)',
  enteado: 'Enteado(a)',
  pai_mae: 'Pai/mãe',
  tutelado: 'Tutelado(a)',
};

export const NOME_DEPENDENTE_MAXIMO = 150;

/** Mandatory name: trimmed, 3 to 150 characters of text. */
const nomeDependenteSchema = textoLivre({ error: 'Informe o nome do dependente.' })
  .min(1, 'Informe o nome do dependente.')
  .max(NOME_DEPENDENTE_MAXIMO, `Use no máximo ${NOME_DEPENDENTE_MAXIMO} caracteres.`)
  .refine((v) => v.length === 0 || v.length >= 3, 'Informe o nome completo do dependente.');

/** Optional CPF: empty (or absent) → null; otherwise 11 valid digits, punctuation allowed. */
const cpfDependenteSchema = z
  .string({ error: 'CPF inválido.' })
  .trim()
  .max(14, 'CPF inválido. Confira os dígitos.')
  .refine((v) => v === '' || (/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(v) && cpfValido(v)), 'CPF inválido. Confira os dígitos.')
  .nullish()
  .transform((v) => (v ? somenteDigitos(v) : null));

/** A real calendar date from 1900-01-01 to today (in Brasília). */
const nascimentoDependenteSchema = z
  .string({ error: 'Informe a data de nascimento.' })
  .min(1, 'Informe a data de nascimento.')
  .refine((v) => v === '' || dataIsoDoCalendario(v), 'Data inválida.')
  .refine((v) => !dataIsoDoCalendario(v) || v >= DATA_NASCIMENTO_MINIMA, 'A data de nascimento deve ser a partir de 01/01/1900.')
  .refine((v) => !dataIsoDoCalendario(v) || v <= hojeSaoPaulo(), 'A data de nascimento não pode estar no futuro.');

export const dependenteEntradaSchema = z.strictObject({
  nome: nomeDependenteSchema,
  cpf: cpfDependenteSchema,
  parentesco: z.enum(PARENTESCOS_DEPENDENTE, { error: 'Escolha o parentesco.' }),
  nascimento: nascimentoDependenteSchema,
});
/** What the form holds (strings as typed). */
export type DependenteEntrada = z.input<typeof dependenteEntradaSchema>;
/** What the server stores (CPF as digits or null). */
export type DadosDependente = z.output<typeof dependenteEntradaSchema>;

// A malformed identifier answers as an unknown one (caminho.ts).
export const dependenteIdParamsSchema = z.strictObject({ id: uuidDoCaminho });


/** GET /wsapp/dependentes: the member's current dependants, by name. */
export const listaDependentesSchema = z.object({ itens: z.array(dependenteSchema) });
export type ListaDependentes = z.infer<typeof listaDependentesSchema>;

/** DELETE /wsapp/dependentes/:id. */
export const removerDependenteResponseSchema = z.object({ id: z.uuid() });
