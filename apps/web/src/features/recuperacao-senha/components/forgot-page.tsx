import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { esqueciSenhaBodySchema, type EsqueciSenhaBody } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { BotaoEnviar } from '@/components/botao-enviar';
import { CampoTexto } from '@/components/campo-texto';
import { CartaoPublico } from '@/components/cartao-publico';
import { paths } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { useEsqueciSenha } from '../api/esqueci-senha';

/** /forgot: asks for a reset link by e-mail. */
export function ForgotPage() {
  const pedir = useEsqueciSenha();
  const [enviado, setEnviado] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EsqueciSenhaBody>({ resolver: zodResolver(esqueciSenhaBodySchema), defaultValues: { username: '' } });
  const { ref, ...campo } = register('username');

  const enviar = async (dados: EsqueciSenhaBody) => {
    setErro(null);
    try {
      setEnviado((await pedir.mutateAsync(dados)).mensagem);
    } catch (falha) {
      setErro(mensagemDeErro(falha));
    }
  };

  return (
    <CartaoPublico titulo="Recuperar senha" subtitulo="Enviaremos um link para o e-mail cadastrado na sua conta.">
      {enviado ? (
        <Stack spacing={2.5}>
          <Alert severity="success" role="status" data-testid="forgot-enviado">
            {enviado}
          </Alert>
          <Typography>O link vale por 1 hora. Se pedir de novo, só o link mais recente funciona.</Typography>
          <Button component={RouterLink} to={paths.login} variant="contained" size="large">
            Voltar ao login
          </Button>
        </Stack>
      ) : (
        <Box component="form" noValidate onSubmit={handleSubmit(enviar)} aria-label="Pedir link de redefinição de senha">
          <Stack spacing={2.5}>
            {erro ? (
              <Alert severity="error" role="alert" data-testid="forgot-erro">
                {erro}
              </Alert>
            ) : null}
            <CampoTexto
              {...campo}
              inputRef={ref}
              id="forgot-username"
              label="CPF, inscrição ou e-mail"
              autoComplete="username"
              required
              error={Boolean(errors.username)}
              helperText={errors.username?.message ?? 'Ex.: 529.982.247-25, 12345/GO ou seu e-mail.'}
              inputProps={{ autoCapitalize: 'none', spellCheck: false }}
            />
            <BotaoEnviar enviando={isSubmitting}>
              Enviar link
            </BotaoEnviar>
            <Typography sx={{ textAlign: 'center' }}>
              <Link component={RouterLink} to={paths.login}>
                Voltar ao login
              </Link>
            </Typography>
          </Stack>
        </Box>
      )}
    </CartaoPublico>
  );
}
