/** An image's size in pixels, as its header declares it. */
export interface Dimensoes {
  largura: number;
  altura: number;
}

/** Markers that start a frame (SOF0–SOF15 but DHT C4, JPG C8 and DAC CC): baseline, extended, progressive, lossless, arithmetic. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * Reads the dimensions an image declares from its bytes as they arrive, keeping no more than a few of
 * them: a PNG's IHDR chunk (right after the signature), a JPEG's frame header (SOFn, after the APPn,
 * DQT, DHT... segments, skipped by their length without being kept). `invalida` when the header is not
 * where it must be (a JPEG whose scan starts before its frame, a PNG without IHDR first).
 */
export class LeitorDimensoes {
  dimensoes: Dimensoes | null = null;
  invalida = false;

  /** PNG: the first 24 bytes. JPEG: the bytes of the field being read (segment length, frame header). */
  private campo: number[] = [];
  private estado: 'pular' | 'ff' | 'marcador' | 'tamanho' | 'quadro' = 'pular';
  /** JPEG: bytes still to skip (the SOI marker first, then each segment's body). */
  private restante = 2;
  private ehQuadro = false;

  constructor(private readonly formato: 'png' | 'jpeg') {}

  get concluida(): boolean {
    return this.dimensoes !== null || this.invalida;
  }

  alimentar(chunk: Buffer): void {
    if (this.concluida) return;
    if (this.formato === 'png') this.png(chunk);
    else this.jpeg(chunk);
  }

  private png(chunk: Buffer): void {
    for (let i = 0; i < chunk.length && this.campo.length < 24; i++) this.campo.push(chunk[i] as number);
    if (this.campo.length < 24) return;
    const b = Buffer.from(this.campo);
    // 8-byte signature, then the IHDR chunk: length 13, type, width, height (each non-zero, at most 2^31 - 1).
    const largura = b.readUInt32BE(16);
    const altura = b.readUInt32BE(20);
    if (b.readUInt32BE(8) !== 13 || b.toString('latin1', 12, 16) !== 'IHDR' || largura === 0 || altura === 0 || largura > 0x7fffffff || altura > 0x7fffffff) {
      this.invalida = true;
      return;
    }
    this.dimensoes = { largura, altura };
  }

  private jpeg(chunk: Buffer): void {
    let i = 0;
    while (i < chunk.length && !this.concluida) {
      if (this.estado === 'pular') {
        const n = Math.min(this.restante, chunk.length - i);
        i += n;
        this.restante -= n;
        if (this.restante === 0) this.estado = 'ff';
        continue;
      }
      const b = chunk[i++] as number;
      switch (this.estado) {
        case 'ff':
          if (b !== 0xff) this.invalida = true;
          else this.estado = 'marcador';
          break;
        case 'marcador':
          if (b === 0xff) break; // fill bytes before a marker
          if (b === 0x01 || (b >= 0xd0 && b <= 0xd7)) {
            this.estado = 'ff'; // markers without a body (TEM, RSTn)
          } else if (b === 0xd8 || b === 0xd9 || b === 0xda || b === 0x00) {
            this.invalida = true; // a second SOI, the end or the scan before any frame header
          } else {
            this.ehQuadro = SOF.has(b);
            this.campo = [];
            this.estado = 'tamanho';
          }
          break;
        case 'tamanho': {
          this.campo.push(b);
          if (this.campo.length < 2) break;
          const tamanho = ((this.campo[0] as number) << 8) | (this.campo[1] as number);
          this.campo = [];
          if (tamanho < 2 || (this.ehQuadro && tamanho < 8)) {
            this.invalida = true;
          } else if (this.ehQuadro) {
            this.estado = 'quadro';
          } else {
            this.restante = tamanho - 2;
            this.estado = this.restante === 0 ? 'ff' : 'pular';
          }
          break;
        }
        case 'quadro': {
          // Sample precision, then height and width (2 bytes each).
          this.campo.push(b);
          if (this.campo.length < 5) break;
          const [, a1, a2, l1, l2] = this.campo as [number, number, number, number, number];
          const altura = (a1 << 8) | a2;
          const largura = (l1 << 8) | l2;
          // Height 0 means "given later by a DNL marker", which browsers do not support: not an image we can show.
          if (largura === 0 || altura === 0) this.invalida = true;
          else this.dimensoes = { largura, altura };
          break;
        }
      }
    }
  }
}
