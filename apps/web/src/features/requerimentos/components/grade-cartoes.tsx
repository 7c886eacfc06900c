import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A list laid out as a grid of cards: one column on a phone, two from 600 px. */
export function GradeCartoes({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={rotulo}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {children}
    </Box>
  );
}
