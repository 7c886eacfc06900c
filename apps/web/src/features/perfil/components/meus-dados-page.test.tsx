import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { carlos, logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

function valorDe(lista: HTMLElement, rotulo: string): string | null {
  const termo = within(lista).getByText(rotulo, { selector: 'dt' });
  return termo.nextElementSibling?.textContent ?? null;
}

describe('/atualizacao-cadastral (Meus dados)', () => {
  it("shows a lawyer's data read-only", async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: maria } });
    renderizarRota('/atualizacao-cadastral');

    expect(await screen.findByRole('heading', { level: 1, name: 'Meus dados' })).toBeInTheDocument();
    const lista = await screen.findByTestId('meus-dados');
    expect(valorDe(lista, 'Nome')).toBe('Maria Aparecida Souza');
    expect(valorDe(lista, 'E-mail')).toBe('maria@exemplo.com.br');
    expect(valorDe(lista, 'Tipo de conta')).toBe('Advogado(a)');
    expect(valorDe(lista, 'Inscrição')).toBe('12345/GO');
    expect(valorDe(lista, 'Situação')).toBe('Regular');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /editar|salvar/i })).not.toBeInTheDocument();
  });

  it('a collaborator has no inscrição nor situação', async () => {
    logarComo(carlos);
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: carlos } });
    renderizarRota('/atualizacao-cadastral');
    const lista = await screen.findByTestId('meus-dados');
    expect(valorDe(lista, 'Tipo de conta')).toBe('Colaborador(a)');
    expect(within(lista).queryByText('Inscrição')).not.toBeInTheDocument();
    expect(within(lista).queryByText('Situação')).not.toBeInTheDocument();
  });

  it('loading, then error with retry', async () => {
    logarComo(maria);
    let vezes = 0;
    instalarApiFake({
      'GET /usuario/me': () => {
        vezes += 1;
        return vezes === 1 ? { redeFalhou: true } : { status: 200, data: maria };
      },
    });
    const { user } = renderizarRota('/atualizacao-cadastral');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
    );
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('meus-dados')).toBeInTheDocument();
  });
});
