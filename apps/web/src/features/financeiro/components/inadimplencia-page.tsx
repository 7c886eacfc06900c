import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
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
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatarCentavos, formatarCpf, formatarDataBr, type Inadimplencia, type Inadimplente } from '@portal/contracts';
import { useId, type ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PaginaStaff } from '@/components/pagina-staff';
import { useFiltrosNaUrl } from '@/hooks/use-filtros-na-url';
import { mensagemDeErro, statusDoErro } from '@/lib/api-client';
import { camposDoErro, resumoDoErro } from '@/lib/erros-de-campo';
import { useBaixarCsvInadimplencia } from '../api/baixar-csv-inadimplencia';
import { useInadimplencia, type FiltrosInadimplencia } from '../api/get-inadimplencia';
import { lerFiltrosInadimplencia, PARAMETROS_FILTRO } from './filtros-inadimplencia';
import { CAMPO_DO_PARAMETRO, FormularioFiltrosInadimplencia } from './formulario-filtros-inadimplencia';
import { propsPaginacao } from '@/components/props-paginacao';

const dias = (n: number) => (n === 1 ? '1 dia' : `${n.toLocaleString('pt-BR')} dias`);
const inscricao = (i: Inadimplente) => i.inscricao ?? '—';

function TabelaInadimplentes({ itens }: { itens: Inadimplente[] }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label="Tabela de inadimplentes" sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 820 }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Nome</TableCell>
            <TableCell scope="col">CPF</TableCell>
            <TableCell scope="col">Inscrição</TableCell>
            <TableCell scope="col" align="right">
              Títulos
            </TableCell>
            <TableCell scope="col" align="right">
              Principal vencido
            </TableCell>
            <TableCell scope="col" align="right">
              Maior atraso
            </TableCell>
            <TableCell scope="col">Vencimento mais antigo</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {itens.map((i) => (
            <TableRow hover key={i.pessoaId} data-testid="inadimplente-linha">
              <TableCell>{i.nome}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatarCpf(i.cpf)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{inscricao(i)}</TableCell>
              <TableCell align="right">{i.titulos}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatarCentavos(i.totalCentavos)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {dias(i.maiorAtrasoDias)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatarDataBr(i.vencimentoMaisAntigo)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Linha({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {rotulo}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </>
  );
}

/** 360 px: one card per person. */
function CartoesInadimplentes({ itens }: { itens: Inadimplente[] }) {
  return (
    <Stack component="ul" spacing={1.5} aria-label="Lista de inadimplentes" sx={{ listStyle: 'none', p: 1.5, m: 0 }}>
      {itens.map((i) => (
        <Card component="li" variant="outlined" key={i.pessoaId} data-testid="inadimplente-cartao">
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5, overflowWrap: 'anywhere' }}>
              {i.nome}
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, typography: 'body2' }}>
              <Linha rotulo="CPF">
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {formatarCpf(i.cpf)}
                </Box>
              </Linha>
              <Linha rotulo="Inscrição">{inscricao(i)}</Linha>
              <Linha rotulo="Títulos">{i.titulos}</Linha>
              <Linha rotulo="Principal vencido">
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {formatarCentavos(i.totalCentavos)}
                </Box>
              </Linha>
              <Linha rotulo="Maior atraso">{dias(i.maiorAtrasoDias)}</Linha>
              <Linha rotulo="Vencimento mais antigo">{formatarDataBr(i.vencimentoMaisAntigo)}</Linha>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function Totais({ totais }: { totais: Inadimplencia['totais'] }) {
  const itens = [
    { rotulo: 'Pessoas', valor: totais.pessoas.toLocaleString('pt-BR') },
    { rotulo: 'Títulos', valor: totais.titulos.toLocaleString('pt-BR') },
    { rotulo: 'Principal vencido', valor: formatarCentavos(totais.totalCentavos) },
  ];
  return (
    <Box
      component="dl"
      aria-label="Totais"
      data-testid="inadimplencia-totais"
      sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}
    >
      {itens.map((t) => (
        <Paper key={t.rotulo} variant="outlined" sx={{ p: 1.5, gridColumn: { xs: t.rotulo === 'Principal vencido' ? '1 / -1' : 'auto', sm: 'auto' } }}>
          <Box component="dt" sx={{ typography: 'body2', color: 'text.secondary' }}>
            {t.rotulo}
          </Box>
          <Box component="dd" sx={{ m: 0, typography: 'h6', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
            {t.valor}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

/** Messages of a 400 by form field; what names no field is shown above the results. */
function errosDoFiltro(erro: unknown): { porCampo: Record<string, string>; geral: string | null } {
  if (statusDoErro(erro) !== 400) return { porCampo: {}, geral: null };
  const porCampo: Record<string, string> = {};
  for (const [parametro, mensagem] of Object.entries(camposDoErro(erro))) {
    const campo = CAMPO_DO_PARAMETRO[parametro];
    if (campo) porCampo[campo] = mensagem;
  }
  return { porCampo, geral: Object.keys(porCampo).length > 0 ? null : resumoDoErro(erro, Object.keys(CAMPO_DO_PARAMETRO)) };
}

function ExportarCsv({ filtros }: { filtros: FiltrosInadimplencia }) {
  const baixar = useBaixarCsvInadimplencia();
  return (
    <Box>
      <Button
        variant="outlined"
        onClick={() => baixar.mutate(filtros)}
        disabled={baixar.isPending}
        aria-busy={baixar.isPending}
        startIcon={baixar.isPending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <Download aria-hidden="true" />}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        Exportar CSV
      </Button>
      <Typography role="status" variant="body2" color="textSecondary" sx={{ mt: 0.5, minHeight: '1.5em' }}>
        {baixar.isPending ? 'Gerando o arquivo…' : baixar.isSuccess ? `Arquivo ${baixar.data} baixado.` : ''}
      </Typography>
      {baixar.isError ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {mensagemDeErro(baixar.error)}
        </Alert>
      ) : null}
    </Box>
  );
}

/**
 * /area-restrita/inadimplencia: members with overdue debt (anuidades, agreement installments, fines), filtered
 * on the server and paged 50 at a time; the filters live in the URL and the CSV export uses the same ones.
 */
export function InadimplenciaPage() {
  const theme = useTheme();
  const compacto = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const idResultados = useId();
  const { params, alterar, irParaPagina } = useFiltrosNaUrl();
  const filtros = lerFiltrosInadimplencia(params);
  const consulta = useInadimplencia(filtros);
  const { porCampo, geral } = errosDoFiltro(consulta.error);
  const temFiltro = PARAMETROS_FILTRO.some((p) => p !== 'ordem' && filtros[p] !== undefined);
  const chaveFormulario = PARAMETROS_FILTRO.map((p) => filtros[p] ?? '').join('|');

  // The form applies its filters as a whole: only them stay in the URL (the page goes back to the first).
  const aplicar = (novos: Omit<FiltrosInadimplencia, 'pagina'>) =>
    alterar(Object.fromEntries(PARAMETROS_FILTRO.map((p) => [p, novos[p]])), { zerar: true });

  let corpo: ReactNode;
  if (consulta.isPending) {
    corpo = <LoadingState mensagem="Carregando inadimplentes…" />;
  } else if (consulta.isError) {
    corpo =
      statusDoErro(consulta.error) === 400 ? (
        <Box sx={{ p: 2 }}>
          <Alert severity="error" role="alert">
            {geral ?? 'Corrija os filtros indicados acima.'}
          </Alert>
        </Box>
      ) : (
        <Box sx={{ p: 2 }}>
          <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />
        </Box>
      );
  } else {
    const { itens, totais, pagina, porPagina } = consulta.data;
    corpo = (
      <>
        {consulta.isPlaceholderData ? <LinearProgress aria-label="Carregando inadimplentes" /> : null}
        <Box sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', gap: 2, flexDirection: { xs: 'column', md: 'row' }, alignItems: { md: 'flex-start' } }}>
          <Box sx={{ flex: 1 }}>
            <Totais totais={totais} />
          </Box>
          {/* A new set of filters is a new export: the notice of the previous file goes (a page change keeps it). */}
          <ExportarCsv key={chaveFormulario} filtros={filtros} />
        </Box>
        {itens.length === 0 ? (
          <EmptyState mensagem={temFiltro || pagina > 1 ? 'Nenhum inadimplente com estes filtros.' : 'Nenhum inadimplente.'} />
        ) : (
          <>
            {compacto ? <CartoesInadimplentes itens={itens} /> : <TabelaInadimplentes itens={itens} />}
            <TablePagination
              component="div"
              count={totais.pessoas}
              page={pagina - 1}
              rowsPerPage={porPagina}
              rowsPerPageOptions={[]}
              onPageChange={(_evento, nova) => irParaPagina(nova + 1)}
              {...propsPaginacao(compacto)}
            />
          </>
        )}
      </>
    );
  }

  return (
    <PaginaStaff
      titulo="Inadimplência"
      largura="lg"
      descricao={
        <>
          Pessoas com anuidades, parcelas de acordo ou multas vencidas e não pagas. Os valores são o principal vencido, sem multa e juros.
          Os totais somam todas as pessoas dos filtros, não só as desta página.
        </>
      }
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}>
        <FormularioFiltrosInadimplencia
          key={chaveFormulario}
          filtros={filtros}
          errosDoServidor={porCampo}
          aoFiltrar={aplicar}
          aoLimpar={() => aplicar({})}
        />
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby={idResultados} aria-busy={consulta.isFetching} sx={{ overflow: 'hidden' }}>
        <Typography id={idResultados} variant="h2" sx={{ px: { xs: 1.5, sm: 2 }, pt: 2 }}>
          Inadimplentes
        </Typography>
        {corpo}
      </Paper>
    </PaginaStaff>
  );
}
