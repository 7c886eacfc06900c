import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

interface ErrorStateProps {
  mensagem: string;
  onTentarNovamente?: () => void;
  tentando?: boolean;
}

/** A failed load: the message and a retry button. */
export function ErrorState({ mensagem, onTentarNovamente, tentando = false }: ErrorStateProps) {
  return (
    <Alert
      severity="error"
      action={
        onTentarNovamente ? (
          <Button color="inherit" size="small" onClick={onTentarNovamente} disabled={tentando}>
            Tentar novamente
          </Button>
        ) : undefined
      }
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      {mensagem}
    </Alert>
  );
}
