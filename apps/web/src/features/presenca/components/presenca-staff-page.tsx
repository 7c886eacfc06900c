import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { marcarPresencaBodySchema, type ListaPresencaResumo } from '@portal/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PaginaStaff } from '@/components/pagina-staff';
import { hrefComissaoStaff, paths } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { camposDoErro, resumoDoErro } from '@/lib/erros-de-campo';
import { contagem } from '@/lib/plural';
import { useAbrirLista } from '../api/abrir-lista';
import { useBaixarCsvLista } from '../api/baixar-csv';
import { useEncerrarLista } from '../api/encerrar-lista';
import { useLista } from '../api/get-lista';
import { useListas } from '../api/get-listas';
import { useMarcarPresenca } from '../api/marcar-presenca';
import { useOpcoes } from '../api/get-opcoes';
import { QrSala } from './qr-sala';

const DATA_HORA = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });
const dataHora = (iso: string) => DATA_HORA.format(new Date(iso));

function AbrirLista({ aoAbrir }: { aoAbrir: (id: string) => void }) {
  const opcoes = useOpcoes();
  const abrir = useAbrirLista();
  const [alvo, setAlvo] = useState('');
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const [tipo, id] = alvo.split(':');
    if (!id) return;
    abrir.mutate(tipo === 'r' ? { reuniaoId: id } : { sessaoId: id }, { onSuccess: (l) => aoAbrir(l.id) });
  };
  if (opcoes.isPending) return <LoadingState mensagem="Carregando reuniões e sessões…" />;
  if (opcoes.isError) return <ErrorState mensagem={mensagemDeErro(opcoes.error)} onTentarNovamente={() => void opcoes.refetch()} tentando={opcoes.isFetching} />;
  const { reunioes, sessoes } = opcoes.data;
  if (reunioes.length === 0 && sessoes.length === 0)
    return <EmptyState mensagem="Nenhuma reunião ou sessão sem lista. Agende uma reunião na página da comissão." />;
  return (
    <Box component="form" onSubmit={enviar} noValidate>
      <Stack spacing={2}>
        <TextField id="abrir-alvo" select label="Reunião ou sessão" value={alvo} onChange={(e) => setAlvo(e.target.value)} required>
          {reunioes.map((r) => (
            <MenuItem key={r.id} value={`r:${r.id}`}>
              Reunião de {dataHora(r.inicio)} — {r.comissao}
            </MenuItem>
          ))}
          {sessoes.map((s) => (
            <MenuItem key={s.id} value={`s:${s.id}`}>
              Sessão de julgamento de {dataHora(s.inicio)} — {s.orgao}
            </MenuItem>
          ))}
        </TextField>
        {abrir.isError && <Alert severity="error">{mensagemDeErro(abrir.error)}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={!alvo || abrir.isPending}>
            Abrir lista
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function MarcarManual({ listaId }: { listaId: string }) {
  const [pessoa, setPessoa] = useState('');
  const [motivo, setMotivo] = useState('');
  const [erros, setErros] = useState<Record<string, string>>({});
  const marcar = useMarcarPresenca();
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const lido = marcarPresencaBodySchema.safeParse({ pessoa, motivo });
    if (!lido.success) return setErros(Object.fromEntries(lido.error.issues.map((i) => [String(i.path[0]), i.message])));
    setErros({});
    marcar.mutate(
      { listaId, dados: lido.data },
      {
        onSuccess: () => {
          setPessoa('');
          setMotivo('');
        },
        onError: (erro) => setErros(camposDoErro(erro)),
      },
    );
  };
  return (
    <Box component="form" onSubmit={enviar} noValidate>
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Marcar presença manualmente
      </Typography>
      <Stack spacing={2}>
        <TextField id="marcar-pessoa" label="CPF ou inscrição" value={pessoa} onChange={(e) => setPessoa(e.target.value)} required error={Boolean(erros.pessoa)} helperText={erros.pessoa ?? ' '} />
        <TextField id="marcar-motivo" label="Motivo" value={motivo} onChange={(e) => setMotivo(e.target.value)} required error={Boolean(erros.motivo)} helperText={erros.motivo ?? 'Ex.: sem celular'} />
        {marcar.isError && <Alert severity="error">{resumoDoErro(marcar.error, ['pessoa', 'motivo'])}</Alert>}
        <Box>
          <Button type="submit" variant="outlined" disabled={marcar.isPending}>
            Marcar presença
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function DetalheLista({ id }: { id: string }) {
  const consulta = useLista(id);
  const encerrar = useEncerrarLista();
  const csv = useBaixarCsvLista();
  const [sala, setSala] = useState(false);
  if (consulta.isPending) return <LoadingState mensagem="Carregando lista…" />;
  if (consulta.isError) return <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  const l = consulta.data;
  const aberta = l.encerradaEm === null;
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby="lista-titulo" data-testid="lista-detalhe">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography id="lista-titulo" component="h2" variant="h2" sx={{ fontSize: '1.375rem' }}>
          {l.titulo}
        </Typography>
        <Chip size="small" label={aberta ? 'Aberta' : 'Encerrada'} color={aberta ? 'success' : 'default'} />
      </Stack>
      {l.comissaoId && (
        <Button component={RouterLink} to={hrefComissaoStaff(l.comissaoId)} size="small" sx={{ mb: 1 }}>
          Ver a comissão e a frequência dos membros
        </Button>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {aberta && (
          <Button variant="contained" onClick={() => setSala(true)}>
            Mostrar QR da sala
          </Button>
        )}
        <Button variant="outlined" onClick={() => csv.mutate(l.id)} disabled={csv.isPending}>
          Exportar CSV
        </Button>
        {aberta && (
          <Button variant="outlined" color="error" onClick={() => encerrar.mutate(l.id)} disabled={encerrar.isPending}>
            Encerrar lista
          </Button>
        )}
      </Stack>
      {encerrar.isError && <Alert severity="error" sx={{ mb: 2 }}>{mensagemDeErro(encerrar.error)}</Alert>}
      {csv.isError && <Alert severity="error" sx={{ mb: 2 }}>{mensagemDeErro(csv.error)}</Alert>}
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Presentes ({l.registros.length})
      </Typography>
      {l.registros.length === 0 ? (
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          Ninguém registrou presença ainda.
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ pl: 2.5, m: 0, mb: 2 }} data-testid="presentes">
          {l.registros.map((r) => (
            <Typography component="li" variant="body2" key={r.pessoaId}>
              {r.nome} {r.inscricao ? `(${r.inscricao})` : ''} — {r.forma === 'qr' ? 'QR na sala' : `manual: ${r.motivo ?? ''}`}, {dataHora(r.registradoEm)}
            </Typography>
          ))}
        </Stack>
      )}
      {aberta && <MarcarManual listaId={l.id} />}
      {sala && <QrSala listaId={l.id} titulo={l.titulo} fechar={() => setSala(false)} />}
    </Paper>
  );
}

function Listas({ itens, escolhida, escolher }: { itens: ListaPresencaResumo[]; escolhida: string | null; escolher: (id: string) => void }) {
  if (itens.length === 0) return <EmptyState mensagem="Nenhuma lista de presença." />;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {itens.map((l) => (
        <Box component="li" key={l.id} sx={{ border: 1, borderColor: escolhida === l.id ? 'primary.main' : 'divider', borderRadius: 1, p: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }}>{l.titulo}</Typography>
          <Typography variant="body2" color="textSecondary">
            {l.encerradaEm ? 'Encerrada' : 'Aberta'} · {contagem(l.presentes, 'presente', 'presentes')}
          </Typography>
          <Button size="small" onClick={() => escolher(l.id)} aria-label={`Ver lista: ${l.titulo}`} aria-pressed={escolhida === l.id}>
            Ver lista
          </Button>
        </Box>
      ))}
    </Stack>
  );
}

/** /area-restrita/presenca: open a list for a meeting or a session, show the room QR, mark by hand, close, export. */
export function PresencaStaffPage() {
  const listas = useListas();
  const [escolhida, setEscolhida] = useState<string | null>(null);
  let conteudo: ReactNode;
  if (listas.isPending) conteudo = <LoadingState mensagem="Carregando listas…" />;
  else if (listas.isError)
    conteudo = <ErrorState mensagem={mensagemDeErro(listas.error)} onTentarNovamente={() => void listas.refetch()} tentando={listas.isFetching} />;
  else conteudo = <Listas itens={listas.data} escolhida={escolhida} escolher={setEscolhida} />;
  return (
    <PaginaStaff
      titulo="Listas de presença"
      descricao="Presença nas reuniões das comissões e nas sessões de julgamento: QR na sala (o código muda a cada 30 segundos) ou marcação manual."
      acoes={
        <Button component={RouterLink} to={paths.comissoesStaff} variant="outlined">
          Comissões
        </Button>
      }
    >
      <Stack spacing={3}>
        {escolhida && <DetalheLista key={escolhida} id={escolhida} />}
        <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby="abrir-lista">
          <Typography id="abrir-lista" component="h2" variant="h2" sx={{ fontSize: '1.375rem', mb: 2 }}>
            Abrir lista
          </Typography>
          <AbrirLista aoAbrir={setEscolhida} />
        </Paper>
        <section aria-labelledby="listas">
          <Typography id="listas" component="h2" variant="h2" sx={{ fontSize: '1.375rem', mb: 1.5 }}>
            Listas
          </Typography>
          {conteudo}
        </section>
      </Stack>
    </PaginaStaff>
  );
}
