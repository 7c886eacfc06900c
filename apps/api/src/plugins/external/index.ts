import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { registrarCabecalhosSeguranca } from './cabecalhos-seguranca.js';
import type { Config } from '../../config/env.js';

/** Third-party plugins, registered before ours. */
export async function registerExternalPlugins(app: FastifyInstance, config: Pick<Config, 'publicUrl' | 'hstsMaxAgeS' | 'gravador' | 'docsApi'>): Promise<void> {
  // HSTS when the portal's public address is https (browsers ignore it over plain HTTP, so local use is
  // unaffected). Subdomains are not included: the institution may serve others over HTTP.
  const hsts = config.publicUrl.startsWith('https:') && config.hstsMaxAgeS > 0;
  registrarCabecalhosSeguranca(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval': the gate's QR reader compiles its WebAssembly decoder (zxing-wasm, served from 'self').
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The usability recorder (ADR 027), only when configured: its batches go to the institution's ingest
        // point, and it records from a Web Worker it creates from a blob: URL.
        connectSrc: ["'self'", ...(config.gravador ? [new URL(config.gravador.ingestPoint).origin] : [])],
        ...(config.gravador ? { workerSrc: ["'self'", 'blob:'] } : {}),
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: hsts ? { maxAge: config.hstsMaxAgeS, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  // multipart/form-data only where a file is received: lib/armazenamento/envio-multipart.ts (aceitarArquivos).
  await app.register(swagger, {
    openapi: {
      info: { title: 'Portal unificado — API', version: '1.0.0', description: 'Serviço principal (/wsapp).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The API's pages: open in demonstration, closed in production unless API_DOCS=true (they list every route).
  if (config.docsApi) await app.register(swaggerUi, { routePrefix: '/wsapp/docs', staticCSP: true });
}
