/**
 * Reads a fee table CSV (the staff import and the demo seed use this one parser): header
 * `area;codigo;ato;valor;percentual;observacao`, ';' or ',' between fields, fields in double quotes when they
 * hold the separator. Every problem is reported with its line so the whole file can be fixed at once; a file
 * with any problem yields no items at all (the import is all-or-nothing).
 */
import { formatarCentavos, temCaractereInvalido } from '@portal/contracts';
import { registrosDoTexto } from '../../lib/csv-leitura.js';
import { textoDeBusca } from '../../lib/texto-de-busca.js';

export const COLUNAS_HONORARIOS = ['area', 'codigo', 'ato', 'valor', 'percentual', 'observacao'] as const;
type Coluna = (typeof COLUNAS_HONORARIOS)[number];

/** At most this many items in one version. */
export const MAX_ITENS_HONORARIOS = 5000;
/** At most this many problems listed in a refusal (the count says how many there are). */
export const MAX_ERROS_LISTADOS = 50;
/** The largest fee accepted as a value: R$ 99.999.999,99. */
const VALOR_MAXIMO_CENTAVOS = 9_999_999_999;

const LIMITES = { area: 80, codigo: 20, ato: 300, observacao: 300 } as const;

export interface ItemCsvHonorario {
  /** Line of the file where the item starts (1 = the header's line when the file starts with it). */
  linha: number;
  area: string;
  codigo: string;
  ato: string;
  valorCentavos: number | null;
  percentualBp: number | null;
  observacao: string | null;
}

export interface ErroDeLinha {
  linha: number;
  mensagem: string;
}

export type LeituraCsv = { ok: true; itens: ItemCsvHonorario[] } | { ok: false; mensagem: string; erros: ErroDeLinha[] };

const numeroBr = new Intl.NumberFormat('pt-BR');
const CABECALHO_ESPERADO = COLUNAS_HONORARIOS.join(';');

/* ---------- bytes → text ---------- */

const BOM = '\uFEFF';

/**
 * The file's text: UTF-8, with or without BOM. Anything else (a spreadsheet saved as Windows-1252/"CSV
 * (separado por vírgulas)" is the usual case) is refused with how to save it right, never read as garbage.
 */
export function decodificarCsv(bytes: Uint8Array): { ok: true; texto: string } | { ok: false; mensagem: string } {
  let texto: string;
  try {
    texto = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    const mensagem =
      'O arquivo não está em UTF-8 (acentos não puderam ser lidos). No Excel, use "Salvar como" → "CSV UTF-8 (delimitado por vírgulas)"; no LibreOffice, escolha o conjunto de caracteres "Unicode (UTF-8)".';
    return { ok: false, mensagem };
  }
  return { ok: true, texto: texto.startsWith(BOM) ? texto.slice(1) : texto };
}

/* ---------- text → records ---------- */

interface Registro {
  linha: number;
  campos: string[];
}

type Tokenizacao = { ok: true; registros: Registro[] } | { ok: false; erro: ErroDeLinha };

/**
 * The text's records through the shared CSV reader (lib/csv-leitura.ts, csv-parse): "" is a quote inside quotes; a
 * line break inside quotes stays in the field (the field check refuses it later, with the line). Each record
 * carries the line it starts on.
 */
function tokenizar(texto: string, separador: string): Tokenizacao {
  const lidos = registrosDoTexto(texto, separador);
  if (lidos.ok) return { ok: true, registros: lidos.registros };
  const mensagem =
    lidos.problema === 'aspas_abertas'
      ? 'Há aspas abertas que não se fecham a partir desta linha.'
      : lidos.problema === 'texto_depois_das_aspas'
        ? 'Há texto depois das aspas que fecham um campo. Para aspas dentro do campo, use "".'
        : 'O arquivo não pôde ser lido como CSV.';
  return { ok: false, erro: { linha: lidos.linha, mensagem } };
}

const vazio = (r: Registro) => r.campos.every((c) => c.trim() === '');

/** The separator, from the header line: ';' when it has one (the Brazilian spreadsheet default), else ','. */
function separadorDe(texto: string): string {
  const primeira = texto.split(/\r\n|\n|\r/).find((l) => l.trim() !== '') ?? '';
  return primeira.includes(';') ? ';' : ',';
}

/* ---------- fields ---------- */

/** 'R$ 1.234,56', '1.234,56', '1234,56', '1234' → centavos; null when it is not such a value. */
export function lerValorCentavos(texto: string): number | null {
  const m = /^(?:R\$\s*)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/i.exec(texto.trim());
  if (!m) return null;
  const reais = (m[1] as string).replace(/\./g, '');
  if (reais.replace(/^0+/, '').length > 9) return Number.POSITIVE_INFINITY;
  return Number(reais) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** '20', '20%', '12,5%', '12,50 %' → basis points (2000, 1250); null when it is not a percentage. */
export function lerPercentualBp(texto: string): number | null {
  const m = /^(\d{1,3})(?:[,.](\d{1,2}))?\s*%?$/.exec(texto.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

const ROTULO: Record<Coluna, string> = {
  area: 'a área',
  codigo: 'o código',
  ato: 'o ato',
  valor: 'o valor',
  percentual: 'o percentual',
  observacao: 'a observação',
};

const NO_CAMPO = { area: 'na área', codigo: 'no código', ato: 'no ato', observacao: 'na observação' } as const;

function textoDoCampo(bruto: string, coluna: 'area' | 'codigo' | 'ato' | 'observacao', obrigatorio: boolean, problemas: string[]): string | null {
  const v = bruto.trim();
  if (v === '') {
    if (obrigatorio) problemas.push(`Preencha ${ROTULO[coluna]}.`);
    return null;
  }
  if (temCaractereInvalido(v)) {
    problemas.push(`Há caracteres inválidos (como quebra de linha ou tabulação) ${NO_CAMPO[coluna]}.`);
    return null;
  }
  if ([...v].length > LIMITES[coluna]) {
    const rotulo = ROTULO[coluna];
    problemas.push(`${rotulo.charAt(0).toUpperCase()}${rotulo.slice(1)} passa de ${LIMITES[coluna]} caracteres.`);
    return null;
  }
  return v;
}

function itemDaLinha(r: Registro, indice: Record<Coluna, number>): { item: ItemCsvHonorario | null; problemas: string[] } {
  const problemas: string[] = [];
  const campo = (c: Coluna) => r.campos[indice[c]] ?? '';
  const area = textoDoCampo(campo('area'), 'area', true, problemas);
  const codigo = textoDoCampo(campo('codigo'), 'codigo', true, problemas);
  const ato = textoDoCampo(campo('ato'), 'ato', true, problemas);
  const observacao = textoDoCampo(campo('observacao'), 'observacao', false, problemas);

  const valorBruto = campo('valor').trim();
  const percentualBruto = campo('percentual').trim();
  let valorCentavos: number | null = null;
  let percentualBp: number | null = null;
  if (valorBruto !== '' && percentualBruto !== '') {
    problemas.push('Preencha o valor ou o percentual, não os dois.');
  } else if (valorBruto === '' && percentualBruto === '') {
    problemas.push('Preencha o valor ou o percentual.');
  } else if (valorBruto !== '') {
    const v = lerValorCentavos(valorBruto);
    if (v === null) problemas.push(`Valor "${valorBruto.slice(0, 30)}" inválido: use o formato 1.234,56.`);
    else if (v <= 0) problemas.push('O valor deve ser maior que zero.');
    else if (v > VALOR_MAXIMO_CENTAVOS) problemas.push(`O valor passa de ${formatarCentavos(VALOR_MAXIMO_CENTAVOS)}.`);
    else valorCentavos = v;
  } else {
    const p = lerPercentualBp(percentualBruto);
    if (p === null) problemas.push(`Percentual "${percentualBruto.slice(0, 30)}" inválido: use, por exemplo, 20% ou 12,5%.`);
    else if (p <= 0 || p > 10_000) problemas.push('O percentual deve ser maior que 0% e no máximo 100%.');
    else percentualBp = p;
  }

  if (problemas.length > 0 || area === null || codigo === null || ato === null) return { item: null, problemas };
  return { item: { linha: r.linha, area, codigo, ato, valorCentavos, percentualBp, observacao }, problemas };
}

function recusa(erros: ErroDeLinha[]): LeituraCsv {
  const n = erros.length;
  const mensagem =
    n === 1
      ? 'O arquivo tem 1 erro; nada foi importado. Corrija e envie de novo.'
      : `O arquivo tem ${numeroBr.format(n)} erros; nada foi importado. Corrija e envie de novo.${n > MAX_ERROS_LISTADOS ? ` Mostramos os primeiros ${MAX_ERROS_LISTADOS}.` : ''}`;
  return { ok: false, mensagem, erros: erros.slice(0, MAX_ERROS_LISTADOS) };
}

const listarColunas = (cs: string[]) => cs.map((c) => `"${c}"`).join(cs.length === 2 ? ' e ' : ', ');

/** Reads the whole file: every item, or every problem (by line). */
export function lerCsvHonorarios(texto: string): LeituraCsv {
  const separador = separadorDe(texto);
  const tokens = tokenizar(texto, separador);
  if (!tokens.ok) return recusa([tokens.erro]);
  const registros = tokens.registros.filter((r) => !vazio(r));
  const [cabecalho, ...linhas] = registros;
  if (!cabecalho) return { ok: false, mensagem: `O arquivo está vazio. A primeira linha deve ser o cabeçalho: ${CABECALHO_ESPERADO}`, erros: [] };

  // Header: names in any case, with or without accents ('Área', 'Código', 'Observação'), in any order.
  const nomes = cabecalho.campos.map((c) => textoDeBusca(c).replace(/\s/g, ''));
  const indice = {} as Record<Coluna, number>;
  const problemasCabecalho: string[] = [];
  nomes.forEach((nome, i) => {
    if (nome === '') {
      problemasCabecalho.push('Há uma coluna sem nome no cabeçalho.');
    } else if (!(COLUNAS_HONORARIOS as readonly string[]).includes(nome)) {
      problemasCabecalho.push(`Coluna desconhecida "${(cabecalho.campos[i] ?? '').trim().slice(0, 40)}".`);
    } else if (indice[nome as Coluna] !== undefined) {
      problemasCabecalho.push(`A coluna "${nome}" aparece mais de uma vez.`);
    } else {
      indice[nome as Coluna] = i;
    }
  });
  const faltando = COLUNAS_HONORARIOS.filter((c) => indice[c] === undefined);
  if (faltando.length > 0) {
    problemasCabecalho.unshift(
      faltando.length === 1 ? `Falta a coluna "${faltando[0]}" no cabeçalho.` : `Faltam as colunas ${listarColunas(faltando)} no cabeçalho.`,
    );
  }
  if (problemasCabecalho.length > 0) {
    return {
      ok: false,
      mensagem: `${problemasCabecalho[0]} O cabeçalho deve ser: ${CABECALHO_ESPERADO}`,
      erros: problemasCabecalho.map((mensagem) => ({ linha: cabecalho.linha, mensagem })),
    };
  }

  if (linhas.length === 0) return { ok: false, mensagem: 'O arquivo não tem nenhum item abaixo do cabeçalho.', erros: [] };
  if (linhas.length > MAX_ITENS_HONORARIOS) {
    return {
      ok: false,
      mensagem: `O arquivo tem ${numeroBr.format(linhas.length)} itens; o limite é ${numeroBr.format(MAX_ITENS_HONORARIOS)} por tabela.`,
      erros: [],
    };
  }

  const erros: ErroDeLinha[] = [];
  const itens: ItemCsvHonorario[] = [];
  const codigos = new Map<string, number>();
  const colunas = cabecalho.campos.length;
  for (const r of linhas) {
    if (r.campos.length !== colunas) {
      erros.push({
        linha: r.linha,
        mensagem: `A linha tem ${r.campos.length} ${r.campos.length === 1 ? 'coluna' : 'colunas'}; o cabeçalho tem ${colunas}. Um campo com "${separador}" deve ficar entre aspas.`,
      });
      continue;
    }
    const { item, problemas } = itemDaLinha(r, indice);
    for (const mensagem of problemas) erros.push({ linha: r.linha, mensagem });
    if (!item) continue;
    // The code names the act: the same one twice in a version would make the table ambiguous.
    const chave = textoDeBusca(item.codigo);
    const anterior = codigos.get(chave);
    if (anterior !== undefined) {
      erros.push({ linha: r.linha, mensagem: `O código "${item.codigo}" já aparece na linha ${anterior}.` });
      continue;
    }
    codigos.set(chave, r.linha);
    itens.push(item);
  }
  if (erros.length > 0) return recusa(erros);
  return { ok: true, itens };
}
