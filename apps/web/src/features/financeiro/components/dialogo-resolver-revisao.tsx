import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatarCentavos, resolverRevisaoBodySchema, type PagamentoRevisao } from '@portal/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useResolverRevisao } from '../api/resolver-revisao';
import { camposDoErro, resumoDoErro } from '@/lib/erros-de-campo';

type CamposResolver = z.input<typeof resolverRevisaoBodySchema>;

interface DialogoResolverRevisaoProps {
  pagamento: PagamentoRevisao;
  aoFechar: () => void;
  aoResolver: (resolvido: PagamentoRevisao) => void;
}

/** Closes a payment under review with what was done about it (refund, manual settlement…), which is audited. */
export function DialogoResolverRevisao({ pagamento, aoFechar, aoResolver }: DialogoResolverRevisaoProps) {
  const idTitulo = useId();
  const idDescricao = useId();
  const [erro, setErro] = useState<string | null>(null);
  const resolver = useResolverRevisao();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CamposResolver>({ resolver: zodResolver(resolverRevisaoBodySchema), defaultValues: { observacao: '' } });

  const enviar = async ({ observacao }: CamposResolver) => {
    setErro(null);
    try {
      aoResolver(await resolver.mutateAsync({ id: pagamento.id, observacao }));
    } catch (falha) {
      const campo = camposDoErro(falha).observacao;
      if (campo) setError('observacao', { message: campo });
      else setErro(resumoDoErro(falha, ['observacao']));
    }
  };

  const { ref, ...observacao } = register('observacao');
  return (
    <Dialog open onClose={isSubmitting ? undefined : aoFechar} aria-labelledby={idTitulo} aria-describedby={idDescricao} fullWidth maxWidth="sm">
      <form noValidate onSubmit={handleSubmit(enviar)} aria-labelledby={idTitulo}>
        <DialogTitle id={idTitulo}>Resolver pagamento em revisão</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={idDescricao}>
              Pagamento de {formatarCentavos(pagamento.valorCentavos)} ({pagamento.endToEndId}). Registre o que foi feito: a observação fica
              no histórico com o seu nome e a hora.
            </DialogContentText>
            {erro ? (
              <Alert severity="error" role="alert">
                {erro}
              </Alert>
            ) : null}
            <TextField
              {...observacao}
              inputRef={ref}
              id="revisao-observacao"
              label="Observação"
              multiline
              minRows={3}
              required
              error={Boolean(errors.observacao)}
              helperText={errors.observacao?.message ?? 'De 5 a 500 caracteres. Por exemplo: devolvido ao pagador em 10/03.'}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              autoFocus
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={aoFechar} disabled={isSubmitting}>
            Voltar
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting}
            aria-busy={isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null}
          >
            Marcar como resolvido
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
