import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROTULO_PAPEL_PARTE, ROTULO_RESULTADO_PAUTA, ROTULO_SITUACAO_PROCESSO, ROTULO_STATUS_SESSAO, descreverDiasRestantes, type DocumentoDoProcesso, type ProcessoDetalhe } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { hrefPeticionamento, paths } from '@/config/paths';
import { mensagemDeErro, statusDoErro } from '@/lib/api-client';
import { useBaixarDocumentoProcesso } from '../api/baixar-documento-processo';
import { useProcesso } from '../api/get-processo';
import { dataBr, dataDoInstanteBr, dataHoraBr, rotuloClasse, rotuloModalidade, rotuloOrgao } from './processo-formatar';
import { PaginaProcessos } from './processo-pagina';

function Secao({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} component="h2" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {titulo}
      </Typography>
      {children}
    </Paper>
  );
}

function Dado({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
        {rotulo}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * Where a document stands: in the records ("Juntado em … por …"), or sent with a petition the secretariat has not
 * filed yet, or (staff only: parties no longer list them) out of the records because its petition was not accepted.
 */
function SituacaoDocumento({ d }: { d: DocumentoDoProcesso }) {
  const interno = d.publico ? '' : ' (interno)';
  const { peticao } = d;
  if (peticao?.situacao === 'recebida')
    return (
      <>
        <Chip size="small" color="info" variant="outlined" label="Aguardando juntada pela secretaria" />
        <Typography variant="body2" color="textSecondary">
          Enviado em {dataDoInstanteBr(peticao.enviadaEm)} por {peticao.enviadaPorNome}, com a petição {peticao.protocolo}; ainda não faz parte dos autos.
        </Typography>
      </>
    );
  if (peticao?.situacao === 'rejeitada')
    return (
      <Typography variant="body2" color="textSecondary">
        Fora dos autos: a petição {peticao.protocolo}, enviada em {dataDoInstanteBr(peticao.enviadaEm)} por {peticao.enviadaPorNome}, não foi conhecida{interno}.
      </Typography>
    );
  return (
    <Typography variant="body2" color="textSecondary">
      {d.juntadoEm ? `Juntado em ${dataDoInstanteBr(d.juntadoEm)}` : 'Juntado'}
      {d.juntadoPorNome ? ` por ${d.juntadoPorNome}` : ''}
      {peticao ? ` (petição ${peticao.protocolo}, enviada por ${peticao.enviadaPorNome})` : ''}
      {interno}
    </Typography>
  );
}

function Documentos({ p }: { p: ProcessoDetalhe }) {
  const baixar = useBaixarDocumentoProcesso();
  if (!p.documentos) return null;
  return (
    <Secao id="processo-documentos" titulo="Documentos">
      {baixar.isError ? (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {mensagemDeErro(baixar.error)}
        </Alert>
      ) : null}
      {p.documentos.length === 0 ? (
        <Typography color="textSecondary">Nenhum documento nos autos.</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
          {p.documentos.map((d) => (
            <Box component="li" key={d.id} sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} data-testid="documento-processo">
              <Button
                variant="outlined"
                size="small"
                onClick={() => baixar.mutate({ processoId: p.id, documento: d })}
                disabled={baixar.isPending && baixar.variables?.documento.id === d.id}
                aria-label={`Baixar ${d.nome}`}
                sx={{ textTransform: 'none', overflowWrap: 'anywhere' }}
              >
                {d.nome}
              </Button>
              <SituacaoDocumento d={d} />
            </Box>
          ))}
        </Stack>
      )}
    </Secao>
  );
}

function Detalhe({ p }: { p: ProcessoDetalhe }) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Chip label={ROTULO_SITUACAO_PROCESSO[p.situacao]} />
        {p.sigiloso ? <Chip color="warning" label="Sigiloso" /> : null}
        {p.qualidade ? <Chip variant="outlined" label={p.qualidade === 'advogado' ? 'Você é advogado(a) de uma parte' : 'Você é parte'} /> : null}
        {p.podePeticionar ? (
          <Button component={RouterLink} to={hrefPeticionamento(p.id)} variant="contained" sx={{ ml: { sm: 'auto' } }}>
            Peticionar
          </Button>
        ) : null}
      </Stack>
      <Secao id="processo-dados" titulo="Dados do processo">
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}>
          <Dado rotulo="Classe">{rotuloClasse(p.classe)}</Dado>
          <Dado rotulo="Assunto">{p.assunto}</Dado>
          <Dado rotulo="Órgão">{rotuloOrgao(p.orgao)}</Dado>
          <Dado rotulo="Relator(a)">{p.relator ?? 'Não designado'}</Dado>
          <Dado rotulo="Fase">{p.fase}</Dado>
          <Dado rotulo="Autuado em">{dataBr(p.autuadoEm)}</Dado>
        </Box>
      </Secao>
      <Secao id="processo-partes" titulo="Partes">
        {p.partes.length === 0 ? (
          <Typography color="textSecondary">Nenhuma parte cadastrada neste processo.</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
            {p.partes.map((parte) => (
              <Box component="li" key={parte.id} sx={{ listStyle: 'none' }}>
                <Typography variant="body2">
                  <strong>{ROTULO_PAPEL_PARTE[parte.papel]}:</strong> {parte.nome}
                </Typography>
                {parte.advogados.length > 0 ? (
                  <Typography variant="body2" color="textSecondary">
                    Advogado(s): {parte.advogados.join(', ')}
                  </Typography>
                ) : null}
              </Box>
            ))}
          </Stack>
        )}
      </Secao>
      <Secao id="processo-prazos" titulo="Prazos">
        {p.prazos.length === 0 ? (
          <Typography color="textSecondary">Nenhum prazo neste processo.</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
            {p.prazos.map((pr) => (
              <Box component="li" key={pr.id} sx={{ listStyle: 'none' }} data-testid="prazo-processo">
                <Typography variant="body2">
                  <strong>{pr.descricao}</strong>: {pr.dias} {pr.diasUteis ? 'dias úteis' : 'dias corridos'} de {dataBr(pr.inicio)} a {dataBr(pr.fim)}
                </Typography>
                <Typography variant="body2" sx={{ color: pr.cumprido || (pr.diasRestantes ?? 0) < 0 ? 'text.secondary' : 'warning.dark' }}>
                  {pr.cumprido ? 'Cumprido.' : `${descreverDiasRestantes(pr.diasRestantes ?? 0, pr.diasUteis)}.`}
                </Typography>
              </Box>
            ))}
          </Stack>
        )}
      </Secao>
      <Secao id="processo-sessoes" titulo="Sessões de julgamento">
        {p.sessoes.length === 0 ? (
          <Typography color="textSecondary">O processo não foi incluído em pauta.</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
            {p.sessoes.map((s) => (
              <Box component="li" key={s.sessaoId} sx={{ listStyle: 'none' }}>
                <Typography variant="body2">
                  <strong>{dataHoraBr(s.inicio)}</strong>, {rotuloOrgao(s.orgao)} ({rotuloModalidade(s.modalidade).toLowerCase()}), item {s.ordem} da pauta
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  Sessão {ROTULO_STATUS_SESSAO[s.status].toLowerCase()}
                  {s.resultado ? `; resultado: ${ROTULO_RESULTADO_PAUTA[s.resultado]}` : ''}
                </Typography>
              </Box>
            ))}
          </Stack>
        )}
      </Secao>
      <Secao id="processo-movimentos" titulo="Movimentações">
        {p.movimentos.length === 0 ? (
          <Typography color="textSecondary">Nenhuma movimentação.</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 0 }} aria-label="Linha do tempo" data-testid="linha-do-tempo">
            {p.movimentos.map((m) => (
              <Box component="li" key={m.id} sx={{ listStyle: 'none', borderLeft: 3, borderColor: 'primary.main', pl: 1.5, py: 0.75, mb: 1 }}>
                <Typography variant="body2" color="textSecondary">
                  <time dateTime={m.em}>{dataHoraBr(m.em)}</time> · {m.autorNome}
                  {m.publico ? '' : ' · interno'}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {m.texto}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Secao>
      <Documentos p={p} />
    </Stack>
  );
}

/** /processo/:id: the process as the member may see it (404 when it does not exist for them). */
export function ProcessoDetalhePage() {
  const { id = '' } = useParams();
  const consulta = useProcesso(id);
  let conteudo: ReactNode;
  let titulo = 'Processo';
  if (consulta.isPending) conteudo = <LoadingState mensagem="Carregando o processo…" />;
  else if (consulta.isError && statusDoErro(consulta.error) === 404)
    conteudo = (
      <Box>
        <EmptyState mensagem="Processo não encontrado." />
        <Box sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to={paths.consultaProcessual}>
            Fazer uma consulta processual
          </Link>
        </Box>
      </Box>
    );
  else if (consulta.isError) conteudo = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  else {
    titulo = `Processo ${consulta.data.numero}`;
    conteudo = <Detalhe p={consulta.data} />;
  }
  return <PaginaProcessos titulo={titulo}>{conteudo}</PaginaProcessos>;
}
