import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatarDataHoraVotacao, ROTULO_ETAPA_GUARDIAO, type EtapaGuardiao, type VotacaoGuardiao } from '@portal/contracts';
import type { GuardiaoPublicoJson } from '@portal/contracts/votacao-cripto';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { LinkVoltar } from '@/components/link-voltar';
import { LoadingState } from '@/components/loading-state';
import { paths } from '@/config/paths';
import { mensagemDeErro, statusDoErro } from '@/lib/api-client';
import { useConferirPartes } from '../api/conferir-partes';
import { useEnviarPartes } from '../api/enviar-partes';
import { usePublicarChave } from '../api/publicar-chave';
import { usePublicarDecifracao } from '../api/publicar-decifracao';
import { useVotacaoGuardiao } from '../api/votacao-guardiao';
import type { SegredoGuardiao } from '../cripto/arquivo-guardiao';
import { salvarNoNavegador } from '@/lib/baixar-arquivo';
import { CarregarArquivoGuardiao } from './carregar-arquivo-guardiao';
import { SituacaoVotacaoChip } from './situacao-chip';

const carregarCripto = () => import('../cripto/guardiao');

function salvarArquivo(texto: string, nome: string) {
  salvarNoNavegador(new Blob([texto], { type: 'application/json' }), nome);
}

function mensagemDaAcao(e: unknown): string {
  return e instanceof Error && (e.name === 'ErroArquivoGuardiao' || e.name === 'ErroPartes') ? e.message : mensagemDeErro(e);
}

/** Step (a): draw the key in this browser, save the secret file (optionally under a passphrase), publish the public part. */
function GerarChave({ v }: { v: VotacaoGuardiao }) {
  const publicar = usePublicarChave();
  const [comSenha, setComSenha] = useState(false);
  const [senha, setSenha] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const [tentou, setTentou] = useState(false);
  const [gerando, setGerando] = useState(false);
  const [gerada, setGerada] = useState<{
    publico: GuardiaoPublicoJson;
    nome: string;
    arquivo: string;
  } | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const erroSenha =
    comSenha && tentou ? (senha.length < 8 ? 'A senha deve ter ao menos 8 caracteres.' : senha !== confirmacao ? 'As senhas não são iguais.' : null) : null;

  const gerar = async (e: FormEvent) => {
    e.preventDefault();
    setTentou(true);
    if (comSenha && (senha.length < 8 || senha !== confirmacao)) return;
    setGerando(true);
    setErro(null);
    try {
      const cripto = await carregarCripto();
      const { arquivo, publico } = await cripto.gerarChaveGuardiao(
        {
          votacaoId: v.id,
          indice: v.indice,
          hashBase: v.hashBase,
          quorum: v.quorum,
        },
        comSenha ? senha : undefined,
      );
      const nome = cripto.nomeDoArquivoGuardiao(v.id, v.indice);
      salvarArquivo(arquivo, nome);
      setGerada({ publico, nome, arquivo });
      setSenha('');
      setConfirmacao('');
    } catch (e) {
      setErro(mensagemDaAcao(e));
    } finally {
      setGerando(false);
    }
  };

  if (gerada) {
    return (
      <Stack spacing={2}>
        <Alert severity="warning">
          Seu arquivo <strong>{gerada.nome}</strong> foi baixado. Guarde-o em lugar seguro (um pendrive, por exemplo): ele será pedido para enviar e conferir as partes e,
          depois do encerramento, para decifrar a apuração. Sem ele sua chave não pode ser recuperada.
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" disabled={publicar.isPending} onClick={() => publicar.mutate({ votacaoId: v.id, corpo: gerada.publico })}>
            {publicar.isPending ? 'Publicando…' : 'Publicar minha chave'}
          </Button>
          <Button onClick={() => salvarArquivo(gerada.arquivo, gerada.nome)} disabled={publicar.isPending}>
            Baixar o arquivo de novo
          </Button>
        </Stack>
        {publicar.isError && (
          <Alert severity="error" role="alert">
            {mensagemDeErro(publicar.error)}
          </Alert>
        )}
      </Stack>
    );
  }
  return (
    <Stack component="form" spacing={2} onSubmit={(e) => void gerar(e)} noValidate aria-label="Gerar minha chave">
      <Typography>
        Sua chave é gerada neste navegador. A parte secreta fica só com você, num arquivo que será baixado agora; o portal recebe apenas a parte pública.
      </Typography>
      <FormControlLabel control={<Checkbox checked={comSenha} onChange={(e) => setComSenha(e.target.checked)} />} label="Proteger o arquivo com uma senha" />
      {comSenha && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Senha do arquivo"
            type="password"
            value={senha}
            onChange={(e) => setSenha(e.target.value)}
            error={!!erroSenha && senha.length < 8}
            helperText="Ao menos 8 caracteres. Sem ela o arquivo não abre: não há como recuperá-la."
            slotProps={{ htmlInput: { autoComplete: 'new-password' } }}
            fullWidth
          />
          <TextField
            label="Confirme a senha"
            type="password"
            value={confirmacao}
            onChange={(e) => setConfirmacao(e.target.value)}
            error={!!erroSenha && senha.length >= 8}
            helperText={erroSenha && senha.length >= 8 ? erroSenha : ' '}
            slotProps={{ htmlInput: { autoComplete: 'new-password' } }}
            fullWidth
          />
        </Stack>
      )}
      {erroSenha && (
        <Alert severity="error" role="alert">
          {erroSenha}
        </Alert>
      )}
      {erro && (
        <Alert severity="error" role="alert">
          {erro}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={gerando}>
          {gerando ? 'Gerando…' : 'Gerar minha chave'}
        </Button>
      </Box>
    </Stack>
  );
}

const publicosDe = (v: VotacaoGuardiao): GuardiaoPublicoJson[] => v.guardioes.flatMap((g) => (g.publico ? [g.publico] : []));
const meuPublicoDe = (v: VotacaoGuardiao) => v.guardioes.find((g) => g.indice === v.indice)?.publico ?? null;
const nomeDe = (v: VotacaoGuardiao, indice: number) => v.guardioes.find((g) => g.indice === indice)?.nome ?? `guardião(ã) ${indice}`;

/** Steps (b), (c) and (d): each needs the guardian's file, then one computation and one POST. */
function PassoComArquivo({ v }: { v: VotacaoGuardiao }) {
  const [segredo, setSegredo] = useState<SegredoGuardiao | null>(null);
  const [calculando, setCalculando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [falhou, setFalhou] = useState<number | null>(null);
  const enviar = useEnviarPartes();
  const conferir = useConferirPartes();
  const decifrar = usePublicarDecifracao();
  const mutacao = v.etapa === 'enviar-partes' ? enviar : v.etapa === 'conferir-partes' ? conferir : decifrar;
  const ocupado = calculando || mutacao.isPending;

  const agir = async () => {
    if (!segredo) return;
    setCalculando(true);
    setErro(null);
    try {
      const cripto = await carregarCripto();
      const publicos = publicosDe(v);
      if (v.etapa === 'enviar-partes') {
        const invalidas = cripto.chavesInvalidas(v.hashBase, v.quorum, publicos);
        if (invalidas.length > 0) throw new cripto.ErroPartes(invalidas[0] ?? 0);
        enviar.mutate({
          votacaoId: v.id,
          corpo: { partes: cripto.prepararPartes(segredo, publicos) },
        });
      } else if (v.etapa === 'conferir-partes') {
        const r = cripto.conferirPartes(segredo, publicos, v.partesParaMim);
        if (r.confere) conferir.mutate({ votacaoId: v.id, corpo: { confere: true } });
        else setFalhou(r.de);
      } else {
        if (!v.hashEstendido || !v.apuracao) throw new Error('A apuração ainda não está disponível.');
        decifrar.mutate({
          votacaoId: v.id,
          corpo: {
            parciais: cripto.decifrarApuracao(segredo, publicos, v.partesParaMim, v.hashEstendido, v.apuracao),
          },
        });
      }
    } catch (e) {
      setErro(mensagemDaAcao(e));
    } finally {
      setCalculando(false);
    }
  };

  const texto: Record<string, { explica: string; botao: string; fazendo: string }> = {
    'enviar-partes': {
      explica: 'Todos publicaram suas chaves. Carregue seu arquivo para enviar a cada guardião(ã) a parte dele(a), cifrada para a chave que ele(a) publicou.',
      botao: 'Enviar as partes',
      fazendo: 'Enviando…',
    },
    'conferir-partes': {
      explica: 'Todos enviaram suas partes. Carregue seu arquivo para decifrar as partes enviadas a você e conferi-las com as chaves publicadas.',
      botao: 'Conferir as partes recebidas',
      fazendo: 'Conferindo…',
    },
    decifrar: {
      explica:
        'A votação foi encerrada. Carregue seu arquivo para decifrar a apuração (só a soma das cédulas, nunca uma cédula) e publicar sua decifração com as provas.',
      botao: 'Decifrar e publicar',
      fazendo: 'Decifrando…',
    },
  };
  const t = texto[v.etapa] ?? texto.decifrar!;
  return (
    <Stack spacing={2}>
      <Typography>{t.explica}</Typography>
      {segredo ? (
        <Alert severity="success" icon={<CheckCircleOutlined aria-hidden="true" />}>
          Arquivo carregado: guardião(ã) {segredo.indice} desta votação.
        </Alert>
      ) : (
        <CarregarArquivoGuardiao esperado={{ votacaoId: v.id, indice: v.indice, hashBase: v.hashBase }} meuPublico={meuPublicoDe(v)} aoCarregar={setSegredo} />
      )}
      {falhou !== null ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={conferir.isPending}
              onClick={() =>
                conferir.mutate({
                  votacaoId: v.id,
                  corpo: { confere: false, de: falhou },
                })
              }
            >
              Comunicar o problema
            </Button>
          }
        >
          A parte enviada por {nomeDe(v, falhou)} (guardião(ã) {falhou}) não confere com a chave que publicou. Comunique o problema: a cerimônia será interrompida para
          ser reiniciada.
        </Alert>
      ) : (
        segredo && (
          <Box>
            <Button variant="contained" onClick={() => void agir()} disabled={ocupado}>
              {ocupado ? t.fazendo : t.botao}
            </Button>
          </Box>
        )
      )}
      {erro && (
        <Alert severity="error" role="alert">
          {erro}
        </Alert>
      )}
      {mutacao.isError && (
        <Alert severity="error" role="alert">
          {mensagemDeErro(mutacao.error)}
        </Alert>
      )}
    </Stack>
  );
}

const AVISO: Partial<Record<EtapaGuardiao, { severidade: 'info' | 'success' | 'warning'; texto: string }>> = {
  aguardar: {
    severidade: 'info',
    texto: 'Sua parte desta etapa está feita. Aguardando os outros guardiões; esta página se atualiza sozinha.',
  },
  concluida: {
    severidade: 'success',
    texto: 'Cerimônia concluída: a chave da votação está pronta. Guarde seu arquivo: ele será pedido depois do encerramento, para a apuração.',
  },
  interrompida: {
    severidade: 'warning',
    texto: 'A cerimônia foi interrompida porque uma parte não conferiu. A equipe da votação vai reiniciá-la; então gere uma nova chave.',
  },
  decifrada: {
    severidade: 'success',
    texto: 'Sua decifração foi publicada. O resultado sai quando o quórum de guardiões tiver decifrado.',
  },
  dispensada: {
    severidade: 'info',
    texto: 'A apuração foi concluída pelo quórum de guardiões sem a sua decifração. Nada mais a fazer.',
  },
};

function Passo({ v }: { v: VotacaoGuardiao }) {
  if (v.etapa === 'publicar-chave') return <GerarChave v={v} />;
  if (v.etapa === 'enviar-partes' || v.etapa === 'conferir-partes' || v.etapa === 'decifrar') return <PassoComArquivo key={v.etapa} v={v} />;
  const aviso = AVISO[v.etapa];
  return aviso ? (
    <Alert severity={aviso.severidade} role="status">
      {aviso.texto}
    </Alert>
  ) : null;
}

function ListaDeGuardioes({ v }: { v: VotacaoGuardiao }) {
  return (
    <Box component="section" aria-labelledby="guardioes-titulo">
      <Typography id="guardioes-titulo" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Guardiões
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="guardioes">
        {v.guardioes.map((g) => {
          const pronto = ['aguardar', 'concluida', 'decifrada'].includes(g.etapa);
          return (
            <Box component="li" key={g.indice} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              {pronto ? (
                <CheckCircleOutlined color="success" fontSize="small" aria-hidden="true" sx={{ mt: 0.25 }} />
              ) : (
                <HourglassEmptyOutlined fontSize="small" color="action" aria-hidden="true" sx={{ mt: 0.25 }} />
              )}
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {g.indice}. {g.nome}
                  {g.indice === v.indice && ' (você)'}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {ROTULO_ETAPA_GUARDIAO[g.etapa]}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

/** /voting/guardiao/:id: the guardian's steps for one poll (ADR 058, docs/votacao-guardioes.md). */
export function GuardiaoPage() {
  const { id = '' } = useParams();
  // Every step may be waiting on another guardian (or on the close): asked again every few seconds.
  const consulta = useVotacaoGuardiao(id, 4_000);

  let conteudo: ReactNode;
  if (consulta.isPending) conteudo = <LoadingState mensagem="Carregando a votação…" />;
  else if (consulta.isError)
    conteudo =
      statusDoErro(consulta.error) === 404 ? (
        <Alert severity="info">Você não é guardião(ã) desta votação, ou ela não existe.</Alert>
      ) : (
        <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />
      );
  else {
    const v = consulta.data;
    conteudo = (
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }} useFlexGap>
            <SituacaoVotacaoChip situacao={v.situacao} />
          </Stack>
          <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1, overflowWrap: 'anywhere' }} data-testid="titulo-votacao">
            {v.titulo}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            De {formatarDataHoraVotacao(v.abreEm)} a {formatarDataHoraVotacao(v.fechaEm)}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="meu-indice">
            Você é o(a) guardião(ã) {v.indice} de {v.guardioes.length}. Quórum para a apuração: {v.quorum}.
          </Typography>
          {v.decifracoes > 0 && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {v.decifracoes} de {v.quorum} guardiões decifraram a apuração.
            </Typography>
          )}
        </Paper>
        <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby="passo-titulo" data-testid="passo-guardiao">
          <Typography id="passo-titulo" variant="h2" sx={{ fontSize: '1.1rem', mb: 2 }}>
            Sua etapa: {ROTULO_ETAPA_GUARDIAO[v.etapa]}
          </Typography>
          {v.reclamacao && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {v.reclamacao.por.nome} informou que a parte de {v.reclamacao.contra.nome} não confere.
            </Alert>
          )}
          <Passo key={`${v.id}-${v.etapa}`} v={v} />
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <ListaDeGuardioes v={v} />
          <Button size="small" sx={{ mt: 1, ml: -1 }} onClick={() => void consulta.refetch()} disabled={consulta.isFetching}>
            {consulta.isFetching ? 'Atualizando…' : 'Atualizar'}
          </Button>
        </Paper>
      </Stack>
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <LinkVoltar para={paths.voting} destino="as votações" />
      <Typography variant="h1" sx={{ mt: 1, mb: 2 }}>
        Guardião(ã) da votação
      </Typography>
      {conteudo}
    </Container>
  );
}
