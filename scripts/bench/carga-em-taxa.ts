// `npm run bench`'s fixed-rate measurement, in a process of its own: GET URL at RPS requests a second for
// DURACAO seconds over keep-alive connections, open loop — each request is sent when it is due whether or not the
// earlier ones were answered, on a free connection or a new one (performance.now(), in ms with µs resolution). A
// fresh process, so the garbage the saturation runs leave in the parent's heap cannot pause this client mid-measurement.
// Each latency counts from when the request was handed to the client (a new connection's connecting included), not
// from when it was due: the timers that pace this process wake it up to a millisecond either side of the due time
// (early ones are sent at once), and how late the machine wakes a client up is not the server's latency (ADR 026,
// tenth pass). The latency from the due time is sent too.
// Steady state only: the connections are opened first, and the first AQUECIMENTO seconds (default 1) run at the
// same rate without being counted — a new process's first requests wait for its own JIT and for connecting, not
// for the server. The requests go through the lean client (cliente-http.ts), which leaves the CPU to the server.
// AUTHORIZATION, if set, is sent as that header. Sends the parent every latency, both ways, and when each request was
// sent (epoch ms, on the clock every process of the machine shares: performance.timeOrigin + performance.now()), and
// the number of failures.
import { ClienteHttp, montarRequisicao } from './cliente-http.js';

const url = new URL(process.env.URL!);
const rps = Number(process.env.RPS);
const duracaoS = Number(process.env.DURACAO);
const aquecimentoS = Number(process.env.AQUECIMENTO ?? 1);
const cabecalhos: Record<string, string> = process.env.AUTHORIZATION ? { Authorization: process.env.AUTHORIZATION } : {};

const cliente = new ClienteHttp(url, montarRequisicao(url, 'GET', cabecalhos));
await cliente.abrir(8);

/** Sends `total` requests at `rps` from now; answers their latencies (ms), from when each was sent and from when it was due, and how many failed. */
async function rodar(total: number): Promise<{ latencias: number[]; latenciasDoDevido: number[]; instantes: number[]; falhas: number }> {
  const latencias: number[] = [];
  const latenciasDoDevido: number[] = [];
  const instantes: number[] = [];
  let falhas = 0;
  const inicio = performance.now();
  const pendentes: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const devido = inicio + (i * 1000) / rps;
    const espera = devido - performance.now();
    if (espera > 1) await new Promise((r) => setTimeout(r, espera));
    const enviada = performance.now();
    pendentes.push(
      cliente.enviar().then(
        (r) => {
          if (r.status !== 200) falhas++;
          const fim = performance.now();
          latencias.push(fim - enviada);
          latenciasDoDevido.push(fim - devido);
          instantes.push(performance.timeOrigin + enviada);
        },
        () => {
          falhas++;
        },
      ),
    );
  }
  await Promise.all(pendentes);
  return { latencias, latenciasDoDevido, instantes, falhas };
}

const aquecimento = await rodar(Math.round(rps * aquecimentoS));
const medida = await rodar(Math.round(rps * duracaoS));
cliente.fechar();
process.send!(
  { latencias: medida.latencias, latenciasDoDevido: medida.latenciasDoDevido, instantes: medida.instantes, falhas: medida.falhas + aquecimento.falhas },
  () => process.exit(0),
);
