import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatarCodigoCurto, PORTARIAS_CEL, type ConvitePortaria } from '@portal/contracts';
import { useState } from 'react';
import { mensagemDeErro } from '@/lib/api-client';
import { formatarDataHora } from '@/lib/datas';
import { useAdmitirConvite } from '../api/admitir-convite';
import { formatarDataBr } from './formatar';

const AVISO: Record<ConvitePortaria['situacao'], { severidade: 'success' | 'warning' | 'error' | 'info'; texto: (c: ConvitePortaria) => string }> = {
  valido: { severidade: 'success', texto: () => 'Convite válido hoje.' },
  outra_data: { severidade: 'warning', texto: (c) => `Data errada: este convite é para ${formatarDataBr(c.data)}.` },
  cancelado: { severidade: 'error', texto: () => 'Convite cancelado pelo associado. Não admita o convidado.' },
  admitido: {
    severidade: 'info',
    texto: (c) => (c.admissao ? `Convidado já admitido em ${formatarDataHora(c.admissao.em)}, na ${c.admissao.portaria} (${c.admissao.por}).` : 'Convidado já admitido.'),
  },
};

/** Gate staff: valid today, wrong date, cancelled or already admitted (when, which gate), and the admit button. */
export function PainelPortaria({ convite, hash }: { convite: ConvitePortaria; hash: string }) {
  const [portaria, setPortaria] = useState<(typeof PORTARIAS_CEL)[number]>(PORTARIAS_CEL[0]);
  const admitir = useAdmitirConvite(hash);
  const aviso = AVISO[convite.situacao];
  const jaAdmitidoAgora = admitir.data?.resultado === 'ja_admitido';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Alert severity={aviso.severidade} role="status" data-testid="situacao-portaria">
          {jaAdmitidoAgora ? 'Já admitido: ' : ''}
          {aviso.texto(convite)}
        </Alert>
        <div>
          <Typography variant="body2" color="textSecondary">
            Convidado
          </Typography>
          <Typography sx={{ fontSize: '1.25rem', fontWeight: 500, overflowWrap: 'anywhere' }} data-testid="nome-convidado">
            {convite.convidado.nome}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            Convite de {convite.anfitriao} para {formatarDataBr(convite.data)} · código {formatarCodigoCurto(convite.codigoCurto)}
          </Typography>
        </div>
        {convite.situacao === 'valido' && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              select
              id="portaria"
              label="Portaria"
              value={portaria}
              onChange={(e) => setPortaria(e.target.value as (typeof PORTARIAS_CEL)[number])}
              sx={{ minWidth: 220 }}
            >
              {PORTARIAS_CEL.map((p) => (
                <MenuItem key={p} value={p}>
                  {p}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" size="large" onClick={() => admitir.mutate({ portaria })} disabled={admitir.isPending}>
              {admitir.isPending ? 'Admitindo…' : 'Admitir convidado'}
            </Button>
          </Stack>
        )}
        {admitir.isError && (
          <Alert severity="error" role="alert">
            {mensagemDeErro(admitir.error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
