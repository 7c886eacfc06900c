import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { paths } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { usePlanos } from '../api/get-planos';
import { PlanoCartao } from './plano-cartao';
import { LinkVoltar } from '@/components/link-voltar';

/**
 * /payment-plan: the member's payment plans — anuidade splits and debt agreements — with each installment's due
 * date, value and situation, a fresh '2ª via' (PIX or boleto for today's amount) while open and the receipt once
 * paid; for an agreement, the debt confession term as accepted.
 */
export function PlanoPagamentoPage() {
  const consulta = usePlanos();

  let conteudo: ReactNode;
  if (consulta.isPending) {
    conteudo = (
      <Box role="status" aria-label="Carregando seus planos de pagamento" data-testid="planos-carregando">
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={180} sx={{ mb: 2 }} />
        ))}
      </Box>
    );
  } else if (consulta.isError) {
    conteudo = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  } else if (consulta.data.length === 0) {
    conteudo = (
      <Paper variant="outlined" sx={{ textAlign: 'center', pb: 3, px: 2 }} data-testid="planos-vazio">
        <EmptyState mensagem="Você ainda não tem plano de pagamento." />
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          Um plano aparece aqui quando você parcela a anuidade ou faz um acordo para pagar títulos vencidos.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ justifyContent: 'center' }}>
          <Button component={RouterLink} to={paths.annuity} variant="outlined">
            Ver a anuidade
          </Button>
          <Button component={RouterLink} to={paths.financeiro} variant="outlined">
            Ver meus títulos
          </Button>
        </Stack>
      </Paper>
    );
  } else {
    conteudo = (
      <Stack spacing={3}>
        {consulta.data.map((plano) => (
          <PlanoCartao key={plano.id} plano={plano} />
        ))}
      </Stack>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <LinkVoltar para={paths.financeiro} destino="meus títulos" />
      <Typography variant="h1" sx={{ mt: 1, mb: 1 }}>
        Plano de pagamento
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Suas parcelas da anuidade e dos acordos, com vencimento, valor e situação. Emita a 2ª via de uma parcela em aberto
        ou baixe o recibo de uma parcela paga.
      </Typography>
      {conteudo}
    </Container>
  );
}
