import { ROTULO_SITUACAO, type SituacaoInscricao } from '@portal/contracts';
import { garantirEstiloInicio } from '@/components/estilo-inicio';

garantirEstiloInicio();

/** The colour of each standing, as MUI's small filled Chip drew it (success, warning, error, default). */
const COR: Record<SituacaoInscricao, string> = {
  regular: 'pl-chip-regular',
  licenciado: 'pl-chip-licenciado',
  suspenso: 'pl-chip-alerta',
  impedido: 'pl-chip-alerta',
  cancelado: 'pl-chip-alerta',
  falecido: 'pl-chip-neutro',
};

/** The member's standing at the bar, in plain CSS (components/estilo-inicio.ts, ADR 032): it is on /home. */
export function SituacaoChip({ situacao }: { situacao: SituacaoInscricao }) {
  return (
    <span className={`pl-chip ${COR[situacao]}`} data-testid="situacao-chip">
      {ROTULO_SITUACAO[situacao]}
    </span>
  );
}
