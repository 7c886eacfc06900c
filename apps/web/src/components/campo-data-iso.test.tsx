import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CampoDataIso, DATA_INCOMPLETA } from './campo-data-iso';

function renderizar(extra: { valorInicial?: string } = {}) {
  const onChange = vi.fn<(valor: string) => void>();
  render(
    <CampoDataIso id="campo-evento" name="evento" label="Data do evento" onChange={onChange} onBlur={() => undefined} inputRef={null} ajuda="dd/mm/aaaa" {...extra} />,
  );
  return { onChange, grupo: screen.getByRole('group', { name: /Data do evento/ }) };
}

describe('CampoDataIso', () => {
  it('hands the form YYYY-MM-DD for a real date, the marker for one that is not, and nothing once erased', async () => {
    const user = userEvent.setup();
    const { onChange, grupo } = renderizar();

    await user.click(within(grupo).getByRole('spinbutton', { name: 'Dia' }));
    await user.keyboard('07032026');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-07');

    await user.click(within(grupo).getByRole('spinbutton', { name: 'Dia' }));
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('');

    // 31/02 does not exist: it stays on screen, and the form gets the marker its schema refuses.
    await user.keyboard('31022026');
    expect(onChange).toHaveBeenLastCalledWith(DATA_INCOMPLETA);
    expect(grupo.textContent?.replace(/[\u2066-\u2069\u200e]/g, '')).toContain('31/02/2026');
  });

  it('starts from the form value and shows the help text', () => {
    const { grupo } = renderizar({ valorInicial: '2026-03-07' });
    expect(grupo.textContent?.replace(/[\u2066-\u2069\u200e]/g, '')).toContain('07/03/2026');
    expect(screen.getByText('dd/mm/aaaa')).toBeInTheDocument();
  });
});
