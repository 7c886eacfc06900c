import { formatarDataBr, dataEmSaoPaulo, type SessaoStaff } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const ID = '5e550000-0000-4000-8000-0000000000aa';
const sessao = (inicio: Date): SessaoStaff => ({
  id: ID,
  orgao: 'camara-1',
  inicio: inicio.toISOString(),
  modalidade: 'presencial',
  local: 'Plenário',
  link: null,
  status: 'agendada',
  observacoes: '',
  abertaEm: null,
  encerradaEm: null,
  itens: [],
});

async function abrirDialogo(inicio: Date) {
  logarComo(ana);
  const api = instalarApiFake({ [`GET /area-restrita/sessoes/${ID}`]: { status: 200, data: sessao(inicio) } });
  const { user } = renderizarRota(`/area-restrita/sessoes/${ID}`);
  await user.click(await screen.findByRole('button', { name: 'Abrir sessão' }, { timeout: 20_000 }));
  return { api, dialogo: await screen.findByRole('dialog', { name: 'Abrir a sessão?' }) };
}

describe('/area-restrita/sessoes/:id: opening a session not dated today', () => {
  it('a session two weeks ahead: the dialog names its date before opening; nothing is sent until confirmed', async () => {
    const daquiA14 = new Date(Date.now() + 14 * 86_400_000);
    const { api, dialogo } = await abrirDialogo(daquiA14);
    const texto = `Esta sessão está marcada para ${formatarDataBr(dataEmSaoPaulo(daquiA14))}, não para hoje. Abrir mesmo assim?`;
    expect(within(dialogo).getByTestId('aviso-fora-do-dia')).toHaveTextContent(texto);
    expect(dialogo).toHaveAccessibleDescription(expect.stringContaining(texto));
    expect(api.chamadasDe(`POST /area-restrita/sessoes/${ID}/abrir`)).toHaveLength(0);
  }, 60_000);

  it('a session of today: no warning', async () => {
    const { dialogo } = await abrirDialogo(new Date());
    expect(within(dialogo).queryByTestId('aviso-fora-do-dia')).not.toBeInTheDocument();
    expect(within(dialogo).getByRole('button', { name: 'Abrir sessão' })).toBeInTheDocument();
  }, 60_000);
});
