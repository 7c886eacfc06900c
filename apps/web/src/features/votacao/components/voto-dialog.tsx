import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { ReciboVoto, VotacaoMembro } from '@portal/contracts';
import { useState } from 'react';
import { mensagemDeErro } from '@/lib/api-client';
import { useVotar } from '../api/votar';

type Passo = 'escolher' | 'confirmar' | 'recibo';

/** Vote in three steps: choose, confirm (a vote cannot be changed), and the receipt, shown once. */
export function VotoDialog({ votacao, aberto, aoFechar }: { votacao: VotacaoMembro; aberto: boolean; aoFechar: () => void }) {
  const [passo, setPasso] = useState<Passo>('escolher');
  const [opcaoId, setOpcaoId] = useState('');
  const [recibo, setRecibo] = useState<ReciboVoto | null>(null);
  const [copiado, setCopiado] = useState(false);
  const votar = useVotar();
  const opcao = votacao.opcoes.find((o) => o.id === opcaoId);
  const fechar = () => {
    if (votar.isPending) return;
    setPasso('escolher');
    setOpcaoId('');
    setRecibo(null);
    setCopiado(false);
    votar.reset();
    aoFechar();
  };
  const confirmar = () =>
    votar.mutate(
      { votacaoId: votacao.id, opcaoId },
      {
        onSuccess: (r) => {
          setRecibo(r);
          setPasso('recibo');
        },
      },
    );
  const copiar = async () => {
    if (!recibo) return;
    try {
      await navigator.clipboard.writeText(recibo.recibo);
      setCopiado(true);
    } catch {
      setCopiado(false);
    }
  };
  const idTitulo = `voto-titulo-${votacao.id}`;
  return (
    <Dialog open={aberto} onClose={passo === 'recibo' ? undefined : fechar} aria-labelledby={idTitulo} fullWidth maxWidth="sm">
      <DialogTitle id={idTitulo}>{passo === 'recibo' ? 'Voto registrado' : votacao.titulo}</DialogTitle>
      <DialogContent>
        {passo === 'escolher' && (
          <FormControl>
            <FormLabel id={`${idTitulo}-opcoes`}>Escolha uma opção</FormLabel>
            <RadioGroup aria-labelledby={`${idTitulo}-opcoes`} value={opcaoId} onChange={(e) => setOpcaoId(e.target.value)}>
              {votacao.opcoes.map((o) => (
                <FormControlLabel key={o.id} value={o.id} control={<Radio />} label={o.texto} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
        {passo === 'confirmar' && (
          <>
            <Typography sx={{ mb: 2 }}>
              Confirma seu voto em <strong>{opcao?.texto}</strong>?
            </Typography>
            <Alert severity="info">O voto é secreto e não pode ser alterado depois de confirmado.</Alert>
            {votar.isError && (
              <Alert severity="error" sx={{ mt: 2 }} role="alert">
                {mensagemDeErro(votar.error)}
              </Alert>
            )}
          </>
        )}
        {passo === 'recibo' && recibo && (
          <>
            <Typography sx={{ mb: 1 }}>Seu recibo:</Typography>
            <Box
              data-testid="recibo-voto"
              sx={{ fontFamily: 'monospace', fontSize: { xs: '0.95rem', sm: '1.1rem' }, fontWeight: 600, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowWrap: 'anywhere' }}
            >
              {recibo.recibo}
            </Box>
            <Button startIcon={<ContentCopy aria-hidden="true" />} onClick={() => void copiar()} sx={{ mt: 1 }}>
              {copiado ? 'Recibo copiado' : 'Copiar recibo'}
            </Button>
            <Alert severity="warning" sx={{ mt: 2 }}>
              Este recibo é mostrado só agora. Guarde-o: depois do encerramento, ele permite conferir na lista publicada que seu voto foi contado, sem revelar em
              quem você votou.
            </Alert>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {passo === 'escolher' && (
          <>
            <Button onClick={fechar}>Cancelar</Button>
            <Button variant="contained" disabled={!opcaoId} onClick={() => setPasso('confirmar')}>
              Continuar
            </Button>
          </>
        )}
        {passo === 'confirmar' && (
          <>
            <Button onClick={() => setPasso('escolher')} disabled={votar.isPending}>
              Voltar
            </Button>
            <Button variant="contained" onClick={confirmar} disabled={votar.isPending}>
              {votar.isPending ? 'Registrando…' : 'Confirmar voto'}
            </Button>
          </>
        )}
        {passo === 'recibo' && (
          <Button variant="contained" onClick={fechar}>
            Guardei meu recibo
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
