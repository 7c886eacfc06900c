import { fireEvent, screen } from '@testing-library/react';

/**
 * Types a date (dd/mm/aaaa digits, as a person types it in a pt-BR browser) into the date field named `rotulo`
 * (components/campo-data-iso.tsx, the browser's own date input). jsdom has no date segments to type into, so this
 * does what the browser does: a real date becomes the input's YYYY-MM-DD value (a change); an impossible one
 * (31/02) leaves the value empty and the input's `validity.badInput` set, which the form learns of on blur.
 */
export function digitarDataNoCampo(rotulo: string | RegExp, ddmmaaaa: string, dentroDe: Pick<typeof screen, 'getByLabelText'> = screen) {
  const input = dentroDe.getByLabelText(rotulo) as HTMLInputElement;
  const [dia, mes, ano] = [ddmmaaaa.slice(0, 2), ddmmaaaa.slice(2, 4), ddmmaaaa.slice(4, 8)];
  const iso = `${ano}-${mes}-${dia}`;
  const d = new Date(`${iso}T12:00:00Z`);
  const real = ano.length === 4 && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
  input.focus();
  if (real) {
    fireEvent.change(input, { target: { value: iso } });
    return;
  }
  fireEvent.change(input, { target: { value: '' } });
  Object.defineProperty(input, 'validity', { configurable: true, value: { ...input.validity, badInput: true, valid: false } });
  fireEvent.blur(input);
}
