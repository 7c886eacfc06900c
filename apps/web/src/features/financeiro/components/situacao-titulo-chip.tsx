import { ROTULO_SITUACAO_TITULO, situacaoDoTitulo, type SituacaoTitulo } from '@portal/contracts';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { TituloResumo } from '@portal/contracts';

const COR: Record<SituacaoTitulo, ChipProps['color']> = {
  aberto: 'warning',
  vencido: 'error',
  pago: 'success',
  renegociado: 'default',
  cancelado: 'default',
};

/** A título's situation as a chip (the text always says it; the colour only reinforces it). */
export function SituacaoTituloChip({ titulo, size = 'small' }: { titulo: Pick<TituloResumo, 'status' | 'vencido'>; size?: ChipProps['size'] }) {
  const situacao = situacaoDoTitulo(titulo);
  return (
    <Chip
      label={ROTULO_SITUACAO_TITULO[situacao]}
      color={COR[situacao]}
      size={size}
      variant={situacao === 'renegociado' || situacao === 'cancelado' ? 'outlined' : 'filled'}
      data-testid="situacao-titulo"
    />
  );
}
