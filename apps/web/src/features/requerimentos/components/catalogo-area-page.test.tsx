import { formatarCentavos, tipoPorCodigo, tiposDaArea } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { carlos, logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { pagina, resumo } from './dados-de-teste-listas';

function tipo(codigo: string) {
  const t = tipoPorCodigo(codigo);
  if (!t) throw new Error(`Tipo ${codigo} fora do catálogo.`);
  return t;
}

describe('/home/casag/requerimentos', () => {
  it('lists every CASAG benefit of the catalog as a card with code, title, description and Solicitar', async () => {
    logarComo(maria);
    instalarApiFake({});
    renderizarRota('/home/casag/requerimentos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Benefícios CASAG' })).toBeInTheDocument();
    const lista = screen.getByRole('list', { name: 'Benefícios disponíveis' });
    expect(within(lista).getAllByRole('listitem')).toHaveLength(tiposDaArea('casag').length);

    const t262 = tipo('262');
    const cartao = screen.getByTestId('tipo-262');
    expect(cartao).toHaveTextContent('Código 262');
    expect(within(cartao).getByRole('heading', { level: 2, name: t262.titulo })).toBeInTheDocument();
    expect(cartao).toHaveTextContent(t262.descricao);
    const solicitar = within(cartao).getByRole('link', { name: 'Solicitar' });
    expect(solicitar).toHaveAttribute('href', '/home/casag/requerimentos/262');
    expect(solicitar).toHaveAccessibleDescription(t262.titulo);
    expect(screen.queryByTestId('tipo-401')).not.toBeInTheDocument();
    expect(screen.queryByTestId('tipo-298')).not.toBeInTheDocument();
  });
});

describe('/home/casag/ouvidoria', () => {
  it('lists the ombudsman types (Registrar, not Solicitar) and the anonymous follow-up', async () => {
    logarComo(maria);
    instalarApiFake({});
    renderizarRota('/home/casag/ouvidoria');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ouvidoria' })).toBeInTheDocument();
    expect(within(screen.getByTestId('tipo-298')).getByRole('link', { name: 'Registrar' })).toHaveAttribute('href', '/home/casag/ouvidoria/298');
    expect(screen.queryByRole('link', { name: 'Solicitar' })).not.toBeInTheDocument();
    const anonima = screen.getByTestId('tipo-301');
    expect(anonima).toHaveTextContent(tipo('301').titulo);
    expect(within(anonima).getByRole('link', { name: 'Registrar' })).toHaveAttribute('href', '/home/casag/ouvidoria/301');
    expect(screen.getByRole('link', { name: /Acompanhar denúncia anônima/ })).toHaveAttribute('href', '/home/casag/ouvidoria/acompanhar');
    expect(screen.queryByTestId('tipo-262')).not.toBeInTheDocument();
  });
});

describe('/requerimento', () => {
  it('lists the OAB services with their fee and the member\'s open OAB requests', async () => {
    logarComo(maria);
    const rascunho = resumo({ titulo: 'Certidão de regularidade', codigo: '401', area: 'oab', status: 'rascunho', protocolo: null, enviadoEm: null });
    const api = instalarApiFake({ 'GET /requerimentos': pagina([rascunho]) });
    renderizarRota('/requerimento');

    expect(await screen.findByRole('heading', { level: 1, name: 'Requerimentos OAB' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const servicos = screen.getByRole('list', { name: 'Serviços da OAB' });
    expect(within(servicos).getAllByRole('listitem')).toHaveLength(tiposDaArea('oab').length);
    const t401 = tipo('401');
    const cartao = screen.getByTestId('tipo-401');
    expect(cartao).toHaveTextContent(t401.titulo);
    expect(cartao).toHaveTextContent(`Taxa: ${formatarCentavos(t401.taxaCentavos ?? 0)}`);
    expect(within(cartao).getByRole('link', { name: 'Solicitar' })).toHaveAttribute('href', '/requerimento/novo?tipo=401');

    const abertos = await screen.findByRole('list', { name: 'Requerimentos OAB em aberto' });
    // The open requests come before the (long) list of services.
    expect(abertos.compareDocumentPosition(servicos) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const secoes = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(secoes).toEqual(['Seus requerimentos em aberto', 'Serviços']);
    expect(within(abertos).getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', `/requerimento/${rascunho.id}/documentos`);
    expect(api.chamadasDe('GET /requerimentos')[0]?.params).toEqual({ pagina: 1, tamanho: 10, area: 'oab', abertos: 'true' });
    expect(screen.getByRole('link', { name: 'Ver todos os meus requerimentos OAB' })).toHaveAttribute('href', '/requerimentos');
  });

  it('a collaborator is told at once that the OAB services are for lawyers, with no Solicitar to click', async () => {
    logarComo(carlos);
    instalarApiFake({ 'GET /requerimentos': pagina([]) });
    renderizarRota('/requerimento');
    expect(await screen.findByRole('heading', { level: 1, name: 'Requerimentos OAB' })).toBeInTheDocument();
    expect(screen.getByTestId('aviso-sem-inscricao')).toHaveTextContent('Os serviços da OAB são exclusivos de advogados inscritos.');
    expect(screen.queryByTestId('tipo-401')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Solicitar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver meus requerimentos' })).toHaveAttribute('href', '/perfil/meus-requerimentos');
  });

  it('no open request: says so; the services stay', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /requerimentos': pagina([]) });
    renderizarRota('/requerimento');
    expect(await screen.findByText(/Você não tem requerimentos OAB em aberto/)).toBeInTheDocument();
    expect(screen.getByTestId('tipo-401')).toBeInTheDocument();
    // Nothing open: the services lead.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Serviços', 'Seus requerimentos em aberto']);
  });

  it('error on the open requests: message and retry; the services stay', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /requerimentos': (_req, vez) => (vez === 1 ? { status: 500, data: { mensagem: 'Serviço indisponível.', codigo: 'INTERNO' } } : pagina([])),
    });
    const { user } = renderizarRota('/requerimento');
    expect(await screen.findByRole('alert')).toHaveTextContent('Serviço indisponível.');
    expect(screen.getByTestId('tipo-401')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(/Você não tem requerimentos OAB em aberto/)).toBeInTheDocument();
    expect(api.chamadasDe('GET /requerimentos')).toHaveLength(2);
  });
});
