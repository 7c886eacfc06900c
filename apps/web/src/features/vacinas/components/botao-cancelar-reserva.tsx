import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { mensagemDeErro } from '@/lib/api-client';
import { useCancelarReserva } from '../api/cancelar-reserva';

/** "Cancelar reserva" with a confirmation: the doses go back to the stock and the título is cancelled. */
export function BotaoCancelarReserva({ compraId, vacina }: { compraId: string; vacina: string }) {
  const [aberto, setAberto] = useState(false);
  const cancelar = useCancelarReserva();
  return (
    <>
      <Button color="error" variant="text" size="small" onClick={() => setAberto(true)}>
        Cancelar reserva
      </Button>
      <Dialog open={aberto} onClose={() => setAberto(false)} aria-labelledby={`cancelar-${compraId}`}>
        <DialogTitle id={`cancelar-${compraId}`}>Cancelar a reserva de {vacina}?</DialogTitle>
        <DialogContent>
          <DialogContentText>As doses voltam ao estoque, o título é cancelado e os créditos ViraMais usados voltam para o seu saldo.</DialogContentText>
          {cancelar.isError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {mensagemDeErro(cancelar.error)}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAberto(false)}>Voltar</Button>
          <Button color="error" variant="contained" disabled={cancelar.isPending} onClick={() => cancelar.mutate(compraId, { onSuccess: () => setAberto(false) })}>
            Cancelar reserva
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
