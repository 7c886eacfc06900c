import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Placeholder cards while a list loads. */
export function CarregandoLista({ rotulo, linhas = 3 }: { rotulo: string; linhas?: number }) {
  return (
    <Box role="status" aria-label={rotulo} data-testid="lista-carregando">
      {Array.from({ length: linhas }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={96} sx={{ mb: 1.5 }} />
      ))}
    </Box>
  );
}
