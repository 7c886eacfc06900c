import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { hrefConvite, paths } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { useMeusConvites } from '../api/get-meus-convites';
import { formatarDataBr, frasesRestantes, nomeDoMes } from './formatar';
import { NovoConviteForm } from './novo-convite-form';
import { SituacaoConviteChip } from './situacao-convite-chip';
import { LinkVoltar } from '@/components/link-voltar';

/** /home/cel/convites: the month's quota, a new invitation, and my invitations (each opens its page). */
export function ConvitesPage() {
  const consulta = useMeusConvites();
  const navigate = useNavigate();

  let conteudo: ReactNode;
  if (consulta.isPending) {
    conteudo = <LoadingState mensagem="Carregando seus convites…" />;
  } else if (consulta.isError) {
    conteudo = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  } else {
    const d = consulta.data;
    const mesAtual = d.cotas[0];
    conteudo = (
      <Stack spacing={3}>
        {/* The quota means nothing to someone who may not invite: the reason below says why instead. */}
        {mesAtual && d.impedimentos.length === 0 && (
          <Typography data-testid="convites-restantes">
            <strong>{frasesRestantes(mesAtual.restantes)}</strong> em {nomeDoMes(mesAtual.mes)} ({mesAtual.limite} por mês, pela data da visita).
          </Typography>
        )}
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            Novo convite
          </Typography>
          {d.impedimentos.length > 0 ? (
            <Stack spacing={1} data-testid="impedimentos">
              {d.impedimentos.map((i) => (
                <Alert
                  key={i.mensagem}
                  severity="warning"
                  action={
                    i.link ? (
                      <Button component={RouterLink} to={i.link.href} color="inherit" size="small">
                        {i.link.rotulo}
                      </Button>
                    ) : undefined
                  }
                  sx={{ flexWrap: 'wrap' }}
                >
                  {i.mensagem}
                </Alert>
              ))}
            </Stack>
          ) : (
            <NovoConviteForm dados={d} aoCriar={(c) => void navigate(hrefConvite(c.codemp, c.hash))} />
          )}
        </Paper>
        <Box component="section" aria-labelledby="meus-convites-titulo">
          <Typography id="meus-convites-titulo" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            Meus convites
          </Typography>
          {d.itens.length === 0 ? (
            <EmptyState mensagem="Você ainda não convidou ninguém." />
          ) : (
            <List disablePadding>
              {d.itens.map((c) => (
                <ListItem key={c.id} divider sx={{ px: 0, flexWrap: 'wrap', gap: 1 }}>
                  <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                    <Link component={RouterLink} to={hrefConvite(c.codemp, c.hash)} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                      {c.convidado.nome}
                    </Link>
                    <Typography variant="body2" color="textSecondary">
                      {formatarDataBr(c.data)}
                      {c.pagoCom === 'viramais' ? ' · pago com créditos ViraMais' : ''}
                    </Typography>
                  </Box>
                  <SituacaoConviteChip situacao={c.situacao} />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      </Stack>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <LinkVoltar para={paths.homeCel} destino="o CEL" />
      <Typography variant="h1" sx={{ mt: 1, mb: 1 }}>
        Convites do CEL
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Convide alguém para visitar o clube numa data. O convidado mostra o QR code na portaria.
      </Typography>
      {conteudo}
    </Container>
  );
}
