import ContentCopy from '@mui/icons-material/ContentCopy';
import Share from '@mui/icons-material/Share';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatarCodigoCurto, formatarCpf, type ConviteDono as Convite } from '@portal/contracts';
import { useState } from 'react';
import { mensagemDeErro } from '@/lib/api-client';
import { formatarDataHora } from '@/lib/datas';
import { useCancelarConvite } from '../api/cancelar-convite';
import { formatarCreditos, formatarDataBr } from './formatar';
import { SituacaoConviteChip } from './situacao-convite-chip';

const svgComoImagem = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The owner's invitation: guest, date, situation, QR with the short code, link to copy or share, and cancel. */
export function ConviteDono({ convite }: { convite: Convite }) {
  const [aviso, setAviso] = useState<string | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const cancelar = useCancelarConvite(convite.codemp, convite.hash);
  const texto = `Convite para o CEL em ${formatarDataBr(convite.data)} para ${convite.convidado.nome}. Mostre o QR code na portaria: ${convite.link}`;

  async function copiar() {
    try {
      await navigator.clipboard.writeText(convite.link);
      setAviso('Link copiado.');
    } catch {
      setAviso('Não foi possível copiar: selecione o link e copie.');
    }
  }

  async function compartilhar() {
    try {
      await navigator.share({ title: 'Convite CEL', text: texto, url: convite.link });
    } catch {
      // Closed by the member, or not allowed: nothing to say.
    }
  }

  const ativo = convite.situacao === 'emitido';
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="h2" sx={{ fontSize: '1.5rem', overflowWrap: 'anywhere' }} data-testid="convidado">
              {convite.convidado.nome}
            </Typography>
            <SituacaoConviteChip situacao={convite.situacao} />
          </Box>
          <Typography>Data da visita: {formatarDataBr(convite.data)}</Typography>
          {convite.convidado.cpf && <Typography color="textSecondary">CPF {formatarCpf(convite.convidado.cpf)}</Typography>}
          <Typography variant="body2" color="textSecondary">
            {convite.pagoCom === 'viramais' ? `Pago com ${formatarCreditos(convite.creditosCentavos)}.` : 'Na cota do mês.'}
          </Typography>
          {convite.admissao && (
            <Alert severity="info">
              Convidado admitido em {formatarDataHora(convite.admissao.em)}, na {convite.admissao.portaria}.
            </Alert>
          )}
          {convite.situacao === 'cancelado' && convite.canceladoEm && <Alert severity="warning">Convite cancelado em {formatarDataHora(convite.canceladoEm)}.</Alert>}
        </Stack>
      </Paper>

      {ativo && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, textAlign: 'center' }}>
          {convite.qrCodeSvg && (
            <Box
              component="img"
              src={svgComoImagem(convite.qrCodeSvg)}
              alt={`QR code do convite de ${convite.convidado.nome}`}
              sx={{ width: '100%', maxWidth: 260, height: 'auto', display: 'block', mx: 'auto' }}
              data-testid="qr-convite"
            />
          )}
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            Código para digitar na portaria
          </Typography>
          <Typography sx={{ fontFamily: 'monospace', fontSize: '1.25rem', letterSpacing: 2 }} data-testid="codigo-curto">
            {formatarCodigoCurto(convite.codigoCurto)}
          </Typography>
        </Paper>
      )}

      {ativo && (
        <Stack spacing={1}>
          <TextField id="link-convite" label="Link do convite" value={convite.link} fullWidth slotProps={{ htmlInput: { readOnly: true } }} onFocus={(e) => e.target.select()} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="outlined" startIcon={<ContentCopy aria-hidden="true" />} onClick={() => void copiar()}>
              Copiar link
            </Button>
            {typeof navigator.share === 'function' && (
              <Button variant="outlined" startIcon={<Share aria-hidden="true" />} onClick={() => void compartilhar()}>
                Compartilhar
              </Button>
            )}
          </Stack>
          {aviso && (
            <Typography role="status" variant="body2">
              {aviso}
            </Typography>
          )}
        </Stack>
      )}

      {convite.podeCancelar && (
        <Box>
          <Button color="error" variant="text" onClick={() => setConfirmando(true)}>
            Cancelar convite
          </Button>
        </Box>
      )}
      {cancelar.isError && (
        <Alert severity="error" role="alert">
          {mensagemDeErro(cancelar.error)}
        </Alert>
      )}
      <Dialog open={confirmando} onClose={() => setConfirmando(false)} aria-labelledby="cancelar-convite-titulo">
        <DialogTitle id="cancelar-convite-titulo">Cancelar o convite?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {convite.convidado.nome} não poderá entrar com este convite em {formatarDataBr(convite.data)}.
            {convite.pagoCom === 'viramais' ? ' Os créditos ViraMais voltam para o seu saldo.' : ' O convite volta para a sua cota do mês.'}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmando(false)}>Voltar</Button>
          <Button
            color="error"
            variant="contained"
            disabled={cancelar.isPending}
            onClick={() => cancelar.mutate(undefined, { onSettled: () => setConfirmando(false) })}
          >
            {cancelar.isPending ? 'Cancelando…' : 'Cancelar convite'}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
