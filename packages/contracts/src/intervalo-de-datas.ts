import { z } from 'zod';
import { dataIsoDoCalendario } from './cadastro.js';

/**
 * The one range of dates the portal accepts anywhere a date is typed (spec 5 and 9: date pickers from 1900-01-01 to
 * 2099-12-31): a session, a process's autuação, a vaccine campaign, a commission's term or a vote on 31/12/9999 is a
 * typing slip, refused with a message, never stored and shown to members.
 */
export const DATA_MINIMA = '1900-01-01';
export const DATA_MAXIMA = '2099-12-31';
export const MENSAGEM_INTERVALO_DE_DATAS = 'A data deve estar entre 01/01/1900 e 31/12/2099.';

/** Whether the date of a 'YYYY-MM-DD' date or an ISO instant lies in the range (anything unreadable: left to the format check). */
export function dentroDoIntervaloDeDatas(v: string): boolean {
  const data = v.slice(0, 10);
  return !dataIsoDoCalendario(data) || (data >= DATA_MINIMA && data <= DATA_MAXIMA);
}

/** A real calendar date 'YYYY-MM-DD' in the portal's range. */
export const isoDataNoIntervalo = z
  .string({ error: 'Informe uma data válida.' })
  .refine(dataIsoDoCalendario, 'Informe uma data válida.')
  .refine(dentroDoIntervaloDeDatas, MENSAGEM_INTERVALO_DE_DATAS);
