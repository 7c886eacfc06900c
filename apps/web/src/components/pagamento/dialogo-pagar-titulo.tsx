import { lazy, Suspense } from 'react';
import type { DialogoPagarTituloProps } from './dialogo-pagar-titulo-aberto';

/**
 * The payment (PIX or boleto, QR code, codes to copy, MUI's Dialog and toggle buttons) loads when the member opens it,
 * not with the page that lists the títulos: the anuidade, the finance list, the pendências and the payment plan show
 * a "Pagar" button on every título and most visits never press one (ADR 066).
 */
const DialogoAberto = lazy(() => import('./dialogo-pagar-titulo-aberto').then((m) => ({ default: m.DialogoPagarTituloAberto })));

/**
 * PagarTitulo in a dialog, full screen on a phone. Mounted while open, so each opening starts from the choice of
 * PIX or boleto and the título is read fresh.
 */
export function DialogoPagarTitulo(props: DialogoPagarTituloProps) {
  return (
    <Suspense fallback={null}>
      <DialogoAberto {...props} />
    </Suspense>
  );
}
