import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LinkVoltar } from '@/components/link-voltar';
import { NavegacaoAbas } from '@/components/navegacao-abas';
import { paths } from '@/config/paths';

const ABAS = [
  { para: paths.vacinas, rotulo: 'Campanhas' },
  { para: paths.vacinasAdquirir, rotulo: 'Adquirir' },
  { para: paths.vacinasExtrato, rotulo: 'Extrato e vouchers' },
] as const;

/** The frame of the member's vaccine pages: back to CASAG, the title, links between the three pages. */
export function PaginaVacinas({ titulo, descricao, children }: { titulo: string; descricao: ReactNode; children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <LinkVoltar para={paths.homeCasag} destino="a CASAG" />
      <Typography variant="h1" sx={{ mt: 1, mb: 1 }}>
        {titulo}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {descricao}
      </Typography>
      <NavegacaoAbas rotulo="Vacinas" abas={ABAS} />
      {children}
    </Container>
  );
}
