import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  AREAS_REQUERIMENTO,
  ROTULO_AREA,
  ROTULO_STATUS,
  STATUS_ABERTOS,
  STATUS_REQUERIMENTO,
  type AreaRequerimento,
  type StatusRequerimento,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LinkVoltar } from '@/components/link-voltar';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { paths } from '@/config/paths';
import { lerEnum, lerPagina, useFiltrosNaUrl } from '@/hooks/use-filtros-na-url';
import { mensagemDeErro } from '@/lib/api-client';
import { atalhoVisivel } from '@/lib/atalhos';
import { lerUsuarioLogado } from '@/lib/auth-storage';
import { useUsuarioAtual } from '@/lib/get-usuario-atual';
import { useRequerimentos } from '../api/get-requerimentos';
import { CarregandoLista } from './carregando-lista';
import { ListaDeRequerimentos } from './item-requerimento';
import { FiltroSelecao } from '@/components/filtro-selecao';
import { Paginacao } from '@/components/paginacao';

export type VarianteLista = 'todos' | 'oab' | 'casag-andamento' | 'casag';

export const TAMANHO_PAGINA = 10;

interface Configuracao {
  titulo: string;
  descricao: string;
  /** Fixed area; null = the member picks it (filter). */
  area: AreaRequerimento | null;
  abertos: boolean | undefined;
  statusPossiveis: readonly StatusRequerimento[];
  vazio: string;
  /** Where to start when there is nothing yet. */
  inicio: { rotulo: string; href: string; somenteAdvogado?: boolean }[];
  /** The parent page: the back link above the title. */
  voltar: { para: string; destino: string };
}

const CONFIGURACOES: Record<VarianteLista, Configuracao> = {
  todos: {
    titulo: 'Meus requerimentos',
    descricao: 'Todos os seus requerimentos da OAB, da CASAG e da Ouvidoria, do mais recente ao mais antigo.',
    area: null,
    abertos: undefined,
    statusPossiveis: STATUS_REQUERIMENTO,
    vazio: 'Você ainda não fez nenhum requerimento.',
    inicio: [
      { rotulo: 'Requerimentos OAB', href: paths.requerimento, somenteAdvogado: true },
      { rotulo: 'Benefícios CASAG', href: paths.casagRequerimentos },
      { rotulo: 'Ouvidoria', href: paths.ouvidoria },
    ],
    voltar: { para: paths.home, destino: 'o início' },
  },
  oab: {
    titulo: 'Meus requerimentos OAB',
    descricao: 'Seus pedidos de serviços da OAB, do mais recente ao mais antigo.',
    area: 'oab',
    abertos: undefined,
    statusPossiveis: STATUS_REQUERIMENTO,
    vazio: 'Você ainda não fez nenhum requerimento à OAB.',
    inicio: [{ rotulo: 'Solicitar um serviço', href: paths.requerimento }],
    voltar: { para: paths.requerimento, destino: 'os requerimentos OAB' },
  },
  'casag-andamento': {
    titulo: 'Requerimentos CASAG em andamento',
    descricao: 'Seus pedidos à CASAG que ainda aguardam alguma etapa: rascunhos, em análise e em diligência.',
    area: 'casag',
    abertos: true,
    statusPossiveis: STATUS_ABERTOS,
    vazio: 'Nenhum requerimento CASAG em andamento.',
    inicio: [{ rotulo: 'Ver benefícios', href: paths.casagRequerimentos }],
    voltar: { para: paths.homeCasag, destino: 'a CASAG' },
  },
  casag: {
    titulo: 'Meus requerimentos CASAG',
    descricao: 'Todos os seus pedidos de benefícios à CASAG, do mais recente ao mais antigo.',
    area: 'casag',
    abertos: undefined,
    statusPossiveis: STATUS_REQUERIMENTO,
    vazio: 'Você ainda não fez nenhum requerimento à CASAG.',
    inicio: [{ rotulo: 'Ver benefícios', href: paths.casagRequerimentos }],
    voltar: { para: paths.homeCasag, destino: 'a CASAG' },
  },
};


/**
 * The member's requests with a scope per route: /perfil/meus-requerimentos (all, filtered by area and
 * status), /requerimentos (OAB), /home/casag/requerimentosCasag (open CASAG ones) and
 * /home/casag/meusRequerimentosCasag (all CASAG). Filters and page live in the URL (?area=&status=&pagina=).
 */
export function ListaRequerimentosPage({ variante }: { variante: VarianteLista }) {
  const config = CONFIGURACOES[variante];
  const usuario = useUsuarioAtual().data ?? lerUsuarioLogado();
  const { params, alterar, irParaPagina, limpar } = useFiltrosNaUrl();
  const areaFiltro = config.area === null ? lerEnum(params.get('area'), AREAS_REQUERIMENTO) : undefined;
  const status = lerEnum(params.get('status'), config.statusPossiveis);
  const pagina = lerPagina(params.get('pagina'));
  const comFiltro = Boolean(areaFiltro ?? status);

  const consulta = useRequerimentos({
    area: config.area ?? areaFiltro,
    status,
    abertos: config.abertos,
    pagina,
    tamanho: TAMANHO_PAGINA,
  });

  // A new filter starts from the first page.
  const mudar = (chave: 'area' | 'status', valor: string) => alterar({ [chave]: valor }, { substituir: true });
  const limparFiltros = limpar;

  let conteudo: ReactNode;
  if (consulta.isPending) {
    conteudo = <CarregandoLista rotulo="Carregando seus requerimentos" />;
  } else if (consulta.isError) {
    conteudo = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  } else if (consulta.data.itens.length === 0) {
    conteudo =
      comFiltro || pagina > 1 ? (
        <Box sx={{ textAlign: 'center' }}>
          <EmptyState mensagem={comFiltro ? 'Nenhum requerimento encontrado com estes filtros.' : 'Não há requerimentos nesta página.'} />
          {comFiltro ? null : <Button onClick={() => irParaPagina(1)}>Ir para a primeira página</Button>}
        </Box>
      ) : (
        <Box sx={{ textAlign: 'center' }} data-testid="lista-vazia">
          <EmptyState mensagem={config.vazio} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ justifyContent: 'center' }}>
            {config.inicio.filter((l) => atalhoVisivel(l, usuario)).map((l) => (
              <Button key={l.href} component={RouterLink} to={l.href} variant="outlined">
                {l.rotulo}
              </Button>
            ))}
          </Stack>
        </Box>
      );
  } else {
    const { itens, total } = consulta.data;
    conteudo = (
      <>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }} aria-live="polite" data-testid="lista-total">
          {total === 1 ? '1 requerimento' : `${total} requerimentos`}
        </Typography>
        <Box sx={{ opacity: consulta.isPlaceholderData ? 0.6 : 1 }} aria-busy={consulta.isPlaceholderData}>
          <ListaDeRequerimentos itens={itens} rotulo={config.titulo} />
        </Box>
        <Paginacao
          pagina={pagina}
          paginas={Math.max(1, Math.ceil(total / TAMANHO_PAGINA))}
          onMudar={(p) => irParaPagina(p)}
          rotulo="Páginas de requerimentos"
        />
      </>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <LinkVoltar {...config.voltar} />
      <Typography variant="h1" sx={{ mt: 1, mb: 1 }}>
        {config.titulo}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {config.descricao}
      </Typography>

      <Stack component="form" role="search" aria-label="Filtrar requerimentos" direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ mb: 3 }} onSubmit={(e) => e.preventDefault()}>
        {config.area === null ? (
          <FiltroSelecao
            id="filtro-area"
            rotulo="Área"
            valor={areaFiltro ?? ''}
            onMudar={(v) => mudar('area', v)}
            semFiltro="Todas"
            opcoes={AREAS_REQUERIMENTO.map((a) => ({ valor: a, rotulo: ROTULO_AREA[a] }))}
            sx={{ minWidth: { sm: 200 } }}
          />
        ) : null}
        <FiltroSelecao
          id="filtro-status"
          rotulo="Situação"
          valor={status ?? ''}
          onMudar={(v) => mudar('status', v)}
          semFiltro="Todas"
          opcoes={config.statusPossiveis.map((s) => ({ valor: s, rotulo: ROTULO_STATUS[s] }))}
          sx={{ minWidth: { sm: 220 } }}
        />
        {comFiltro ? (
          <Button onClick={limparFiltros} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
            Limpar filtros
          </Button>
        ) : null}
      </Stack>

      {conteudo}
    </Container>
  );
}
