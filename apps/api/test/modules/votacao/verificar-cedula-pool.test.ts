import { cifrarCedula, contextoDaVotacao, gerarPolinomio, hashBase, publicarGuardiao, type CedulaCifradaJson } from '@portal/contracts/votacao-cripto';
import { describe, expect, it } from 'vitest';
import { estadoDoPoolDeCedulas, verificarCedula } from '../../../src/modules/votacao/cedulas/verificar-cedula.js';

const manifesto = { votacaoId: 'pool', titulo: 'Teste do pool', opcoes: ['A', 'B', 'C'], minimo: 1, maximo: 1, guardioes: 3, quorum: 2 };
const hB = hashBase(manifesto);
const c = contextoDaVotacao(
  manifesto,
  [1, 2, 3].map((i) => publicarGuardiao(hB, i, gerarPolinomio(2))),
);
const ctx = { hashEstendido: c.hashEstendido, chaveConjunta: c.chaveConjunta, opcoes: 3, minimo: 1, maximo: 1 };

describe('the ballot check off the event loop (ADR 059)', () => {
  it('runs in a worker thread that starts and stays (not a failed start per ballot, checked inline), and refuses what is wrong', async () => {
    const boas = [0, 1, 2].map((i) => cifrarCedula(ctx, [i]).cedula);
    expect(await Promise.all(boas.map((b) => verificarCedula(ctx, b)))).toEqual([null, null, null]);
    const estado = estadoDoPoolDeCedulas();
    expect(estado.inline).toBe(false);
    expect(estado.trabalhadores).toBeGreaterThanOrEqual(1);
    // Two selections where exactly one is allowed: the thread answers the library's refusal.
    const duas = cifrarCedula({ ...ctx, maximo: 2 }, [0, 1]).cedula as CedulaCifradaJson;
    expect(await verificarCedula(ctx, duas)).toEqual(expect.any(String));
    expect(estadoDoPoolDeCedulas()).toEqual(estado);
  });
});
