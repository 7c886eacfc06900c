// `npm run bench`'s fixed-rate measurement, in a process of its own: GET URL at RPS requests a second for
// DURACAO seconds over keep-alive connections, open loop — each request's latency counts from when it was due,
// not from when a free connection sent it (performance.now(), in ms with µs resolution). A fresh process, so
// the garbage the saturation runs leave in the parent's heap cannot pause this client mid-measurement.
// AUTHORIZATION, if set, is sent as that header. Sends the parent every latency, or the number of failures.
import http from 'node:http';

const url = process.env.URL!;
const rps = Number(process.env.RPS);
const duracaoS = Number(process.env.DURACAO);
const headers: Record<string, string> = process.env.AUTHORIZATION ? { authorization: process.env.AUTHORIZATION } : {};

const agente = new http.Agent({ keepAlive: true, maxSockets: 64 });
const latencias: number[] = [];
let falhas = 0;
const inicio = performance.now();
const total = Math.round(rps * duracaoS);
const pendentes: Promise<void>[] = [];
for (let i = 0; i < total; i++) {
  const devido = inicio + (i * 1000) / rps;
  const espera = devido - performance.now();
  if (espera > 1) await new Promise((r) => setTimeout(r, espera));
  pendentes.push(
    new Promise<void>((resolve) => {
      const req = http.get(url, { agent: agente, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) falhas++;
          latencias.push(performance.now() - devido);
          resolve();
        });
      });
      req.on('error', () => {
        falhas++;
        resolve();
      });
    }),
  );
}
await Promise.all(pendentes);
agente.destroy();
process.send!({ latencias, falhas }, () => process.exit(0));
