import Chip, { type ChipProps } from '@mui/material/Chip';
import { ROTULO_SITUACAO, type SituacaoInscricao } from '@portal/contracts';

const COR: Record<SituacaoInscricao, ChipProps['color']> = {
  regular: 'success',
  licenciado: 'warning',
  suspenso: 'error',
  impedido: 'error',
  cancelado: 'error',
  falecido: 'default',
};

export function SituacaoChip({ situacao }: { situacao: SituacaoInscricao }) {
  return <Chip size="small" color={COR[situacao]} label={ROTULO_SITUACAO[situacao]} data-testid="situacao-chip" />;
}
