import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatarDataBr } from '@portal/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { lerPagina, useFiltrosNaUrl } from '@/hooks/use-filtros-na-url';
import { mensagemDeErro } from '@/lib/api-client';
import { useTabelaHonorarios } from '../api/get-tabela-honorarios';
import { HonorariosLista } from './honorarios-lista';
import { FiltroSelecao } from '@/components/filtro-selecao';
import { Paginacao } from '@/components/paginacao';
import { LinkVoltar } from '@/components/link-voltar';
import { paths } from '@/config/paths';

/** Typing pauses this long before the search runs (Enter runs it at once). */
const ESPERA_BUSCA_MS = 300;
/** On a phone each act takes ~125 px: 10 a page instead of the server's 50 (one 6,000 px page). */
const POR_PAGINA_CELULAR = 10;

function descreverFiltro(busca: string, area: string): string {
  if (busca && area) return `Nenhum ato encontrado para “${busca}” em ${area}.`;
  if (busca) return `Nenhum ato encontrado para “${busca}”.`;
  if (area) return `Nenhum ato encontrado em ${area}.`;
  return 'Nenhum ato encontrado.';
}

/**
 * /feetable: the fee table in force (minimum fees approved by the section), searchable by area and by act or
 * code. Filters and page live in the URL (?area=&busca=&pagina=), so a search can be shared or bookmarked.
 */
export function TabelaHonorariosPage() {
  const { params, alterar, irParaPagina, limpar } = useFiltrosNaUrl();
  const area = params.get('area') ?? '';
  const busca = (params.get('busca') ?? '').trim();
  const pagina = lerPagina(params.get('pagina'));
  const theme = useTheme();
  const celular = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const consulta = useTabelaHonorarios({ area: area || undefined, busca: busca || undefined, pagina, porPagina: celular ? POR_PAGINA_CELULAR : undefined });

  const [texto, setTexto] = useState(busca);
  // The URL changed from outside the field (back button, 'Limpar busca'): the field follows it. Compared with the
  // trimmed text, so a space the member is still typing is not taken away.
  const [buscaVista, setBuscaVista] = useState(busca);
  if (busca !== buscaVista) {
    setBuscaVista(busca);
    if (busca !== texto.trim()) setTexto(busca);
  }

  // A new filter starts from the first page.
  const mudar = (mudancas: Partial<Record<'area' | 'busca', string>>) => alterar(mudancas, { substituir: true });

  useEffect(() => {
    const alvo = texto.trim();
    if (alvo === busca) return undefined;
    const espera = window.setTimeout(() => mudar({ busca: alvo }), ESPERA_BUSCA_MS);
    return () => window.clearTimeout(espera);
    // `mudar` is rebuilt on every render; the timer only depends on what was typed and what the URL holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [texto, busca]);

  // A page past the end (a link from a phone, 10 a page, opened where pages hold 50): go to the last page.
  const ultimaPagina = consulta.data ? Math.max(1, Math.ceil(consulta.data.total / consulta.data.porPagina)) : null;
  const alemDoFim = ultimaPagina !== null && consulta.data !== undefined && !consulta.isPlaceholderData && consulta.data.total > 0 && pagina > ultimaPagina;
  useEffect(() => {
    if (!alemDoFim || ultimaPagina === null) return;
    // Replacing the entry, so that Back does not land on the page past the end again.
    irParaPagina(ultimaPagina, { substituir: true });
  }, [alemDoFim, ultimaPagina, irParaPagina]);

  const buscarAgora = () => {
    const alvo = texto.trim();
    if (alvo !== busca) mudar({ busca: alvo });
  };

  const dados = consulta.data;
  const areas = dados?.areas ?? (area ? [area] : []);
  const comFiltro = Boolean(area || busca);

  let conteudo: ReactNode;
  if (consulta.isPending) {
    conteudo = (
      <Box role="status" aria-label="Carregando a tabela de honorários" data-testid="honorarios-carregando">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={72} sx={{ mb: 1.5 }} />
        ))}
      </Box>
    );
  } else if (consulta.isError) {
    conteudo = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  } else if (alemDoFim) {
    conteudo = (
      <Box role="status" aria-label="Carregando a tabela de honorários" data-testid="honorarios-carregando">
        <Skeleton variant="rounded" height={72} />
      </Box>
    );
  } else if (consulta.data.itens.length === 0) {
    conteudo = (
      <Paper variant="outlined" sx={{ textAlign: 'center', pb: comFiltro ? 3 : 0 }} data-testid="honorarios-vazio">
        <EmptyState mensagem={comFiltro ? descreverFiltro(busca, area) : 'A tabela em vigor não tem atos cadastrados.'} />
        {comFiltro ? (
          <Button
            onClick={() => {
              setTexto('');
              limpar();
            }}
          >
            Limpar busca
          </Button>
        ) : null}
      </Paper>
    );
  } else {
    const { itens, total, porPagina } = consulta.data;
    conteudo = (
      <>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }} aria-live="polite" data-testid="honorarios-total">
          {total === 1 ? `1 ato${comFiltro ? ' encontrado' : ''}` : `${total.toLocaleString('pt-BR')} atos${comFiltro ? ' encontrados' : ''}`}
        </Typography>
        <Box sx={{ opacity: consulta.isPlaceholderData ? 0.6 : 1 }} aria-busy={consulta.isPlaceholderData}>
          <HonorariosLista itens={itens} />
        </Box>
        <Paginacao rotulo="Páginas da tabela de honorários" pagina={pagina} paginas={Math.max(1, Math.ceil(total / porPagina))} onMudar={(p) => irParaPagina(p)} />
      </>
    );
  }

  // Before any version is in force there is nothing to filter: only the explanation.
  const semVersao = dados !== undefined && dados.versao === null;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <LinkVoltar para={paths.homeOab} destino="a OAB-GO" />
      <Typography variant="h1" sx={{ mt: 1, mb: 1 }}>
        Tabela de honorários
      </Typography>
      <Typography color="textSecondary" sx={{ mb: dados?.versao ? 0.5 : 3 }}>
        Valores mínimos de honorários advocatícios aprovados pela Seccional, por área e ato.
      </Typography>
      {dados?.versao ? (
        <Typography sx={{ mb: 3, fontWeight: 600 }} data-testid="vigencia">
          Vigente desde {formatarDataBr(dados.versao.vigenciaInicio)}
        </Typography>
      ) : null}

      {semVersao ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="honorarios-sem-versao">
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            Tabela ainda não publicada
          </Typography>
          <Typography color="textSecondary">
            Ainda não há uma tabela de honorários em vigor no portal. Assim que a Seccional publicar a tabela aprovada, ela
            aparece aqui, com busca por área e por ato.
          </Typography>
        </Paper>
      ) : (
        <>
          <Stack
            component="form"
            role="search"
            aria-label="Buscar na tabela de honorários"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            useFlexGap
            sx={{ mb: 3 }}
            onSubmit={(e) => {
              e.preventDefault();
              buscarAgora();
            }}
          >
            <FiltroSelecao
              id="honorarios-area"
              rotulo="Área"
              valor={area}
              onMudar={(v) => mudar({ area: v })}
              semFiltro="Todas as áreas"
              opcoes={areas.map((a) => ({ valor: a, rotulo: a }))}
              sx={{ minWidth: { sm: 220 }, maxWidth: { sm: 280 } }}
            />
            <TextField
              id="honorarios-busca"
              label="Buscar ato ou código"
              type="search"
              size="small"
              value={texto}
              onChange={(e) => setTexto(e.target.value)}
              placeholder="Ex.: divórcio, habeas corpus, 2.1"
              slotProps={{
                htmlInput: { maxLength: 100, enterKeyHint: 'search' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search aria-hidden="true" />
                    </InputAdornment>
                  ),
                },
              }}
              sx={{ flex: 1 }}
            />
          </Stack>
          {conteudo}
        </>
      )}
    </Container>
  );
}
