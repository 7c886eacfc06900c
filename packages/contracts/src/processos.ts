import { z } from 'zod';
import { ehDiaUtil, lerIso, somarDias } from './calendario.js';
import { textoLivre } from './texto.js';
import { CLASSES_PROCESSO, MODALIDADES_SESSAO, ORGAOS_PROCESSO, PAPEIS_PARTE, RESULTADOS_PAUTA, SITUACOES_PETICAO, SITUACOES_PROCESSO, STATUS_SESSAO } from './processos-vocabulario.js';

/**
 * Shapes of the member side of the administrative processes (issue 13): the consulta processual, the member's
 * processes and a process's detail. Dates 'YYYY-MM-DD', instants ISO strings.
 */

/** Results per page of the consulta processual. */
export const TAMANHO_PAGINA_CONSULTA = 20;
/** The shortest party name word the search takes (one letter would match almost everyone). */
export const MINIMO_LETRAS_PALAVRA_BUSCA = 2;
/** At most this many words in a party-name search. */
export const MAXIMO_PALAVRAS_BUSCA = 6;

export const MENSAGEM_BUSCA_SEM_CRITERIO = 'Informe o número do processo ou o nome de uma parte.';
export const MENSAGEM_BUSCA_DOIS_CRITERIOS = 'Busque pelo número ou pelo nome da parte, um de cada vez.';
export const MENSAGEM_NUMERO_INVALIDO = 'Informe o número no formato AAAA.NNNNNN (por exemplo, 2026.000101) ou ao menos o ano com quatro dígitos.';
export const MENSAGEM_NOME_INVALIDO = `Informe ao menos uma palavra do nome da parte com ${MINIMO_LETRAS_PALAVRA_BUSCA} letras ou mais.`;

/**
 * A typed number, normalised: 'AAAA.NNNNNN' or the start of it ('2026', '2026.0001'); the dot is optional
 * ('2026000101'). Null when it cannot be the start of a process number.
 */
export function normalizarNumeroProcesso(entrada: string): string | null {
  const s = entrada.trim();
  if (!/^\d{4}(\.?\d{0,6})$/.test(s)) return null;
  const digitos = s.replace('.', '');
  return digitos.length === 4 ? digitos : `${digitos.slice(0, 4)}.${digitos.slice(4)}`;
}

/**
 * Days left until a deadline's last day (inclusive): 0 on the last day itself, negative once it passed (in
 * calendar days). When the deadline runs in business days, only business days (no weekends, no national
 * holidays) after today are counted.
 */
export function diasRestantesDoPrazo(hoje: string, fim: string, diasUteis: boolean): number {
  if (fim <= hoje) {
    const utc = (iso: string) => {
      const { ano, mes, dia } = lerIso(iso);
      return Date.UTC(ano, mes - 1, dia);
    };
    return Math.round((utc(fim) - utc(hoje)) / 86_400_000);
  }
  let n = 0;
  for (let d = somarDias(hoje, 1); d <= fim; d = somarDias(d, 1)) if (!diasUteis || ehDiaUtil(d)) n += 1;
  return n;
}

/** '3 dias úteis', '1 dia', 'vence hoje', 'venceu há 2 dias'. */
export function descreverDiasRestantes(dias: number, diasUteis: boolean): string {
  if (dias === 0) return 'vence hoje';
  const unidade = (n: number) => `${n} ${n === 1 ? 'dia' : 'dias'}${diasUteis && dias > 0 ? (n === 1 ? ' útil' : ' úteis') : ''}`;
  if (dias < 0) return `venceu há ${unidade(-dias)}`;
  return `${unidade(dias)} ${dias === 1 ? 'restante' : 'restantes'}`;
}

export const buscaProcessosQuerySchema = z.object({
  numero: textoLivre().max(20, MENSAGEM_NUMERO_INVALIDO).optional(),
  nome: textoLivre().max(150, 'O nome pode ter no máximo 150 caracteres.').optional(),
  pagina: z.coerce.number({ error: 'Informe uma página válida.' }).int('Informe uma página válida.').min(1, 'Informe uma página válida.').max(1000, 'Informe uma página válida.').default(1),
});
export type BuscaProcessosQuery = z.infer<typeof buscaProcessosQuerySchema>;

const classe = z.enum(CLASSES_PROCESSO);
const orgao = z.enum(ORGAOS_PROCESSO);
const situacao = z.enum(SITUACOES_PROCESSO);

export const processoResumoSchema = z.object({
  id: z.uuid(),
  numero: z.string(),
  classe,
  assunto: z.string(),
  orgao,
  fase: z.string(),
  situacao,
});
export type ProcessoResumo = z.infer<typeof processoResumoSchema>;

export const resultadoBuscaProcessosSchema = z.object({
  itens: z.array(processoResumoSchema),
  total: z.number().int(),
  pagina: z.number().int(),
  tamanhoPagina: z.number().int(),
});
export type ResultadoBuscaProcessos = z.infer<typeof resultadoBuscaProcessosSchema>;

/** How the viewer takes part in the process: a party, a party's lawyer, or neither. */
export const QUALIDADES_NO_PROCESSO = ['parte', 'advogado'] as const;
export type QualidadeNoProcesso = (typeof QUALIDADES_NO_PROCESSO)[number];

const proximoPrazoSchema = z.object({
  descricao: z.string(),
  fim: z.string(),
  diasUteis: z.boolean(),
  diasRestantes: z.number().int(),
});

const proximaSessaoSchema = z.object({
  sessaoId: z.uuid(),
  orgao,
  inicio: z.string(),
  modalidade: z.enum(MODALIDADES_SESSAO),
});

export const meuProcessoSchema = processoResumoSchema.extend({
  sigiloso: z.boolean(),
  qualidade: z.enum(QUALIDADES_NO_PROCESSO),
  proximoPrazo: proximoPrazoSchema.nullable(),
  proximaSessao: proximaSessaoSchema.nullable(),
});
export type MeuProcesso = z.infer<typeof meuProcessoSchema>;

export const meusProcessosSchema = z.object({ itens: z.array(meuProcessoSchema) });

/**
 * A document of the process as a party, lawyer or staff sees it. One sent with a petition is in the records only
 * once the secretariat files it (juntada): until then `juntadoEm`/`juntadoPorNome` are null and `peticao.situacao`
 * is 'recebida'; a petition not accepted ('rejeitada') takes its documents out of the records (only staff still
 * list them).
 */
export const documentoDoProcessoSchema = z.object({
  id: z.uuid(),
  nome: z.string(),
  formato: z.string(),
  tamanho: z.number().int(),
  /** When and by whom it entered the records; null while its petition waits for the secretariat or once it was not accepted. */
  juntadoEm: z.string().nullable(),
  juntadoPorNome: z.string().nullable(),
  publico: z.boolean(),
  /** The petition it was sent with (protocol, its situação, when and by whom it was sent), or null. */
  peticao: z
    .object({ protocolo: z.string(), situacao: z.enum(SITUACOES_PETICAO), enviadaEm: z.string(), enviadaPorNome: z.string() })
    .nullable(),
});
export type DocumentoDoProcesso = z.infer<typeof documentoDoProcessoSchema>;

export const processoDetalheSchema = processoResumoSchema.extend({
  sigiloso: z.boolean(),
  autuadoEm: z.string(),
  relator: z.string().nullable(),
  /** How the viewer sees it: staff (everything), a party or a party's lawyer, or anyone else (public data). */
  visao: z.enum(['staff', 'envolvido', 'publico']),
  /** The viewer is a party or a party's lawyer (then they may file petitions). */
  qualidade: z.enum(QUALIDADES_NO_PROCESSO).nullable(),
  podePeticionar: z.boolean(),
  partes: z.array(z.object({ id: z.uuid(), papel: z.enum(PAPEIS_PARTE), nome: z.string(), advogados: z.array(z.string()) })),
  movimentos: z.array(z.object({ id: z.uuid(), em: z.string(), tipo: z.string(), texto: z.string(), autorNome: z.string(), publico: z.boolean() })),
  /** Null when the viewer may not see the documents (neither party, lawyer nor staff). */
  documentos: z.array(documentoDoProcessoSchema).nullable(),
  prazos: z.array(
    z.object({
      id: z.uuid(),
      descricao: z.string(),
      inicio: z.string(),
      fim: z.string(),
      dias: z.number().int(),
      diasUteis: z.boolean(),
      cumprido: z.boolean(),
      /** Null once fulfilled. */
      diasRestantes: z.number().int().nullable(),
    }),
  ),
  sessoes: z.array(
    z.object({
      sessaoId: z.uuid(),
      orgao,
      inicio: z.string(),
      modalidade: z.enum(MODALIDADES_SESSAO),
      status: z.enum(STATUS_SESSAO),
      ordem: z.number().int(),
      resultado: z.enum(RESULTADOS_PAUTA).nullable(),
    }),
  ),
});
export type ProcessoDetalhe = z.infer<typeof processoDetalheSchema>;
