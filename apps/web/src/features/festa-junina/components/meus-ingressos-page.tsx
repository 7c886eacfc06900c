import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatarDataBr, ROTULO_TIPO_INGRESSO, type Ingresso } from '@portal/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { svgComoImagem } from '@/components/pagamento/formatar-pagamento';
import { mensagemDeErro } from '@/lib/api-client';
import { useAlterarTitular } from '../api/alterar-titular';
import { useBaixarIngressoPdf } from '../api/baixar-ingresso-pdf';
import { useIngressos } from '../api/get-ingressos';
import { LinkVoltar } from '@/components/link-voltar';
import { paths } from '@/config/paths';

/** /festa-junina/meus-ingressos: the member's tickets with holder (editable until the day before), QR, short code and PDF. */
export function MeusIngressosPage() {
  const ingressos = useIngressos();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <LinkVoltar para={paths.festaJunina} destino="a festa junina" />
      <Typography variant="h1" sx={{ mt: 1, mb: 1 }}>
        Meus ingressos
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Apresente o QR (no celular ou impresso) na entrada da festa. Cada ingresso vale uma entrada.{' '}
        <Link component={RouterLink} to={paths.festaJunina}>
          Comprar ingressos
        </Link>
      </Typography>
      {ingressos.isPending ? (
        <LoadingState mensagem="Carregando seus ingressos…" />
      ) : ingressos.isError ? (
        <ErrorState mensagem={mensagemDeErro(ingressos.error)} onTentarNovamente={() => void ingressos.refetch()} tentando={ingressos.isFetching} />
      ) : ingressos.data.length === 0 ? (
        <EmptyState mensagem="Você ainda não tem ingressos." />
      ) : (
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {ingressos.data.map((i) => (
            <Box component="li" key={i.id}>
              <CartaoIngresso ingresso={i} />
            </Box>
          ))}
        </Stack>
      )}
    </Container>
  );
}

function CartaoIngresso({ ingresso: i }: { ingresso: Ingresso }) {
  const [editando, setEditando] = useState(false);
  const baixar = useBaixarIngressoPdf();
  const idTitulo = `ingresso-${i.id}`;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="article" aria-labelledby={idTitulo} data-testid="ingresso">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h2" id={idTitulo} sx={{ fontSize: '1.2rem', overflowWrap: 'anywhere' }}>
            {i.titular}
          </Typography>
          <Typography color="textSecondary">
            {ROTULO_TIPO_INGRESSO[i.tipo]} — {i.eventoNome}, {formatarDataBr(i.eventoData)}
          </Typography>
          <Box sx={{ mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {i.utilizadoEm ? (
              <Chip label="Utilizado" size="small" />
            ) : i.status === 'emitido' ? (
              <Chip label="Válido" color="success" size="small" />
            ) : (
              <Chip label="Aguardando pagamento" color="warning" size="small" />
            )}
          </Box>
          {i.codigoCurto ? (
            <Typography sx={{ mt: 1 }}>
              Código: <Box component="span" sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontWeight: 700 }} data-testid="codigo-curto">{i.codigoCurto}</Box>
            </Typography>
          ) : null}
          {i.status === 'reservado' ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              Pague a reserva em{' '}
              <Link component={RouterLink} to={paths.festaJunina}>
                Festa junina
              </Link>{' '}
              para receber o QR.
            </Typography>
          ) : null}
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
            {i.status === 'emitido' && i.codigoCurto ? (
              <Button
                variant="outlined"
                size="small"
                startIcon={<PictureAsPdf aria-hidden="true" />}
                onClick={() => baixar.mutate({ id: i.id, codigoCurto: i.codigoCurto! })}
                disabled={baixar.isPending}
                aria-label={`Baixar PDF do ingresso de ${i.titular}`}
              >
                PDF
              </Button>
            ) : null}
            {i.titularEditavel && !editando ? (
              <Button variant="text" size="small" onClick={() => setEditando(true)} aria-label={`Alterar titular do ingresso de ${i.titular}`}>
                Alterar titular
              </Button>
            ) : null}
          </Stack>
          {baixar.isError ? <Alert severity="error" sx={{ mt: 1 }}>{mensagemDeErro(baixar.error)}</Alert> : null}
          {editando ? <EditarTitular ingresso={i} aoFechar={() => setEditando(false)} /> : null}
          {!i.titularEditavel && !i.utilizadoEm ? (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              O titular só podia ser alterado até a véspera do evento.
            </Typography>
          ) : null}
        </Box>
        {i.qrSvg ? (
          <Box component="img" src={svgComoImagem(i.qrSvg)} alt={`QR do ingresso de ${i.titular}`} sx={{ width: 200, height: 200, maxWidth: '100%', alignSelf: 'center' }} />
        ) : null}
      </Stack>
    </Paper>
  );
}

function EditarTitular({ ingresso, aoFechar }: { ingresso: Ingresso; aoFechar: () => void }) {
  const [titular, setTitular] = useState(ingresso.titular);
  const alterar = useAlterarTitular();
  return (
    <Box
      component="form"
      noValidate
      sx={{ mt: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        alterar.mutate({ id: ingresso.id, titular }, { onSuccess: aoFechar });
      }}
    >
      <Stack spacing={1.5}>
        <TextField label="Nome do titular" value={titular} onChange={(e) => setTitular(e.target.value)} autoFocus slotProps={{ htmlInput: { maxLength: 120 } }} />
        {ingresso.status === 'emitido' ? (
          <Typography variant="body2" color="textSecondary">
            O QR atual deixa de valer e um novo é emitido.
          </Typography>
        ) : null}
        {alterar.isError ? <Alert severity="error">{mensagemDeErro(alterar.error)}</Alert> : null}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" size="small" disabled={alterar.isPending}>
            Salvar titular
          </Button>
          <Button variant="text" size="small" onClick={aoFechar}>
            Cancelar
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
