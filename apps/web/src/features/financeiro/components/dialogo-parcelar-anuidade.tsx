import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { formatarCentavos, formatarDataBr, type Anuidade } from '@portal/contracts';
import { useId } from 'react';
import { TemaMui } from '@/components/tema-mui';
import { mensagemDeErro } from '@/lib/api-client';
import { camposDoErro } from '@/lib/erros-de-campo';
import { contagem } from '@/lib/plural';
import { useParcelarAnuidade } from '../api/parcelar-anuidade';

export type OpcaoParcelamento = NonNullable<Anuidade['parcelamento']>['opcoes'][number];

export interface DialogoParcelarAnuidadeProps {
  exercicio: number;
  opcao: OpcaoParcelamento;
  aoFechar: () => void;
  /** The split was made (the anuidade's queries are already fresh). */
  aoParcelar: (parcelas: number) => void;
}

/**
 * "Parcelar a anuidade de <ano>?": the confirmation of the split, with the API's refusal in it. Its own chunk (MUI's
 * Dialog and the theme, the plan's schema), loaded when the member is about to open it: /annuity is drawn without
 * MUI (ADR 067). Mounted while open, so each opening starts without the last attempt's error.
 */
export function DialogoParcelarAnuidade(props: DialogoParcelarAnuidadeProps) {
  return (
    <TemaMui>
      <Dialogo {...props} />
    </TemaMui>
  );
}

function Dialogo({ exercicio, opcao, aoFechar, aoParcelar }: DialogoParcelarAnuidadeProps) {
  const parcelar = useParcelarAnuidade();
  const idTitulo = useId();
  const idDescricao = useId();

  const confirmar = () => {
    parcelar.mutate({ parcelas: opcao.parcelas }, { onSuccess: () => aoParcelar(opcao.parcelas) });
  };
  const erro = parcelar.isError ? (camposDoErro(parcelar.error).parcelas ?? mensagemDeErro(parcelar.error)) : null;

  return (
    <Dialog open onClose={parcelar.isPending ? undefined : aoFechar} aria-labelledby={idTitulo} aria-describedby={idDescricao} fullWidth maxWidth="sm">
      <DialogTitle id={idTitulo}>Parcelar a anuidade de {exercicio}?</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id={idDescricao} component="div">
            <strong>
              {contagem(opcao.parcelas, 'parcela', 'parcelas')} de {formatarCentavos(opcao.valorParcelaCentavos)}
            </strong>
            , de {formatarDataBr(opcao.primeiroVencimento)} a {formatarDataBr(opcao.ultimoVencimento)}, uma por mês. A cota única e o desconto
            antecipado deixam de valer, e o parcelamento não pode ser desfeito.
          </DialogContentText>
          {erro ? (
            <Alert severity="error" role="alert" data-testid="erro-parcelamento">
              {erro}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={aoFechar} disabled={parcelar.isPending} autoFocus>
          Voltar
        </Button>
        <Button
          variant="contained"
          onClick={confirmar}
          disabled={parcelar.isPending}
          aria-busy={parcelar.isPending}
          startIcon={parcelar.isPending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null}
        >
          Confirmar parcelamento
        </Button>
      </DialogActions>
    </Dialog>
  );
}
