import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { salvarSessao } from '@/lib/auth-storage';
import { validarTokenCertificado } from '../api/validar-token-certificado';

export const TEXTO_AGUARDE = 'Autenticando com certificado... Aguarde';

/**
 * /login-callback (spec, sections 2 and 4): the certificate entry sends the browser here with a single-use
 * token. Without a token → /login. The token is validated; valid with a user → the user record (one hour)
 * and the token are stored → /home. Anything else → /login with the certificate error message.
 */
export function LoginCallbackPage() {
  const [parametros] = useSearchParams();
  const token = parametros.get('token');
  const queryClient = useQueryClient();
  const [destino, setDestino] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let ativo = true;
    validarTokenCertificado(token)
      .then((resposta) => {
        if (!ativo) return;
        if (resposta.valido && resposta.dados.user) {
          salvarSessao({ ...resposta.dados.user, token: resposta.token });
          queryClient.clear();
          setDestino(paths.home);
        } else {
          setDestino(`${paths.login}?erro=certificado`);
        }
      })
      .catch(() => {
        if (ativo) setDestino(`${paths.login}?erro=certificado`);
      });
    return () => {
      ativo = false;
    };
  }, [token, queryClient]);

  if (!token) return <Navigate to={paths.login} replace />;
  if (destino) return <Navigate to={destino} replace />;

  return (
    <Box
      component="section"
      aria-labelledby="login-callback-titulo"
      sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, px: 2 }}
    >
      <Typography id="login-callback-titulo" variant="h1" sx={{ fontSize: '1.5rem', textAlign: 'center' }}>
        Login com certificado digital
      </Typography>
      <CircularProgress aria-hidden="true" />
      <Typography role="status" aria-live="polite" sx={{ textAlign: 'center' }} data-testid="login-callback-aguarde">
        {TEXTO_AGUARDE}
      </Typography>
    </Box>
  );
}
