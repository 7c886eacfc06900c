import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadingState } from '@/components/loading-state';
import { paths } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { estaLogado } from '@/lib/auth-storage';
import { useConfirmarTrocaEmail } from '../api/confirmar-troca-email';


// Long addresses wrap instead of making the alert a scrollable region (a keyboard trap on phones).
const semRolagem = { '& .MuiAlert-message': { overflow: 'visible', overflowWrap: 'anywhere', minWidth: 0 } } as const;
/**
 * /atualizacao-cadastral/confirmar-email/:token — public on purpose: the link may be opened on a phone
 * where the member is not signed in; the token alone confirms. Runs once per page load.
 */
export function ConfirmarEmailPage() {
  const { token = '' } = useParams();
  const confirmar = useConfirmarTrocaEmail();
  const enviado = useRef<string | null>(null);

  useEffect(() => {
    if (enviado.current === token) return;
    enviado.current = token;
    confirmar.mutate(token);
  }, [token, confirmar]);

  const logado = estaLogado();
  const destino = logado ? paths.atualizacaoCadastral : paths.login;
  const rotuloDestino = logado ? 'Ir para Atualização cadastral' : 'Ir para o login';

  let conteudo;
  if (confirmar.isSuccess) {
    conteudo = (
      <Alert severity="success" sx={semRolagem}>
        <AlertTitle>E-mail confirmado</AlertTitle>
        Seu e-mail agora é <strong>{confirmar.data.email}</strong>.
      </Alert>
    );
  } else if (confirmar.isError) {
    conteudo = (
      <Alert severity="error" sx={semRolagem}>
        <AlertTitle>Não foi possível confirmar o e-mail</AlertTitle>
        {mensagemDeErro(confirmar.error)}
      </Alert>
    );
  } else {
    conteudo = <LoadingState mensagem="Confirmando seu novo e-mail…" />;
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Confirmação de e-mail
      </Typography>
      {conteudo}
      {confirmar.isSuccess || confirmar.isError ? (
        <Button component={RouterLink} to={destino} variant="contained" sx={{ mt: 3 }}>
          {rotuloDestino}
        </Button>
      ) : null}
    </Container>
  );
}
