import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contratos from '@portal/contracts';
import * as semZod from '@portal/contracts/sem-zod';

// The pages drawn without zod (ADR 067) take these from the contracts; the contracts' own tests cannot read files.
const SRC = path.resolve(import.meta.dirname, '../../../../packages/contracts/src');

/** Every module `arquivo` loads at run time (type-only imports are erased), followed through relative imports. */
function carregados(arquivo: string, vistos = new Map<string, string[]>()): Map<string, string[]> {
  if (vistos.has(arquivo)) return vistos;
  const texto = fs.readFileSync(arquivo, 'utf8');
  const alvos = [...texto.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]!);
  vistos.set(arquivo, alvos);
  for (const alvo of alvos) {
    if (alvo.startsWith('.')) carregados(path.resolve(path.dirname(arquivo), alvo.replace(/\.js$/, '.ts')), vistos);
  }
  return vistos;
}

describe('@portal/contracts/sem-zod (ADR 067)', () => {
  it('loads no zod and no other package: only its own modules', () => {
    const grafo = carregados(path.join(SRC, 'sem-zod.ts'));
    const pacotes = [...grafo.entries()].flatMap(([arquivo, alvos]) => alvos.filter((a) => !a.startsWith('.')).map((a) => `${path.relative(SRC, arquivo)} → ${a}`));
    expect(pacotes).toEqual([]);
    expect([...grafo.keys()].map((a) => path.relative(SRC, a)).sort()).toEqual([
      'cpf.ts',
      'financeiro/vocabulario-titulo.ts',
      'formatos.ts',
      'inscricao.ts',
      'requerimentos/catalogo.ts',
      'requerimentos/status.ts',
      'requerimentos/tipos.ts',
      'sem-zod.ts',
    ]);
  });

  it('exports the very functions and labels the main entry exports', () => {
    for (const [nome, valor] of Object.entries(semZod)) expect(contratos[nome as keyof typeof contratos], nome).toBe(valor);
  });
});
