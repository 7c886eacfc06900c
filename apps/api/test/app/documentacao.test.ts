/**
 * The front door and the manuals: the README stays short (issue 37: ≤ 200 lines) and every relative link in it and
 * in docs/ leads to a file that exists, so a newcomer never follows a link to nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function markdowns(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return markdowns(p);
    return d.name.endsWith('.md') ? [p] : [];
  });
}

function linksRelativos(texto: string): string[] {
  const semCodigo = texto.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...semCodigo.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((alvo) => !/^[a-z]+:/i.test(alvo) && !alvo.startsWith('#'));
}

describe('documentation', () => {
  it('keeps the README a short front door', () => {
    const linhas = fs.readFileSync(path.join(RAIZ, 'README.md'), 'utf8').split('\n').length;
    expect(linhas).toBeLessThanOrEqual(200);
  });

  it('has no relative link, in the README or in docs/, to a file that does not exist', () => {
    const arquivos = [path.join(RAIZ, 'README.md'), ...markdowns(path.join(RAIZ, 'docs'))];
    const quebrados: string[] = [];
    for (const arquivo of arquivos) {
      for (const alvo of linksRelativos(fs.readFileSync(arquivo, 'utf8'))) {
        const destino = path.resolve(path.dirname(arquivo), decodeURIComponent(alvo.split('#')[0]!));
        if (!fs.existsSync(destino)) quebrados.push(`${path.relative(RAIZ, arquivo)} → ${alvo}`);
      }
    }
    expect(quebrados).toEqual([]);
  });
});
