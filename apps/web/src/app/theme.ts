import { createTheme, responsiveFontSizes, type Theme } from '@mui/material/styles';
import { FONTE, focoVisivel, paleta, RAIO_PX } from '@/config/paleta';
import { textosMuiPtBR } from './textos-mui-pt-br';

/**
 * The same ring drawn inside the element, for what fills a box that clips its overflow (a card, a menu, a list):
 * a ring outside would be cut off there (WCAG 2.4.7).
 */
const focoVisivelInterno = {
  outline: `3px solid ${paleta.primary.main}`,
  outlineOffset: '-3px',
  boxShadow: 'none',
} as const;

/** Height of the fixed top bar (toolbar 56 px on phones, 64 px above), with a margin. */
const ALTURA_BARRA_COM_FOLGA_PX = 80;

function criarTema(): Theme {
  const base = createTheme(
    {
      palette: paleta,
      shape: { borderRadius: RAIO_PX },
      typography: {
        fontFamily: FONTE,
        h1: { fontSize: '2rem', fontWeight: 600 },
        h2: { fontSize: '1.5rem', fontWeight: 600 },
        h3: { fontSize: '1.25rem', fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiCssBaseline: {
          styleOverrides: {
            // Focus scrolled into view stops below the fixed top bar, never under it (WCAG 2.4.11).
            html: { scrollPaddingTop: ALTURA_BARRA_COM_FOLGA_PX },
            // Native controls without a component style of their own still show the portal's ring.
            ':where(a, button, summary):focus-visible': focoVisivel,
            // Focusable containers (the region of a table that scrolls sideways) fill boxes that clip: ring inside.
            ':where([tabindex]:not([tabindex="-1"], a, button, summary)):focus-visible': focoVisivelInterno,
            // What receives focus only to be read from (the page's h1 after a route change, <main> from the skip
            // link) is not a control: no ring around the whole heading or page.
            ':where(h1, main)[tabindex="-1"]:focus': { outline: 'none' },
          },
        },
        MuiButtonBase: {
          styleOverrides: { root: { '&.Mui-focusVisible': focoVisivel } },
        },
        // These fill a card, a menu or a list that clips what goes past its edges: the ring goes inside.
        MuiCardActionArea: {
          styleOverrides: { root: { '&.Mui-focusVisible': focoVisivelInterno } },
        },
        MuiMenuItem: {
          styleOverrides: { root: { '&.Mui-focusVisible': focoVisivelInterno } },
        },
        MuiListItemButton: {
          styleOverrides: { root: { '&.Mui-focusVisible': focoVisivelInterno } },
        },
        MuiTab: {
          styleOverrides: { root: { '&.Mui-focusVisible': focoVisivelInterno } },
        },
        MuiAccordionSummary: {
          styleOverrides: { root: { '&.Mui-focusVisible': focoVisivelInterno } },
        },
        MuiLink: {
          defaultProps: { underline: 'always' },
          styleOverrides: { root: { '&:focus-visible': focoVisivel } },
        },
        MuiButton: { defaultProps: { disableElevation: true } },
      },
    },
    textosMuiPtBR,
    // The date pickers' Portuguese texts come with the date field (its LocalizationProvider), loaded only with it.
  );

  return responsiveFontSizes(base);
}

let tema: Theme | null = null;

/**
 * The portal's MUI theme, built on first use rather than when this module is evaluated: main.tsx builds it in a
 * task of its own at start-up, so that work is not part of the bundle's evaluation (one long task less, ADR 032).
 */
export function obterTema(): Theme {
  tema ??= criarTema();
  return tema;
}
