import Chip, { type ChipProps } from '@mui/material/Chip';
import { ROTULO_SITUACAO_CONVITE, type SituacaoConvite } from '@portal/contracts';

const COR: Record<SituacaoConvite, ChipProps['color']> = { emitido: 'success', utilizado: 'info', cancelado: 'default', expirado: 'default' };

/** An invitation's situation as a chip (the text says it; the colour only reinforces it). */
export function SituacaoConviteChip({ situacao }: { situacao: SituacaoConvite }) {
  return <Chip size="small" label={ROTULO_SITUACAO_CONVITE[situacao]} color={COR[situacao]} variant={COR[situacao] === 'default' ? 'outlined' : 'filled'} />;
}
