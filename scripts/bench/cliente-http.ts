// A lean HTTP/1.1 client for the bench's load generators (carga-em-taxa.ts, gerador-de-logins.ts): one request
// built once as bytes and written as it is, over keep-alive connections, one request at a time on each; of the
// answer, only the status and the body's length are read (the body is skipped). On a machine of 2 cores the generators share the CPU
// with the server they measure: node:http's client spent about 0.8 ms of CPU a request (40 % of a core at
// 500 req/s, more than the server), and what it takes is taken from the server. This one spends a few tens of
// µs. It speaks only what the portal and bare Fastify answer here: a status line, headers, a body of
// Content-Length bytes.
import net from 'node:net';

export interface Resposta {
  status: number;
}

interface Conexao {
  socket: net.Socket;
  /** Bytes received and not yet consumed (a partial answer). */
  pendente: Buffer;
  atual: { resolve(r: Resposta): void; reject(e: Error): void } | null;
}

const FIM_CABECALHOS = Buffer.from('\r\n\r\n');

/** The request as bytes: method, path, Host, the given headers and the body (with its Content-Length). */
export function montarRequisicao(url: URL, metodo: 'GET' | 'POST', cabecalhos: Record<string, string> = {}, corpo = ''): Buffer {
  const linhas = [`${metodo} ${url.pathname}${url.search} HTTP/1.1`, `Host: ${url.host}`];
  for (const [nome, valor] of Object.entries(cabecalhos)) linhas.push(`${nome}: ${valor}`);
  if (metodo === 'POST') linhas.push(`Content-Length: ${Buffer.byteLength(corpo)}`);
  return Buffer.from(`${linhas.join('\r\n')}\r\n\r\n${corpo}`);
}

export class ClienteHttp {
  private readonly livres: Conexao[] = [];
  private readonly todas = new Set<Conexao>();

  constructor(
    private readonly url: URL,
    private readonly requisicao: Buffer,
  ) {}

  /** Opens `n` connections ahead of time (a measurement that must not count connecting). */
  async abrir(n: number): Promise<void> {
    const novas = await Promise.all(Array.from({ length: n }, () => this.conectar()));
    this.livres.push(...novas);
  }

  /** Sends the request on a free connection (a new one when none is free); resolves with the answer. */
  async enviar(): Promise<Resposta> {
    const c = this.livres.pop() ?? (await this.conectar());
    return new Promise<Resposta>((resolve, reject) => {
      c.atual = { resolve, reject };
      c.socket.write(this.requisicao);
    });
  }

  fechar(): void {
    for (const c of this.todas) c.socket.destroy();
    this.todas.clear();
    this.livres.length = 0;
  }

  private conectar(): Promise<Conexao> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: this.url.hostname, port: Number(this.url.port), noDelay: true });
      const c: Conexao = { socket, pendente: Buffer.alloc(0), atual: null };
      socket.once('connect', () => {
        this.todas.add(c);
        resolve(c);
      });
      socket.on('data', (d) => this.receber(c, d));
      const perdida = (err?: Error) => {
        this.todas.delete(c);
        const i = this.livres.indexOf(c);
        if (i !== -1) this.livres.splice(i, 1);
        const erro = err ?? new Error('conexão fechada pelo servidor');
        if (c.atual) c.atual.reject(erro);
        c.atual = null;
        reject(erro);
      };
      socket.on('error', perdida);
      socket.on('close', () => perdida());
    });
  }

  private receber(c: Conexao, d: Buffer): void {
    c.pendente = c.pendente.length === 0 ? d : Buffer.concat([c.pendente, d]);
    const fim = c.pendente.indexOf(FIM_CABECALHOS);
    if (fim === -1) return;
    const cabecalhos = c.pendente.toString('latin1', 0, fim);
    const status = Number(cabecalhos.slice(9, 12));
    const m = /\r\ncontent-length:\s*(\d+)/i.exec(cabecalhos);
    const atual = c.atual;
    if (!m) {
      c.socket.destroy();
      atual?.reject(new Error(`resposta sem Content-Length (${status})`));
      return;
    }
    const total = fim + 4 + Number(m[1]);
    if (c.pendente.length < total) return;
    c.pendente = c.pendente.length === total ? Buffer.alloc(0) : c.pendente.subarray(total);
    c.atual = null;
    this.livres.push(c);
    atual?.resolve({ status });
  }
}
