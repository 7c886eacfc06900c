import type { Options, VNode } from 'preact';

/**
 * Preact's internal vnode fields this shim reads (`_children` and `_dom` in Preact's source, mangled to `__k` and
 * `__e` in its published build; stable across Preact 10 and 11).
 */
interface VNodeInterno extends VNode {
  __k?: (VNodeInterno | null)[] | null;
  __e?: Node | null;
}

/**
 * An element whose only child is text behaves as under React DOM (ADR 029).
 *
 * React writes such text with `textContent`, so the element ends up holding exactly that text even when the
 * browser or a library changed its nodes in between. Preact keeps a Text node and writes to its `data`; when a
 * contenteditable field (MUI X's date field: the browser edits the section as the user types, and the field
 * resets it with `innerHTML`) has replaced that node, Preact goes on writing to a node no longer in the page and
 * the digits land in the wrong place. After Preact diffs such an element, this puts Preact's own Text node back
 * as the element's only child, holding the vnode's text.
 */
export function instalarTextoComoReact(options: Options) {
  const anterior = options.diffed;
  options.diffed = (vnode: VNodeInterno) => {
    if (typeof vnode.type === 'string') {
      const filhos = vnode.__k;
      const filho = filhos?.length === 1 ? filhos[0] : null;
      const elemento = vnode.__e;
      const texto = filho && filho.type === null ? filho.__e : null;
      if (elemento && texto instanceof Text) {
        const esperado = String(filho?.props);
        if (texto.data !== esperado) texto.data = esperado;
        if (elemento.firstChild !== texto || texto.nextSibling !== null) {
          elemento.textContent = '';
          elemento.appendChild(texto);
        }
      }
    }
    anterior?.(vnode);
  };
}
