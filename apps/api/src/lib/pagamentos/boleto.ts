import { AppError } from "../app-error.js";

/**
 * FEBRABAN bank boleto (bloqueto de cobrança): the 44-digit barcode and the 47-digit linha digitável.
 *
 * Barcode: banco (3) + moeda (1, '9' = real) + DV geral (1, mod 11) + fator de vencimento (4)
 *          + valor em centavos (10) + campo livre (25, defined by each bank).
 * Linha:   campo 1 = banco + moeda + campo livre 1–5 + DV (mod 10)
 *          campo 2 = campo livre 6–15 + DV (mod 10)
 *          campo 3 = campo livre 16–25 + DV (mod 10)
 *          campo 4 = DV geral do código de barras
 *          campo 5 = fator de vencimento + valor
 *
 * Fator de vencimento: days since 07/10/1997. It reached 9999 on 21/02/2025 and, as FEBRABAN announced,
 * restarted at 1000 on 22/02/2025; every later cycle also runs 1000..9999 (9000 days), so the next reset
 * is on 14/10/2049. Dates are 'YYYY-MM-DD' calendar days computed in UTC, never in local time.
 */

const MS_POR_DIA = 86_400_000;
/** Day 0 of the factor: 07/10/1997. */
const DIA_BASE = Date.UTC(1997, 9, 7) / MS_POR_DIA;
const FATOR_MINIMO = 1000;
const FATOR_MAXIMO = 9999;
const CICLO = FATOR_MAXIMO - FATOR_MINIMO + 1; // 9000 days
/** R$ 99.999.999,99: the 10 digits the barcode has for the value. */
export const VALOR_MAXIMO_CENTAVOS = 9_999_999_999;

const erroBoleto = (mensagem: string) =>
  new AppError('BOLETO_INVALIDO', mensagem);
const erroLinha = (mensagem: string) =>
  new AppError('LINHA_DIGITAVEL_INVALIDA', mensagem);
const erroCodigo = (mensagem: string) =>
  new AppError('CODIGO_BARRAS_INVALIDO', mensagem);

const soDigitos = (s: string) => /^\d+$/.test(s);

function digitos(numero: string): number[] {
  if (!soDigitos(numero))
    throw erroBoleto(
      "O número para o dígito verificador deve conter somente dígitos.",
    );
  return [...numero].map(Number);
}

/** Módulo 10: weights 2,1,2,1… from the right, the digits of each product summed; DV = (10 − soma % 10) % 10. */
export function mod10(numero: string): string {
  let soma = 0;
  let peso = 2;
  const ds = digitos(numero);
  for (let i = ds.length - 1; i >= 0; i--) {
    const produto = (ds[i] ?? 0) * peso;
    soma += produto > 9 ? produto - 9 : produto;
    peso = peso === 2 ? 1 : 2;
  }
  return String((10 - (soma % 10)) % 10);
}

/** Módulo 11 of the boleto's general DV: weights 2..9 cycling from the right; DV = 11 − soma % 11, and 0, 10 or 11 become 1. */
export function mod11Boleto(numero: string): string {
  let soma = 0;
  let peso = 2;
  const ds = digitos(numero);
  for (let i = ds.length - 1; i >= 0; i--) {
    soma += (ds[i] ?? 0) * peso;
    peso = peso === 9 ? 2 : peso + 1;
  }
  const dv = 11 - (soma % 11);
  return dv === 0 || dv === 10 || dv === 11 ? "1" : String(dv);
}

/** Whole days since the Unix epoch of a strict 'YYYY-MM-DD' calendar date (UTC), or an error naming the field. */
function diaDaData(dataIso: string, campo: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dataIso);
  if (m) {
    const [ano, mes, dia] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const ms = Date.UTC(ano, mes - 1, dia);
    const d = new Date(ms);
    // Date.UTC maps years 0..99 to 1900..1999; the round trip below rejects those and invalid days (31/02).
    if (
      d.getUTCFullYear() === ano &&
      d.getUTCMonth() === mes - 1 &&
      d.getUTCDate() === dia
    )
      return ms / MS_POR_DIA;
  }
  throw erroBoleto(
    `A ${campo} deve ser uma data válida no formato AAAA-MM-DD.`,
  );
}

function dataDoDia(dia: number): string {
  return new Date(dia * MS_POR_DIA).toISOString().slice(0, 10);
}

/** The 4-digit due-date factor of a 'YYYY-MM-DD' date; from 22/02/2025 the factor restarts at 1000 every 9000 days. */
export function fatorVencimento(dataIso: string): string {
  const dias = diaDaData(dataIso, "data de vencimento") - DIA_BASE;
  if (dias < FATOR_MINIMO) {
    throw erroBoleto("A data de vencimento deve ser 03/07/2000 ou posterior.");
  }
  return String(((dias - FATOR_MINIMO) % CICLO) + FATOR_MINIMO);
}

/**
 * The due date ('YYYY-MM-DD') a factor stands for, choosing among its cycles (2000–2025, 2025–2049, …) the date
 * closest to `referenciaIso` (usually today or the issue date). Equal distance picks the later date.
 */
export function dataDoFator(
  fator: string | number,
  referenciaIso: string,
): string {
  const texto = String(fator);
  const n = Number(texto);
  if (!/^\d{4}$/.test(texto) || n < FATOR_MINIMO || n > FATOR_MAXIMO) {
    throw erroBoleto(
      "O fator de vencimento deve ter 4 dígitos, de 1000 a 9999.",
    );
  }
  const referencia = diaDaData(referenciaIso, "data de referência") - DIA_BASE;
  const ciclo = Math.max(0, Math.round((referencia - n) / CICLO));
  let melhor = n + ciclo * CICLO;
  for (const k of [ciclo - 1, ciclo + 1]) {
    if (k < 0) continue;
    const candidato = n + k * CICLO;
    const dist = Math.abs(candidato - referencia);
    const distMelhor = Math.abs(melhor - referencia);
    if (dist < distMelhor || (dist === distMelhor && candidato > melhor))
      melhor = candidato;
  }
  return dataDoDia(DIA_BASE + melhor);
}

export interface DadosCodigoBarras {
  /** Bank code, 3 digits (e.g. '001'). */
  banco: string;
  /** Due date, 'YYYY-MM-DD'. */
  vencimento: string;
  /** Integer centavos, 0 to 9.999.999.999 (R$ 99.999.999,99). */
  valorCentavos: number;
  /** The bank-specific 25 digits. */
  campoLivre: string;
}

/** The 44-digit barcode. Throws AppError 400 (BOLETO_INVALIDO) with a Portuguese message on bad input. */
export function gerarCodigoBarras({
  banco,
  vencimento,
  valorCentavos,
  campoLivre,
}: DadosCodigoBarras): string {
  if (!/^\d{3}$/.test(banco))
    throw erroBoleto("O código do banco deve ter 3 dígitos.");
  if (!/^\d{25}$/.test(campoLivre))
    throw erroBoleto("O campo livre deve ter 25 dígitos.");
  if (!Number.isSafeInteger(valorCentavos) || valorCentavos < 0) {
    throw erroBoleto(
      "O valor do boleto deve ser um número inteiro de centavos, sem sinal negativo.",
    );
  }
  if (valorCentavos > VALOR_MAXIMO_CENTAVOS) {
    throw erroBoleto("O valor do boleto não pode passar de R$ 99.999.999,99.");
  }
  const fator = fatorVencimento(vencimento);
  const semDv = `${banco}9${fator}${String(valorCentavos).padStart(10, "0")}${campoLivre}`;
  return `${semDv.slice(0, 4)}${mod11Boleto(semDv)}${semDv.slice(4)}`;
}

export interface CodigoBarrasDecomposto {
  banco: string;
  moeda: string;
  dvGeral: string;
  /** '0000' means no due date. */
  fator: string;
  valorCentavos: number;
  campoLivre: string;
}

/** Splits a 44-digit barcode into its parts after checking its length and general DV. */
export function decomporCodigoBarras(
  codigoBarras: string,
): CodigoBarrasDecomposto {
  if (!/^\d{44}$/.test(codigoBarras))
    throw erroCodigo("O código de barras deve ter 44 dígitos.");
  const dvGeral = codigoBarras.slice(4, 5);
  if (
    mod11Boleto(codigoBarras.slice(0, 4) + codigoBarras.slice(5)) !== dvGeral
  ) {
    throw erroCodigo("O dígito verificador do código de barras não confere.");
  }
  return {
    banco: codigoBarras.slice(0, 3),
    moeda: codigoBarras.slice(3, 4),
    dvGeral,
    fator: codigoBarras.slice(5, 9),
    valorCentavos: Number(codigoBarras.slice(9, 19)),
    campoLivre: codigoBarras.slice(19),
  };
}

/** The 47-digit linha digitável (digits only; see formatarLinha) of a valid 44-digit barcode. */
export function linhaDigitavel(codigoBarras: string): string {
  decomporCodigoBarras(codigoBarras);
  const campo1 = codigoBarras.slice(0, 4) + codigoBarras.slice(19, 24);
  const campo2 = codigoBarras.slice(24, 34);
  const campo3 = codigoBarras.slice(34, 44);
  return (
    campo1 +
    mod10(campo1) +
    campo2 +
    mod10(campo2) +
    campo3 +
    mod10(campo3) +
    codigoBarras.slice(4, 5) +
    codigoBarras.slice(5, 19)
  );
}

/** Accepts the line with or without the usual dots and spaces; anything else is rejected. */
function normalizarLinha(linha: string): string {
  const limpa = linha.trim().replace(/[.\s]/g, "");
  if (!/^\d{47}$/.test(limpa)) {
    throw erroLinha(
      "A linha digitável deve ter 47 dígitos (pontos e espaços são aceitos).",
    );
  }
  return limpa;
}

/** 'AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE'. */
export function formatarLinha(linha: string): string {
  const l = normalizarLinha(linha);
  return `${l.slice(0, 5)}.${l.slice(5, 10)} ${l.slice(10, 15)}.${l.slice(15, 21)} ${l.slice(21, 26)}.${l.slice(26, 32)} ${l.slice(32, 33)} ${l.slice(33)}`;
}

/**
 * The 44-digit barcode of a linha digitável, checking the DV of fields 1, 2 and 3 and the general DV.
 * Throws AppError 400 (LINHA_DIGITAVEL_INVALIDA) with a Portuguese message saying which field is wrong.
 */
export function codigoBarrasDaLinha(linha: string): string {
  const l = normalizarLinha(linha);
  const campos = [
    { numero: 1, corpo: l.slice(0, 9), dv: l.slice(9, 10) },
    { numero: 2, corpo: l.slice(10, 20), dv: l.slice(20, 21) },
    { numero: 3, corpo: l.slice(21, 31), dv: l.slice(31, 32) },
  ];
  for (const { numero, corpo, dv } of campos) {
    if (mod10(corpo) !== dv) {
      throw erroLinha(
        `Linha digitável inválida: o dígito verificador do campo ${numero} não confere. Confira os números digitados.`,
      );
    }
  }
  const [c1, c2, c3] = campos.map((c) => c.corpo);
  const codigo = `${c1?.slice(0, 4)}${l.slice(32, 33)}${l.slice(33)}${c1?.slice(4)}${c2}${c3}`;
  if (
    mod11Boleto(codigo.slice(0, 4) + codigo.slice(5)) !== codigo.slice(4, 5)
  ) {
    throw erroLinha(
      "Linha digitável inválida: o dígito verificador geral (campo 4) não confere. Confira os números digitados.",
    );
  }
  return codigo;
}
