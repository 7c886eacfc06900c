import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatarCentavos, formatarDataBr, type Plano } from '@portal/contracts';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { PagarTitulo } from '@/components/pagamento/pagar-titulo';

/** The agreement made: its number, the entry's payment (PIX or boleto) right here, and the way to the plan. */
export function NegociacaoSucesso({ plano }: { plano: Plano }) {
  const aviso = useRef<HTMLDivElement>(null);
  useEffect(() => {
    aviso.current?.focus();
  }, []);
  const entrada = plano.parcelas.find((t) => t.plano?.parcela === 0) ?? null;
  const demais = plano.parcelas.length - 1;
  return (
    <Stack spacing={3}>
      <Alert ref={aviso} tabIndex={-1} severity="success" role="status" data-testid="acordo-criado">
        <AlertTitle>Acordo nº {plano.numero} criado</AlertTitle>
        {entrada
          ? `Pague ${demais > 0 ? 'a entrada' : 'o acordo'} de ${formatarCentavos(entrada.valorCentavos)} até ${formatarDataBr(entrada.vencimento)}.`
          : null}{' '}
        {demais > 0 ? `As ${demais === 1 ? 'outra parcela fica' : `outras ${demais} parcelas ficam`} no seu plano de pagamento, com 2ª via a qualquer momento.` : null}
      </Alert>
      {entrada ? (
        <Paper component="section" variant="outlined" aria-labelledby="pagar-entrada" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="pagar-entrada" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            {demais > 0 ? 'Pagar a entrada' : 'Pagar o acordo'}
          </Typography>
          <PagarTitulo nufin={entrada.nufin} />
        </Paper>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={RouterLink} to={paths.paymentPlan} variant="contained">
          Ver plano de pagamento
        </Button>
        <Button component={RouterLink} to={paths.financeiro} variant="text">
          Meus títulos
        </Button>
      </Stack>
    </Stack>
  );
}
