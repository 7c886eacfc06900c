import { ROTULO_CAMPO_CADASTRAL, formatarCelular, formatarCep } from '@portal/contracts';

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

/**
 * Masks the phone while typing: (62) 99999-0001. The country code of +55 (typed) or of a pasted
 * 55 + national number goes; another country code is left as typed for the validation to refuse.
 */
export function mascararCelular(valor: string): string {
  let d = valor.replace(/\D/g, '');
  if (valor.trimStart().startsWith('+')) {
    if (d.length <= 2 && '55'.startsWith(d)) return `+${d}`;
    if (!d.startsWith('55')) return valor;
    d = d.slice(2);
  } else if (d.length > 11 && d.startsWith('55')) {
    d = d.slice(2);
  }
  d = d.slice(0, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  if (d.length <= 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}

/** Masks the CPF while typing: up to 11 digits, 000.000.000-00. */
export function mascararCpf(valor: string): string {
  const d = valor.replace(/\D/g, '').slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}
