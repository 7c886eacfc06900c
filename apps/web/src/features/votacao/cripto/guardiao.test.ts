import {
  apuracaoCifrada,
  cifrarCedula,
  combinar,
  contextoDaVotacao,
  hashBase,
  logDiscreto,
  verificarParcial,
  chaveDaParte,
  cifraDeJson,
  hexParaBytes,
  bytesParaHex,
  type GuardiaoPublicoJson,
  type Manifesto,
  type ParteCifradaJson,
} from '@portal/contracts/votacao-cripto';
import { describe, expect, it } from 'vitest';
import { arquivoPedeSenha, criarArquivoGuardiao, ErroArquivoGuardiao, lerArquivoGuardiao, type SegredoGuardiao } from './arquivo-guardiao';
import { conferirArquivoComChave, conferirPartes, decifrarApuracao, gerarChaveGuardiao, prepararPartes } from './guardiao';

const manifesto: Manifesto = { votacaoId: 'v-1', titulo: 'Enquete', opcoes: ['Sim', 'Não'], minimo: 1, maximo: 1, guardioes: 3, quorum: 2 };
const hB = bytesParaHex(hashBase(manifesto));
const esperado = { votacaoId: 'v-1', indice: 2, hashBase: hB };
const segredo = { votacaoId: 'v-1', indice: 2, hashBase: hB, coeficientes: ['01'.padStart(64, '0'), '02'.padStart(64, '0')] };

async function motivo(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    if (e instanceof ErroArquivoGuardiao) return e.motivo;
    throw e;
  }
  return 'ok';
}

describe('the guardian file', () => {
  it('a plain file reads back', async () => {
    const texto = await criarArquivoGuardiao(segredo);
    expect(arquivoPedeSenha(texto)).toBe(false);
    expect(await lerArquivoGuardiao(texto, esperado)).toEqual({ formato: 'portal-votacao-guardiao/1', ...segredo });
  });

  it('a file with a passphrase reads back only with it, and its coefficients are not in clear', { timeout: 60_000 }, async () => {
    const texto = await criarArquivoGuardiao(segredo, 'cavalo correto bateria');
    expect(arquivoPedeSenha(texto)).toBe(true);
    expect(texto).not.toContain(segredo.coeficientes[1]);
    expect(JSON.parse(texto)).toMatchObject({ kdf: { nome: 'PBKDF2-SHA-256', iteracoes: 600_000 }, cifra: { nome: 'AES-GCM-256' } });
    expect(await motivo(lerArquivoGuardiao(texto, esperado))).toBe('precisa-senha');
    expect(await motivo(lerArquivoGuardiao(texto, esperado, 'cavalo errado'))).toBe('senha-errada');
    expect((await lerArquivoGuardiao(texto, esperado, 'cavalo correto bateria')).coeficientes).toEqual(segredo.coeficientes);
    // Another poll is told before any passphrase is tried.
    expect(await motivo(lerArquivoGuardiao(texto, { ...esperado, votacaoId: 'v-2' }))).toBe('outra-votacao');
    // The poll and guardian in clear are bound to the ciphertext: edited, the file no longer opens.
    const trocado = JSON.stringify({ ...JSON.parse(texto), indice: 3 });
    expect(await motivo(lerArquivoGuardiao(trocado, { ...esperado, indice: 3 }, 'cavalo correto bateria'))).toBe('senha-errada');
  });

  it('refuses a file of another poll, another guardian, another ceremony, or no guardian file at all', async () => {
    const texto = await criarArquivoGuardiao(segredo);
    expect(await motivo(lerArquivoGuardiao(texto, { ...esperado, votacaoId: 'v-2' }))).toBe('outra-votacao');
    expect(await motivo(lerArquivoGuardiao(texto, { ...esperado, indice: 1 }))).toBe('outro-guardiao');
    expect(await motivo(lerArquivoGuardiao(texto, { ...esperado, hashBase: 'ab'.repeat(32) }))).toBe('outra-cerimonia');
    expect(await motivo(lerArquivoGuardiao('{"nada": 1}', esperado))).toBe('danificado');
    expect(await motivo(lerArquivoGuardiao('%PDF-1.4', esperado))).toBe('danificado');
    expect(await motivo(lerArquivoGuardiao(texto.replace(/"0{62}02"/, '"xyz"'), esperado))).toBe('danificado');
    expect(new ErroArquivoGuardiao('outra-votacao').message).toBe('Este arquivo é de outra votação. Escolha o arquivo que você baixou para esta votação.');
  });
});

describe('the guardian steps, three browsers', () => {
  it('ceremony, a ballot each way, and any two guardians decrypt the tally', { timeout: 60_000 }, async () => {
    const base = { votacaoId: 'v-1', hashBase: hB, quorum: 2 };
    const gerados = await Promise.all([1, 2, 3].map((indice) => gerarChaveGuardiao({ ...base, indice })));
    const publicos: GuardiaoPublicoJson[] = gerados.map((g) => g.publico);
    const segredos: SegredoGuardiao[] = await Promise.all(gerados.map((g, i) => lerArquivoGuardiao(g.arquivo, { votacaoId: 'v-1', indice: i + 1, hashBase: hB })));
    segredos.forEach((s, i) => conferirArquivoComChave(s, publicos[i] ?? null));
    expect(() => conferirArquivoComChave(segredos[0] as SegredoGuardiao, publicos[1] ?? null)).toThrow(ErroArquivoGuardiao);

    const partes: ParteCifradaJson[] = segredos.flatMap((s) => prepararPartes(s, publicos));
    expect(partes).toHaveLength(6);
    const para = (l: number) => partes.filter((p) => p.para === l);
    for (const s of segredos) expect(conferirPartes(s, publicos, para(s.indice)).confere).toBe(true);
    // A part altered in transit names its sender.
    const alterada = para(2).map((p) => (p.de === 3 ? { ...p, c1: p.c1.replace(/^./, (c) => (c === '0' ? '1' : '0')) } : p));
    expect(conferirPartes(segredos[1] as SegredoGuardiao, publicos, alterada)).toEqual({ confere: false, de: 3 });

    const ctx = contextoDaVotacao(manifesto, publicos);
    const cedulas = [[0], [1], [0]].map((e) => cifrarCedula({ hashEstendido: ctx.hashEstendido, chaveConjunta: ctx.chaveConjunta, opcoes: 2, minimo: 1, maximo: 1 }, e).cedula);
    const apuracao = apuracaoCifrada(2, cedulas);
    for (const quorum of [
      [1, 2],
      [2, 3],
      [1, 3],
    ]) {
      const parciais = quorum.map((l) => decifrarApuracao(segredos[l - 1] as SegredoGuardiao, publicos, para(l), ctx.hashEstendido, apuracao));
      parciais.forEach((ps, i) =>
        ps.forEach((p, j) => expect(verificarParcial(hexParaBytes(ctx.hashEstendido), chaveDaParte(publicos, quorum[i] ?? 0), cifraDeJson(apuracao[j]!), p)).toBe(true)),
      );
      const contagens = apuracao.map((c, j) => logDiscreto(combinar(cifraDeJson(c), parciais.map((ps) => ps[j]!)), 3));
      expect(contagens).toEqual([2, 1]);
    }
  });
});
