import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

const NOME_DO_PORTAL = 'Portal unificado';
/** Marks text that completes the page's h1 in the title and the announcement (e.g. a request's step). */
export const ATRIBUTO_COMPLEMENTO_DO_TITULO = 'data-complemento-titulo';
/** The announcement waits for the page to settle (a loading heading replaced by the real one is said once). */
const ESPERA_ANUNCIO_MS = 200;

function texto(elemento: Element | null): string | null {
  const t = elemento?.textContent?.replace(/\s+/g, ' ').trim();
  return t ? t : null;
}

function estaEmDialogo(elemento: Element): boolean {
  return elemento.closest('[aria-modal="true"], [role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * What a single-page app must do by hand on a route change (WCAG 2.4.3, 4.1.3), for every page of <main>:
 * - document.title follows the page's h1 ('Olá, Maria | Portal unificado'), first load included;
 * - on a client-side route change (not the first load, nor its redirects) focus moves to the new page's h1
 *   (tabIndex -1) unless the page put it somewhere in <main> itself, and the h1 is announced politely.
 * Pages that render their h1 after loading are followed with a MutationObserver; focus is only moved until the
 * visitor presses a key or a pointer, or focus goes anywhere else (a page's own choice, a screen reader moving
 * it without key events), so it is never taken from anyone. Returns the live region's text.
 */
export function useFocoNaTrocaDeRota(principal: RefObject<HTMLElement | null>): string {
  const { pathname } = useLocation();
  // The announcement belongs to the route it was made for: a new route starts silent, so the same title said
  // again (a request's next step) is a change the screen reader hears.
  const [anuncio, setAnuncio] = useState<{ caminho: string; texto: string } | null>(null);
  // Until the visitor does something, route changes belong to the first load (its redirects): focus stays put.
  const interagiu = useRef(false);

  useLayoutEffect(() => {
    const marcar = () => {
      interagiu.current = true;
    };
    document.addEventListener('keydown', marcar, true);
    document.addEventListener('pointerdown', marcar, true);
    return () => {
      document.removeEventListener('keydown', marcar, true);
      document.removeEventListener('pointerdown', marcar, true);
    };
  }, []);

  useLayoutEffect(() => {
    const main = principal.current;
    if (!main) return undefined;
    const trocaDeRota = interagiu.current;
    // Focus is moved only until the visitor acts on the new page.
    let moverFoco = trocaDeRota;
    // What had focus when the route changed (what was activated, if it outlives the old page), and the h1 given focus.
    const focoNaTroca = document.activeElement;
    let alvo: HTMLElement | null = null;
    let anunciado: string | null = null;
    let temporizador: ReturnType<typeof setTimeout> | undefined;

    const atualizar = () => {
      const h1 = main.querySelector('h1');
      const titulo = texto(h1);
      const complemento = texto(main.querySelector(`[${ATRIBUTO_COMPLEMENTO_DO_TITULO}]`));
      const completo = titulo && complemento ? `${titulo} — ${complemento}` : titulo;
      const novo = completo && completo !== NOME_DO_PORTAL ? `${completo} | ${NOME_DO_PORTAL}` : NOME_DO_PORTAL;
      if (document.title !== novo) document.title = novo;
      if (!trocaDeRota || !h1 || !completo) return;

      if (moverFoco) {
        const atual = document.activeElement;
        const livre =
          !atual || atual === document.body || (atual === focoNaTroca && !main.contains(atual) && !estaEmDialogo(atual));
        if (livre && atual !== h1) {
          if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
          alvo = h1;
          h1.focus();
        }
      }
      if (completo !== anunciado) {
        anunciado = completo;
        clearTimeout(temporizador);
        temporizador = setTimeout(() => setAnuncio({ caminho: pathname, texto: `Nova página: ${completo}` }), ESPERA_ANUNCIO_MS);
      }
    };

    const parar = () => {
      moverFoco = false;
    };
    const aoFocar = (evento: FocusEvent) => {
      if (evento.target !== alvo) parar();
    };
    const observador = new MutationObserver(atualizar);
    observador.observe(main, { childList: true, subtree: true, characterData: true });
    document.addEventListener('focusin', aoFocar);
    document.addEventListener('keydown', parar, true);
    document.addEventListener('pointerdown', parar, true);
    atualizar();

    return () => {
      observador.disconnect();
      clearTimeout(temporizador);
      document.removeEventListener('focusin', aoFocar);
      document.removeEventListener('keydown', parar, true);
      document.removeEventListener('pointerdown', parar, true);
    };
  }, [pathname, principal]);

  return anuncio?.caminho === pathname ? anuncio.texto : '';
}
