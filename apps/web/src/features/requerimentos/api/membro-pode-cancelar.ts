import type { StatusRequerimento } from '@portal/contracts';
import { acoesPermitidas, tipoPorCodigo } from '@portal/contracts/sem-zod';

/**
 * Whether the member may cancel a request in this status (contracts' TRANSICOES: rascunho, aguardando_pagamento,
 * enviado), for screens without the server's `acoes` (the lists, the receipt). The anonymous report (301) has no
 * member owner: never offered for it. The server checks again (409). Without zod (ADR 067): /requerimento's list asks.
 */
export function membroPodeCancelar({ status, codigo }: { status: StatusRequerimento; codigo: string | null }): boolean {
  if (codigo === null || tipoPorCodigo(codigo)?.anonimo) return false;
  return acoesPermitidas(status, 'membro').includes('cancelar');
}
