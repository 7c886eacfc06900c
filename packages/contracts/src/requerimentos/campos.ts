import { z } from 'zod';
import type { ParentescoDependente } from '../perfil-dependentes-resposta.js';
import { dataIsoDoCalendario, DATA_NASCIMENTO_MAXIMA, DATA_NASCIMENTO_MINIMA } from '../cadastro.js';
import { cpfValido, somenteDigitos } from '../cpf.js';
import { textoLivre } from '../texto.js';
import { dataEmSaoPaulo } from '../calendario.js';
import { formatarCentavos } from '../formatos.js';

export { formatarCentavos };

/**
 * Form fields of a request type. The catalog declares them once; `schemaDosCampos` builds the zod schema the
 * API validates with and the web form resolves with, and the web renders each kind with one component.
 */

interface CampoBase {
  /** Key in the `dados` object. */
  nome: string;
  rotulo: string;
  obrigatorio: boolean;
  /** Helper text under the field. */
  ajuda?: string;
}

export interface OpcaoSelecao {
  valor: string;
  rotulo: string;
}

export type CampoSimples =
  | (CampoBase & { tipo: 'texto'; max: number; multilinha?: boolean })
  | (CampoBase & { tipo: 'data'; /** The date cannot be after today. */ naoFutura?: boolean })
  | (CampoBase & { tipo: 'moeda'; /** centavos */ min?: number; /** centavos */ max?: number })
  | (CampoBase & { tipo: 'inteiro'; min: number; max: number })
  | (CampoBase & { tipo: 'cpf' })
  | (CampoBase & { tipo: 'cnpj' })
  | (CampoBase & { tipo: 'inscricao' })
  | (CampoBase & { tipo: 'selecao'; opcoes: readonly OpcaoSelecao[] })
  /** A checkbox; when obrigatorio it must be ticked (declarations). */
  | (CampoBase & { tipo: 'declaracao' })
  /** PIX key, or bank + agency + account. */
  | (CampoBase & { tipo: 'dadosBancarios' });

export type Campo =
  | CampoSimples
  /** One of the member's own requests, picked from a list the server offers (see TipoRequerimento.pai). */
  | (CampoBase & { tipo: 'requerimentoRef' })
  /** A repeated group of simple fields (heirs, dependants, invoices). */
  | (CampoBase & { tipo: 'lista'; itens: readonly CampoSimples[]; min: number; max: number; rotuloItem: string; dosDependentes?: DosDependentes });

/**
 * A list whose items the member may fill from their dependants registry (still free to type others): the
 * item's nome and cpf take the dependant's, and its parentesco the option this table gives for the
 * dependant's kinship (absent: left for the member to choose). The server validates the items as typed ones.
 */
export interface DosDependentes {
  parentesco: Partial<Record<ParentescoDependente, string>>;
}

export type TipoCampo = Campo['tipo'];

export const MENSAGEM_OBRIGATORIO = 'Campo obrigatório.';

function cnpjValido(valor: string): boolean {
  const d = somenteDigitos(valor);
  if (d.length !== 14 || /^(\d)\1{13}$/.test(d)) return false;
  const calc = (base: string, pesos: number[]) => {
    const soma = pesos.reduce((s, p, i) => s + Number(base[i]) * p, 0);
    const r = soma % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const p1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const d1 = calc(d, p1);
  const d2 = calc(d, [6, ...p1]);
  return d1 === Number(d[12]) && d2 === Number(d[13]);
}
export { cnpjValido };

export const TIPOS_CHAVE_PIX = ['cpf', 'email', 'celular', 'aleatoria'] as const;

/** Bank data for a benefit payment: a PIX key, or a bank account. */
export const dadosBancariosSchema = z.discriminatedUnion(
  'forma',
  [
    z.strictObject({
      forma: z.literal('pix'),
      chavePix: textoLivre({ error: 'Informe a chave PIX.' })
        .min(1, 'Informe a chave PIX.')
        .max(77, 'Chave PIX longa demais (máximo 77 caracteres).'),
    }),
    z.strictObject({
      forma: z.literal('conta'),
      banco: z.string({ error: 'Informe o código do banco.' }).trim().regex(/^\d{3}$/, 'Código do banco: 3 dígitos (ex.: 001).'),
      agencia: z.string({ error: 'Informe a agência.' }).trim().regex(/^\d{1,5}(-[\dXx])?$/, 'Agência: até 5 dígitos, com dígito opcional (ex.: 1234-5).'),
      conta: z.string({ error: 'Informe a conta.' }).trim().regex(/^\d{1,12}-[\dXx]$/, 'Conta: números e dígito (ex.: 12345-6).'),
      tipoConta: z.enum(['corrente', 'poupanca'], { error: 'Escolha corrente ou poupança.' }),
    }),
  ],
  { error: 'Escolha PIX ou conta bancária.' },
);
export type DadosBancarios = z.infer<typeof dadosBancariosSchema>;

function schemaSimples(c: CampoSimples): z.ZodType {
  switch (c.tipo) {
    case 'texto':
      return textoLivre({ error: MENSAGEM_OBRIGATORIO, multilinha: c.multilinha === true }).max(c.max, `Use no máximo ${c.max} caracteres.`);
    case 'data':
      return z
        .string({ error: MENSAGEM_OBRIGATORIO })
        .trim()
        .refine((v) => v === '' || dataIsoDoCalendario(v), 'Data inválida.')
        .refine((v) => v === '' || (v >= DATA_NASCIMENTO_MINIMA && v <= DATA_NASCIMENTO_MAXIMA), 'Use uma data entre 01/01/1900 e 31/12/2099.')
        .refine((v) => v === '' || !c.naoFutura || v <= dataEmSaoPaulo(), 'A data não pode ser futura.');
    case 'moeda': {
      const min = c.min ?? 1;
      const max = c.max ?? 100_000_000_00;
      return z
        .number({ error: 'Informe um valor em reais.' })
        .int('Valor inválido.')
        .min(min, `O valor mínimo é ${formatarCentavos(min)}.`)
        .max(max, `O valor máximo é ${formatarCentavos(max)}.`);
    }
    case 'inteiro':
      return z
        .number({ error: 'Informe um número.' })
        .int('Use um número inteiro.')
        .min(c.min, `Use um número entre ${c.min} e ${c.max}.`)
        .max(c.max, `Use um número entre ${c.min} e ${c.max}.`);
    case 'cpf':
      return z
        .string({ error: MENSAGEM_OBRIGATORIO })
        .trim()
        .refine((v) => v === '' || cpfValido(v), 'CPF inválido.')
        .transform(somenteDigitos);
    case 'cnpj':
      return z
        .string({ error: MENSAGEM_OBRIGATORIO })
        .trim()
        .refine((v) => v === '' || cnpjValido(v), 'CNPJ inválido.')
        .transform(somenteDigitos);
    case 'inscricao':
      return z
        .string({ error: MENSAGEM_OBRIGATORIO })
        .trim()
        .toUpperCase()
        .refine((v) => v === '' || /^\d{1,7}(\/[A-Z]{2})?$/.test(v), 'Inscrição inválida. Use o número, com a UF opcional (ex.: 12345/GO).');
    case 'selecao': {
      const valores = c.opcoes.map((o) => o.valor);
      return z.string({ error: 'Escolha uma opção.' }).refine((v) => v === '' || valores.includes(v), 'Escolha uma das opções.');
    }
    case 'declaracao':
      return z.boolean({ error: MENSAGEM_OBRIGATORIO });
    case 'dadosBancarios':
      return dadosBancariosSchema;
    default: {
      const nunca: never = c;
      return nunca;
    }
  }
}

/** Required/optional wrapper: empty text is "not filled"; optional empty values become null. */
function comObrigatoriedade(c: Campo, base: z.ZodType): z.ZodType {
  const textual = c.tipo === 'texto' || c.tipo === 'data' || c.tipo === 'cpf' || c.tipo === 'cnpj' || c.tipo === 'inscricao' || c.tipo === 'selecao' || c.tipo === 'requerimentoRef';
  if (c.obrigatorio) {
    if (c.tipo === 'declaracao') return z.literal(true, { error: 'Confirme a declaração para continuar.' });
    if (textual) return base.refine((v) => v !== '', MENSAGEM_OBRIGATORIO);
    return base;
  }
  if (c.tipo === 'declaracao') return z.boolean().optional().default(false);
  if (textual) return base.nullish().transform((v) => (v === '' || v === undefined ? null : v));
  return base.nullish().transform((v) => v ?? null);
}

function schemaCampo(c: Campo): z.ZodType {
  if (c.tipo === 'requerimentoRef') {
    return comObrigatoriedade(c, z.string({ error: 'Escolha o requerimento.' }).refine((v) => v === '' || z.uuid().safeParse(v).success, 'Escolha o requerimento.'));
  }
  if (c.tipo === 'lista') {
    const item = z.strictObject(Object.fromEntries(c.itens.map((i) => [i.nome, comObrigatoriedade(i, schemaSimples(i))])));
    const lista = z
      .array(item, { error: MENSAGEM_OBRIGATORIO })
      .min(c.min, c.min === 1 ? `Inclua pelo menos um item em "${c.rotulo}".` : `Inclua pelo menos ${c.min} itens em "${c.rotulo}".`)
      .max(c.max, `Inclua no máximo ${c.max} itens em "${c.rotulo}".`);
    return c.obrigatorio ? lista : lista.optional().default([]);
  }
  return comObrigatoriedade(c, schemaSimples(c));
}

/** The zod object for a list of fields (unknown keys refused). */
export function schemaDosCampos(campos: readonly Campo[]): z.ZodObject {
  return z.strictObject(Object.fromEntries(campos.map((c) => [c.nome, schemaCampo(c)])));
}

/** Empty values for a new form (what react-hook-form starts with). */
export function valoresIniciais(campos: readonly Campo[]): Record<string, unknown> {
  return Object.fromEntries(
    campos.map((c) => {
      switch (c.tipo) {
        case 'lista':
          return [c.nome, []];
        case 'declaracao':
          return [c.nome, false];
        case 'moeda':
        case 'inteiro':
        case 'dadosBancarios':
          return [c.nome, null];
        default:
          return [c.nome, ''];
      }
    }),
  );
}

