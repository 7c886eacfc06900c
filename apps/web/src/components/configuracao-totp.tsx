import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConfiguracaoSegundoFator } from '@portal/contracts';

/** Groups of four for reading the secret aloud or typing it: "JBSW Y3DP EHPK 3PXP". */
function emGrupos(segredo: string): string {
  return segredo.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * The authenticator set-up material: the QR code (made on the server) and the secret for manual entry.
 * Used by the login's forced set-up and by the settings.
 */
export function ConfiguracaoTotp({ configuracao }: { configuracao: ConfiguracaoSegundoFator }) {
  return (
    <Stack spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
      <Typography variant="body2">
        1. No aplicativo autenticador (Google Authenticator, Microsoft Authenticator, FreeOTP, 1Password…), adicione
        uma conta lendo o QR code abaixo.
      </Typography>
      <Box
        component="img"
        src={configuracao.qrCode}
        alt="QR code para adicionar o Portal unificado ao aplicativo autenticador"
        width={200}
        height={200}
        sx={{ alignSelf: 'center', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
        data-testid="qrcode-2fa"
      />
      <Typography variant="body2">Não consegue ler o QR code? Digite esta chave no aplicativo:</Typography>
      <Typography
        component="code"
        aria-label="Chave para digitar no aplicativo"
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', wordBreak: 'break-all', bgcolor: 'action.hover', p: 1, borderRadius: 1 }}
        data-testid="segredo-2fa"
        data-segredo={configuracao.segredo}
      >
        {emGrupos(configuracao.segredo)}
      </Typography>
      <Typography variant="body2">2. Digite o código de 6 dígitos que o aplicativo mostrar.</Typography>
    </Stack>
  );
}
