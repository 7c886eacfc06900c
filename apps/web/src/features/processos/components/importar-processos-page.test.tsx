import type { TipoDeImportacao } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const COLUNAS = ['numero', 'classe', 'assunto', 'orgao', 'fase', 'situacao', 'sigiloso', 'autuado_em', 'partes', 'relator'];
const info: TipoDeImportacao = { tipo: 'processos', titulo: 'Processos administrativos', colunas: COLUNAS, maxBytes: 20 * 1024 * 1024, manual: 'docs/importacoes.md', emAndamento: null, recentes: [] };

describe('/area-restrita/processos/importar', () => {
  it('processes staff get the shared import screen for processes, with the way back', async () => {
    logarComo(ana);
    instalarApiFake({ 'GET /area-restrita/importacoes/processos': { status: 200, data: info } });
    renderizarRota('/area-restrita/processos/importar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Importar processos' })).toBeInTheDocument();
    expect(await screen.findByText(COLUNAS.join(';'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher arquivo CSV' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /os processos/ })).toHaveAttribute('href', '/area-restrita/processos');
  });

  it('a failed load says so and offers a retry', async () => {
    logarComo(ana);
    instalarApiFake({ 'GET /area-restrita/importacoes/processos': { status: 500, data: { codigo: 'ERRO_INTERNO', mensagem: 'Ocorreu um erro interno. Tente novamente mais tarde.' } } });
    renderizarRota('/area-restrita/processos/importar');
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
