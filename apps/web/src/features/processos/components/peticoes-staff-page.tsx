import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatarDataBr, MIN_MOTIVO_REJEICAO, ROTULO_SITUACAO_PETICAO, SITUACOES_PETICAO, type PeticaoStaff, type SituacaoPeticao } from '@portal/contracts';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PaginaStaff } from '@/components/pagina-staff';
import { hrefProcessoStaff } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { formatarDataHora } from '@/lib/datas';
import { formatarTamanho } from '@/lib/tamanho-arquivo';
import { useAnalisarPeticao } from '../api/analisar-peticao';
import { useFilaPeticoes } from '../api/get-fila-peticoes';

function DialogoRejeitar({ p, aberto, onFechar }: { p: PeticaoStaff; aberto: boolean; onFechar: () => void }) {
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const analisar = useAnalisarPeticao();
  const confirmar = () => {
    if (motivo.trim().length < MIN_MOTIVO_REJEICAO) {
      setErro(`Informe o motivo (pelo menos ${MIN_MOTIVO_REJEICAO} caracteres).`);
      return;
    }
    analisar.mutate({ peticaoId: p.id, acao: 'rejeitar', motivo: motivo.trim() }, { onSuccess: onFechar });
  };
  return (
    <Dialog open={aberto} onClose={analisar.isPending ? undefined : onFechar} fullWidth maxWidth="sm" aria-labelledby={`rejeitar-${p.id}`}>
      <DialogTitle id={`rejeitar-${p.id}`}>Não conhecer a petição {p.protocolo}</DialogTitle>
      <DialogContent>
        <TextField
          label="Motivo"
          multiline
          minRows={3}
          fullWidth
          autoFocus
          value={motivo}
          onChange={(e) => {
            setMotivo(e.target.value);
            setErro(null);
          }}
          error={Boolean(erro)}
          helperText={erro ?? 'O motivo entra no andamento do processo.'}
          sx={{ mt: 1 }}
        />
        {analisar.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {mensagemDeErro(analisar.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar} disabled={analisar.isPending}>
          Cancelar
        </Button>
        <Button color="error" variant="contained" onClick={confirmar} disabled={analisar.isPending}>
          Não conhecer
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function CartaoPeticao({ p }: { p: PeticaoStaff }) {
  const analisar = useAnalisarPeticao();
  const [rejeitando, setRejeitando] = useState(false);
  const id = `peticao-${p.id}`;
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', p: { xs: 2, sm: 2.5 } }} aria-labelledby={id} data-testid="peticao-fila">
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography id={id} component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
          {p.protocolo} · {p.tipo}
        </Typography>
        <Chip size="small" label={ROTULO_SITUACAO_PETICAO[p.situacao]} color={p.situacao === 'recebida' ? 'info' : p.situacao === 'juntada' ? 'success' : 'default'} />
        {p.intempestiva ? <Chip size="small" color="warning" label="Intempestiva" /> : null}
        {p.sigiloso ? <Chip size="small" variant="outlined" label="Sigiloso" /> : null}
      </Stack>
      <Typography variant="body2">
        Processo{' '}
        <Link component={RouterLink} to={hrefProcessoStaff(p.processoId)}>
          {p.processoNumero}
        </Link>{' '}
        · {p.autorNome} ({p.autorQualidade === 'parte' ? 'parte' : 'advogado(a) da parte'})
      </Typography>
      <Typography variant="body2" color="textSecondary">
        Recebida em {formatarDataHora(p.recebidaEm, { segundos: true })}
        {p.prazo ? ` · prazo “${p.prazo.descricao}” até ${formatarDataBr(p.prazo.fim)}` : ''}
      </Typography>
      {p.texto ? (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: '12em', overflow: 'auto' }}>
          {p.texto}
        </Typography>
      ) : null}
      {p.documentos.length > 0 ? (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }} aria-label={`Documentos da petição ${p.protocolo}`}>
          {p.documentos.map((d) => (
            <Typography component="li" variant="body2" key={d.id} sx={{ overflowWrap: 'anywhere' }}>
              {d.nome} ({formatarTamanho(d.tamanho)})
            </Typography>
          ))}
        </Box>
      ) : null}
      {p.situacao === 'recebida' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
          <Button variant="contained" size="small" disabled={analisar.isPending} onClick={() => analisar.mutate({ peticaoId: p.id, acao: 'juntar' })}>
            Juntar aos autos
          </Button>
          <Button variant="outlined" color="error" size="small" disabled={analisar.isPending} onClick={() => setRejeitando(true)}>
            Não conhecer
          </Button>
        </Stack>
      ) : null}
      {analisar.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {mensagemDeErro(analisar.error)}
        </Alert>
      ) : null}
      {rejeitando ? <DialogoRejeitar p={p} aberto={rejeitando} onFechar={() => setRejeitando(false)} /> : null}
    </Paper>
  );
}

/** /area-restrita/peticoes: the queue of petitions filed by parties and lawyers, oldest first; juntar or não conhecer. */
export function PeticoesStaffPage() {
  const [situacao, setSituacao] = useState<SituacaoPeticao | ''>('recebida');
  const consulta = useFilaPeticoes(situacao);
  let conteudo: ReactNode;
  if (consulta.isPending) conteudo = <LoadingState mensagem="Carregando as petições…" />;
  else if (consulta.isError)
    conteudo = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  else if (consulta.data.length === 0) conteudo = <EmptyState mensagem={situacao === 'recebida' ? 'Nenhuma petição aguardando análise.' : 'Nenhuma petição encontrada.'} />;
  else
    conteudo = (
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }} aria-label="Petições">
        {consulta.data.map((p) => (
          <CartaoPeticao key={p.id} p={p} />
        ))}
      </Stack>
    );
  return (
    <PaginaStaff titulo="Petições recebidas" descricao="Petições protocoladas pelas partes e seus advogados, das mais antigas às mais recentes. Junte aos autos ou não conheça, com o motivo.">
      <TextField
        select
        label="Situação"
        value={situacao}
        onChange={(e) => setSituacao(e.target.value as SituacaoPeticao | '')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ mb: 2, minWidth: 240, maxWidth: '100%' }}
      >
        {SITUACOES_PETICAO.map((s) => (
          <option key={s} value={s}>
            {ROTULO_SITUACAO_PETICAO[s]}
          </option>
        ))}
        <option value="">Todas</option>
      </TextField>
      {conteudo}
    </PaginaStaff>
  );
}
