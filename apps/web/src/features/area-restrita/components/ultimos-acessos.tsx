import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { RegistroAuditoria, TipoAuditoria } from '@portal/contracts';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { mensagemDeErro } from '@/lib/api-client';
import { formatarDataHora } from '@/lib/datas';
import { useAuditoria } from '../api/get-auditoria';
import { descreverEvento, descreverMotivo } from './formatar-auditoria';
import { propsPaginacao } from '@/components/props-paginacao';

export const TAMANHOS_PAGINA = [10, 20, 50] as const;
const TAMANHO_INICIAL = 20;
/** On a phone each access is a ~225 px card: 5 a page keeps the pager within reach (20 made 4,500 px). */
const TAMANHOS_PAGINA_CELULAR = [5, 10, 20] as const;
const TAMANHO_INICIAL_CELULAR = 5;

/** What the panel says for each kind of listing: accesses only (the default) or every row of the log. */
const TEXTOS: Record<TipoAuditoria, { titulo: string; lista: string; tabela: string; carregando: string; vazio: string }> = {
  acessos: {
    titulo: 'Últimos acessos ao portal',
    lista: 'Lista dos últimos acessos',
    tabela: 'Tabela dos últimos acessos',
    carregando: 'Carregando registros de acesso',
    vazio: 'Nenhum registro de acesso.',
  },
  todos: {
    titulo: 'Últimos acessos e ações no portal',
    lista: 'Lista dos últimos registros',
    tabela: 'Tabela dos últimos registros',
    carregando: 'Carregando registros',
    vazio: 'Nenhum registro.',
  },
};

/** The sizes offered on this screen, plus the one staff chose on another (after a rotation, say). */
function opcoesDeTamanho(compacto: boolean, tamanho: number): number[] {
  const opcoes: number[] = [...(compacto ? TAMANHOS_PAGINA_CELULAR : TAMANHOS_PAGINA)];
  return opcoes.includes(tamanho) ? opcoes : [...opcoes, tamanho].sort((a, b) => a - b);
}

function Resultado({ registro }: { registro: RegistroAuditoria }) {
  return (
    <>
      <Chip
        size="small"
        color={registro.sucesso ? 'success' : 'error'}
        label={registro.sucesso ? 'Sucesso' : 'Falha'}
      />
      {!registro.sucesso && registro.motivo ? (
        <Typography variant="caption" component="p" color="textSecondary" sx={{ mt: 0.5 }}>
          {descreverMotivo(registro.motivo)}
        </Typography>
      ) : null}
    </>
  );
}

/** What a permission or situação change did and the reason given, under the event's name. */
function Resumo({ registro }: { registro: RegistroAuditoria }) {
  if (!registro.resumo) return null;
  return (
    <Typography variant="caption" component="p" color="textSecondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }} data-testid="auditoria-resumo">
      {registro.resumo}
    </Typography>
  );
}

function Linha({ registro }: { registro: RegistroAuditoria }) {
  return (
    <TableRow hover data-testid="auditoria-linha">
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <time dateTime={registro.em}>{formatarDataHora(registro.em, { segundos: true })}</time>
      </TableCell>
      <TableCell>{registro.usuarioNome ?? '—'}</TableCell>
      <TableCell>
        {descreverEvento(registro.acao, registro.metodo)}
        <Resumo registro={registro} />
      </TableCell>
      <TableCell>
        <Resultado registro={registro} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>{registro.ip ?? '—'}</TableCell>
    </TableRow>
  );
}

/** Below sm (360 px): one card per row, every column as a labelled line, nothing cut off. */
function CartoesAcessos({ itens, rotulo }: { itens: RegistroAuditoria[]; rotulo: string }) {
  return (
    <Stack
      component="ul"
      spacing={1.5}
      aria-label={rotulo}
      sx={{ listStyle: 'none', p: 1.5, pt: 0, m: 0 }}
    >
      {itens.map((registro) => (
        <Card component="li" variant="outlined" key={registro.id} data-testid="auditoria-cartao">
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{
                justifyContent: 'space-between',
                alignItems: 'flex-start',
                flexWrap: 'wrap',
                mb: 1,
              }}
            >
              <Box>
                <Typography variant="subtitle2" component="p">
                  {descreverEvento(registro.acao, registro.metodo)}
                </Typography>
                <Resumo registro={registro} />
              </Box>
              <Box>
                <Resultado registro={registro} />
              </Box>
            </Stack>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'auto minmax(0, 1fr)',
                columnGap: 1.5,
                rowGap: 0.5,
                typography: 'body2',
              }}
            >
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                Data e hora
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                <time dateTime={registro.em}>{formatarDataHora(registro.em, { segundos: true })}</time>
              </Box>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                Usuário
              </Box>
              <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {registro.usuarioNome ?? '—'}
              </Box>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                IP
              </Box>
              <Box component="dd" sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {registro.ip ?? '—'}
              </Box>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function LinhasCarregando({ quantidade }: { quantidade: number }) {
  return Array.from({ length: quantidade }, (_, i) => (
    <TableRow key={i}>
      {[0, 1, 2, 3, 4].map((c) => (
        <TableCell key={c}>
          <Skeleton />
        </TableCell>
      ))}
    </TableRow>
  ));
}

/**
 * Panel 'Últimos acessos ao portal': the audit log, newest first, page by page. Accesses only by default
 * (sign-in, sign-out, sessions, credentials); a switch shows every row, staff actions included.
 */
export function UltimosAcessos() {
  const idTitulo = useId();
  const theme = useTheme();
  const compacto = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [tipo, setTipo] = useState<TipoAuditoria>('acessos');
  const textos = TEXTOS[tipo];
  const [pagina, setPagina] = useState(1);
  // Until staff choose a page size, it follows the screen.
  const [tamanhoEscolhido, setTamanho] = useState<number | null>(null);
  const tamanho = tamanhoEscolhido ?? (compacto ? TAMANHO_INICIAL_CELULAR : TAMANHO_INICIAL);
  const consulta = useAuditoria({ pagina, tamanho, tipo });

  let corpo;
  if (consulta.isPending) {
    corpo = (
      <Box role="status" aria-label={textos.carregando} data-testid="auditoria-carregando">
        <TableContainer>
          <Table size="small" aria-hidden="true">
            <TableBody>
              <LinhasCarregando quantidade={5} />
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
    );
  } else if (consulta.isError) {
    corpo = (
      <Box sx={{ p: 2 }}>
        <ErrorState
          mensagem={mensagemDeErro(consulta.error)}
          onTentarNovamente={() => void consulta.refetch()}
          tentando={consulta.isFetching}
        />
      </Box>
    );
  } else if (consulta.data.itens.length === 0) {
    corpo = <EmptyState mensagem={textos.vazio} />;
  } else {
    const { itens, total } = consulta.data;
    corpo = (
      <>
        {consulta.isPlaceholderData ? <LinearProgress aria-label="Carregando página de registros" /> : null}
        {compacto ? (
          <CartoesAcessos itens={itens} rotulo={textos.lista} />
        ) : (
          <TableContainer
            tabIndex={0}
            role="region"
            aria-label={textos.tabela}
            sx={{ maxWidth: '100%', overflowX: 'auto' }}
          >
            <Table size="small" sx={{ minWidth: 640 }}>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">Data e hora</TableCell>
                  <TableCell scope="col">Usuário</TableCell>
                  <TableCell scope="col">Evento</TableCell>
                  <TableCell scope="col">Resultado</TableCell>
                  <TableCell scope="col">IP</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {itens.map((registro) => (
                  <Linha key={registro.id} registro={registro} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <TablePagination
          component="div"
          count={total}
          page={pagina - 1}
          rowsPerPage={tamanho}
          rowsPerPageOptions={opcoesDeTamanho(compacto, tamanho)}
          onPageChange={(_evento, nova) => setPagina(nova + 1)}
          onRowsPerPageChange={(evento) => {
            setTamanho(Number(evento.target.value));
            setPagina(1);
          }}
          {...propsPaginacao(compacto)}
        />
      </>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={idTitulo} sx={{ overflow: 'hidden' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{
          p: { xs: 2, sm: 3 },
          pb: { xs: 1.5, sm: 2 },
          justifyContent: 'space-between',
          alignItems: { xs: 'stretch', sm: 'center' },
          flexWrap: 'wrap',
        }}
      >
        <Typography id={idTitulo} variant="h2">
          {textos.titulo}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={tipo}
          aria-label="Mostrar"
          fullWidth={compacto}
          onChange={(_evento, novo: TipoAuditoria | null) => {
            // A click on the button already pressed gives null: the choice stays.
            if (novo === null || novo === tipo) return;
            setTipo(novo);
            setPagina(1);
          }}
        >
          <ToggleButton value="acessos">Acessos</ToggleButton>
          <ToggleButton value="todos">Todos os registros</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {corpo}
    </Paper>
  );
}
