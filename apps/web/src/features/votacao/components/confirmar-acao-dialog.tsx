import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/**
 * "Abrir a votação?" and the other staff confirmations. Its own chunk, loaded when a button asks for it: the dialog
 * is not on /voting-admin's first screen (ADR 060).
 */
export function ConfirmarAcaoDialog({
  idTitulo,
  pergunta,
  texto,
  erro,
  ocupado,
  aoCancelar,
  aoConfirmar,
}: {
  idTitulo: string;
  pergunta: string;
  texto: string;
  erro: string | null;
  ocupado: boolean;
  aoCancelar: () => void;
  aoConfirmar: () => void;
}) {
  return (
    <Dialog open onClose={() => !ocupado && aoCancelar()} aria-labelledby={idTitulo}>
      <DialogTitle id={idTitulo}>{pergunta}</DialogTitle>
      <DialogContent>
        <DialogContentText>{texto}</DialogContentText>
        {erro && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {erro}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={aoCancelar} disabled={ocupado}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={aoConfirmar} disabled={ocupado}>
          Confirmar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
