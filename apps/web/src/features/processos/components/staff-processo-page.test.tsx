import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const ID = '5d0e7c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6';

function processo(extra: Record<string, unknown> = {}) {
  return {
    id: ID,
    numero: '2026.000102',
    classe: 'etico-disciplinar',
    assunto: 'Representação por captação de clientela',
    orgao: 'camara-1',
    relator: null,
    fase: 'Instrução',
    situacao: 'em-andamento',
    sigiloso: true,
    autuadoEm: '2026-03-02',
    criadoEm: '2026-03-02T12:00:00Z',
    atualizadoEm: '2026-03-02T12:00:00Z',
    partes: [],
    movimentos: [],
    documentos: [],
    prazos: [],
    peticoes: [],
    pautas: [],
    ...extra,
  };
}

describe('/area-restrita/sessoes/processo/:id — the process data form', () => {
  it('an ético-disciplinar process before the final decision keeps its confidential box ticked and locked, and says why', { timeout: 60_000 }, async () => {
    logarComo(ana);
    const api = instalarApiFake({
      [`GET /area-restrita/processos/${ID}`]: { status: 200, data: processo() },
      [`PUT /area-restrita/processos/${ID}`]: { status: 200, data: {} },
    });
    const { user } = renderizarRota(`/area-restrita/sessoes/processo/${ID}`);
    const caixa = await screen.findByRole('checkbox', { name: 'Sigiloso' }, { timeout: 20_000 });
    expect(caixa).toBeChecked();
    expect(caixa).toBeDisabled();
    expect(caixa).toHaveAccessibleDescription('Processo ético-disciplinar é sempre sigiloso até a decisão final.');
    await user.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(api.chamadasDe(`PUT /area-restrita/processos/${ID}`)[0]).toMatchObject({ corpo: expect.objectContaining({ sigiloso: true }) });
  });

  it('after the final decision, or in another class, the box is free', { timeout: 60_000 }, async () => {
    logarComo(ana);
    instalarApiFake({ [`GET /area-restrita/processos/${ID}`]: { status: 200, data: processo({ situacao: 'transitado' }) } });
    renderizarRota(`/area-restrita/sessoes/processo/${ID}`);
    const caixa = await screen.findByRole('checkbox', { name: 'Sigiloso' }, { timeout: 20_000 });
    expect(caixa).toBeEnabled();
    expect(caixa).not.toHaveAccessibleDescription();
  });
});
