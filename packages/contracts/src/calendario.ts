import { dataIsoDoCalendario } from './cadastro.js';
import { dataEmSaoPaulo } from './formatos.js';

export { dataEmSaoPaulo, formatarDataBr } from './formatos.js';

/**
 * The institution's calendar, shared by the API and the web: math on plain 'YYYY-MM-DD' strings, today in
 * America/Sao_Paulo, business days with Brazil's national holidays.
 *
 * Dates never go through the local time zone: a string is turned into a UTC day number, moved, and written
 * back, so the result is the same on a server in UTC and a browser in Brasília.
 */

const MS_DIA = 86_400_000;
const p2 = (n: number) => String(n).padStart(2, '0');

/** Splits a 'YYYY-MM-DD' date; throws RangeError when it is not a real calendar date. */
export function lerIso(iso: string): { ano: number; mes: number; dia: number } {
  if (!dataIsoDoCalendario(iso)) throw new RangeError(`Data inválida (use AAAA-MM-DD): ${JSON.stringify(iso)}`);
  return { ano: Number(iso.slice(0, 4)), mes: Number(iso.slice(5, 7)), dia: Number(iso.slice(8, 10)) };
}

function paraUtc(iso: string): number {
  const { ano, mes, dia } = lerIso(iso);
  return Date.UTC(ano, mes - 1, dia);
}

function deUtc(ms: number): string {
  const d = new Date(ms);
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}`;
}

/** Today as YYYY-MM-DD in America/Sao_Paulo (the institution's calendar), whatever the machine's zone. */
export function hojeSaoPaulo(agora: Date = new Date()): string {
  return dataEmSaoPaulo(agora);
}

/** n calendar days after (negative: before) the date. */
export function somarDias(iso: string, n: number): string {
  return deUtc(paraUtc(iso) + n * MS_DIA);
}

/**
 * n months after (negative: before) the date, clamped to the month's last day: 31/01 + 1 month = 28/02 (29/02 in
 * a leap year). (Código Civil art. 132 §3 reads "no imediato, se faltar exata correspondência"; the clamp is the
 * stricter reading and the one the catalog uses.)
 */
export function somarMeses(iso: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`Número de meses inválido: ${n}`);
  const { ano, mes, dia } = lerIso(iso);
  const total = ano * 12 + (mes - 1) + n;
  const novoAno = Math.floor(total / 12);
  const novoMes = total - novoAno * 12; // 0..11
  const ultimoDia = new Date(Date.UTC(novoAno, novoMes + 1, 0)).getUTCDate();
  return deUtc(Date.UTC(novoAno, novoMes, Math.min(dia, ultimoDia)));
}

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function domingoDePascoa(ano: number): string {
  const a = ano % 19;
  const b = Math.floor(ano / 100);
  const c = ano % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const mes = Math.floor((h + l - 7 * m + 114) / 31);
  const dia = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(ano).padStart(4, '0')}-${p2(mes)}-${p2(dia)}`;
}

export interface Feriado {
  data: string;
  nome: string;
}

const cacheFeriados = new Map<number, readonly Feriado[]>();

/**
 * National holidays of Brazil in a year, in date order. Fixed ones by law (Lei 662/1949, 6.802/1980,
 * 14.759/2023 — Consciência Negra since 2024) plus the ones that move with Easter. Carnaval (Monday and
 * Tuesday) is legally a "ponto facultativo", not a holiday, but courts and public offices close, so it does not
 * count as a business day here; Ash Wednesday (offices open at noon) does. State and municipal holidays and the
 * courts' year-end recess (CPC art. 220) are not included.
 */
export function feriadosNacionais(ano: number): readonly Feriado[] {
  const emCache = cacheFeriados.get(ano);
  if (emCache) return emCache;
  const pascoa = domingoDePascoa(ano);
  const a = String(ano).padStart(4, '0');
  const lista: Feriado[] = [
    { data: `${a}-01-01`, nome: 'Confraternização Universal' },
    { data: somarDias(pascoa, -48), nome: 'Carnaval (segunda-feira)' },
    { data: somarDias(pascoa, -47), nome: 'Carnaval (terça-feira)' },
    { data: somarDias(pascoa, -2), nome: 'Sexta-feira Santa' },
    { data: `${a}-04-21`, nome: 'Tiradentes' },
    { data: `${a}-05-01`, nome: 'Dia do Trabalho' },
    { data: somarDias(pascoa, 60), nome: 'Corpus Christi' },
    { data: `${a}-09-07`, nome: 'Independência do Brasil' },
    { data: `${a}-10-12`, nome: 'Nossa Senhora Aparecida' },
    { data: `${a}-11-02`, nome: 'Finados' },
    { data: `${a}-11-15`, nome: 'Proclamação da República' },
    ...(ano >= 2024 ? [{ data: `${a}-11-20`, nome: 'Dia Nacional de Zumbi e da Consciência Negra' }] : []),
    { data: `${a}-12-25`, nome: 'Natal' },
  ];
  lista.sort((x, y) => (x.data < y.data ? -1 : x.data > y.data ? 1 : 0));
  const congelada = Object.freeze(lista.map((f) => Object.freeze(f)));
  cacheFeriados.set(ano, congelada);
  return congelada;
}

/** The national holiday on that date, or null. */
export function feriadoNacional(iso: string): Feriado | null {
  const { ano } = lerIso(iso);
  return feriadosNacionais(ano).find((f) => f.data === iso) ?? null;
}

/** Monday to Friday and not a national holiday (see feriadosNacionais). */
export function ehDiaUtil(iso: string): boolean {
  const semana = new Date(paraUtc(iso)).getUTCDay();
  if (semana === 0 || semana === 6) return false;
  return feriadoNacional(iso) === null;
}

/** The last business day (Monday to Friday, not a national holiday) of a month (1–12) of a year. */
export function ultimoDiaUtilDoMes(ano: number, mes: number): string {
  if (!Number.isInteger(mes) || mes < 1 || mes > 12) throw new RangeError(`Mês inválido: ${mes}`);
  let ms = Date.UTC(ano, mes, 0);
  while (!ehDiaUtil(deUtc(ms))) ms -= MS_DIA;
  return deUtc(ms);
}

/**
 * The n-th business day after the date (CPC art. 224: the start day is excluded and counting starts on the
 * next business day, so a decision on a Friday or a holiday counts from the next business day). n = 0 returns
 * the date itself.
 */
export function somarDiasUteis(iso: string, n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Número de dias úteis inválido: ${n}`);
  let ms = paraUtc(iso);
  let contados = 0;
  while (contados < n) {
    ms += MS_DIA;
    if (ehDiaUtil(deUtc(ms))) contados += 1;
  }
  return deUtc(ms);
}
