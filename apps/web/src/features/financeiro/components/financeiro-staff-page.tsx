import { SITUACOES_REVISAO, type SituacaoRevisao } from '@portal/contracts';
import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { PaginaStaff } from '@/components/pagina-staff';
import { paths } from '@/config/paths';
import { useFiltrosNaUrl } from '@/hooks/use-filtros-na-url';
import { AvisosTabelaAnuidadeDaApi } from './avisos-tabela-anuidade';
import { SecaoBuscaTitulos } from './secao-busca-titulos';
import { SecaoPagamentosRevisao } from './secao-pagamentos-revisao';

function lerSituacao(texto: string | null): SituacaoRevisao {
  return (SITUACOES_REVISAO as readonly string[]).includes(texto ?? '') ? (texto as SituacaoRevisao) : 'em_revisao';
}

function lerPagina(texto: string | null): number {
  return texto && /^\d{1,5}$/.test(texto) && Number(texto) >= 1 ? Number(texto) : 1;
}

/**
 * /area-restrita/financeiro: find títulos by CPF or number (and, in the sandbox, simulate their payment through
 * the provider's webhook), and sort out the payments that went to review. The search and the review tab and
 * page live in the URL, so the back button and a shared link show the same thing.
 */
export function FinanceiroStaffPage() {
  const { params, alterar } = useFiltrosNaUrl({ parametroPagina: 'paginaRevisao' });
  const busca = params.get('busca')?.trim() ?? '';
  const situacao = lerSituacao(params.get('revisao'));
  const pagina = lerPagina(params.get('paginaRevisao'));

  return (
    <PaginaStaff
      titulo="Financeiro"
      descricao="Consulte os títulos de uma pessoa e acompanhe os pagamentos que o portal não conseguiu liquidar sozinho."
      acoes={
        <>
          <Button component={RouterLink} to={paths.anuidadeStaff} variant="outlined">
            Tabela da anuidade
          </Button>
          <Button component={RouterLink} to={paths.importarTitulos} variant="outlined" startIcon={<UploadFile />}>
            Importar títulos
          </Button>
        </>
      }
    >
      <AvisosTabelaAnuidadeDaApi />
      <SecaoBuscaTitulos busca={busca} aoBuscar={(nova) => alterar({ busca: nova }, { manterPagina: true })} />
      <SecaoPagamentosRevisao
        situacao={situacao}
        pagina={pagina}
        aoMudar={(m) => alterar({ revisao: m.situacao === 'em_revisao' ? undefined : m.situacao, paginaRevisao: m.pagina === 1 ? undefined : String(m.pagina) })}
      />
    </PaginaStaff>
  );
}
