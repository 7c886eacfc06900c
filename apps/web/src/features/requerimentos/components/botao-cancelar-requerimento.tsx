import Button, { type ButtonProps } from '@mui/material/Button';
import type { RequerimentoDetalhe } from '@portal/contracts';
import { lazy, Suspense, useState } from 'react';
import type { RequerimentoACancelar } from './dialogo-cancelar-requerimento';

/**
 * The dialog, its form (react-hook-form, the reason's schema) and MUI's Dialog and text field load when the member
 * is about to open it (pointer over or focus on the button), not with the page: lists of requests and the flow's steps
 * show the button on every item, and most visits never press it (ADR 066).
 */
const carregarDialogo = () => import('./dialogo-cancelar-requerimento');
const DialogoCancelarRequerimento = lazy(() => carregarDialogo().then((m) => ({ default: m.DialogoCancelarRequerimento })));
const preCarregar = () => void carregarDialogo();

interface BotaoCancelarRequerimentoProps extends Pick<ButtonProps, 'variant' | 'size' | 'sx' | 'fullWidth' | 'disabled'> {
  requerimento: RequerimentoACancelar;
  /** The button's text: 'Cancelar' in a list, 'Descartar rascunho' on a draft's step, 'Cancelar requerimento'. */
  rotulo: string;
  /** id of what names the request (e.g. a list item's title), read with the button. */
  descritoPor?: string;
  aoCancelar?: (r: RequerimentoDetalhe) => void;
}

/**
 * The button that opens DialogoCancelarRequerimento. The caller decides when it is offered (membroPodeCancelar
 * from lib/cancelar-requerimento, or the server's `acoes` where the page has the request's detail).
 */
export function BotaoCancelarRequerimento({ requerimento, rotulo, descritoPor, aoCancelar, variant = 'outlined', ...botao }: BotaoCancelarRequerimentoProps) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <Button
        {...botao}
        variant={variant}
        color="error"
        onClick={() => setAberto(true)}
        onPointerEnter={preCarregar}
        onFocus={preCarregar}
        aria-haspopup="dialog"
        aria-describedby={descritoPor}
      >
        {rotulo}
      </Button>
      {aberto ? (
        <Suspense fallback={null}>
          <DialogoCancelarRequerimento
            requerimento={requerimento}
            aoFechar={() => setAberto(false)}
            {...(aoCancelar ? { aoCancelar } : {})}
          />
        </Suspense>
      ) : null}
    </>
  );
}
