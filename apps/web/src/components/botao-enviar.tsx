import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

/** The full-width submit button of the account forms: disabled, busy and spinning while it sends. */
export function BotaoEnviar({ enviando, children, ...resto }: { enviando: boolean; children: ReactNode; 'data-testid'?: string }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={enviando}
      aria-busy={enviando}
      startIcon={enviando ? <CircularProgress size={20} color="inherit" aria-hidden="true" /> : null}
      {...resto}
    >
      {children}
    </Button>
  );
}
