import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';

/** The browser's BarcodeDetector (Chromium on Android and desktop; absent in Firefox and Safari for now). */
interface DetectorDeCodigos {
  detect(fonte: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type ConstrutorDetector = new (opcoes: { formats: string[] }) => DetectorDeCodigos;

function construtorDetector(): ConstrutorDetector | null {
  const c = (globalThis as { BarcodeDetector?: ConstrutorDetector }).BarcodeDetector;
  return typeof c === 'function' && typeof navigator.mediaDevices?.getUserMedia === 'function' ? c : null;
}

/** Whether this browser can read a QR with the camera (else staff type the code). */
export const podeLerQr = () => construtorDetector() !== null;

/**
 * Reads one QR with the camera through the browser's BarcodeDetector and hands its text to `aoLer`; the
 * camera stops as soon as a code is read or the reader closes. No library: where the browser has no detector
 * the page offers only the typed code.
 */
export function LeitorQr({ aoLer, aoFechar }: { aoLer: (texto: string) => void; aoFechar: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [erro, setErro] = useState<string | null>(null);
  useEffect(() => {
    const Detector = construtorDetector();
    if (!Detector) return;
    let parado = false;
    let fluxo: MediaStream | null = null;
    let espera: ReturnType<typeof setTimeout> | undefined;
    const detector = new Detector({ formats: ['qr_code'] });
    const procurar = async () => {
      if (parado || !video.current) return;
      try {
        const achados = await detector.detect(video.current);
        const texto = achados[0]?.rawValue;
        if (texto) {
          parado = true;
          aoLer(texto);
          return;
        }
      } catch {
        // A frame not ready yet: try the next one.
      }
      espera = setTimeout(() => void procurar(), 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (f) => {
        fluxo = f;
        if (parado || !video.current) return;
        video.current.srcObject = f;
        await video.current.play();
        void procurar();
      })
      .catch(() => setErro('Não foi possível abrir a câmera. Permita o acesso à câmera ou digite o código.'));
    return () => {
      parado = true;
      clearTimeout(espera);
      fluxo?.getTracks().forEach((t) => t.stop());
    };
  }, [aoLer]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      {erro ? <Alert severity="warning">{erro}</Alert> : <Box component="video" ref={video} muted playsInline aria-label="Imagem da câmera para ler o QR" sx={{ width: 320, maxWidth: '100%', borderRadius: 1, bgcolor: 'grey.900' }} />}
      <Button onClick={aoFechar}>Fechar câmera</Button>
    </Box>
  );
}
