import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SecaoGravacao } from './secao-gravacao';
import { SecaoNotificacoes } from './secao-notificacoes';
import { SecaoPrivacidade } from './secao-privacidade';
import { SecaoSegundoFator } from './secao-segundo-fator';
import { SecaoSenha } from './secao-senha';
import { SecaoSessoes } from './secao-sessoes';
import { LinkVoltar } from '@/components/link-voltar';
import { paths } from '@/config/paths';

/** /settings: password, second factor, sessions, notifications and the member's LGPD rights. */
export function ConfiguracoesPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <LinkVoltar para={paths.home} destino="o início" />
      <Typography variant="h1" sx={{ mt: 1, mb: 3 }}>
        Configurações
      </Typography>
      <Stack spacing={3}>
        <SecaoSenha />
        <SecaoSegundoFator />
        <SecaoSessoes />
        <SecaoNotificacoes />
        <SecaoGravacao />
        <SecaoPrivacidade />
      </Stack>
    </Container>
  );
}
