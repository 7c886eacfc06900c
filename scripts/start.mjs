// `npm start`: builds what is missing or stale (the web bundle), then runs the portal in this process
// (migrations and demo data are applied by the server at start-up). In production (SEED_DEMO=false, or
// PostgreSQL without SEED_DEMO) every line it writes to stdout is a JSON log line, as the server's.
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { construirPacoteWebSeNecessario } from './pacote-web.mjs';

register();

const { producaoPeloAmbiente } = await import('../apps/api/src/config/env.ts');
const producao = producaoPeloAmbiente(process.env);
/** A line of the start itself: JSON in production (pino's shape: level 30 info, 50 error), text otherwise. */
const dizer = (nivel, mensagem) => {
  if (!producao) return (nivel === 'error' ? console.error : console.log)(mensagem);
  const level = nivel === 'error' ? 50 : 30;
  process.stdout.write(`${JSON.stringify({ level, time: Date.now(), pid: process.pid, hostname: os.hostname(), msg: mensagem })}\n`);
};

// A second `npm start` on the same data directory stops here, before building or touching anything.
if (!process.env.DATABASE_URL) {
  const { lockHolder } = await import('../apps/api/src/db/data-dir-lock.ts');
  const dir = path.resolve(process.env.DATA_DIR || './data');
  const dono = lockHolder(dir);
  if (dono !== null) {
    dizer(
      'error',
      `O diretório de dados ${dir} já está em uso pelo processo ${dono} (outro "npm start" em execução?). ` +
        'Encerre-o antes ou use outro DATA_DIR. Nada foi alterado.',
    );
    process.exit(1);
  }
}

construirPacoteWebSeNecessario({ dizer, saidaDoBuild: producao ? 'resumo' : 'terminal' });

await import('../apps/api/src/server.ts');
