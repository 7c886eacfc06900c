import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatarCentavos, formatarDataBr, type EventoStaff, type LoteFesta } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { ocultoVisualmente } from '@/components/oculto-visualmente';
import { PaginaStaff } from '@/components/pagina-staff';
import { mensagemDeErro } from '@/lib/api-client';
import { camposDoErro, resumoDoErro } from '@/lib/erros-de-campo';
import { contagem } from '@/lib/plural';
import { useEventosStaff } from '../api/get-eventos-staff';
import { useSalvarEvento } from '../api/salvar-evento';
import { useSalvarLote } from '../api/salvar-lote';
import { paths } from '@/config/paths';
import { centavosDeReais, reaisDeCentavos } from './valores';

/**
 * The lots table on a phone: each lot a block (its name, then each figure under its column's name, then Editar),
 * instead of five columns wider than the screen whose last ones, the action among them, sat off to the side.
 */
const lotesEmpilhadosNoCelular = {
  // Below MUI's sm breakpoint only: from sm up it is the plain table.
  '@media (max-width: 599.95px)': {
    display: 'block',
    '& thead': { display: 'none' },
    '& tbody': { display: 'block' },
    '& tbody tr': { display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' },
    '& tbody td': {
      display: 'flex',
      // The column's name on the left, the figure on the right (MUI reverses the row of a right-aligned cell).
      flexDirection: 'row',
      justifyContent: 'space-between',
      gap: 2,
      textAlign: 'right',
      whiteSpace: 'normal',
      border: 0,
      px: 0,
      py: 0.25,
    },
    '& tbody td[data-rotulo]::before': { content: 'attr(data-rotulo)', color: 'text.secondary', textAlign: 'left', flex: '0 0 40%' },
  },
} as const;

/** /area-restrita/festa-junina: events, lots with prices per kind, caps, and the numbers sold and checked in. */
export function EventosStaffPage() {
  const eventos = useEventosStaff();
  const [novo, setNovo] = useState(false);
  return (
    <PaginaStaff
      titulo="Festa junina"
      descricao="Cadastre o evento, os lotes com preço por tipo de ingresso e os limites por advogado(a). Acompanhe vendas e entradas."
      largura="lg"
      acoes={
        <>
          <Button component={RouterLink} to={paths.festaJuninaCheckIn} variant="outlined">
            Check-in
          </Button>
          {!novo ? (
            <Button variant="contained" onClick={() => setNovo(true)}>
              Novo evento
            </Button>
          ) : null}
        </>
      }
    >
      <Stack spacing={3}>
        {novo ? (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
              Novo evento
            </Typography>
            <FormEvento evento={null} aoFechar={() => setNovo(false)} />
          </Paper>
        ) : null}
        {eventos.isPending ? (
          <LoadingState mensagem="Carregando eventos…" />
        ) : eventos.isError ? (
          <ErrorState mensagem={mensagemDeErro(eventos.error)} onTentarNovamente={() => void eventos.refetch()} />
        ) : eventos.data.length === 0 ? (
          <EmptyState mensagem="Nenhum evento cadastrado." />
        ) : (
          eventos.data.map((e) => <CartaoEvento key={e.id} evento={e} />)
        )}
      </Stack>
    </PaginaStaff>
  );
}

function CartaoEvento({ evento: e }: { evento: EventoStaff }) {
  const [editando, setEditando] = useState(false);
  const [lote, setLote] = useState<LoteFesta | 'novo' | null>(null);
  const id = `evento-${e.id}`;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby={id}>
      <Typography variant="h2" id={id} sx={{ fontSize: '1.25rem' }}>
        {e.nome}
      </Typography>
      <Typography color="textSecondary">
        {formatarDataBr(e.data)} — {e.local}. Capacidade {e.capacidade}; por advogado(a): {e.limiteProprio} próprio e até {contagem(e.limiteConvidados, 'convidado', 'convidados')}.
      </Typography>
      <Typography sx={{ mt: 1 }} data-testid="numeros-evento">
        Emitidos: <strong>{e.emitidos}</strong> · Reservados: <strong>{e.reservados}</strong> · Entradas: <strong>{e.checkins}</strong>
      </Typography>
      {editando ? (
        <Box sx={{ mt: 2 }}>
          <FormEvento evento={e} aoFechar={() => setEditando(false)} />
        </Box>
      ) : (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setEditando(true)} aria-label={`Editar evento ${e.nome}`}>
          Editar evento
        </Button>
      )}
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mt: 2, mb: 1 }}>
        Lotes
      </Typography>
      {e.lotes.length === 0 ? (
        <Typography color="textSecondary">Nenhum lote: cadastre o 1º lote para abrir as vendas.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={`Lotes de ${e.nome}`} sx={lotesEmpilhadosNoCelular}>
            <TableHead>
              <TableRow>
                <TableCell>Lote</TableCell>
                <TableCell align="right">Vendidos</TableCell>
                <TableCell align="right">Preços (adv./conv./criança)</TableCell>
                <TableCell>Abre em</TableCell>
                <TableCell sx={{ position: 'relative' }}>
                  <Box component="span" sx={ocultoVisualmente}>
                    Ações
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {e.lotes.map((l) => (
                <TableRow key={l.id}>
                  <TableCell sx={{ fontWeight: { xs: 600, sm: 400 } }}>{l.nome}</TableCell>
                  <TableCell align="right" data-rotulo="Vendidos">
                    {l.vendidos}/{l.quantidade}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-rotulo="Preços (adv./conv./criança)">
                    {formatarCentavos(l.precos.advogado)} / {formatarCentavos(l.precos.convidado)} / {formatarCentavos(l.precos.crianca)}
                  </TableCell>
                  <TableCell data-rotulo="Abre em">{l.abreEm ? formatarDataBr(l.abreEm) : 'Quando o anterior esgotar'}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => setLote(l)} aria-label={`Editar ${l.nome}`}>
                      Editar
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {lote ? (
        <Box sx={{ mt: 2 }}>
          <FormLote eventoId={e.id} lote={lote === 'novo' ? null : lote} proximaOrdem={e.lotes.length + 1} aoFechar={() => setLote(null)} />
        </Box>
      ) : (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setLote('novo')}>
          Novo lote
        </Button>
      )}
      <Box sx={{ mt: 1 }}>
        <Link component={RouterLink} to={paths.festaJuninaCheckIn} variant="body2">
          Abrir o check-in
        </Link>
      </Box>
    </Paper>
  );
}

function FormEvento({ evento, aoFechar }: { evento: EventoStaff | null; aoFechar: () => void }) {
  const salvar = useSalvarEvento();
  const [v, setV] = useState({
    nome: evento?.nome ?? 'Festa Junina do CEL',
    data: evento?.data ?? '',
    local: evento?.local ?? '',
    capacidade: String(evento?.capacidade ?? 500),
    limiteProprio: String(evento?.limiteProprio ?? 1),
    limiteConvidados: String(evento?.limiteConvidados ?? 4),
  });
  const campos = salvar.isError ? camposDoErro(salvar.error) : {};
  const enviar = (ev: FormEvent) => {
    ev.preventDefault();
    salvar.mutate(
      {
        id: evento?.id ?? null,
        body: { nome: v.nome, data: v.data, local: v.local, capacidade: Number(v.capacidade), limiteProprio: Number(v.limiteProprio), limiteConvidados: Number(v.limiteConvidados) },
      },
      { onSuccess: aoFechar },
    );
  };
  const campo = (nome: keyof typeof v, rotulo: string, extra: Record<string, unknown> = {}) => (
    <TextField label={rotulo} value={v[nome]} onChange={(e) => setV({ ...v, [nome]: e.target.value })} error={Boolean(campos[nome])} helperText={campos[nome]} {...extra} />
  );
  return (
    <Box component="form" noValidate onSubmit={enviar}>
      <Stack spacing={2}>
        {campo('nome', 'Nome do evento')}
        {campo('data', 'Data', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
        {campo('local', 'Local')}
        {campo('capacidade', 'Capacidade', { type: 'number' })}
        {campo('limiteProprio', 'Ingresso próprio por advogado(a)', { type: 'number' })}
        {campo('limiteConvidados', 'Convidados por advogado(a)', { type: 'number' })}
        {salvar.isError ? <Alert severity="error">{resumoDoErro(salvar.error, Object.keys(v))}</Alert> : null}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={salvar.isPending}>
            Salvar evento
          </Button>
          <Button onClick={aoFechar}>Cancelar</Button>
        </Stack>
      </Stack>
    </Box>
  );
}

function FormLote({ eventoId, lote, proximaOrdem, aoFechar }: { eventoId: string; lote: LoteFesta | null; proximaOrdem: number; aoFechar: () => void }) {
  const salvar = useSalvarLote();
  const [v, setV] = useState({
    nome: lote?.nome ?? `${proximaOrdem}º lote`,
    ordem: String(lote?.ordem ?? proximaOrdem),
    quantidade: String(lote?.quantidade ?? 100),
    abreEm: lote?.abreEm ?? '',
    advogado: reaisDeCentavos(lote?.precos.advogado ?? 0),
    convidado: reaisDeCentavos(lote?.precos.convidado ?? 0),
    crianca: reaisDeCentavos(lote?.precos.crianca ?? 0),
  });
  const [invalido, setInvalido] = useState<string | null>(null);
  const campos = salvar.isError ? camposDoErro(salvar.error) : {};
  // The server names each price by its place in the body (precos.advogado).
  const chave = (nome: keyof typeof v) => (nome === 'advogado' || nome === 'convidado' || nome === 'crianca' ? `precos.${nome}` : nome);
  const enviar = (ev: FormEvent) => {
    ev.preventDefault();
    const [advogado, convidado, crianca] = [centavosDeReais(v.advogado), centavosDeReais(v.convidado), centavosDeReais(v.crianca)];
    if (advogado === null || convidado === null || crianca === null) {
      setInvalido('Informe os preços em reais, por exemplo 80,00.');
      return;
    }
    setInvalido(null);
    salvar.mutate(
      { eventoId, loteId: lote?.id ?? null, body: { nome: v.nome, ordem: Number(v.ordem), quantidade: Number(v.quantidade), abreEm: v.abreEm || null, precos: { advogado, convidado, crianca } } },
      { onSuccess: aoFechar },
    );
  };
  const campo = (nome: keyof typeof v, rotulo: string, extra: Record<string, unknown> = {}) => (
    <TextField label={rotulo} value={v[nome]} onChange={(e) => setV({ ...v, [nome]: e.target.value })} {...extra} {...(campos[chave(nome)] ? { error: true, helperText: campos[chave(nome)] } : {})} />
  );
  return (
    <Box component="form" noValidate onSubmit={enviar}>
      <Stack spacing={2}>
        <Typography variant="h4" sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {lote ? `Editar ${lote.nome}` : 'Novo lote'}
        </Typography>
        {campo('nome', 'Nome do lote')}
        {campo('ordem', 'Ordem', { type: 'number' })}
        {campo('quantidade', 'Quantidade', { type: 'number' })}
        {campo('abreEm', 'Abre em (opcional)', { type: 'date', slotProps: { inputLabel: { shrink: true } }, helperText: 'Sem data, abre quando o lote anterior esgotar.' })}
        {campo('advogado', 'Preço advogado(a) (R$)', { slotProps: { htmlInput: { inputMode: 'decimal' } } })}
        {campo('convidado', 'Preço convidado(a) (R$)', { slotProps: { htmlInput: { inputMode: 'decimal' } } })}
        {campo('crianca', 'Preço criança (R$)', { slotProps: { htmlInput: { inputMode: 'decimal' } } })}
        {invalido ? <Alert severity="error">{invalido}</Alert> : null}
        {salvar.isError ? <Alert severity="error">{resumoDoErro(salvar.error, (Object.keys(v) as (keyof typeof v)[]).map(chave))}</Alert> : null}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={salvar.isPending}>
            Salvar lote
          </Button>
          <Button onClick={aoFechar}>Cancelar</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
