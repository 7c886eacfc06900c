import Chip from '@mui/material/Chip';
import { ROTULO_SITUACAO_TITULO, situacaoDoTitulo, type SituacaoTitulo, type TituloResumo } from '@portal/contracts';

const COR: Record<SituacaoTitulo, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  aberto: 'info',
  vencido: 'error',
  pago: 'success',
  renegociado: 'default',
  cancelado: 'default',
};

export function SituacaoTituloStaffChip({ titulo }: { titulo: Pick<TituloResumo, 'status' | 'vencido'> }) {
  const situacao = situacaoDoTitulo(titulo);
  return <Chip size="small" color={COR[situacao]} variant={situacao === 'aberto' ? 'outlined' : 'filled'} label={ROTULO_SITUACAO_TITULO[situacao]} />;
}
