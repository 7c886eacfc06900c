import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { mensagemDeErro } from '@/lib/api-client';
import { contagem } from '@/lib/plural';
import { useCodigo } from '../api/get-codigo';
import { useLista } from '../api/get-lista';

/**
 * The room screen: full screen, the QR of the current code (drawn with `qrcode`, loaded with this chunk), redrawn as
 * it changes, and the count of who is present, read from the list every 2 s while it is shown.
 */
export function QrSala({ listaId, titulo, fechar }: { listaId: string; titulo: string; fechar: () => void }) {
  const codigo = useCodigo(listaId);
  const presentes = useLista(listaId, { sala: true }).data?.registros.length ?? 0;
  const [svg, setSvg] = useState<string | null>(null);
  const url = codigo.data?.url;
  useEffect(() => {
    if (!url) return;
    let vivo = true;
    import('qrcode')
      .then((m) => m.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((s) => vivo && setSvg(s))
      .catch(() => vivo && setSvg(null));
    return () => {
      vivo = false;
    };
  }, [url]);
  return (
    <Dialog fullScreen open onClose={fechar} aria-labelledby="sala-titulo">
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 3, textAlign: 'center' }}>
        <Typography id="sala-titulo" component="h2" variant="h1">
          {titulo}
        </Typography>
        <Typography>Leia o QR com o celular, já logado no portal, para registrar a sua presença. O código muda a cada 30 segundos.</Typography>
        {codigo.isPending ? (
          <LoadingState mensagem="Gerando o código…" />
        ) : codigo.isError ? (
          <ErrorState mensagem={mensagemDeErro(codigo.error)} onTentarNovamente={() => void codigo.refetch()} tentando={codigo.isFetching} />
        ) : (
          <>
            {svg && (
              <Box
                component="img"
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
                alt="QR de presença da sala"
                sx={{ width: 'min(80vw, 60vh)', height: 'auto', bgcolor: '#fff', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
              />
            )}
            <Typography variant="body2" sx={{ wordBreak: 'break-all', fontFamily: 'ui-monospace, monospace' }} data-testid="url-presenca">
              {codigo.data.url}
            </Typography>
          </>
        )}
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }} role="status">
          {contagem(presentes, 'presente', 'presentes')}
        </Typography>
        <Button variant="outlined" onClick={fechar}>
          Sair da tela da sala
        </Button>
      </Box>
    </Dialog>
  );
}
