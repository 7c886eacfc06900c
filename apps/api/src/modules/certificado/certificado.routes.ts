import 'reflect-metadata';
import { erroApiSchema, validaJwtBodySchema, validaJwtResponseSchema } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { z } from 'zod';
import { mapaPermissoes, usuarioRecord } from '../../lib/usuario-record.js';
import { carregarRepositorioConfianca, certificadosDoPem } from './cadeia.js';
import { entrarComCertificado, urlDeFalha, validarTokenCertificado, type CertificadoApresentado } from './certificado.service.js';
import { CAMINHO_ENTRADA } from './servidor-tls.js';
import { erroParaLog } from '../../lib/log-seguro.js';
import { gravarCookie } from '../../lib/http/cookies.js';
import { origemDe } from '../../lib/http/origem.js';

/** CERT_PROXY_ADDRESSES as a matcher: single addresses or CIDR networks, IPv4 and IPv6. */
export function listaDeProxies(enderecos: string[]): BlockList {
  const lista = new BlockList();
  for (const e of enderecos) {
    const [ip = '', prefixo] = e.split('/');
    const tipo = isIPv6(ip) ? 'ipv6' : 'ipv4';
    if (prefixo === undefined) lista.addAddress(ip, tipo);
    else lista.addSubnet(ip, Number(prefixo), tipo);
  }
  return lista;
}

/** The direct peer's address (never X-Forwarded-For: only the proxy's own connection counts). */
function enderecoDoPar(req: FastifyRequest): string {
  const bruto = req.socket.remoteAddress ?? '';
  return bruto.startsWith('::ffff:') && isIPv4(bruto.slice(7)) ? bruto.slice(7) : bruto;
}

function confiavel(lista: BlockList, endereco: string): boolean {
  if (isIPv4(endereco)) return lista.check(endereco, 'ipv4');
  if (isIPv6(endereco)) return lista.check(endereco, 'ipv6');
  return false;
}

function apontaParaSi(loginUrl: string, publicUrl: string): boolean {
  const alvo = new URL(loginUrl);
  return alvo.origin === new URL(publicUrl).origin && alvo.pathname.replace(/\/+$/, '') === CAMINHO_ENTRADA;
}

/** nginx's $ssl_client_escaped_cert: the URL-encoded PEM of the client certificate (and maybe its chain). */
export function certificadoDoCabecalho(valor: string): CertificadoApresentado | 'ilegivel' | null {
  if (valor.trim() === '') return null;
  let pem: string;
  try {
    pem = decodeURIComponent(valor.replace(/\+/g, '%2B'));
  } catch {
    return 'ilegivel';
  }
  try {
    const [folha, ...enviados] = certificadosDoPem(pem);
    if (!folha) return 'ilegivel';
    return { folha: new Uint8Array(folha.rawData), enviados: enviados.map((c) => new Uint8Array(c.rawData)) };
  } catch {
    return 'ilegivel';
  }
}

/**
 * Certificate login on the main app. GET /api/certificado/entrar is where the login page's link points:
 * behind a reverse proxy that did the TLS client authentication it reads the forwarded certificate (header
 * trusted only from CERT_PROXY_ADDRESSES); otherwise it sends the browser to the TLS listener
 * (CERT_LOGIN_URL). POST /api/valida-jwt exchanges the single-use token of /login-callback for a session.
 */
const certificadoRoutes: FastifyPluginAsyncZod = async (app) => {
  const cfg = app.config.certificado;
  const repositorio = carregarRepositorioConfianca(cfg.trustStore);
  const proxies = listaDeProxies(cfg.proxyAddresses);
  // CERT_LOGIN_URL naming this very route (proxy mode on the portal's own host) must not redirect to itself.
  const entradaApontaParaSi = apontaParaSi(cfg.loginUrl, app.config.publicUrl);
  const hostEntrada = new URL(cfg.loginUrl).host.toLowerCase();

  app.get(
    CAMINHO_ENTRADA,
    {
      config: { access: 'public' },
      schema: {
        tags: ['certificado'],
        summary: 'Entrada do login com certificado: lê o certificado do proxy reverso confiável ou encaminha ao listener TLS',
        response: { 302: z.null().describe('Redireciona para /login-callback?token=…, /login?erro=certificado ou CERT_LOGIN_URL') },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const bruto = req.headers[cfg.proxyHeader];
      const valor = Array.isArray(bruto) ? bruto[0] : bruto;
      const doProxy = confiavel(proxies, enderecoDoPar(req));
      // The login page's link lands here on the portal's own host: the browser goes on to the entry that asks
      // for the certificate (CERT_LOGIN_URL). Requests addressed to that entry's host (the proxy's
      // certificate vhost; nginx drops the header when there is no certificate) are answered here instead.
      const naEntrada = entradaApontaParaSi || (req.headers.host ?? '').toLowerCase() === hostEntrada;
      if (valor === undefined && !naEntrada) return reply.redirect(cfg.loginUrl, 302);
      let apresentado: CertificadoApresentado | null = null;
      let motivo = 'sem_certificado';
      if (valor !== undefined && valor.trim() !== '') {
        if (!doProxy) {
          motivo = 'proxy_nao_confiavel';
        } else {
          const lido = certificadoDoCabecalho(valor);
          if (lido === 'ilegivel') motivo = 'certificado_ilegivel';
          else apresentado = lido;
        }
      }
      let destino: string;
      try {
        destino = await entrarComCertificado(
          app,
          origemDe(req),
          { repositorio, canal: 'proxy' },
          apresentado,
          motivo,
        );
      } catch (err) {
        req.log.error({ erro: erroParaLog(err) }, 'Falha no login com certificado');
        destino = urlDeFalha(app.config.publicUrl);
      }
      return reply.redirect(destino, 302);
    },
  );

  app.post(
    '/api/valida-jwt',
    {
      config: { access: 'public' },
      schema: {
        tags: ['certificado'],
        summary: 'Troca o token de uso único do login com certificado pela sessão do usuário',
        body: validaJwtBodySchema,
        response: { 200: validaJwtResponseSchema, 400: erroApiSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const r = await validarTokenCertificado(
        app,
        origemDe(req),
        req.body.token,
      );
      if (!r.valido) return { valido: false as const };
      gravarCookie(app, reply, r.sessao.refresh);
      const user = usuarioRecord({
        id: r.conta.usuarioId,
        nome: r.conta.nome,
        email: r.conta.email,
        permissoes: mapaPermissoes(r.conta.permissoes),
        inscricao: r.conta.inscricao,
      });
      return { valido: true as const, dados: { user }, token: r.sessao.token };
    },
  );
};

export default certificadoRoutes;
