import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { LinkVoltar } from '@/components/link-voltar';
import { paths } from '@/config/paths';

const ABAS = [
  { para: paths.vacinas, rotulo: 'Campanhas' },
  { para: paths.vacinasAdquirir, rotulo: 'Adquirir' },
  { para: paths.vacinasExtrato, rotulo: 'Extrato e vouchers' },
] as const;

/** The frame of the member's vaccine pages: back to CASAG, the title, links between the three pages. */
export function PaginaVacinas({ titulo, descricao, children }: { titulo: string; descricao: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <LinkVoltar para={paths.homeCasag} destino="a CASAG" />
      <Typography variant="h1" sx={{ mt: 1, mb: 1 }}>
        {titulo}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {descricao}
      </Typography>
      <Box component="nav" aria-label="Vacinas" sx={{ mb: 3 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          {ABAS.map((a) => (
            <Link key={a.para} component={RouterLink} to={a.para} aria-current={pathname === a.para ? 'page' : undefined} sx={{ fontWeight: pathname === a.para ? 700 : 400 }}>
              {a.rotulo}
            </Link>
          ))}
        </Stack>
      </Box>
      {children}
    </Container>
  );
}
