// `npm run bench:votacao-cripto [-- N [registro.json]]`: the encrypted ballot's cryptography alone (ADR 058), on
// this machine's CPU, no database: a 3-guardian ceremony (quorum 2), N ballots of 3 options (default 500)
// encrypted outside the timed part, then timed: the server's check of every ballot (`problemaDaCedula`: what
// casting will cost the API per ballot), the chained confirmation codes, the homomorphic tally and its quorum
// decryption, and the independent verifier on the whole record. Prints ballots per second and writes the
// record when a path is given (for `npm run votacao:verificar`). Exits 1 if the counts are not the votes cast.
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  apuracaoCifrada,
  avaliarPolinomio,
  cifraDeJson,
  cifrarCedula,
  combinar,
  contextoDaVotacao,
  decifrarParcial,
  encadear,
  FORMATO_REGISTRO,
  gerarPolinomio,
  hashBase,
  hexParaBytes,
  logDiscreto,
  problemaDaCedula,
  publicarGuardiao,
  type Manifesto,
  type RegistroJson,
} from '@portal/contracts/votacao-cripto';
import { verificarRegistro } from '../votacao-verificar/verificador.js';

const N = Number(process.argv[2] ?? 500);
const saida = process.argv[3];
const manifesto: Manifesto = {
  votacaoId: 'bench-votacao-cripto',
  titulo: 'Horário de atendimento da sala da OAB no fórum',
  opcoes: ['8h às 12h', '13h às 17h', '8h às 17h'],
  minimo: 0,
  maximo: 1,
  guardioes: 3,
  quorum: 2,
};

const hB = hashBase(manifesto);
const polinomios = [1, 2, 3].map(() => gerarPolinomio(manifesto.quorum));
const guardioes = polinomios.map((p, i) => publicarGuardiao(hB, i + 1, p));
// The shares s_ℓ = Σ_i P_i(ℓ) (the exchange of encrypted shares is covered by the tests, not timed here).
const segredos = [1, 2, 3].map((l) => polinomios.reduce((s, p) => s + avaliarPolinomio(p, l), 0n));
const ctx = contextoDaVotacao(manifesto, guardioes);
const contexto = { ...ctx, opcoes: 3, minimo: 0, maximo: 1 };

const escolhas = Array.from({ length: N }, (_, i) => (i % 7 === 6 ? [] : [i % 3]));
const esperado = [0, 1, 2].map((j) => escolhas.filter((e) => e[0] === j).length);
let t = performance.now();
const cedulas = escolhas.map((e) => cifrarCedula(contexto, e).cedula);
const cifrarMs = performance.now() - t;

t = performance.now();
const cpu = process.cpuUsage();
for (const c of cedulas) {
  const problema = problemaDaCedula(contexto, c);
  if (problema) throw new Error(problema);
}
const verificarMs = performance.now() - t;
const { user, system } = process.cpuUsage(cpu);
const verificarCpuMs = (user + system) / 1000;

t = performance.now();
const codigos = encadear(ctx.hashEstendido, cedulas);
const codigosMs = performance.now() - t;

t = performance.now();
const hE = hexParaBytes(ctx.hashEstendido);
const apuracao = apuracaoCifrada(3, cedulas).map((cj, j) => {
  const cifra = cifraDeJson(cj);
  const decifracoes = [1, 3].map((l) => decifrarParcial(hE, l, segredos[l - 1]!, cifra));
  return {
    ...cj,
    opcao: manifesto.opcoes[j]!,
    decifracoes,
    contagem: logDiscreto(combinar(cifra, decifracoes), N) ?? -1,
  };
});
const apurarMs = performance.now() - t;

const registro: RegistroJson = {
  formato: FORMATO_REGISTRO,
  manifesto,
  ...ctx,
  guardioes,
  cedulas: cedulas.map((c, i) => ({ ...c, codigo: codigos[i]! })),
  apuracao,
};
t = performance.now();
const verificacao = verificarRegistro(JSON.parse(JSON.stringify(registro)));
const verificadorMs = performance.now() - t;
if (saida) writeFileSync(saida, JSON.stringify(registro, null, 1));

const porSegundo = (ms: number) => Math.round((N / ms) * 1000);
console.log(`${N} cédulas de 3 opções, 3 guardiões, quórum 2`);
console.log(`cifrar no navegador (fora do tempo do servidor): ${(cifrarMs / N).toFixed(1)} ms/cédula`);
console.log(
  `verificação pelo servidor: ${porSegundo(verificarMs)} cédulas/s de relógio (${(verificarMs / N).toFixed(1)} ms/cédula), ` +
    `${porSegundo(verificarCpuMs)} cédulas/s por núcleo de CPU (${(verificarCpuMs / N).toFixed(1)} ms de CPU/cédula)`,
);
console.log(`códigos de confirmação encadeados: ${porSegundo(codigosMs)} cédulas/s`);
console.log(`apuração (soma cifrada e decifração por 2 guardiões): ${(apurarMs / 1000).toFixed(1)} s`);
console.log(
  `verificador independente no registro inteiro: ${(verificadorMs / 1000).toFixed(1)} s (${verificacao.ok ? 'confere' : 'NÃO confere'})`,
);
const contagens = apuracao.map((a) => a.contagem);
if (!verificacao.ok || contagens.some((c, j) => c !== esperado[j])) {
  console.error(`contagens ${contagens.join('/')} ≠ votos ${esperado.join('/')}`, verificacao.falhas.slice(0, 5));
  process.exit(1);
}
console.log(`contagens ${contagens.join('/')} = votos lançados`);
