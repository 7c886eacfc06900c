// Without zod (@portal/contracts/sem-zod): the títulos' cards format with these on pages that load no zod (ADR 067).
import { dataEmSaoPaulo, formatarDataBr } from '@portal/contracts/sem-zod';

const HORA_SAO_PAULO = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });

/** An instant as 'hh:mm' in Brasília time. */
export function formatarHora(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : HORA_SAO_PAULO.format(d);
}

/** An instant as 'dd/mm/aaaa às hh:mm' in Brasília time. */
export function formatarDataEHora(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${formatarDataBr(dataEmSaoPaulo(d))} às ${HORA_SAO_PAULO.format(d)}`;
}

/** Until when a PIX code works: 'hh:mm' today, 'dd/mm/aaaa às hh:mm' when it ends on another day (Brasília time). */
export function formatarValidade(iso: string, agora: Date = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return dataEmSaoPaulo(d) === dataEmSaoPaulo(agora) ? formatarHora(iso) : formatarDataEHora(iso);
}

/** A boleto's linha digitável as printed on it: '00190.00009 01234.567892 12345.678901 2 12340000012345'. */
export function formatarLinhaDigitavel(linha: string): string {
  const l = linha.replace(/\D/g, '');
  if (l.length !== 47) return linha;
  return `${l.slice(0, 5)}.${l.slice(5, 10)} ${l.slice(10, 15)}.${l.slice(15, 21)} ${l.slice(21, 26)}.${l.slice(26, 32)} ${l.slice(32, 33)} ${l.slice(33)}`;
}

/** 'Vencido há 1 dia' / 'Vencido há 12 dias' */
export function vencidoHa(dias: number): string {
  return dias === 1 ? 'Vencido há 1 dia' : `Vencido há ${dias} dias`;
}

/** An SVG (the API's QR code or barcode) as an <img> source. */
export function svgComoImagem(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Basis points as a percentage: 1500 → '15%', 1250 → '12,5%'. */
export function formatarPercentual(bp: number): string {
  return `${(bp / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;
}
