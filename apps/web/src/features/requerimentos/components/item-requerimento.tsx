import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROTULO_AREA, type ResumoRequerimento } from '@portal/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { BotaoCancelarRequerimento } from './botao-cancelar-requerimento';
import { StatusRequerimentoChip } from './status-requerimento-chip';
import { hrefProtocolo } from '@/config/paths';
import { membroPodeCancelar } from '../api/cancelar-requerimento';
import { formatarDataHora } from '@/lib/datas';
import { acoesDoRequerimento } from './acoes-requerimento';
import { descreverPrazoDiligencia } from './datas-requerimento';

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

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} data-testid="item-requerimento">
      <Stack spacing={1}>
        <Typography
          id={idTitulo}
          ref={titulo}
          tabIndex={-1}
          variant="h3"
          component={nivel}
          sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere', '&:focus': { outline: 'none' }, '&:focus-visible': { outline: '2px solid', outlineOffset: 2 } }}
        >
          {r.titulo}
        </Typography>
        {/* The status has its own line under the title (the same place on every card, whatever the title's length). */}
        <Box>
          <StatusRequerimentoChip status={r.status} />
        </Box>
        <Typography variant="body2" color="textSecondary">
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
        </Typography>
        <Typography variant="body2" color="textSecondary">
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
        </Typography>
        {emDiligencia ? (
          <Alert severity={prazo?.urgente ? 'error' : 'warning'} role="note" sx={{ py: 0 }} data-testid="prazo-diligencia">
            <strong>Diligência:</strong> {prazo?.texto ?? 'a equipe aguarda uma resposta sua.'}{' '}
            <Link component={RouterLink} to={hrefProtocolo(r.id)} aria-describedby={idTitulo} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
              Ver o que foi pedido
            </Link>
          </Alert>
        ) : null}
        {mostrarCancelado ? (
          <Alert severity="success" role="status" sx={{ py: 0 }}>
            {r.protocolo ? 'Requerimento cancelado.' : 'Rascunho descartado.'}
          </Alert>
        ) : null}
        {acoes.length > 0 || podeCancelar ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ pt: 0.5 }}>
            {acoes.map((a) => (
              <Button
                key={a.rotulo}
                component={RouterLink}
                to={a.href}
                variant={a.principal ? 'contained' : 'outlined'}
                size="small"
                aria-describedby={idTitulo}
              >
                {a.rotulo}
              </Button>
            ))}
            {podeCancelar ? (
              <BotaoCancelarRequerimento
                requerimento={r}
                rotulo="Cancelar"
                size="small"
                descritoPor={idTitulo}
                aoCancelar={() => setCancelouAqui(true)}
              />
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The list wrapper for ItemRequerimento cards. */
export function ListaDeRequerimentos({ itens, rotulo, nivel }: { itens: ResumoRequerimento[]; rotulo: string; nivel?: 'h2' | 'h3' }) {
  return (
    <Stack component="ul" spacing={1.5} aria-label={rotulo} sx={{ p: 0, m: 0 }}>
      {itens.map((r) => (
        <ItemRequerimento key={r.id} r={r} {...(nivel ? { nivel } : {})} />
      ))}
    </Stack>
  );
}
