import { z } from 'zod';
import { dataIsoDoCalendario } from './cadastro.js';

/**
 * The one range of dates the portal accepts anywhere a date is typed (spec 5 and 9: date pickers from 1900-01-01 to
 * 2099-12-31): a session, a process's autuação, a vaccine campaign, a commission's term or a vote on 31/12/9999 is a
 * typing slip, refused with a message, never stored and shown to members. An impossible date (2026-02-30,
 * 2026-13-01, 0000-00-00) is refused before it reaches the database, which would answer with an error.
 */
export const DATA_MINIMA = '1900-01-01';
export const DATA_MAXIMA = '2099-12-31';
export const MENSAGEM_INTERVALO_DE_DATAS = 'A data deve estar entre 01/01/1900 e 31/12/2099.';
export const MENSAGEM_DATA_INVALIDA = 'Informe uma data válida.';

/** The range check of a date field built by hand (a date-time): its issue aborts, as in `dataIso`. */
export const REGRA_INTERVALO_DE_DATAS = { error: MENSAGEM_INTERVALO_DE_DATAS, abort: true } as const;

/** Whether the date of a 'YYYY-MM-DD' date or an ISO instant lies in the range (anything unreadable: left to the format check). */
export function dentroDoIntervaloDeDatas(v: string): boolean {
  const data = v.slice(0, 10);
  return !dataIsoDoCalendario(data) || (data >= DATA_MINIMA && data <= DATA_MAXIMA);
}

/**
 * Whether an ISO instant ('YYYY-MM-DDTHH:mm…') starts with a real calendar date. `Date.parse` does not check it:
 * it reads 2026-02-30T10:00Z as 2 March.
 */
export function instanteComDataDoCalendario(v: string): boolean {
  return v.length > 10 && v[10] === 'T' && dataIsoDoCalendario(v.slice(0, 10));
}

/**
 * The one date schema: a real calendar date 'YYYY-MM-DD' in the portal's range, every date field of a request
 * (body or query) uses it. `error` replaces the message for a missing or unreadable date. Its issues abort: the
 * rules of the form that compare dates (an end after a start, an event from today on) do not run on a date that
 * is not one, so the field keeps the message that says what is wrong with it.
 */
export function dataIso(opcoes: { error?: string } = {}) {
  const mensagem = opcoes.error ?? MENSAGEM_DATA_INVALIDA;
  return z
    .string({ error: mensagem })
    .refine(dataIsoDoCalendario, { error: mensagem, abort: true })
    .refine(dentroDoIntervaloDeDatas, REGRA_INTERVALO_DE_DATAS);
}

/** A real calendar date 'YYYY-MM-DD' in the portal's range (`dataIso()` with its default message). */
export const isoDataNoIntervalo = dataIso();
