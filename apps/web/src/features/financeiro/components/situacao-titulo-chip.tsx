import type { SituacaoTitulo, TituloResumo } from '@portal/contracts';
import { garantirEstiloTelas } from '@/components/estilo-telas';
import { ROTULO_SITUACAO_TITULO, situacaoDoTitulo } from '@portal/contracts/sem-zod';

garantirEstiloTelas();

/** The colour of each situation, as MUI's small Chip drew it: filled warning, error, success; outlined default. */
const COR: Record<SituacaoTitulo, string> = {
  aberto: 'pl-chip-aberto',
  vencido: 'pl-chip-alerta',
  pago: 'pl-chip-regular',
  renegociado: 'pl-chip-contorno',
  cancelado: 'pl-chip-contorno',
};

/**
 * A título's situation as a chip (the text always says it; the colour only reinforces it). Plain elements (ADR 067):
 * it is on /annuity and /financeiro, drawn without MUI.
 */
export function SituacaoTituloChip({ titulo }: { titulo: Pick<TituloResumo, 'status' | 'vencido'> }) {
  const situacao = situacaoDoTitulo(titulo);
  return (
    <span className={`pl-chip ${COR[situacao]}`} data-testid="situacao-titulo">
      {ROTULO_SITUACAO_TITULO[situacao]}
    </span>
  );
}
