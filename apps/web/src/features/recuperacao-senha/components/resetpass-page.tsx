import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MENSAGEM_SENHA_REDEFINIDA, redefinirSenhaFormSchema, type CodigoErro, type RedefinirSenhaForm } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { BotaoEnviar } from '@/components/botao-enviar';
import { CampoTexto } from '@/components/campo-texto';
import { CartaoPublico } from '@/components/cartao-publico';
import { LoadingState } from '@/components/loading-state';
import { paths } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { useRedefinirSenha } from '../api/redefinir-senha';
import { useValidarLink } from '../api/validar-link';

function codigoDoErro(erro: unknown): { codigo?: CodigoErro; campos?: Record<string, string> } {
  const dados = (erro as { response?: { data?: unknown } } | null)?.response?.data;
  return typeof dados === 'object' && dados !== null ? (dados as { codigo?: CodigoErro; campos?: Record<string, string> }) : {};
}

function LinkInvalido() {
  return (
    <CartaoPublico titulo="Link expirado ou já usado">
      <Stack spacing={2.5}>
        <Alert severity="warning" data-testid="resetpass-invalido">
          Este link de redefinição de senha expirou, já foi usado ou não é válido. Os links valem por 1 hora, uma única vez, e
          um pedido mais novo anula os anteriores.
        </Alert>
        <Button component={RouterLink} to={paths.forgot} variant="contained" size="large">
          Pedir um novo link
        </Button>
        <Button component={RouterLink} to={paths.login} variant="text">
          Voltar ao login
        </Button>
      </Stack>
    </CartaoPublico>
  );
}

/** /resetpass/:hash — checks the e-mailed link, then sets the new password and goes to /login. */
export function ResetpassPage() {
  const { hash = '' } = useParams();
  const navigate = useNavigate();
  const validacao = useValidarLink(hash);
  const redefinir = useRedefinirSenha();
  const [erro, setErro] = useState<string | null>(null);
  const [linkRecusado, setLinkRecusado] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RedefinirSenhaForm>({ resolver: zodResolver(redefinirSenhaFormSchema), defaultValues: { senha: '', confirmacao: '' } });

  if (validacao.isPending) {
    return (
      <CartaoPublico titulo="Redefinir senha">
        <LoadingState mensagem="Verificando o link…" />
      </CartaoPublico>
    );
  }
  if (validacao.isError) {
    return (
      <CartaoPublico titulo="Redefinir senha">
        <Stack spacing={2.5}>
          <Alert severity="error" role="alert">
            {mensagemDeErro(validacao.error)}
          </Alert>
          <Button variant="contained" onClick={() => void validacao.refetch()}>
            Tentar novamente
          </Button>
        </Stack>
      </CartaoPublico>
    );
  }
  if (!validacao.data || linkRecusado) return <LinkInvalido />;

  const enviar = async (dados: RedefinirSenhaForm) => {
    setErro(null);
    try {
      await redefinir.mutateAsync({ token: hash, ...dados });
      await navigate(paths.login, { replace: true, state: { sucesso: MENSAGEM_SENHA_REDEFINIDA } });
    } catch (falha) {
      const { codigo, campos } = codigoDoErro(falha);
      if (codigo === 'LINK_INVALIDO') {
        setLinkRecusado(true);
        return;
      }
      if (campos?.senha) setError('senha', { message: campos.senha });
      if (campos?.confirmacao) setError('confirmacao', { message: campos.confirmacao });
      setErro(mensagemDeErro(falha));
    }
  };

  const senha = register('senha');
  const confirmacao = register('confirmacao');
  return (
    <CartaoPublico titulo="Redefinir senha" subtitulo="Escolha uma nova senha. Ao salvar, todas as sessões abertas da sua conta são encerradas.">
      <Box component="form" noValidate onSubmit={handleSubmit(enviar)} aria-label="Definir nova senha">
        <Stack spacing={2.5}>
          {erro ? (
            <Alert severity="error" role="alert" data-testid="resetpass-erro">
              {erro}
            </Alert>
          ) : null}
          <CampoTexto
            {...senha}
            inputRef={senha.ref}
            id="resetpass-senha"
            label="Nova senha"
            type="password"
            autoComplete="new-password"
            required
            error={Boolean(errors.senha)}
            helperText={errors.senha?.message ?? 'De 8 a 128 caracteres. Uma frase longa é uma boa escolha.'}
          />
          <CampoTexto
            {...confirmacao}
            inputRef={confirmacao.ref}
            id="resetpass-confirmacao"
            label="Confirme a nova senha"
            type="password"
            autoComplete="new-password"
            required
            error={Boolean(errors.confirmacao)}
            helperText={errors.confirmacao?.message}
          />
          <BotaoEnviar enviando={isSubmitting}>
            Salvar nova senha
          </BotaoEnviar>
        </Stack>
      </Box>
    </CartaoPublico>
  );
}
