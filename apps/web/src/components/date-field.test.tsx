import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { DATA_MAXIMA, DATA_MINIMA, DateField } from './date-field';

describe('DateField', () => {
  it('limits dates to 1900-01-01 .. 2099-12-31', () => {
    expect(DATA_MINIMA.format('YYYY-MM-DD')).toBe('1900-01-01');
    expect(DATA_MAXIMA.format('YYYY-MM-DD')).toBe('2099-12-31');
  });

  it.each([
    ['1899-12-31', 'minDate'],
    ['2100-01-01', 'maxDate'],
    ['1900-01-01', null],
    ['2099-12-31', null],
  ])('validates %s as %s', async (data, esperado) => {
    const onError = vi.fn();
    render(<DateField label="Nascimento" value={dayjs(data)} onError={onError} />);
    if (esperado) await waitFor(() => expect(onError).toHaveBeenCalledWith(esperado, expect.anything()));
    else expect(onError).not.toHaveBeenCalled();
  });

  it('shows the date as DD/MM/YYYY and speaks pt-br', async () => {
    const user = userEvent.setup();
    render(<DateField label="Nascimento" value={dayjs('2026-03-07')} />);

    const grupo = screen.getByRole('group', { name: 'Nascimento' });
    expect(grupo.textContent?.replace(/[\u2066-\u2069\u200e]/g, '')).toContain('07/03/2026');

    expect(screen.getByRole('spinbutton', { name: 'Mês' })).toHaveAttribute('aria-valuetext', 'março');
    await user.click(screen.getByRole('button', { name: /^Escolha uma data/ }));
    const calendario = await screen.findByRole('dialog');
    expect(calendario).toHaveTextContent(/março 2026/i);
    // Weekday headings are words, not "D 2 3 4 5 6 S" above the day numbers.
    const cabecalhos = [...calendario.querySelectorAll('.MuiDayCalendar-weekDayLabel')].map((c) => c.textContent);
    expect(cabecalhos).toEqual(['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb']);
  });
});
