import type { Importacao, TipoDeImportacao } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const INFO = 'GET /area-restrita/importacoes/inscritos';
const ENVIAR = 'POST /area-restrita/importacoes/inscritos';
const ID = '5f0c1e2d-0000-4a1b-8c2d-000000000041';
const UMA = `GET /area-restrita/importacoes/inscritos/${ID}`;
const CONFIRMAR = `POST /area-restrita/importacoes/inscritos/${ID}/confirmar`;
const COLUNAS = ['numero', 'uf', 'tipo', 'situacao', 'data_inscricao', 'cpf', 'nome', 'nome_social', 'nascimento', 'email', 'celular'];

const resumo = (o: Partial<Importacao['previa']> = {}): Importacao['previa'] => ({
  linhasLidas: 3,
  novos: 2,
  alterados: 1,
  inalterados: 0,
  comErro: 0,
  erros: [],
  totalErros: 0,
  ...o,
});

const importacao = (o: Partial<Importacao> = {}): Importacao => ({
  id: ID,
  tipo: 'inscritos',
  situacao: 'analisada',
  arquivoNome: 'inscritos.csv',
  arquivoBytes: 300,
  enviadaPor: 'Ana Lima',
  criadaEm: '2026-12-07T10:00:00.000Z',
  confirmadaEm: null,
  concluidaEm: null,
  previa: resumo(),
  linhasLidas: 0,
  relatorio: null,
  falha: null,
  ...o,
});

const info = (o: Partial<TipoDeImportacao> = {}) => ({
  status: 200,
  data: { tipo: 'inscritos', titulo: 'Cadastro de inscritos', colunas: COLUNAS, maxBytes: 20 * 1024 * 1024, manual: 'docs/inscritos.md', emAndamento: null, recentes: [], ...o },
});

const arquivoCsv = () => new File([`${COLUNAS.join(';')}\n1;GO;principal;regular;2010-01-01;52998224725;A;;1980-01-01;a@b.org;\n`], 'inscritos.csv', { type: 'text/csv' });

async function escolherEEnviar(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(await screen.findByTestId('importacao-arquivo'), arquivoCsv());
  expect(screen.getByText(/^inscritos\.csv \(/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Enviar e conferir' }));
}

describe('the shared CSV import (registry page)', () => {
  it('shows the format, previews the file, confirms, follows the progress and offers the report', async () => {
    logarComo(ana);
    const api = instalarApiFake({
      [INFO]: info(),
      [ENVIAR]: { status: 201, data: importacao() },
      [CONFIRMAR]: { status: 202, data: importacao({ situacao: 'na_fila', confirmadaEm: '2026-12-07T10:01:00.000Z' }) },
      [UMA]: (_req, vez) => ({
        status: 200,
        data:
          vez === 1
            ? importacao({ situacao: 'executando', linhasLidas: 1 })
            : importacao({ situacao: 'concluida', linhasLidas: 3, relatorio: resumo(), concluidaEm: '2026-12-07T10:02:00.000Z' }),
      }),
    });
    const user = userEvent.setup();
    renderizarRota('/area-restrita/inscritos/importar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Importar inscritos' })).toBeInTheDocument();
    expect(await screen.findByText(COLUNAS.join(';'))).toBeInTheDocument();
    expect(screen.getByText('Nenhuma importação feita ainda.')).toBeInTheDocument();
    // Nothing chosen yet: nothing to send.
    expect(screen.getByRole('button', { name: 'Enviar e conferir' })).toBeDisabled();

    await escolherEEnviar(user);
    const enviado = api.chamadasDe(ENVIAR)[0]?.corpo as FormData;
    expect((enviado.get('arquivo') as File).name).toBe('inscritos.csv');

    const previa = await screen.findByRole('region', { name: 'Prévia da importação — inscritos.csv' }, { timeout: 5000 });
    const numeros = within(previa).getByLabelText('Números da prévia');
    expect(within(numeros).getByText('Novos').nextSibling).toHaveTextContent('2');
    expect(within(numeros).getByText('Alterados').nextSibling).toHaveTextContent('1');
    expect(within(previa).getByText('Nada foi gravado ainda. Confira os números e confirme para importar.')).toBeInTheDocument();

    await user.click(within(previa).getByRole('button', { name: 'Confirmar importação' }));
    expect(api.chamadasDe(CONFIRMAR)).toHaveLength(1);
    expect(await screen.findByText('Importando: 1 de 3 linhas lidas.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Importando: 1 de 3 linhas lidas.' })).toHaveAttribute('aria-valuenow', '33');
    expect(await screen.findByText(/^Importação concluída em /, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Números da importação')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar relatório' })).toBeInTheDocument();
  });

  it('a preview with errors lists them by line and offers no confirmation', async () => {
    logarComo(ana);
    instalarApiFake({
      [INFO]: info(),
      [ENVIAR]: {
        status: 201,
        data: importacao({
          situacao: 'com_erros',
          previa: resumo({ novos: 0, alterados: 0, comErro: 2, totalErros: 2, erros: [{ linha: 3, motivo: 'CPF inválido. Confira os dígitos.' }, { linha: 5, motivo: 'Situação inválida.' }] }),
        }),
      },
    });
    const user = userEvent.setup();
    renderizarRota('/area-restrita/inscritos/importar');
    await escolherEEnviar(user);
    const previa = await screen.findByRole('region', { name: 'Prévia da importação — inscritos.csv' }, { timeout: 5000 });
    expect(within(previa).getByText('O arquivo tem erros em 2 linhas; nada será gravado. Corrija o arquivo e envie de novo.')).toBeInTheDocument();
    expect(within(previa).getByText('linha 3: CPF inválido. Confira os dígitos.')).toBeInTheDocument();
    expect(within(previa).getByText('linha 5: Situação inválida.')).toBeInTheDocument();
    expect(within(previa).queryByRole('button', { name: 'Confirmar importação' })).not.toBeInTheDocument();
    expect(within(previa).getByRole('button', { name: 'Baixar relatório' })).toBeInTheDocument();
    await user.click(within(previa).getByRole('button', { name: 'Nova importação' }));
    expect(await screen.findByRole('button', { name: 'Escolher arquivo CSV' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a file, and a failed load with a retry", async () => {
    logarComo(ana);
    const api = instalarApiFake({
      [INFO]: (_req, vez) => (vez === 1 ? { status: 500, data: { codigo: 'ERRO_INTERNO', mensagem: 'Ocorreu um erro interno. Tente novamente mais tarde.' } } : info()),
      [ENVIAR]: { status: 400, data: { codigo: 'ARQUIVO_VAZIO', mensagem: 'O arquivo está vazio. Envie o CSV com o cabeçalho e uma linha para cada registro.' } },
    });
    const user = userEvent.setup();
    renderizarRota('/area-restrita/inscritos/importar');
    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    await escolherEEnviar(user);
    expect(await screen.findByText('O arquivo está vazio. Envie o CSV com o cabeçalho e uma linha para cada registro.')).toBeInTheDocument();
    expect(api.chamadasDe(ENVIAR)).toHaveLength(1);
  });

  it('follows an import already under way when the page opens', async () => {
    logarComo(ana);
    const andamento = importacao({ situacao: 'executando', linhasLidas: 2, confirmadaEm: '2026-12-07T10:01:00.000Z' });
    instalarApiFake({ [INFO]: info({ emAndamento: andamento, recentes: [andamento] }), [UMA]: { status: 200, data: andamento } });
    renderizarRota('/area-restrita/inscritos/importar');
    expect(await screen.findByText('Importando: 2 de 3 linhas lidas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar e conferir' })).not.toBeInTheDocument();
    expect(screen.getByText(/Em andamento · 3 linhas, 2 novos/)).toBeInTheDocument();
  });
});
