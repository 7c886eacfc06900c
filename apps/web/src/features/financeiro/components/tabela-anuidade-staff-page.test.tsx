import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const LISTAR = 'GET /area-restrita/financeiro/anuidade/tabelas';
const CADASTRAR = 'POST /area-restrita/financeiro/anuidade/tabelas';

function tabela(exercicio: number, extra: Record<string, unknown> = {}) {
  return {
    id: `0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c${String(exercicio).padStart(4, '0')}`,
    exercicio,
    versao: 1,
    resolucao: 'Valores anteriores ao cadastro no portal',
    vencimento: `${exercicio}-04-30`,
    descontoBp: 1500,
    descontoAte: `${exercicio}-03-31`,
    parcelasMaximo: 12,
    faixas: [
      { anosDe: 0, anosAte: 1, valorCentavos: 49_250, descricao: 'Até 2 anos de inscrição (50%)' },
      { anosDe: 2, anosAte: 4, valorCentavos: 73_875, descricao: 'De 2 a 5 anos de inscrição (75%)' },
      { anosDe: 5, anosAte: null, valorCentavos: 98_500, descricao: 'Mais de 5 anos de inscrição (100%)' },
    ],
    valorEstagiarioCentavos: null,
    criadaPor: null,
    criadaEm: '2026-11-20T13:30:00Z',
    ...extra,
  };
}

const AVISO_2027 = 'A tabela da anuidade de 2027 ainda não foi cadastrada: sem ela, a anuidade de 2027 não será lançada em 1º de janeiro.';

function lista(extra: Record<string, unknown> = {}) {
  return {
    anos: [
      { exercicio: 2026, lancada: true, vigente: tabela(2026, { versao: 2, resolucao: 'Resolução 3/2026', criadaPor: 'Ana Servidora' }), anteriores: [tabela(2026)] },
      { exercicio: 2025, lancada: true, vigente: tabela(2025), anteriores: [] },
    ],
    avisos: [{ exercicio: 2027, gravidade: 'aviso', mensagem: AVISO_2027 }],
    proximoExercicio: 2027,
    exercicioMinimo: 2000,
    exercicioMaximo: 2028,
    ...extra,
  };
}

function abrir() {
  logarComo(ana);
  return renderizarRota('/area-restrita/financeiro/anuidade');
}

describe('/area-restrita/financeiro/anuidade', () => {
  it('lists each year’s table in force with its bands and history, and warns about the missing year', async () => {
    instalarApiFake({ [LISTAR]: { status: 200, data: lista() } });
    abrir();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tabela da anuidade' }, { timeout: 15_000 })).toBeInTheDocument();
    const anos = await screen.findAllByTestId('ano-tabela-anuidade');
    expect(anos).toHaveLength(2);
    const [de2026] = anos as [HTMLElement];
    expect(within(de2026).getByRole('heading', { name: 'Anuidade 2026' })).toBeInTheDocument();
    expect(de2026).toHaveTextContent('Já lançada');
    expect(de2026).toHaveTextContent('ResoluçãoResolução 3/2026');
    expect(de2026).toHaveTextContent('Vencimento30/04/2026');
    expect(de2026).toHaveTextContent('Desconto15% até 31/03/2026');
    expect(de2026).toHaveTextContent('por Ana Servidora · versão 2');
    const faixas = within(de2026).getByRole('table', { name: 'Faixas da anuidade 2026, versão 2' });
    expect(within(faixas).getAllByRole('row')[3]).toHaveTextContent('Mais de 5 anos de inscrição (100%)R$ 985,00');
    expect(within(de2026).getByText('Ver 1 versão anterior')).toBeInTheDocument();
    expect(screen.getByText(AVISO_2027)).toBeInTheDocument();
  }, 60_000);

  it('enters next year’s table prefilled from the last: the body sent, a success message, the warning gone', async () => {
    let cadastrou = false;
    const api = instalarApiFake({
      [LISTAR]: () => ({ status: 200, data: cadastrou ? lista({ avisos: [] }) : lista() }),
      [CADASTRAR]: (req) => {
        cadastrou = true;
        const { resolucao } = req.corpo as { resolucao: string };
        return { status: 201, data: tabela(2027, { resolucao, criadaPor: 'Ana Servidora' }) };
      },
    });
    const { user } = abrir();
    await screen.findAllByTestId('ano-tabela-anuidade', undefined, { timeout: 15_000 });

    // Prefilled from 2026, moved to 2027.
    const form = screen.getByRole('form', { name: 'Cadastrar tabela da anuidade' });
    expect(within(form).getByRole('textbox', { name: 'Exercício' })).toHaveValue('2027');
    expect(within(form).getAllByTestId('faixa-tabela')).toHaveLength(3);
    expect(within(form).getByRole('textbox', { name: 'Até quantos anos (a partir de 0)' })).toHaveValue('1');
    await user.click(within(form).getByRole('textbox', { name: 'Resolução' }));
    await user.paste('Resolução 12/2026');
    const valores = within(form).getAllByRole('textbox', { name: 'Valor' });
    await user.clear(valores[2]!);
    await user.paste('1.040,00');
    await user.click(within(form).getByRole('button', { name: 'Salvar tabela' }));

    await waitFor(() => expect(api.chamadasDe(CADASTRAR)).toHaveLength(1));
    expect(api.chamadasDe(CADASTRAR)[0]!.corpo).toEqual({
      exercicio: 2027,
      resolucao: 'Resolução 12/2026',
      vencimento: '2027-04-30',
      descontoBp: 1500,
      descontoAte: '2027-03-31',
      parcelasMaximo: 12,
      faixas: [
        { anosDe: 0, anosAte: 1, valorCentavos: 49_250 },
        { anosDe: 2, anosAte: 4, valorCentavos: 73_875 },
        { anosDe: 5, anosAte: null, valorCentavos: 104_000 },
      ],
      valorEstagiarioCentavos: null,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Tabela da anuidade 2027 salva (versão 1, Resolução 12/2026).');
    await waitFor(() => expect(screen.queryByText(AVISO_2027)).not.toBeInTheDocument());
  }, 60_000);

  it('checks the form before sending: a band without a value, then no resolution number; nothing is sent', async () => {
    const api = instalarApiFake({ [LISTAR]: { status: 200, data: lista() } });
    const { user } = abrir();
    const form = await screen.findByRole('form', { name: 'Cadastrar tabela da anuidade' }, { timeout: 15_000 });
    await user.clear(within(form).getAllByRole('textbox', { name: 'Valor' })[0]!);
    await user.click(within(form).getByRole('button', { name: 'Salvar tabela' }));
    expect(await within(form).findByText('Informe o valor em reais, por exemplo 985,00.')).toBeInTheDocument();
    await user.click(within(form).getAllByRole('textbox', { name: 'Valor' })[0]!);
    await user.paste('492,50');
    await user.click(within(form).getByRole('button', { name: 'Salvar tabela' }));
    expect(await within(form).findByText('Informe o número da resolução.')).toBeInTheDocument();
    expect(api.chamadasDe(CADASTRAR)).toHaveLength(0);
  }, 60_000);

  it('a billed year: the server’s refusal (409) is shown, and "Nova resolução" fills the form with that year', async () => {
    const mensagem = 'A anuidade de 2026 já foi lançada com a Resolução 3/2026: essa tabela não pode mais ser alterada.';
    const api = instalarApiFake({
      [LISTAR]: { status: 200, data: lista() },
      [CADASTRAR]: { status: 409, data: { codigo: 'ANUIDADE_JA_LANCADA', mensagem } },
    });
    const { user } = abrir();
    const [de2026] = (await screen.findAllByTestId('ano-tabela-anuidade', undefined, { timeout: 15_000 })) as [HTMLElement];
    await user.click(within(de2026).getByRole('button', { name: 'Nova resolução para 2026' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Nova resolução para 2026' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Cadastrar tabela da anuidade' });
    expect(within(form).getByRole('textbox', { name: 'Exercício' })).toHaveValue('2026');
    await user.click(within(form).getByRole('textbox', { name: 'Resolução' }));
    await user.paste('Resolução 3/2026');
    await user.click(within(form).getByRole('button', { name: 'Salvar tabela' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(mensagem);
    expect(api.chamadasDe(CADASTRAR)[0]!.corpo).toMatchObject({ exercicio: 2026, vencimento: '2026-04-30' });
  }, 60_000);

  it('no table yet: the empty state and this year’s error warning; a failure: the message and a retry', async () => {
    const erro = 'Não há tabela da anuidade de 2026: a anuidade de 2026 não será lançada até que ela seja cadastrada.';
    instalarApiFake({ [LISTAR]: { status: 200, data: lista({ anos: [], proximoExercicio: 2026, avisos: [{ exercicio: 2026, gravidade: 'erro', mensagem: erro }] }) } });
    abrir();
    expect(await screen.findByText(/Nenhuma tabela cadastrada ainda/, undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(erro)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Exercício' })).toHaveValue('2026');
  });

  it('a failure to load: the message and a retry', async () => {
    let vez = 0;
    instalarApiFake({
      [LISTAR]: () => (++vez === 1 ? { status: 500, data: { mensagem: 'Erro interno.', codigo: 'ERRO_INTERNO' } } : { status: 200, data: lista() }),
    });
    const { user } = abrir();
    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }, { timeout: 15_000 }));
    expect(await screen.findAllByTestId('ano-tabela-anuidade')).toHaveLength(2);
  });
});
