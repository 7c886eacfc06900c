import type { RequerimentoDetalhe } from '@portal/contracts';
import { useState } from 'react';
import { BotaoLeve } from '@/components/botao-leve';
import type { RequerimentoACancelar } from './dialogo-cancelar-requerimento';
import { DialogoCancelarSobDemanda, preCarregarDialogoCancelar } from './dialogo-cancelar-sob-demanda';

interface BotaoCancelarRequerimentoLeveProps {
  requerimento: RequerimentoACancelar;
  /** The button's text ('Cancelar' in a list). */
  rotulo: string;
  /** id of what names the request (e.g. a list item's title), read with the button. */
  descritoPor?: string;
  aoCancelar?: (r: RequerimentoDetalhe) => void;
}

/**
 * BotaoCancelarRequerimento drawn without MUI (ADR 067): a small outlined error button, for the lists of requests
 * (/requerimento is a first screen). The dialog loads on demand and brings MUI and the theme with it (ADR 066).
 */
export function BotaoCancelarRequerimentoLeve({ requerimento, rotulo, descritoPor, aoCancelar }: BotaoCancelarRequerimentoLeveProps) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <BotaoLeve
        variante="contorno"
        pequeno
        erro
        onClick={() => setAberto(true)}
        onPointerEnter={preCarregarDialogoCancelar}
        onFocus={preCarregarDialogoCancelar}
        aria-haspopup="dialog"
        aria-describedby={descritoPor}
      >
        {rotulo}
      </BotaoLeve>
      {aberto ? <DialogoCancelarSobDemanda requerimento={requerimento} aoFechar={() => setAberto(false)} aoCancelar={aoCancelar} /> : null}
    </>
  );
}
