import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { campanhaBodySchema, type CampanhaBody, type CampanhaStaff } from '@portal/contracts';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PaginaStaff } from '@/components/pagina-staff';
import { mensagemDeErro } from '@/lib/api-client';
import { camposDoErro } from '@/lib/erros-de-campo';
import { useEncerrarCampanha } from '../api/encerrar-campanha';
import { useCampanhaStaff } from '../api/get-campanha-staff';
import { useSalvarCampanha } from '../api/salvar-campanha';
import { hrefCampanhaVacinaStaff, paths } from '@/config/paths';
import { NumerosCampanha, ROTULO_SITUACAO } from './campanhas-staff-page';
import { centavosDeReais, reaisDeCentavos } from './reais';

const VOLTAR = { para: paths.vacinasStaff, destino: 'as campanhas' };

interface Valores {
  vacina: string;
  descricao: string;
  vendaInicio: string;
  vendaFim: string;
  aplicacaoInicio: string;
  aplicacaoFim: string;
  locais: string;
  estoque: string;
  gratuita: boolean;
  precoAdimplente: string;
  precoOutros: string;
  limiteFamilia: string;
}

const vazios: Valores = {
  vacina: '',
  descricao: '',
  vendaInicio: '',
  vendaFim: '',
  aplicacaoInicio: '',
  aplicacaoFim: '',
  locais: '',
  estoque: '',
  gratuita: false,
  precoAdimplente: '',
  precoOutros: '',
  limiteFamilia: '4',
};

function valoresDe(c: CampanhaStaff): Valores {
  return {
    vacina: c.vacina,
    descricao: c.descricao,
    vendaInicio: c.vendaInicio,
    vendaFim: c.vendaFim,
    aplicacaoInicio: c.aplicacaoInicio,
    aplicacaoFim: c.aplicacaoFim,
    locais: c.locais.join('\n'),
    estoque: String(c.estoque),
    gratuita: c.gratuita,
    precoAdimplente: reaisDeCentavos(c.precoAdimplenteCentavos),
    precoOutros: reaisDeCentavos(c.precoOutrosCentavos),
    limiteFamilia: String(c.limiteFamilia),
  };
}

// A typed number as it is (a negative one or a fraction too, so that the schema says what is wrong with it); empty or
// not a number, NaN (the schema's "Informe …").
const inteiro = (v: string) => (/^\s*-?\d+([.,]\d+)?\s*$/.test(v) ? Number(v.trim().replace(',', '.')) : Number.NaN);

function corpoDe(v: Valores): CampanhaBody {
  return {
    vacina: v.vacina,
    descricao: v.descricao,
    vendaInicio: v.vendaInicio,
    vendaFim: v.vendaFim,
    aplicacaoInicio: v.aplicacaoInicio,
    aplicacaoFim: v.aplicacaoFim,
    locais: v.locais
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
    estoque: inteiro(v.estoque),
    gratuita: v.gratuita,
    precoAdimplenteCentavos: v.gratuita ? 0 : centavosDeReais(v.precoAdimplente),
    precoOutrosCentavos: v.gratuita ? 0 : centavosDeReais(v.precoOutros),
    limiteFamilia: inteiro(v.limiteFamilia),
  };
}

/** Field of the form ← field of the body, for error messages. */
const CAMPO: Record<string, keyof Valores> = {
  precoAdimplenteCentavos: 'precoAdimplente',
  precoOutrosCentavos: 'precoOutros',
};

function Formulario({ inicial, id, aoSalvar }: { inicial: Valores; id: string | null; aoSalvar: (c: CampanhaStaff) => void }) {
  const [v, setV] = useState<Valores>(inicial);
  const [erros, setErros] = useState<Partial<Record<keyof Valores, string>>>({});
  const salvar = useSalvarCampanha();
  const resumoErro = useRef<HTMLDivElement>(null);
  const campo = (nome: keyof Valores) => ({
    id: `campo-${nome}`,
    name: nome,
    value: v[nome] as string,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setV((a) => ({ ...a, [nome]: e.target.value })),
    error: Boolean(erros[nome]),
    helperText: erros[nome] ?? ' ',
    fullWidth: true,
  });

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const corpo = corpoDe(v);
    const lido = campanhaBodySchema.safeParse(corpo);
    if (!lido.success) {
      const novos: Partial<Record<keyof Valores, string>> = {};
      for (const issue of lido.error.issues) {
        const chave = String(issue.path[0] ?? '');
        const nome = CAMPO[chave] ?? (chave as keyof Valores);
        if (nome in vazios && !novos[nome]) novos[nome] = issue.message;
      }
      setErros(novos);
      setTimeout(() => document.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    setErros({});
    salvar.mutate(
      { id, corpo },
      {
        onSuccess: aoSalvar,
        onError: (erro) => {
          const campos = camposDoErro(erro);
          setErros(Object.fromEntries(Object.entries(campos).map(([k, m]) => [CAMPO[k] ?? k, m])));
          setTimeout(() => resumoErro.current?.focus(), 0);
        },
      },
    );
  };

  const data = (nome: keyof Valores, rotulo: string) => <TextField {...campo(nome)} type="date" label={rotulo} required slotProps={{ inputLabel: { shrink: true } }} />;

  return (
    <Box component="form" onSubmit={enviar} noValidate>
      <Stack spacing={1}>
        <TextField {...campo('vacina')} label="Vacina" required />
        <TextField {...campo('descricao')} label="Descrição" multiline minRows={2} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          {data('vendaInicio', 'Início das vendas')}
          {data('vendaFim', 'Fim das vendas')}
          {data('aplicacaoInicio', 'Início da aplicação')}
          {data('aplicacaoFim', 'Fim da aplicação')}
        </Box>
        <TextField {...campo('locais')} label="Locais de aplicação (um por linha)" multiline minRows={2} required />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          <TextField {...campo('estoque')} label={id ? 'Estoque restante (doses)' : 'Estoque (doses)'} required slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          <TextField {...campo('limiteFamilia')} label="Limite por família" required slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        </Box>
        <FormControlLabel control={<Checkbox checked={v.gratuita} onChange={(e) => setV((a) => ({ ...a, gratuita: e.target.checked }))} />} label="Campanha gratuita" />
        {!v.gratuita ? (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            <TextField {...campo('precoAdimplente')} label="Preço por dose para quem está em dia (R$)" required slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
            <TextField {...campo('precoOutros')} label="Preço por dose para os demais (R$)" required slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          </Box>
        ) : null}
        {salvar.isError ? (
          <Alert ref={resumoErro} tabIndex={-1} severity="error">
            {mensagemDeErro(salvar.error)}
          </Alert>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" disabled={salvar.isPending} aria-busy={salvar.isPending} startIcon={salvar.isPending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null}>
            {id ? 'Salvar alterações' : 'Criar campanha'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function Encerrar({ c }: { c: CampanhaStaff }) {
  const [aberto, setAberto] = useState(false);
  const encerrar = useEncerrarCampanha();
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setAberto(true)}>
        Encerrar vendas
      </Button>
      <Dialog open={aberto} onClose={() => setAberto(false)} aria-labelledby="titulo-encerrar">
        <DialogTitle id="titulo-encerrar">Encerrar as vendas de {c.vacina}?</DialogTitle>
        <DialogContent>
          <DialogContentText>Ninguém mais poderá comprar doses. As doses pagas continuam valendo no período de aplicação.</DialogContentText>
          {encerrar.isError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {mensagemDeErro(encerrar.error)}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAberto(false)}>Voltar</Button>
          <Button color="error" variant="contained" disabled={encerrar.isPending} onClick={() => encerrar.mutate(c.id, { onSuccess: () => setAberto(false) })}>
            Encerrar
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** /area-restrita/vacinas/nova: a new campaign. */
export function NovaCampanhaPage() {
  const navegar = useNavigate();
  return (
    <PaginaStaff titulo="Nova campanha de vacinação" descricao="Vacina, períodos de venda e de aplicação, locais, estoque, preços e limite por família." voltar={VOLTAR}>
      <Formulario inicial={vazios} id={null} aoSalvar={(c) => void navegar(hrefCampanhaVacinaStaff(c.id))} />
    </PaginaStaff>
  );
}

/** /area-restrita/vacinas/campanhas/:id: the campaign's numbers, editing and closing. */
export function CampanhaStaffPage() {
  const { id = '' } = useParams();
  const consulta = useCampanhaStaff(id);
  const [salvo, setSalvo] = useState(false);
  let conteudo: ReactNode;
  let titulo = 'Campanha de vacinação';
  if (consulta.isPending) conteudo = <LoadingState mensagem="Carregando a campanha…" />;
  else if (consulta.isError)
    conteudo = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  else {
    const c = consulta.data;
    titulo = c.vacina;
    conteudo = (
      <Stack spacing={3}>
        <Box>
          <Typography sx={{ mb: 1 }}>{ROTULO_SITUACAO[c.situacao]}</Typography>
          <NumerosCampanha c={c} />
        </Box>
        {salvo ? (
          <Alert severity="success" role="status">
            Alterações salvas.
          </Alert>
        ) : null}
        {c.encerradaEm === null ? (
          <>
            <Box component="section" aria-labelledby="editar-campanha">
              <Typography id="editar-campanha" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
                Editar
              </Typography>
              <Formulario key={c.id} inicial={valoresDe(c)} id={c.id} aoSalvar={() => setSalvo(true)} />
            </Box>
            <Box>
              <Encerrar c={c} />
            </Box>
          </>
        ) : (
          <Alert severity="info">Vendas encerradas. As doses pagas ainda podem ser aplicadas no período de aplicação.</Alert>
        )}
      </Stack>
    );
  }
  return (
    <PaginaStaff
      titulo={titulo}
      descricao="Números da campanha, alterações e encerramento das vendas."
      voltar={VOLTAR}
    >
      {conteudo}
    </PaginaStaff>
  );
}
