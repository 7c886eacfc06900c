import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** One term and its value in a description list (`<dl>`) of the staff pages: the label muted, the value wrapping anywhere. */
export function Linha({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {rotulo}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}
