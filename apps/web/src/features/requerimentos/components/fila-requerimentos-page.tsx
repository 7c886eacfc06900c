import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
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
  AGUARDA,
  AREAS_REQUERIMENTO,
  CATALOGO,
  formatarDataBr,
  ROTULO_AREA,
  ROTULO_STATUS,
  STATUS_REQUERIMENTO,
  tiposDaArea,
  type Aguarda,
  type AreaRequerimento,
  type ItemFila,
} from '@portal/contracts';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { StatusRequerimentoChip } from './status-requerimento-chip';
import { PaginaStaff } from '@/components/pagina-staff';
import { hrefRequerimentoStaff } from '@/config/paths';
import { lerEnum, useFiltrosNaUrl } from '@/hooks/use-filtros-na-url';
import { mensagemDeErro, statusDoErro } from '@/lib/api-client';
import { useFila, type ParametrosFila } from '../api/get-fila';
import { formatarIdade } from './formatar-requerimento';
import { MENSAGEM_SEM_PERMISSAO_REVISAR } from './mensagens-staff';
import { propsPaginacao } from '@/components/props-paginacao';

export const TAMANHOS_PAGINA_FILA = [10, 20, 50] as const;
const TAMANHO_INICIAL = 20;
const IDADE_MAXIMA = 3650;

/** Statuses staff can filter by: drafts are never in the queue. */
const STATUS_DA_FILA = STATUS_REQUERIMENTO.filter((s) => s !== 'rascunho');

/** The Situação choices for open requests, named for what they hold (the helper text lists the statuses). */
const ROTULO_SEM_SITUACAO = 'Todos em aberto';
const AJUDA_SEM_SITUACAO = 'Aguardam a equipe (enviados, em análise) ou o requerente (pagamento, diligência).';
const ROTULO_AGUARDA: Record<Aguarda, string> = { equipe: 'Aguardando a equipe', requerente: 'Aguardando o requerente' };
const AJUDA_AGUARDA: Record<Aguarda, string> = {
  equipe: 'Enviados e em análise.',
  requerente: 'Aguardando pagamento ou em diligência.',
};
/** Select values of the two groups (a status is its own value). */
const PREFIXO_AGUARDA = 'aguarda:';

function tiposDoFiltro(area: AreaRequerimento | undefined) {
  return area ? tiposDaArea(area) : [...CATALOGO];
}

function lerIdade(texto: string | null): number | undefined {
  if (texto === null || !/^\d{1,4}$/.test(texto)) return undefined;
  const n = Number(texto);
  return n <= IDADE_MAXIMA ? n : undefined;
}

/** The queue's filters from the URL; anything unknown or malformed is ignored. */
function lerFiltros(sp: URLSearchParams): ParametrosFila {
  const area = lerEnum(sp.get('area'), AREAS_REQUERIMENTO);
  const codigoTexto = sp.get('codigo');
  const codigo = tiposDoFiltro(area).some((t) => t.codigo === codigoTexto) ? (codigoTexto ?? undefined) : undefined;
  const status = lerEnum(sp.get('status'), STATUS_DA_FILA);
  const aguarda = status ? undefined : lerEnum(sp.get('aguarda'), AGUARDA);
  const paginaTexto = sp.get('pagina');
  const pagina = paginaTexto && /^\d{1,6}$/.test(paginaTexto) && Number(paginaTexto) >= 1 ? Number(paginaTexto) : 1;
  const tamanhoTexto = Number(sp.get('tamanho'));
  const tamanho = (TAMANHOS_PAGINA_FILA as readonly number[]).includes(tamanhoTexto) ? tamanhoTexto : TAMANHO_INICIAL;
  return { area, codigo, status, aguarda, idadeMinimaDias: lerIdade(sp.get('idade')), pagina, tamanho };
}

/** Navigation state the detail page reads to go back to the queue as it was (filters, page). */
interface EstadoVindoDaFila {
  buscaDaFila: string;
}

function Protocolo({ item }: { item: ItemFila }) {
  const { search } = useLocation();
  const estado: EstadoVindoDaFila = { buscaDaFila: search };
  return (
    <Link component={RouterLink} to={hrefRequerimentoStaff(item.id)} state={estado} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
      {item.protocolo ?? 'Sem protocolo'}
    </Link>
  );
}

function Tipo({ item }: { item: ItemFila }) {
  return (
    <>
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {item.codigo}
      </Box>{' '}
      — {item.titulo}
      {item.sensivel ? <Chip size="small" variant="outlined" label="Sensível" sx={{ ml: 1 }} /> : null}
    </>
  );
}

const requerente = (item: ItemFila) => item.requerenteNome ?? 'Anônimo';
const prazo = (item: ItemFila) => (item.prazoDiligencia ? formatarDataBr(item.prazoDiligencia) : '—');

function TabelaFila({ itens }: { itens: ItemFila[] }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label="Tabela da fila de requerimentos" sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Protocolo</TableCell>
            <TableCell scope="col">Tipo</TableCell>
            <TableCell scope="col">Requerente</TableCell>
            <TableCell scope="col">Situação</TableCell>
            <TableCell scope="col">Na situação</TableCell>
            <TableCell scope="col">Prazo da diligência</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {itens.map((item) => (
            <TableRow hover key={item.id} data-testid="fila-linha">
              <TableCell>
                <Protocolo item={item} />
              </TableCell>
              <TableCell>
                <Tipo item={item} />
              </TableCell>
              <TableCell>{requerente(item)}</TableCell>
              <TableCell>
                <StatusRequerimentoChip status={item.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatarIdade(item.idadeDias)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{prazo(item)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** 360 px: one card per request, the protocol as its heading link. */
function CartoesFila({ itens }: { itens: ItemFila[] }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: { xs: 1.5, sm: 2 }, m: 0 }}>
      {itens.map((item) => (
        <Card component="li" variant="outlined" key={item.id} data-testid="fila-cartao">
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
              <Typography variant="subtitle1" component="h2">
                <Protocolo item={item} />
              </Typography>
              <StatusRequerimentoChip status={item.status} />
            </Stack>
            <Typography variant="body2" sx={{ mb: 1 }}>
              <Tipo item={item} />
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, typography: 'body2' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                Requerente
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {requerente(item)}
              </Box>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                Na situação
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {formatarIdade(item.idadeDias)}
              </Box>
              {item.prazoDiligencia ? (
                <>
                  <Box component="dt" sx={{ color: 'text.secondary' }}>
                    Prazo da diligência
                  </Box>
                  <Box component="dd" sx={{ m: 0 }}>
                    {prazo(item)}
                  </Box>
                </>
              ) : null}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** The minimum-age filter: typed freely, applied to the URL only when it is a valid number of days. */
function CampoIdade({ valor, aoMudar }: { valor: number | undefined; aoMudar: (dias: number | undefined) => void }) {
  const daUrl = valor === undefined ? '' : String(valor);
  const [texto, setTexto] = useState(daUrl);
  const [ultimoDaUrl, setUltimoDaUrl] = useState(daUrl);
  if (daUrl !== ultimoDaUrl) {
    // The URL changed from outside (back button, 'Limpar filtros'): show what it says.
    setUltimoDaUrl(daUrl);
    setTexto(daUrl);
  }
  const limpo = texto.trim();
  const invalido = limpo !== '' && lerIdade(limpo) === undefined;
  return (
    <TextField
      id="fila-idade"
      label="Parado há pelo menos (dias)"
      placeholder="Ex.: 30"
      value={texto}
      onChange={(e) => {
        const novo = e.target.value;
        setTexto(novo);
        const t = novo.trim();
        if (t === '') aoMudar(undefined);
        else {
          const dias = lerIdade(t);
          if (dias !== undefined) aoMudar(dias);
        }
      }}
      error={invalido}
      helperText={invalido ? `Use um número de 0 a ${IDADE_MAXIMA}.` : 'Dias desde a última mudança de situação.'}
      // The label sits above the field, like the selects beside it: inside the field it was cut at 1280 px.
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 }, inputLabel: { shrink: true } }}
      fullWidth
    />
  );
}

/** /area-restrita/requerimentos: the staff review queue, filtered by area, type, status and age. */
export function FilaRequerimentosPage() {
  const theme = useTheme();
  const compacto = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  // Any filter change goes back to page 1.
  const { params, alterar } = useFiltrosNaUrl();
  const filtros = lerFiltros(params);
  const consulta = useFila(filtros);

  const tipos = tiposDoFiltro(filtros.area);
  const temFiltro = Boolean(filtros.area ?? filtros.codigo ?? filtros.status ?? filtros.aguarda) || filtros.idadeMinimaDias !== undefined;

  let corpo;
  if (consulta.isPending) {
    corpo = <LoadingState mensagem="Carregando requerimentos…" />;
  } else if (consulta.isError) {
    corpo =
      statusDoErro(consulta.error) === 403 ? (
        <Box sx={{ p: 2 }}>
          <ErrorState mensagem={MENSAGEM_SEM_PERMISSAO_REVISAR} />
        </Box>
      ) : (
        <Box sx={{ p: 2 }}>
          <ErrorState
            mensagem={mensagemDeErro(consulta.error)}
            onTentarNovamente={() => void consulta.refetch()}
            tentando={consulta.isFetching}
          />
        </Box>
      );
  } else if (consulta.data.itens.length === 0) {
    corpo = (
      <EmptyState
        mensagem={temFiltro ? 'Nenhum requerimento encontrado com estes filtros.' : 'Nenhum requerimento em aberto na fila.'}
      />
    );
  } else {
    const { itens, total } = consulta.data;
    corpo = (
      <>
        {consulta.isPlaceholderData ? <LinearProgress aria-label="Carregando requerimentos" /> : null}
        {compacto ? <CartoesFila itens={itens} /> : <TabelaFila itens={itens} />}
        <TablePagination
          component="div"
          count={total}
          page={filtros.pagina - 1}
          rowsPerPage={filtros.tamanho}
          rowsPerPageOptions={[...TAMANHOS_PAGINA_FILA]}
          onPageChange={(_evento, nova) => alterar({ pagina: String(nova + 1) }, { manterPagina: true })}
          onRowsPerPageChange={(evento) => alterar({ tamanho: String(evento.target.value) })}
          {...propsPaginacao(compacto)}
        />
      </>
    );
  }

  return (
    <PaginaStaff
      titulo="Fila de requerimentos"
      largura="lg"
      descricao={
        <>
          Requerimentos em aberto: os que aguardam a equipe e os que aguardam o requerente (pagamento ou diligência), ordenados pelo
          tempo na situação atual, os que esperam há mais tempo primeiro. Para ver só o que depende da equipe, escolha “Aguardando a
          equipe” em Situação.
        </>
      }
    >
      <Paper variant="outlined" component="section" aria-label="Filtros" sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1.6fr 1.6fr 1.2fr' },
            alignItems: 'start',
          }}
        >
          <TextField
            id="fila-area"
            select
            label="Área"
            value={filtros.area ?? ''}
            onChange={(e) => {
              const area = e.target.value as AreaRequerimento | '';
              const codigoSegue = area && filtros.codigo ? tiposDaArea(area).some((t) => t.codigo === filtros.codigo) : true;
              alterar({ area: area || undefined, ...(codigoSegue ? {} : { codigo: undefined }) });
            }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <option value="">Todas</option>
            {AREAS_REQUERIMENTO.map((a) => (
              <option key={a} value={a}>
                {ROTULO_AREA[a]}
              </option>
            ))}
          </TextField>
          <TextField
            id="fila-tipo"
            select
            label="Tipo"
            value={filtros.codigo ?? ''}
            onChange={(e) => alterar({ codigo: e.target.value || undefined })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <option value="">Todos</option>
            {tipos.map((t) => (
              <option key={t.codigo} value={t.codigo}>
                {t.codigo} — {t.titulo}
              </option>
            ))}
          </TextField>
          <TextField
            id="fila-status"
            select
            label="Situação"
            value={filtros.status ?? (filtros.aguarda ? `${PREFIXO_AGUARDA}${filtros.aguarda}` : '')}
            onChange={(e) => {
              const valor = e.target.value;
              if (valor.startsWith(PREFIXO_AGUARDA)) alterar({ status: undefined, aguarda: valor.slice(PREFIXO_AGUARDA.length) });
              else alterar({ status: valor || undefined, aguarda: undefined });
            }}
            helperText={filtros.status ? undefined : filtros.aguarda ? AJUDA_AGUARDA[filtros.aguarda] : AJUDA_SEM_SITUACAO}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <option value="">{ROTULO_SEM_SITUACAO}</option>
            {AGUARDA.map((a) => (
              <option key={a} value={`${PREFIXO_AGUARDA}${a}`}>
                {ROTULO_AGUARDA[a]}
              </option>
            ))}
            <optgroup label="Uma situação">
              {STATUS_DA_FILA.map((s) => (
                <option key={s} value={s}>
                  {ROTULO_STATUS[s]}
                </option>
              ))}
            </optgroup>
          </TextField>
          <CampoIdade
            valor={filtros.idadeMinimaDias}
            aoMudar={(dias) => alterar({ idade: dias === undefined ? undefined : String(dias) }, { substituir: true })}
          />
        </Box>
        {temFiltro ? (
          <Button size="small" sx={{ mt: 1 }} onClick={() => alterar({ area: undefined, codigo: undefined, status: undefined, aguarda: undefined, idade: undefined })}>
            Limpar filtros
          </Button>
        ) : null}
      </Paper>

      <Paper variant="outlined" component="section" aria-label="Requerimentos da fila" aria-busy={consulta.isFetching} sx={{ overflow: 'hidden' }}>
        {corpo}
      </Paper>
    </PaginaStaff>
  );
}
