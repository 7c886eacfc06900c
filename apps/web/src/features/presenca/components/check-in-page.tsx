import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { useCheckIn } from '../api/fazer-check-in';

const HORA = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', timeStyle: 'short' });

/** /presenca/:codigo: where the room QR leads; the signed-in member confirms their presence. */
export function CheckInPage() {
  const { codigo = '' } = useParams();
  const checkIn = useCheckIn();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Registrar presença
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Você leu o QR exibido na sala. Confirme para registrar a sua presença. O código vale por 1 minuto: se expirar, leia o QR novamente.
      </Typography>
      {checkIn.isSuccess ? (
        <Alert severity="success" role="status" data-testid="presenca-registrada">
          {checkIn.data.novo ? 'Presença registrada' : 'Sua presença já estava registrada'} em {checkIn.data.titulo} às {HORA.format(new Date(checkIn.data.registradoEm))}.
        </Alert>
      ) : (
        <>
          {checkIn.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {mensagemDeErro(checkIn.error)}
            </Alert>
          )}
          <Button variant="contained" size="large" fullWidth disabled={checkIn.isPending || !codigo} onClick={() => checkIn.mutate(codigo)}>
            Confirmar presença
          </Button>
        </>
      )}
      <Link component={RouterLink} to={paths.comissoes} sx={{ display: 'inline-block', mt: 3 }}>
        Ver minhas comissões
      </Link>
    </Container>
  );
}
