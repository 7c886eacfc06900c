import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { elegivel, ID_PESSOA } from './dados-de-teste';

// The first render loads the page's lazy chunk; under a busy machine that takes several seconds.
configure({ asyncUtilTimeout: 15000 });

const pedro = {
  id: '7d1c2b3a-1111-4a2b-8c3d-0e1f2a3b4c5d',
  nome: 'Pedro Souza Lima',
  cpf: '31415926590',
  parentesco: 'filho',
  nascimento: '2015-03-10',
  criadoEm: '2026-01-01T12:00:00.000Z',
  atualizadoEm: '2026-01-01T12:00:00.000Z',
};
const tutelada = { ...pedro, id: '7d1c2b3a-2222-4a2b-8c3d-0e1f2a3b4c5d', nome: 'Lia Tutelada', cpf: null, parentesco: 'tutelado', nascimento: '2016-01-01' };

describe('265: heirs from the dependants registry', () => {
  it("fills a new heir with the dependant's name, CPF and kinship; one already included is not offered again; typing others stays possible", { timeout: 90_000 }, async () => {
    logarComo(maria);
    instalarApiFake({
      'GET /requerimentos/tipos/265/elegibilidade': { status: 200, data: elegivel },
      'GET /dependentes': { status: 200, data: { itens: [pedro, tutelada] } },
    });
    const { user } = renderizarRota('/home/casag/requerimentos/265');
    const lista = await screen.findByRole('region', { name: /Herdeiros e quotas/ });

    await user.click(await within(lista).findByRole('button', { name: 'Incluir um dos meus dependentes' }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: /Pedro Souza Lima/ }));
    const segundo = within(lista).getByRole('group', { name: 'Herdeiro 2' });
    expect(within(segundo).getByRole('textbox', { name: /Nome completo/ })).toHaveValue('Pedro Souza Lima');
    expect(within(segundo).getByRole('textbox', { name: /CPF/ })).toHaveValue('314.159.265-90');
    expect(within(segundo).getByRole('combobox', { name: /Parentesco com o falecido/ })).toHaveValue('filho');
    expect(within(segundo).getByRole('textbox', { name: /Quota/ })).toHaveValue('');

    await user.click(within(lista).getByRole('button', { name: 'Incluir um dos meus dependentes' }));
    const deNovo = await screen.findByRole('menu');
    expect(within(deNovo).getByRole('menuitem', { name: /Pedro Souza Lima/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(deNovo).getByRole('menuitem', { name: /Lia Tutelada/ }));
    const terceiro = within(lista).getByRole('group', { name: 'Herdeiro 3' });
    // No CPF in the registry: left for the member; tutelado maps to 'Outro'.
    expect(within(terceiro).getByRole('textbox', { name: /CPF/ })).toHaveValue('');
    expect(within(terceiro).getByRole('combobox', { name: /Parentesco com o falecido/ })).toHaveValue('outro');

    // Still free to type someone else.
    await user.click(within(lista).getByRole('button', { name: /Adicionar herdeiro/ }));
    expect(within(within(lista).getByRole('group', { name: 'Herdeiro 4' })).getByRole('textbox', { name: /Nome completo/ })).toHaveValue('');
  });

  it('no dependants: a hint to register them, the list as before', async () => {
    logarComo(maria);
    instalarApiFake({
      'GET /requerimentos/tipos/265/elegibilidade': { status: 200, data: elegivel },
      'GET /dependentes': { status: 200, data: { itens: [] } },
    });
    renderizarRota('/home/casag/requerimentos/265');
    const lista = await screen.findByRole('region', { name: /Herdeiros e quotas/ });
    expect(await within(lista).findByRole('link', { name: 'Atualização cadastral' })).toHaveAttribute('href', '/atualizacao-cadastral');
    expect(within(lista).queryByRole('button', { name: 'Incluir um dos meus dependentes' })).not.toBeInTheDocument();
    expect(within(lista).getByRole('button', { name: /Adicionar herdeiro/ })).toBeEnabled();
  });

  it("staff filing for a member never offer the staff's own dependants", async () => {
    logarComo(ana);
    const api = instalarApiFake({
      'GET /area-restrita/requerimentos-interno/elegibilidade/265': { status: 200, data: elegivel },
      'GET /dependentes': { status: 200, data: { itens: [pedro] } },
    });
    renderizarRota(`/area-restrita/requerimentos-interno/265?pessoa=${ID_PESSOA}`);
    const lista = await screen.findByRole('region', { name: /Herdeiros e quotas/ });
    await waitFor(() => expect(within(lista).getByRole('group', { name: 'Herdeiro 1' })).toBeInTheDocument());
    expect(within(lista).queryByRole('button', { name: 'Incluir um dos meus dependentes' })).not.toBeInTheDocument();
    expect(api.chamadasDe('GET /dependentes')).toHaveLength(0);
  });
});
