/** The API sends timestamps in UTC; the portal shows them in Brasília time (America/Sao_Paulo). */
const campos = {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
} as const satisfies Intl.DateTimeFormatOptions;

const semSegundos = new Intl.DateTimeFormat('pt-BR', campos);
const comSegundos = new Intl.DateTimeFormat('pt-BR', { ...campos, second: '2-digit' });

/**
 * A timestamp in Brasília time: "05/11/2026, 14:32" ("05/11/2026, 14:32:07" with `segundos`).
 * Anything that is not a date is shown as it came.
 */
export function formatarDataHora(iso: string, { segundos = false }: { segundos?: boolean } = {}): string {
  const data = new Date(iso);
  if (Number.isNaN(data.getTime())) return iso;
  return (segundos ? comSegundos : semSegundos).format(data);
}
