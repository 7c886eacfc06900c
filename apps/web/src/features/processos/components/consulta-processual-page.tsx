import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProcessoResumo } from '@portal/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { hrefProcesso } from '@/config/paths';
import { mensagemDeErro, statusDoErro } from '@/lib/api-client';
import { useBuscaProcessos, type BuscaProcessos } from '../api/get-busca-processos';
import { rotuloClasse, rotuloOrgao } from './processo-formatar';
import { PaginaProcessos } from './processo-pagina';

/** The search in the address (?numero=… or ?nome=…, &pagina=…), so a result can be linked and the back button works. */
function buscaDaUrl(p: URLSearchParams): BuscaProcessos | null {
  const pagina = Math.max(1, Number.parseInt(p.get('pagina') ?? '1', 10) || 1);
  const numero = p.get('numero')?.trim();
  if (numero) return { por: 'numero', termo: numero, pagina };
  const nome = p.get('nome')?.trim();
  if (nome) return { por: 'nome', termo: nome, pagina };
  return null;
}

function ItemResultado({ p }: { p: ProcessoResumo }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} data-testid="resultado-processo">
      <Link component={RouterLink} to={hrefProcesso(p.id)} sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
        Processo {p.numero}
      </Link>
      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {rotuloClasse(p.classe)} · {rotuloOrgao(p.orgao)} · Fase: {p.fase}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
        {p.assunto}
      </Typography>
    </Paper>
  );
}

function Resultados({ busca, irParaPagina }: { busca: BuscaProcessos; irParaPagina: (n: number) => void }) {
  const consulta = useBuscaProcessos(busca);
  if (consulta.isPending) return <LoadingState mensagem="Buscando processos…" />;
  if (consulta.isError) {
    if (statusDoErro(consulta.error) === 400) return <Alert severity="warning">{mensagemDeErro(consulta.error)}</Alert>;
    return <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  }
  const r = consulta.data;
  if (r.total === 0) return <EmptyState mensagem="Nenhum processo encontrado." />;
  const paginas = Math.ceil(r.total / r.tamanhoPagina);
  return (
    <Box>
      <Typography role="status" sx={{ mb: 1.5 }}>
        {r.total === 1 ? '1 processo encontrado.' : `${r.total} processos encontrados.`}
        {paginas > 1 ? ` Página ${r.pagina} de ${paginas}.` : ''}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }} aria-label="Processos encontrados">
        {r.itens.map((p) => (
          <ItemResultado key={p.id} p={p} />
        ))}
      </Stack>
      {paginas > 1 ? (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="outlined" disabled={r.pagina <= 1} onClick={() => irParaPagina(r.pagina - 1)}>
            Anterior
          </Button>
          <Button variant="outlined" disabled={r.pagina >= paginas} onClick={() => irParaPagina(r.pagina + 1)}>
            Próxima
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}

/** /ConsultaProcessual: search the section's processes by number or by a party's name. */
export function ConsultaProcessualPage() {
  const [parametros, setParametros] = useSearchParams();
  const busca = buscaDaUrl(parametros);
  const [por, setPor] = useState<'numero' | 'nome'>(busca?.por ?? 'numero');
  const [termo, setTermo] = useState(busca?.termo ?? '');
  const [erro, setErro] = useState<string | null>(null);

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const t = termo.trim();
    if (!t) {
      setErro(por === 'numero' ? 'Informe o número do processo.' : 'Informe o nome de uma parte.');
      return;
    }
    setErro(null);
    setParametros({ [por]: t });
  };

  let conteudo: ReactNode = null;
  if (busca) conteudo = <Resultados busca={busca} irParaPagina={(n) => setParametros({ [busca.por]: busca.termo, pagina: String(n) })} />;

  return (
    <PaginaProcessos titulo="Consulta processual" descricao="Busque os processos da Seccional pelo número (AAAA.NNNNNN) ou pelo nome de uma parte.">
      <Paper variant="outlined" component="form" role="search" aria-label="Consulta processual" onSubmit={enviar} noValidate sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <RadioGroup
          row
          aria-label="Buscar por"
          value={por}
          onChange={(e) => {
            setPor(e.target.value === 'nome' ? 'nome' : 'numero');
            setErro(null);
          }}
        >
          <FormControlLabel value="numero" control={<Radio />} label="Número do processo" />
          <FormControlLabel value="nome" control={<Radio />} label="Nome da parte" />
        </RadioGroup>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1.5, alignItems: { sm: 'flex-start' } }}>
          <TextField
            label={por === 'numero' ? 'Número do processo' : 'Nome da parte'}
            placeholder={por === 'numero' ? '2026.000101' : 'Maria Souza'}
            value={termo}
            onChange={(e) => setTermo(e.target.value)}
            error={erro !== null}
            helperText={erro ?? (por === 'numero' ? 'O número inteiro ou o começo dele.' : 'Uma ou mais palavras do nome, com ou sem acentos.')}
            slotProps={{ htmlInput: { maxLength: por === 'numero' ? 20 : 150, inputMode: por === 'numero' ? 'decimal' : 'text' } }}
            fullWidth
          />
          <Button type="submit" variant="contained" sx={{ minWidth: 120, height: 56 }}>
            Buscar
          </Button>
        </Stack>
      </Paper>
      <Box aria-live="polite" data-testid="resultado-consulta">
        {conteudo}
      </Box>
    </PaginaProcessos>
  );
}
