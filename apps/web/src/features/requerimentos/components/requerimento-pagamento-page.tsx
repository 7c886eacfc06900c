import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatarCentavos, formatarDataBr, type TituloResumo } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { BotaoCancelarRequerimento } from '@/components/dialogo-cancelar-requerimento';
import { hrefProtocolo, paths } from '@/config/paths';
import { useCarregarFluxo, type EstadoFluxo } from '../hooks/use-carregar-fluxo';
import type { RequerimentoDoFluxo } from '../hooks/use-requerimento-do-fluxo';
import { EstadoDoFluxo } from './estado-do-fluxo';
import { PaginaRequerimento } from './pagina-requerimento';

const ROTULO_STATUS_TITULO: Record<TituloResumo['status'], string> = {
  aberto: 'Em aberto',
  pago: 'Pago',
  vencido: 'Vencido',
  renegociado: 'Renegociado',
  cancelado: 'Cancelado',
};

function situacaoDoTitulo(t: TituloResumo): string {
  if (t.status === 'aberto' && t.vencido) return 'Vencido';
  return ROTULO_STATUS_TITULO[t.status];
}

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
    ['Situação', situacaoDoTitulo(titulo)],
  ];
  return (
    <Box component="dl" sx={estiloLista} data-testid="titulo-taxa">
      {linhas.map(([rotulo, valor]) => (
        <Box key={rotulo} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
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
 * /requerimento/:id/pagamento (OAB services, which have a fee): the título the request generated. Paying it by
 * PIX or boleto comes with the payments module; nothing here pretends to pay.
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
        ) : aguardando ? (
          <Alert severity="info" data-testid="pagamento-em-breve">
            <AlertTitle>Pagamento por PIX ou boleto</AlertTitle>
            O pagamento desta taxa por PIX ou boleto vai ser liberado nesta página quando o módulo de pagamentos estiver ativo.
            Seu pedido já tem número de protocolo e fica aguardando o pagamento; ele segue para análise depois que a taxa for
            paga.
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
