import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MeuProcesso } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { hrefProcesso } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { useMeusProcessos } from '../api/get-meus-processos';
import { dataHoraBr, descreverPrazo, rotuloClasse, rotuloModalidade, rotuloOrgao } from './processo-formatar';
import { PaginaProcessos } from './processo-pagina';

function CartaoProcesso({ p }: { p: MeuProcesso }) {
  const id = `meu-processo-${p.id}`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 2.5 }, listStyle: 'none' }} data-testid="meu-processo">
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={id} component="h2" variant="h2" sx={{ fontSize: '1.2rem' }}>
          <Link component={RouterLink} to={hrefProcesso(p.id)}>
            Processo {p.numero}
          </Link>
        </Typography>
        <Chip size="small" label={p.qualidade === 'advogado' ? 'Você é advogado(a) de uma parte' : 'Você é parte'} />
        {p.sigiloso ? <Chip size="small" color="warning" label="Sigiloso" /> : null}
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {rotuloClasse(p.classe)} · {rotuloOrgao(p.orgao)} · {p.assunto}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        <strong>Fase:</strong> {p.fase}
      </Typography>
      <Typography variant="body2">
        <strong>Próximo prazo:</strong> {p.proximoPrazo ? `${p.proximoPrazo.descricao}, ${descreverPrazo(p.proximoPrazo)}` : 'nenhum prazo em aberto'}
      </Typography>
      <Typography variant="body2">
        <strong>Próxima sessão:</strong>{' '}
        {p.proximaSessao ? `${dataHoraBr(p.proximaSessao.inicio)}, ${rotuloOrgao(p.proximaSessao.orgao)} (${rotuloModalidade(p.proximaSessao.modalidade).toLowerCase()})` : 'não está em pauta'}
      </Typography>
    </Paper>
  );
}

/** /meus-processos: the processes where the member is a party or a party's lawyer. */
export function MeusProcessosPage() {
  const consulta = useMeusProcessos();
  let conteudo: ReactNode;
  if (consulta.isPending) conteudo = <LoadingState mensagem="Carregando seus processos…" />;
  else if (consulta.isError) conteudo = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  else if (consulta.data.length === 0) conteudo = <EmptyState mensagem="Você não é parte nem advogado(a) em nenhum processo da Seccional." />;
  else
    conteudo = (
      <Stack component="ul" spacing={2} sx={{ m: 0, p: 0 }} aria-label="Meus processos">
        {consulta.data.map((p) => (
          <CartaoProcesso key={p.id} p={p} />
        ))}
      </Stack>
    );
  return (
    <PaginaProcessos titulo="Meus processos" descricao="Os processos em que você é parte ou advogado(a) de uma parte, com a fase, o próximo prazo e a próxima sessão.">
      {conteudo}
    </PaginaProcessos>
  );
}
