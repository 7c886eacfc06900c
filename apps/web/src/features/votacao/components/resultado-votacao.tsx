import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ResultadoVotacao } from '@portal/contracts';

/** The tally: votes per option, with its share of the ballots. */
export function ResultadoVotacaoLista({ resultado, titulo }: { resultado: ResultadoVotacao; titulo: string }) {
  const total = resultado.totalCedulas;
  return (
    <Box component="section" aria-label={`Resultado: ${titulo}`}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Resultado ({total} {total === 1 ? 'voto' : 'votos'})
      </Typography>
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {resultado.opcoes.map((o) => {
          const pct = total === 0 ? 0 : Math.round((o.votos / total) * 1000) / 10;
          return (
            <li key={o.id}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {o.texto}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="votos-opcao">
                  {o.votos} ({pct.toLocaleString('pt-BR')}%)
                </Typography>
              </Box>
              {/* A drawn bar, not a progressbar: the share is in the text beside the option (and a progressbar reads as loading). */}
              <Box aria-hidden="true" sx={{ height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }}>
                <Box sx={{ height: '100%', width: `${pct}%`, bgcolor: 'primary.main' }} />
              </Box>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
