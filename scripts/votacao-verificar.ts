/**
 * `npm run votacao:verificar -- <registro.json>`: checks a poll's public record (docs/votacao-registro.md) on its
 * own — every proof, the chain of confirmation codes and the counts — and exits 1 on any mismatch.
 */
import { readFileSync } from 'node:fs';
import { verificarRegistro } from './votacao-verificar/verificador.js';

const arquivo = process.argv[2];
if (!arquivo) {
  console.error('Uso: npm run votacao:verificar -- <registro.json>');
  process.exit(2);
}
let registro: unknown;
try {
  registro = JSON.parse(readFileSync(arquivo, 'utf8'));
} catch (e) {
  console.error(`Não foi possível ler ${arquivo}: ${(e as Error).message}`);
  process.exit(2);
}
const inicio = performance.now();
const r = verificarRegistro(registro);
for (const l of r.linhas) console.log(l);
for (const f of r.falhas) console.log(f);
const s = ((performance.now() - inicio) / 1000).toFixed(1);
if (r.ok) console.log(`Registro verificado: tudo confere (${s} s).`);
else {
  console.log(`Registro NÃO confere: ${r.falhas.length} problema(s) (${s} s).`);
  process.exit(1);
}
