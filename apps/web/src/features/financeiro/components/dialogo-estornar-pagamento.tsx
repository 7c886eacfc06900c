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
import { estornarPagamentoBodySchema, formatarCentavos, type TituloStaff } from '@portal/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useEstornarPagamento } from '../api/estornar-pagamento';
import { camposDoErro, resumoDoErro } from '@/lib/erros-de-campo';

type CamposEstorno = z.input<typeof estornarPagamentoBodySchema>;

interface DialogoEstornarPagamentoProps {
  titulo: TituloStaff;
  aoFechar: () => void;
  aoEstornar: (titulo: TituloStaff) => void;
}

/**
 * Confirms that a paid título's payment went back to the payer (PIX devolução, chargeback), with the reason:
 * the título is open again and what the payment earned (ViraMais credits of an anuidade) is taken back. Audited.
 */
export function DialogoEstornarPagamento({ titulo, aoFechar, aoEstornar }: DialogoEstornarPagamentoProps) {
  const idTitulo = useId();
  const idDescricao = useId();
  const [erro, setErro] = useState<string | null>(null);
  const estornar = useEstornarPagamento();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CamposEstorno>({ resolver: zodResolver(estornarPagamentoBodySchema), defaultValues: { motivo: '' } });

  const enviar = async ({ motivo }: CamposEstorno) => {
    setErro(null);
    try {
      aoEstornar(await estornar.mutateAsync({ nufin: titulo.nufin, motivo }));
    } catch (falha) {
      const campo = camposDoErro(falha).motivo;
      if (campo) setError('motivo', { message: campo });
      else setErro(resumoDoErro(falha, ['motivo']));
    }
  };

  const { ref, ...motivo } = register('motivo');
  return (
    <Dialog open onClose={isSubmitting ? undefined : aoFechar} aria-labelledby={idTitulo} aria-describedby={idDescricao} fullWidth maxWidth="sm">
      <form noValidate onSubmit={handleSubmit(enviar)} aria-labelledby={idTitulo}>
        <DialogTitle id={idTitulo}>Estornar o pagamento do título {titulo.nufin}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={idDescricao}>
              Use quando o valor pago{titulo.valorPagoCentavos !== null ? ` (${formatarCentavos(titulo.valorPagoCentavos)})` : ''} voltou ao pagador
              (devolução do PIX, contestação). O título volta a ficar em aberto para {titulo.pessoa.nome} e o que o pagamento gerou é desfeito
              (os créditos ViraMais de uma anuidade são retirados). Fica registrado com o seu nome, a hora e o motivo.
            </DialogContentText>
            {erro ? (
              <Alert severity="error" role="alert">
                {erro}
              </Alert>
            ) : null}
            <TextField
              {...motivo}
              inputRef={ref}
              id="estorno-motivo"
              label="Motivo do estorno"
              multiline
              minRows={3}
              required
              error={Boolean(errors.motivo)}
              helperText={errors.motivo?.message ?? 'De 5 a 500 caracteres. Por exemplo: devolução do PIX solicitada pelo banco em 10/03.'}
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
            color="error"
            disabled={isSubmitting}
            aria-busy={isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null}
          >
            Estornar pagamento
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
