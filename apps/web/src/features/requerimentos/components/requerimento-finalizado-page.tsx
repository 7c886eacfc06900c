import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ContentCopy from '@mui/icons-material/ContentCopy';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { StatusRequerimentoChip } from './status-requerimento-chip';
import { hrefProtocolo, hrefRequerimentoStaff, paths } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { useBaixarComprovantePdf } from '../api/get-comprovante-pdf';
import { esquecerChaveAnonima } from '../hooks/chave-anonima';
import { useCarregarFluxo, type EstadoFluxo } from '../hooks/use-carregar-fluxo';
import { hrefAcompanharDenuncia, voltarDaDenuncia, type Familia } from '../hooks/use-fluxo';
import type { RequerimentoDoFluxo } from '../hooks/use-requerimento-do-fluxo';
import { EstadoDoFluxo } from './estado-do-fluxo';
import { EmNomeDe, PaginaRequerimento } from './pagina-requerimento';

const estiloNumero = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontWeight: 700,
  letterSpacing: '0.04em',
  overflowWrap: 'anywhere',
} as const;

/** The protocol number, big, with what to do with it. */
function Protocolo({ requerimento }: { requerimento: RequerimentoDoFluxo }) {
  // A draft discarded or a request cancelled by the member lands here too (the flow has no other step for it).
  const cancelado = requerimento.status === 'cancelado';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, textAlign: 'center' }} data-testid="protocolo">
      {cancelado ? (
        <Block color="action" sx={{ fontSize: 48 }} aria-hidden="true" />
      ) : (
        <CheckCircle color="success" sx={{ fontSize: 48 }} aria-hidden="true" />
      )}
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 1 }}>
        {cancelado ? (requerimento.protocolo ? 'Pedido cancelado' : 'Rascunho descartado') : 'Pedido enviado'}
      </Typography>
      {cancelado && !requerimento.protocolo ? (
        <Typography sx={{ mt: 2 }}>Este rascunho não foi enviado e não será analisado.</Typography>
      ) : requerimento.protocolo ? (
        <>
          <Typography color="textSecondary" sx={{ mt: 2 }}>
            Número de protocolo
          </Typography>
          <Typography component="p" sx={{ ...estiloNumero, fontSize: { xs: '1.9rem', sm: '2.4rem' } }} data-testid="numero-protocolo">
            {requerimento.protocolo}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>Guarde este número.</Typography>
        </>
      ) : (
        <Typography sx={{ mt: 2 }}>O número de protocolo aparece aqui assim que o pedido for registrado.</Typography>
      )}
      <Box sx={{ mt: 1.5, display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="span" color="textSecondary">
          Situação:
        </Typography>
        <StatusRequerimentoChip status={requerimento.status} size="medium" />
      </Box>
    </Paper>
  );
}

/**
 * 301: the follow-up key, shown once and first on the page (on a phone, before anything long), on one line
 * (a key cut at a hyphen reads as two), with its copy button right under it. It leaves this tab's
 * sessionStorage once it is on screen; from then on only what the reporter saved can open the report.
 */
function ChaveAcompanhamento({ id, chave, familia }: { id: string; chave: string; familia: Familia }) {
  const [copia, setCopia] = useState<string | null>(null);
  useEffect(() => {
    esquecerChaveAnonima(id);
  }, [id]);

  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(chave);
      setCopia('Chave copiada.');
    } catch {
      setCopia('Não foi possível copiar. Selecione a chave e copie.');
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderColor: 'warning.main', borderWidth: 2 }} data-testid="chave-acompanhamento">
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Sua chave de acompanhamento
      </Typography>
      <Typography
        component="p"
        sx={{
          ...estiloNumero,
          // 24 characters fit on one line of a 360 px phone at 1rem; never broken, at worst scrolled inside the box.
          overflowWrap: 'normal',
          whiteSpace: 'nowrap',
          overflowX: 'auto',
          fontSize: { xs: '1rem', sm: '1.6rem' },
          bgcolor: 'action.hover',
          p: { xs: 1, sm: 1.5 },
          borderRadius: 1,
          userSelect: 'all',
          textAlign: 'center',
        }}
        data-testid="valor-chave"
      >
        {chave}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1.5, alignItems: { sm: 'center' } }}>
        <Button variant="contained" startIcon={<ContentCopy aria-hidden="true" />} onClick={() => void copiar()}>
          Copiar chave
        </Button>
        <Link component={RouterLink} to={hrefAcompanharDenuncia(familia)}>
          Acompanhar a denúncia
        </Link>
      </Stack>
      <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: '1.5em' }}>
        {copia}
      </Typography>
      <Alert severity="warning" sx={{ mt: 1 }}>
        Guarde esta chave: é a única forma de acompanhar a denúncia. Ela não será mostrada de novo e não pode ser recuperada.
      </Alert>
    </Paper>
  );
}

function AcoesMembro({ requerimento, familia }: { requerimento: RequerimentoDoFluxo; familia: Familia }) {
  const baixar = useBaixarComprovantePdf();
  const protocolo = requerimento.protocolo;
  return (
    <Stack spacing={1.5}>
      {baixar.isError ? <Alert severity="error">{mensagemDeErro(baixar.error)}</Alert> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        {protocolo ? (
          <>
            <Button component={RouterLink} to={hrefProtocolo(requerimento.id)} variant="contained">
              Ver comprovante
            </Button>
            <Button
              variant="outlined"
              onClick={() => baixar.mutate({ id: requerimento.id, protocolo })}
              disabled={baixar.isPending}
              aria-busy={baixar.isPending}
              startIcon={baixar.isPending ? <CircularProgress size={18} aria-hidden="true" /> : <PictureAsPdf aria-hidden="true" />}
            >
              Baixar comprovante (PDF)
            </Button>
          </>
        ) : null}
        <Button component={RouterLink} to={familia === 'casag' ? paths.meusRequerimentosCasag : paths.meusRequerimentos} variant="text">
          Meus requerimentos
        </Button>
      </Stack>
    </Stack>
  );
}

function Conteudo({ pronto }: { pronto: Extract<EstadoFluxo, { estado: 'pronto' }> & { requerimento: RequerimentoDoFluxo } }) {
  const { canal, requerimento, fluxo } = pronto;
  return (
    <Stack spacing={2.5}>
      <Protocolo requerimento={requerimento} />
      {canal === 'membro' ? <AcoesMembro requerimento={requerimento} familia={fluxo.familia} /> : null}
      {canal === 'interno' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to={hrefRequerimentoStaff(requerimento.id)} variant="contained">
            Abrir o requerimento
          </Button>
          <Button component={RouterLink} to={paths.requerimentosInterno} variant="outlined">
            Novo requerimento interno
          </Button>
        </Stack>
      ) : null}
      {canal === 'anonimo' ? (
        <Button component={RouterLink} to={voltarDaDenuncia(fluxo.familia).href} variant="text" sx={{ alignSelf: 'flex-start' }}>
          {voltarDaDenuncia(fluxo.familia).rotulo}
        </Button>
      ) : null}
    </Stack>
  );
}

/** The last step: the protocol number, the receipt, and for the anonymous report its follow-up key. */
export function RequerimentoFinalizadoPage({ familia }: { familia: Familia }) {
  const { estado, tipoDaUrl } = useCarregarFluxo(familia, 'finalizado');
  if (estado.estado !== 'pronto') return <EstadoDoFluxo estado={estado} familia={familia} tipoDaUrl={tipoDaUrl} />;
  const { requerimento, chaveAnonima } = estado;
  if (!requerimento) return null;
  return (
    <PaginaRequerimento
      tipo={estado.tipo}
      etapa="finalizado"
      emNomeDe={estado.canal === 'interno' ? <EmNomeDe pessoa={estado.fluxo.pessoa} requerente={requerimento.requerente} /> : undefined}
      destaque={
        estado.canal === 'anonimo' && chaveAnonima ? <ChaveAcompanhamento id={requerimento.id} chave={chaveAnonima} familia={familia} /> : undefined
      }
    >
      <Conteudo pronto={{ ...estado, requerimento }} />
    </PaginaRequerimento>
  );
}
