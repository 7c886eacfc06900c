import Chip from '@mui/material/Chip';
import { ROTULO_STATUS, type StatusRequerimento } from '@portal/contracts';

const COR: Record<StatusRequerimento, 'default' | 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info'> = {
  rascunho: 'default',
  aguardando_pagamento: 'warning',
  enviado: 'info',
  em_analise: 'primary',
  em_diligencia: 'warning',
  deferido: 'success',
  indeferido: 'error',
  cancelado: 'default',
  arquivado: 'default',
};

/** A request's status as a chip (text always present, colour only reinforces it). */
export function StatusRequerimentoChip({ status, size = 'small' }: { status: StatusRequerimento; size?: 'small' | 'medium' }) {
  return <Chip label={ROTULO_STATUS[status]} color={COR[status]} size={size} variant={status === 'rascunho' ? 'outlined' : 'filled'} />;
}
