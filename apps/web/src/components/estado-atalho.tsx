import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ocultoVisualmente } from './oculto-visualmente';

/** How a state line reads: all good, something waits for the member, or just information. */
export type TomEstado = 'ok' | 'atencao' | 'neutro';

const COR: Record<TomEstado, string> = { ok: 'success.main', atencao: 'error.main', neutro: 'text.primary' };

/** What a query is doing, as a state line shows it. */
export function fase(consulta: { isPending: boolean; isError: boolean }): 'carregando' | 'erro' | 'pronto' {
  if (consulta.isPending) return 'carregando';
  return consulta.isError ? 'erro' : 'pronto';
}

/**
 * The state line under a shortcut card's description on the entity homes (Atalho.estado): a skeleton while it
 * loads, a quiet sentence when it fails (the card stays a link to the page, which has its own retry), or the
 * state. Inline content only: it sits inside the card's link.
 */
export function EstadoAtalho({ fase: f, tom = 'neutro', children }: { fase: 'carregando' | 'erro' | 'pronto'; tom?: TomEstado; children?: ReactNode }) {
  if (f === 'carregando') {
    return (
      <Box component="span" data-testid="estado-atalho" data-fase="carregando" sx={{ display: 'block', mt: 1 }}>
        <Skeleton component="span" width="70%" sx={{ display: 'block' }} aria-hidden="true" />
        <Box component="span" sx={ocultoVisualmente}>
          Carregando a situação…
        </Box>
      </Box>
    );
  }
  if (f === 'erro') {
    return (
      <Typography component="span" variant="body2" color="textSecondary" data-testid="estado-atalho" data-fase="erro" sx={{ display: 'block', mt: 1 }}>
        Não foi possível ver a situação agora.
      </Typography>
    );
  }
  return (
    <Typography component="span" variant="body2" data-testid="estado-atalho" data-fase="pronto" data-tom={tom} sx={{ display: 'block', mt: 1, fontWeight: 600, color: COR[tom] }}>
      {children}
    </Typography>
  );
}
