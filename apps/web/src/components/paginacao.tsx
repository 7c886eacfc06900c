import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function rotuloItem(tipo: string, pagina: number | null, selecionada: boolean): string {
  switch (tipo) {
    case 'page':
      return selecionada ? `Página ${pagina ?? ''}, atual` : `Ir para a página ${pagina ?? ''}`;
    case 'next':
      return 'Próxima página';
    case 'previous':
      return 'Página anterior';
    case 'first':
      return 'Primeira página';
    default:
      return 'Última página';
  }
}

/** Page links under a list (labels in Portuguese; compact enough for 360 px). `rotulo` names the list for screen readers. */
export function Paginacao({ pagina, paginas, onMudar, rotulo }: { pagina: number; paginas: number; onMudar: (p: number) => void; rotulo: string }) {
  if (paginas <= 1) return null;
  const atual = Math.min(pagina, paginas);
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', mt: 3 }}>
      <Pagination
        aria-label={rotulo}
        page={atual}
        count={paginas}
        onChange={(_e, p) => onMudar(p)}
        siblingCount={0}
        color="primary"
        getItemAriaLabel={rotuloItem}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        Página {atual} de {paginas}
      </Typography>
    </Stack>
  );
}
