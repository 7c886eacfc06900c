import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { estaLogado } from '@/lib/auth-storage';

/** /acesso-negado: where the guard sends a user without the required permission. */
export function AcessoNegadoScreen() {
  const logado = estaLogado();
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <BlockOutlined aria-hidden="true" color="error" sx={{ fontSize: 48 }} />
        <Typography variant="h1" sx={{ mt: 1, mb: 2 }}>
          Acesso negado
        </Typography>
        <Typography sx={{ mb: 3 }}>
          Você não tem permissão para acessar esta página. Se acredita que deveria ter acesso, procure a
          administração do portal.
        </Typography>
        {logado ? (
          <Button variant="contained" component={RouterLink} to={paths.home}>
            Voltar para o início
          </Button>
        ) : (
          <Button variant="contained" component={RouterLink} to={paths.login}>
            Ir para o login
          </Button>
        )}
      </Paper>
    </Container>
  );
}
