import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LinkVoltar } from '@/components/link-voltar';
import { NavegacaoAbas } from '@/components/navegacao-abas';
import { paths } from '@/config/paths';


const ABAS = [
  { para: paths.consultaProcessual, rotulo: 'Consulta processual' },
  { para: paths.meusProcessos, rotulo: 'Meus processos' },
] as const;

/** The frame of the member's process pages: back to the OAB home, the title, links between the pages. */
export function PaginaProcessos({ titulo, descricao, children }: { titulo: ReactNode; descricao?: ReactNode; children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <LinkVoltar para={paths.homeOab} destino="a OAB-GO" />
      <Typography variant="h1" sx={{ mt: 1, mb: 1, overflowWrap: 'anywhere' }}>
        {titulo}
      </Typography>
      {descricao ? (
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {descricao}
        </Typography>
      ) : null}
      <NavegacaoAbas rotulo="Processos" abas={ABAS} />
      {children}
    </Container>
  );
}
