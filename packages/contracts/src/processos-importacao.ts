import { z } from 'zod';
import { dataIsoDoCalendario } from './cadastro.js';
import { hojeSaoPaulo } from './calendario.js';
import { cpfValido, somenteDigitos } from './cpf.js';
import { isoDataNoIntervalo } from './intervalo-de-datas.js';
import { MENSAGEM_SIGILO_ETICO_DISCIPLINAR } from './processos-staff.js';
import { CLASSES_PROCESSO, FORMATO_NUMERO_PROCESSO, ORGAOS_PROCESSO, PAPEIS_PARTE, SITUACOES_PROCESSO, type PapelParte } from './processos-vocabulario.js';
import { temCaractereInvalido } from './texto.js';

/**
 * The processes CSV (issue 34, DOMAIN "Going live"; docs/importacoes.md): one process a line, keyed by its número.
 * `partes`: `CPF:papel` items separated by `|`, each optionally followed by `:CPF,CPF` — the CPFs of that party's
 * lawyers. `relator`: a CPF or empty. `sigiloso`: sim or não.
 */
export const COLUNAS_PROCESSOS = ['numero', 'classe', 'assunto', 'orgao', 'fase', 'situacao', 'sigiloso', 'autuado_em', 'partes', 'relator'] as const;
export type ColunaProcessos = (typeof COLUNAS_PROCESSOS)[number];

/** At most this many parties on one line (a process with more is registered on the staff screen). */
export const MAX_PARTES_IMPORTACAO = 50;

export interface ParteImportada {
  cpf: string;
  papel: PapelParte;
  /** CPFs of the party's lawyers (each a person with an inscrição). */
  advogados: string[];
}

const FORMATO_CPF = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;
const cpfDoArquivo = (v: string) => FORMATO_CPF.test(v) && cpfValido(v);

const texto = (rotulo: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((v) => v !== '', `Informe ${rotulo}.`)
    .refine((v) => v === '' || v.length >= min, `${rotulo.replace(/^(o|a) /, (m) => m.toUpperCase())} tem ao menos ${min} caracteres.`)
    .refine((v) => v.length <= max, `${rotulo.replace(/^(o|a) /, (m) => m.toUpperCase())} tem no máximo ${max} caracteres.`)
    .refine((v) => !temCaractereInvalido(v), `Há caracteres inválidos em ${rotulo}.`);

const valorDe = <const T extends readonly [string, ...string[]]>(lista: T, rotulo: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(lista, { error: `${rotulo}: use ${lista.join(', ')}.` }));

/** `CPF:papel[:CPF,CPF]|…` → the parties, or the reason it cannot be read. */
export function lerPartes(valor: string): { partes: ParteImportada[] } | { erro: string } {
  const itens = valor
    .split('|')
    .map((i) => i.trim())
    .filter((i) => i !== '');
  if (itens.length === 0) return { erro: 'Informe ao menos uma parte (CPF:papel).' };
  if (itens.length > MAX_PARTES_IMPORTACAO) return { erro: `No máximo ${MAX_PARTES_IMPORTACAO} partes por linha.` };
  const partes: ParteImportada[] = [];
  for (const [i, item] of itens.entries()) {
    const n = i + 1;
    const [cpf = '', papel = '', advogados = '', ...resto] = item.split(':').map((s) => s.trim());
    if (resto.length > 0 || papel === '') return { erro: `Parte ${n} ("${item.slice(0, 60)}") fora do formato CPF:papel ou CPF:papel:CPF do advogado.` };
    if (!cpfDoArquivo(cpf)) return { erro: `Parte ${n}: CPF inválido. Confira os dígitos.` };
    const p = papel.toLowerCase();
    if (!(PAPEIS_PARTE as readonly string[]).includes(p)) return { erro: `Parte ${n}: papel inválido: use ${PAPEIS_PARTE.join(', ')}.` };
    const cpfsAdvogados = advogados === '' ? [] : advogados.split(',').map((a) => a.trim());
    for (const a of cpfsAdvogados) if (!cpfDoArquivo(a)) return { erro: `Parte ${n}: CPF de advogado(a) inválido. Confira os dígitos.` };
    const parte: ParteImportada = { cpf: somenteDigitos(cpf), papel: p as PapelParte, advogados: [...new Set(cpfsAdvogados.map(somenteDigitos))] };
    if (partes.some((x) => x.cpf === parte.cpf && x.papel === parte.papel)) return { erro: `Parte ${n}: o mesmo CPF aparece duas vezes como ${parte.papel}.` };
    partes.push(parte);
  }
  return { partes };
}

/** One line of the processes CSV, as text, checked and normalised (CPFs to digits, values lower case). */
export const linhaProcessoSchema = z
  .object({
    numero: z.string().trim().regex(FORMATO_NUMERO_PROCESSO, 'Número de processo inválido: use AAAA.NNNNNN (ex.: 2024.000123).'),
    classe: valorDe(CLASSES_PROCESSO, 'Classe inválida'),
    assunto: texto('o assunto', 3, 200),
    orgao: valorDe(ORGAOS_PROCESSO, 'Órgão inválido'),
    fase: texto('a fase', 2, 80),
    situacao: valorDe(SITUACOES_PROCESSO, 'Situação inválida'),
    sigiloso: z
      .string()
      .trim()
      .transform((v) => v.toLowerCase())
      .refine((v) => ['sim', 'não', 'nao'].includes(v), 'Sigiloso inválido: use sim ou não.')
      .transform((v) => v === 'sim'),
    autuado_em: z
      .string()
      .trim()
      .refine(dataIsoDoCalendario, 'Data de autuação inválida: use AAAA-MM-DD.')
      .pipe(isoDataNoIntervalo)
      .refine((v) => v <= hojeSaoPaulo(), 'A data de autuação não pode ser futura.'),
    partes: z.string().transform((v, ctx) => {
      const lidas = lerPartes(v);
      if ('erro' in lidas) {
        ctx.addIssue({ code: 'custom', message: lidas.erro });
        return z.NEVER;
      }
      return lidas.partes;
    }),
    relator: z
      .string()
      .trim()
      .refine((v) => v === '' || cpfDoArquivo(v), 'CPF do relator inválido. Confira os dígitos (ou deixe em branco).')
      .transform((v) => (v === '' ? null : somenteDigitos(v))),
  })
  .refine((v) => v.classe !== 'etico-disciplinar' || v.sigiloso || v.situacao === 'transitado', { path: ['sigiloso'], message: MENSAGEM_SIGILO_ETICO_DISCIPLINAR });
export type LinhaProcesso = z.output<typeof linhaProcessoSchema>;
