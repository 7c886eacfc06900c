// `npm run bench`'s login load, in a process of its own: POST /usuario/login at a steady rate until the parent
// says stop (IPC), then it answers how many succeeded, what failed and the median time. Kept apart from the
// process that times the fixed-rate requests, so the work of sending logins and reading their answers does not
// delay that client's own requests: the latency measured is the server's.
// BASE (the app's address), POR_S (logins per second), USERNAME and PASSWORD come in the environment.
const base = process.env.BASE!;
const porS = Number(process.env.POR_S ?? 20);
const corpo = JSON.stringify({ username: process.env.USERNAME, password: process.env.PASSWORD });

const tempos: number[] = [];
const falhas: (number | string)[] = [];
const emCurso: Promise<void>[] = [];
const timer = setInterval(() => {
  const t0 = performance.now();
  emCurso.push(
    fetch(`${base}/wsapp/usuario/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: corpo })
      .then(async (r) => {
        await r.arrayBuffer();
        if (r.status === 200) tempos.push(performance.now() - t0);
        else falhas.push(r.status);
      })
      .catch((err: Error) => {
        falhas.push(err.message);
      }),
  );
}, 1000 / porS);

process.once('message', async () => {
  clearInterval(timer);
  await Promise.all(emCurso);
  tempos.sort((a, b) => a - b);
  process.send!({ feitos: tempos.length, falhas, medianaMs: tempos.length ? tempos[Math.floor(tempos.length / 2)] : NaN }, () => process.exit(0));
});
process.send!('pronto');
