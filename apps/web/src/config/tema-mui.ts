import { createTheme, responsiveFontSizes, type Theme } from '@mui/material/styles';
import { FONTE, focoVisivel, paleta, RAIO_PX } from './paleta';
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
        // No MuiCssBaseline: the page's base (CssBaseline's rules and the portal's additions) is plain CSS for every
        // page, components/estilo-leve.ts (CSS_BASE, ADR 032).
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
 * The portal's MUI theme, built on first use: by the first page drawn with MUI (components/tema-mui.tsx), never by
 * /login or /home, which are plain CSS (ADR 032).
 */
export function obterTema(): Theme {
  tema ??= criarTema();
  return tema;
}
