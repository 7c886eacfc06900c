import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { descreverElegibilidade, formatarDataHoraVotacao, ROTULO_TIPO_VOTACAO, type VotacaoMembro } from '@portal/contracts';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { mensagemDeErro } from '@/lib/api-client';
import { contagem } from '@/lib/plural';
import { useVotacoes } from '../api/votacoes';
import { BuscaCodigo } from './busca-codigo';
import { ResultadoVotacaoLista } from './resultado-votacao';
import { SituacaoVotacaoChip } from './situacao-chip';
import { TarefasDeGuardiao } from './tarefas-de-guardiao';
import { LinkVoltar } from '@/components/link-voltar';
import { paths } from '@/config/paths';

// The vote dialog (and the choice controls it draws) loads when the member presses "Votar" (ADR 060).
const VotoDialog = lazy(() => import('./voto-dialog').then((m) => ({ default: m.VotoDialog })));

function CartaoVotacao({ v }: { v: VotacaoMembro }) {
  const [votando, setVotando] = useState(false);
  const idTitulo = `votacao-${v.id}`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={idTitulo} sx={{ p: { xs: 2, sm: 3 } }} data-testid="votacao">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }} useFlexGap>
        <SituacaoVotacaoChip situacao={v.situacao} />
        <Typography variant="body2" color="textSecondary">
          {ROTULO_TIPO_VOTACAO[v.tipo]}
        </Typography>
      </Stack>
      <Typography id={idTitulo} variant="h2" sx={{ fontSize: '1.2rem', mb: 1, overflowWrap: 'anywhere' }}>
        {v.titulo}
      </Typography>
      {v.descricao && <Typography sx={{ mb: 1, whiteSpace: 'pre-line' }}>{v.descricao}</Typography>}
      <Typography variant="body2" color="textSecondary">
        De {formatarDataHoraVotacao(v.abreEm)} a {formatarDataHoraVotacao(v.fechaEm)}
        {v.comparecimento && ` · Comparecimento: ${v.comparecimento.votantes} de ${contagem(v.comparecimento.eleitores, 'eleitor', 'eleitores')}`}
      </Typography>
      <Typography variant="body2" color="textSecondary" data-testid="elegibilidade">
        Quem vota: {descreverElegibilidade(v)}
      </Typography>
      <Box sx={{ mt: 2 }}>
        {v.podeVotar ? (
          <Button variant="contained" onClick={() => setVotando(true)}>
            Votar
          </Button>
        ) : (
          v.motivo && (
            <Alert severity={v.jaVotou ? 'success' : 'info'} data-testid="motivo">
              {v.motivo}
            </Alert>
          )
        )}
      </Box>
      {v.resultado && (
        <Box sx={{ mt: 2 }}>
          <ResultadoVotacaoLista resultado={v.resultado} titulo={v.titulo} />
        </Box>
      )}
      {v.situacao === 'publicada' && (
        <Box sx={{ mt: 2 }}>
          <BuscaCodigo votacaoId={v.id} />
        </Box>
      )}
      {(v.situacao === 'encerrada' || v.situacao === 'apurada') && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          Em apuração: os guardiões decifram a soma das cédulas. O resultado e o registro público serão publicados em seguida.
        </Typography>
      )}
      {/* Mounted while open, even after the list learns the vote (podeVotar false): the code must stay on screen. */}
      {votando && (
        <Suspense fallback={null}>
          <VotoDialog votacao={v} aberto aoFechar={() => setVotando(false)} />
        </Suspense>
      )}
    </Paper>
  );
}

/** /voting: the member's elections and polls: vote once (encrypted), keep the confirmation code, find it after publication. */
export function VotacaoPage() {
  const consulta = useVotacoes();
  let conteudo: ReactNode;
  if (consulta.isPending) conteudo = <LoadingState mensagem="Carregando as votações…" />;
  else if (consulta.isError) conteudo = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  else if (consulta.data.length === 0) conteudo = <EmptyState mensagem="Nenhuma votação por enquanto." />;
  else
    conteudo = (
      <Stack spacing={2}>
        {consulta.data.map((v) => (
          <CartaoVotacao key={v.id} v={v} />
        ))}
      </Stack>
    );
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <LinkVoltar para={paths.homeOab} destino="a OAB-GO" />
      <Typography variant="h1" sx={{ mt: 1, mb: 1 }}>
        Votações
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Eleições e enquetes da OAB-GO. O voto é secreto: sua cédula é cifrada no seu navegador e você recebe um código de confirmação para conferir, depois da
        publicação do resultado, que ela foi contada.
      </Typography>
      <TarefasDeGuardiao />
      {conteudo}
    </Container>
  );
}
