import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROTULO_AREA, ROTULO_FORMATO, type Andamento, type Comprovante, type Documento } from '@portal/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { BotaoCancelarRequerimento } from './botao-cancelar-requerimento';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { HistoricoAndamentos } from './historico-andamentos';
import { StatusRequerimentoChip } from './status-requerimento-chip';
import { paths } from '@/config/paths';
import { mensagemDeErro, statusDoErro } from '@/lib/api-client';
import { membroPodeCancelar } from '../api/cancelar-requerimento';
import { formatarDataHora } from '@/lib/datas';
import { formatarTamanho } from '@/lib/tamanho-arquivo';
import { useBaixarComprovantePdf } from '../api/baixar-comprovante-pdf';
import { useBaixarDocumento } from '../api/baixar-documento-protocolo';
import { useComprovante } from '../api/get-comprovante';
import { hrefResponderDiligencia, respondeDiligenciaNoPortal } from './acoes-requerimento';
import { descreverPrazoDiligencia } from './datas-requerimento';
import { LinkVoltar } from '@/components/link-voltar';

const estiloLista = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
  columnGap: 3,
  rowGap: { xs: 0.25, sm: 1 },
  m: 0,
  '& dt': { color: 'text.secondary', fontWeight: 600, mt: { xs: 1, sm: 0 } },
  '& dd': { m: 0, overflowWrap: 'anywhere' },
} as const;

const AUTOR: Record<Andamento['autor'], string> = { membro: 'Você', staff: 'Equipe', sistema: 'Sistema' };

function Secao({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {titulo}
      </Typography>
      {children}
    </Paper>
  );
}



/** Whether loading again may give another answer: a network failure or a server error (5xx), never a 4xx. */
function podeTentarDeNovo(erro: unknown): boolean {
  const status = statusDoErro(erro);
  return status === null || status >= 500;
}

/** The diligência still open: its latest andamento (the staff's text and deadline). */
function diligenciaAtual(c: Comprovante): Andamento | null {
  if (c.status !== 'em_diligencia') return null;
  const pedidos = c.andamentos.filter((a) => a.para === 'em_diligencia');
  return pedidos.reduce<Andamento | null>((ultimo, a) => (ultimo === null || a.em >= ultimo.em ? a : ultimo), null);
}

function AvisoDiligencia({ c }: { c: Comprovante }) {
  const pedido = diligenciaAtual(c);
  if (c.status !== 'em_diligencia') return null;
  const prazo = pedido?.prazo ? descreverPrazoDiligencia(pedido.prazo) : null;
  return (
    <Alert severity={prazo?.urgente ? 'error' : 'warning'} role="note" sx={{ mb: 3 }} data-testid="aviso-diligencia">
      <AlertTitle>Diligência: a equipe aguarda uma resposta sua</AlertTitle>
      {pedido?.texto ? <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 1 }}>{pedido.texto}</Typography> : null}
      {prazo ? <Typography sx={{ fontWeight: 600 }}>{prazo.texto}</Typography> : null}
      {respondeDiligenciaNoPortal(c.area) ? (
        <Button component={RouterLink} to={hrefResponderDiligencia(c.id)} variant="contained" size="small" sx={{ mt: 1.5 }}>
          Responder diligência
        </Button>
      ) : null}
    </Alert>
  );
}


function Documentos({ id, documentos }: { id: string; documentos: Documento[] }) {
  const baixar = useBaixarDocumento();
  if (documentos.length === 0) return <Typography color="textSecondary">Nenhum documento enviado.</Typography>;
  return (
    <>
      {baixar.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {mensagemDeErro(baixar.error)}
        </Alert>
      ) : null}
      <Box component="ul" aria-label="Documentos" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="documentos">
        {documentos.map((d) => {
          const baixando = baixar.isPending && baixar.variables.documentoId === d.id;
          return (
            <Stack
              component="li"
              key={d.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              useFlexGap
              sx={{
                py: 1.5,
                justifyContent: 'space-between',
                alignItems: { xs: 'flex-start', sm: 'center' },
                borderBottom: 1,
                borderColor: 'divider',
                '&:last-of-type': { borderBottom: 0 },
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{d.nome}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {ROTULO_FORMATO[d.formato]} · {formatarTamanho(d.tamanho)} · Enviado em <time dateTime={d.enviadoEm}>{formatarDataHora(d.enviadoEm)}</time>
                </Typography>
                <Typography variant="caption" color="textSecondary">
                  SHA-256{' '}
                  <Box component="abbr" title={d.sha256} sx={{ fontFamily: 'monospace', textDecoration: 'none', cursor: 'help' }} data-testid="sha256">
                    {d.sha256.slice(0, 12)}…
                  </Box>
                </Typography>
              </Box>
              <Button
                variant="outlined"
                size="small"
                onClick={() => baixar.mutate({ id, documentoId: d.id, nome: d.nome })}
                disabled={baixar.isPending}
                aria-label={`Baixar ${d.nome}`}
                startIcon={baixando ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : <DownloadOutlined aria-hidden="true" />}
                sx={{ flexShrink: 0 }}
              >
                Baixar
              </Button>
            </Stack>
          );
        })}
      </Box>
    </>
  );
}

function BotaoPdf({ c }: { c: Comprovante }) {
  const baixar = useBaixarComprovantePdf();
  return (
    <Stack spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
      <Button
        variant="contained"
        onClick={() => baixar.mutate({ id: c.id, protocolo: c.protocolo })}
        disabled={baixar.isPending}
        startIcon={baixar.isPending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <DownloadOutlined aria-hidden="true" />}
      >
        Baixar PDF
      </Button>
      {baixar.isError ? <Alert severity="error">{mensagemDeErro(baixar.error)}</Alert> : null}
    </Stack>
  );
}

function ConteudoComprovante({ c }: { c: Comprovante }) {
  // Cancelled here: the button is gone once the receipt shows the new status; focus goes to the confirmation.
  const [cancelou, setCancelou] = useState(false);
  const aviso = useRef<HTMLDivElement>(null);
  const mostrarCancelado = cancelou && c.status === 'cancelado';
  useEffect(() => {
    if (mostrarCancelado) aviso.current?.focus();
  }, [mostrarCancelado]);
  const qrCode = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(c.qrCodeSvg)}`;
  return (
    <>
      <AvisoDiligencia c={c} />
      <Secao id="dados-comprovante" titulo="Dados do requerimento">
        <Box component="dl" sx={estiloLista} data-testid="dados-comprovante">
          <dt>Protocolo</dt>
          <dd>{c.protocolo}</dd>
          <dt>Tipo</dt>
          <dd>
            {c.codigo} — {c.titulo}
          </dd>
          <dt>Área</dt>
          <dd>{ROTULO_AREA[c.area]}</dd>
          <dt>Requerente</dt>
          <dd>{c.requerente ?? 'Não identificado'}</dd>
          <dt>Enviado em</dt>
          <dd>
            <time dateTime={c.enviadoEm}>{formatarDataHora(c.enviadoEm)}</time>
          </dd>
          <dt>Situação</dt>
          <dd>
            <StatusRequerimentoChip status={c.status} />
          </dd>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, alignItems: { sm: 'flex-start' } }}>
          <BotaoPdf c={c} />
          {membroPodeCancelar(c) ? (
            <BotaoCancelarRequerimento requerimento={c} rotulo="Cancelar requerimento" aoCancelar={() => setCancelou(true)} />
          ) : null}
        </Stack>
        {mostrarCancelado ? (
          <Alert ref={aviso} tabIndex={-1} severity="success" role="status" sx={{ mt: 2 }}>
            Requerimento cancelado.
          </Alert>
        ) : null}
      </Secao>

      <Secao id="verificacao" titulo="Verificação">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
          <Box
            component="img"
            src={qrCode}
            alt="QR code para verificar o comprovante"
            width={160}
            height={160}
            sx={{ flexShrink: 0, bgcolor: '#fff', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ mb: 1 }}>
              Qualquer pessoa pode confirmar que este comprovante é autêntico lendo o QR code ou abrindo o endereço abaixo.
            </Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              <Link href={c.urlVerificacao} data-testid="url-verificacao" sx={{ overflowWrap: 'anywhere', wordBreak: 'break-word' }}>
                {c.urlVerificacao}
              </Link>
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              Código de verificação: <Box component="span" sx={{ fontFamily: 'monospace' }}>{c.codigoVerificacao}</Box>
            </Typography>
          </Box>
        </Stack>
      </Secao>

      <Secao id="andamentos" titulo="Histórico">
        <HistoricoAndamentos andamentos={c.andamentos} autores={AUTOR} />
      </Secao>

      <Secao id="documentos" titulo="Documentos">
        <Documentos id={c.id} documentos={c.documentos} />
      </Secao>
    </>
  );
}

/**
 * /perfil/meus-requerimentos/:id/protocolo: the receipt of a sent request, with history, documents (downloadable),
 * QR code and PDF. A request in diligência shows, first, what the staff asked and by when.
 */
export function ProtocoloPage() {
  const { id = '' } = useParams();
  const consulta = useComprovante(id);

  let conteudo: ReactNode;
  if (consulta.isPending) {
    conteudo = (
      <Box role="status" aria-label="Carregando o comprovante" data-testid="comprovante-carregando">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={40} />
        ))}
      </Box>
    );
  } else if (consulta.isError) {
    conteudo =
      statusDoErro(consulta.error) === 404 ? (
        <Paper variant="outlined" sx={{ textAlign: 'center', pb: 3 }} data-testid="comprovante-nao-encontrado">
          <EmptyState mensagem="Requerimento não encontrado." />
          <Button component={RouterLink} to={paths.meusRequerimentos} variant="outlined">
            Ver meus requerimentos
          </Button>
        </Paper>
      ) : (
        <ErrorState
          mensagem={mensagemDeErro(consulta.error)}
          // A client error (4xx) is the same answer every time: a retry is offered only when it may work.
          onTentarNovamente={podeTentarDeNovo(consulta.error) ? () => void consulta.refetch() : undefined}
          tentando={consulta.isFetching}
        />
      );
  } else {
    conteudo = <ConteudoComprovante c={consulta.data} />;
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <LinkVoltar para={paths.meusRequerimentos} destino="meus requerimentos" />
      <Typography variant="h1" sx={{ mt: 1, mb: 1 }}>
        Comprovante
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {consulta.data ? `Protocolo ${consulta.data.protocolo} — ${consulta.data.titulo}` : 'Comprovante de envio do requerimento.'}
      </Typography>
      {conteudo}
    </Container>
  );
}
