import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NegociacaoIndisponivel, Plano } from '@portal/contracts';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { paths } from '@/config/paths';
import { mensagemDeErro, statusDoErro } from '@/lib/api-client';
import { useNegociacao } from '../api/get-negociacao';
import { NegociacaoFormulario } from './negociacao-formulario';
import { NegociacaoSucesso } from './negociacao-sucesso';
import { LinkVoltar } from '@/components/link-voltar';

/** The route's nufin, when it is one (a positive integer); anything else is a título that does not exist. */
function lerNufin(valor: string | undefined): number | null {
  if (!valor || !/^\d{1,15}$/.test(valor)) return null;
  const n = Number(valor);
  return n >= 1 ? n : null;
}

function NaoEncontrado() {
  return (
    <Paper variant="outlined" sx={{ textAlign: 'center', pb: 3, px: 2 }} data-testid="titulo-nao-encontrado">
      <EmptyState mensagem="Título não encontrado." />
      <Button component={RouterLink} to={paths.financeiro} variant="outlined">
        Ver meus títulos
      </Button>
    </Paper>
  );
}

/** A título that cannot go into an agreement (not yet due, paid, renegotiated…): why, and where to go instead. */
function NaoNegociavel({ estado }: { estado: NegociacaoIndisponivel }) {
  const outros = estado.outrosVencidos;
  return (
    <Alert severity="info" data-testid="negociacao-indisponivel">
      <AlertTitle>Este título não pode ser negociado</AlertTitle>
      {estado.motivo}
      {outros > 0 ? ` Você tem ${outros === 1 ? '1 título vencido que pode ser negociado' : `${outros} títulos vencidos que podem ser negociados`}.` : ''}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ mt: 1.5 }}>
        {outros > 0 ? (
          <Button component={RouterLink} to={`${paths.financeiro}?situacao=vencido`} variant="contained" size="small">
            Ver títulos vencidos
          </Button>
        ) : null}
        <Button component={RouterLink} to={paths.financeiro} variant="outlined" size="small">
          Ver meus títulos
        </Button>
        <Button component={RouterLink} to={paths.paymentPlan} variant="outlined" size="small">
          Ver plano de pagamento
        </Button>
      </Stack>
    </Alert>
  );
}

function Conteudo({ nufin }: { nufin: number }) {
  const consulta = useNegociacao(nufin);
  // Kept here, above the query: once the agreement exists the título is renegotiated and this page's data
  // would say 'nao_negociavel', but the member must still see the agreement and pay its entry.
  const [acordo, setAcordo] = useState<Plano | null>(null);

  if (acordo) return <NegociacaoSucesso plano={acordo} />;
  if (consulta.isPending) {
    return (
      <Box role="status" aria-label="Carregando os títulos vencidos" data-testid="negociacao-carregando">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={120} sx={{ mb: 2 }} />
        ))}
      </Box>
    );
  }
  if (consulta.isError) {
    if (statusDoErro(consulta.error) === 404) return <NaoEncontrado />;
    return <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  }
  if (consulta.data.situacao === 'nao_negociavel') return <NaoNegociavel estado={consulta.data} />;
  return <NegociacaoFormulario base={consulta.data} aoCriar={setAcordo} />;
}

/**
 * /negociacao/:nufin: an agreement for overdue títulos — choose the títulos and the number of payments (each with
 * its discount on fine and interest), simulate, read and accept the debt confession term, confirm, pay the entry.
 */
export function NegociacaoPage() {
  const { nufin: param } = useParams();
  const nufin = lerNufin(param);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <LinkVoltar para={paths.financeiro} destino="meus títulos" />
      <Typography variant="h1" sx={{ mt: 1, mb: 1 }}>
        Negociar débitos
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Pague títulos vencidos à vista ou em parcelas, com desconto em juros e multa (nunca no valor principal). Quanto
        menos pagamentos, maior o desconto.
      </Typography>
      {nufin === null ? <NaoEncontrado /> : <Conteudo key={nufin} nufin={nufin} />}
    </Container>
  );
}
