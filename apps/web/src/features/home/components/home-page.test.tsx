import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, carlos, logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

describe('/home', () => {
  it('greets a lawyer with full name, inscrição 12345/GO and the situação chip', async () => {
    logarComo(maria);
    const api = instalarApiFake({ 'GET /usuario/me': { status: 200, data: maria } });
    renderizarRota('/home');

    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' })).toBeInTheDocument();
    const identificacao = await screen.findByTestId('home-identificacao');
    expect(within(identificacao).getByText('Maria Aparecida Souza')).toBeInTheDocument();
    expect(identificacao).toHaveTextContent('Inscrição 12345/GO');
    expect(within(identificacao).getByTestId('situacao-chip')).toHaveTextContent('Regular');
    expect(api.chamadasDe('GET /usuario/me')).toHaveLength(1);
  });

  it('shows the situação label of the record (ROTULO_SITUACAO)', async () => {
    const suspensa = { ...maria, inscricao: { numero: '777', uf: 'DF' as const, situacao: 'suspenso' as const } };
    logarComo(suspensa);
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: suspensa } });
    renderizarRota('/home');
    const identificacao = await screen.findByTestId('home-identificacao');
    expect(identificacao).toHaveTextContent('Inscrição 777/DF');
    expect(within(identificacao).getByTestId('situacao-chip')).toHaveTextContent('Suspenso');
  });

  it('links a lawyer to the requests areas: OAB, CASAG (its entity home), Ouvidoria, Meus requerimentos, Pendências', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: maria } });
    renderizarRota('/home');
    await screen.findByTestId('home-identificacao');
    expect(screen.getByRole('link', { name: /^Requerimentos OAB/ })).toHaveAttribute('href', '/requerimento');
    expect(screen.getByRole('link', { name: /^CASAG/ })).toHaveAttribute('href', '/home/casag');
    expect(screen.getByRole('link', { name: /^Ouvidoria/ })).toHaveAttribute('href', '/home/casag/ouvidoria');
    expect(screen.getByRole('link', { name: /^Meus requerimentos/ })).toHaveAttribute('href', '/perfil/meus-requerimentos');
    expect(screen.getByRole('link', { name: /^Pendências/ })).toHaveAttribute('href', '/requerimento-pendente');
    expect(screen.queryByRole('link', { name: /Área restrita/ })).not.toBeInTheDocument();
  });

  it('follows a link to the CASAG landing', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: maria } });
    const { user, router } = renderizarRota('/home');
    await user.click(await screen.findByRole('link', { name: /^CASAG/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'CASAG' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home/casag');
  });

  it('leads to the three entity homes, OAB-GO, CASAG and CEL, above the shortcuts', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: maria } });
    renderizarRota('/home');
    await screen.findByTestId('home-identificacao');
    const entidades = screen.getByRole('list', { name: 'OAB-GO, CASAG e CEL' });
    expect(within(entidades).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/home/oab', '/home/casag', '/home/cel']);
    expect(within(entidades).getByRole('link', { name: /^OAB-GO/ })).toBeInTheDocument();
    expect(within(entidades).getByRole('link', { name: /^CEL/ })).toBeInTheDocument();
  });

  it('tells a collaborator they are a colaborador; no OAB requests link, the entity homes, the ombudsman and their requests stay', async () => {
    logarComo(carlos);
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: carlos } });
    renderizarRota('/home');

    const identificacao = await screen.findByTestId('home-identificacao');
    expect(identificacao).toHaveTextContent('Carlos Pereira');
    expect(identificacao).toHaveTextContent('colaborador(a)');
    expect(screen.queryByTestId('situacao-chip')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Meus dados/ })).toHaveAttribute('href', '/atualizacao-cadastral');
    expect(screen.queryByRole('link', { name: /Área restrita/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Requerimentos OAB/ })).not.toBeInTheDocument();
    // Each entity home says what applies to a collaborator.
    expect(screen.getByRole('link', { name: /^CASAG/ })).toHaveAttribute('href', '/home/casag');
    expect(screen.getByRole('link', { name: /^OAB-GO/ })).toHaveAttribute('href', '/home/oab');
    expect(screen.getByRole('link', { name: /^Ouvidoria/ })).toHaveAttribute('href', '/home/casag/ouvidoria');
    expect(screen.getByRole('link', { name: /^Meus requerimentos/ })).toHaveAttribute('href', '/perfil/meus-requerimentos');
    expect(screen.getByRole('link', { name: /^Pendências/ })).toHaveAttribute('href', '/requerimento-pendente');
  });

  it('shows staff the Área restrita card', async () => {
    logarComo(ana);
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: ana } });
    renderizarRota('/home');
    await screen.findByTestId('home-identificacao');
    expect(screen.getByRole('link', { name: /Área restrita/ })).toHaveAttribute('href', '/area-restrita');
    expect(screen.getByRole('link', { name: /Meus dados/ })).toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    logarComo(maria);
    let responder: (() => void) | undefined;
    instalarApiFake({
      'GET /usuario/me': () =>
        new Promise((resolve) => {
          responder = () => resolve({ status: 200, data: maria });
        }),
    });
    renderizarRota('/home');
    expect(await screen.findByTestId('home-carregando')).toBeInTheDocument();
    // The skeleton can paint before the request goes out; answer only once it has.
    await waitFor(() => expect(responder).toBeDefined());
    responder?.();
    expect(await screen.findByTestId('home-identificacao')).toBeInTheDocument();
    expect(screen.queryByTestId('home-carregando')).not.toBeInTheDocument();
  });

  it('shows the error with a retry button that loads again', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /usuario/me': (_req, vez) =>
        vez === 1 ? { status: 500, data: { mensagem: 'Serviço indisponível.', codigo: 'INTERNO' } } : { status: 200, data: maria },
    });
    const { user } = renderizarRota('/home');

    expect(await screen.findByRole('alert')).toHaveTextContent('Serviço indisponível.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('home-identificacao')).toHaveTextContent('12345/GO');
    expect(api.chamadasDe('GET /usuario/me')).toHaveLength(2);
  });
});
