import Button, { type ButtonProps } from '@mui/material/Button';
import type { RequerimentoDetalhe } from '@portal/contracts';
import { useState } from 'react';
import type { RequerimentoACancelar } from './dialogo-cancelar-requerimento';
import { DialogoCancelarSobDemanda, preCarregarDialogoCancelar } from './dialogo-cancelar-sob-demanda';

interface BotaoCancelarRequerimentoProps extends Pick<ButtonProps, 'variant' | 'size' | 'sx' | 'fullWidth' | 'disabled'> {
  requerimento: RequerimentoACancelar;
  /** The button's text: 'Cancelar' in a list, 'Descartar rascunho' on a draft's step, 'Cancelar requerimento'. */
  rotulo: string;
  /** id of what names the request (e.g. a list item's title), read with the button. */
  descritoPor?: string;
  aoCancelar?: (r: RequerimentoDetalhe) => void;
}

/**
 * The button that opens DialogoCancelarRequerimento, which loads on demand (ADR 066). The caller decides when it is
 * offered (membroPodeCancelar from lib/cancelar-requerimento, or the server's `acoes` where the page has the
 * request's detail). The lists draw the plain one (botao-cancelar-requerimento-leve.tsx, ADR 067).
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
        onPointerEnter={preCarregarDialogoCancelar}
        onFocus={preCarregarDialogoCancelar}
        aria-haspopup="dialog"
        aria-describedby={descritoPor}
      >
        {rotulo}
      </Button>
      {aberto ? <DialogoCancelarSobDemanda requerimento={requerimento} aoFechar={() => setAberto(false)} aoCancelar={aoCancelar} /> : null}
    </>
  );
}
