import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface EmailRecebido {
  de: string;
  para: string[];
  bruto: string;
  assunto: string;
  /** The decoded text/plain part. */
  texto: string;
}

function decodificarQP(s: string): string {
  const bytes: number[] = [];
  const limpo = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < limpo.length; i++) {
    const c = limpo[i]!;
    if (c === '=' && /^[0-9A-F]{2}$/i.test(limpo.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(limpo.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodificarCabecalho(v: string): string {
  // Whitespace between two adjacent encoded words is not part of the text (RFC 2047).
  return v
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, txt: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(txt, 'base64').toString('utf8') : decodificarQP(txt.replace(/_/g, ' ')),
    );
}

/** The text/plain part of a (possibly multipart) message, decoded. */
export function textoDoEmail(bruto: string): string {
  const partes = bruto.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const parte of partes) {
    const [cabecalho = '', ...resto] = parte.split(/\r?\n\r?\n/);
    if (!/content-type:\s*text\/plain/i.test(cabecalho)) continue;
    const corpo = resto.join('\n\n').replace(/\r?\n--[^\r\n]+--\s*$/, '');
    if (/content-transfer-encoding:\s*quoted-printable/i.test(cabecalho)) return decodificarQP(corpo);
    if (/content-transfer-encoding:\s*base64/i.test(cabecalho)) return Buffer.from(corpo.replace(/\s/g, ''), 'base64').toString('utf8');
    return corpo;
  }
  return '';
}

/** A real SMTP server in the test process: the app sends through SMTP_URL and tests read what arrived. */
export class CaixaDeTeste {
  readonly recebidos: EmailRecebido[] = [];
  private esperas: Array<{ filtro: (e: EmailRecebido) => boolean; resolver: (e: EmailRecebido) => void }> = [];
  private readonly servidor: SMTPServer;
  porta = 0;

  constructor() {
    this.servidor = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const pedacos: Buffer[] = [];
        stream.on('data', (c: Buffer) => pedacos.push(c));
        stream.on('end', () => {
          const bruto = Buffer.concat(pedacos).toString('utf8');
          const assunto = /^subject:\s*(.*(?:\r?\n[ \t].*)*)/im.exec(bruto)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
          const email: EmailRecebido = {
            de: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            para: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            bruto,
            assunto: decodificarCabecalho(assunto.trim()),
            texto: textoDoEmail(bruto),
          };
          this.recebidos.push(email);
          this.esperas = this.esperas.filter((w) => {
            if (!w.filtro(email)) return true;
            w.resolver(email);
            return false;
          });
          callback();
        });
      },
    });
  }

  async iniciar(): Promise<string> {
    await new Promise<void>((resolve) => this.servidor.listen(0, '127.0.0.1', resolve));
    this.porta = (this.servidor.server.address() as AddressInfo).port;
    return `smtp://127.0.0.1:${this.porta}`;
  }

  /** The next message (already received or still to come) to this address that matches. */
  esperar(para: string, filtro: (e: EmailRecebido) => boolean = () => true, timeoutMs = 10_000): Promise<EmailRecebido> {
    const alvo = (e: EmailRecebido) => e.para.includes(para.toLowerCase()) && filtro(e);
    const ja = this.recebidos.find(alvo);
    if (ja) {
      this.recebidos.splice(this.recebidos.indexOf(ja), 1);
      return Promise.resolve(ja);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`nenhum e-mail para ${para} em ${timeoutMs} ms`)), timeoutMs);
      this.esperas.push({
        filtro: alvo,
        resolver: (e) => {
          clearTimeout(timer);
          this.recebidos.splice(this.recebidos.indexOf(e), 1);
          resolve(e);
        },
      });
    });
  }

  /** The first link in a message's text that starts with base + path prefix. */
  static link(e: EmailRecebido, prefixo: string): string {
    const m = new RegExp(`${prefixo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s"<>]*`).exec(e.texto);
    if (!m) throw new Error(`sem link ${prefixo} no e-mail "${e.assunto}":\n${e.texto}`);
    return m[0];
  }

  fechar(): Promise<void> {
    return new Promise((resolve) => this.servidor.close(() => resolve()));
  }
}
