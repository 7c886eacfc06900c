import Chip from '@mui/material/Chip';
import type { Plano } from '@portal/contracts';

const SITUACAO_PLANO: Record<Plano['status'], { rotulo: string; cor: 'info' | 'success' | 'default' }> = {
  ativo: { rotulo: 'Em andamento', cor: 'info' },
  quitado: { rotulo: 'Quitado', cor: 'success' },
  cancelado: { rotulo: 'Cancelado', cor: 'default' },
};

/** A payment plan's status as a chip (the text always says it; the colour only reinforces it). */
export function PlanoStatusChip({ status }: { status: Plano['status'] }) {
  const { rotulo, cor } = SITUACAO_PLANO[status];
  return <Chip label={rotulo} color={cor} size="small" variant={status === 'cancelado' ? 'outlined' : 'filled'} data-testid="situacao-plano" />;
}
