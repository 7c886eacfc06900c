import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { obterTema } from '@/config/tema-mui';

/**
 * The portal's MUI theme around what is drawn with MUI. Not at the app's root: /login, /home and the app's frame are
 * plain CSS, and a first visit there neither loads MUI nor builds its theme (ADR 033). Every page loaded through the
 * route table gets it (app/montar-rotas.tsx), and so does each MUI piece that opens on those plain pages (the user
 * menu, the second login step). The page's base, CssBaseline's rules, is plain CSS for all (components/estilo-leve.ts,
 * CSS_BASE).
 */
export function TemaMui({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={obterTema()}>{children}</ThemeProvider>;
}
