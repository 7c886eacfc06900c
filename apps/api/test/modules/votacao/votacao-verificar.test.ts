import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { bytesParaHex, contextoDaVotacao, H_P, type RegistroJson } from '@portal/contracts/votacao-cripto';
import { describe, expect, it } from 'vitest';
import { verificarRegistro } from '../../../../../scripts/votacao-verificar/verificador.js';
import { RAIZ } from '../../helpers/comando-admin.js';
import { registroDeExemplo } from './registro-de-exemplo.js';

const exec = promisify(execFile);

const manifesto = {
  votacaoId: '6a4f3c2e-0000-4000-8000-000000000036',
  titulo: 'Horário de atendimento da sala da OAB no fórum',
  opcoes: ['8h às 12h', '13h às 17h', '8h às 17h'],
  minimo: 0,
  maximo: 1,
  guardioes: 3,
  quorum: 2,
};
// Six voters: one blank ballot; counts 1, 3, 1.
const registro = registroDeExemplo(manifesto, [[0], [1], [1], [], [2], [1]], [1, 3]);
const copia = () => structuredClone(registro);

async function verificarPeloTerminal(r: unknown): Promise<{ codigo: number; saida: string }> {
  const arquivo = path.join(mkdtempSync(path.join(os.tmpdir(), 'registro-')), 'registro.json');
  writeFileSync(arquivo, JSON.stringify(r));
  try {
    const s = await exec(process.execPath, ['--import', 'tsx', 'scripts/votacao-verificar.ts', arquivo], {
      cwd: RAIZ,
      timeout: 60_000,
    });
    return { codigo: 0, saida: s.stdout };
  } catch (err) {
    const e = err as { code?: number; stdout?: string };
    return { codigo: e.code ?? -1, saida: e.stdout ?? '' };
  }
}

describe('npm run votacao:verificar', () => {
  it('confere um registro íntegro e diz o que verificou', async () => {
    const { codigo, saida } = await verificarPeloTerminal(registro);
    expect(saida).toContain('3 guardiões: 6 compromissos com provas de Schnorr válidas');
    expect(saida).toContain('6 cédulas: 24 provas de intervalo válidas');
    expect(saida).toContain('cadeia de 6 códigos de confirmação confere');
    expect(saida).toContain('"13h às 17h": 3 voto(s), decifrado por 2 guardiões (1, 3)');
    expect(saida).toContain('Registro verificado: tudo confere');
    expect(codigo).toBe(0);
  });

  it('falha, com código de saída 1, num registro com uma cédula alterada', async () => {
    const r = copia();
    // The third ballot's first ciphertext swapped for the second ballot's.
    r.cedulas[2]!.selecoes[0]!.beta = r.cedulas[1]!.selecoes[0]!.beta;
    const { codigo, saida } = await verificarPeloTerminal(r);
    expect(saida).toMatch(/cédula 3 .*prova não confere/);
    expect(saida).toContain('Registro NÃO confere');
    expect(codigo).toBe(1);
  });

  it('aponta contagem trocada, cédula removida, cadeia reordenada, decifração forjada e guardião alterado', () => {
    expect(verificarRegistro(registro).ok).toBe(true);

    const contagem = copia();
    contagem.apuracao[0]!.contagem = 2;
    expect(verificarRegistro(contagem).falhas.join('\n')).toMatch(/publicada é 2, a recalculada é 1/);

    const removida = copia();
    removida.cedulas.splice(1, 1);
    const falhasRemovida = verificarRegistro(removida).falhas.join('\n');
    expect(falhasRemovida).toMatch(/código de confirmação não confere/);
    expect(falhasRemovida).toMatch(/soma cifrada não é o produto/);

    const reordenada = copia();
    reordenada.cedulas.reverse();
    expect(verificarRegistro(reordenada).falhas.join('\n')).toMatch(/código de confirmação não confere/);

    const forjada = copia();
    forjada.apuracao[1]!.decifracoes[0]!.m = forjada.apuracao[0]!.decifracoes[0]!.m;
    expect(verificarRegistro(forjada).falhas.join('\n')).toMatch(/prova de decifração do guardião 1 não confere/);

    const semQuorum = copia();
    semQuorum.apuracao[2]!.decifracoes.pop();
    expect(verificarRegistro(semQuorum).falhas.join('\n')).toMatch(/menos que o quórum/);

    const guardiao = copia();
    guardiao.guardioes[1]!.compromissos[1] = guardiao.guardioes[0]!.compromissos[1]!;
    expect(verificarRegistro(guardiao).falhas.join('\n')).toMatch(/Schnorr do guardião 2/);

    const malformado = copia() as unknown as { cedulas: { selecoes: { alfa: string }[] }[] };
    malformado.cedulas[0]!.selecoes[0]!.alfa = 'xyz';
    expect(verificarRegistro(malformado).falhas.join('\n')).toMatch(/registro inválido: valor malformado/);
    expect(verificarRegistro({ formato: 'outro' }).ok).toBe(false);
  });

  it('o registro de exemplo da documentação confere, e a biblioteca chega aos mesmos hashes de referência', () => {
    const exemplo = JSON.parse(readFileSync(path.join(RAIZ, 'docs/exemplos/registro-votacao.json'), 'utf8')) as RegistroJson;
    const r = verificarRegistro(exemplo);
    expect(r.falhas).toEqual([]);
    expect(exemplo.apuracao.map((a) => a.contagem)).toEqual([2, 2, 2]);
    expect(bytesParaHex(H_P)).toBe('23b9bc3126902d4ebc94e1910111aaa5f015efea36d711999ac43b284a97fbc1');
    const ctx = contextoDaVotacao(exemplo.manifesto, exemplo.guardioes);
    expect(ctx).toEqual({
      hashManifesto: '8de3b50d8796bfdd9e7191b7566001b413321fd4bf44b3784620b962c544a0f0',
      hashBase: 'e27a8a469f0f5ddf881255b35ec38281c581e9df9f485fe55b7c682c150783ef',
      chaveConjunta: exemplo.chaveConjunta,
      hashEstendido: exemplo.hashEstendido,
      codigoInicial: exemplo.codigoInicial,
    });
  });
});
