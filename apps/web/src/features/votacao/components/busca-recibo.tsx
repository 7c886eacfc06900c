import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatarRecibo } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { mensagemDeErro } from '@/lib/api-client';
import { useBuscarRecibo } from '../api/buscar-recibo';
import { useRecibos } from '../api/recibos';

/** "Encontre seu recibo": the member types the receipt and sees whether it is in the published list. */
export function BuscaRecibo({ votacaoId }: { votacaoId: string }) {
  const [texto, setTexto] = useState('');
  const [verLista, setVerLista] = useState(false);
  const busca = useBuscarRecibo();
  const lista = useRecibos(votacaoId, verLista);
  const idCampo = `recibo-${votacaoId}`;
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    if (texto.trim()) busca.mutate({ votacaoId, recibo: texto.trim() });
  };
  return (
    <Box component="section" aria-labelledby={`${idCampo}-titulo`}>
      <Typography id={`${idCampo}-titulo`} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Encontre seu recibo
      </Typography>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={enviar} noValidate>
        <TextField
          id={idCampo}
          label="Código do recibo"
          size="small"
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" disabled={busca.isPending}>
          Procurar
        </Button>
      </Stack>
      <Box aria-live="polite" sx={{ mt: 1 }}>
        {busca.isError && <Alert severity="error">{mensagemDeErro(busca.error)}</Alert>}
        {busca.data &&
          (busca.data.encontrado ? (
            <Alert severity="success" data-testid="recibo-encontrado">
              Recibo {formatarRecibo(busca.data.recibo)} encontrado na lista publicada: seu voto foi contado.
            </Alert>
          ) : (
            <Alert severity="warning">Recibo {formatarRecibo(busca.data.recibo)} não está na lista publicada. Confira o código digitado.</Alert>
          ))}
      </Box>
      <Button size="small" sx={{ mt: 1, ml: -1 }} onClick={() => setVerLista((v) => !v)} aria-expanded={verLista}>
        {verLista ? 'Ocultar a lista de recibos' : 'Ver a lista publicada de recibos'}
      </Button>
      {verLista &&
        (lista.isPending ? (
          <Typography variant="body2">Carregando a lista…</Typography>
        ) : lista.isError ? (
          <Alert severity="error">{mensagemDeErro(lista.error)}</Alert>
        ) : lista.data.total === 0 ? (
          <Typography variant="body2">Nenhum recibo publicado.</Typography>
        ) : (
          <Box
            component="ol"
            aria-label="Recibos publicados"
            tabIndex={0}
            sx={{ maxHeight: 240, overflow: 'auto', fontFamily: 'monospace', fontSize: '0.85rem', pl: 4, m: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            {lista.data.recibos.map((r) => (
              <li key={r}>{formatarRecibo(r)}</li>
            ))}
          </Box>
        ))}
    </Box>
  );
}
