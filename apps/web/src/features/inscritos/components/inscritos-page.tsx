import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EFEITOS_DA_SITUACAO,
  formatarDataBr,
  MIN_BUSCA_INSCRITOS,
  ROTULO_CAMPO_CADASTRAL,
  ROTULO_CONTA_INSCRITO,
  ROTULO_SITUACAO,
  type AlterarSituacaoResponse,
  type InscricaoResumoStaff,
  type InscritoDetalhe,
  type SituacaoInscricao,
} from '@portal/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PaginaStaff } from '@/components/pagina-staff';
import { paths } from '@/config/paths';
import { mensagemDeErro, statusDoErro } from '@/lib/api-client';
import { useBuscarInscritos } from '../api/buscar-inscritos';
import { useInscrito } from '../api/get-inscrito';
import { AlterarSituacaoDialog } from './alterar-situacao-dialog';

const MENSAGEM_SEM_PERMISSAO = 'Você não tem permissão para o cadastro de inscritos. Peça a permissão Inscritos a quem administra o portal.';

const COR: Record<SituacaoInscricao, 'success' | 'warning' | 'error' | 'default' | 'info'> = {
  regular: 'success',
  impedido: 'info',
  licenciado: 'info',
  suspenso: 'warning',
  cancelado: 'default',
  falecido: 'default',
};
const TIPO: Record<InscricaoResumoStaff['tipo'], string> = { principal: 'principal', suplementar: 'suplementar', estagiario: 'estagiário' };

function ChipSituacao({ situacao }: { situacao: SituacaoInscricao }) {
  return <Chip size="small" color={COR[situacao]} variant={situacao === 'regular' ? 'filled' : 'outlined'} label={ROTULO_SITUACAO[situacao]} />;
}

const dataHora = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(new Date(iso));

function FormularioBusca({ aoBuscar }: { aoBuscar: (busca: string) => void }) {
  const [valor, setValor] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const busca = valor.trim();
    if (busca.length < MIN_BUSCA_INSCRITOS) {
      setErro(`Informe ao menos ${MIN_BUSCA_INSCRITOS} caracteres do nome, do CPF ou da inscrição.`);
      return;
    }
    setErro(null);
    aoBuscar(busca);
  };
  return (
    <Box component="form" noValidate role="search" aria-label="Buscar no cadastro de inscritos" onSubmit={enviar} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        id="inscritos-busca"
        label="Nome, CPF ou inscrição"
        value={valor}
        onChange={(e) => setValor(e.target.value)}
        error={erro !== null}
        helperText={erro ?? 'Ex.: joao silva, 123.456.789-09 ou 12345/GO.'}
        autoComplete="off"
        sx={{ flex: '1 1 16rem' }}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Button type="submit" variant="contained" sx={{ mt: 1 }}>
        Buscar
      </Button>
    </Box>
  );
}

function Resultados({
  busca,
  pagina,
  aoMudarPagina,
  selecionada,
  aoEscolher,
}: {
  busca: string | null;
  pagina: number;
  aoMudarPagina: (p: number) => void;
  selecionada: string | null;
  aoEscolher: (pessoaId: string) => void;
}) {
  const consulta = useBuscarInscritos(busca, pagina);
  if (busca === null) return <EmptyState mensagem="Busque uma pessoa por nome, CPF ou inscrição para ver o cadastro e alterar a situação." />;
  if (consulta.isPending) return <LoadingState mensagem="Buscando no cadastro…" />;
  if (consulta.isError) {
    const status = statusDoErro(consulta.error);
    if (status === 403 || status === 400) {
      return (
        <Alert severity={status === 403 ? 'warning' : 'error'} role="alert">
          {status === 403 ? MENSAGEM_SEM_PERMISSAO : mensagemDeErro(consulta.error)}
        </Alert>
      );
    }
    return <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  }
  const { itens, total, porPagina } = consulta.data;
  if (total === 0) return <EmptyState mensagem="Ninguém do cadastro de inscritos corresponde a esta busca. Confira o nome, o CPF ou o número da inscrição." />;
  const paginas = Math.max(1, Math.ceil(total / porPagina));
  return (
    <Box>
      <Typography variant="body2" color="textSecondary" role="status" sx={{ mb: 1 }}>
        {total === 1 ? '1 pessoa encontrada.' : `${total} pessoas encontradas.`}
        {paginas > 1 ? ` Página ${pagina} de ${paginas}.` : ''}
      </Typography>
      {itens.length === 0 ? <EmptyState mensagem="Esta página não tem resultados: volte à primeira." /> : null}
      <Box component="ul" aria-label="Pessoas encontradas" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {itens.map((p) => (
          <Box
            component="li"
            key={p.pessoaId}
            data-testid="inscritos-pessoa"
            sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{p.nome}</Typography>
              <Typography variant="body2" color="textSecondary">
                CPF {p.cpf} · {ROTULO_CONTA_INSCRITO[p.conta]}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.5, alignItems: 'center' }}>
                {p.inscricoes.map((i) => (
                  <Box key={i.id} sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
                    <Typography variant="body2">{i.inscricao}</Typography>
                    <ChipSituacao situacao={i.situacao} />
                  </Box>
                ))}
              </Box>
            </Box>
            <Button variant={selecionada === p.pessoaId ? 'contained' : 'outlined'} aria-pressed={selecionada === p.pessoaId} aria-label={`Abrir o cadastro de ${p.nome}`} onClick={() => aoEscolher(p.pessoaId)}>
              Abrir
            </Button>
          </Box>
        ))}
      </Box>
      {paginas > 1 ? (
        <Box component="nav" aria-label="Páginas dos resultados" sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={pagina <= 1 || consulta.isFetching} onClick={() => aoMudarPagina(pagina - 1)}>
            Anterior
          </Button>
          <Button variant="outlined" disabled={pagina >= paginas || consulta.isFetching} onClick={() => aoMudarPagina(pagina + 1)}>
            Próxima
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

function Historico({ historico }: { historico: InscritoDetalhe['historico'] }) {
  if (historico.length === 0) return <EmptyState mensagem="Nenhuma alteração de situação ou de nome registrada." />;
  return (
    <Box component="ol" aria-label="Histórico de situação e nome" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {historico.map((h, n) => (
        <Box component="li" key={`${h.em}-${n}`} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {ROTULO_CAMPO_CADASTRAL[h.campo] ?? h.campo} · {dataHora(h.em)}
            {h.alteradoPorNome ? ` · por ${h.alteradoPorNome}` : ' · pela importação do cadastro'}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {h.valorAnterior ?? '(vazio)'} → {h.valorNovo ?? '(vazio)'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function PainelDaPessoa({ pessoaId, aoAlterar }: { pessoaId: string; aoAlterar: (r: AlterarSituacaoResponse) => void }) {
  const idTitulo = useId();
  const consulta = useInscrito(pessoaId);
  const [editando, setEditando] = useState<InscricaoResumoStaff | null>(null);
  if (consulta.isPending) return <LoadingState mensagem="Abrindo o cadastro…" />;
  if (consulta.isError) {
    const status = statusDoErro(consulta.error);
    if (status === 403 || status === 404) {
      return (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {status === 403 ? MENSAGEM_SEM_PERMISSAO : mensagemDeErro(consulta.error)}
        </Alert>
      );
    }
    return <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  }
  const d = consulta.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={idTitulo} sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }} data-testid="inscritos-painel">
      <Typography id={idTitulo} variant="h2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
        {d.nome}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
        {d.nomeSocial ? `Nome social: ${d.nomeSocial} · ` : ''}CPF {d.cpf} · {d.email}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {ROTULO_CONTA_INSCRITO[d.conta]}
      </Typography>
      <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
        Inscrições
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
        {d.inscricoes.map((i) => (
          <Box component="li" key={i.id} data-testid="inscritos-inscricao" sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 600 }}>{i.inscricao}</Typography>
                <ChipSituacao situacao={i.situacao} />
                <Typography variant="body2" color="textSecondary">
                  {TIPO[i.tipo]} · desde {formatarDataBr(i.dataInscricao)}
                </Typography>
              </Box>
              <Button variant="outlined" onClick={() => setEditando(i)} aria-label={`Alterar situação da inscrição ${i.inscricao}`}>
                Alterar situação
              </Button>
            </Box>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
              No portal: {EFEITOS_DA_SITUACAO[i.situacao]}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
        Histórico
      </Typography>
      <Historico historico={d.historico} />
      {editando ? (
        <AlterarSituacaoDialog
          inscricao={editando}
          nome={d.nome}
          aoFechar={() => setEditando(null)}
          aoSalvar={(r) => {
            setEditando(null);
            aoAlterar(r);
          }}
        />
      ) : null}
    </Paper>
  );
}

function resumo(r: AlterarSituacaoResponse): string {
  const partes = [`Situação de ${r.inscrito.nome} alterada.`];
  partes.push(r.sessoesEncerradas ? 'A conta foi fechada para o login e as sessões abertas foram encerradas.' : 'A mudança já vale na próxima ação da pessoa no portal.');
  return partes.join(' ');
}

/**
 * /area-restrita/inscritos (CLI_PermissaoInscritos): search the registry, open a person (inscrições, account,
 * history), change an inscrição's situação with a reason and a date. The effects of each situação are the contracts'
 * table (ADR 042), enforced by the API.
 */
export function InscritosPage() {
  const idResultados = useId();
  const [busca, setBusca] = useState<string | null>(null);
  const [pagina, setPagina] = useState(1);
  const [pessoaId, setPessoaId] = useState<string | null>(null);
  const [resultado, setResultado] = useState<AlterarSituacaoResponse | null>(null);
  return (
    <PaginaStaff
      titulo="Cadastro de inscritos"
      largura="lg"
      descricao="Busque advogados e advogadas do cadastro, veja as inscrições e o histórico, e altere a situação de uma inscrição. Cada alteração pede a data e o motivo, fica na auditoria e no histórico da pessoa e vale a partir da próxima ação dela."
      acoes={
        <Button component={RouterLink} to={paths.inscritosImportar} variant="outlined" startIcon={<UploadFile />}>
          Importar cadastro
        </Button>
      }
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}>
        <FormularioBusca
          aoBuscar={(b) => {
            setBusca(b);
            setPagina(1);
            setPessoaId(null);
            setResultado(null);
          }}
        />
      </Paper>
      {resultado ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }} data-testid="inscritos-resultado" onClose={() => setResultado(null)}>
          {resumo(resultado)}
        </Alert>
      ) : null}
      {pessoaId ? <PainelDaPessoa key={pessoaId} pessoaId={pessoaId} aoAlterar={setResultado} /> : null}
      <Paper variant="outlined" component="section" aria-labelledby={idResultados} sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}>
        <Typography id={idResultados} variant="h2" sx={{ mb: 1 }}>
          Pessoas
        </Typography>
        <Resultados
          busca={busca}
          pagina={pagina}
          aoMudarPagina={setPagina}
          selecionada={pessoaId}
          aoEscolher={(id) => {
            setPessoaId(id);
            setResultado(null);
          }}
        />
      </Paper>
    </PaginaStaff>
  );
}
