/**
 * The portal's colours, shape and type, in one place: MUI's theme (config/tema-mui.ts) is built from them, and so is the
 * plain stylesheet of the front door (components/estilo-leve.ts), which draws /login and the app's frame without
 * MUI's runtime styles (ADR 032). A sober, dark-blue palette whose main colours keep at least 4.5:1 against white
 * text (WCAG AA).
 */
export const paleta = {
  primary: { main: '#0b3a6e', dark: '#082a50', light: '#2f5d91', contrastText: '#ffffff' },
  secondary: { main: '#7a4a00', contrastText: '#ffffff' },
  success: { main: '#1e6b34', contrastText: '#ffffff' },
  warning: { main: '#8f4700', contrastText: '#ffffff' },
  error: { main: '#b3261e', contrastText: '#ffffff' },
  info: { main: '#0b5394', contrastText: '#ffffff' },
  background: { default: '#f4f6f9', paper: '#ffffff' },
  text: { primary: '#1a1f27', secondary: '#4a5565' },
} as const;

export const RAIO_PX = 8;

export const FONTE = 'Roboto, system-ui, -apple-system, "Segoe UI", "Helvetica Neue", Arial, sans-serif';

/** The focus ring of every control. */
export const focoVisivel = {
  outline: `3px solid ${paleta.primary.main}`,
  outlineOffset: '2px',
  boxShadow: '0 0 0 2px #ffffff',
} as const;
