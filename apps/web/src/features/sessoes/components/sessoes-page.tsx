import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MINUTOS_SUSTENTACAO_ORAL, ROTULO_CLASSE_PROCESSO, ROTULO_ORGAO_PROCESSO, ROTULO_PAPEL_PARTE, ROTULO_RESULTADO_PAUTA, ROTULO_STATUS_SESSAO, type ItemPautaMembro, type SessaoMembro } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { hrefProcesso, paths } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { useCancelarSustentacao } from '../api/cancelar-sustentacao';
import { useSessoes } from '../api/get-sessoes';
import { useInscreverSustentacao } from '../api/inscrever-sustentacao';
import { dataHora, dataHoraLonga, rotuloModalidade } from './formatar';
import { LinkVoltar } from '@/components/link-voltar';

function Item({ item }: { item: ItemPautaMembro }) {
  const inscrever = useInscreverSustentacao();
  const cancelar = useCancelarSustentacao();
  const erro = inscrever.error ?? cancelar.error;
  const ocupado = inscrever.isPending || cancelar.isPending;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, borderColor: item.meu ? 'primary.main' : undefined, borderWidth: item.meu ? 2 : 1 }} data-testid="item-pauta-membro" data-numero={item.numero}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {item.ordem}. Processo {item.numero}
        </Typography>
        {item.meu && <Chip size="small" color="primary" label={item.meu === 'advogado' ? 'Meu processo (advogado)' : 'Meu processo (parte)'} />}
        {item.sigiloso && <Chip size="small" label="Sigiloso" />}
        {item.resultado && <Chip size="small" color="info" label={`Resultado: ${ROTULO_RESULTADO_PAUTA[item.resultado]}`} data-testid="resultado" />}
      </Stack>
      {item.classe && item.assunto ? (
        <>
          <Typography variant="body2">
            {ROTULO_CLASSE_PROCESSO[item.classe]} · {item.assunto}
          </Typography>
          {item.partes && item.partes.length > 0 && (
            <Typography variant="body2" color="textSecondary">
              {item.partes.map((p) => `${ROTULO_PAPEL_PARTE[p.papel]}: ${p.nome}`).join('; ')}
            </Typography>
          )}
          <Typography variant="body2" color="textSecondary">
            Relator: {item.relator ?? '—'}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="textSecondary">
          Processo sob sigilo.
        </Typography>
      )}
      {item.meu && item.processoId && (
        <Link component={RouterLink} to={hrefProcesso(item.processoId)} variant="body2">
          Ver o processo {item.numero}
        </Link>
      )}
      {item.inscrito && (
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 700 }} data-testid="inscrito">
          Você está inscrito(a) para sustentação oral ({MINUTOS_SUSTENTACAO_ORAL} minutos).
        </Typography>
      )}
      {item.podeInscrever && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {item.inscrito ? (
            <Button size="small" variant="outlined" color="error" disabled={ocupado} onClick={() => cancelar.mutate(item.id)}>
              Cancelar inscrição
            </Button>
          ) : (
            <Button size="small" variant="contained" disabled={ocupado} onClick={() => inscrever.mutate(item.id)}>
              Inscrever-me para sustentação oral
            </Button>
          )}
        </Stack>
      )}
      {erro && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {mensagemDeErro(erro)}
        </Alert>
      )}
    </Paper>
  );
}

function Sessao({ s }: { s: SessaoMembro }) {
  const id = `sessao-${s.id}`;
  const temMeuComoAdvogado = s.itens.some((i) => i.meu === 'advogado');
  return (
    <Paper component="article" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }} data-testid="sessao-membro">
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={id} component="h2" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {ROTULO_ORGAO_PROCESSO[s.orgao]}
        </Typography>
        <Chip size="small" label={ROTULO_STATUS_SESSAO[s.status]} color={s.status === 'aberta' ? 'success' : 'default'} />
      </Stack>
      <Typography>{dataHoraLonga(s.inicio)}</Typography>
      <Typography variant="body2">
        {rotuloModalidade(s.modalidade)}
        {s.local ? ` · ${s.local}` : ''}
      </Typography>
      {s.link && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          Link: <Link href={s.link}>{s.link}</Link>
        </Typography>
      )}
      {temMeuComoAdvogado && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          Inscrições para sustentação oral até {dataHora(s.limiteInscricao)}.
        </Typography>
      )}
      {s.itens.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Pauta ainda sem processos.
        </Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }} aria-label={`Pauta: ${ROTULO_ORGAO_PROCESSO[s.orgao]}, ${dataHora(s.inicio)}`}>
          {s.itens.map((i) => (
            <Item key={i.id} item={i} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** /sessoes: upcoming judgment sessions with their public agendas; the member's own items; sustentação oral. */
export function SessoesPage() {
  const consulta = useSessoes();
  let conteudo: ReactNode;
  if (consulta.isPending) conteudo = <LoadingState mensagem="Carregando sessões…" />;
  else if (consulta.isError) conteudo = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  else if (consulta.data.length === 0) conteudo = <EmptyState mensagem="Nenhuma sessão de julgamento marcada." />;
  else
    conteudo = (
      <Stack spacing={2}>
        {consulta.data.map((s) => (
          <Sessao key={s.id} s={s} />
        ))}
      </Stack>
    );
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <LinkVoltar para={paths.homeOab} destino="a OAB-GO" />
      <Typography variant="h1" sx={{ mt: 1, mb: 1 }}>
        Sessões de julgamento
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Próximas sessões e suas pautas. Processos sigilosos aparecem apenas pelo número. O advogado de uma parte pode se inscrever para sustentação oral ({MINUTOS_SUSTENTACAO_ORAL} minutos) até 24 horas antes da sessão.
      </Typography>
      {conteudo}
    </Container>
  );
}
