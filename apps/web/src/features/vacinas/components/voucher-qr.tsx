import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatarCodigoCurto } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { ocultoVisualmente } from '@/components/oculto-visualmente';

/**
 * A paid dose's voucher: the QR of its signed code (drawn here with `qrcode`, loaded with this page's chunk) and
 * the short code under it, which staff can type when there is no camera.
 */
export function VoucherQr({ codigo, codigoCurto, pessoa }: { codigo: string; codigoCurto: string; pessoa: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [falhou, setFalhou] = useState(false);
  useEffect(() => {
    let vivo = true;
    import('qrcode')
      .then((m) => m.toString(codigo, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((s) => vivo && setSvg(s))
      .catch(() => vivo && setFalhou(true));
    return () => {
      vivo = false;
    };
  }, [codigo]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }} data-testid="voucher">
      {svg ? (
        <Box
          component="img"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={`QR do voucher de ${pessoa}`}
          sx={{ width: 200, maxWidth: '100%', height: 'auto', bgcolor: '#fff', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      ) : falhou ? (
        <Typography variant="body2" color="textSecondary">
          Não foi possível desenhar o QR. Use o código abaixo.
        </Typography>
      ) : (
        <Box sx={{ width: 200, height: 200, maxWidth: '100%' }} aria-hidden="true" />
      )}
      <Typography component="p" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '1.25rem', letterSpacing: 1 }}>
        <Box component="span" sx={ocultoVisualmente}>
          Código do voucher:{' '}
        </Box>
        <span data-testid="codigo-curto">{formatarCodigoCurto(codigoCurto)}</span>
      </Typography>
    </Box>
  );
}
