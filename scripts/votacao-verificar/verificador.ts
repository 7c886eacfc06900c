/**
 * An independent verifier of a poll's public record (docs/votacao-registro.md). It shares no code with the server
 * or the browser: it reads the JSON, re-derives every hash from the document's equations with @noble/curves and
 * @noble/hashes, checks every proof and the chain of confirmation codes, and recomputes the tally.
 */
import { mulAddUnsafe } from '@noble/curves/abstract/curve.js';
import { ristretto255 } from '@noble/curves/ed25519.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256, sha512 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

type P = InstanceType<typeof ristretto255.Point>;
const Pt = ristretto255.Point;
const q = Pt.Fn.ORDER;
const g = Pt.BASE;
const O = Pt.ZERO;

const md = (x: bigint) => ((x % q) + q) % q;
const vezes = (p: P, k: bigint) => (md(k) === 0n ? O : p.multiplyUnsafe(md(k)));
const gA = (k: bigint) => vezes(g, k);
/** x^a·y^b for public values (Strauss–Shamir). */
const duplo = (x: P, a: bigint, y: P, b: bigint) => mulAddUnsafe(Pt, [x, y], [md(a), md(b)]);

class Invalido extends Error {}

function hex32(h: unknown): Uint8Array {
  if (typeof h !== 'string' || !/^[0-9a-f]{64}$/.test(h)) throw new Invalido(`valor malformado: ${String(h)}`);
  return hexToBytes(h);
}
function ponto(h: unknown): P {
  const b = hex32(h);
  try {
    return Pt.fromBytes(b);
  } catch {
    throw new Invalido(`ponto inválido: ${String(h)}`);
  }
}
function escalar(h: unknown): bigint {
  const x = BigInt('0x' + bytesToHex(hex32(h)));
  if (x >= q) throw new Invalido(`escalar fora do intervalo: ${String(h)}`);
  return x;
}
function be32(x: bigint): Uint8Array {
  return hexToBytes(md(x).toString(16).padStart(64, '0'));
}
function u32(n: number): Uint8Array {
  if (!Number.isInteger(n) || n < 0 || n > 0xffffffff) throw new Invalido(`inteiro inválido: ${n}`);
  return Uint8Array.of(n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255);
}
type Item = number | P | bigint | Uint8Array | string | { int: number };
/** Encoding: a JS number is one domain byte; {int} 4 bytes; a point 32; a bigint 32 big-endian; bytes as is; a string with a 4-byte length. */
function enc(itens: Item[]): Uint8Array {
  const partes = itens.map((i) => {
    if (typeof i === 'number') return Uint8Array.of(i);
    if (typeof i === 'bigint') return be32(i);
    if (typeof i === 'string') {
      const s = utf8ToBytes(i);
      return new Uint8Array([...u32(s.length), ...s]);
    }
    if (i instanceof Uint8Array) return i;
    if ('int' in i) return u32(i.int);
    return i.toBytes();
  });
  const out = new Uint8Array(partes.reduce((t, p) => t + p.length, 0));
  let o = 0;
  for (const p of partes) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}
const Hh = (k: Uint8Array, itens: Item[]) => hmac(sha256, k, enc(itens));
const Hq = (k: Uint8Array, itens: Item[]) => md(BigInt('0x' + bytesToHex(hmac(sha512, k, enc(itens)))));

function provaIntervalo(hE: Uint8Array, K: P, alfa: P, beta: P, prova: unknown, valores: number[]): boolean {
  if (!Array.isArray(prova) || prova.length !== valores.length) return false;
  let soma = 0n;
  const compromissos: P[] = [];
  valores.forEach((j, i) => {
    const c = escalar(prova[i]?.c);
    const v = escalar(prova[i]?.v);
    soma += c;
    compromissos.push(duplo(g, v, alfa, c), duplo(K, v, beta.subtract(gA(BigInt(j))), c));
  });
  return md(soma) === Hq(hE, [0x21, K, alfa, beta, ...compromissos]);
}

export interface Resultado {
  ok: boolean;
  linhas: string[];
  falhas: string[];
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the record is untrusted JSON, checked field by field */
export function verificarRegistro(r: any): Resultado {
  const linhas: string[] = [];
  const falhas: string[] = [];
  const confere = (cond: boolean, ok: string, falha: string) =>
    cond ? linhas.push(`✓ ${ok}`) : falhas.push(`✗ ${falha}`);
  try {
    if (r?.formato !== 'portal-votacao-registro/1') throw new Invalido(`formato desconhecido: ${String(r?.formato)}`);
    const m = r.manifesto;
    const opcoes: string[] = m.opcoes;
    const n: number = m.guardioes;
    const k: number = m.quorum;
    if (!Array.isArray(opcoes) || opcoes.some((o) => typeof o !== 'string')) throw new Invalido('opções malformadas');
    if (!(n >= 3 && k >= 2 && k <= n && m.minimo >= 0 && m.maximo >= m.minimo && m.maximo <= opcoes.length))
      throw new Invalido('manifesto com números inválidos');
    const hP = sha256(enc(['portal-votacao/1', 'ristretto255', q.toString(10), g]));
    const hM = Hh(hP, [
      0x20,
      String(m.votacaoId),
      String(m.titulo),
      { int: opcoes.length },
      ...opcoes,
      { int: m.minimo },
      { int: m.maximo },
    ]);
    const hB = Hh(hP, [0x01, hM, { int: n }, { int: k }]);
    confere(
      bytesToHex(hM) === r.hashManifesto && bytesToHex(hB) === r.hashBase,
      `manifesto: "${m.titulo}", ${opcoes.length} opções, ${m.minimo} a ${m.maximo} escolhas, quórum ${k} de ${n} guardiões (H_M e H_B conferem)`,
      'H_M ou H_B não confere com o manifesto',
    );

    // Guardians: indices 1…n, k commitments each, one Schnorr proof each.
    const guardioes: any[] = r.guardioes;
    if (!Array.isArray(guardioes) || guardioes.length !== n) throw new Invalido(`esperados ${n} guardiões`);
    const comp: P[][] = [];
    let provasOk = 0;
    guardioes.forEach((gd, idx) => {
      const i = idx + 1;
      if (gd.indice !== i || !Array.isArray(gd.compromissos) || gd.compromissos.length !== k)
        throw new Invalido(`guardião ${i} malformado`);
      const Ks = gd.compromissos.map(ponto);
      comp.push(Ks);
      const c = escalar(gd.prova?.c);
      const hs = Ks.map((Kj: P, j: number) => duplo(g, escalar(gd.prova?.v?.[j]), Kj, c));
      if (c === Hq(hB, [0x10, { int: i }, { int: k }, ...Ks, ...hs])) provasOk++;
      else falhas.push(`✗ prova de Schnorr do guardião ${i} não confere`);
    });
    if (provasOk === n) linhas.push(`✓ ${n} guardiões: ${n * k} compromissos com provas de Schnorr válidas`);
    const K = comp.reduce((acc, Ks) => acc.add(Ks[0] as P), O);
    const hE = Hh(hB, [0x12, K]);
    confere(
      bytesToHex(K.toBytes()) === r.chaveConjunta && bytesToHex(hE) === r.hashEstendido,
      'chave conjunta K = Π K_i0 e H_E conferem',
      'chave conjunta ou H_E não confere',
    );

    // Ballots: proofs, then the chain of codes.
    const cedulas: any[] = r.cedulas;
    if (!Array.isArray(cedulas)) throw new Invalido('cédulas ausentes');
    const totais: number[] = [];
    for (let t = m.minimo; t <= m.maximo; t++) totais.push(t);
    let anterior = Hh(hE, [0x2a]);
    confere(
      bytesToHex(anterior) === r.codigoInicial,
      'código inicial da cadeia confere',
      'código inicial da cadeia não confere',
    );
    const A = opcoes.map(() => O);
    const B = opcoes.map(() => O);
    let validas = 0;
    let cadeia = 0;
    const codigos = new Set<string>();
    cedulas.forEach((ced, idx) => {
      const rot = `cédula ${idx + 1} (${String(ced?.codigo).slice(0, 12)}…)`;
      if (!Array.isArray(ced?.selecoes) || ced.selecoes.length !== opcoes.length)
        throw new Invalido(`${rot}: número de cifras errado`);
      const cifras = ced.selecoes.map((s: any) => [ponto(s.alfa), ponto(s.beta)] as [P, P]);
      let ok = ced.selecoes.every((s: any, j: number) =>
        provaIntervalo(hE, K, cifras[j][0], cifras[j][1], s.prova, [0, 1]),
      );
      const soma = cifras.reduce((acc: [P, P], [a, b]: [P, P]) => [acc[0].add(a), acc[1].add(b)] as [P, P], [O, O]);
      ok = ok && provaIntervalo(hE, K, soma[0], soma[1], ced.provaTotal, totais);
      if (ok) validas++;
      else falhas.push(`✗ ${rot}: prova não confere`);
      const escalares = (p: any[]) => p.flatMap((x) => [escalar(x.c), escalar(x.v)]);
      const itens: Item[] = [0x29, anterior];
      ced.selecoes.forEach((s: any, j: number) => itens.push(cifras[j][0], cifras[j][1], ...escalares(s.prova)));
      itens.push(...escalares(ced.provaTotal));
      anterior = Hh(hE, itens);
      if (bytesToHex(anterior) === ced.codigo && !codigos.has(ced.codigo)) cadeia++;
      else falhas.push(`✗ ${rot}: código de confirmação não confere com a cadeia`);
      codigos.add(ced.codigo);
      cifras.forEach(([a, b]: [P, P], j: number) => {
        A[j] = (A[j] as P).add(a);
        B[j] = (B[j] as P).add(b);
      });
    });
    confere(
      validas === cedulas.length,
      `${cedulas.length} cédulas: ${validas * (opcoes.length + 1)} provas de intervalo válidas`,
      `${cedulas.length - validas} cédula(s) com prova inválida`,
    );
    confere(
      cadeia === cedulas.length,
      `cadeia de ${cadeia} códigos de confirmação confere`,
      'a cadeia de códigos não confere',
    );

    // Tally: encrypted sums, partial decryptions of a quorum, combination and counts.
    const apuracao: any[] = r.apuracao;
    if (!Array.isArray(apuracao) || apuracao.length !== opcoes.length)
      throw new Invalido('apuração ausente ou incompleta');
    const chaveDe = (l: number) =>
      comp.reduce((acc, Ks) => {
        let pot = 1n;
        return Ks.reduce((a2, Kj) => {
          const r2 = a2.add(vezes(Kj, pot));
          pot = md(pot * BigInt(l));
          return r2;
        }, acc);
      }, O);
    const chaves = new Map<number, P>();
    let somaContagens = 0;
    apuracao.forEach((ap, j) => {
      const alfa = ponto(ap.alfa);
      const beta = ponto(ap.beta);
      const nome = opcoes[j] as string;
      if (ap.opcao !== nome || !alfa.equals(A[j] as P) || !beta.equals(B[j] as P)) {
        falhas.push(`✗ "${nome}": a soma cifrada não é o produto das cédulas`);
        return;
      }
      const parciais: any[] = ap.decifracoes;
      const presentes = Array.isArray(parciais) ? parciais.map((p) => p.guardiao) : [];
      if (
        presentes.length < k ||
        new Set(presentes).size !== presentes.length ||
        presentes.some((l) => !Number.isInteger(l) || l < 1 || l > n)
      ) {
        falhas.push(`✗ "${nome}": decifrações de menos que o quórum ou de guardiões repetidos/inexistentes`);
        return;
      }
      let M = O;
      for (const p of parciais) {
        const l = p.guardiao as number;
        if (!chaves.has(l)) chaves.set(l, chaveDe(l));
        const Ml = ponto(p.m);
        const c = escalar(p.prova?.c);
        const v = escalar(p.prova?.v);
        const a = duplo(g, v, chaves.get(l) as P, c);
        const b = duplo(alfa, v, Ml, c);
        if (c !== Hq(hE, [0x30, { int: l }, alfa, beta, a, b, Ml])) {
          falhas.push(`✗ "${nome}": prova de decifração do guardião ${l} não confere`);
          return;
        }
        let num = 1n;
        let den = 1n;
        for (const o of presentes) {
          if (o === l) continue;
          num = md(num * BigInt(o));
          den = md(den * BigInt(o - l));
        }
        let inv = 1n;
        for (let e = q - 2n, base = den; e > 0n; e >>= 1n, base = md(base * base)) if (e & 1n) inv = md(inv * base);
        M = M.add(vezes(Ml, md(num * inv)));
      }
      const alvo = beta.subtract(M);
      let t = 0;
      let acc = O;
      while (t <= cedulas.length && !acc.equals(alvo)) {
        acc = acc.add(g);
        t++;
      }
      if (t > cedulas.length)
        falhas.push(`✗ "${nome}": a decifração combinada não é uma contagem entre 0 e ${cedulas.length}`);
      else if (t !== ap.contagem)
        falhas.push(`✗ "${nome}": a contagem publicada é ${ap.contagem}, a recalculada é ${t}`);
      else {
        somaContagens += t;
        linhas.push(
          `✓ "${nome}": ${t} voto(s), decifrado por ${presentes.length} guardiões (${presentes.join(', ')}) com provas válidas`,
        );
      }
    });
    confere(
      somaContagens >= m.minimo * cedulas.length && somaContagens <= m.maximo * cedulas.length,
      `total de escolhas (${somaContagens}) compatível com ${cedulas.length} cédulas`,
      'total de escolhas incompatível com o número de cédulas',
    );
  } catch (e) {
    if (e instanceof Invalido) falhas.push(`✗ registro inválido: ${e.message}`);
    else if (e instanceof TypeError) falhas.push(`✗ registro malformado: ${e.message}`);
    else throw e;
  }
  return { ok: falhas.length === 0, linhas, falhas };
}
