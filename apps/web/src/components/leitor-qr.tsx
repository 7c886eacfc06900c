import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';

/**
 * The camera reader of the gates and vaccination sites (festa check-in, vaccine application); import it lazily
 * so it loads only when the staff member turns the camera on (its own chunk). It uses the
 * browser's BarcodeDetector where there is one (Chrome on Android), else the `barcode-detector` ponyfill
 * (ZXing-C++ in WebAssembly, served by the portal itself, never a CDN). Calls `aoLer` with each QR text read,
 * at most once per 2 s for the same text.
 */
export default function LeitorQr({ aoLer, rotulo, aoFechar }: { aoLer: (texto: string) => void; rotulo: string; aoFechar?: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [erro, setErro] = useState<string | null>(null);
  const aoLerAtual = useRef(aoLer);
  useEffect(() => {
    aoLerAtual.current = aoLer;
  }, [aoLer]);

  useEffect(() => {
    let parado = false;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let ultimo = { texto: '', em: 0 };
    async function iniciar() {
      if (!navigator.mediaDevices?.getUserMedia) {
        setErro('Este navegador não dá acesso à câmera. Digite o código.');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch {
        setErro('Não foi possível abrir a câmera (permissão negada ou câmera ocupada). Digite o código.');
        return;
      }
      if (parado) {
        stream.getTracks().forEach((t) => t.stop());
        return;
      }
      const v = video.current!;
      v.srcObject = stream;
      await v.play().catch(() => undefined);
      const detector = await criarDetector();
      const ler = async () => {
        if (parado) return;
        try {
          if (v.readyState >= 2) {
            const achados = await detector.detect(v);
            const texto = achados[0]?.rawValue;
            const agora = Date.now();
            if (texto && (texto !== ultimo.texto || agora - ultimo.em > 2000)) {
              ultimo = { texto, em: agora };
              aoLerAtual.current(texto);
            }
          }
        } catch {
          // A frame that could not be decoded: try the next one.
        }
        timer = window.setTimeout(() => void ler(), 200);
      };
      void ler();
    }
    void iniciar();
    return () => {
      parado = true;
      if (timer) window.clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  return (
    <Box>
      {erro ? (
        <Alert severity="warning">{erro}</Alert>
      ) : (
        <Box component="video" ref={video} muted playsInline aria-label={rotulo} sx={{ width: '100%', maxHeight: 360, bgcolor: 'black', borderRadius: 1 }} />
      )}
      {aoFechar ? <Button onClick={aoFechar}>Fechar câmera</Button> : null}
    </Box>
  );
}

interface Detector {
  detect(fonte: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

async function criarDetector(): Promise<Detector> {
  const nativo = (globalThis as { BarcodeDetector?: { new (o: { formats: string[] }): Detector; getSupportedFormats?: () => Promise<string[]> } }).BarcodeDetector;
  if (nativo) {
    const formatos = (await nativo.getSupportedFormats?.().catch(() => [])) ?? [];
    if (formatos.includes('qr_code')) return new nativo({ formats: ['qr_code'] });
  }
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({ overrides: { locateFile: (caminho: string, prefixo: string) => (caminho.endsWith('.wasm') ? wasmUrl : prefixo + caminho) } });
  return new BarcodeDetector({ formats: ['qr_code'] });
}
