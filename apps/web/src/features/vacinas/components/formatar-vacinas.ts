import { formatarCentavos, formatarDataBr } from '@portal/contracts';

/** "de 01/04/2026 a 30/04/2026". */
export const periodoBr = (inicio: string, fim: string) => `de ${formatarDataBr(inicio)} a ${formatarDataBr(fim)}`;

/** A price per dose, or "Gratuita". */
export const precoBr = (centavos: number, gratuita: boolean) => (gratuita || centavos === 0 ? 'Gratuita' : formatarCentavos(centavos));

/** An instant as "26/11/2026 às 14:05" (São Paulo). */
export function dataHoraBr(iso: string): string {
  const d = new Date(iso);
  const data = d.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  const hora = d.toLocaleTimeString('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });
  return `${data} às ${hora}`;
}

export const doses = (n: number) => `${n} ${n === 1 ? 'dose' : 'doses'}`;
