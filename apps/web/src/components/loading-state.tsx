import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

interface LoadingStateProps {
  mensagem?: string;
  /** Fills the viewport (start-up, route loading) instead of a page section. */
  telaCheia?: boolean;
}

export function LoadingState({ mensagem = 'Carregando…', telaCheia = false }: LoadingStateProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        py: 6,
        minHeight: telaCheia ? '100dvh' : undefined,
      }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography color="text.secondary">{mensagem}</Typography>
    </Box>
  );
}
