import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatarDataBr, MENSAGEM_PETICIONAMENTO_SO_PARTES, ROTULO_SITUACAO_PETICAO, type Peticao, type Peticionamento } from '@portal/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { hrefProcesso, paths } from '@/config/paths';
import { codigoDoErro, mensagemDeErro, statusDoErro } from '@/lib/api-client';
import { formatarDataHora } from '@/lib/datas';
import { formatarTamanho } from '@/lib/tamanho-arquivo';
import { useBaixarReciboPeticao } from '../api/baixar-recibo-peticao';
import { useProtocolarPeticao } from '../api/protocolar-peticao';
import { usePeticionamento } from '../api/get-peticionamento';
import { PeticionamentoFormulario, RASCUNHO_VAZIO, rotuloPrazo, type RascunhoPeticao } from './peticionamento-formulario';

function BotaoRecibo({ p, rotulo = 'Baixar recibo (PDF)' }: { p: Peticao; rotulo?: string }) {
  const baixar = useBaixarReciboPeticao();
  return (
    <Box>
      <Button
        variant="outlined"
        size="small"
        startIcon={baixar.isPending ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : <DownloadOutlined />}
        disabled={baixar.isPending}
        onClick={() => baixar.mutate({ processoId: p.processoId, peticaoId: p.id, protocolo: p.protocolo })}
        aria-label={`${rotulo} da petição ${p.protocolo}`}
      >
        {rotulo}
      </Button>
      {baixar.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {mensagemDeErro(baixar.error)}
        </Alert>
      ) : null}
    </Box>
  );
}

function Confirmacao({ r, dados, enviando, erro, onVoltar, onConfirmar }: {
  r: RascunhoPeticao;
  dados: Peticionamento;
  enviando: boolean;
  erro: string | null;
  onVoltar: () => void;
  onConfirmar: () => void;
}) {
  const titulo = useRef<HTMLHeadingElement>(null);
  useEffect(() => titulo.current?.focus(), []);
  const prazo = dados.prazos.find((p) => p.id === r.prazoId);
  const linha = (rotulo: string, valor: ReactNode) => (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="body2" color="textSecondary" component="dt">
        {rotulo}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {valor}
      </Typography>
    </Box>
  );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="confirmar-peticao">
      <Typography id="confirmar-peticao" component="h2" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }} tabIndex={-1} ref={titulo}>
        Confirme a petição
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {linha('Processo', `${dados.processo.numero} — ${dados.processo.assunto}`)}
        {linha('Tipo', r.tipo)}
        {linha('Prazo', prazo ? rotuloPrazo(prazo) : 'Nenhum prazo')}
        {linha('Texto', r.texto || '(sem texto)')}
        {linha(
          'Documentos',
          r.arquivos.length === 0 ? 'Nenhum documento' : r.arquivos.map((f) => `${f.name} (${formatarTamanho(f.size)})`).join('\n'),
        )}
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        Ao confirmar, a petição é protocolada com a data e a hora do servidor e não pode ser alterada.
      </Typography>
      {erro ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {erro}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" onClick={onConfirmar} disabled={enviando} aria-busy={enviando} startIcon={enviando ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null}>
          Confirmar e protocolar
        </Button>
        <Button variant="text" onClick={onVoltar} disabled={enviando}>
          Voltar e corrigir
        </Button>
      </Stack>
    </Paper>
  );
}

function Resultado({ p, processoId, onNova }: { p: Peticao; processoId: string; onNova: () => void }) {
  const titulo = useRef<HTMLHeadingElement>(null);
  useEffect(() => titulo.current?.focus(), []);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="peticao-protocolada" data-testid="peticao-protocolada">
      <Typography id="peticao-protocolada" component="h2" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }} tabIndex={-1} ref={titulo}>
        Petição protocolada
      </Typography>
      <Typography>
        Protocolo <strong data-testid="protocolo-peticao">{p.protocolo}</strong>
      </Typography>
      <Typography>Recebida em {formatarDataHora(p.recebidaEm, { segundos: true })} (horário de Brasília, data e hora do servidor).</Typography>
      {p.intempestiva && p.prazo ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          Petição intempestiva: recebida após as 24h de {formatarDataBr(p.prazo.fim)}, último dia do prazo “{p.prazo.descricao}”.
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
        <BotaoRecibo p={p} />
        <Link component={RouterLink} to={hrefProcesso(processoId)}>
          Voltar ao processo
        </Link>
        <Button variant="text" onClick={onNova}>
          Protocolar outra petição
        </Button>
      </Stack>
    </Paper>
  );
}

function MinhasPeticoes({ itens }: { itens: Peticao[] }) {
  return (
    <Box component="section" aria-labelledby="minhas-peticoes" sx={{ mt: 4 }}>
      <Typography id="minhas-peticoes" component="h2" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Minhas petições neste processo
      </Typography>
      {itens.length === 0 ? (
        <EmptyState mensagem="Você ainda não protocolou petições neste processo." />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
          {itens.map((p) => (
            <Paper component="li" variant="outlined" key={p.id} sx={{ listStyle: 'none', p: 2 }} data-testid="minha-peticao">
              <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography sx={{ fontWeight: 700 }}>{p.protocolo}</Typography>
                <Typography>{p.tipo}</Typography>
                <Chip size="small" label={ROTULO_SITUACAO_PETICAO[p.situacao]} color={p.situacao === 'juntada' ? 'success' : p.situacao === 'rejeitada' ? 'default' : 'info'} />
                {p.intempestiva ? <Chip size="small" color="warning" label="Intempestiva" /> : null}
              </Stack>
              <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
                Recebida em {formatarDataHora(p.recebidaEm, { segundos: true })}
                {p.documentos.length > 0 ? ` · ${p.documentos.length} ${p.documentos.length === 1 ? 'documento' : 'documentos'}` : ''}
              </Typography>
              <BotaoRecibo p={p} rotulo="Recibo (PDF)" />
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}

type Etapa = { nome: 'editando' } | { nome: 'confirmando' } | { nome: 'concluida'; peticao: Peticao };

function Conteudo({ dados }: { dados: Peticionamento }) {
  const [etapa, setEtapa] = useState<Etapa>({ nome: 'editando' });
  const [rascunho, setRascunho] = useState<RascunhoPeticao>(RASCUNHO_VAZIO);
  const protocolar = useProtocolarPeticao();
  let principal: ReactNode;
  if (etapa.nome === 'concluida') {
    principal = (
      <Resultado
        p={etapa.peticao}
        processoId={dados.processo.id}
        onNova={() => {
          setRascunho(RASCUNHO_VAZIO);
          protocolar.reset();
          setEtapa({ nome: 'editando' });
        }}
      />
    );
  } else if (etapa.nome === 'confirmando') {
    principal = (
      <Confirmacao
        r={rascunho}
        dados={dados}
        enviando={protocolar.isPending}
        erro={protocolar.isError ? mensagemDeErro(protocolar.error) : null}
        onVoltar={() => {
          protocolar.reset();
          setEtapa({ nome: 'editando' });
        }}
        onConfirmar={() =>
          protocolar.mutate(
            { processoId: dados.processo.id, tipo: rascunho.tipo || 'Outros', texto: rascunho.texto, prazoId: rascunho.prazoId, arquivos: rascunho.arquivos },
            { onSuccess: (peticao) => setEtapa({ nome: 'concluida', peticao }) },
          )
        }
      />
    );
  } else {
    principal = (
      <PeticionamentoFormulario
        prazos={dados.prazos}
        inicial={rascunho}
        onRevisar={(r) => {
          setRascunho(r);
          setEtapa({ nome: 'confirmando' });
        }}
      />
    );
  }
  return (
    <>
      {principal}
      <MinhasPeticoes itens={dados.peticoes} />
    </>
  );
}

/** /peticionamento/:id: a party or a party's lawyer files a petition (type, text, deadline, PDFs), confirms, and gets the protocol and receipt. */
export function PeticionamentoPage() {
  const { id = '' } = useParams();
  const consulta = usePeticionamento(id);
  // A process they may see but are not a party of: say who may file here, and lead back to the process.
  const soPartes = consulta.isError && codigoDoErro(consulta.error) === 'PETICIONAMENTO_SO_PARTES';
  const voltarAoProcesso = consulta.isSuccess || soPartes;
  let conteudo: ReactNode;
  let subtitulo: ReactNode = null;
  if (consulta.isPending) conteudo = <LoadingState mensagem="Carregando o processo…" />;
  else if (consulta.isError && statusDoErro(consulta.error) === 404)
    conteudo = (
      <Box data-testid="processo-nao-encontrado">
        <EmptyState mensagem="Processo não encontrado." />
        <Box sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to={paths.meusProcessos}>
            Ver meus processos
          </Link>
        </Box>
      </Box>
    );
  else if (soPartes)
    conteudo = (
      <Box data-testid="peticionamento-so-partes">
        <Alert severity="info">{MENSAGEM_PETICIONAMENTO_SO_PARTES} Você pode acompanhar o processo pela página dele.</Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mt: 2, columnGap: 3, rowGap: 1 }}>
          <Link component={RouterLink} to={hrefProcesso(id)}>
            Ver o processo
          </Link>
          <Link component={RouterLink} to={paths.meusProcessos}>
            Ver meus processos
          </Link>
        </Stack>
      </Box>
    );
  else if (consulta.isError)
    conteudo = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  else {
    subtitulo = (
      <Typography color="textSecondary" sx={{ mb: 3 }} data-testid="processo-peticionamento">
        Processo <strong>{consulta.data.processo.numero}</strong> — {consulta.data.processo.assunto}
      </Typography>
    );
    conteudo = <Conteudo key={consulta.data.processo.id} dados={consulta.data} />;
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <Link component={RouterLink} to={voltarAoProcesso ? hrefProcesso(id) : paths.meusProcessos} variant="body2">
        {voltarAoProcesso ? 'Voltar ao processo' : 'Voltar para meus processos'}
      </Link>
      <Typography variant="h1" sx={{ mt: 1, mb: 1 }}>
        Peticionamento eletrônico
      </Typography>
      {subtitulo}
      {conteudo}
    </Container>
  );
}
