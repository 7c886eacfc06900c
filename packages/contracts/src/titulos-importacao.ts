import { z } from 'zod';
import { dataIsoDoCalendario } from './cadastro.js';
import { cpfValido, somenteDigitos } from './cpf.js';
import { isoDataNoIntervalo } from './intervalo-de-datas.js';
import { temCaractereInvalido } from './texto.js';

/** The títulos CSV's columns (DOMAIN "Going live"; docs/titulos.md), in the file's order. */
export const COLUNAS_TITULOS = ['id_externo', 'cpf', 'origem', 'exercicio', 'descricao', 'vencimento', 'valor', 'situacao', 'pago_em', 'valor_pago'] as const;
export type ColunaTitulos = (typeof COLUNAS_TITULOS)[number];

/** The file's origins, and the título origin each becomes (ORIGENS_TITULO). */
export const ORIGENS_IMPORTACAO_TITULOS = ['anuidade', 'taxa', 'outro'] as const;
/** The file's situations (a título imported 'renegociado' or 'vencido' makes no sense: overdue is derived). */
export const SITUACOES_IMPORTACAO_TITULOS = ['aberto', 'pago', 'cancelado'] as const;

/** The largest amount a line may carry (the título's integer column, in centavos). */
export const MAX_CENTAVOS_IMPORTACAO = 2_147_483_647;

/** Reais with a comma or a point before the centavos ("1234,56", "1234.5", "850"); no thousands separator. */
function centavosDe(v: string): number | null {
  const m = /^(\d{1,10})(?:[.,](\d{1,2}))?$/.exec(v);
  if (!m) return null;
  const centavos = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return centavos > 0 && centavos <= MAX_CENTAVOS_IMPORTACAO ? centavos : null;
}

const valorEmReais = (rotulo: string) =>
  z
    .string()
    .trim()
    .transform((v, c) => {
      if (v === '') return null;
      const centavos = centavosDe(v);
      if (centavos === null) {
        c.addIssue({ code: 'custom', message: `${rotulo} inválido: use reais com vírgula ou ponto antes dos centavos (ex.: 1234,56), maior que zero, sem separador de milhar.` });
        return z.NEVER;
      }
      return centavos;
    });

const dataOpcional = (rotulo: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || dataIsoDoCalendario(v), `${rotulo} inválida: use AAAA-MM-DD.`)
    .transform((v) => (v === '' ? null : v))
    .pipe(isoDataNoIntervalo.nullable());

/**
 * One line of the títulos CSV, as text, checked and normalised: CPF to digits, amounts to centavos, empty optional
 * fields to null. The rules between fields (an anuidade has its exercício; a paid line has its payment, an open or
 * cancelled one none) are checked here too, so every problem of the line comes back at once.
 */
export const linhaTituloSchema = z
  .object({
    id_externo: z
      .string()
      .trim()
      .refine((v) => v !== '', 'Informe o id_externo (o identificador do título no sistema de origem).')
      .refine((v) => v.length <= 100, 'O id_externo passa de 100 caracteres.')
      .refine((v) => !temCaractereInvalido(v), 'Há caracteres inválidos no id_externo.'),
    cpf: z
      .string()
      .trim()
      .refine((v) => /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(v) && cpfValido(v), 'CPF inválido. Confira os dígitos.')
      .transform(somenteDigitos),
    origem: z.enum(ORIGENS_IMPORTACAO_TITULOS, { error: `Origem inválida: use ${ORIGENS_IMPORTACAO_TITULOS.join(', ')}.` }),
    exercicio: z
      .string()
      .trim()
      .refine((v) => v === '' || (/^\d{4}$/.test(v) && Number(v) >= 1900 && Number(v) <= 2099), 'Exercício inválido: use o ano com quatro dígitos (ex.: 2024).')
      .transform((v) => (v === '' ? null : Number(v))),
    descricao: z
      .string()
      .trim()
      .refine((v) => v !== '', 'Informe a descrição.')
      .refine((v) => v.length <= 200, 'A descrição passa de 200 caracteres.')
      .refine((v) => !temCaractereInvalido(v), 'Há caracteres inválidos na descrição.'),
    vencimento: z.string().trim().refine(dataIsoDoCalendario, 'Vencimento inválido: use AAAA-MM-DD.').pipe(isoDataNoIntervalo),
    valor: valorEmReais('Valor'),
    situacao: z.enum(SITUACOES_IMPORTACAO_TITULOS, { error: `Situação inválida: use ${SITUACOES_IMPORTACAO_TITULOS.join(', ')}.` }),
    pago_em: dataOpcional('Data de pagamento (pago_em)'),
    valor_pago: valorEmReais('Valor pago'),
  })
  .superRefine((l, c) => {
    if (l.valor === null) c.addIssue({ code: 'custom', message: 'Informe o valor.' });
    if (l.origem === 'anuidade' && l.exercicio === null) c.addIssue({ code: 'custom', message: 'Uma anuidade precisa do exercício (o ano).' });
    if (l.situacao === 'pago') {
      if (l.pago_em === null) c.addIssue({ code: 'custom', message: 'Um título pago precisa da data de pagamento (pago_em).' });
      if (l.valor_pago === null) c.addIssue({ code: 'custom', message: 'Um título pago precisa do valor pago (valor_pago).' });
    } else if (l.pago_em !== null || l.valor_pago !== null) {
      c.addIssue({ code: 'custom', message: `Um título ${l.situacao} não tem pagamento: deixe pago_em e valor_pago em branco.` });
    }
  })
  .transform((l) => ({
    idExterno: l.id_externo,
    cpf: l.cpf,
    origem: l.origem,
    exercicio: l.exercicio,
    descricao: l.descricao,
    vencimento: l.vencimento,
    valorCentavos: l.valor as number,
    situacao: l.situacao,
    pagoEm: l.pago_em,
    valorPagoCentavos: l.valor_pago,
  }));
export type LinhaTituloImportado = z.output<typeof linhaTituloSchema>;
