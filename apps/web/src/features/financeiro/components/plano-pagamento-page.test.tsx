import { formatarCentavos, formatarDataBr, type Plano } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { diaDaqui, planoDeTeste, tituloDeTeste } from './plano-dados-de-teste';

// The payment panel (PIX/boleto, polling) has its own tests; here it only has to open for the right título.
vi.mock('@/components/pagamento/pagar-titulo', () => ({
  PagarTitulo: ({ nufin, onPago }: { nufin: number; onPago?: () => void }) => (
    <div data-testid="pagar-titulo">
      Pagamento do título {nufin}
      <button type="button" onClick={onPago}>
        Confirmar pagamento (teste)
      </button>
    </div>
  ),
}));

const idAcordo = '1a2b3c4d-0001-4b5c-8d9e-0f1a2b3c4d5e';
const plano = (dados: { numero: number; tipo: Plano['tipo'] }) => ({ id: idAcordo, numero: dados.numero, tipo: dados.tipo, parcela: 0, parcelas: 3 });

const entrada = tituloDeTeste({
  nufin: 9001,
  origem: 'parcela_acordo',
  descricao: 'Acordo nº 7 — entrada',
  vencimento: diaDaqui(-40),
  valorCentavos: 30_000,
  status: 'pago',
  pagoEm: '2026-03-11T15:30:00.000Z',
  valorPagoCentavos: 30_000,
  meioPagamento: 'pix',
  plano: plano({ numero: 7, tipo: 'negociacao' }),
});
const parcela1 = tituloDeTeste({
  nufin: 9002,
  origem: 'parcela_acordo',
  descricao: 'Acordo nº 7 — parcela 1',
  vencimento: diaDaqui(-10),
  valorCentavos: 35_000,
  plano: { ...plano({ numero: 7, tipo: 'negociacao' }), parcela: 1 },
});
const parcela2 = tituloDeTeste({
  nufin: 9003,
  origem: 'parcela_acordo',
  descricao: 'Acordo nº 7 — parcela 2',
  vencimento: diaDaqui(20),
  valorCentavos: 35_000,
  plano: { ...plano({ numero: 7, tipo: 'negociacao' }), parcela: 2 },
});

const acordo = planoDeTeste({
  id: idAcordo,
  numero: 7,
  tipo: 'negociacao',
  criadoEm: '2026-03-10T13:05:00.000Z',
  principalCentavos: 95_000,
  multaCentavos: 1_900,
  jurosCentavos: 8_100,
  descontoCentavos: 5_000,
  totalCentavos: 100_000,
  entradaCentavos: 30_000,
  // Listed out of order: the page shows the entry first.
  parcelas: [parcela2, entrada, parcela1],
  originais: [
    { id: '1a2b3c4d-0002-4b5c-8d9e-0f1a2b3c4d5e', nufin: 501, origem: 'anuidade', descricao: 'Anuidade 2024', exercicio: 2024, vencimento: '2024-03-31', valorCentavos: 95_000, status: 'renegociado', vencido: false },
  ],
  termo: { versao: '2026.1', aceitoEm: '2026-03-10T13:05:00.000Z', texto: 'TERMO DE CONFISSÃO DE DÍVIDA\n\nEu, Maria Aparecida Souza, reconheço a dívida…' },
});

const anuidade = planoDeTeste({
  numero: 3,
  tipo: 'parcelamento_anuidade',
  status: 'quitado',
  parcelas: [1, 2].map((k) =>
    tituloDeTeste({
      nufin: 8000 + k,
      descricao: `Anuidade 2026 — parcela ${k} de 2`,
      valorCentavos: 49_250,
      status: 'pago',
      pagoEm: '2026-02-01T12:00:00.000Z',
      valorPagoCentavos: 49_250,
      meioPagamento: 'boleto',
      plano: { id: '1a2b3c4d-0003-4b5c-8d9e-0f1a2b3c4d5e', numero: 3, tipo: 'parcelamento_anuidade', parcela: k, parcelas: 2 },
    }),
  ),
});

function parcelaChamada(secao: HTMLElement, nome: string): HTMLElement {
  const item = within(secao)
    .getAllByTestId('parcela')
    .find((el) => el.textContent?.startsWith(nome));
  if (!item) throw new Error(`Nenhuma parcela "${nome}".`);
  return item;
}

describe('/payment-plan', () => {
  beforeEach(() => {
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:recibo'), revokeObjectURL: vi.fn() });
  });
  afterEach(() => {
    Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined });
  });

  it('shows each plan with its figures, replaced títulos, installments in order with situation and actions, and the accepted term', async () => {
    logarComo(maria);
    const api = instalarApiFake({ 'GET /financeiro/planos': { status: 200, data: { itens: [acordo, anuidade] } } });
    const { user } = renderizarRota('/payment-plan');

    expect(await screen.findByRole('heading', { level: 1, name: 'Plano de pagamento' })).toBeInTheDocument();
    const secaoAcordo = await screen.findByRole('region', { name: 'Acordo nº 7' });
    const secaoAnuidade = screen.getByRole('region', { name: 'Parcelamento da anuidade nº 3' });

    const resumo = within(secaoAcordo).getByTestId('resumo-plano');
    const valor = (rotulo: string) => within(resumo).getByText(rotulo, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(valor('Situação')).toBe('Em andamento');
    expect(valor('Criado em')).toBe('10/03/2026, 10:05');
    expect(valor('Principal')).toBe(formatarCentavos(95_000));
    expect(valor('Desconto')).toBe(`− ${formatarCentavos(5_000)}`);
    expect(valor('Total')).toBe(formatarCentavos(100_000));
    expect(valor('Entrada')).toBe(formatarCentavos(30_000));
    expect(within(secaoAcordo).getByRole('list', { name: 'Títulos substituídos — Acordo nº 7' })).toHaveTextContent(
      `Anuidade 2024 · Título nº 501 · venceu em 31/03/2024 · ${formatarCentavos(95_000)}`,
    );

    const parcelas = within(secaoAcordo).getAllByTestId('parcela');
    expect(parcelas.map((p) => within(p).getAllByText(/^(Entrada|Parcela \d+ de \d+)$/)[0]?.textContent)).toEqual(['Entrada', 'Parcela 1 de 2', 'Parcela 2 de 2']);

    const e = parcelaChamada(secaoAcordo, 'Entrada');
    expect(within(e).getByTestId('situacao-titulo')).toHaveTextContent('Pago');
    expect(e).toHaveTextContent(`Vence em ${formatarDataBr(entrada.vencimento)} · ${formatarCentavos(30_000)} · Título nº 9001`);
    expect(e).toHaveTextContent(`Pago em 11/03/2026, 12:30 · ${formatarCentavos(30_000)} por PIX`);
    expect(within(e).queryByRole('button', { name: '2ª via' })).not.toBeInTheDocument();
    expect(within(e).getByRole('button', { name: 'Recibo' })).toHaveAccessibleDescription('Entrada Acordo nº 7');

    const p1 = parcelaChamada(secaoAcordo, 'Parcela 1 de 2');
    expect(within(p1).getByTestId('situacao-titulo')).toHaveTextContent('Vencido');
    // Overdue: today's amount (with fine and interest) is shown beside the installment's value.
    expect(p1).toHaveTextContent(`Hoje: ${formatarCentavos(parcela1.devido!.totalCentavos)} (com multa e juros)`);
    expect(within(p1).getByRole('button', { name: '2ª via' })).toBeInTheDocument();
    expect(within(p1).queryByRole('button', { name: 'Recibo' })).not.toBeInTheDocument();

    const p2 = parcelaChamada(secaoAcordo, 'Parcela 2 de 2');
    expect(within(p2).getByTestId('situacao-titulo')).toHaveTextContent('Em aberto');
    expect(p2).not.toHaveTextContent('Hoje:');

    // The accepted term is collapsed, with its acceptance date; it opens on demand.
    const termo = within(secaoAcordo).getByRole('button', { name: /Termo de confissão de dívida/ });
    expect(termo).toHaveAttribute('aria-expanded', 'false');
    expect(termo).toHaveTextContent('Aceito em 10/03/2026, 10:05 · versão 2026.1');
    await user.click(termo);
    expect(termo).toHaveAttribute('aria-expanded', 'true');
    expect(within(secaoAcordo).getByText(/reconheço a dívida/)).toBeVisible();

    // The anuidade split: paid off, both installments with receipts, no term.
    expect(within(within(secaoAnuidade).getByTestId('resumo-plano')).getByText('Quitado')).toBeInTheDocument();
    expect(within(secaoAnuidade).getAllByTestId('parcela').map((p) => within(p).getAllByText(/^(Entrada|Parcela \d+ de \d+)$/)[0]?.textContent)).toEqual(['Parcela 1 de 2', 'Parcela 2 de 2']);
    expect(within(secaoAnuidade).getAllByRole('button', { name: 'Recibo' })).toHaveLength(2);
    expect(within(secaoAnuidade).queryByTestId('termo-aceito')).not.toBeInTheDocument();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(api.chamadasDe('GET /financeiro/planos')).toHaveLength(1);
  });

  it('2ª via opens the payment of that installment in a dialog; a payment refreshes the plans', async () => {
    logarComo(maria);
    const api = instalarApiFake({ 'GET /financeiro/planos': { status: 200, data: { itens: [acordo] } } });
    const { user } = renderizarRota('/payment-plan');

    const secao = await screen.findByRole('region', { name: 'Acordo nº 7' });
    await user.click(within(parcelaChamada(secao, 'Parcela 1 de 2')).getByRole('button', { name: '2ª via' }));

    const dialogo = await screen.findByRole('dialog', { name: /2ª via — Parcela 1 de 2 — Acordo nº 7/ });
    expect(within(dialogo).getByTestId('pagar-titulo')).toHaveTextContent('Pagamento do título 9002');

    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar pagamento (teste)' }));
    await waitFor(() => expect(api.chamadasDe('GET /financeiro/planos')).toHaveLength(2));

    await user.click(within(dialogo).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Recibo downloads the paid installment receipt through the API; a refusal shows the server message', async () => {
    logarComo(maria);
    const cliques: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      cliques.push(this.download);
    });
    const api = instalarApiFake({
      'GET /financeiro/planos': { status: 200, data: { itens: [acordo, anuidade] } },
      'GET /financeiro/titulos/9001/recibo': {
        status: 200,
        data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
        headers: { 'content-disposition': 'attachment; filename="recibo-9001.pdf"' },
      },
      'GET /financeiro/titulos/8001/recibo': {
        status: 409,
        data: new Blob([JSON.stringify({ mensagem: 'O recibo fica disponível depois que o pagamento é confirmado.' })], { type: 'application/json' }),
      },
    });
    const { user } = renderizarRota('/payment-plan');

    const secao = await screen.findByRole('region', { name: 'Acordo nº 7' });
    await user.click(within(parcelaChamada(secao, 'Entrada')).getByRole('button', { name: 'Recibo' }));
    await waitFor(() => expect(cliques).toEqual(['recibo-9001.pdf']));
    expect(api.chamadasDe('GET /financeiro/titulos/9001/recibo')).toHaveLength(1);

    const anuidadeSecao = screen.getByRole('region', { name: 'Parcelamento da anuidade nº 3' });
    const p1 = parcelaChamada(anuidadeSecao, 'Parcela 1 de 2');
    await user.click(within(p1).getByRole('button', { name: 'Recibo' }));
    expect(await within(p1).findByText('O recibo fica disponível depois que o pagamento é confirmado.')).toBeInTheDocument();
  });

  it('without plans: explains where plans come from and links to the anuidade and the títulos', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /financeiro/planos': { status: 200, data: { itens: [] } } });
    renderizarRota('/payment-plan');

    const vazio = await screen.findByTestId('planos-vazio');
    expect(vazio).toHaveTextContent('Você ainda não tem plano de pagamento.');
    expect(within(vazio).getByRole('link', { name: 'Ver a anuidade' })).toHaveAttribute('href', '/annuity');
    expect(within(vazio).getByRole('link', { name: 'Ver meus títulos' })).toHaveAttribute('href', '/financeiro');
  });

  it('a failed load shows the message and retries', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /financeiro/planos': (_req, vez) => (vez === 1 ? { status: 503, data: { mensagem: 'Serviço indisponível no momento.' } } : { status: 200, data: { itens: [acordo] } }),
    });
    const { user } = renderizarRota('/payment-plan');

    expect(await screen.findByText('Serviço indisponível no momento.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Acordo nº 7' })).toBeInTheDocument();
    expect(api.chamadasDe('GET /financeiro/planos')).toHaveLength(2);
  });
});
