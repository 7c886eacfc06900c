import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PAPEIS_COMISSAO,
  ROTULO_PAPEL_COMISSAO,
  hojeSaoPaulo,
  nomeacaoBodySchema,
  reuniaoBodySchema,
  type ComissaoStaff,
  type MembroComissao,
  type PapelComissao,
} from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PaginaStaff } from '@/components/pagina-staff';
import { paths } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { camposDoErro, resumoDoErro } from '@/lib/erros-de-campo';
import { useAgendarReuniao } from '../api/agendar-reuniao';
import { useEncerrarMandato } from '../api/encerrar-mandato';
import { useComissaoStaff } from '../api/get-comissao-staff';
import { useNomearMembro } from '../api/nomear-membro';
import { ComissaoForm } from './comissao-form';
import { dataHoraBr, frequenciaBr, mandatoBr } from './formatar';

const VOLTAR = { para: paths.comissoesStaff, destino: 'as comissões' };

const errosDe = (issues: { path: PropertyKey[]; message: string }[]) => Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message]));

function NomearDialog({ comissaoId, aberto, fechar }: { comissaoId: string; aberto: boolean; fechar: () => void }) {
  const [pessoa, setPessoa] = useState('');
  const [papel, setPapel] = useState<PapelComissao>('membro');
  const [portaria, setPortaria] = useState('');
  const [inicio, setInicio] = useState(hojeSaoPaulo());
  const [fim, setFim] = useState('');
  const [erros, setErros] = useState<Record<string, string>>({});
  const nomear = useNomearMembro();
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const lido = nomeacaoBodySchema.safeParse({ pessoa, papel, portaria, inicio, fim: fim || null });
    if (!lido.success) return setErros(errosDe(lido.error.issues));
    setErros({});
    nomear.mutate(
      { comissaoId, dados: lido.data },
      {
        onSuccess: () => {
          setPessoa('');
          setPortaria('');
          fechar();
        },
        onError: (erro) => setErros(camposDoErro(erro)),
      },
    );
  };
  return (
    <Dialog open={aberto} onClose={fechar} fullWidth maxWidth="sm" aria-labelledby="nomear-titulo">
      <Box component="form" onSubmit={enviar} noValidate>
        <DialogTitle id="nomear-titulo">Nomear membro</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField id="nomear-pessoa" label="CPF ou inscrição" value={pessoa} onChange={(e) => setPessoa(e.target.value)} required error={Boolean(erros.pessoa)} helperText={erros.pessoa ?? 'Ex.: 529.982.247-25 ou 12345/GO'} autoFocus />
            <TextField id="nomear-papel" select label="Função" value={papel} onChange={(e) => setPapel(e.target.value as PapelComissao)} required>
              {PAPEIS_COMISSAO.map((p) => (
                <MenuItem key={p} value={p}>
                  {ROTULO_PAPEL_COMISSAO[p]}
                </MenuItem>
              ))}
            </TextField>
            <TextField id="nomear-portaria" label="Portaria (número e data)" value={portaria} onChange={(e) => setPortaria(e.target.value)} required error={Boolean(erros.portaria)} helperText={erros.portaria ?? ' '} />
            <TextField id="nomear-inicio" type="date" label="Início do mandato" value={inicio} onChange={(e) => setInicio(e.target.value)} required error={Boolean(erros.inicio)} helperText={erros.inicio ?? ' '} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField id="nomear-fim" type="date" label="Fim do mandato (opcional)" value={fim} onChange={(e) => setFim(e.target.value)} error={Boolean(erros.fim)} helperText={erros.fim ?? ' '} slotProps={{ inputLabel: { shrink: true } }} />
            {nomear.isError && <Alert severity="error">{resumoDoErro(nomear.error, ['pessoa', 'portaria', 'inicio', 'fim'])}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={fechar}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={nomear.isPending}>
            Nomear
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function EncerrarDialog({ comissaoId, membro, fechar }: { comissaoId: string; membro: MembroComissao | null; fechar: () => void }) {
  const [fim, setFim] = useState(hojeSaoPaulo());
  const encerrar = useEncerrarMandato();
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    if (!membro) return;
    encerrar.mutate({ comissaoId, membroId: membro.id, fim }, { onSuccess: fechar });
  };
  return (
    <Dialog open={membro !== null} onClose={fechar} fullWidth maxWidth="xs" aria-labelledby="encerrar-titulo">
      <Box component="form" onSubmit={enviar} noValidate>
        <DialogTitle id="encerrar-titulo">Encerrar mandato</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>
            {membro?.nome} — {membro ? ROTULO_PAPEL_COMISSAO[membro.papel] : ''}
          </Typography>
          <TextField id="encerrar-fim" type="date" label="Último dia do mandato" value={fim} onChange={(e) => setFim(e.target.value)} required fullWidth slotProps={{ inputLabel: { shrink: true } }} />
          {encerrar.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {mensagemDeErro(encerrar.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={fechar}>Cancelar</Button>
          <Button type="submit" variant="contained" color="error" disabled={encerrar.isPending}>
            Encerrar mandato
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function Membros({ c }: { c: ComissaoStaff }) {
  const [nomeando, setNomeando] = useState(false);
  const [encerrando, setEncerrando] = useState<MembroComissao | null>(null);
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby="membros">
      <Stack direction="row" sx={{ flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id="membros" component="h2" variant="h2" sx={{ fontSize: '1.375rem' }}>
          Membros
        </Typography>
        <Button variant="contained" onClick={() => setNomeando(true)}>
          Nomear membro
        </Button>
      </Stack>
      {c.membros.length === 0 ? (
        <Typography color="textSecondary">Nenhum membro nomeado.</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {c.membros.map((m) => (
            <Box component="li" key={m.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }} data-testid="membro">
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 700 }}>{m.nome}</Typography>
                <Chip size="small" label={ROTULO_PAPEL_COMISSAO[m.papel]} color={m.vigente ? 'primary' : 'default'} />
                {!m.vigente && <Chip size="small" label="Fora do mandato" />}
              </Stack>
              <Typography variant="body2">
                {m.inscricao ? `Inscrição ${m.inscricao} · ` : ''}Mandato {mandatoBr(m.inicio, m.fim)} · {m.portaria}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                Frequência: {frequenciaBr(m.frequencia)}
              </Typography>
              {(m.fim === null || m.fim >= hojeSaoPaulo()) && (
                <Button size="small" color="error" onClick={() => setEncerrando(m)} aria-label={`Encerrar mandato de ${m.nome}`} sx={{ mt: 0.5 }}>
                  Encerrar mandato
                </Button>
              )}
            </Box>
          ))}
        </Stack>
      )}
      <NomearDialog comissaoId={c.id} aberto={nomeando} fechar={() => setNomeando(false)} />
      <EncerrarDialog comissaoId={c.id} membro={encerrando} fechar={() => setEncerrando(null)} />
    </Paper>
  );
}

function Reunioes({ c }: { c: ComissaoStaff }) {
  const [data, setData] = useState('');
  const [hora, setHora] = useState('14:00');
  const [local, setLocal] = useState('');
  const [pauta, setPauta] = useState('');
  const [erros, setErros] = useState<Record<string, string>>({});
  const agendar = useAgendarReuniao();
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const inicio = /^\d{4}-\d{2}-\d{2}$/.test(data) && /^\d{2}:\d{2}$/.test(hora) ? `${data}T${hora}:00-03:00` : '';
    const lido = reuniaoBodySchema.safeParse({ inicio, local, pauta });
    if (!lido.success) return setErros(errosDe(lido.error.issues));
    setErros({});
    agendar.mutate(
      { comissaoId: c.id, dados: lido.data },
      {
        onSuccess: () => {
          setLocal('');
          setPauta('');
        },
      },
    );
  };
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby="reunioes">
      <Typography id="reunioes" component="h2" variant="h2" sx={{ fontSize: '1.375rem', mb: 1.5 }}>
        Reuniões
      </Typography>
      {c.reunioes.length === 0 ? (
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          Nenhuma reunião agendada.
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
          {c.reunioes.map((r) => (
            <Box component="li" key={r.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Typography sx={{ fontWeight: 700 }}>
                {dataHoraBr(r.inicio)} — {r.local}
              </Typography>
              {r.pauta && <Typography variant="body2">{r.pauta}</Typography>}
              <Typography variant="body2" color="textSecondary">
                {r.listaId ? `Lista de presença ${r.listaEncerrada ? 'encerrada' : 'aberta'}: ${r.presentes} ${r.presentes === 1 ? 'presente' : 'presentes'}` : 'Sem lista de presença'}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Agendar reunião
      </Typography>
      <Box component="form" onSubmit={enviar} noValidate>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField id="reuniao-data" type="date" label="Data" value={data} onChange={(e) => setData(e.target.value)} required error={Boolean(erros.inicio)} helperText={erros.inicio ?? ' '} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField id="reuniao-hora" type="time" label="Hora" value={hora} onChange={(e) => setHora(e.target.value)} required slotProps={{ inputLabel: { shrink: true } }} />
          </Stack>
          <TextField id="reuniao-local" label="Local" value={local} onChange={(e) => setLocal(e.target.value)} required error={Boolean(erros.local)} helperText={erros.local ?? ' '} />
          <TextField id="reuniao-pauta" label="Pauta" value={pauta} onChange={(e) => setPauta(e.target.value)} multiline minRows={2} />
          {agendar.isError && <Alert severity="error">{mensagemDeErro(agendar.error)}</Alert>}
          <Box>
            <Button type="submit" variant="contained" disabled={agendar.isPending}>
              Agendar reunião
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}

/** /area-restrita/comissoes/:id: edit the commission, its members (appoint, end a term) and its meetings. */
export function ComissaoStaffPage() {
  const { id = '' } = useParams();
  const consulta = useComissaoStaff(id);
  if (consulta.isPending) return <LoadingState mensagem="Carregando comissão…" />;
  if (consulta.isError)
    return (
      <PaginaStaff titulo="Comissão" descricao="Membros e reuniões da comissão." voltar={VOLTAR}>
        <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />
      </PaginaStaff>
    );
  const c = consulta.data;
  return (
    <PaginaStaff
      titulo={c.nome}
      descricao="Membros (com a frequência às reuniões com lista encerrada durante o mandato) e reuniões."
      voltar={VOLTAR}
    >
      <Stack spacing={3}>
        <Membros c={c} />
        <Reunioes c={c} />
        <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby="dados">
          <Typography id="dados" component="h2" variant="h2" sx={{ fontSize: '1.375rem', mb: 2 }}>
            Dados da comissão
          </Typography>
          <ComissaoForm key={c.id} atual={c} />
        </Paper>
      </Stack>
    </PaginaStaff>
  );
}
