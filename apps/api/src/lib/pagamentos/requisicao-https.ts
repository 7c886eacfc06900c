import http from 'node:http';
import https from 'node:https';

/**
 * A small HTTP(S) client for the PSP: node's own https with an Agent that carries the client certificate
 * for mutual TLS (what API Pix PSPs require), so no extra dependency. Answers are read up to 1 MB.
 */

export interface RespostaHttp {
  status: number;
  corpo: string;
}

const MAX_RESPOSTA = 1024 * 1024;

export function requisitar(
  url: string,
  o: { method: 'GET' | 'PUT' | 'PATCH' | 'POST'; headers: Record<string, string>; corpo?: string; agente?: https.Agent; timeoutMs: number },
): Promise<RespostaHttp> {
  const alvo = new URL(url);
  const modulo = alvo.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = modulo.request(
      alvo,
      {
        method: o.method,
        headers: { accept: 'application/json', ...o.headers, ...(o.corpo !== undefined ? { 'content-length': String(Buffer.byteLength(o.corpo)) } : {}) },
        ...(alvo.protocol === 'https:' && o.agente ? { agent: o.agente } : {}),
        timeout: o.timeoutMs,
      },
      (res) => {
        const partes: Buffer[] = [];
        let tamanho = 0;
        res.on('data', (parte: Buffer) => {
          tamanho += parte.length;
          if (tamanho > MAX_RESPOSTA) {
            req.destroy(new Error('Resposta do PSP grande demais.'));
            return;
          }
          partes.push(parte);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, corpo: Buffer.concat(partes).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`Sem resposta do PSP em ${o.timeoutMs} ms.`)));
    req.on('error', reject);
    if (o.corpo !== undefined) req.write(o.corpo);
    req.end();
  });
}
