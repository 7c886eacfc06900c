import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SessaoAtiva } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { paths } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { limparSessao } from '@/lib/auth-storage';
import { formatarDataHora } from '@/lib/datas';
import { useEncerrarSessao } from '../api/encerrar-sessao';
import { useSessoes } from '../api/get-sessoes';
import { Secao } from './secao';

/** The sign-in method in plain words. */
export function descreverMetodo(metodo: string): string {
  const [base, ...extras] = metodo.split('+');
  const nome =
    base === 'senha-usuario'
      ? 'Senha (modo Usuário)'
      : base === 'senha-colaborador'
        ? 'Senha (modo Colaborador)'
        : base?.startsWith('certificado')
          ? 'Certificado digital'
          : (base ?? metodo);
  return extras.includes('2fa') ? `${nome} e código de verificação` : nome;
}

function ItemSessao({ s, onEncerrar, encerrando }: { s: SessaoAtiva; onEncerrar: () => void; encerrando: boolean }) {
  return (
    <ListItem divider sx={{ px: 0, alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }} data-testid="sessao">
      <Stack spacing={0.5} sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography sx={{ fontWeight: 600 }}>{s.dispositivo}</Typography>
          {s.atual ? <Chip size="small" color="primary" label="Esta sessão" /> : null}
        </Stack>
        <Typography variant="body2" color="textSecondary">
          Entrou em {formatarDataHora(s.criadoEm)} · Último uso {formatarDataHora(s.ultimoUsoEm)}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {s.ip ? `IP ${s.ip} · ` : ''}
          {descreverMetodo(s.metodo)}
        </Typography>
      </Stack>
      <Button
        variant="outlined"
        color={s.atual ? 'inherit' : 'error'}
        onClick={onEncerrar}
        disabled={encerrando}
        aria-label={s.atual ? 'Sair (encerrar esta sessão)' : `Encerrar a sessão ${s.dispositivo} iniciada em ${formatarDataHora(s.criadoEm)}`}
      >
        {s.atual ? 'Sair' : 'Encerrar'}
      </Button>
    </ListItem>
  );
}

/** The live sessions of the user; any can be ended (the current one logs out). */
export function SecaoSessoes() {
  const consulta = useSessoes();
  const encerrar = useEncerrarSessao();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [erro, setErro] = useState<string | null>(null);

  const aoEncerrar = async (s: SessaoAtiva) => {
    setErro(null);
    try {
      const { atual } = await encerrar.mutateAsync(s.id);
      if (atual) {
        limparSessao();
        queryClient.clear();
        void navigate(paths.login, { replace: true });
      }
    } catch (falha) {
      setErro(mensagemDeErro(falha));
    }
  };

  return (
    <Secao id="sessoes" titulo="Sessões ativas" descricao="Onde sua conta está aberta. Encerre o que você não reconhecer.">
      {erro ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {erro}
        </Alert>
      ) : null}
      {consulta.isPending ? (
        <LoadingState mensagem="Carregando sessões…" />
      ) : consulta.isError ? (
        <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />
      ) : consulta.data.length === 0 ? (
        <EmptyState mensagem="Nenhuma sessão ativa." />
      ) : (
        <List aria-label="Sessões ativas" disablePadding>
          {consulta.data.map((s) => (
            <ItemSessao key={s.id} s={s} onEncerrar={() => void aoEncerrar(s)} encerrando={encerrar.isPending} />
          ))}
        </List>
      )}
    </Secao>
  );
}
