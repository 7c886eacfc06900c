import { describe, expect, it } from 'vitest';
import {
  cedulaConfere,
  chaveConjunta,
  chaveDaParte,
  cifrarCedula,
  cifrarParte,
  codigoConfirmacao,
  codigoInicial,
  combinar,
  decifrarParcial,
  decifrarParte,
  avaliarPolinomio,
  bytesParaHex,
  cedulaCifradaSchema,
  gerarPolinomio,
  guardiaoPublicoSchema,
  hashBase,
  hashEstendido,
  logDiscreto,
  parteConfere,
  pontoParaHex,
  problemaDaCedula,
  problemaDoManifesto,
  publicarGuardiao,
  somarCedulas,
  verificarGuardiao,
  verificarParcial,
  type CedulaCifradaJson,
  type ContextoCedula,
  type Manifesto,
} from '../src/votacao-cripto/index.js';

const manifesto: Manifesto = {
  votacaoId: '00000000-0000-4000-8000-000000000001',
  titulo: 'Horário de atendimento',
  opcoes: ['Manhã', 'Tarde', 'Integral'],
  minimo: 0,
  maximo: 1,
  guardioes: 3,
  quorum: 2,
};

/** The whole ceremony, as three browsers and the server would run it. */
function cerimonia(m: Manifesto) {
  const hB = hashBase(m);
  const indices = Array.from({ length: m.guardioes }, (_, i) => i + 1);
  const polinomios = indices.map(() => gerarPolinomio(m.quorum));
  const publicos = indices.map((i) => publicarGuardiao(hB, i, polinomios[i - 1]!));
  for (const p of publicos) expect(verificarGuardiao(hB, p, m.quorum)).toBe(true);
  const partes = indices.flatMap((i) =>
    indices
      .filter((l) => l !== i)
      .map((l) => cifrarParte(hB, i, l, chaveDaParte([publicos[l - 1]!], 0), avaliarPolinomio(polinomios[i - 1]!, l))),
  );
  const segredos = indices.map((l) => {
    let s = avaliarPolinomio(polinomios[l - 1]!, l);
    for (const parte of partes.filter((p) => p.para === l)) {
      const valor = decifrarParte(hB, polinomios[l - 1]![0]!, parte);
      expect(parteConfere(publicos[parte.de - 1]!, l, valor)).toBe(true);
      s += valor;
    }
    return s;
  });
  const K = chaveConjunta(publicos);
  const hE = hashEstendido(hB, K);
  const ctx: ContextoCedula = {
    hashEstendido: bytesParaHex(hE),
    chaveConjunta: pontoParaHex(K),
    opcoes: m.opcoes.length,
    minimo: m.minimo,
    maximo: m.maximo,
  };
  return { hB, hE, K, publicos, partes, segredos, polinomios, ctx };
}

function apurar(c: ReturnType<typeof cerimonia>, cedulas: CedulaCifradaJson[], quorum: number[]) {
  return somarCedulas(c.ctx.opcoes, cedulas).map((cifra) => {
    const parciais = quorum.map((l) => decifrarParcial(c.hE, l, c.segredos[l - 1]!, cifra));
    for (const p of parciais) expect(verificarParcial(c.hE, chaveDaParte(c.publicos, p.guardiao), cifra, p)).toBe(true);
    return logDiscreto(combinar(cifra, parciais), cedulas.length);
  });
}

describe('votação cifrada: a biblioteca', () => {
  const c = cerimonia(manifesto);
  const escolhas = [[0], [1], [1], [], [2], [1]];
  const cedulas = escolhas.map((e) => cifrarCedula(c.ctx, e).cedula);

  it('aceita cédulas bem formadas, inclusive em branco', () => {
    for (const cedula of cedulas) expect(problemaDaCedula(c.ctx, cedula)).toBeNull();
  });

  it('qualquer quórum (2 de 3, 3 de 3) apura as mesmas contagens, sem decifrar cédula alguma', () => {
    const esperado = [1, 3, 1];
    expect(apurar(c, cedulas, [1, 2])).toEqual(esperado);
    expect(apurar(c, cedulas, [2, 3])).toEqual(esperado);
    expect(apurar(c, cedulas, [3, 1])).toEqual(esperado);
    expect(apurar(c, cedulas, [1, 2, 3])).toEqual(esperado);
  });

  it('um guardião sozinho não decifra', () => {
    const [cifra] = somarCedulas(c.ctx.opcoes, cedulas);
    const parcial = decifrarParcial(c.hE, 1, c.segredos[0]!, cifra!);
    expect(logDiscreto(combinar(cifra!, [parcial]), cedulas.length)).toBeNull();
  });

  it('recusa cifra ou prova alterada, cédula com duas escolhas e cédula de outra votação', () => {
    const boa = cedulas[0]!;
    const outra = cedulas[1]!;
    // The ciphertext of option 1 swapped for another ballot's: its proof no longer matches.
    const { alfa, beta } = outra.selecoes[0]!;
    const trocada = {
      ...boa,
      selecoes: [{ ...boa.selecoes[0]!, alfa, beta }, ...boa.selecoes.slice(1)],
    };
    expect(problemaDaCedula(c.ctx, trocada)).toMatch(/opção 1 não confere/);
    const prova = boa.selecoes[1]!.prova.map((p, i) => (i === 0 ? { ...p, v: outra.selecoes[1]!.prova[0]!.v } : p));
    expect(
      problemaDaCedula(c.ctx, {
        ...boa,
        selecoes: [boa.selecoes[0]!, { ...boa.selecoes[1]!, prova }, boa.selecoes[2]!],
      }),
    ).toMatch(/opção 2 não confere/);
    expect(
      problemaDaCedula(c.ctx, {
        ...boa,
        selecoes: [{ ...boa.selecoes[0]!, beta: 'zz' }, ...boa.selecoes.slice(1)],
      }),
    ).toMatch(/malformada/);
    expect(problemaDaCedula(c.ctx, { ...boa, selecoes: boa.selecoes.slice(1) })).toMatch(/uma cifra para cada opção/);
    // A whole selection (ciphertext and proof) taken from another ballot: each proof holds, the total does not.
    expect(
      problemaDaCedula(c.ctx, {
        ...boa,
        selecoes: [boa.selecoes[0]!, outra.selecoes[1]!, boa.selecoes[2]!],
      }),
    ).toMatch(/número de escolhas/);
    // Two selections where one is allowed: a browser that cheats cannot produce the total's proof.
    expect(() => cifrarCedula(c.ctx, [0, 1])).toThrow();
    const duas = cifrarCedula({ ...c.ctx, maximo: 2 }, [0, 1]).cedula;
    expect(problemaDaCedula(c.ctx, duas)).toMatch(/número de escolhas/);
    // The same ballot for another poll (another H_E) fails.
    const outraVotacao = cerimonia({
      ...manifesto,
      votacaoId: '00000000-0000-4000-8000-000000000002',
    });
    expect(problemaDaCedula(outraVotacao.ctx, boa)).not.toBeNull();
  });

  it('exige exatamente L escolhas quando mínimo = máximo', () => {
    const ctx = { ...c.ctx, minimo: 2, maximo: 2 };
    expect(problemaDaCedula(ctx, cifrarCedula(ctx, [0, 2]).cedula)).toBeNull();
    expect(problemaDaCedula(ctx, cifrarCedula({ ...ctx, minimo: 1 }, [1]).cedula)).toMatch(/número de escolhas/);
  });

  it('os códigos de confirmação encadeiam e mudam com qualquer alteração', () => {
    const inicio = codigoInicial(c.ctx.hashEstendido);
    const c1 = codigoConfirmacao(c.ctx.hashEstendido, inicio, cedulas[0]!);
    const c2 = codigoConfirmacao(c.ctx.hashEstendido, c1, cedulas[1]!);
    expect(c1).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set([inicio, c1, c2]).size).toBe(3);
    expect(codigoConfirmacao(c.ctx.hashEstendido, inicio, cedulas[1]!)).not.toBe(c2);
  });

  it('Benaloh: os nonces revelados mostram a escolha cifrada, e só ela', () => {
    const { cedula, segredo } = cifrarCedula(c.ctx, [2]);
    expect(cedulaConfere(c.ctx, cedula, segredo)).toBe(true);
    expect(cedulaConfere(c.ctx, cedula, { ...segredo, escolhas: [1] })).toBe(false);
  });

  it('a cerimônia recusa prova de guardião ou parte alteradas', () => {
    const pub = c.publicos[0]!;
    expect(
      verificarGuardiao(
        c.hB,
        {
          ...pub,
          compromissos: [c.publicos[1]!.compromissos[0]!, ...pub.compromissos.slice(1)],
        },
        2,
      ),
    ).toBe(false);
    expect(verificarGuardiao(hashBase({ ...manifesto, titulo: 'Outra' }), pub, 2)).toBe(false);
    const parte = c.partes.find((p) => p.de === 1 && p.para === 2)!;
    const alterada = {
      ...parte,
      c1: (parte.c1[0] === '0' ? '1' : '0') + parte.c1.slice(1),
    };
    expect(() => decifrarParte(c.hB, c.polinomios[1]![0]!, alterada)).toThrow(/alterada/);
    // A share that decrypts but does not match the commitments (a dishonest sender) is caught.
    expect(parteConfere(c.publicos[0]!, 2, avaliarPolinomio(c.polinomios[0]!, 3))).toBe(false);
  });

  it('recusa decifração parcial com o segredo errado', () => {
    const [cifra] = somarCedulas(c.ctx.opcoes, cedulas);
    const falsa = decifrarParcial(c.hE, 1, c.segredos[1]!, cifra!);
    expect(verificarParcial(c.hE, chaveDaParte(c.publicos, 1), cifra!, falsa)).toBe(false);
  });

  it('valida os números do manifesto', () => {
    expect(problemaDoManifesto(manifesto)).toBeNull();
    expect(problemaDoManifesto({ ...manifesto, guardioes: 2 })).toMatch(/três guardiões/);
    expect(problemaDoManifesto({ ...manifesto, quorum: 4 })).toMatch(/quórum/);
  });
});

describe('votação cifrada: as formas que a API recebe', () => {
  it('aceita o que a biblioteca produz e recusa o malformado', () => {
    const hB = hashBase(manifesto);
    const pub = publicarGuardiao(hB, 1, gerarPolinomio(2));
    expect(guardiaoPublicoSchema.safeParse(pub).success).toBe(true);
    const ctx = cerimonia(manifesto).ctx;
    const { cedula } = cifrarCedula(ctx, [1]);
    expect(cedulaCifradaSchema.safeParse(cedula).success).toBe(true);
    const r = cedulaCifradaSchema.safeParse({ ...cedula, selecoes: [{ ...cedula.selecoes[0]!, alfa: 'ABC' }] });
    expect(r.success).toBe(false);
    expect(cedulaCifradaSchema.safeParse({ selecoes: 'x' }).success).toBe(false);
  });
});
