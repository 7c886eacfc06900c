import type { Plugin } from 'vite';

/** V8's explicit compile hint: every function of the file is compiled up front, while the file streams in. */
export const DICA_DE_COMPILACAO = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+) at the top of the chunks a first visit
 * runs almost all of: `entrada` and `inicio` (vite.config.ts's groups). Without it V8 compiles each function on its
 * first call, on the main thread, inside the start-up's long tasks; with it, the compilation is done on a background
 * thread while the file downloads (ADR 033). Other chunks keep lazy compilation: a page's chunk brings MUI code most
 * of which that page never calls. Browsers without the hint read a comment.
 *
 * Written last (after Vite's own preload map), so the comment is the file's first line; the source map, when there is
 * one, is shifted by that line.
 */
export function compilarNaCarga(chunks: readonly string[]): Plugin {
  return {
    name: 'portal:compilar-na-carga',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_opcoes, bundle) {
        for (const saida of Object.values(bundle)) {
          if (saida.type !== 'chunk' || !chunks.includes(saida.name)) continue;
          saida.code = DICA_DE_COMPILACAO + saida.code;
          if (saida.map) saida.map.mappings = `;${saida.map.mappings}`;
          const mapa = bundle[`${saida.fileName}.map`];
          if (mapa?.type === 'asset' && typeof mapa.source === 'string') {
            const json = JSON.parse(mapa.source) as { mappings: string };
            json.mappings = `;${json.mappings}`;
            mapa.source = JSON.stringify(json);
          }
        }
      },
    },
  };
}
