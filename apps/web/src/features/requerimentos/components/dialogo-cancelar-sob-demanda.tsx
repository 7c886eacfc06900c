import type { RequerimentoDetalhe } from '@portal/contracts';
import { lazy, Suspense } from 'react';
import type { RequerimentoACancelar } from './dialogo-cancelar-requerimento';

/**
 * The dialog, its form (react-hook-form, the reason's schema), MUI's Dialog and text field and the theme load when the
 * member is about to open it (pointer over or focus on the button), not with the page: lists of requests and the
 * flow's steps show the button on every item, and most visits never press it (ADR 066). Shared by the MUI button
 * (botao-cancelar-requerimento.tsx) and the plain one (botao-cancelar-requerimento-leve.tsx, ADR 067).
 */
const carregarDialogo = () => import('./dialogo-cancelar-requerimento');
const DialogoCancelarRequerimento = lazy(() => carregarDialogo().then((m) => ({ default: m.DialogoCancelarRequerimento })));

/** Starts fetching the dialog (pointer over or focus on its button). */
export const preCarregarDialogoCancelar = () => void carregarDialogo();

interface DialogoCancelarSobDemandaProps {
  requerimento: RequerimentoACancelar;
  aoFechar: () => void;
  aoCancelar?: ((r: RequerimentoDetalhe) => void) | undefined;
}

/** DialogoCancelarRequerimento, fetched when mounted (mounted only open); nothing is shown while it arrives. */
export function DialogoCancelarSobDemanda({ requerimento, aoFechar, aoCancelar }: DialogoCancelarSobDemandaProps) {
  return (
    <Suspense fallback={null}>
      <DialogoCancelarRequerimento requerimento={requerimento} aoFechar={aoFechar} {...(aoCancelar ? { aoCancelar } : {})} />
    </Suspense>
  );
}
