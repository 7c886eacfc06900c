import { formatarCentavos, type ViraMais } from '@portal/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { atalhosDaHomeCasag } from '../atalhos';
import { EstadoViraMais } from './estado-viramais';

const regras = { percentualAnuidade: 10, validade: 'até 31 de dezembro do ano seguinte ao pagamento', ondeUsar: ['Convites do CEL', 'Vacinas da CASAG', 'Ingressos da festa junina'] };

const movimento = (n: number, o: Partial<ViraMais['extrato']['itens'][number]> = {}) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  tipo: 'credito' as const,
  valorCentavos: 9_850,
  descricao: 'Anuidade 2025 paga',
  em: '2025-04-10T15:00:00.000Z',
  loteValidoAte: '2026-12-31',
  ...o,
});

const comCreditos: ViraMais = {
  saldoCentavos: 15_600,
  pendenciaCentavos: 0,
  vencimentos: [
    { validoAte: '2026-12-31', saldoCentavos: 5_750 },
    { validoAte: '2027-12-31', saldoCentavos: 9_850 },
  ],
  extrato: {
    itens: [
      movimento(1, { tipo: 'debito', valorCentavos: -4_100, descricao: 'Vacina da gripe', em: '2026-05-02T12:00:00.000Z' }),
      movimento(2, { descricao: 'Anuidade 2026 paga', em: '2026-03-20T12:00:00.000Z', loteValidoAte: '2027-12-31' }),
      movimento(3),
    ],
    total: 23,
    pagina: 1,
    porPagina: 20,
  },
  regras,
};

describe('/home/casag/viramais', () => {
  it('shows the balance, what expires when, the statement newest first with its pages, and the rule', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /viramais': (req) => ({
        status: 200,
        data: req.params.pagina === 2 ? { ...comCreditos, extrato: { ...comCreditos.extrato, pagina: 2, itens: [movimento(30, { descricao: 'Ajuste antigo' })] } } : comCreditos,
      }),
    });
    const { user } = renderizarRota('/home/casag/viramais');
    expect(await screen.findByRole('heading', { level: 1, name: 'ViraMais' })).toBeInTheDocument();
    const saldo = await screen.findByTestId('saldo-viramais');
    expect(saldo).toHaveTextContent(formatarCentavos(15_600));
    expect(saldo).toHaveTextContent(`${formatarCentavos(5_750)} vencem em 31/12/2026.`);

    const vencimentos = screen.getByRole('list', { name: 'Créditos por data de vencimento' });
    expect(within(vencimentos).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `Até 31/12/2026${formatarCentavos(5_750)}`,
      `Até 31/12/2027${formatarCentavos(9_850)}`,
    ]);

    const itens = screen.getAllByTestId('movimento');
    expect(itens).toHaveLength(3);
    expect(itens[0]).toHaveTextContent('Vacina da gripe');
    expect(itens[0]).toHaveTextContent(`− ${formatarCentavos(4_100)}`);
    expect(itens[0]).toHaveTextContent('Uso');
    expect(itens[0]).toHaveTextContent('válido até 31/12/2026');
    expect(itens[1]).toHaveTextContent(`+ ${formatarCentavos(9_850)}`);
    expect(itens[1]).toHaveTextContent('Crédito');

    expect(screen.getByText(/você recebe 10% do valor pago em créditos/)).toBeInTheDocument();
    expect(screen.getByText('Ingressos da festa junina')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ir para a página 2' }));
    await waitFor(() => expect(screen.getAllByTestId('movimento')[0]).toHaveTextContent('Ajuste antigo'));
    expect(api.chamadas.filter((c) => c.rota === 'GET /viramais').map((c) => c.params.pagina)).toEqual([1, 2]);
  });

  it('says so when there is nothing yet, and warns of what a reversed payment still owes', async () => {
    logarComo(maria);
    instalarApiFake({
      'GET /viramais': { status: 200, data: { saldoCentavos: 0, pendenciaCentavos: 2_000, vencimentos: [], extrato: { itens: [], total: 0, pagina: 1, porPagina: 20 }, regras } },
    });
    renderizarRota('/home/casag/viramais');
    expect(await screen.findByTestId('extrato-vazio')).toHaveTextContent('Nenhuma movimentação ainda.');
    expect(screen.getByText('Nenhum crédito a vencer.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(`faltam ${formatarCentavos(2_000)} a devolver`);
  });

  it('shows the error with a retry that loads again', async () => {
    logarComo(maria);
    const api = instalarApiFake({ 'GET /viramais': (_req, vez) => (vez === 1 ? { status: 500, data: { mensagem: 'Falhou.', codigo: 'ERRO_INTERNO' } } : { status: 200, data: comCreditos }) });
    const { user } = renderizarRota('/home/casag/viramais');
    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('saldo-viramais')).toHaveTextContent(formatarCentavos(15_600));
    expect(api.chamadas.filter((c) => c.rota === 'GET /viramais')).toHaveLength(2);
  });
});

describe('ViraMais shortcut on the CASAG home', () => {
  const renderizar = () =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <EstadoViraMais />
      </QueryClientProvider>,
    );

  it('points at the page and shows the balance and the next expiry', async () => {
    expect(atalhosDaHomeCasag[0]).toMatchObject({ titulo: 'ViraMais', para: '/home/casag/viramais', estado: EstadoViraMais });
    logarComo(maria);
    instalarApiFake({ 'GET /viramais': { status: 200, data: comCreditos } });
    renderizar();
    expect(await screen.findByTestId('estado-viramais')).toHaveTextContent(`Saldo: ${formatarCentavos(15_600)} · ${formatarCentavos(5_750)} vencem em 31/12/2026`);
  });

  it('says when the balance cannot be loaded', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /viramais': { status: 500, data: { mensagem: 'Falhou.', codigo: 'ERRO_INTERNO' } } });
    renderizar();
    expect(await screen.findByText('Não foi possível carregar o saldo.')).toBeInTheDocument();
  });
});
