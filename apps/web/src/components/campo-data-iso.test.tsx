import { hojeSaoPaulo, somarDias } from '@portal/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { digitarDataNoCampo } from '@/test/digitar-data';
import { CampoDataIso, DATA_INCOMPLETA } from './campo-data-iso';

function renderizar(extra: Partial<Parameters<typeof CampoDataIso>[0]> = {}) {
  const onChange = vi.fn<(valor: string) => void>();
  const onBlur = vi.fn();
  render(
    <CampoDataIso id="campo-evento" name="evento" label="Data do evento" onChange={onChange} onBlur={onBlur} inputRef={null} ajuda="dd/mm/aaaa" {...extra} />,
  );
  return { onChange, onBlur, campo: screen.getByLabelText(/Data do evento/) };
}

describe('CampoDataIso', () => {
  it("is the browser's date input, named by its label and described by its help text", () => {
    const { campo } = renderizar();
    expect(campo).toHaveAttribute('type', 'date');
    expect(campo).toHaveAttribute('name', 'evento');
    expect(campo).toHaveAccessibleDescription('dd/mm/aaaa');
  });

  it('hands the form YYYY-MM-DD for a real date, the marker for one that is not, and nothing once erased', () => {
    const { onChange, onBlur } = renderizar();

    digitarDataNoCampo(/Data do evento/, '07032026');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-07');

    digitarDataNoCampo(/Data do evento/, '31022026');
    expect(onChange).toHaveBeenLastCalledWith(DATA_INCOMPLETA);
    expect(onBlur).toHaveBeenCalled();
  });

  it('erased: the form gets an empty value', () => {
    const { onChange, campo } = renderizar({ valorInicial: '2026-03-07' });
    fireEvent.change(campo, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('starts from the form value; the error replaces the help text', () => {
    const { campo } = renderizar({ valorInicial: '2026-03-07', erro: 'Data inválida.' });
    expect(campo).toHaveValue('2026-03-07');
    expect(campo).toHaveAccessibleDescription('Data inválida.');
    expect(campo).toHaveAttribute('aria-invalid', 'true');
  });

  it("keeps to the spec's range", () => {
    expect(renderizar().campo).toHaveAttribute('min', '1900-01-01');
    expect(screen.getByLabelText(/Data do evento/)).toHaveAttribute('max', '2099-12-31');
  });

  it('not in the future: today at the latest', () => {
    const hoje = hojeSaoPaulo();
    const { campo } = renderizar({ disableFuture: true });
    expect(campo).toHaveAttribute('max', hoje);
    expect(campo).toHaveAttribute('min', '1900-01-01');
  });

  it('a deadline: tomorrow at the earliest', () => {
    const { campo } = renderizar({ depoisDeHoje: true });
    expect(campo).toHaveAttribute('min', somarDias(hojeSaoPaulo(), 1));
    expect(campo).toHaveAttribute('max', '2099-12-31');
  });
});
