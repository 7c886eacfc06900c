import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { reenviarConfirmacaoBodySchema, type ReenviarConfirmacaoBody } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { CampoTexto } from '@/components/campo-texto';
import { CartaoPublico } from '@/components/cartao-publico';
import { LoadingState } from '@/components/loading-state';
import { paths } from '@/config/paths';
import { ehErroDeRede, mensagemDeErro, statusDoErro } from '@/lib/api-client';
import { useConfirmarEmail } from '../api/confirmar-email';
import { useReenviarConfirmacao } from '../api/reenviar-confirmacao';

/** /cadastro/confirmar/:token — the link sent by e-mail after registration. */
export function ConfirmarEmailPage() {
  const { token = '' } = useParams();
  const confirmacao = useConfirmarEmail(token);

  if (confirmacao.isPending) {
    return (
      <CartaoPublico titulo="Confirmação de e-mail">
        <LoadingState mensagem="Confirmando seu e-mail…" />
      </CartaoPublico>
    );
  }

  if (confirmacao.isSuccess) {
    return (
      <CartaoPublico titulo="E-mail confirmado">
        <Stack spacing={2.5}>
          <Alert severity="success" role="status" data-testid="confirmacao-ok">
            {confirmacao.data.mensagem}
          </Alert>
          <Button component={RouterLink} to={paths.login} variant="contained" size="large">
            Entrar no portal
          </Button>
        </Stack>
      </CartaoPublico>
    );
  }

  const falha = confirmacao.error;
  if (ehErroDeRede(falha) || (statusDoErro(falha) ?? 500) >= 500) {
    return (
      <CartaoPublico titulo="Confirmação de e-mail">
        <Stack spacing={2.5}>
          <Alert severity="error" role="alert">
            {mensagemDeErro(falha)}
          </Alert>
          <Button variant="contained" onClick={() => void confirmacao.refetch()}>
            Tentar novamente
          </Button>
        </Stack>
      </CartaoPublico>
    );
  }

  return (
    <CartaoPublico titulo="Link expirado ou já usado">
      <Stack spacing={2.5}>
        <Alert severity="warning" data-testid="confirmacao-invalida">
          Este link de confirmação expirou, já foi usado ou não é válido. Se você já confirmou o e-mail, é só entrar.
        </Alert>
        <Button component={RouterLink} to={paths.login} variant="outlined">
          Ir para o login
        </Button>
        <PedirNovoLink />
      </Stack>
    </CartaoPublico>
  );
}

function PedirNovoLink() {
  const reenviar = useReenviarConfirmacao();
  const [resposta, setResposta] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReenviarConfirmacaoBody>({ resolver: zodResolver(reenviarConfirmacaoBodySchema), defaultValues: { email: '' } });
  const { ref, ...campo } = register('email');

  const enviar = async (dados: ReenviarConfirmacaoBody) => {
    setErro(null);
    try {
      setResposta((await reenviar.mutateAsync(dados)).mensagem);
    } catch (falha) {
      setErro(mensagemDeErro(falha));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(enviar)} aria-labelledby="novo-link-titulo">
      <Stack spacing={2}>
        <Typography id="novo-link-titulo" component="h2" variant="h6">
          Pedir um novo link
        </Typography>
        {resposta ? (
          <Alert severity="success" role="status" data-testid="reenvio-ok">
            {resposta}
          </Alert>
        ) : null}
        {erro ? (
          <Alert severity="error" role="alert">
            {erro}
          </Alert>
        ) : null}
        <CampoTexto
          {...campo}
          inputRef={ref}
          id="reenvio-email"
          label="E-mail do cadastro"
          type="email"
          autoComplete="email"
          required
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
        />
        <Button type="submit" variant="contained" disabled={isSubmitting} aria-busy={isSubmitting}>
          Enviar novo link
        </Button>
      </Stack>
    </Box>
  );
}
