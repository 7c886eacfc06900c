import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PortalLogo } from '@/components/portal-logo';

/** The frame of the public account pages (no top bar): logo, the page's one h1, and its content. */
export function CartaoPublico({ titulo, subtitulo, largura = 420, children }: { titulo: string; subtitulo?: ReactNode; largura?: number; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'center', px: 2, py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: largura, p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
          <PortalLogo tamanho={48} />
          <Typography variant="h1" sx={{ textAlign: 'center', fontSize: { xs: '1.6rem', sm: '2rem' } }}>
            {titulo}
          </Typography>
          {subtitulo ? (
            <Typography color="textSecondary" sx={{ textAlign: 'center' }}>
              {subtitulo}
            </Typography>
          ) : null}
        </Stack>
        {children}
      </Paper>
    </Box>
  );
}
