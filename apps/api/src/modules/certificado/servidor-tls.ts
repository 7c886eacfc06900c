import 'reflect-metadata';
import {
  BasicConstraintsExtension,
  ExtendedKeyUsageExtension,
  KeyUsageFlags,
  KeyUsagesExtension,
  PemConverter,
  SubjectAlternativeNameExtension,
  X509CertificateGenerator,
} from '@peculiar/x509';
import type { FastifyBaseLogger } from 'fastify';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { carregarRepositorioConfianca, type RepositorioConfianca } from './cadeia.js';
import { entrarComCertificado, urlDeFalha, type CertificadoApresentado } from './certificado.service.js';
import { erroParaLog } from '../../lib/log-seguro.js';

export const CAMINHO_ENTRADA = '/api/certificado/entrar';

export interface ServidorCertificado {
  porta: number;
  fechar(): Promise<void>;
}

/**
 * The embedded default's server certificate: self-signed for localhost, made in DATA_DIR/cert on the first
 * start and reused afterwards (browsers ask to accept it once).
 */
export async function certificadoDoServidor(dataDir: string): Promise<{ cert: string; key: string }> {
  const dir = path.join(dataDir, 'cert');
  const arqCert = path.join(dir, 'servidor.crt.pem');
  const arqKey = path.join(dir, 'servidor.key.pem');
  if (fs.existsSync(arqCert) && fs.existsSync(arqKey)) {
    return { cert: fs.readFileSync(arqCert, 'utf8'), key: fs.readFileSync(arqKey, 'utf8') };
  }
  const alg = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
  const chaves = await crypto.subtle.generateKey(alg, true, ['sign', 'verify']);
  const agora = Date.now();
  const cert = await X509CertificateGenerator.createSelfSigned({
    name: 'CN=localhost, O=Portal unificado (certificado local)',
    notBefore: new Date(agora - 60_000),
    notAfter: new Date(agora + 825 * 86_400_000),
    keys: chaves,
    signingAlgorithm: alg,
    extensions: [
      new BasicConstraintsExtension(false, undefined, true),
      new KeyUsagesExtension(KeyUsageFlags.digitalSignature | KeyUsageFlags.keyEncipherment, true),
      new ExtendedKeyUsageExtension(['1.3.6.1.5.5.7.3.1']),
      new SubjectAlternativeNameExtension([
        { type: 'dns', value: 'localhost' },
        { type: 'ip', value: '127.0.0.1' },
        { type: 'ip', value: '::1' },
      ]),
    ],
  });
  const pkcs8 = await crypto.subtle.exportKey('pkcs8', chaves.privateKey);
  const key = PemConverter.encode(pkcs8, 'PRIVATE KEY');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.writeFileSync(arqKey, key, { mode: 0o600 });
  fs.writeFileSync(arqCert, cert.toString('pem'));
  return { cert: cert.toString('pem'), key };
}

function certificadoDoCliente(socket: TLSSocket): CertificadoApresentado | null {
  const peer = socket.getPeerCertificate(true);
  if (!peer || !peer.raw) return null;
  const enviados: Uint8Array[] = [];
  const vistos = new Set<string>([peer.raw.toString('base64')]);
  let atual = peer.issuerCertificate;
  while (atual?.raw && !vistos.has(atual.raw.toString('base64'))) {
    vistos.add(atual.raw.toString('base64'));
    enviados.push(new Uint8Array(atual.raw));
    atual = atual.issuerCertificate;
  }
  return { folha: new Uint8Array(peer.raw), enviados };
}

export interface OpcoesServidorCertificado {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  /** Overrides config.certificado.porta (tests use 0 for a free port). */
  porta?: number;
  host?: string;
}

/**
 * The certificate login's own TLS listener (CERT_PORT). It asks every client for a certificate but lets the
 * handshake finish whatever the TLS layer thinks of it (rejectUnauthorized: false): the chain, dates and
 * ICP-Brasil fields are checked by us, so each failure gets its reason in the audit log and the user is
 * always redirected, never shown a TLS error page or a 500.
 */
export async function iniciarServidorCertificado(o: OpcoesServidorCertificado): Promise<ServidorCertificado> {
  const { config, db, log } = o;
  const repositorio: RepositorioConfianca | null = carregarRepositorioConfianca(config.certificado.trustStore);
  if (!repositorio) {
    log.warn('Login com certificado digital: defina CERT_TRUST_STORE (PEM das ACs aceitas); sem ele todo certificado é recusado.');
  }
  const tls = config.certificado.servidor
    ? { cert: fs.readFileSync(config.certificado.servidor.cert, 'utf8'), key: fs.readFileSync(config.certificado.servidor.key, 'utf8') }
    : await certificadoDoServidor(config.dataDir);

  const servidor = https.createServer(
    {
      ...tls,
      requestCert: true,
      rejectUnauthorized: false,
      // Advertised in the handshake so browsers offer only certificates of the accepted CAs.
      ...(repositorio ? { ca: repositorio.certificados.map((c) => c.toString('pem')) } : {}),
      minVersion: 'TLSv1.2',
    },
    (req, res) => {
      const url = new URL(req.url ?? '/', 'https://certificado.local');
      res.setHeader('cache-control', 'no-store');
      res.setHeader('referrer-policy', 'no-referrer');
      // This listener is https whatever PUBLIC_URL says.
      if (config.hstsMaxAgeS > 0) res.setHeader('strict-transport-security', `max-age=${config.hstsMaxAgeS}`);
      if (req.method !== 'GET' || (url.pathname !== CAMINHO_ENTRADA && url.pathname !== '/')) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Recurso não encontrado.');
        return;
      }
      const socket = req.socket as TLSSocket;
      const ua = req.headers['user-agent'];
      void entrarComCertificado(
        { db, config },
        { ip: socket.remoteAddress ?? '', userAgent: typeof ua === 'string' ? ua : null },
        { repositorio, canal: 'tls' },
        certificadoDoCliente(socket),
      )
        .catch((err: unknown) => {
          log.error({ erro: erroParaLog(err) }, 'Falha no login com certificado');
          return urlDeFalha(config.publicUrl);
        })
        .then((destino) => {
          res.writeHead(302, { location: destino }).end();
        });
    },
  );
  servidor.on('tlsClientError', (err) => log.debug({ err: err.message }, 'Handshake TLS recusado (login com certificado)'));

  await new Promise<void>((resolve, reject) => {
    servidor.once('error', reject);
    servidor.listen(o.porta ?? config.certificado.porta, o.host ?? config.host, () => {
      servidor.off('error', reject);
      resolve();
    });
  });
  return {
    porta: (servidor.address() as AddressInfo).port,
    fechar: () =>
      new Promise<void>((resolve) => {
        servidor.closeAllConnections();
        servidor.close(() => resolve());
      }),
  };
}
