import Chip from '@mui/material/Chip';
import { ROTULO_SITUACAO_VOTACAO, type SituacaoVotacao } from '@portal/contracts';

const COR: Record<SituacaoVotacao, 'default' | 'success' | 'info' | 'warning'> = {
  rascunho: 'default',
  cerimonia: 'info',
  agendada: 'info',
  aberta: 'success',
  encerrada: 'warning',
  apurada: 'warning',
  publicada: 'default',
};

export function SituacaoVotacaoChip({ situacao }: { situacao: SituacaoVotacao }) {
  return <Chip size="small" variant="outlined" color={COR[situacao]} label={ROTULO_SITUACAO_VOTACAO[situacao]} />;
}
