import type { StatusRequerimento } from '@portal/contracts';
import { ROTULO_STATUS } from '@portal/contracts/sem-zod';
import { garantirEstiloTelas } from '@/components/estilo-telas';

// Plain elements (ADR 067): the look of MUI's Chip, for every page that shows a request's status, with MUI or without.
garantirEstiloTelas();

/** MUI's chip colours, filled (a draft is outlined). */
const COR: Record<StatusRequerimento, string> = {
  rascunho: 'pl-chip-contorno',
  aguardando_pagamento: 'pl-chip-licenciado',
  enviado: 'pl-chip-info',
  em_analise: 'pl-chip-primaria',
  em_diligencia: 'pl-chip-licenciado',
  deferido: 'pl-chip-regular',
  indeferido: 'pl-chip-alerta',
  cancelado: 'pl-chip-neutro',
  arquivado: 'pl-chip-neutro',
};

/** A request's status as a chip (text always present, colour only reinforces it). */
export function StatusRequerimentoChip({ status, size = 'small' }: { status: StatusRequerimento; size?: 'small' | 'medium' }) {
  return <span className={['pl-chip', COR[status], size === 'medium' && 'pl-chip-medio'].filter(Boolean).join(' ')}>{ROTULO_STATUS[status]}</span>;
}
