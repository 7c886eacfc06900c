import Typography from '@mui/material/Typography';
import { hojeSaoPaulo } from '@portal/contracts';
import { useIngressos } from '../api/get-ingressos';

/** The home card's line: tickets still to use (issued, not yet admitted, event today or later). */
export function EstadoIngressos() {
  const ingressos = useIngressos();
  if (ingressos.isPending) return <Typography variant="body2" color="textSecondary">Carregando ingressos…</Typography>;
  if (ingressos.isError) return <Typography variant="body2" color="error">Não foi possível carregar seus ingressos.</Typography>;
  const hoje = hojeSaoPaulo();
  const aUsar = ingressos.data.filter((i) => i.status === 'emitido' && !i.utilizadoEm && i.eventoData >= hoje).length;
  const reservados = ingressos.data.filter((i) => i.status === 'reservado').length;
  return (
    <Typography variant="body2">
      {aUsar === 0 ? 'Nenhum ingresso a usar' : aUsar === 1 ? '1 ingresso a usar' : `${aUsar} ingressos a usar`}
      {reservados > 0 ? ` · ${reservados} aguardando pagamento` : ''}
    </Typography>
  );
}
