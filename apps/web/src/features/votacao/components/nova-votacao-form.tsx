import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ELEGIBILIDADES_VOTACAO, ROTULO_ELEGIBILIDADE, type ElegibilidadeVotacao, type TipoVotacao, type VotacaoStaff } from '@portal/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorState } from '@/components/error-state';
import { mensagemDeErro } from '@/lib/api-client';
import { camposDoErro, resumoDoErro } from '@/lib/erros-de-campo';
import { useComissoesParaVotacao } from '../api/comissoes';
import { useGuardioesElegiveis } from '../api/guardioes-elegiveis';
import { useCriarVotacao } from '../api/criar-votacao';
import { useEditarVotacao } from '../api/editar-votacao';

const membrosVigentes = (n: number) => (n === 0 ? 'Nenhum membro com mandato vigente' : n === 1 ? '1 membro com mandato vigente' : `${n} membros com mandato vigente`);

/** The commission whose members vote: loaded from the commissions area, with loading, error and empty states. */
function EscolhaDaComissao({ valor, aoEscolher, erro }: { valor: string; aoEscolher: (id: string) => void; erro?: string }) {
  const consulta = useComissoesParaVotacao();
  if (consulta.isError) {
    return <ErrorState mensagem={`Não foi possível carregar as comissões. ${mensagemDeErro(consulta.error)}`} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  }
  if (consulta.isPending) {
    return (
      <TextField select label="Comissão" value="" disabled helperText="Carregando as comissões…" aria-busy="true" data-testid="comissao-carregando">
        <MenuItem value="" />
      </TextField>
    );
  }
  if (consulta.data.length === 0) {
    return (
      <Alert severity="info" role="status">
        Nenhuma comissão cadastrada. Cadastre a comissão e nomeie seus membros na área restrita (Comissões) antes de criar esta votação.
      </Alert>
    );
  }
  const nomes = new Map(consulta.data.map((c) => [c.id, c.nome]));
  return (
    <TextField
      select
      label="Comissão"
      required
      value={nomes.has(valor) ? valor : ''}
      onChange={(e) => aoEscolher(e.target.value)}
      error={!!erro}
      helperText={erro ?? 'Votam os membros com mandato vigente no momento em que a votação for aberta.'}
      slotProps={{ select: { renderValue: (id) => nomes.get(id as string) ?? '' } }}
    >
      {consulta.data.map((c) => (
        <MenuItem key={c.id} value={c.id} sx={{ whiteSpace: 'normal' }}>
          <Stack>
            <span>{c.nome}</span>
            <Typography variant="body2" color="textSecondary" component="span">
              {membrosVigentes(c.membrosVigentes)}
            </Typography>
          </Stack>
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The poll's guardians (at least three, from the staff the API lists) and the quorum that decrypts the tally. The
 * order of the ticks is the guardians' order (índice 1, 2, …) in the ceremony.
 */
function EscolhaDosGuardioes({
  valor,
  aoMudar,
  quorum,
  aoMudarQuorum,
  erro,
  erroQuorum,
}: {
  valor: string[];
  aoMudar: (ids: string[]) => void;
  quorum: string;
  aoMudarQuorum: (q: string) => void;
  erro?: string;
  erroQuorum?: string;
}) {
  const consulta = useGuardioesElegiveis();
  const idAjuda = `${useId()}-guardioes`;
  let lista: ReactNode;
  if (consulta.isError) {
    lista = <ErrorState mensagem={`Não foi possível carregar os guardiões possíveis. ${mensagemDeErro(consulta.error)}`} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  } else if (consulta.isPending) {
    lista = <Typography variant="body2">Carregando a equipe…</Typography>;
  } else if (consulta.data.length < 3) {
    lista = (
      <Alert severity="info" role="status">
        É preciso ao menos três pessoas da equipe com acesso ao portal para serem guardiões.
      </Alert>
    );
  } else {
    lista = (
      <FormGroup sx={{ maxHeight: 260, overflowY: 'auto', flexWrap: 'nowrap' }}>
        {consulta.data.map((g) => (
          <FormControlLabel
            key={g.id}
            control={<Checkbox checked={valor.includes(g.id)} onChange={(e) => aoMudar(e.target.checked ? [...valor, g.id] : valor.filter((x) => x !== g.id))} />}
            label={valor.includes(g.id) ? `${g.nome} (guardião(ã) ${valor.indexOf(g.id) + 1})` : g.nome}
          />
        ))}
      </FormGroup>
    );
  }
  return (
    <FormControl component="fieldset" error={!!erro} aria-describedby={idAjuda}>
      <FormLabel component="legend">Guardiões (ao menos três)</FormLabel>
      <FormHelperText id={idAjuda} sx={{ mx: 0, mb: 1 }}>
        {erro ??
          'Cada guardião(ã) gera sua chave no próprio navegador e guarda um arquivo secreto; depois do encerramento, o quórum deles decifra a apuração. Nenhum deles sozinho pode ler um voto.'}
      </FormHelperText>
      {lista}
      <TextField
        label="Quórum"
        type="number"
        value={quorum}
        onChange={(e) => aoMudarQuorum(e.target.value)}
        error={!!erroQuorum}
        helperText={erroQuorum ?? `Quantos guardiões bastam para decifrar a apuração (de 2 a ${Math.max(2, valor.length)}).`}
        slotProps={{ htmlInput: { min: 2, max: Math.max(2, valor.length), inputMode: 'numeric' } }}
        sx={{ mt: 2, maxWidth: 320 }}
      />
    </FormControl>
  );
}

/** YYYY-MM-DDTHH:mm in São Paulo time (UTC−3), for a datetime-local field. */
function localSp(d: Date): string {
  return new Date(d.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 16);
}

/**
 * Staff create an election or poll: a draft, opened later from the list (which freezes the voters). With
 * `inicial`, the same form changes that draft (PUT), filled with what it holds.
 */
export function NovaVotacaoForm({ inicial, aoConcluir, aoCancelar }: { inicial?: VotacaoStaff; aoConcluir: () => void; aoCancelar?: () => void }) {
  const agora = new Date();
  const [titulo, setTitulo] = useState(inicial?.titulo ?? '');
  const [descricao, setDescricao] = useState(inicial?.descricao ?? '');
  const [tipo, setTipo] = useState<TipoVotacao>(inicial?.tipo ?? 'enquete');
  const [elegibilidade, setElegibilidade] = useState<ElegibilidadeVotacao>(inicial?.elegibilidade ?? 'regular_em_dia');
  const [comissaoId, setComissaoId] = useState(inicial?.comissao?.id ?? '');
  const [abreEm, setAbreEm] = useState(localSp(inicial ? new Date(inicial.abreEm) : agora));
  const [fechaEm, setFechaEm] = useState(localSp(inicial ? new Date(inicial.fechaEm) : new Date(agora.getTime() + 7 * 24 * 60 * 60 * 1000)));
  const [opcoes, setOpcoes] = useState(inicial ? inicial.opcoes.map((o) => o.texto) : ['', '']);
  const [guardioes, setGuardioes] = useState<string[]>(inicial ? [...inicial.guardioes].sort((a, b) => a.indice - b.indice).map((g) => g.usuarioId) : []);
  const [quorum, setQuorum] = useState(String(inicial?.quorum ?? 2));
  const criarVotacao = useCriarVotacao();
  const editarVotacao = useEditarVotacao();
  // The mutation this form sends: the draft's change, or a new vote.
  const envio = inicial ? editarVotacao : criarVotacao;
  const campos = envio.isError ? camposDoErro(envio.error) : {};
  // Field messages show beside their fields; the alert names the rest (e.g. "ao menos duas opções"), never a field's code name.
  const aoLado = new Set(['titulo', 'descricao', 'elegibilidade', 'abreEm', 'fechaEm', 'guardioes', 'quorum', ...opcoes.map((_, i) => `opcoes.${i}`), ...(elegibilidade === 'comissao' ? ['comissaoId'] : [])]);
  const erroGeral = resumoDoErro(envio.error, aoLado);

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const corpo = {
      titulo,
      descricao,
      tipo,
      elegibilidade,
      comissaoId: elegibilidade === 'comissao' ? comissaoId || null : null,
      abreEm,
      fechaEm,
      opcoes: opcoes.map((o) => o.trim()).filter((o) => o !== ''),
      guardioes,
      quorum: Number(quorum),
    };
    if (inicial) {
      editarVotacao.mutate({ id: inicial.id, corpo }, { onSuccess: aoConcluir });
      return;
    }
    criarVotacao.mutate(corpo, {
      onSuccess: () => {
        setTitulo('');
        setDescricao('');
        setOpcoes(['', '']);
        setGuardioes([]);
        setQuorum('2');
        aoConcluir();
      },
    });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={enviar} noValidate aria-label={inicial ? `Alterar o rascunho ${inicial.titulo}` : 'Nova votação'}>
      <TextField label="Título" required autoFocus={!!inicial} value={titulo} onChange={(e) => setTitulo(e.target.value)} error={!!campos.titulo} helperText={campos.titulo} />
      <TextField label="Descrição" multiline minRows={2} value={descricao} onChange={(e) => setDescricao(e.target.value)} error={!!campos.descricao} helperText={campos.descricao} />
      <FormControl>
        <FormLabel id="tipo-votacao">Tipo</FormLabel>
        <RadioGroup row aria-labelledby="tipo-votacao" value={tipo} onChange={(e) => setTipo(e.target.value as TipoVotacao)}>
          <FormControlLabel value="enquete" control={<Radio />} label="Enquete" />
          <FormControlLabel value="eleicao" control={<Radio />} label="Eleição" />
        </RadioGroup>
      </FormControl>
      <TextField
        select
        label="Quem pode votar"
        value={elegibilidade}
        onChange={(e) => setElegibilidade(e.target.value as ElegibilidadeVotacao)}
        error={!!campos.elegibilidade}
        helperText={campos.elegibilidade}
      >
        {ELEGIBILIDADES_VOTACAO.map((e) => (
          <MenuItem key={e} value={e} sx={{ whiteSpace: 'normal' }}>
            {ROTULO_ELEGIBILIDADE[e]}
          </MenuItem>
        ))}
      </TextField>
      {elegibilidade === 'comissao' && <EscolhaDaComissao valor={comissaoId} aoEscolher={setComissaoId} erro={campos.comissaoId} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Abertura"
          type="datetime-local"
          required
          value={abreEm}
          onChange={(e) => setAbreEm(e.target.value)}
          error={!!campos.abreEm}
          helperText={campos.abreEm ?? 'Horário de Brasília'}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <TextField
          label="Encerramento"
          type="datetime-local"
          required
          value={fechaEm}
          onChange={(e) => setFechaEm(e.target.value)}
          error={!!campos.fechaEm}
          helperText={campos.fechaEm ?? 'Horário de Brasília'}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
      </Stack>
      <FormControl component="fieldset">
        <FormLabel component="legend">Opções (ao menos duas)</FormLabel>
        <Stack spacing={1} sx={{ mt: 1 }}>
          {opcoes.map((o, i) => (
            <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={`Opção ${i + 1}`}
                value={o}
                size="small"
                fullWidth
                onChange={(e) => setOpcoes((lista) => lista.map((x, j) => (j === i ? e.target.value : x)))}
                error={!!campos[`opcoes.${i}`]}
                helperText={campos[`opcoes.${i}`]}
              />
              <IconButton aria-label={`Remover a opção ${i + 1}`} disabled={opcoes.length <= 2} onClick={() => setOpcoes((lista) => lista.filter((_, j) => j !== i))}>
                <DeleteOutlined />
              </IconButton>
            </Stack>
          ))}
        </Stack>
        <Button startIcon={<Add aria-hidden="true" />} onClick={() => setOpcoes((l) => [...l, ''])} sx={{ alignSelf: 'flex-start', mt: 1 }} disabled={opcoes.length >= 30}>
          Adicionar opção
        </Button>
      </FormControl>
      <EscolhaDosGuardioes valor={guardioes} aoMudar={setGuardioes} quorum={quorum} aoMudarQuorum={setQuorum} erro={campos.guardioes} erroQuorum={campos.quorum} />
      {envio.isError && (
        <Alert severity="error" role="alert">
          {erroGeral}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
        <Button type="submit" variant="contained" disabled={envio.isPending}>
          {inicial ? (envio.isPending ? 'Salvando…' : 'Salvar alterações') : envio.isPending ? 'Criando…' : 'Criar votação'}
        </Button>
        {aoCancelar && (
          <Button onClick={aoCancelar} disabled={envio.isPending}>
            Cancelar
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
