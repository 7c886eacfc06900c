import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEventHandler, type ReactNode } from 'react';

interface AcoesDialogoProps {
  /** The button that closes without doing anything ('Voltar', 'Cancelar'). */
  rotuloVoltar: string;
  rotuloConfirmar: ReactNode;
  aoVoltar: () => void;
  ocupado: boolean;
  corConfirmar?: 'primary' | 'error';
  /** Focus starts on the back button (a destructive action the user must choose deliberately). */
  focoEmVoltar?: boolean;
  /** The confirm button says it is busy to assistive technology (aria-busy) while it works. */
  anunciaOcupado?: boolean;
}

/** A form dialog's buttons: back, and the submit button with a spinner while the request runs. */
export function AcoesDialogo({ rotuloVoltar, rotuloConfirmar, aoVoltar, ocupado, corConfirmar, focoEmVoltar = false, anunciaOcupado = true }: AcoesDialogoProps) {
  return (
    <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
      <Button onClick={aoVoltar} disabled={ocupado} autoFocus={focoEmVoltar || undefined}>
        {rotuloVoltar}
      </Button>
      <Button
        type="submit"
        variant="contained"
        {...(corConfirmar ? { color: corConfirmar } : {})}
        disabled={ocupado}
        {...(anunciaOcupado ? { 'aria-busy': ocupado } : {})}
        startIcon={ocupado ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null}
      >
        {rotuloConfirmar}
      </Button>
    </DialogActions>
  );
}

interface DialogoFormularioProps extends Omit<AcoesDialogoProps, 'aoVoltar' | 'rotuloVoltar'> {
  titulo: ReactNode;
  /** What the action means; read as the dialog's description. */
  descricao: ReactNode;
  /** The description holds block content (a line break, strong text over two lines). */
  descricaoEmBloco?: boolean;
  /** The server's refusal that names no field, shown above the fields. */
  erro: string | null;
  erroTestId?: string;
  aoFechar: () => void;
  aoEnviar: FormEventHandler<HTMLFormElement>;
  /** The fields (a reason, a deadline…). */
  children: ReactNode;
}

/**
 * A dialog that asks for a reason and confirms an action (reverse a payment, resolve a review, cancel a request,
 * a staff transition): title, what it means, the refusal, the fields, 'Voltar' and the action. Closing is refused
 * while the request runs.
 */
export function DialogoFormulario({ titulo, descricao, descricaoEmBloco = false, erro, erroTestId, aoFechar, aoEnviar, children, ocupado, ...acoes }: DialogoFormularioProps) {
  const idTitulo = useId();
  const idDescricao = useId();
  return (
    <Dialog open onClose={ocupado ? undefined : aoFechar} aria-labelledby={idTitulo} aria-describedby={idDescricao} fullWidth maxWidth="sm">
      <form noValidate onSubmit={aoEnviar} aria-labelledby={idTitulo}>
        <DialogTitle id={idTitulo}>{titulo}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={idDescricao} component={descricaoEmBloco ? 'div' : 'p'}>
              {descricao}
            </DialogContentText>
            {erro ? (
              <Alert severity="error" role="alert" {...(erroTestId ? { 'data-testid': erroTestId } : {})}>
                {erro}
              </Alert>
            ) : null}
            {children}
          </Stack>
        </DialogContent>
        <AcoesDialogo rotuloVoltar="Voltar" aoVoltar={aoFechar} ocupado={ocupado} {...acoes} />
      </form>
    </Dialog>
  );
}
