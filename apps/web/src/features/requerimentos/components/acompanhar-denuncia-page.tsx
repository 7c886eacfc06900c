import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { acompanharBodySchema, formatarDataBr, type Acompanhamento } from '@portal/contracts';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EmptyState } from '@/components/empty-state';
import { HistoricoAndamentos } from './historico-andamentos';
import { StatusRequerimentoChip } from './status-requerimento-chip';
import { mensagemDeErro, statusDoErro } from '@/lib/api-client';
import { useAcompanharDenuncia } from '../api/acompanhar-denuncia';
import { mascararChaveAcompanhamento } from './mascaras';

type Entrada = z.input<typeof acompanharBodySchema>;
type Saida = z.output<typeof acompanharBodySchema>;

/** An anonymous report's history keeps days only; other timestamps show date and time. */

function Resultado({ a }: { a: Acompanhamento }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="resultado-titulo" sx={{ p: { xs: 2, sm: 3 } }} data-testid="acompanhamento">
      <Typography id="resultado-titulo" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        Sua denúncia
      </Typography>
      <Stack spacing={1}>
        <Typography>
          Protocolo: <strong>{a.protocolo ?? 'ainda não enviada'}</strong>
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="span">Situação:</Typography>
          <StatusRequerimentoChip status={a.status} size="medium" />
        </Box>
        <Typography color="textSecondary">Registrada em {formatarDataBr(a.criadoEm)}.</Typography>
        {a.documentos.length > 0 ? (
          <Typography color="textSecondary">
            {a.documentos.length === 1 ? '1 arquivo anexado.' : `${a.documentos.length} arquivos anexados.`}
          </Typography>
        ) : null}
      </Stack>
      <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, mt: 3, mb: 1 }}>
        Andamentos
      </Typography>
      {a.andamentos.length === 0 ? <EmptyState mensagem="Ainda não há andamentos." /> : <HistoricoAndamentos andamentos={a.andamentos} />}
    </Paper>
  );
}

/**
 * /home/casag/ouvidoria/acompanhar: follow an anonymous report by its key. The key goes in a POST body only
 * (never in the URL), is not cached, and the call carries no identity.
 */
export function AcompanharDenunciaPage() {
  const acompanhar = useAcompanharDenuncia();
  const { control, handleSubmit } = useForm<Entrada, unknown, Saida>({
    resolver: zodResolver(acompanharBodySchema),
    defaultValues: { chave: '' },
  });

  const enviar = handleSubmit((dados) => {
    acompanhar.reset();
    acompanhar.mutate(dados.chave);
  });

  const naoEncontrada = acompanhar.isError && statusDoErro(acompanhar.error) === 404;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Acompanhar denúncia anônima
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Digite a chave de acompanhamento que você recebeu ao enviar a denúncia. A consulta não fica ligada à sua conta.
      </Typography>
      <Stack spacing={3}>
        <Paper
          component="form"
          variant="outlined"
          noValidate
          autoComplete="off"
          aria-label="Consultar pela chave"
          onSubmit={(e) => void enviar(e)}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Controller
            control={control}
            name="chave"
            render={({ field, fieldState }) => (
              <TextField
                id="chave-acompanhamento"
                label="Chave de acompanhamento"
                required
                fullWidth
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(mascararChaveAcompanhamento(e.target.value))}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? 'Formato: XXXX-XXXX-XXXX-XXXX-XXXX'}
                placeholder="XXXX-XXXX-XXXX-XXXX-XXXX"
                slotProps={{
                  htmlInput: {
                    autoComplete: 'off',
                    autoCapitalize: 'characters',
                    spellCheck: false,
                    maxLength: 24,
                    style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
                  },
                }}
              />
            )}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={acompanhar.isPending}
            aria-busy={acompanhar.isPending}
            startIcon={acompanhar.isPending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
            sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }}
          >
            {acompanhar.isPending ? 'Consultando…' : 'Consultar'}
          </Button>
        </Paper>

        {naoEncontrada ? (
          <Alert severity="warning" data-testid="chave-nao-encontrada">
            Chave não encontrada. Confira se digitou todos os grupos corretamente.
          </Alert>
        ) : null}
        {acompanhar.isError && !naoEncontrada ? <Alert severity="error">{mensagemDeErro(acompanhar.error)}</Alert> : null}
        {acompanhar.isSuccess ? <Resultado a={acompanhar.data} /> : null}
      </Stack>
    </Container>
  );
}
