import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { SITUACOES_REVISAO, type SituacaoRevisao } from '../api/financeiro-staff';
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
  const [searchParams, setSearchParams] = useSearchParams();
  const busca = searchParams.get('busca')?.trim() ?? '';
  const situacao = lerSituacao(searchParams.get('revisao'));
  const pagina = lerPagina(searchParams.get('paginaRevisao'));

  const alterar = (mudancas: Record<string, string | undefined>) =>
    setSearchParams((atual) => {
      const novo = new URLSearchParams(atual);
      for (const [chave, valor] of Object.entries(mudancas)) {
        if (valor === undefined || valor === '') novo.delete(chave);
        else novo.set(chave, valor);
      }
      return novo;
    });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <Link component={RouterLink} to={paths.areaRestrita} variant="body2">
        Voltar para a área restrita
      </Link>
      <Typography variant="h1" sx={{ mt: 1, mb: 1 }}>
        Financeiro
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Consulte os títulos de uma pessoa e acompanhe os pagamentos que o portal não conseguiu liquidar sozinho.
      </Typography>
      <SecaoBuscaTitulos busca={busca} aoBuscar={(nova) => alterar({ busca: nova })} />
      <SecaoPagamentosRevisao
        situacao={situacao}
        pagina={pagina}
        aoMudar={(m) => alterar({ revisao: m.situacao === 'em_revisao' ? undefined : m.situacao, paginaRevisao: m.pagina === 1 ? undefined : String(m.pagina) })}
      />
    </Container>
  );
}
