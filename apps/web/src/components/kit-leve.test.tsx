import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { paleta } from '@/config/paleta';
import { AvisoLeve } from './aviso-leve';
import { BotaoLeve } from './botao-leve';
import { CSS_TELAS, garantirEstiloTelas } from './estilo-telas';
import { Paginacao } from './paginacao';
import { SecaoLeve } from './secao-leve';
import { SelecaoLeve } from './selecao-leve';

describe('the plain kit of the first screens (ADR 067)', () => {
  it('BotaoLeve: a button, busy while working (disabled, aria-busy), with its icon before the text', async () => {
    const clique = vi.fn();
    const { rerender } = render(
      <BotaoLeve variante="contorno" onClick={clique} icone={<svg data-testid="icone" />}>
        Recibo (PDF)
      </BotaoLeve>,
    );
    const botao = screen.getByRole('button', { name: 'Recibo (PDF)' });
    expect(botao).toHaveAttribute('type', 'button');
    expect(botao).toHaveClass('pl-bt pl-bt-contorno');
    expect(screen.getByTestId('icone')).toBeInTheDocument();
    await userEvent.click(botao);
    expect(clique).toHaveBeenCalledTimes(1);

    rerender(
      <BotaoLeve variante="contorno" onClick={clique} ocupado icone={<svg data-testid="icone" />}>
        Recibo (PDF)
      </BotaoLeve>,
    );
    expect(botao).toBeDisabled();
    expect(botao).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('icone')).not.toBeInTheDocument();
  });

  it('BotaoLeve small and in the error colour (MUI size="small", color="error"); AvisoLeve warning as a note', () => {
    render(
      <>
        <BotaoLeve variante="contorno" pequeno erro>
          Cancelar
        </BotaoLeve>
        <AvisoLeve tipo="atencao" role="note">
          Diligência
        </AvisoLeve>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveClass('pl-bt pl-bt-contorno pl-bt-pequeno pl-bt-erro');
    expect(screen.getByRole('note')).toHaveClass('pl-aviso pl-aviso-atencao');
    expect(CSS_TELAS).toContain('.pl-aviso-atencao{');
  });

  it('SecaoLeve: a region named by its heading', () => {
    render(
      <SecaoLeve id="faixa" titulo="Sua faixa">
        <p>texto</p>
      </SecaoLeve>,
    );
    expect(screen.getByRole('region', { name: 'Sua faixa' })).toContainElement(screen.getByRole('heading', { level: 2, name: 'Sua faixa' }));
  });

  it('SelecaoLeve: a native select named by its label', async () => {
    function Campo() {
      const [valor, setValor] = useState('2');
      return (
        <SelecaoLeve id="n" label="Número de parcelas" value={valor} onChange={(e) => setValor(e.target.value)} larguraMinima={280}>
          <option value="2">2 parcelas</option>
          <option value="3">3 parcelas</option>
        </SelecaoLeve>
      );
    }
    render(<Campo />);
    const campo = screen.getByRole('combobox', { name: 'Número de parcelas' });
    await userEvent.selectOptions(campo, '3');
    expect(campo).toHaveValue('3');
  });

  it('Paginacao: the current page marked, the others and the arrows named in Portuguese; the arrow that turns disabled hands the focus to the current page', async () => {
    function Lista() {
      const [pagina, setPagina] = useState(1);
      return <Paginacao rotulo="Páginas de títulos" pagina={pagina} paginas={2} onMudar={setPagina} />;
    }
    render(<Lista />);
    expect(screen.getByRole('navigation', { name: 'Páginas de títulos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 1, atual' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(screen.getByRole('button', { name: 'Página 2, atual' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ir para a página 1' }));
    expect(screen.getByRole('button', { name: 'Página 1, atual' })).toBeInTheDocument();
  });

  it('Paginacao: nothing for a single page', () => {
    const { container } = render(<Paginacao rotulo="Páginas" pagina={1} paginas={1} onMudar={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('the sheet is inserted once and draws with the palette the MUI theme is built from', () => {
    garantirEstiloTelas();
    garantirEstiloTelas();
    const folhas = document.head.querySelectorAll('style[data-estilo="telas"]');
    expect(folhas).toHaveLength(1);
    expect(folhas[0]?.textContent).toBe(CSS_TELAS);
    expect(CSS_TELAS).toContain(`background:${paleta.primary.main}`);
    expect(CSS_TELAS).toContain(`color:${paleta.primary.main}`);
  });
});
