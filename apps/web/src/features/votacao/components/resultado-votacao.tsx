import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
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
              <LinearProgress variant="determinate" value={pct} aria-label={`${o.texto}: ${pct.toLocaleString('pt-BR')}%`} />
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
