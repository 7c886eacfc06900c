// `npm run bench`'s login load, in a process of its own: POST /usuario/login at a steady rate in alternating
// phases — FASE_MS (default 200) with logins, FASE_MS without, in an order drawn at random for each pair — until
// the parent says stop (IPC); then it answers how many succeeded, what failed, the median time and the phases (on
// the machine's clock, epoch ms), so that the parent can tell the requests it timed sent while logins ran from those
// sent while none did. Kept apart from the process that times the fixed-rate requests, so the work of sending
// logins and reading their answers does not delay that client's own requests: the latency measured is the
// server's. Sent through the lean client (cliente-http.ts): what a login costs the machine is then the server's
// work, not the generator's.
// BASE (the app's address), POR_S (logins per second), USERNAME and PASSWORD come in the environment.
import { ClienteHttp, montarRequisicao } from './cliente-http.js';

export interface Fase {
  /** Epoch ms (performance.timeOrigin + performance.now(): the same clock in every process of the machine). */
  inicio: number;
  fim: number;
  comLogins: boolean;
}

const url = new URL('/wsapp/usuario/login', process.env.BASE!);
const porS = Number(process.env.POR_S ?? 20);
const faseMs = Number(process.env.FASE_MS ?? 200);
const corpo = JSON.stringify({ username: process.env.USERNAME, password: process.env.PASSWORD });
const cliente = new ClienteHttp(url, montarRequisicao(url, 'POST', { 'Content-Type': 'application/json' }, corpo));
await cliente.abrir(4);

const agora = () => performance.timeOrigin + performance.now();
const tempos: number[] = [];
const falhas: (number | string)[] = [];
const emCurso: Promise<void>[] = [];
const fases: Fase[] = [];
/** The next phases, two at a time: one with logins and one without, in a random order. */
const proximas: boolean[] = [];

function novaFase(inicio: number): Fase {
  if (proximas.length === 0) proximas.push(...(Math.random() < 0.5 ? [true, false] : [false, true]));
  const f = { inicio, fim: inicio + faseMs, comLogins: proximas.shift()! };
  fases.push(f);
  return f;
}

function entrar(): void {
  const t0 = performance.now();
  emCurso.push(
    cliente.enviar().then(
      (r) => {
        if (r.status === 200) tempos.push(performance.now() - t0);
        else falhas.push(r.status);
      },
      (err: Error) => {
        falhas.push(err.message);
      },
    ),
  );
}

// Each phase sends its logins on its own schedule (one every 1000 / POR_S ms from its start), so a phase with
// logins has them all, evenly spaced, whatever the timer's drift; between them the process sleeps.
const porFase = Math.round((faseMs * porS) / 1000);
let fase = novaFase(agora());
let enviadosNaFase = 0;
let timer: NodeJS.Timeout;
function passo(): void {
  const t = agora();
  while (t >= fase.fim) {
    fase = novaFase(fase.fim);
    enviadosNaFase = 0;
  }
  if (fase.comLogins) {
    const devidos = Math.min(Math.floor(((t - fase.inicio) * porS) / 1000) + 1, porFase);
    for (; enviadosNaFase < devidos; enviadosNaFase++) entrar();
  }
  const proximo = fase.comLogins && enviadosNaFase < porFase ? fase.inicio + (enviadosNaFase * 1000) / porS : fase.fim;
  timer = setTimeout(passo, Math.max(0, proximo - agora()));
}
passo();

process.once('message', async () => {
  clearTimeout(timer);
  fase.fim = agora();
  await Promise.all(emCurso);
  cliente.fechar();
  tempos.sort((a, b) => a - b);
  process.send!(
    { feitos: tempos.length, falhas, medianaMs: tempos.length ? tempos[Math.floor(tempos.length / 2)] : NaN, fases },
    () => process.exit(0),
  );
});
process.send!('pronto');
