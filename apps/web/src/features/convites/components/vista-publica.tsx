import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ConvitePublico } from '@portal/contracts';
import { formatarDataBr } from './formatar';

/** Anyone but the owner and gate staff: only that the invitation exists and its date. */
export function VistaPublica({ convite }: { convite: ConvitePublico }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="convite-publico">
      <Typography sx={{ fontWeight: 500 }}>Este convite do CEL existe.</Typography>
      <Typography>Data da visita: {formatarDataBr(convite.data)}.</Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        Os detalhes são vistos só por quem convidou e pela portaria do clube.
      </Typography>
    </Paper>
  );
}
