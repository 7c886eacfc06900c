import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { mensagemDeErro } from '@/lib/api-client';
import { formatarDataHora } from '@/lib/datas';
import { useHistoricoCadastral } from '../api/get-historico-cadastral';
import { formatarValor, rotuloDoCampo } from './formatar';

const TAMANHO = 10;

/** Every change to the member's data, newest first: when, which field, before → after. */
export function HistoricoCadastral() {
  const [pagina, setPagina] = useState(1);
  const consulta = useHistoricoCadastral({ pagina, tamanho: TAMANHO });

  if (consulta.isPending) {
    return (
      <Box role="status" aria-label="Carregando o histórico">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={48} />
        ))}
      </Box>
    );
  }
  if (consulta.isError) {
    return (
      <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />
    );
  }
  const { itens, total } = consulta.data;
  if (itens.length === 0) return <EmptyState mensagem="Nenhuma alteração registrada até agora." />;
  const paginas = Math.max(1, Math.ceil(total / TAMANHO));

  return (
    <Box>
      <Box component="ul" aria-label="Alterações cadastrais" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="historico-cadastral">
        {itens.map((item) => (
          <Box
            component="li"
            key={item.id}
            sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
          >
            <Typography variant="body2" color="textSecondary">
              <time dateTime={item.em}>{formatarDataHora(item.em)}</time>
              {item.alteradoPorNome ? ` · por ${item.alteradoPorNome}` : ''}
            </Typography>
            <Typography component="p" sx={{ overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {rotuloDoCampo(item.campo)}:
              </Box>{' '}
              {formatarValor(item.campo, item.valorAnterior)} <span>→</span>{' '}
              {formatarValor(item.campo, item.valorNovo)}
            </Typography>
          </Box>
        ))}
      </Box>
      {paginas > 1 ? (
        <Box component="nav" aria-label="Páginas do histórico" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Button onClick={() => setPagina((p) => p - 1)} disabled={pagina <= 1 || consulta.isFetching}>
            Mais recentes
          </Button>
          <Typography variant="body2" color="textSecondary" aria-live="polite">
            Página {pagina} de {paginas}
          </Typography>
          <Button onClick={() => setPagina((p) => p + 1)} disabled={pagina >= paginas || consulta.isFetching}>
            Mais antigas
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
