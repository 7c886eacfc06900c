import type { GravacaoUsabilidade } from '@portal/contracts';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logarComo, maria } from '@/test/fixtures';

/** The mount point: asks the server only where it may record, loads the controller only when told to record. */
const m = vi.hoisted(() => ({ getGravacao: vi.fn(), sincronizarGravador: vi.fn(), pararSeProibida: vi.fn() }));
vi.mock('../api/get-gravacao', () => ({ getGravacao: m.getGravacao }));
vi.mock('../sincronizar', () => ({ sincronizarGravador: m.sincronizarGravador, pararSeProibida: m.pararSeProibida }));

const CONFIGURACAO = { projectKey: 'chave', ingestPoint: 'https://replay.instituicao.org.br/ingest', permitirHttpLocal: false };
const LIGADA: GravacaoUsabilidade = { disponivel: true, ativa: true, configuracao: CONFIGURACAO };

async function montar(caminho: string) {
  const { GravadorDeUsabilidade } = await import('./gravador-de-usabilidade');
  const router = createMemoryRouter([{ path: '*', element: <GravadorDeUsabilidade /> }], { initialEntries: [caminho] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.resetModules();
  window.localStorage.clear();
  m.getGravacao.mockReset().mockResolvedValue(LIGADA);
  m.sincronizarGravador.mockReset().mockResolvedValue(undefined);
  m.pararSeProibida.mockReset();
});

describe('GravadorDeUsabilidade', () => {
  it('configured and on: loads the controller with the route and the member', async () => {
    logarComo(maria);
    await montar('/home');
    await waitFor(() => expect(m.sincronizarGravador).toHaveBeenCalled());
    expect(m.sincronizarGravador).toHaveBeenCalledWith({
      pathname: '/home',
      search: '',
      usuario: { id: maria.id, nome: maria.nome, email: maria.email },
    });
    expect(m.getGravacao).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['not configured', { disponivel: false, ativa: false, configuracao: null }],
    ['switched off by the member', { ...LIGADA, ativa: false }],
  ])('%s: asks once and loads nothing', async (_caso, resposta) => {
    logarComo(maria);
    m.getGravacao.mockResolvedValue(resposta);
    await montar('/home');
    await waitFor(() => expect(m.getGravacao).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(m.sincronizarGravador).not.toHaveBeenCalled();
  });

  it.each(['/denuncia-anonima', '/home/casag/ouvidoria/301', '/home/casag/requerimentos/267'])(
    'signed in on %s: not even a call to the server',
    async (caminho) => {
      logarComo(maria);
      await montar(caminho);
      await new Promise((r) => setTimeout(r, 20));
      expect(m.getGravacao).not.toHaveBeenCalled();
      expect(m.sincronizarGravador).not.toHaveBeenCalled();
    },
  );

  it('nobody signed in: no call', async () => {
    await montar('/login');
    await new Promise((r) => setTimeout(r, 20));
    expect(m.getGravacao).not.toHaveBeenCalled();
  });
});
