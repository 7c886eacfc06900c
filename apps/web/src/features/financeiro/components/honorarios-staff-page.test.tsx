import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { digitarDataNoCampo } from '@/test/digitar-data';

const VERSOES = 'GET /area-restrita/tabela-honorarios/versoes';
const IMPORTAR = 'POST /area-restrita/tabela-honorarios/versoes';

function versao(extra: Record<string, unknown> = {}) {
  return {
    id: '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e',
    vigenciaInicio: '2026-01-01',
    importadaEm: '2025-12-15T13:30:00Z',
    arquivoNome: 'honorarios-2026.csv',
    totalItens: 312,
    situacao: 'vigente',
    ...extra,
  };
}

const nova = versao({
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  vigenciaInicio: '2027-01-01',
  importadaEm: '2026-06-30T12:00:00Z',
  arquivoNome: 'honorarios-2027.csv',
  totalItens: 320,
  situacao: 'futura',
});

const csv = () => new File(['area;codigo;ato;valor;percentual;observacao\nCível;1.1;Petição inicial;1500,00;;\n'], 'honorarios-2027.csv', { type: 'text/csv' });

function abrir() {
  logarComo(ana);
  return renderizarRota('/area-restrita/tabela-honorarios');
}

async function preencher(user: ReturnType<typeof abrir>['user'], { arquivo = true, data = '01012027' } = {}) {
  if (arquivo) await user.upload(screen.getByTestId('arquivo-honorarios'), csv());
  if (data) digitarDataNoCampo(/Início da vigência/, data);
}

describe('/area-restrita/tabela-honorarios', () => {
  it('lists the versions with their validity, situation, items, import time and file, and links to the members’ table', async () => {
    instalarApiFake({
      [VERSOES]: { status: 200, data: { itens: [nova, versao(), versao({ id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60', vigenciaInicio: '2025-01-01', situacao: 'anterior', totalItens: 1, arquivoNome: 'antiga.csv' })] } },
    });
    abrir();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tabela de honorários' })).toBeInTheDocument();
    const cartoes = await screen.findAllByTestId('versao-honorarios');
    expect(cartoes).toHaveLength(3);
    const [futura, vigente, anterior] = cartoes as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(futura).getByRole('heading', { name: 'Vigência a partir de 01/01/2027' })).toBeInTheDocument();
    expect(futura).toHaveTextContent('Futura');
    expect(vigente).toHaveTextContent('Vigente');
    expect(vigente).toHaveTextContent('Itens312');
    expect(vigente).toHaveTextContent('Importada em15/12/2025, 10:30');
    expect(vigente).toHaveTextContent('Arquivohonorarios-2026.csv');
    expect(anterior).toHaveTextContent('Anterior');
    expect(screen.getByRole('link', { name: 'Ver a tabela como os inscritos veem' })).toHaveAttribute('href', '/feetable');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('imports a CSV: the date then the file in the multipart body, a success message and the list read again', async () => {
    let importou = false;
    const api = instalarApiFake({
      [VERSOES]: () => ({ status: 200, data: { itens: importou ? [nova, versao()] : [versao()] } }),
      [IMPORTAR]: () => {
        importou = true;
        return { status: 201, data: nova };
      },
    });
    const { user } = abrir();
    await screen.findAllByTestId('versao-honorarios');
    expect(screen.getByText('area;codigo;ato;valor;percentual;observacao')).toBeInTheDocument();
    expect(screen.getByText('Nenhum arquivo escolhido.')).toBeInTheDocument();

    await preencher(user);
    expect(screen.getByText('Arquivo escolhido: honorarios-2027.csv')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importar' }));

    expect(await screen.findByText('Versão importada de honorarios-2027.csv: 320 itens, em vigor a partir de 01/01/2027.')).toBeInTheDocument();
    const corpo = api.chamadasDe(IMPORTAR)[0]?.corpo as FormData;
    expect(corpo).toBeInstanceOf(FormData);
    expect([...corpo.keys()]).toEqual(['vigenciaInicio', 'arquivo']);
    expect(corpo.get('vigenciaInicio')).toBe('2027-01-01');
    expect((corpo.get('arquivo') as File).name).toBe('honorarios-2027.csv');
    await waitFor(() => expect(screen.getAllByTestId('versao-honorarios')).toHaveLength(2));
    // The form starts over.
    expect(screen.getByText('Nenhum arquivo escolhido.')).toBeInTheDocument();
  });

  it('says what is missing before sending anything', async () => {
    const api = instalarApiFake({ [VERSOES]: { status: 200, data: { itens: [] } } });
    const { user } = abrir();
    expect(await screen.findByText('Nenhuma versão importada ainda. Importe a primeira acima.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('Escolha o arquivo CSV da nova versão.')).toBeInTheDocument();
    expect(screen.getByText('Informe a partir de quando a nova versão vale.')).toBeInTheDocument();

    await user.upload(screen.getByTestId('arquivo-honorarios'), csv());
    digitarDataNoCampo(/Início da vigência/, '31022027');
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('Data inválida.')).toBeInTheDocument();
    expect(api.chamadasDe(IMPORTAR)).toHaveLength(0);
  });

  it('shows the message and every line error of a refused file (400), and a conflict’s message (409)', async () => {
    const api = instalarApiFake({
      [VERSOES]: { status: 200, data: { itens: [versao()] } },
      [IMPORTAR]: (_req, vez) =>
        vez === 1
          ? {
              status: 400,
              data: {
                mensagem: 'O arquivo tem 2 linhas com problema; nada foi importado.',
                codigo: 'CSV_INVALIDO',
                erros: [
                  { linha: 12, mensagem: 'Informe o valor ou o percentual, não os dois.' },
                  { linha: 40, mensagem: 'Código 1.1 repetido na área Cível.' },
                ],
              },
            }
          : { status: 409, data: { mensagem: 'Já existe uma versão com vigência em 01/01/2027.', codigo: 'CONFLITO' } },
    });
    const { user } = abrir();
    await screen.findAllByTestId('versao-honorarios');
    await preencher(user);
    await user.click(screen.getByRole('button', { name: 'Importar' }));

    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('O arquivo tem 2 linhas com problema; nada foi importado.');
    const linhas = within(within(alerta).getByRole('list', { name: 'Erros por linha' })).getAllByRole('listitem');
    expect(linhas.map((l) => l.textContent)).toEqual(['Linha 12: Informe o valor ou o percentual, não os dois.', 'Linha 40: Código 1.1 repetido na área Cível.']);
    // Nothing was imported: the file stays chosen for another try.
    expect(screen.getByText('Arquivo escolhido: honorarios-2027.csv')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(api.chamadasDe(IMPORTAR)).toHaveLength(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('Já existe uma versão com vigência em 01/01/2027.');
    expect(screen.queryByRole('list', { name: 'Erros por linha' })).not.toBeInTheDocument();
  });

  it('shows the versions’ error with a retry', async () => {
    let vezes = 0;
    instalarApiFake({
      [VERSOES]: () => {
        vezes += 1;
        return vezes === 1 ? { redeFalhou: true } : { status: 200, data: { itens: [versao()] } };
      },
    });
    const { user } = abrir();
    expect(await screen.findByText('Sem conexão com o servidor. Verifique sua internet e tente novamente.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('versao-honorarios')).toBeInTheDocument();
  });
});
