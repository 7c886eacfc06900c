import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { mensagemDeErro } from '@/lib/api-client';
import { useBaixarRecibo } from './api/recibo';

/** 'Baixar recibo (PDF)' of a paid título, with the API's message when the download fails. */
export function BotaoRecibo({ nufin, rotulo = 'Baixar recibo (PDF)' }: { nufin: number; rotulo?: string }) {
  const baixar = useBaixarRecibo();
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        onClick={() => baixar.mutate(nufin)}
        disabled={baixar.isPending}
        aria-busy={baixar.isPending}
        startIcon={baixar.isPending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <PictureAsPdf aria-hidden="true" />}
      >
        {rotulo}
      </Button>
      {baixar.isError ? (
        <Alert severity="error" sx={{ width: '100%' }}>
          {mensagemDeErro(baixar.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
