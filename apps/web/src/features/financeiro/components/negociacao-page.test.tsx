import { formatarCentavos, REGRAS_NEGOCIACAO, type NegociacaoBase, type SimulacaoNegociacao } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { diaDaqui, novoId, planoDeTeste, tituloDeTeste } from './plano-dados-de-teste';

// The payment panel (PIX/boleto, polling) has its own tests; here it only has to show up for the entry.
vi.mock('@/components/pagamento/pagar-titulo', () => ({
  PagarTitulo: ({ nufin }: { nufin: number }) => <div data-testid="pagar-titulo">Pagamento do título {nufin}</div>,
}));

const anuidade2024 = tituloDeTeste({ nufin: 501, descricao: 'Anuidade 2024', exercicio: 2024, vencimento: diaDaqui(-100), valorCentavos: 95_000 });
const anuidade2023 = tituloDeTeste({ nufin: 402, descricao: 'Anuidade 2023', exercicio: 2023, vencimento: diaDaqui(-465), valorCentavos: 90_000 });

const regras: NegociacaoBase['regras'] = {
  parcelasMaximo: REGRAS_NEGOCIACAO.parcelasMaximo,
  parcelaMinimaCentavos: REGRAS_NEGOCIACAO.parcelaMinimaCentavos,
  entradaMinimaBp: REGRAS_NEGOCIACAO.entradaMinimaBp,
  faixasDesconto: [...REGRAS_NEGOCIACAO.faixasDesconto],
};

const base: NegociacaoBase = { situacao: 'negociavel', nufin: 501, elegiveis: [anuidade2023, anuidade2024], regras, versaoTermo: '2026.1' };

const TERMO = 'TERMO DE CONFISSÃO DE DÍVIDA\n\nEu, Maria Aparecida Souza, reconheço que devo à Ordem…';
/** sha256 of the term, as the API returns it (the page only carries it back). */
const HASH_TERMO = 'a'.repeat(64);

function simulacao(dados: Partial<SimulacaoNegociacao> = {}): SimulacaoNegociacao {
  return {
    principalCentavos: 95_000,
    multaCentavos: 1_900,
    jurosCentavos: 3_167,
    descontoBp: 8000,
    descontoCentavos: 4_053,
    totalCentavos: 96_014,
    entradaCentavos: 96_014,
    parcelas: [{ numero: 0, vencimento: diaDaqui(3), valorCentavos: 96_014 }],
    termo: TERMO,
    termoSha256: HASH_TERMO,
    versaoTermo: '2026.1',
    ...dados,
  };
}

const rota = '/negociacao/501';

describe('/negociacao/:nufin', () => {
  it('pre-selects the route’s título, shows each overdue título’s figures and the discount of each choice, and simulates', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /financeiro/negociacao/501': { status: 200, data: base },
      'POST /financeiro/negociacao/simular': { status: 200, data: simulacao() },
    });
    const { user } = renderizarRota(rota);

    expect(await screen.findByRole('heading', { level: 1, name: 'Negociar débitos' })).toBeInTheDocument();
    const c2024 = await screen.findByRole('checkbox', { name: 'Anuidade 2024 — título nº 501' });
    const c2023 = screen.getByRole('checkbox', { name: 'Anuidade 2023 — título nº 402' });
    expect(c2024).toBeChecked();
    expect(c2023).not.toBeChecked();
    const d = anuidade2024.devido!;
    expect(c2024).toHaveAccessibleDescription(
      `Venceu em ${anuidade2024.vencimento.split('-').reverse().join('/')} · 100 dias de atraso Principal ${formatarCentavos(d.principalCentavos)} · Multa ${formatarCentavos(d.multaCentavos)} · Juros ${formatarCentavos(d.jurosCentavos)} · Hoje ${formatarCentavos(d.totalCentavos)}`,
    );
    expect(screen.getByTestId('total-selecionado')).toHaveTextContent(`1 título escolhido: ${formatarCentavos(d.totalCentavos)} hoje.`);

    const pagamentos = screen.getByLabelText('Número de pagamentos');
    const opcoes = within(pagamentos).getAllByRole('option').map((o) => o.textContent);
    expect(opcoes).toHaveLength(24);
    // Short options (a closed select at 360 px clips long ones); the chosen one is described under the field,
    // with every discount bracket.
    expect(opcoes[0]).toBe('À vista');
    expect(opcoes[1]).toBe('2 pagamentos');
    expect(opcoes[23]).toBe('24 pagamentos');
    expect(pagamentos).toHaveAccessibleDescription(
      'À vista: 80% de desconto em juros e multa. Desconto em juros e multa: 80% à vista, 50% até 6 pagamentos, 30% até 12 pagamentos e nenhum acima de 12. A entrada conta como o primeiro pagamento; as parcelas vencem mês a mês depois dela, nenhuma abaixo de R$ 100,00.',
    );
    await user.selectOptions(pagamentos, '13');
    expect(pagamentos).toHaveAccessibleDescription(/^13 pagamentos \(entrada \+ 12 parcelas\): sem desconto em juros e multa\. /);
    await user.selectOptions(pagamentos, '1');
    // À vista there is no entry to choose.
    expect(screen.queryByLabelText('Valor da entrada')).not.toBeInTheDocument();

    await user.click(c2023);
    expect(screen.getByTestId('total-selecionado')).toHaveTextContent('2 títulos escolhidos');
    await user.click(c2023);

    await user.click(screen.getByRole('button', { name: 'Simular' }));
    const resumo = await screen.findByTestId('resumo-simulacao');
    expect(api.chamadasDe('POST /financeiro/negociacao/simular')[0]?.corpo).toEqual({ nufins: [501], parcelas: 1, entradaCentavos: 0 });
    const valor = (rotulo: string) => within(resumo).getByText(rotulo, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(valor('Principal')).toBe(formatarCentavos(95_000));
    expect(valor('Multa')).toBe(formatarCentavos(1_900));
    expect(valor('Juros')).toBe(formatarCentavos(3_167));
    expect(valor('Desconto')).toBe(`− ${formatarCentavos(4_053)} (80% de juros e multa)`);
    expect(valor('Total')).toBe(formatarCentavos(96_014));
    expect(valor('À vista')).toBe(formatarCentavos(96_014));
    const linhas = within(screen.getByTestId('cronograma')).getAllByRole('row');
    expect(linhas[1]).toHaveTextContent(`Pagamento único${diaDaqui(3).split('-').reverse().join('/')}${formatarCentavos(96_014)}`);
    // Focus goes to the result, so a screen reader announces it.
    expect(screen.getByRole('heading', { level: 2, name: 'Resumo do acordo' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Texto do termo de confissão de dívida' })).toHaveTextContent('reconheço que devo à Ordem');
  });

  it('in installments: the entry starts at the minimum, typed in reais; a refused choice shows the API message under its field', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /financeiro/negociacao/501': { status: 200, data: base },
      'POST /financeiro/negociacao/simular': (req) => {
        const corpo = req.corpo as { entradaCentavos: number; parcelas: number };
        if (corpo.entradaCentavos < 20_000) {
          return {
            status: 400,
            data: {
              mensagem: 'Revise os campos destacados.',
              campos: { entradaCentavos: 'A entrada mínima é de R$ 200,00 (10% do total, nunca menos de R$ 100,00).' },
            },
          };
        }
        return {
          status: 200,
          data: simulacao({
            descontoBp: 5000,
            entradaCentavos: corpo.entradaCentavos,
            parcelas: [
              { numero: 0, vencimento: diaDaqui(3), valorCentavos: corpo.entradaCentavos },
              { numero: 1, vencimento: '2027-01-10', valorCentavos: 40_000 },
              { numero: 2, vencimento: '2027-02-10', valorCentavos: 37_000 },
            ],
          }),
        };
      },
    });
    const { user } = renderizarRota(rota);

    await user.selectOptions(await screen.findByLabelText('Número de pagamentos'), '3');
    const entrada = screen.getByLabelText('Valor da entrada');
    // 10 % of the total after the 50 % discount on fine and interest, never below R$ 100,00.
    const d = anuidade2024.devido!;
    const total = d.principalCentavos + d.multaCentavos + d.jurosCentavos - Math.floor(((d.multaCentavos + d.jurosCentavos) * 5000 + 5000) / 10_000);
    const minimo = Math.max(10_000, Math.floor((total * 1000 + 5000) / 10_000));
    expect(entrada).toHaveValue(formatarCentavos(minimo));

    await user.clear(entrada);
    await user.type(entrada, '15000');
    expect(entrada).toHaveValue(formatarCentavos(15_000));
    await user.click(screen.getByRole('button', { name: 'Simular' }));

    await waitFor(() => expect(entrada).toHaveAccessibleDescription('A entrada mínima é de R$ 200,00 (10% do total, nunca menos de R$ 100,00).'));
    expect(entrada).toHaveAttribute('aria-invalid', 'true');
    expect(api.chamadasDe('POST /financeiro/negociacao/simular')[0]?.corpo).toEqual({ nufins: [501], parcelas: 3, entradaCentavos: 15_000 });
    expect(screen.queryByTestId('resumo-simulacao')).not.toBeInTheDocument();

    await user.clear(entrada);
    await user.type(entrada, '25000');
    expect(entrada).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Simular' }));
    const linhas = within(await screen.findByTestId('cronograma')).getAllByRole('row');
    expect(linhas.map((l) => l.querySelector('th')?.textContent)).toEqual(['Pagamento', 'Entrada', 'Parcela 1', 'Parcela 2']);
    expect(api.chamadasDe('POST /financeiro/negociacao/simular')[1]?.corpo).toEqual({ nufins: [501], parcelas: 3, entradaCentavos: 25_000 });
  });

  it('nothing chosen: says so under the list without calling the API', async () => {
    logarComo(maria);
    const api = instalarApiFake({ 'GET /financeiro/negociacao/501': { status: 200, data: base } });
    const { user } = renderizarRota(rota);

    await user.click(await screen.findByRole('checkbox', { name: 'Anuidade 2024 — título nº 501' }));
    await user.click(screen.getByRole('button', { name: 'Simular' }));
    expect(await screen.findByTestId('erro-nufins')).toHaveTextContent('Escolha pelo menos um título vencido para negociar.');
    expect(api.chamadasDe('POST /financeiro/negociacao/simular')).toHaveLength(0);
  });

  it('changing a choice after simulating throws the simulation away: the member simulates again', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /financeiro/negociacao/501': { status: 200, data: base },
      'POST /financeiro/negociacao/simular': { status: 200, data: simulacao() },
    });
    const { user } = renderizarRota(rota);

    await user.click(await screen.findByRole('button', { name: 'Simular' }));
    await screen.findByTestId('resumo-simulacao');
    await user.click(screen.getByRole('checkbox', { name: 'Li e aceito o termo de confissão de dívida' }));

    await user.click(screen.getByRole('checkbox', { name: 'Anuidade 2023 — título nº 402' }));
    expect(screen.queryByTestId('resumo-simulacao')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar acordo' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Simular' }));
    await screen.findByTestId('resumo-simulacao');
    expect(api.chamadasDe('POST /financeiro/negociacao/simular')[1]?.corpo).toEqual({ nufins: [402, 501], parcelas: 1, entradaCentavos: 0 });
    // The acceptance does not carry over to a new simulation.
    expect(screen.getByRole('checkbox', { name: 'Li e aceito o termo de confissão de dívida' })).not.toBeChecked();
  });

  it('the term must be accepted before confirming; the agreement made shows its number, the entry payment and the plan link', async () => {
    logarComo(maria);
    const entradaNufin = 9101;
    const acordo = planoDeTeste({
      numero: 12,
      tipo: 'negociacao',
      totalCentavos: 96_014,
      entradaCentavos: 96_014,
      parcelas: [
        tituloDeTeste({
          nufin: entradaNufin,
          origem: 'parcela_acordo',
          descricao: 'Acordo nº 12 — pagamento à vista',
          vencimento: diaDaqui(3),
          valorCentavos: 96_014,
          plano: { id: novoId(), numero: 12, tipo: 'negociacao', parcela: 0, parcelas: 1 },
        }),
      ],
    });
    const api = instalarApiFake({
      'GET /financeiro/negociacao/501': { status: 200, data: base },
      'POST /financeiro/negociacao/simular': { status: 200, data: simulacao() },
      'POST /financeiro/negociacao': { status: 201, data: acordo },
    });
    const { user } = renderizarRota(rota);

    await user.click(await screen.findByRole('button', { name: 'Simular' }));
    await screen.findByTestId('resumo-simulacao');

    const aceite = screen.getByRole('checkbox', { name: 'Li e aceito o termo de confissão de dívida' });
    await user.click(screen.getByRole('button', { name: 'Confirmar acordo' }));
    expect(await screen.findByTestId('erro-aceite')).toHaveTextContent('Leia e aceite o termo de confissão de dívida para continuar.');
    expect(aceite).toHaveFocus();
    expect(aceite).toHaveAttribute('aria-invalid', 'true');
    expect(api.chamadasDe('POST /financeiro/negociacao')).toHaveLength(0);

    await user.click(aceite);
    expect(screen.queryByTestId('erro-aceite')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar acordo' }));

    const sucesso = await screen.findByTestId('acordo-criado');
    expect(sucesso).toHaveTextContent('Acordo nº 12 criado');
    expect(sucesso).toHaveTextContent(`Pague o acordo de ${formatarCentavos(96_014)} até ${diaDaqui(3).split('-').reverse().join('/')}.`);
    expect(api.chamadasDe('POST /financeiro/negociacao')[0]?.corpo).toEqual({
      nufins: [501],
      parcelas: 1,
      entradaCentavos: 0,
      aceiteTermo: true,
      versaoTermo: '2026.1',
      termoSha256: HASH_TERMO,
    });
    expect(screen.getByTestId('pagar-titulo')).toHaveTextContent(`Pagamento do título ${entradaNufin}`);
    expect(screen.getByRole('link', { name: 'Ver plano de pagamento' })).toHaveAttribute('href', '/payment-plan');
    // The page's own data (now renegotiated) is not fetched again under the success screen.
    expect(api.chamadasDe('GET /financeiro/negociacao/501')).toHaveLength(1);
  });

  it('a term that changed since the simulation (409): the message takes the focus, the member simulates, reads and accepts the new term', async () => {
    logarComo(maria);
    const mudou = 'O termo mudou desde a simulação: simule de novo, leia o novo termo e aceite.';
    const hashNovo = 'b'.repeat(64);
    const acordo = planoDeTeste({ numero: 13, tipo: 'negociacao', totalCentavos: 96_100, entradaCentavos: 96_100, parcelas: [] });
    let simulacoes = 0;
    const api = instalarApiFake({
      'GET /financeiro/negociacao/501': { status: 200, data: base },
      // Overnight the interest grew: the second simulation has other figures, another term and its hash.
      'POST /financeiro/negociacao/simular': () => {
        simulacoes += 1;
        return {
          status: 200,
          data: simulacoes === 1 ? simulacao() : simulacao({ jurosCentavos: 3_600, totalCentavos: 96_100, termo: `${TERMO} (juros de hoje)`, termoSha256: hashNovo }),
        };
      },
      'POST /financeiro/negociacao': (req) =>
        (req.corpo as { termoSha256: string }).termoSha256 === hashNovo
          ? { status: 201, data: acordo }
          : { status: 409, data: { codigo: 'TERMO_ALTERADO', mensagem: mudou } },
    });
    const { user } = renderizarRota(rota);

    await user.click(await screen.findByRole('button', { name: 'Simular' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Li e aceito o termo de confissão de dívida' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar acordo' }));

    const aviso = await screen.findByTestId('erro-negociacao');
    expect(aviso).toHaveTextContent(mudou);
    await waitFor(() => expect(aviso).toHaveFocus());
    // The old term and its acceptance are gone; today's figures are fetched again.
    expect(screen.queryByRole('button', { name: 'Confirmar acordo' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('texto-termo')).not.toBeInTheDocument();
    await waitFor(() => expect(api.chamadasDe('GET /financeiro/negociacao/501')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Simular' }));
    expect(await screen.findByTestId('texto-termo')).toHaveTextContent('(juros de hoje)');
    expect(screen.queryByTestId('erro-negociacao')).not.toBeInTheDocument();
    const aceite = screen.getByRole('checkbox', { name: 'Li e aceito o termo de confissão de dívida' });
    expect(aceite).not.toBeChecked();
    await user.click(aceite);
    await user.click(screen.getByRole('button', { name: 'Confirmar acordo' }));

    expect(await screen.findByTestId('acordo-criado')).toHaveTextContent('Acordo nº 13 criado');
    expect(api.chamadasDe('POST /financeiro/negociacao').map((c) => (c.corpo as { termoSha256: string }).termoSha256)).toEqual([HASH_TERMO, hashNovo]);
  });

  it('another member’s or a nonexistent título: “Título não encontrado.” with a way to the títulos', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /financeiro/negociacao/999': { status: 404, data: { mensagem: 'Título não encontrado.' } } });
    renderizarRota('/negociacao/999');

    const estado = await screen.findByTestId('titulo-nao-encontrado');
    expect(estado).toHaveTextContent('Título não encontrado.');
    expect(within(estado).getByRole('link', { name: 'Ver meus títulos' })).toHaveAttribute('href', '/financeiro');
  });

  it('a route that is not a número de título is not found without asking the API', async () => {
    logarComo(maria);
    const api = instalarApiFake();
    renderizarRota('/negociacao/abc');

    expect(await screen.findByTestId('titulo-nao-encontrado')).toBeInTheDocument();
    expect(api.chamadas.filter((c) => c.url.startsWith('/financeiro'))).toHaveLength(0);
  });

  it('a título that cannot be negotiated (state nao_negociavel, 200): the reason with links to the títulos and the plan, and nothing logged as an error', async () => {
    const erros = vi.spyOn(console, 'error');
    logarComo(maria);
    instalarApiFake({
      'GET /financeiro/negociacao/501': {
        status: 200,
        data: { situacao: 'nao_negociavel', nufin: 501, motivo: 'O título nº 501 já foi renegociado: pague as parcelas do acordo.', outrosVencidos: 0 },
      },
    });
    renderizarRota(rota);

    const aviso = await screen.findByTestId('negociacao-indisponivel');
    expect(aviso).toHaveTextContent('Este título não pode ser negociado');
    expect(aviso).toHaveTextContent('O título nº 501 já foi renegociado: pague as parcelas do acordo.');
    expect(within(aviso).getByRole('link', { name: 'Ver meus títulos' })).toHaveAttribute('href', '/financeiro');
    expect(within(aviso).getByRole('link', { name: 'Ver plano de pagamento' })).toHaveAttribute('href', '/payment-plan');
    expect(within(aviso).queryByRole('link', { name: 'Ver títulos vencidos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(erros).not.toHaveBeenCalled();
  });

  it('a título not yet due, while other debts are overdue: says why and leads to the overdue ones', async () => {
    logarComo(maria);
    instalarApiFake({
      'GET /financeiro/negociacao/501': {
        status: 200,
        data: {
          situacao: 'nao_negociavel',
          nufin: 501,
          motivo: 'O título nº 501 vence em 30/04/2027 e ainda não pode ser negociado: só títulos vencidos entram em um acordo.',
          outrosVencidos: 2,
        },
      },
    });
    renderizarRota(rota);

    const aviso = await screen.findByTestId('negociacao-indisponivel');
    expect(aviso).toHaveTextContent('ainda não pode ser negociado');
    expect(aviso).toHaveTextContent('Você tem 2 títulos vencidos que podem ser negociados.');
    expect(within(aviso).getByRole('link', { name: 'Ver títulos vencidos' })).toHaveAttribute('href', '/financeiro?situacao=vencido');
  });
});
