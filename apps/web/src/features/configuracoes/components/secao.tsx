import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One settings section: a titled panel (h2), reachable by its heading. */
export function Secao({ id, titulo, descricao, children }: { id: string; titulo: string; descricao?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-titulo`} sx={{ p: { xs: 2, sm: 3 } }} data-testid={`secao-${id}`}>
      <Typography id={`${id}-titulo`} variant="h2" sx={{ mb: descricao ? 0.5 : 2 }}>
        {titulo}
      </Typography>
      {descricao ? (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {descricao}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
