import type { ResumoFinanceiro, ResumoRequerimentos } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { carlos, logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const zero = { rascunhos: 0, aguardandoVoce: 0, emAnalise: 0 };
const resumoReq = (o: Partial<ResumoRequerimentos> = {}): ResumoRequerimentos => ({ oab: zero, casag: zero, ouvidoria: zero, ...o });
const resumoFin = (o: Partial<ResumoFinanceiro> = {}): ResumoFinanceiro => ({
  emDia: true,
  vencidos: { quantidade: 0, totalCentavos: 0 },
  entradasEmAberto: 0,
  aVencer: { quantidade: 0, totalCentavos: 0, proximoVencimento: null },
  anuidade: { exercicio: 2026, situacao: 'paga', vencimento: null, valorCentavos: null, parcelada: false },
  ...o,
});

/** The state line of the card linked to `href`. */
function estadoDe(lista: HTMLElement, nome: RegExp) {
  return within(within(lista).getByRole('link', { name: nome })).getByTestId('estado-atalho');
}

function api(o: { usuario?: unknown; financeiro?: unknown; requerimentos?: unknown } = {}) {
  return instalarApiFake({
    'GET /usuario/me': { status: 200, data: o.usuario ?? maria },
    'GET /financeiro/resumo': { status: 200, data: o.financeiro ?? resumoFin() },
    'GET /requerimentos/resumo': { status: 200, data: o.requerimentos ?? resumoReq() },
  });
}

describe('/home/oab', () => {
  it("a lawyer: the OAB's services, the anuidade em dia and what waits for them; one call per summary", async () => {
    logarComo(maria);
    const chamadas = api({
      financeiro: resumoFin({
        aVencer: { quantidade: 2, totalCentavos: 103_500, proximoVencimento: '2026-12-05' },
        anuidade: { exercicio: 2026, situacao: 'em_aberto', vencimento: '2026-12-20', valorCentavos: 98_500, parcelada: false },
      }),
      requerimentos: resumoReq({ oab: { rascunhos: 1, aguardandoVoce: 2, emAnalise: 1 } }),
    });
    renderizarRota('/home/oab');
    expect(await screen.findByRole('heading', { level: 1, name: 'OAB-GO' })).toBeInTheDocument();
    expect(await screen.findByTestId('entidade-identificacao')).toHaveTextContent('Inscrição 12345/GO');
    const lista = screen.getByRole('list', { name: 'Serviços da OAB-GO' });
    expect(within(lista).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/annuity',
      '/financeiro',
      '/financeiro?situacao=vencido',
      '/payment-plan',
      '/feetable',
      '/requerimento',
      '/requerimentos',
      '/requerimento-pendente',
      '/home/casag/ouvidoria',
      '/ConsultaProcessual',
      '/meus-processos',
      '/sessoes',
      '/comissoes',
      '/voting',
    ]);
    // The link is named by its title and described by its description and state.
    const anuidade = within(lista).getByRole('link', { name: 'Anuidade' });
    expect(await within(anuidade).findByText(/Em dia · a anuidade 2026 vence em 20\/12\/2026: R\$\s985,00/)).toBeInTheDocument();
    expect(anuidade).toHaveAccessibleDescription(/Pague em cota única.*Em dia · a anuidade 2026 vence em 20\/12\/2026/);
    expect(estadoDe(lista, /^Meus títulos e recibos/)).toHaveTextContent(/^2 a vencer: R\$\s1\.035,00 \(o próximo em 05\/12\/2026\)$/);
    expect(estadoDe(lista, /^Negociar débitos/)).toHaveTextContent('Nenhum débito em atraso');
    const oab = await within(within(lista).getByRole('link', { name: 'Requerimentos OAB' })).findByText('2 aguardam você · 1 aguarda a equipe · 1 rascunho');
    expect(oab).toHaveAttribute('data-tom', 'atencao');
    expect(estadoDe(lista, /^Ouvidoria/)).toHaveTextContent('Nenhum pedido em andamento');
    expect(screen.queryByTestId('aviso-sem-inscricao')).not.toBeInTheDocument();
    expect(chamadas.chamadasDe('GET /financeiro/resumo')).toHaveLength(1);
    expect(chamadas.chamadasDe('GET /requerimentos/resumo')).toHaveLength(1);
  });

  it('a lawyer with overdue debts: the anuidade, títulos and negotiation cards say what is overdue', async () => {
    logarComo(maria);
    api({
      financeiro: resumoFin({
        emDia: false,
        vencidos: { quantidade: 2, totalCentavos: 192_500 },
        anuidade: { exercicio: 2026, situacao: 'vencida', vencimento: '2026-03-31', valorCentavos: 98_500, parcelada: false },
      }),
    });
    renderizarRota('/home/oab');
    const lista = await screen.findByRole('list', { name: 'Serviços da OAB-GO' });
    const anuidade = await within(within(lista).getByRole('link', { name: 'Anuidade' })).findByText(/^Em atraso: R\$\s1\.925,00 \(2 débitos vencidos\)$/);
    expect(anuidade).toHaveAttribute('data-tom', 'atencao');
    expect(estadoDe(lista, /^Meus títulos e recibos/)).toHaveTextContent('2 vencidos · Nada a vencer');
    expect(estadoDe(lista, /^Negociar débitos/)).toHaveTextContent(/^2 débitos vencidos: R\$\s1\.925,00$/);
  });

  it('the anuidade paid; an unpaid agreement entry keeps the member from being em dia', async () => {
    logarComo(maria);
    api({ financeiro: resumoFin({ emDia: false, entradasEmAberto: 1 }) });
    renderizarRota('/home/oab');
    const lista = await screen.findByRole('list', { name: 'Serviços da OAB-GO' });
    expect(await within(within(lista).getByRole('link', { name: 'Anuidade' })).findByText('Pague a entrada do acordo para ficar em dia')).toBeInTheDocument();
  });

  it('paid this year: "Em dia · anuidade 2026 paga"', async () => {
    logarComo(maria);
    api();
    renderizarRota('/home/oab');
    const lista = await screen.findByRole('list', { name: 'Serviços da OAB-GO' });
    const linha = await within(within(lista).getByRole('link', { name: 'Anuidade' })).findByText('Em dia · anuidade 2026 paga');
    expect(linha).toHaveAttribute('data-tom', 'ok');
  });

  it('each state loads on its own: a skeleton while loading, a quiet line when it fails; the cards stay links', async () => {
    logarComo(maria);
    let responder: (() => void) | undefined;
    instalarApiFake({
      'GET /usuario/me': { status: 200, data: maria },
      'GET /financeiro/resumo': () =>
        new Promise((resolve) => {
          responder = () => resolve({ status: 200, data: resumoFin() });
        }),
      'GET /requerimentos/resumo': { status: 500, data: { mensagem: 'Serviço indisponível.', codigo: 'INTERNO' } },
    });
    renderizarRota('/home/oab');
    const lista = await screen.findByRole('list', { name: 'Serviços da OAB-GO' });
    expect(estadoDe(lista, /^Anuidade/)).toHaveAttribute('data-fase', 'carregando');
    expect(estadoDe(lista, /^Anuidade/)).toHaveTextContent('Carregando a situação…');
    const requerimentos = within(lista).getByRole('link', { name: 'Requerimentos OAB' });
    expect(await within(requerimentos).findByText('Não foi possível ver a situação agora.')).toBeInTheDocument();
    expect(requerimentos).toHaveAttribute('href', '/requerimento');
    await waitFor(() => expect(responder).toBeDefined());
    responder?.();
    expect(await within(within(lista).getByRole('link', { name: 'Anuidade' })).findByText('Em dia · anuidade 2026 paga')).toBeInTheDocument();
  });

  it('a collaborator: títulos, plans, the fee table, pendências and the ombudsman; a clear word on what is for lawyers only', async () => {
    logarComo(carlos);
    api({ usuario: carlos, financeiro: resumoFin({ anuidade: null }) });
    renderizarRota('/home/oab');
    const lista = await screen.findByRole('list', { name: 'Serviços da OAB-GO' });
    expect(within(lista).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/financeiro',
      '/financeiro?situacao=vencido',
      '/payment-plan',
      '/feetable',
      '/requerimento-pendente',
      '/home/casag/ouvidoria',
      '/ConsultaProcessual',
      '/meus-processos',
      '/sessoes',
      '/comissoes',
    ]);
    const aviso = screen.getByTestId('aviso-sem-inscricao');
    expect(aviso).toHaveTextContent('Você acessa o portal como colaborador(a).');
    expect(aviso).toHaveTextContent('Exclusivo de advogados inscritos (não aparece para você): Anuidade, Requerimentos OAB, Meus requerimentos OAB e Votações.');
    expect(screen.getByTestId('entidade-identificacao')).toHaveTextContent('Carlos Pereira');
    expect(screen.getByTestId('entidade-identificacao')).not.toHaveTextContent('Inscrição');
  });
});

describe('/home/casag', () => {
  it('keeps every link of the CASAG landing, with the benefits and ombudsman requests waiting', async () => {
    logarComo(maria);
    api({ requerimentos: resumoReq({ casag: { rascunhos: 0, aguardandoVoce: 1, emAnalise: 2 }, ouvidoria: { rascunhos: 0, aguardandoVoce: 0, emAnalise: 1 } }) });
    renderizarRota('/home/casag');
    expect(await screen.findByRole('heading', { level: 1, name: 'CASAG' })).toBeInTheDocument();
    const lista = screen.getByRole('list', { name: 'Serviços da CASAG' });
    expect(within(lista).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/home/casag/requerimentos',
      '/home/casag/meusRequerimentosCasag',
      '/home/casag/requerimentosCasag',
      '/home/casag/ouvidoria',
      '/home/casag/vacinas',
      '/home/casag/viramais',
    ]);
    expect(await within(within(lista).getByRole('link', { name: 'Em andamento' })).findByText('1 aguarda você · 2 aguardam a equipe')).toBeInTheDocument();
    expect(estadoDe(lista, /^Ouvidoria/)).toHaveTextContent('1 aguarda a equipe');
    expect(screen.queryByTestId('aviso-sem-inscricao')).not.toBeInTheDocument();
  });

  it('a collaborator keeps the benefits (some are open to them) and reads which are not', async () => {
    logarComo(carlos);
    api({ usuario: carlos });
    renderizarRota('/home/casag');
    const lista = await screen.findByRole('list', { name: 'Serviços da CASAG' });
    expect(within(lista).getByRole('link', { name: 'Benefícios' })).toHaveAttribute('href', '/home/casag/requerimentos');
    expect(screen.getByTestId('aviso-sem-inscricao')).toHaveTextContent('Parte dos benefícios da CASAG é exclusiva de advogados inscritos');
  });
});

describe('/home/cel', () => {
  it('the club: its title and description; a collaborator reads that invitations and the festa are for lawyers', async () => {
    logarComo(carlos);
    api({ usuario: carlos });
    renderizarRota('/home/cel');
    expect(await screen.findByRole('heading', { level: 1, name: 'CEL' })).toBeInTheDocument();
    expect(screen.getByText(/O clube da advocacia/)).toBeInTheDocument();
    expect(screen.getByTestId('aviso-sem-inscricao')).toHaveTextContent('Exclusivo de advogados inscritos (não aparece para você): Convidar e Festa junina.');
  });

  it('followed from /home', async () => {
    logarComo(maria);
    api();
    const { user, router } = renderizarRota('/home');
    await user.click(await screen.findByRole('link', { name: /^CEL/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'CEL' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home/cel');
  });
});
