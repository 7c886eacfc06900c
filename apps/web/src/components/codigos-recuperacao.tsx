import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The recovery codes, shown once: each opens the account once when the phone is not at hand. */
export function CodigosRecuperacao({ codigos }: { codigos: string[] }) {
  const baixar = () => {
    const texto = `Portal unificado — códigos de recuperação\nCada código pode ser usado uma única vez.\n\n${codigos.join('\n')}\n`;
    const url = URL.createObjectURL(new Blob([texto], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'codigos-de-recuperacao-portal-unificado.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        Guarde estes códigos de recuperação em um lugar seguro. Eles aparecem só agora. Cada um permite entrar uma
        única vez se você não estiver com o celular.
      </Alert>
      <Box
        component="ul"
        aria-label="Códigos de recuperação"
        data-testid="codigos-recuperacao"
        sx={{
          listStyle: 'none',
          p: 2,
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, max-content)' },
          columnGap: 4,
          rowGap: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codigos.map((c) => (
          <Typography component="li" key={c} sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>
            {c}
          </Typography>
        ))}
      </Box>
      <Box>
        <Button variant="outlined" onClick={baixar}>
          Baixar os códigos (.txt)
        </Button>
      </Box>
    </Stack>
  );
}
