import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { temAlgumaPermissao } from '@portal/contracts';
import { paths } from '@/config/paths';
import { lerUsuarioLogado } from '@/lib/auth-storage';
import { LinkVoltar } from './link-voltar';

interface PaginaStaffProps {
  /** The page's only h1. */
  titulo: ReactNode;
  /** The line under the title: what the page is for. */
  descricao: ReactNode;
  /** Buttons or links beside the title (wrapping under it on a phone). */
  acoes?: ReactNode;
  /** md for forms and short lists, lg for wide tables. */
  largura?: 'md' | 'lg';
  /** The parent page, when it is not the hub (a session's page goes back to the sessions). */
  voltar?: { para: string; destino: string };
  children: ReactNode;
}

/** The frame of a staff page: back to the hub (or the given parent), the title (and actions), what the page is for, then the content. */
export function PaginaStaff({ titulo, descricao, acoes, largura = 'md', voltar, children }: PaginaStaffProps) {
  // A page every signed-in user may open (/voting-admin) says so to someone without the restricted area: their way
  // back is their home, not a hub that would deny them.
  const usuario = lerUsuarioLogado();
  const semAreaRestrita = usuario !== null && !temAlgumaPermissao(usuario.permissoes, ['CLI_PermissaoAreaRestrita']);
  const cabecalho = (
    <Typography variant="h1" sx={{ mt: 1, mb: 1 }}>
      {titulo}
    </Typography>
  );
  return (
    <Container maxWidth={largura} sx={{ py: { xs: 2, sm: 3 } }}>
      <LinkVoltar {...(voltar ?? (semAreaRestrita ? { para: paths.home, destino: 'o início' } : { para: paths.areaRestrita, destino: 'a área restrita' }))} />
      {acoes ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 2 }}>
          {cabecalho}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{acoes}</Box>
        </Box>
      ) : (
        cabecalho
      )}
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {descricao}
      </Typography>
      {children}
    </Container>
  );
}
