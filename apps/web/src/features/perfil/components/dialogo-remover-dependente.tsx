import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Dependente } from '@portal/contracts';
import { useId } from 'react';
import { mensagemDeErro } from '@/lib/api-client';
import { useRemoverDependente } from '../api/remover-dependente';

/** 'Remover dependente?': the confirmation, with what removing means. Mounted while open. */
export function DialogoRemoverDependente({ dependente, aoFechar, aoRemover }: { dependente: Dependente; aoFechar: () => void; aoRemover: () => void }) {
  const idTitulo = useId();
  const idDescricao = useId();
  const remover = useRemoverDependente();
  const ocupado = remover.isPending;

  const confirmar = () => {
    remover.mutate(dependente.id, { onSuccess: aoRemover });
  };

  return (
    <Dialog open onClose={ocupado ? undefined : aoFechar} aria-labelledby={idTitulo} aria-describedby={idDescricao} fullWidth maxWidth="xs">
      <DialogTitle id={idTitulo}>Remover dependente?</DialogTitle>
      <DialogContent>
        <DialogContentText id={idDescricao} sx={{ overflowWrap: 'anywhere' }}>
          {dependente.nome} deixará de aparecer nas vacinas, nos ingressos e no auxílio funeral. Pedidos e compras já feitos não mudam, e a
          remoção fica no histórico de alterações.
        </DialogContentText>
        {remover.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {mensagemDeErro(remover.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={aoFechar} disabled={ocupado} autoFocus>
          Cancelar
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={confirmar}
          disabled={ocupado}
          startIcon={ocupado ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
        >
          {ocupado ? 'Removendo…' : 'Remover'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
