import { formatarCentavos } from '@portal/contracts';

/** 52998224725 → 529.982.247-25 while typing (up to 11 digits). */
export function mascararCpf(valor: string): string {
  const d = valor.replace(/\D/g, '').slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** 11222333000181 → 11.222.333/0001-81 while typing (up to 14 digits). */
export function mascararCnpj(valor: string): string {
  const d = valor.replace(/\D/g, '').slice(0, 14);
  if (d.length <= 2) return d;
  if (d.length <= 5) return `${d.slice(0, 2)}.${d.slice(2)}`;
  if (d.length <= 8) return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5)}`;
  if (d.length <= 12) return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8)}`;
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
}

/** Largest amount the field takes while typing (R$ 100.000.000,00, the schema's own ceiling). */
const MAXIMO_CENTAVOS = 100_000_000_00;

/**
 * Money typed like a cash register: the digits are centavos ('123456' → 123456 → 'R$ 1.234,56').
 * Empty → null. Digits beyond the ceiling are ignored.
 */
export function centavosDoTexto(texto: string): number | null {
  const d = texto.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (d === '') return null;
  const n = Number(d);
  return n > MAXIMO_CENTAVOS ? Number(d.slice(0, -1)) : n;
}

export function textoDosCentavos(centavos: unknown): string {
  return typeof centavos === 'number' && Number.isFinite(centavos) ? formatarCentavos(centavos) : '';
}

/** A whole number typed in a text box (digits only, at most 9). Empty → null. */
export function inteiroDoTexto(texto: string): number | null {
  const d = texto.replace(/\D/g, '').slice(0, 9);
  return d === '' ? null : Number(d);
}

/** The follow-up key as typed: letters and digits, uppercase, in groups of four (XXXX-XXXX-XXXX-XXXX-XXXX). */
export function mascararChaveAcompanhamento(valor: string): string {
  const s = valor.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 20);
  return s.match(/.{1,4}/g)?.join('-') ?? '';
}

