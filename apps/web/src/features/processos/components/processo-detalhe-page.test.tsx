import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const ID = '4f5c1f0e-8a3b-4c2d-9e1f-0a1b2c3d4e5f';

const processo = {
  id: ID,
  numero: '2026.000104',
  classe: 'recurso',
  assunto: 'Recurso contra indeferimento de inscrição',
  orgao: 'camara-1',
  fase: 'Instrução',
  situacao: 'em-andamento',
  sigiloso: false,
  autuadoEm: '2026-11-20',
  relator: null,
  visao: 'publico',
  qualidade: null,
  podePeticionar: false,
  partes: [],
  movimentos: [],
  documentos: null,
  prazos: [],
  sessoes: [],
};

describe('/processo/:id', () => {
  it('a process without parties says so under "Partes" instead of an empty heading', { timeout: 60_000 }, async () => {
    logarComo(maria);
    instalarApiFake({ [`GET /processos/${ID}`]: { status: 200, data: processo } });
    renderizarRota(`/processo/${ID}`);
    const partes = await screen.findByRole('region', { name: 'Partes' }, { timeout: 20_000 });
    expect(within(partes).getByText('Nenhuma parte cadastrada neste processo.')).toBeInTheDocument();
    expect(within(partes).queryByRole('list')).not.toBeInTheDocument();
  });
});
