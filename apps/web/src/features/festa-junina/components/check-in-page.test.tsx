import type { ChavePublicaCodigos, EventoStaff, RespostaCheckin } from '@portal/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const EVENTO: EventoStaff = {
  id: '5d1c2b3a-4e5f-4a6b-9c7d-8e9f0a1b2c3d',
  nome: 'Arraiá do CEL',
  data: '2099-06-20',
  local: 'Sede',
  capacidade: 500,
  limiteProprio: 1,
  limiteConvidados: 4,
  lotes: [],
  emitidos: 0,
  reservados: 0,
  checkins: 0,
};

const b64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

async function chavePublicada(revogados: ChavePublicaCodigos['revogados'] = []) {
  const par = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = b64url(await crypto.subtle.exportKey('raw', par.publicKey));
  const assinar = async (corpo: string) => `${corpo}.${b64url(await crypto.subtle.sign({ name: 'Ed25519' }, par.privateKey, new TextEncoder().encode(corpo)))}`;
  return { publicada: { algoritmo: 'Ed25519', chavePublicaPem: '', chavePublica: raw, formato: '', revogados }, assinar };
}

describe('/area-restrita/festa-junina/check-in', () => {
  it('sends a typed short code with the gate and shows the answer; a forged QR is refused without asking the server', async () => {
    logarComo(ana);
    const respostas: RespostaCheckin[] = [
      { resultado: 'valido', mensagem: 'Entrada liberada: João (Convidado(a)).', titular: 'João', tipo: 'convidado', utilizadoEm: '2099-06-20T22:00:00Z', portao: 'Portão 2' },
      { resultado: 'ja_utilizado', mensagem: 'Ingresso já utilizado em 20/06 19:00, no portão Portão 2.', titular: 'João', tipo: 'convidado', utilizadoEm: '2099-06-20T22:00:00Z', portao: 'Portão 2' },
    ];
    const api = instalarApiFake({
      'GET /festa-junina/staff/eventos': { status: 200, data: { itens: [EVENTO] } },
      'GET /codigos/chave-publica': { status: 200, data: (await chavePublicada()).publicada },
      'POST /festa-junina/staff/check-in': (_req, vez) => ({ status: 200, data: respostas[vez - 1] }),
    });
    renderizarRota('/area-restrita/festa-junina/check-in');
    const user = userEvent.setup();
    const portao = await screen.findByRole('textbox', { name: 'Portão' });
    await user.clear(portao);
    await user.type(portao, 'Portão 2');
    const campo = screen.getByRole('textbox', { name: 'Código do ingresso' });
    await user.type(campo, 'ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Válido: entrada liberada')).toBeInTheDocument();
    expect(api.chamadas.find((c) => c.rota === 'POST /festa-junina/staff/check-in')?.corpo).toEqual({ eventoId: EVENTO.id, codigo: 'ABCDE-FGHJK', portao: 'Portão 2' });
    await user.type(campo, 'ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Já utilizado')).toBeInTheDocument();

    await user.click(campo);
    await user.paste(`PU1.I.5d1c2b3a-4e5f-4a6b-9c7d-8e9f0a1b2c3d.1.${'A'.repeat(86)}`);
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Forjado')).toBeInTheDocument();
    expect(api.chamadas.filter((c) => c.rota === 'POST /festa-junina/staff/check-in')).toHaveLength(2);
  }, 60_000);

  it('the old QR of a renamed ticket is answered "Substituído", with when, without asking the server', async () => {
    logarComo(ana);
    const ID = '0b9f4c1e-2d3a-4b5c-8d7e-6f5a4b3c2d1e';
    const { publicada, assinar } = await chavePublicada([{ tipo: 'I', id: ID, versao: 1, motivo: 'substituido', revogadoEm: '2099-06-19T15:30:00Z' }]);
    const api = instalarApiFake({
      'GET /festa-junina/staff/eventos': { status: 200, data: { itens: [EVENTO] } },
      'GET /codigos/chave-publica': { status: 200, data: publicada },
    });
    renderizarRota('/area-restrita/festa-junina/check-in');
    const user = userEvent.setup();
    const campo = await screen.findByRole('textbox', { name: 'Código do ingresso' });
    await user.type(screen.getByRole('textbox', { name: 'Portão' }), ' 3');
    await user.click(campo);
    await user.paste(await assinar(`PU1.I.${ID}.1`));
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Substituído')).toBeInTheDocument();
    expect(
      screen.getByText('Ingresso substituído por um novo em 19/06 às 12:30 (o titular foi alterado): este código não vale mais. Peça o ingresso atualizado.'),
    ).toBeInTheDocument();
    expect(api.chamadas.filter((c) => c.rota === 'POST /festa-junina/staff/check-in')).toHaveLength(0);
  }, 60_000);
});
