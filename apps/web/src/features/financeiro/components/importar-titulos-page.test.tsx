import type { Importacao, TipoDeImportacao } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const BASE = '/area-restrita/importacoes/titulos';
const ID = '5f0c1e2d-0000-4a1b-8c2d-000000000055';
const COLUNAS = ['id_externo', 'cpf', 'origem', 'exercicio', 'descricao', 'vencimento', 'valor', 'situacao', 'pago_em', 'valor_pago'];
const previa = { linhasLidas: 2, novos: 2, alterados: 0, inalterados: 0, comErro: 0, erros: [], totalErros: 0 };
const importacao = (o: Partial<Importacao> = {}): Importacao => ({
  id: ID,
  tipo: 'titulos',
  situacao: 'analisada',
  arquivoNome: 'titulos.csv',
  arquivoBytes: 200,
  enviadaPor: 'Ana Lima',
  criadaEm: '2026-12-07T10:00:00.000Z',
  confirmadaEm: null,
  concluidaEm: null,
  previa,
  linhasLidas: 0,
  relatorio: null,
  falha: null,
  ...o,
});
const info: TipoDeImportacao = { tipo: 'titulos', titulo: 'Títulos', colunas: COLUNAS, maxBytes: 150 * 1024 * 1024, manual: 'docs/titulos.md', emAndamento: null, recentes: [] };

describe('/area-restrita/financeiro/importar-titulos', () => {
  it('finance staff send the títulos CSV, see the preview, confirm and follow it to the end', async () => {
    logarComo(ana);
    const api = instalarApiFake({
      [`GET ${BASE}`]: { status: 200, data: info },
      [`POST ${BASE}`]: { status: 201, data: importacao() },
      [`POST ${BASE}/${ID}/confirmar`]: { status: 202, data: importacao({ situacao: 'na_fila', confirmadaEm: '2026-12-07T10:01:00.000Z' }) },
      [`GET ${BASE}/${ID}`]: { status: 200, data: importacao({ situacao: 'concluida', linhasLidas: 2, relatorio: previa, concluidaEm: '2026-12-07T10:02:00.000Z' }) },
    });
    const user = userEvent.setup();
    renderizarRota('/area-restrita/financeiro/importar-titulos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Importar títulos' })).toBeInTheDocument();
    expect(await screen.findByText(COLUNAS.join(';'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /o financeiro/ })).toHaveAttribute('href', '/area-restrita/financeiro');

    await user.upload(await screen.findByTestId('importacao-arquivo'), new File([`${COLUNAS.join(';')}\n`], 'titulos.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Enviar e conferir' }));
    const regiao = await screen.findByRole('region', { name: 'Prévia da importação — titulos.csv' }, { timeout: 5000 });
    expect(within(within(regiao).getByLabelText('Números da prévia')).getByText('Novos').nextSibling).toHaveTextContent('2');
    await user.click(within(regiao).getByRole('button', { name: 'Confirmar importação' }));
    expect(api.chamadasDe(`POST ${BASE}/${ID}/confirmar`)).toHaveLength(1);
    expect(await screen.findByText(/^Importação concluída em /, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('is reached from the finance page (and from the hub: area-restrita-page.test)', async () => {
    logarComo(ana);
    instalarApiFake({});
    renderizarRota('/area-restrita/financeiro');
    expect(await screen.findByRole('link', { name: 'Importar títulos' })).toHaveAttribute('href', '/area-restrita/financeiro/importar-titulos');
  });
});
