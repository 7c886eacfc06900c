import { createTheme, responsiveFontSizes } from '@mui/material/styles';
import { textosMuiPtBR } from './textos-mui-pt-br';

/** A sober, dark-blue palette whose main colours keep at least 4.5:1 against white text (WCAG AA). */
const focoVisivel = {
  outline: '3px solid #0b3a6e',
  outlineOffset: '2px',
  boxShadow: '0 0 0 2px #ffffff',
} as const;

/**
 * The same ring drawn inside the element, for what fills a box that clips its overflow (a card, a menu, a list):
 * a ring outside would be cut off there (WCAG 2.4.7).
 */
const focoVisivelInterno = {
  outline: '3px solid #0b3a6e',
  outlineOffset: '-3px',
  boxShadow: 'none',
} as const;

/** Height of the fixed top bar (toolbar 56 px on phones, 64 px above), with a margin. */
const ALTURA_BARRA_COM_FOLGA_PX = 80;

const base = createTheme(
  {
    palette: {
      primary: { main: '#0b3a6e', dark: '#082a50', light: '#2f5d91', contrastText: '#ffffff' },
      secondary: { main: '#7a4a00', contrastText: '#ffffff' },
      success: { main: '#1e6b34', contrastText: '#ffffff' },
      warning: { main: '#8f4700', contrastText: '#ffffff' },
      error: { main: '#b3261e', contrastText: '#ffffff' },
      info: { main: '#0b5394', contrastText: '#ffffff' },
      background: { default: '#f4f6f9', paper: '#ffffff' },
      text: { primary: '#1a1f27', secondary: '#4a5565' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", "Helvetica Neue", Arial, sans-serif',
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

export const tema = responsiveFontSizes(base);
