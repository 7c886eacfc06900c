// `npm run bench`'s fixed-rate measurement, in a process of its own: GET URL at RPS requests a second for
// DURACAO seconds over keep-alive connections, open loop — each request's latency counts from when it was due,
// not from when a free connection sent it (performance.now(), in ms with µs resolution). A fresh process, so
// the garbage the saturation runs leave in the parent's heap cannot pause this client mid-measurement.
// Steady state only: the connections are opened first, and the first AQUECIMENTO seconds (default 1) run at the
// same rate without being counted — a new process's first requests wait for its own JIT and for connecting, not
// for the server. The requests go through the lean client (cliente-http.ts), which leaves the CPU to the server.
// AUTHORIZATION, if set, is sent as that header. Sends the parent every latency and when each request was due
// (epoch ms, on the clock every process of the machine shares: performance.timeOrigin + performance.now()), and the
// number of failures.
import { ClienteHttp, montarRequisicao } from './cliente-http.js';

const url = new URL(process.env.URL!);
const rps = Number(process.env.RPS);
const duracaoS = Number(process.env.DURACAO);
const aquecimentoS = Number(process.env.AQUECIMENTO ?? 1);
const cabecalhos: Record<string, string> = process.env.AUTHORIZATION ? { Authorization: process.env.AUTHORIZATION } : {};

const cliente = new ClienteHttp(url, montarRequisicao(url, 'GET', cabecalhos));
await cliente.abrir(8);

/** Sends `total` requests at `rps` from now; answers their latencies (ms) and how many failed. */
async function rodar(total: number): Promise<{ latencias: number[]; instantes: number[]; falhas: number }> {
  const latencias: number[] = [];
  const instantes: number[] = [];
  let falhas = 0;
  const inicio = performance.now();
  const pendentes: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const devido = inicio + (i * 1000) / rps;
    const espera = devido - performance.now();
    if (espera > 1) await new Promise((r) => setTimeout(r, espera));
    pendentes.push(
      cliente.enviar().then(
        (r) => {
          if (r.status !== 200) falhas++;
          latencias.push(performance.now() - devido);
          instantes.push(performance.timeOrigin + devido);
        },
        () => {
          falhas++;
        },
      ),
    );
  }
  await Promise.all(pendentes);
  return { latencias, instantes, falhas };
}

const aquecimento = await rodar(Math.round(rps * aquecimentoS));
const medida = await rodar(Math.round(rps * duracaoS));
cliente.fechar();
process.send!({ latencias: medida.latencias, instantes: medida.instantes, falhas: medida.falhas + aquecimento.falhas }, () => process.exit(0));
