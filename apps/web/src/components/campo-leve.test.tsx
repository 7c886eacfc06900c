import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paleta, RAIO_PX } from '@/config/paleta';
import { CampoLeve } from './campo-leve';
import { CSS_LEVE, garantirEstiloLeve } from './estilo-leve';

describe('CampoLeve (the login page field without MUI)', () => {
  it('is named by its label, and says what is wrong through its description and aria-invalid', () => {
    render(<CampoLeve id="c" name="username" label="CPF ou inscrição" required error helperText="Informe o usuário." />);
    const campo = screen.getByRole('textbox', { name: 'CPF ou inscrição' });
    expect(campo).toBeRequired();
    expect(campo).toBeInvalid();
    expect(campo).toHaveAccessibleDescription('Informe o usuário.');
    // The floating label is drawn by CSS from the empty placeholder and the label after the input.
    expect(campo).toHaveAttribute('placeholder', ' ');
    expect(campo.nextElementSibling?.tagName).toBe('LABEL');
  });

  it('has no description and is valid without an error', () => {
    render(<CampoLeve id="c" name="password" label="Senha" type="password" />);
    const campo = screen.getByLabelText('Senha');
    expect(campo).toHaveAttribute('aria-invalid', 'false');
    expect(campo).not.toHaveAttribute('aria-describedby');
  });
});

describe('the front door stylesheet', () => {
  it('is inserted once, however many components ask for it', () => {
    garantirEstiloLeve();
    garantirEstiloLeve();
    const folhas = document.head.querySelectorAll('style[data-estilo="leve"]');
    expect(folhas).toHaveLength(1);
    expect(folhas[0]?.textContent).toBe(CSS_LEVE);
  });

  it('draws with the palette the MUI theme is built from', () => {
    expect(CSS_LEVE).toContain(`background:${paleta.primary.main}`);
    expect(CSS_LEVE).toContain(`color:${paleta.error.main}`);
    expect(CSS_LEVE).toContain(`border-radius:${String(RAIO_PX)}px`);
  });
});
