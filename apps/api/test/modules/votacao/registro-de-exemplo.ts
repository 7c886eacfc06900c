import {
  apuracaoCifrada,
  avaliarPolinomio,
  chaveDaParte,
  cifraDeJson,
  cifrarCedula,
  cifrarParte,
  combinar,
  contextoDaVotacao,
  decifrarParcial,
  decifrarParte,
  encadear,
  FORMATO_REGISTRO,
  gerarPolinomio,
  hashBase,
  hexParaBytes,
  logDiscreto,
  parteConfere,
  publicarGuardiao,
  type Manifesto,
  type RegistroJson,
} from '@portal/contracts/votacao-cripto';

/**
 * A whole poll run with the library alone (ceremony, ballots, quorum decryption), as the guardians' and voters'
 * browsers would: a record to feed the verifier.
 */
export function registroDeExemplo(manifesto: Manifesto, escolhas: number[][], quorum: number[]): RegistroJson {
  const hB = hashBase(manifesto);
  const indices = Array.from({ length: manifesto.guardioes }, (_, i) => i + 1);
  const polinomios = indices.map(() => gerarPolinomio(manifesto.quorum));
  const guardioes = indices.map((i) => publicarGuardiao(hB, i, polinomios[i - 1]!));
  const segredos = indices.map((l) =>
    indices.reduce((s, i) => {
      if (i === l) return s + avaliarPolinomio(polinomios[l - 1]!, l);
      const parte = cifrarParte(hB, i, l, chaveDaParte([guardioes[l - 1]!], 0), avaliarPolinomio(polinomios[i - 1]!, l));
      const valor = decifrarParte(hB, polinomios[l - 1]![0]!, parte);
      if (!parteConfere(guardioes[i - 1]!, l, valor)) throw new Error('parte não confere');
      return s + valor;
    }, 0n),
  );
  const ctx = contextoDaVotacao(manifesto, guardioes);
  const contexto = { ...ctx, opcoes: manifesto.opcoes.length, minimo: manifesto.minimo, maximo: manifesto.maximo };
  const cedulas = escolhas.map((e) => cifrarCedula(contexto, e).cedula);
  const codigos = encadear(ctx.hashEstendido, cedulas);
  const hE = hexParaBytes(ctx.hashEstendido);
  const apuracao = apuracaoCifrada(manifesto.opcoes.length, cedulas).map((cj, j) => {
    const cifra = cifraDeJson(cj);
    const decifracoes = quorum.map((l) => decifrarParcial(hE, l, segredos[l - 1]!, cifra));
    const contagem = logDiscreto(combinar(cifra, decifracoes), cedulas.length);
    if (contagem === null) throw new Error('contagem não encontrada');
    return { ...cj, opcao: manifesto.opcoes[j]!, decifracoes, contagem };
  });
  return {
    formato: FORMATO_REGISTRO,
    manifesto,
    ...ctx,
    guardioes,
    cedulas: cedulas.map((c, i) => ({ ...c, codigo: codigos[i]! })),
    apuracao,
  };
}
