import { z } from 'zod';
import { dataIso } from '../intervalo-de-datas.js';
import { REGRAS_ANUIDADE } from './regras.js';

/**
 * The yearly anuidade table (ADR 045): each exercício's values as the section's resolution sets them, entered by
 * finance staff (/area-restrita/financeiro/anuidade). A change is a new version; a year already billed only takes
 * a new resolution, valid for the títulos issued after it.
 */

/** The oldest exercício a table may be entered for. */
export const EXERCICIO_MINIMO_TABELA = 2000;
/** How many years ahead of the current one a table may be entered. */
export const ANOS_A_FRENTE_TABELA = 2;
/** At most this many bands in a table. */
export const MAX_FAIXAS_ANUIDADE = 10;
/** The highest value a band may take (R$ 100.000,00): anything above is a typing slip. */
export const VALOR_MAXIMO_ANUIDADE_CENTAVOS = 10_000_000;

const anos = (rotulo: string) =>
  z
    .number({ error: `Informe ${rotulo} em anos inteiros.` })
    .int(`Informe ${rotulo} em anos inteiros.`)
    .min(0, `${rotulo[0]?.toUpperCase()}${rotulo.slice(1)} não pode ser negativo.`)
    .max(99, `${rotulo[0]?.toUpperCase()}${rotulo.slice(1)} vai até 99 anos.`);

const valor = z
  .number({ error: 'Informe o valor.' })
  .int('Informe o valor em centavos inteiros.')
  .positive('O valor deve ser maior que zero.')
  .max(VALOR_MAXIMO_ANUIDADE_CENTAVOS, 'O valor passa de R$ 100.000,00: confira.');

/** A band as staff enter it: whole years of inscrição completed on 1 January (anosAte null: and more). */
export const faixaNovaTabelaAnuidadeSchema = z.strictObject({
  anosDe: anos('o início da faixa'),
  anosAte: anos('o fim da faixa').nullable(),
  valorCentavos: valor,
});
export type FaixaNovaTabelaAnuidade = z.infer<typeof faixaNovaTabelaAnuidadeSchema>;

/**
 * POST /area-restrita/financeiro/anuidade/tabelas: a year's table, or a new version of it. The rules that need no
 * database are here, shared with the form: bands contiguous from 0 years, only the last open-ended; the discount's
 * last day before the due date, both in the exercício. The service adds the range of years and the billed-year rule.
 */
export const novaTabelaAnuidadeBodySchema = z
  .strictObject({
    exercicio: z
      .number({ error: 'Informe o exercício (ano) da tabela.' })
      .int('Informe o exercício (ano) da tabela.')
      .min(EXERCICIO_MINIMO_TABELA, `O exercício deve ser ${EXERCICIO_MINIMO_TABELA} ou posterior.`)
      .max(2100, 'O exercício vai até 2100.'),
    resolucao: z
      .string({ error: 'Informe o número da resolução.' })
      .trim()
      .min(1, 'Informe o número da resolução.')
      .max(80, 'O número da resolução tem no máximo 80 caracteres.'),
    vencimento: dataIso({ error: 'Informe uma data válida para o vencimento da cota única (DD/MM/AAAA).' }),
    descontoBp: z
      .number({ error: 'Informe o desconto por pagamento antecipado (0 para nenhum).' })
      .int('Informe o desconto em centésimos de ponto percentual.')
      .min(0, 'O desconto não pode ser negativo.')
      .max(REGRAS_ANUIDADE.descontoMaximoBp, `O desconto por pagamento antecipado é de no máximo ${REGRAS_ANUIDADE.descontoMaximoBp / 100}%.`),
    descontoAte: dataIso({ error: 'Informe uma data válida para o fim do desconto (DD/MM/AAAA).' }),
    parcelasMaximo: z
      .number({ error: 'Informe em até quantas parcelas a anuidade pode ser paga.' })
      .int('Informe um número inteiro de parcelas.')
      .min(1, 'Informe pelo menos 1 (só cota única).')
      .max(REGRAS_ANUIDADE.parcelasMaximo, `A anuidade pode ser parcelada em no máximo ${REGRAS_ANUIDADE.parcelasMaximo} vezes.`),
    faixas: z
      .array(faixaNovaTabelaAnuidadeSchema, { error: 'Informe as faixas de valor.' })
      .min(1, 'Informe pelo menos uma faixa.')
      .max(MAX_FAIXAS_ANUIDADE, `No máximo ${MAX_FAIXAS_ANUIDADE} faixas.`),
    valorEstagiarioCentavos: valor.nullable(),
  })
  .superRefine((t, ctx) => {
    const ano = String(t.exercicio);
    if (t.vencimento.slice(0, 4) !== ano) ctx.addIssue({ code: 'custom', path: ['vencimento'], message: `O vencimento deve cair em ${ano}.` });
    if (t.descontoAte.slice(0, 4) !== ano) {
      ctx.addIssue({ code: 'custom', path: ['descontoAte'], message: `O desconto deve terminar em ${ano}.` });
    } else if (t.descontoAte >= t.vencimento) {
      ctx.addIssue({ code: 'custom', path: ['descontoAte'], message: 'O desconto deve terminar antes do vencimento.' });
    }
    t.faixas.forEach((f, i) => {
      const esperadoDe = i === 0 ? 0 : (t.faixas[i - 1]?.anosAte ?? null);
      if (i === 0 && f.anosDe !== 0) {
        ctx.addIssue({ code: 'custom', path: ['faixas', i, 'anosDe'], message: 'A primeira faixa começa em 0 ano de inscrição.' });
      } else if (i > 0 && esperadoDe !== null && f.anosDe !== esperadoDe + 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['faixas', i, 'anosDe'],
          message: `As faixas não podem ter buracos nem se sobrepor: esta começa em ${esperadoDe + 1} anos.`,
        });
      }
      const ultima = i === t.faixas.length - 1;
      if (f.anosAte === null && !ultima) {
        ctx.addIssue({ code: 'custom', path: ['faixas', i, 'anosAte'], message: 'Só a última faixa fica sem limite de anos.' });
      } else if (f.anosAte !== null && ultima) {
        ctx.addIssue({ code: 'custom', path: ['faixas', i, 'anosAte'], message: 'A última faixa vale daí em diante: deixe o fim em branco.' });
      } else if (f.anosAte !== null && f.anosAte < f.anosDe) {
        ctx.addIssue({ code: 'custom', path: ['faixas', i, 'anosAte'], message: 'O fim da faixa não pode vir antes do início.' });
      }
    });
  });
export type NovaTabelaAnuidade = z.infer<typeof novaTabelaAnuidadeBodySchema>;

/** What a band reads as on the screens: 'Menos de 2 anos de inscrição', 'De 2 a 4 anos…', '5 anos ou mais…'. */
export function descricaoFaixaAnuidade(anosDe: number, anosAte: number | null): string {
  const plural = (n: number) => (n === 1 ? '1 ano' : `${n} anos`);
  if (anosAte === null) return anosDe === 0 ? 'Qualquer tempo de inscrição' : `${plural(anosDe)} ou mais de inscrição`;
  if (anosDe === 0) return `Menos de ${plural(anosAte + 1)} de inscrição`;
  if (anosDe === anosAte) return `${plural(anosDe)} de inscrição`;
  return `De ${anosDe} a ${plural(anosAte)} de inscrição`;
}

export const faixaTabelaAnuidadeSchema = z.object({
  anosDe: z.number().int(),
  anosAte: z.number().int().nullable(),
  valorCentavos: z.number().int(),
  descricao: z.string(),
});
export type FaixaTabelaAnuidadeApi = z.infer<typeof faixaTabelaAnuidadeSchema>;

const isoDataResposta = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One version of a year's table. */
export const tabelaAnuidadeSchema = z.object({
  id: z.string(),
  exercicio: z.number().int(),
  versao: z.number().int(),
  resolucao: z.string(),
  vencimento: isoDataResposta,
  descontoBp: z.number().int(),
  descontoAte: isoDataResposta,
  parcelasMaximo: z.number().int(),
  faixas: z.array(faixaTabelaAnuidadeSchema),
  valorEstagiarioCentavos: z.number().int().nullable(),
  /** Who entered it (null: brought in by the migration or the demo). */
  criadaPor: z.string().nullable(),
  criadaEm: z.string(),
});
export type TabelaAnuidade = z.infer<typeof tabelaAnuidadeSchema>;

/** A year with its table in force (the newest version) and the earlier versions, newest first. */
export const anoTabelaAnuidadeSchema = z.object({
  exercicio: z.number().int(),
  /** Anuidades of this year were already issued: a change must be a new resolution, for later títulos. */
  lancada: z.boolean(),
  vigente: tabelaAnuidadeSchema,
  anteriores: z.array(tabelaAnuidadeSchema),
});
export type AnoTabelaAnuidade = z.infer<typeof anoTabelaAnuidadeSchema>;

/** A year the daily job cannot bill (or will not on 1 January) for want of a table. */
export const avisoTabelaAnuidadeSchema = z.object({
  exercicio: z.number().int(),
  /** 'erro': the year is under way and nothing is being billed; 'aviso': next year, not yet entered. */
  gravidade: z.enum(['erro', 'aviso']),
  mensagem: z.string(),
});
export type AvisoTabelaAnuidade = z.infer<typeof avisoTabelaAnuidadeSchema>;

/** GET /area-restrita/financeiro/anuidade/tabelas */
export const listaTabelasAnuidadeSchema = z.object({
  /** Newest year first. */
  anos: z.array(anoTabelaAnuidadeSchema),
  avisos: z.array(avisoTabelaAnuidadeSchema),
  /** The year the form offers (the next one without a table, or next year). */
  proximoExercicio: z.number().int(),
  /** The years a table may be entered for now. */
  exercicioMinimo: z.number().int(),
  exercicioMaximo: z.number().int(),
});
export type ListaTabelasAnuidade = z.infer<typeof listaTabelasAnuidadeSchema>;

/** /annuity in a year whose table was not entered yet: nothing is billed, and the member is told why. */
export const anuidadeSemTabelaSchema = z.object({
  situacao: z.literal('sem_tabela'),
  exercicio: z.number().int(),
  motivo: z.string(),
});
export type AnuidadeSemTabela = z.infer<typeof anuidadeSemTabelaSchema>;

/** The staff's warning for a year without a table (the daily job's log says the same). */
export function mensagemSemTabelaAnuidade(exercicio: number): string {
  return `Não há tabela da anuidade de ${exercicio}: a anuidade de ${exercicio} não será lançada até que ela seja cadastrada.`;
}

/** What /annuity says in a year without a table. */
export function mensagemAnuidadeSemTabela(exercicio: number): string {
  return `Os valores da anuidade de ${exercicio} ainda não foram publicados pela seccional. A anuidade de ${exercicio} aparecerá aqui assim que for lançada.`;
}
