import fs from 'node:fs';
import path from 'node:path';
import { CODIGOS_ERRO, STATUS_DO_CODIGO } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error.js';

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
  const padroes = [/new AppError\(\s*['"]([A-Z0-9_]+)['"]/g, /limiteExcedido\([^'"]*['"]([A-Z0-9_]+)['"]/g, /codigo: '([A-Z][A-Z0-9_]*)'/g];
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

  it('one HTTP status per code (ADR 064): no site picks a number, and AppError answers the table’s status', () => {
    const comNumero = arquivosTs(SRC).filter((a) => /new AppError\(\s*\d/.test(fs.readFileSync(a, 'utf8')));
    expect(comNumero).toEqual([]);
    for (const codigo of CODIGOS_ERRO) {
      const status = STATUS_DO_CODIGO[codigo];
      expect(status >= 400 && status < 600, codigo).toBe(true);
      expect(new AppError(codigo, 'x').statusCode).toBe(status);
    }
    // The codes that used to answer two statuses now answer one.
    expect([STATUS_DO_CODIGO.VALIDACAO, STATUS_DO_CODIGO.TRANSICAO_INVALIDA, STATUS_DO_CODIGO.INELEGIVEL, STATUS_DO_CODIGO.FORA_DA_LISTA_DE_VOTANTES]).toEqual([400, 409, 422, 403]);
  });
});
