import { describe, expect, it } from 'vitest';
import { compilarNaCarga, DICA_DE_COMPILACAO } from './compilar-na-carga';

type Saida = Record<string, { type: 'chunk'; name: string; fileName: string; code: string; map: { mappings: string } | null } | { type: 'asset'; source: string }>;

function gerar(bundle: Saida) {
  const plugin = compilarNaCarga(['entrada', 'inicio']);
  const hook = plugin.generateBundle as unknown as { handler: (o: unknown, b: Saida) => void };
  hook.handler({}, bundle);
  return bundle;
}

describe('compilarNaCarga', () => {
  it("puts V8's compile hint on the first line of the named chunks only, and shifts their source maps by that line", () => {
    const bundle = gerar({
      'assets/entrada-a.js': { type: 'chunk', name: 'entrada', fileName: 'assets/entrada-a.js', code: 'const a=1;', map: { mappings: 'AAAA' } },
      'assets/entrada-a.js.map': { type: 'asset', source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }) },
      'assets/inicio-b.js': { type: 'chunk', name: 'inicio', fileName: 'assets/inicio-b.js', code: 'const b=2;', map: null },
      'assets/perfil-c.js': { type: 'chunk', name: 'perfil', fileName: 'assets/perfil-c.js', code: 'const c=3;', map: null },
    });
    const codigo = (k: string) => (bundle[k] as { code: string }).code;
    expect(DICA_DE_COMPILACAO).toBe('//# allFunctionsCalledOnLoad\n');
    expect(codigo('assets/entrada-a.js')).toBe('//# allFunctionsCalledOnLoad\nconst a=1;');
    expect(codigo('assets/inicio-b.js').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(codigo('assets/perfil-c.js')).toBe('const c=3;');
    expect((bundle['assets/entrada-a.js'] as { map: { mappings: string } }).map.mappings).toBe(';AAAA');
    expect(JSON.parse((bundle['assets/entrada-a.js.map'] as { source: string }).source).mappings).toBe(';AAAA;AACA');
  });
});
