// `npm run bench`'s login load, in a process of its own: POST /usuario/login at a steady rate until the parent
// says stop (IPC), then it answers how many succeeded, what failed and the median time. Kept apart from the
// process that times the fixed-rate requests, so the work of sending logins and reading their answers does not
// delay that client's own requests: the latency measured is the server's. Sent through the lean client
// (cliente-http.ts): what a login costs the machine is then the server's work, not the generator's.
// BASE (the app's address), POR_S (logins per second), USERNAME and PASSWORD come in the environment.
import { ClienteHttp, montarRequisicao } from './cliente-http.js';

const url = new URL('/wsapp/usuario/login', process.env.BASE!);
const porS = Number(process.env.POR_S ?? 20);
const corpo = JSON.stringify({ username: process.env.USERNAME, password: process.env.PASSWORD });
const cliente = new ClienteHttp(url, montarRequisicao(url, 'POST', { 'Content-Type': 'application/json' }, corpo));
await cliente.abrir(4);

const tempos: number[] = [];
const falhas: (number | string)[] = [];
const emCurso: Promise<void>[] = [];
const timer = setInterval(() => {
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
}, 1000 / porS);

process.once('message', async () => {
  clearInterval(timer);
  await Promise.all(emCurso);
  cliente.fechar();
  tempos.sort((a, b) => a - b);
  process.send!({ feitos: tempos.length, falhas, medianaMs: tempos.length ? tempos[Math.floor(tempos.length / 2)] : NaN }, () => process.exit(0));
});
process.send!('pronto');
