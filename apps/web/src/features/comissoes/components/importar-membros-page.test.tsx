import type { TipoDeImportacao } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const COLUNAS = ['comissao', 'cpf', 'papel', 'portaria', 'inicio', 'fim'];
const info: TipoDeImportacao = { tipo: 'comissoes', titulo: 'Membros das comissões', colunas: COLUNAS, maxBytes: 20 * 1024 * 1024, manual: 'docs/importacoes.md', emAndamento: null, recentes: [] };

describe('/area-restrita/comissoes/importar', () => {
  it('commissions staff get the shared import screen for memberships (not a commission named "importar")', async () => {
    logarComo(ana);
    instalarApiFake({ 'GET /area-restrita/importacoes/comissoes': { status: 200, data: info } });
    renderizarRota('/area-restrita/comissoes/importar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Importar membros das comissões' })).toBeInTheDocument();
    expect(await screen.findByText(COLUNAS.join(';'))).toBeInTheDocument();
    expect(screen.getByText('Nenhuma importação feita ainda.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /as comissões/ })).toHaveAttribute('href', '/area-restrita/comissoes');
  });
});
