import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The committed migrations folder. */
export const PASTA_MIGRACOES = path.resolve(import.meta.dirname, '../../drizzle');

/** A copy of the migrations folder that stops at `ultima` (what a database deployed before it had). Remove it after use. */
export function migracoesAte(ultima: string): string {
  const diario = JSON.parse(fs.readFileSync(path.join(PASTA_MIGRACOES, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const fim = diario.entries.findIndex((e) => e.tag === ultima);
  if (fim < 0) throw new Error(`Migração ${ultima} não está no diário.`);
  const destino = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migracoes-'));
  diario.entries = diario.entries.slice(0, fim + 1);
  fs.mkdirSync(path.join(destino, 'meta'));
  fs.writeFileSync(path.join(destino, 'meta/_journal.json'), JSON.stringify(diario));
  for (const e of diario.entries) fs.copyFileSync(path.join(PASTA_MIGRACOES, `${e.tag}.sql`), path.join(destino, `${e.tag}.sql`));
  return destino;
}
