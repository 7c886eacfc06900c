/**
 * The worker thread of the ballot check (ADR 059): problemaDaCedula for one ballot per message, off the event loop.
 * Loaded by verificar-cedula.ts with tsx's loader; answers { id, problema } or { id, erro }.
 */
import { parentPort } from 'node:worker_threads';
import { problemaDaCedula, type CedulaCifradaJson, type ContextoCedula } from '@portal/contracts/votacao-cripto';

parentPort?.on('message', (m: { id: number; ctx: ContextoCedula; cedula: CedulaCifradaJson }) => {
  try {
    parentPort?.postMessage({ id: m.id, problema: problemaDaCedula(m.ctx, m.cedula) });
  } catch (err) {
    parentPort?.postMessage({ id: m.id, erro: String((err as Error)?.message ?? err) });
  }
});
