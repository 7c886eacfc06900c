import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  descreverPreviaExportacao,
  FINALIDADES_CONTATO,
  formatarCelular,
  ROTULO_FINALIDADE_CONTATO,
  ROTULO_SITUACAO,
  ROTULO_TIPO_CONTATO,
  SITUACOES_INSCRICAO,
  TIPOS_CONTATO,
  UFS,
  type Contato,
  type FinalidadeContato,
} from '@portal/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PaginaStaff } from '@/components/pagina-staff';
import { propsPaginacao } from '@/components/props-paginacao';
import { useFiltrosNaUrl } from '@/hooks/use-filtros-na-url';
import { mensagemDeErro, statusDoErro } from '@/lib/api-client';
import { PARAMETROS_FILTRO_CONTATOS, useContatos, type FiltrosContatos } from '../api/buscar-contatos';
import { useExportarContatos } from '../api/exportar-contatos';
import { useContato } from '../api/get-contato';
import { usePreviaExportacao } from '../api/get-previa-exportacao';
import { Linha } from '@/components/linha-descricao';

const MENSAGEM_SEM_PERMISSAO = 'Você não tem permissão para consultar os contatos. Peça a permissão de contatos ao administrador do portal.';

const inscricaoDe = (c: Contato) => (c.inscricao ? `${c.inscricao}${c.situacao ? ` (${ROTULO_SITUACAO[c.situacao]})` : ''}` : '—');
const cidadeDe = (c: Pick<Contato, 'cidade' | 'uf'>) => [c.cidade, c.uf].filter(Boolean).join('/') || '—';
const celularDe = (c: Pick<Contato, 'celular'>) => (c.celular ? formatarCelular(c.celular) : '—');

function lerFiltros(sp: URLSearchParams): FiltrosContatos {
  const f: FiltrosContatos = {};
  for (const chave of [...PARAMETROS_FILTRO_CONTATOS, 'pagina'] as const) {
    const valor = sp.get(chave)?.trim();
    if (valor) f[chave] = valor;
  }
  return f;
}

type Campos = Record<(typeof PARAMETROS_FILTRO_CONTATOS)[number], string>;

function FormularioFiltros({ filtros, aoFiltrar }: { filtros: FiltrosContatos; aoFiltrar: (f: Partial<Campos>) => void }) {
  const [campos, setCampos] = useState<Campos>({
    busca: filtros.busca ?? '',
    tipo: filtros.tipo ?? '',
    cidade: filtros.cidade ?? '',
    uf: filtros.uf ?? '',
    situacao: filtros.situacao ?? '',
  });
  const mudar = (campo: keyof Campos) => (e: { target: { value: string } }) => setCampos((a) => ({ ...a, [campo]: e.target.value }));
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    aoFiltrar(Object.fromEntries(Object.entries(campos).map(([k, v]) => [k, v.trim() || undefined])));
  };
  const limpar = () => {
    setCampos({ busca: '', tipo: '', cidade: '', uf: '', situacao: '' });
    aoFiltrar({});
  };
  const selectProps = { select: true, fullWidth: true, slotProps: { select: { native: true }, inputLabel: { shrink: true } } } as const;
  return (
    <Box component="form" noValidate role="search" aria-label="Buscar contatos" onSubmit={enviar}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1.5fr 1fr 1fr 1.2fr' }, alignItems: 'start' }}>
        <TextField
          id="contatos-busca"
          label="Nome, CPF ou inscrição"
          value={campos.busca}
          onChange={mudar('busca')}
          helperText="Sem acentos também: joao encontra João."
          autoComplete="off"
          fullWidth
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField id="contatos-cidade" label="Cidade" value={campos.cidade} onChange={mudar('cidade')} autoComplete="off" fullWidth slotProps={{ htmlInput: { maxLength: 80 } }} />
        <TextField id="contatos-uf" label="UF" value={campos.uf} onChange={mudar('uf')} {...selectProps}>
          <option value="">Todas</option>
          {UFS.map((uf) => (
            <option key={uf} value={uf}>
              {uf}
            </option>
          ))}
        </TextField>
        <TextField id="contatos-tipo" label="Tipo" value={campos.tipo} onChange={mudar('tipo')} {...selectProps}>
          <option value="">Todos</option>
          {TIPOS_CONTATO.map((t) => (
            <option key={t} value={t}>
              {ROTULO_TIPO_CONTATO[t]}
            </option>
          ))}
        </TextField>
        <TextField id="contatos-situacao" label="Situação da inscrição" value={campos.situacao} onChange={mudar('situacao')} {...selectProps}>
          <option value="">Todas</option>
          {SITUACOES_INSCRICAO.map((s) => (
            <option key={s} value={s}>
              {ROTULO_SITUACAO[s]}
            </option>
          ))}
        </TextField>
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained">
          Buscar
        </Button>
        <Button type="button" onClick={limpar}>
          Limpar
        </Button>
      </Stack>
    </Box>
  );
}

function TabelaContatos({ itens, aoAbrir }: { itens: Contato[]; aoAbrir: (id: string) => void }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label="Tabela de contatos" sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 820 }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Nome</TableCell>
            <TableCell scope="col">Tipo</TableCell>
            <TableCell scope="col">Inscrição</TableCell>
            <TableCell scope="col">E-mail</TableCell>
            <TableCell scope="col">Celular</TableCell>
            <TableCell scope="col">Cidade/UF</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {itens.map((c) => (
            <TableRow hover key={c.pessoaId} data-testid="contato-linha">
              <TableCell>
                <Button variant="text" size="small" onClick={() => aoAbrir(c.pessoaId)} sx={{ textAlign: 'left', textTransform: 'none', p: 0, minWidth: 0 }}>
                  {c.nome}
                </Button>
              </TableCell>
              <TableCell>{ROTULO_TIPO_CONTATO[c.tipo]}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{inscricaoDe(c)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{c.email}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{celularDe(c)}</TableCell>
              <TableCell>{cidadeDe(c)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * 360 px: one card per person; the card opens the contact. The person's name is the button (its name is what it
 * shows, WCAG 2.5.3), stretched over the whole card so a tap anywhere on it opens the contact.
 */
function CartoesContatos({ itens, aoAbrir }: { itens: Contato[]; aoAbrir: (id: string) => void }) {
  return (
    <Stack component="ul" spacing={1.5} aria-label="Lista de contatos" sx={{ listStyle: 'none', p: 1.5, m: 0 }}>
      {itens.map((c) => (
        <Card component="li" variant="outlined" key={c.pessoaId} data-testid="contato-cartao" sx={{ position: 'relative', '&:hover': { bgcolor: 'action.hover' } }}>
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5, overflowWrap: 'anywhere' }}>
              <Button
                variant="text"
                onClick={() => aoAbrir(c.pessoaId)}
                sx={{ font: 'inherit', textAlign: 'left', textTransform: 'none', p: 0, minWidth: 0, '&::after': { content: '""', position: 'absolute', inset: 0 } }}
              >
                {c.nome}
              </Button>
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, typography: 'body2' }}>
              <Linha rotulo="Tipo">{ROTULO_TIPO_CONTATO[c.tipo]}</Linha>
              <Linha rotulo="Inscrição">{inscricaoDe(c)}</Linha>
              <Linha rotulo="E-mail">{c.email}</Linha>
              <Linha rotulo="Celular">{celularDe(c)}</Linha>
              <Linha rotulo="Cidade/UF">{cidadeDe(c)}</Linha>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function DetalheContato({ id, aoFechar }: { id: string | null; aoFechar: () => void }) {
  const consulta = useContato(id);
  const idTitulo = useId();
  let corpo: ReactNode;
  if (consulta.isPending) corpo = <LoadingState mensagem="Carregando contato…" />;
  else if (consulta.isError) corpo = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  else {
    const c = consulta.data;
    corpo = (
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, typography: 'body2' }}>
        {c.nomeSocial ? <Linha rotulo="Nome social">{c.nomeSocial}</Linha> : null}
        <Linha rotulo="CPF">{c.cpf}</Linha>
        <Linha rotulo="Tipo">{ROTULO_TIPO_CONTATO[c.tipo]}</Linha>
        <Linha rotulo="Inscrições">
          {c.inscricoes.length === 0 ? '—' : c.inscricoes.map((i) => <div key={i.inscricao}>{`${i.inscricao} (${ROTULO_SITUACAO[i.situacao]})`}</div>)}
        </Linha>
        <Linha rotulo="E-mail">{c.email}</Linha>
        <Linha rotulo="Celular">{celularDe(c)}</Linha>
        <Linha rotulo="Cidade/UF">{cidadeDe(c)}</Linha>
        <Linha rotulo="Conta no portal">{c.temConta ? 'Sim' : 'Não (valem as preferências padrão)'}</Linha>
        <Linha rotulo="Aceita receber">
          {FINALIDADES_CONTATO.filter((f) => c.preferencias[f])
            .map((f) => ROTULO_FINALIDADE_CONTATO[f])
            .join(', ') || 'Nenhum tipo de mensagem'}
        </Linha>
      </Box>
    );
  }
  return (
    <Dialog open={id !== null} onClose={aoFechar} aria-labelledby={idTitulo} fullWidth maxWidth="sm">
      <DialogTitle id={idTitulo}>{consulta.data?.nome ?? 'Contato'}</DialogTitle>
      <DialogContent>{corpo}</DialogContent>
      <DialogActions>
        <Button onClick={aoFechar}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Before the download: how many go in the file and how many stay out, and why; with no one left, nothing to download. */
function PreviaExportacao({ previa, finalidade, id }: { previa: ReturnType<typeof usePreviaExportacao>; finalidade: FinalidadeContato; id: string }) {
  if (previa.isPending)
    return (
      <Typography id={id} variant="body2" color="textSecondary" aria-live="polite" data-testid="contatos-previa-exportacao">
        Contando quem vai na exportação…
      </Typography>
    );
  if (previa.isError)
    return (
      <Typography id={id} variant="body2" color="error" aria-live="polite" data-testid="contatos-previa-exportacao">
        {statusDoErro(previa.error) === 403 ? MENSAGEM_SEM_PERMISSAO : `Não foi possível contar quem vai na exportação: ${mensagemDeErro(previa.error)}`}
      </Typography>
    );
  const frase = descreverPreviaExportacao(previa.data, finalidade);
  return previa.data.exportados === 0 ? (
    <Alert id={id} severity="info" aria-live="polite" data-testid="contatos-previa-exportacao">
      {frase}
    </Alert>
  ) : (
    <Typography id={id} variant="body2" aria-live="polite" data-testid="contatos-previa-exportacao">
      {frase}
    </Typography>
  );
}

function ExportarCsv({ filtros }: { filtros: FiltrosContatos }) {
  const exportar = useExportarContatos();
  const [finalidade, setFinalidade] = useState<FinalidadeContato>('noticiasInstitucionais');
  const previa = usePreviaExportacao(filtros, finalidade);
  const ninguem = previa.isSuccess && previa.data.exportados === 0;
  const idPrevia = useId();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          id="contatos-finalidade"
          select
          size="small"
          label="Tipo de mensagem"
          value={finalidade}
          onChange={(e) => {
            exportar.reset();
            setFinalidade(e.target.value as FinalidadeContato);
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 240, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          {FINALIDADES_CONTATO.map((f) => (
            <option key={f} value={f}>
              {ROTULO_FINALIDADE_CONTATO[f]}
            </option>
          ))}
        </TextField>
        <Button
          variant="outlined"
          onClick={() => exportar.mutate({ filtros, finalidade })}
          disabled={exportar.isPending || previa.isPending || ninguem}
          aria-describedby={idPrevia}
          aria-busy={exportar.isPending}
          startIcon={exportar.isPending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <Download aria-hidden="true" />}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          Exportar CSV
        </Button>
      </Box>
      <PreviaExportacao previa={previa} finalidade={finalidade} id={idPrevia} />
      <Typography variant="body2" color="textSecondary">
        A lista leva todas as pessoas dos filtros (não só as desta página), menos quem não aceita este tipo de mensagem nas preferências de
        notificação (Configurações). Sem escolha registrada, vale o padrão: notícias institucionais só para quem as ativou.
      </Typography>
      <Typography role="status" variant="body2" color="textSecondary" sx={{ minHeight: '1.5em' }}>
        {exportar.isPending ? 'Gerando o arquivo…' : exportar.isSuccess ? `Arquivo ${exportar.data} baixado.` : ''}
      </Typography>
      {exportar.isError ? (
        <Alert severity="error" role="alert">
          {statusDoErro(exportar.error) === 403 ? MENSAGEM_SEM_PERMISSAO : mensagemDeErro(exportar.error)}
        </Alert>
      ) : null}
    </Box>
  );
}

/**
 * /area-restrita/contatos: the directory of members and collaborators. Nothing is listed before a search (each
 * list is an audited view of personal data); the filters live in the URL and the CSV export uses the same ones.
 */
export function ContatosPage() {
  const theme = useTheme();
  const compacto = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const idResultados = useId();
  const { params, alterar, irParaPagina } = useFiltrosNaUrl();
  const filtros = lerFiltros(params);
  const temFiltro = PARAMETROS_FILTRO_CONTATOS.some((p) => filtros[p] !== undefined);
  const consulta = useContatos(filtros, { enabled: temFiltro });
  const [aberto, setAberto] = useState<string | null>(null);
  const chaveFormulario = PARAMETROS_FILTRO_CONTATOS.map((p) => filtros[p] ?? '').join('|');

  let corpo: ReactNode;
  if (!temFiltro) {
    corpo = <EmptyState mensagem="Busque por nome, CPF, inscrição ou cidade, ou escolha um filtro, para ver os contatos." />;
  } else if (consulta.isPending) {
    corpo = <LoadingState mensagem="Buscando contatos…" />;
  } else if (consulta.isError) {
    const status = statusDoErro(consulta.error);
    corpo = (
      <Box sx={{ p: 2 }}>
        {status === 403 ? (
          <Alert severity="warning" role="alert">
            {MENSAGEM_SEM_PERMISSAO}
          </Alert>
        ) : status === 400 ? (
          <Alert severity="error" role="alert">
            {mensagemDeErro(consulta.error)}
          </Alert>
        ) : (
          <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />
        )}
      </Box>
    );
  } else {
    const { itens, total, pagina, porPagina } = consulta.data;
    corpo = (
      <>
        {consulta.isPlaceholderData ? <LinearProgress aria-label="Buscando contatos" /> : null}
        <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Typography variant="body2" sx={{ mb: 1.5 }} data-testid="contatos-total">
            {total === 1 ? '1 pessoa encontrada.' : `${total.toLocaleString('pt-BR')} pessoas encontradas.`}
          </Typography>
          {total > 0 ? <ExportarCsv key={chaveFormulario} filtros={filtros} /> : null}
        </Box>
        {itens.length === 0 ? (
          <EmptyState mensagem="Nenhum contato com estes filtros." />
        ) : (
          <>
            {compacto ? <CartoesContatos itens={itens} aoAbrir={setAberto} /> : <TabelaContatos itens={itens} aoAbrir={setAberto} />}
            <TablePagination
              component="div"
              count={total}
              page={pagina - 1}
              rowsPerPage={porPagina}
              rowsPerPageOptions={[]}
              onPageChange={(_e, nova) => irParaPagina(nova + 1)}
              {...propsPaginacao(compacto)}
            />
          </>
        )}
      </>
    );
  }

  return (
    <PaginaStaff
      titulo="Contatos"
      largura="lg"
      descricao="Advogados inscritos e colaboradores: busque por nome, CPF, inscrição ou cidade. Cada consulta, contato aberto e exportação fica registrado na auditoria (LGPD)."
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}>
        <FormularioFiltros key={chaveFormulario} filtros={filtros} aoFiltrar={(f) => alterar(f, { zerar: true })} />
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby={idResultados} aria-busy={consulta.isFetching} sx={{ overflow: 'hidden' }}>
        <Typography id={idResultados} variant="h2" sx={{ px: { xs: 1.5, sm: 2 }, pt: 2 }}>
          Resultados
        </Typography>
        {corpo}
      </Paper>
      <DetalheContato id={aberto} aoFechar={() => setAberto(null)} />
    </PaginaStaff>
  );
}
