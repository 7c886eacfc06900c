import { ROTULO_CAMPO_CADASTRAL, formatarCelular, formatarCep } from '@portal/contracts';

/** History timestamps are UTC; shown in Brasília time (America/Sao_Paulo). */
const formatoDataHora = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatarDataHora(iso: string): string {
  const data = new Date(iso);
  return Number.isNaN(data.getTime()) ? iso : formatoDataHora.format(data);
}

export function rotuloDoCampo(campo: string): string {
  return ROTULO_CAMPO_CADASTRAL[campo] ?? campo;
}

/** A history value as the member reads it: CEP and phone formatted, empty shown as a dash. */
export function formatarValor(campo: string, valor: string | null): string {
  if (valor === null || valor === '') return '—';
  if (campo === 'cep') return formatarCep(valor);
  if (campo === 'celular') return formatarCelular(valor);
  return valor;
}

/** Masks the CEP while typing: up to 8 digits, 00000-000. */
export function mascararCep(valor: string): string {
  const d = valor.replace(/\D/g, '').slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}

/** Masks the phone while typing: (62) 99999-0001. */
export function mascararCelular(valor: string): string {
  const d = valor.replace(/\D/g, '').slice(0, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  if (d.length <= 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}
