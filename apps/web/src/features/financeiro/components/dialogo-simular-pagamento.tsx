import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { formatarCentavos, type MeioPagamento, type SimulacaoPagamento, type TituloStaff } from '@portal/contracts';
import { useId, useState } from 'react';
import { mensagemDeErro } from '@/lib/api-client';
import { useSimularPagamento } from '../api/simular-pagamento';

interface DialogoSimularPagamentoProps {
  titulo: TituloStaff;
  aoFechar: () => void;
  aoConcluir: (simulacao: SimulacaoPagamento) => void;
}

/**
 * Confirms a simulated payment: the staff member picks PIX or boleto and is told that this is not a shortcut
 * but a signed notification through the provider's webhook (sandbox only), so it settles, goes to review or is
 * ignored exactly as a real one would.
 */
export function DialogoSimularPagamento({ titulo, aoFechar, aoConcluir }: DialogoSimularPagamentoProps) {
  const idTitulo = useId();
  const idDescricao = useId();
  const idMeio = useId();
  const [meio, setMeio] = useState<MeioPagamento>('pix');
  const simular = useSimularPagamento();
  const enviando = simular.isPending;
  const valorHoje = titulo.devido?.totalCentavos ?? titulo.valorCentavos;

  const confirmar = () => {
    simular.mutate({ nufin: titulo.nufin, meio }, { onSuccess: aoConcluir });
  };

  return (
    <Dialog open onClose={enviando ? undefined : aoFechar} aria-labelledby={idTitulo} aria-describedby={idDescricao} fullWidth maxWidth="sm">
      <DialogTitle id={idTitulo}>Simular pagamento do título {titulo.nufin}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id={idDescricao}>
            O portal vai assinar uma notificação de pagamento de {formatarCentavos(valorHoje)} (o valor de hoje) e enviá-la pelo mesmo webhook
            de um pagamento real. Ela é tratada como qualquer outra: liquida o título, vai para revisão ou é ignorada se repetida. Isto só
            existe no ambiente de demonstração (sandbox).
          </DialogContentText>
          {simular.isError ? (
            <Alert severity="error" role="alert">
              {mensagemDeErro(simular.error)}
            </Alert>
          ) : null}
          <FormControl>
            <FormLabel id={idMeio}>Meio de pagamento</FormLabel>
            <RadioGroup row aria-labelledby={idMeio} name="meio-simulacao" value={meio} onChange={(e) => setMeio(e.target.value as MeioPagamento)}>
              <FormControlLabel value="pix" control={<Radio />} label="PIX" disabled={enviando} />
              <FormControlLabel value="boleto" control={<Radio />} label="Boleto" disabled={enviando} />
            </RadioGroup>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: { xs: 2, sm: 3 }, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={aoFechar} disabled={enviando}>
          Voltar
        </Button>
        <Button
          variant="contained"
          onClick={confirmar}
          disabled={enviando}
          aria-busy={enviando}
          startIcon={enviando ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null}
        >
          Enviar notificação
        </Button>
      </DialogActions>
    </Dialog>
  );
}
