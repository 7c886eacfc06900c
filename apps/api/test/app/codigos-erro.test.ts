import fs from 'node:fs';
import path from 'node:path';
import { CODIGOS_ERRO } from '@portal/contracts';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');

function arquivosTs(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const caminho = path.join(dir, e.name);
    if (e.isDirectory()) return arquivosTs(caminho);
    return e.name.endsWith('.ts') ? [caminho] : [];
  });
}

/** Codes written as literals where the API builds an error answer: AppError, the 429 helper, the error handler's bodies. */
function codigosDaApi(): Set<string> {
  const codigos = new Set<string>();
  const padroes = [/new AppError\(\s*\d+,\s*['"]([A-Z0-9_]+)['"]/g, /limiteExcedido\([^'"]*['"]([A-Z0-9_]+)['"]/g, /codigo: '([A-Z][A-Z0-9_]*)'/g];
  for (const arquivo of arquivosTs(SRC)) {
    const texto = fs.readFileSync(arquivo, 'utf8');
    // Eligibility reasons also have a `codigo`; they are not error answers.
    const padroesDoArquivo = arquivo.endsWith('elegibilidade.ts') ? padroes.slice(0, 2) : padroes;
    for (const padrao of padroesDoArquivo) for (const m of texto.matchAll(padrao)) codigos.add(m[1]!);
  }
  return codigos;
}

describe('error codes', () => {
  it('every code the API writes is in the closed set of contracts (CODIGOS_ERRO)', () => {
    const conhecidos = new Set<string>(CODIGOS_ERRO);
    const usados = codigosDaApi();
    expect(usados.size).toBeGreaterThan(50);
    expect([...usados].filter((c) => !conhecidos.has(c))).toEqual([]);
  });

  it('the set has no repeated code and only UPPER_SNAKE names', () => {
    expect(new Set(CODIGOS_ERRO).size).toBe(CODIGOS_ERRO.length);
    for (const c of CODIGOS_ERRO) expect(c).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });
});
