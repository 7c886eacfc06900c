// `npm start`: builds what is missing or stale (the web bundle), then runs the portal in this process
// (migrations and demo data are applied by the server at start-up).
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { construirPacoteWebSeNecessario } from './pacote-web.mjs';

register();

// A second `npm start` on the same data directory stops here, before building or touching anything.
if (!process.env.DATABASE_URL) {
  const { lockHolder } = await import('../apps/api/src/db/data-dir-lock.ts');
  const dir = path.resolve(process.env.DATA_DIR || './data');
  const dono = lockHolder(dir);
  if (dono !== null) {
    console.error(
      `O diretório de dados ${dir} já está em uso pelo processo ${dono} (outro "npm start" em execução?). ` +
        'Encerre-o antes ou use outro DATA_DIR. Nada foi alterado.',
    );
    process.exit(1);
  }
}

construirPacoteWebSeNecessario();

await import('../apps/api/src/server.ts');
