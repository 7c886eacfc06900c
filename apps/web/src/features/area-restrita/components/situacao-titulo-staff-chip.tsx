import Chip from '@mui/material/Chip';
import type { SITUACOES_TITULO, TituloResumo } from '@portal/contracts';

type SituacaoTitulo = (typeof SITUACOES_TITULO)[number];

const ROTULO: Record<SituacaoTitulo, string> = {
  aberto: 'Em aberto',
  vencido: 'Vencido',
  pago: 'Pago',
  renegociado: 'Renegociado',
  cancelado: 'Cancelado',
};

const COR: Record<SituacaoTitulo, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  aberto: 'info',
  vencido: 'error',
  pago: 'success',
  renegociado: 'default',
  cancelado: 'default',
};

/** 'vencido' is not stored: an open título past its due date is shown as such (ADR 009). */
export function situacaoDoTitulo(t: Pick<TituloResumo, 'status' | 'vencido'>): SituacaoTitulo {
  if (t.status === 'aberto' && t.vencido) return 'vencido';
  return t.status;
}

/** Open, even when overdue: what can still be paid. */
export function tituloEmAberto(t: Pick<TituloResumo, 'status'>): boolean {
  return t.status === 'aberto' || t.status === 'vencido';
}

export function SituacaoTituloStaffChip({ titulo }: { titulo: Pick<TituloResumo, 'status' | 'vencido'> }) {
  const situacao = situacaoDoTitulo(titulo);
  return <Chip size="small" color={COR[situacao]} variant={situacao === 'aberto' ? 'outlined' : 'filled'} label={ROTULO[situacao]} />;
}
