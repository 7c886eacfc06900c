import type { ResumoRequerimento } from '@portal/contracts';
import { ROTULO_AREA } from '@portal/contracts/sem-zod';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AvisoLeve } from '@/components/aviso-leve';
import { LinkBotaoLeve } from '@/components/botao-leve';
import { garantirEstiloTelas } from '@/components/estilo-telas';
import { hrefProtocolo } from '@/config/paths';
import { formatarDataHora } from '@/lib/datas';
import { membroPodeCancelar } from '../api/membro-pode-cancelar';
import { acoesDoRequerimento } from './acoes-requerimento';
import { BotaoCancelarRequerimentoLeve } from './botao-cancelar-requerimento-leve';
import { descreverPrazoDiligencia } from './datas-requerimento';
import { StatusRequerimentoChip } from './status-requerimento-chip';

// Plain elements (components/estilo-telas.ts), no MUI, emotion nor zod (ADR 067): /requerimento lists these on load.
garantirEstiloTelas();

interface ItemRequerimentoProps {
  r: ResumoRequerimento;
  /** Heading level of the item's title (h2 in a page's list, h3 inside a section). */
  nivel?: 'h2' | 'h3';
}

/**
 * One of the member's requests as a card (works at 360 px): title, status, code, protocol, dates, what to do next.
 * A diligência shows its deadline and links to the receipt page, whose history has what the staff asked.
 */
export function ItemRequerimento({ r, nivel = 'h2' }: ItemRequerimentoProps) {
  const idTitulo = useId();
  const acoes = acoesDoRequerimento(r);
  const podeCancelar = membroPodeCancelar(r);
  const titulo = useRef<HTMLHeadingElement>(null);
  // Cancelled from this card: the Cancelar button is gone once the list shows the new status, so focus moves to
  // the card's title and the change is announced.
  const [cancelouAqui, setCancelouAqui] = useState(false);
  const mostrarCancelado = cancelouAqui && r.status === 'cancelado';
  useEffect(() => {
    if (mostrarCancelado) titulo.current?.focus();
  }, [mostrarCancelado]);
  const emDiligencia = r.status === 'em_diligencia';
  const prazo = emDiligencia && r.prazoDiligencia ? descreverPrazoDiligencia(r.prazoDiligencia) : null;
  const Titulo = nivel;

  return (
    <li className="pl-cartao-req" data-testid="item-requerimento">
      <div className="pl-coluna">
        <Titulo id={idTitulo} ref={titulo} tabIndex={-1} className="pl-h3-cartao">
          {r.titulo}
        </Titulo>
        {/* The status has its own line under the title (the same place on every card, whatever the title's length). */}
        <div>
          <StatusRequerimentoChip status={r.status} />
        </div>
        <p className="pl-texto2 pl-secundario">
          {ROTULO_AREA[r.area]} · Código {r.codigo}
          {r.protocolo ? (
            <>
              {' · '}Protocolo <strong>{r.protocolo}</strong>
            </>
          ) : r.status === 'cancelado' ? (
            ' · Rascunho descartado'
          ) : (
            ' · Ainda sem protocolo'
          )}
        </p>
        <p className="pl-texto2 pl-secundario">
          {r.enviadoEm ? (
            <>
              Enviado em <time dateTime={r.enviadoEm}>{formatarDataHora(r.enviadoEm)}</time>
            </>
          ) : (
            <>
              Criado em <time dateTime={r.criadoEm}>{formatarDataHora(r.criadoEm)}</time>
            </>
          )}
          {/* 'Atualizado em' only when it says something new (not the same minute as the date before it). */}
          {formatarDataHora(r.atualizadoEm) !== formatarDataHora(r.enviadoEm ?? r.criadoEm) ? (
            <>
              {' · '}Atualizado em <time dateTime={r.atualizadoEm}>{formatarDataHora(r.atualizadoEm)}</time>
            </>
          ) : null}
        </p>
        {emDiligencia ? (
          <AvisoLeve tipo={prazo?.urgente ? 'erro' : 'atencao'} role="note" classeExtra="pl-aviso-justo" data-testid="prazo-diligencia">
            <strong>Diligência:</strong> {prazo?.texto ?? 'a equipe aguarda uma resposta sua.'}{' '}
            <Link to={hrefProtocolo(r.id)} aria-describedby={idTitulo} className="pl-link pl-sem-quebra pl-forte">
              Ver o que foi pedido
            </Link>
          </AvisoLeve>
        ) : null}
        {mostrarCancelado ? (
          <AvisoLeve tipo="sucesso" role="status" classeExtra="pl-aviso-justo">
            {r.protocolo ? 'Requerimento cancelado.' : 'Rascunho descartado.'}
          </AvisoLeve>
        ) : null}
        {acoes.length > 0 || podeCancelar ? (
          <div className="pl-cartao-req-acoes">
            {acoes.map((a) => (
              <LinkBotaoLeve key={a.rotulo} para={a.href} variante={a.principal ? 'cheio' : 'contorno'} pequeno aria-describedby={idTitulo}>
                {a.rotulo}
              </LinkBotaoLeve>
            ))}
            {podeCancelar ? (
              <BotaoCancelarRequerimentoLeve requerimento={r} rotulo="Cancelar" descritoPor={idTitulo} aoCancelar={() => setCancelouAqui(true)} />
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** The list wrapper for ItemRequerimento cards. */
export function ListaDeRequerimentos({ itens, rotulo, nivel }: { itens: ResumoRequerimento[]; rotulo: string; nivel?: 'h2' | 'h3' }) {
  return (
    <ul className="pl-lista" aria-label={rotulo}>
      {itens.map((r) => (
        <ItemRequerimento key={r.id} r={r} {...(nivel ? { nivel } : {})} />
      ))}
    </ul>
  );
}
