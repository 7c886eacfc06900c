import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatarCentavos, formatarDataBr, ROTULO_SITUACAO_TITULO, situacaoDoTitulo, type TituloResumo } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { BotaoCancelarRequerimento } from './botao-cancelar-requerimento';
import { hrefProtocolo, paths } from '@/config/paths';
import { BotaoRecibo } from '@/components/pagamento/botao-recibo';
import { PagarTitulo } from '@/components/pagamento/pagar-titulo';
import { CHAVE_REQUERIMENTOS } from '../api/chaves';
import { useCarregarFluxo, type EstadoFluxo } from '../hooks/use-carregar-fluxo';
import type { RequerimentoDoFluxo } from '../hooks/use-requerimento-do-fluxo';
import { EstadoDoFluxo } from './estado-do-fluxo';
import { PaginaRequerimento } from './pagina-requerimento';

const estiloLista = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' },
  columnGap: 3,
  rowGap: { xs: 0.25, sm: 1 },
  m: 0,
} as const;

function DadosDoTitulo({ titulo }: { titulo: TituloResumo }) {
  const linhas: [string, string][] = [
    ['Descrição', titulo.descricao],
    ['Número do título', String(titulo.nufin)],
    ['Valor', formatarCentavos(titulo.valorCentavos)],
    ['Vencimento', formatarDataBr(titulo.vencimento)],
    ['Situação', ROTULO_SITUACAO_TITULO[situacaoDoTitulo(titulo)]],
  ];
  return (
    <Box component="dl" sx={estiloLista} data-testid="titulo-taxa">
      {linhas.map(([rotulo, valor]) => (
        <Box key={rotulo} sx={{ display: 'contents' }}>
          <Typography component="dt" color="textSecondary" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
            {rotulo}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {valor}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * /requerimento/:id/pagamento (OAB services, which have a fee): the título the request generated, paid by PIX or
 * boleto (PagarTitulo). The provider's notification settles it on the server, which sends the request on
 * (aguardando_pagamento → enviado); the page sees the payment by polling the título and then reads the request again.
 */
export function RequerimentoPagamentoPage() {
  const { estado, tipoDaUrl } = useCarregarFluxo('oab', 'pagamento');
  if (estado.estado !== 'pronto') return <EstadoDoFluxo estado={estado} familia="oab" tipoDaUrl={tipoDaUrl} />;
  const { requerimento } = estado;
  if (!requerimento) return null;
  return <Pagamento pronto={{ ...estado, requerimento }} />;
}

function Pagamento({ pronto }: { pronto: Extract<EstadoFluxo, { estado: 'pronto' }> & { requerimento: RequerimentoDoFluxo } }) {
  const { tipo, requerimento } = pronto;
  const aguardando = requerimento.status === 'aguardando_pagamento';
  const titulo = requerimento.tituloTaxa;
  const cancelado = requerimento.status === 'cancelado';
  // Cancelled here: the button is gone once the page shows the new status; focus goes to the confirmation.
  const [cancelouAqui, setCancelouAqui] = useState(false);
  const aviso = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (cancelouAqui && cancelado) aviso.current?.focus();
  }, [cancelouAqui, cancelado]);
  // Paid on this page: the payment stays on screen (its confirmation and receipt) after the request moves on.
  const [pagouAqui, setPagouAqui] = useState(false);
  const queryClient = useQueryClient();
  const aoPagar = () => {
    setPagouAqui(true);
    // The request is 'enviado' now (and leaves the pendências): read it again, and the member's lists too.
    void queryClient.invalidateQueries({ queryKey: CHAVE_REQUERIMENTOS });
  };
  const mostrarPagamento = titulo !== null && !cancelado && (aguardando || pagouAqui);

  return (
    <PaginaRequerimento
      tipo={tipo}
      etapa="pagamento"
      subtitulo={
        requerimento.protocolo ? (
          <Typography>
            Protocolo <strong>{requerimento.protocolo}</strong>
          </Typography>
        ) : null
      }
    >
      <Stack spacing={2.5}>
        <Paper component="section" variant="outlined" aria-labelledby="titulo-taxa" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="titulo-taxa" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            Taxa do requerimento
          </Typography>
          {titulo ? (
            <DadosDoTitulo titulo={titulo} />
          ) : (
            <Alert severity="warning">A taxa deste pedido ainda não aparece aqui. Volte em alguns minutos ou procure o atendimento.</Alert>
          )}
        </Paper>

        {cancelado ? (
          <Alert ref={aviso} tabIndex={-1} severity="info" role="status" data-testid="pagamento-cancelado">
            <AlertTitle>Pedido cancelado</AlertTitle>
            A taxa deste pedido foi cancelada e não precisa ser paga. O pedido não seguirá para análise.
          </Alert>
        ) : aguardando ? null : requerimento.status === 'enviado' ? (
          <Alert severity="success" data-testid="pagamento-requerimento-confirmado">
            Pagamento confirmado. Seu requerimento foi enviado.
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
              <Button component={RouterLink} to={pronto.href('finalizado', requerimento.id)} variant="contained" size="small">
                Continuar
              </Button>
              <Button component={RouterLink} to={hrefProtocolo(requerimento.id)} variant="outlined" size="small" color="inherit">
                Comprovante do pedido
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Alert severity="success">
            Taxa paga. O pedido seguiu para análise.
            <Box sx={{ mt: 1 }}>
              <Button component={RouterLink} to={pronto.href('finalizado', requerimento.id)} variant="contained" size="small">
                Continuar
              </Button>
            </Box>
          </Alert>
        )}

        {/* The same place before and after the payment, so PagarTitulo keeps its confirmation on screen. */}
        {mostrarPagamento ? (
          <Paper component="section" variant="outlined" aria-labelledby="pagar-taxa" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="pagar-taxa" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              Pagamento
            </Typography>
            {aguardando ? (
              <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
                Seu pedido já tem número de protocolo e segue para análise assim que a taxa for paga.
              </Typography>
            ) : null}
            <PagarTitulo nufin={titulo.nufin} onPago={aoPagar} />
          </Paper>
        ) : titulo?.status === 'pago' ? (
          <BotaoRecibo nufin={titulo.nufin} />
        ) : null}

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to={hrefProtocolo(requerimento.id)} variant="outlined">
            Ver comprovante
          </Button>
          <Button component={RouterLink} to={paths.meusRequerimentos} variant="text">
            Meus requerimentos
          </Button>
          {aguardando && requerimento.acoesDoMembro.includes('cancelar') ? (
            <BotaoCancelarRequerimento
              requerimento={{ ...requerimento, titulo: tipo.titulo }}
              rotulo="Cancelar requerimento"
              sx={{ ml: { sm: 'auto' } }}
              aoCancelar={() => setCancelouAqui(true)}
            />
          ) : null}
        </Stack>
      </Stack>
    </PaginaRequerimento>
  );
}
