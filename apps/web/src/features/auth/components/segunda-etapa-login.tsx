import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DesafioLogin, LoginResponse } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { BotaoEnviar } from '@/components/botao-enviar';
import { CampoTexto } from '@/components/campo-texto';
import { CodigosRecuperacao } from '@/components/codigos-recuperacao';
import { ConfiguracaoTotp } from '@/components/configuracao-totp';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { TemaMui } from '@/components/tema-mui';
import { mensagemDeErro } from '@/lib/api-client';
import { useAtivarNoLogin, useConfiguracaoNoLogin, useEnviarCodigoLogin } from '../api/login-2fa';

interface Props {
  desafio: DesafioLogin;
  onConcluir: (resposta: LoginResponse) => void;
  onVoltar: () => void;
}

/** After the password: the code step, or (staff without a second factor) its set-up. */
export function SegundaEtapaLogin({ desafio, onConcluir, onVoltar }: Props) {
  // The login page is plain CSS (ADR 032); this step, MUI, brings the theme with it.
  return (
    <TemaMui>
      {'requer2fa' in desafio ? (
        <EtapaCodigo desafio={desafio.desafio} onConcluir={onConcluir} onVoltar={onVoltar} />
      ) : (
        <EtapaConfiguracao desafio={desafio.desafio} onConcluir={onConcluir} onVoltar={onVoltar} />
      )}
    </TemaMui>
  );
}

function EtapaCodigo({ desafio, onConcluir, onVoltar }: { desafio: string } & Omit<Props, 'desafio'>) {
  const enviar = useEnviarCodigoLogin();
  const [recuperacao, setRecuperacao] = useState(false);
  const [codigo, setCodigo] = useState('');
  const [erro, setErro] = useState<string | null>(null);

  const aoEnviar = async (e: FormEvent) => {
    e.preventDefault();
    setErro(null);
    const valor = codigo.trim();
    if (recuperacao ? valor.length < 10 : !/^\d{6}$/.test(valor)) {
      setErro(recuperacao ? 'Digite um código de recuperação (10 caracteres).' : 'Digite os 6 dígitos do aplicativo autenticador.');
      return;
    }
    try {
      onConcluir(await enviar.mutateAsync({ desafio, codigo: valor }));
    } catch (falha) {
      setErro(mensagemDeErro(falha));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={aoEnviar} aria-label="Verificação em duas etapas" data-testid="login-etapa-codigo">
      <Stack spacing={2.5}>
        <Typography id="titulo-codigo" variant="h2" sx={{ fontSize: '1.25rem' }}>
          Código de verificação
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {recuperacao
            ? 'Digite um dos seus códigos de recuperação. Cada código vale uma única vez.'
            : 'Abra o aplicativo autenticador e digite o código de 6 dígitos do Portal unificado.'}
        </Typography>
        {erro ? (
          <Alert severity="error" role="alert" data-testid="login-erro">
            {erro}
          </Alert>
        ) : null}
        {recuperacao ? (
          <CampoTexto
            key="recuperacao"
            id="login-codigo-recuperacao"
            label="Código de recuperação"
            autoComplete="off"
            required
            onChange={(e) => setCodigo(e.target.value)}
            inputProps={{ autoCapitalize: 'none', spellCheck: false, maxLength: 20, 'data-testid': 'login-codigo' }}
          />
        ) : (
          <CampoTexto
            key="totp"
            id="login-codigo"
            label="Código de verificação"
            autoComplete="one-time-code"
            required
            onChange={(e) => setCodigo(e.target.value)}
            inputProps={{ inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6, 'data-testid': 'login-codigo' }}
          />
        )}
        <BotaoEnviar enviando={enviar.isPending}>Verificar</BotaoEnviar>
        <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Link
            component="button"
            type="button"
            onClick={() => {
              setRecuperacao((r) => !r);
              setCodigo('');
              setErro(null);
            }}
          >
            {recuperacao ? 'Usar o código do aplicativo' : 'Usar um código de recuperação'}
          </Link>
          <Link component="button" type="button" onClick={onVoltar}>
            Voltar
          </Link>
        </Stack>
      </Stack>
    </Box>
  );
}

function EtapaConfiguracao({ desafio, onConcluir, onVoltar }: { desafio: string } & Omit<Props, 'desafio'>) {
  const configuracao = useConfiguracaoNoLogin(desafio);
  const ativar = useAtivarNoLogin();
  const [codigo, setCodigo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [concluido, setConcluido] = useState<{ resposta: LoginResponse; codigos: string[] } | null>(null);

  if (concluido) {
    return (
      <Stack spacing={2.5} data-testid="login-codigos-recuperacao">
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          Verificação em duas etapas ativada
        </Typography>
        <CodigosRecuperacao codigos={concluido.codigos} />
        <Button variant="contained" size="large" fullWidth onClick={() => onConcluir(concluido.resposta)}>
          Já guardei os códigos
        </Button>
      </Stack>
    );
  }

  const aoEnviar = async (e: FormEvent) => {
    e.preventDefault();
    setErro(null);
    if (!/^\d{6}$/.test(codigo.trim())) {
      setErro('Digite os 6 dígitos do aplicativo autenticador.');
      return;
    }
    try {
      const { codigosRecuperacao, ...resposta } = await ativar.mutateAsync({ desafio, codigo: codigo.trim() });
      setConcluido({ resposta, codigos: codigosRecuperacao });
    } catch (falha) {
      setErro(mensagemDeErro(falha));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={aoEnviar} aria-labelledby="titulo-configurar" data-testid="login-etapa-configuracao">
      <Stack spacing={2.5}>
        <Typography id="titulo-configurar" variant="h2" sx={{ fontSize: '1.25rem' }}>
          Configure a verificação em duas etapas
        </Typography>
        <Typography variant="body2" color="textSecondary">
          Quem acessa a área restrita precisa de um segundo fator: além da senha, um código do aplicativo autenticador
          do seu celular.
        </Typography>
        {erro ? (
          <Alert severity="error" role="alert" data-testid="login-erro">
            {erro}
          </Alert>
        ) : null}
        {configuracao.isPending ? (
          <LoadingState mensagem="Preparando a configuração…" />
        ) : configuracao.isError ? (
          <ErrorState mensagem={mensagemDeErro(configuracao.error)} />
        ) : (
          <>
            <ConfiguracaoTotp configuracao={configuracao.data} />
            <CampoTexto
              id="login-codigo-ativacao"
              label="Código de verificação"
              autoComplete="one-time-code"
              required
              onChange={(e) => setCodigo(e.target.value)}
              inputProps={{ inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6, 'data-testid': 'login-codigo' }}
            />
            <BotaoEnviar enviando={ativar.isPending}>Ativar e entrar</BotaoEnviar>
          </>
        )}
        <Link component="button" type="button" onClick={onVoltar} sx={{ alignSelf: 'flex-start' }}>
          Voltar
        </Link>
      </Stack>
    </Box>
  );
}
