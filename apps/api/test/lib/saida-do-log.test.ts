import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/app.js';
import { requisicaoParaLog } from '../../src/lib/log-seguro.js';
import { criarSaidaDoLog, esvaziarSaidaDoLog, LOG_BUFFER_BYTES, type SaidaDoLog } from '../../src/lib/saida-do-log.js';

const SEGREDO = 'q3v8K2mZ_x7Lr0aTfYb9wE4pN6sJcH1uG5dQkV-iOoA';

describe('the server log output (batched, asynchronous)', () => {
  const abertas: SaidaDoLog[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saida-log-'));
  afterEach(() => {
    for (const s of abertas.splice(0)) s.destroy();
  });

  function abrir(o?: { bufferBytes?: number; flushMs?: number }) {
    const arquivo = path.join(dir, `${Math.random().toString(36).slice(2)}.log`);
    const saida = criarSaidaDoLog(arquivo, o);
    abertas.push(saida);
    const log = pino(loggerOptions('info') as pino.LoggerOptions, saida);
    return { saida, log, ler: () => (fs.existsSync(arquivo) ? fs.readFileSync(arquivo, 'utf8') : '') };
  }

  // The file opens asynchronously: called in the tick the output was created, before 'ready' can fire.
  const pronta = (s: SaidaDoLog) => new Promise((r) => s.destino.once('ready', r));

  it('holds lines until a buffer fills, and writes every line, in order, when emptied (shutdown)', async () => {
    const { saida, log, ler } = abrir({ flushMs: 60_000 });
    await pronta(saida);
    const linha = (i: number) => log.info({ req: { method: 'GET', url: '/wsapp/usuario/me', ip: '127.0.0.1' }, linha: i }, 'request completed');
    for (let i = 0; i < 5; i++) linha(i);
    await new Promise((r) => setTimeout(r, 200));
    // Five lines are well under a buffer: not written yet (one write a line is what the buffer saves).
    expect(ler()).toBe('');
    const n = 3000;
    for (let i = 5; i < n; i++) linha(i);
    await esvaziarSaidaDoLog(saida);
    const linhas = ler().trim().split('\n').map((l) => JSON.parse(l) as { linha: number });
    expect(linhas.map((l) => l.linha)).toEqual(Array.from({ length: n }, (_, i) => i));
  });

  it('a lone line (quiet traffic) is written by the timer, without waiting for the buffer to fill', async () => {
    const { saida, log, ler } = abrir({ flushMs: 50 });
    await pronta(saida);
    log.info('uma linha só');
    expect(ler()).toBe('');
    await expect.poll(ler, { timeout: 2000, interval: 20 }).toContain('uma linha só');
    expect(Buffer.byteLength(ler())).toBeLessThan(LOG_BUFFER_BYTES);
  });

  it('writes only the fields the serializers name: no secret path segment, query, authorization header, cookie, set-cookie nor client address', async () => {
    const { saida, log, ler } = abrir();
    await pronta(saida);
    const req = { method: 'GET', url: `/resetpass/${SEGREDO}?token=${SEGREDO}`, ip: '203.0.113.9', headers: { authorization: `Bearer ${SEGREDO}`, cookie: `refresh=${SEGREDO}` } };
    log.info({ req: requisicaoParaLog(req) }, 'request completed');
    log.info({ req, res: { statusCode: 200, headers: { 'set-cookie': `refresh=${SEGREDO}` } } }, 'request completed');
    await esvaziarSaidaDoLog(saida);
    const texto = ler();
    expect(texto).toContain('/resetpass/[oculto]');
    expect(texto).toContain('"res":{"statusCode":200}');
    // The client's address stays out of the request log (ADR 046): the audit log keeps it where it is needed.
    expect(texto).not.toContain('203.0.113.9');
    expect(texto).not.toContain(SEGREDO);
  });
});
