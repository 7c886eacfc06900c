import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROTULO_PAPEL_COMISSAO, ROTULO_TIPO_COMISSAO } from '@portal/contracts';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { paths } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { useComissoes } from '../api/get-comissoes';
import { frequenciaBr, mandatoBr } from './formatar';
import { LinkVoltar } from '@/components/link-voltar';

/** /comissoes: the member's memberships (role, term, attendance) and every commission with its current members. */
export function ComissoesPage() {
  const consulta = useComissoes();
  let conteudo: ReactNode;
  if (consulta.isPending) conteudo = <LoadingState mensagem="Carregando comissões…" />;
  else if (consulta.isError)
    conteudo = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  else {
    const { minhas, comissoes } = consulta.data;
    conteudo = (
      <Stack spacing={4}>
        <section aria-labelledby="minhas-comissoes">
          <Typography id="minhas-comissoes" component="h2" variant="h2" sx={{ fontSize: '1.375rem', mb: 1.5 }}>
            Minhas comissões
          </Typography>
          {minhas.length === 0 ? (
            <EmptyState mensagem="Você não integra nenhuma comissão." />
          ) : (
            <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {minhas.map((m) => (
                <Paper key={m.id} component="li" variant="outlined" sx={{ p: 2 }} data-testid="minha-comissao">
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                    <Typography component="h3" sx={{ fontWeight: 700 }}>
                      {m.comissao}
                    </Typography>
                    <Chip size="small" label={m.vigente ? 'Mandato vigente' : 'Mandato encerrado'} color={m.vigente ? 'success' : 'default'} />
                  </Stack>
                  <Typography variant="body2">
                    {ROTULO_PAPEL_COMISSAO[m.papel]} · mandato {mandatoBr(m.inicio, m.fim)} · {m.portaria}
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    Frequência: {frequenciaBr(m.frequencia)}
                  </Typography>
                </Paper>
              ))}
            </Stack>
          )}
        </section>
        <section aria-labelledby="todas-comissoes">
          <Typography id="todas-comissoes" component="h2" variant="h2" sx={{ fontSize: '1.375rem', mb: 1.5 }}>
            Comissões
          </Typography>
          {comissoes.length === 0 ? (
            <EmptyState mensagem="Nenhuma comissão cadastrada." />
          ) : (
            <Stack spacing={1.5}>
              {comissoes.map((c) => (
                <Paper key={c.id} component="article" variant="outlined" sx={{ p: 2 }} aria-labelledby={`comissao-${c.id}`} data-testid="comissao">
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                    <Typography id={`comissao-${c.id}`} component="h3" sx={{ fontWeight: 700 }}>
                      {c.nome}
                    </Typography>
                    <Chip size="small" label={ROTULO_TIPO_COMISSAO[c.tipo]} />
                  </Stack>
                  {c.finalidade && (
                    <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
                      {c.finalidade}
                    </Typography>
                  )}
                  {c.membros.length === 0 ? (
                    <Typography variant="body2">Sem membros no momento.</Typography>
                  ) : (
                    <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
                      {c.membros.map((m, i) => (
                        <Typography component="li" variant="body2" key={`${m.nome}-${i}`}>
                          {m.nome} — {ROTULO_PAPEL_COMISSAO[m.papel]}
                        </Typography>
                      ))}
                    </Stack>
                  )}
                </Paper>
              ))}
            </Stack>
          )}
        </section>
      </Stack>
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <LinkVoltar para={paths.homeOab} destino="a OAB-GO" />
      <Typography variant="h1" sx={{ mt: 1, mb: 1 }}>
        Comissões
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        As comissões da OAB, seus membros atuais e os seus mandatos, com a sua frequência às reuniões.
      </Typography>
      {conteudo}
    </Container>
  );
}
