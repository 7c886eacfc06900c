import type { VotacaoMembro, VotacaoStaff } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

/** "1 eleitor", never "1 eleitores" (issue 33, item 9). */
const base = (id: string, titulo: string, eleitores: number): VotacaoMembro => ({
  id,
  titulo,
  descricao: '',
  tipo: 'enquete',
  elegibilidade: 'regular_em_dia',
  comissao: null,
  abreEm: '2026-11-26T12:00:00.000Z',
  fechaEm: '2099-11-27T12:00:00.000Z',
  situacao: 'aberta',
  opcoes: [
    { id: 'a', texto: 'Sim' },
    { id: 'b', texto: 'Não' },
  ],
  minimo: 1,
  maximo: 1,
  comparecimento: { votantes: 0, eleitores },
  resultado: null,
  cripto: null,
  podeVotar: false,
  motivo: 'Você não está na lista de eleitores desta votação.',
  jaVotou: false,
});
const UMA = base('9a8b7c6d-5e4f-4a3b-9c2d-1e0f1a2b3c41', 'Com um eleitor', 1);
const TRES = base('9a8b7c6d-5e4f-4a3b-9c2d-1e0f1a2b3c43', 'Com três eleitores', 3);
const staff = (v: VotacaoMembro): VotacaoStaff => {
  const { podeVotar: _p, motivo: _m, jaVotou: _j, ...resto } = v;
  return {
    ...resto,
    editavel: false,
    quorum: 2,
    guardioes: [],
    cerimoniaConcluida: true,
    reclamacao: null,
    decifracoes: 0,
    podeIniciarCerimonia: false,
    podeReiniciarCerimonia: false,
    podeAbrir: false,
    podeEncerrar: true,
    podePublicar: false,
    abertaEm: v.abreEm,
    encerradaEm: null,
    publicadaEm: null,
  };
};

describe('comparecimento: singular and plural', () => {
  it('/voting-admin says "0 de 1 eleitor" and "0 de 3 eleitores"', async () => {
    logarComo(ana);
    instalarApiFake({ 'GET /votacoes-admin': { status: 200, data: { itens: [staff(UMA), staff(TRES)] } } });
    renderizarRota('/voting-admin');
    const linhas = await screen.findAllByTestId('comparecimento', {}, { timeout: 20_000 });
    expect(linhas.map((l) => l.textContent)).toEqual(['Comparecimento: 0 de 1 eleitor (0%)', 'Comparecimento: 0 de 3 eleitores (0%)']);
  }, 60_000);

  it('/voting says "0 de 1 eleitor" and "0 de 3 eleitores"', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /votacoes': { status: 200, data: { itens: [UMA, TRES] } } });
    renderizarRota('/voting');
    expect(await screen.findByText(/Comparecimento: 0 de 1 eleitor$/, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText(/Comparecimento: 0 de 3 eleitores$/)).toBeInTheDocument();
    expect(screen.queryByText(/1 eleitores/)).not.toBeInTheDocument();
  }, 60_000);
});
