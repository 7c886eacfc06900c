import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useRouteError } from 'react-router';
import { PortalLogo } from './portal-logo';

/** errorElement of the route table: the spec's error screen (section 8). */
export function RouteErrorScreen() {
  const erro = useRouteError();
  useEffect(() => {
    console.error('Erro de rota.', erro);
  }, [erro]);

  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'flex', alignItems: 'center' }}>
      <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
        <PortalLogo titulo="" tamanho={56} />
        <Typography variant="h2" component="h1" sx={{ mt: 2, mb: 3 }}>
          Ocorreu um erro. Por favor, tente novamente mais tarde.
        </Typography>
        <Link component={RouterLink} to="/" data-testid="link-retornar-inicio">
          Retornar à Página Inicial
        </Link>
      </Container>
    </Box>
  );
}
