import type { Usuario } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

/**
 * Issue 33, item 15: every member and staff page that is not a home has one way back, "Voltar para <destino>", to
 * its parent: the entity home whose cards lead there, the list a detail belongs to, the restricted area's hub.
 * The API answers 404 here: the link is there whatever the page's state.
 */
const CASOS: [string, Usuario, string, string][] = [
  ['/festa-junina', maria, 'Voltar para o CEL', '/home/cel'],
  ['/festa-junina/meus-ingressos', maria, 'Voltar para a festa junina', '/festa-junina'],
  ['/home/cel/convites', maria, 'Voltar para o CEL', '/home/cel'],
  ['/voting', maria, 'Voltar para a OAB-GO', '/home/oab'],
  ['/annuity', maria, 'Voltar para a OAB-GO', '/home/oab'],
  ['/financeiro', maria, 'Voltar para a OAB-GO', '/home/oab'],
  ['/payment-plan', maria, 'Voltar para meus títulos', '/financeiro'],
  ['/feetable', maria, 'Voltar para a OAB-GO', '/home/oab'],
  ['/requerimento', maria, 'Voltar para a OAB-GO', '/home/oab'],
  ['/sessoes', maria, 'Voltar para a OAB-GO', '/home/oab'],
  ['/comissoes', maria, 'Voltar para a OAB-GO', '/home/oab'],
  ['/meus-processos', maria, 'Voltar para a OAB-GO', '/home/oab'],
  ['/home/casag/viramais', maria, 'Voltar para a CASAG', '/home/casag'],
  ['/home/casag/vacinas', maria, 'Voltar para a CASAG', '/home/casag'],
  ['/home/casag/requerimentos', maria, 'Voltar para a CASAG', '/home/casag'],
  ['/perfil/meus-requerimentos', maria, 'Voltar para o início', '/home'],
  ['/atualizacao-cadastral', maria, 'Voltar para o início', '/home'],
  ['/settings', maria, 'Voltar para o início', '/home'],
  ['/area-restrita/sessoes', ana, 'Voltar para a área restrita', '/area-restrita'],
  ['/area-restrita/sessoes/novaSessao', ana, 'Voltar para as sessões', '/area-restrita/sessoes'],
  ['/area-restrita/processos/novo', ana, 'Voltar para os processos', '/area-restrita/processos'],
  ['/area-restrita/comissoes/c1', ana, 'Voltar para as comissões', '/area-restrita/comissoes'],
  ['/area-restrita/requerimentos/r1', ana, 'Voltar para a fila', '/area-restrita/requerimentos'],
];

describe('back links: one pattern, "Voltar para <destino>", to the parent page', () => {
  it.each(CASOS)('%s', async (caminho, usuario, nome, href) => {
    logarComo(usuario);
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: usuario } });
    renderizarRota(caminho);
    const link = await screen.findByRole('link', { name: nome }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', href);
    expect(screen.getAllByRole('link', { name: /^Voltar/ })).toEqual([link]);
    expect(screen.queryByText(/^←/)).not.toBeInTheDocument();
  });
});
