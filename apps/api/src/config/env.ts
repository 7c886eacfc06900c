import { createPrivateKey } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { PIX_EXPIRACAO_PADRAO_S } from '@portal/contracts';
import { z } from 'zod';

/**
 * The only reader of process.env. Every variable is validated here at boot; a bad value stops the start
 * with a message that names the variable. Runtime mode is chosen by configuration, never by NODE_ENV.
 */

const booleano = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'use true ou false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const inteiro = (min: number, max: number) =>
  z.coerce
    .number({ message: `use um número inteiro entre ${min} e ${max}` })
    .int(`use um número inteiro entre ${min} e ${max}`)
    .min(min, `use um número inteiro entre ${min} e ${max}`)
    .max(max, `use um número inteiro entre ${min} e ${max}`);

const urlCom = (protocolos: string[]) =>
  z.string().refine((v) => {
    try {
      return protocolos.includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, `use uma URL ${protocolos.map((p) => p.replace(':', '://')).join(' ou ')}…`);

/** Chave Pix formats (the same BR Code accepts): CPF/CNPJ digits, +55 phone, e-mail, random key (EVP). */
const CHAVES_PIX = [
  /^(\d{11}|\d{14})$/,
  /^\+[1-9]\d{1,14}$/,
  /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/,
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
];

/** The PSP's API: https, or http only to this machine (a local fake or a tunnel), never a secret over the network in clear. */
const urlPsp = z.string().refine((v) => {
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || (u.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname));
  } catch {
    return false;
  }
}, 'use uma URL https://… (http:// só para localhost)');

const schema = z.object({
  PORT: inteiro(1, 65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlCom(['postgres:', 'postgresql:']).optional(),
  DATABASE_POOL_MAX: inteiro(1, 200).default(10),
  SEED_DEMO: booleano.optional(),
  REDIS_URL: urlCom(['redis:', 'rediss:']).optional(),
  JWT_SECRET: z.string().min(32, 'use pelo menos 32 caracteres aleatórios').optional(),
  CODIGOS_CHAVE_PRIVADA: z
    .string()
    .refine((v) => {
      try {
        return createPrivateKey(v.replace(/\\n/g, '\n')).asymmetricKeyType === 'ed25519';
      } catch {
        return false;
      }
    }, 'use uma chave privada Ed25519 em PEM PKCS#8 (openssl genpkey -algorithm ed25519)')
    .optional(),
  COOKIE_SECURE: booleano.default(true),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | string[] => {
      if (v === 'false' || v === '') return false;
      if (v === 'true') return true;
      return v.split(',').map((s) => s.trim()).filter(Boolean);
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: inteiro(1024, 50 * 1024 * 1024).default(1024 * 1024),
  APP_TOKEN_TTL_MIN: inteiro(1, 24 * 60).default(60),
  USER_TOKEN_TTL_MIN: inteiro(1, 24 * 60).default(15),
  SESSION_TTL_HOURS: inteiro(1, 24 * 30).default(12),
  SESSION_CACHE_TTL_S: inteiro(0, 300).default(5),
  LOGIN_MAX_FAILURES_ACCOUNT: inteiro(1, 1000).default(5),
  LOGIN_MAX_FAILURES_IP: inteiro(1, 100000).default(50),
  LOGIN_WINDOW_MIN: inteiro(1, 24 * 60).default(15),
  WEB_DIST: z.string().min(1).optional(),
  PUBLIC_URL: urlCom(['http:', 'https:']).optional(),
  HSTS_MAX_AGE_S: inteiro(0, 2 * 365 * 24 * 3600).default(365 * 24 * 3600),
  SMTP_URL: urlCom(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('Portal unificado <nao-responda@portal.local>'),
  DPO_NOME: z.string().min(3).default('Encarregado de Proteção de Dados'),
  DPO_EMAIL: z.email('use um endereço de e-mail válido').default('encarregado@portal.local'),
  CERT_PORT: inteiro(0, 65535).optional(),
  CERT_TRUST_STORE: z.string().min(1).optional(),
  CERT_SERVER_CERT: z.string().min(1).optional(),
  CERT_SERVER_KEY: z.string().min(1).optional(),
  CERT_PROXY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'use um nome de cabeçalho HTTP (letras, números e hífen)')
    .default('x-ssl-client-cert')
    .transform((v) => v.toLowerCase()),
  CERT_PROXY_ADDRESSES: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .refine((l) => l.every((s) => isIP(s.split('/')[0] ?? '') !== 0), 'use endereços IP (ou redes CIDR) separados por vírgula'),
  CERT_LOGIN_URL: urlCom(['http:', 'https:']).optional(),
  UPLOAD_MAX_BYTES: inteiro(1024, 100 * 1024 * 1024).default(10 * 1024 * 1024),
  S3_ENDPOINT: urlCom(['http:', 'https:']).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'use o nome de uma região (letras minúsculas, números e hífen), como us-east-1')
    .default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'use um nome de bucket de 3 a 63 caracteres (letras minúsculas, números, ponto e hífen)')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleano.default(true),
  PAGAMENTOS_PROVEDOR: z.enum(['sandbox', 'bcb'], { message: 'use sandbox (demonstração) ou bcb (API Pix do Banco Central, produção)' }).optional(),
  PAGAMENTOS_WEBHOOK_SEGREDO: z.string().min(32, 'use pelo menos 32 caracteres aleatórios').optional(),
  CONVITES_SEGREDO: z.string().min(32, 'use pelo menos 32 caracteres aleatórios').optional(),
  PRESENCA_SEGREDO: z.string().min(32, 'use pelo menos 32 caracteres aleatórios').optional(),
  CONVITES_COTA_MENSAL: inteiro(0, 100).default(4),
  CONVITES_PRECO_CREDITOS_CENTAVOS: inteiro(1, 1_000_000).default(2_000),
  CONVITES_ANTECEDENCIA_MAX_DIAS: inteiro(1, 366).default(60),
  PIX_CHAVE: z
    .string()
    .refine((v) => CHAVES_PIX.some((r) => r.test(v)), 'use uma chave Pix: CPF ou CNPJ (só dígitos), telefone (+55...), e-mail ou chave aleatória')
    .optional(),
  PIX_RECEBEDOR_NOME: z.string().trim().min(1).max(25, 'use até 25 caracteres (o limite do BR Code)').default('Portal Unificado OAB'),
  PIX_RECEBEDOR_CIDADE: z.string().trim().min(1).max(15, 'use até 15 caracteres (o limite do BR Code)').default('Goiania'),
  PIX_COB_EXPIRACAO_S: inteiro(600, 7 * 24 * 3600).default(PIX_EXPIRACAO_PADRAO_S),
  BOLETO_BANCO: z
    .string()
    .refine((v) => v === '001', 'o portal monta o campo livre no leiaute do Banco do Brasil (convênio de 7 posições): use 001')
    .default('001'),
  BOLETO_CONVENIO: z.string().regex(/^\d{7}$/, 'use o número do convênio de cobrança com 7 dígitos').optional(),
  BCB_PIX_URL: urlPsp.optional(),
  BCB_PIX_TOKEN_URL: urlPsp.optional(),
  BCB_PIX_CLIENT_ID: z.string().min(1).optional(),
  BCB_PIX_CLIENT_SECRET: z.string().min(1).optional(),
  BCB_PIX_CERT: z.string().min(1).optional(),
  BCB_PIX_KEY: z.string().min(1).optional(),
  BCB_PIX_CA: z.string().min(1).optional(),
  OPENREPLAY_PROJECT_KEY: z.string().trim().min(1).max(200).optional(),
  OPENREPLAY_INGEST_POINT: urlCom(['http:', 'https:']).optional(),
  OPENREPLAY_PERMITIR_HTTP_LOCAL: booleano.optional(),
  TESTE_LOCAL: booleano.optional(),
  METRICS_TOKEN: z.string().min(32, 'use pelo menos 32 caracteres aleatórios').optional(),
  METRICS_SEM_TOKEN: booleano.default(false),
  API_DOCS: booleano.optional(),
  INSTANCIAS_DIRETORIO_COMPARTILHADO: booleano.default(false),
  NODE_ENV: z.string().optional(),
});

export type Env = z.infer<typeof schema>;

export interface Config {
  port: number;
  /** Default: 127.0.0.1 in production (behind the proxy on the same machine), 0.0.0.0 in demonstration. */
  host: string;
  dataDir: string;
  database: { kind: 'embedded' } | { kind: 'postgres'; url: string };
  databasePoolMax: number;
  seedDemo: boolean;
  /**
   * Prometheus metrics at /wsapp/metrics (ADR 046): null = off (no METRICS_TOKEN and no METRICS_SEM_TOKEN);
   * token null = open, for a network rule to guard (METRICS_SEM_TOKEN=true).
   */
  metricas: { token: string | null } | null;
  /** The OpenAPI pages at /wsapp/docs (API_DOCS); default: on in demonstration, off in production. */
  docsApi: boolean;
  /**
   * DATA_DIR (uploads, outbox) is the same folder for every instance, on every machine (a shared mount):
   * several instances with local storage are then allowed in production (ADR 047).
   */
  diretorioCompartilhado: boolean;
  redisUrl: string | undefined;
  jwtSecret: string | undefined;
  /** Ed25519 key (PKCS#8 PEM) that signs vouchers, tickets and invitations; absent = DATA_DIR/secrets/codigos-ed25519.pem. */
  codigosChavePrivada: string | undefined;
  cookieSecure: boolean;
  trustProxy: boolean | string[];
  logLevel: Env['LOG_LEVEL'];
  bodyLimitBytes: number;
  appTokenTtlMin: number;
  userTokenTtlMin: number;
  sessionTtlHours: number;
  /** How long a session checked against the database is served from memory at most (ADR 026); 0 = never. */
  sessionCacheTtlS: number;
  login: { maxFailuresAccount: number; maxFailuresIp: number; windowMin: number };
  webDist: string;
  /** Base of the links sent by e-mail (no trailing slash). */
  publicUrl: string;
  /** Whether PUBLIC_URL was set (false: publicUrl is the http://localhost:PORT default). */
  publicUrlDefinida: boolean;
  /**
   * max-age of Strict-Transport-Security, sent when publicUrl is https and always by the certificate TLS
   * listener; 0 = never sent.
   */
  hstsMaxAgeS: number;
  mail: { kind: 'outbox'; dir: string } | { kind: 'smtp'; url: string };
  mailFrom: string;
  /** The data-protection officer (LGPD encarregado) shown to members. */
  encarregado: { nome: string; email: string };
  /** Certificate login (ICP-Brasil): own TLS listener and/or a reverse proxy that forwards the certificate. */
  certificado: {
    /** 0 = no TLS listener of our own (proxy mode only); default 3443 in demonstration, 0 in production. */
    porta: number;
    trustStore: string | null;
    servidor: { cert: string; key: string } | null;
    proxyHeader: string;
    proxyAddresses: string[];
    /** Where the login page's 'Entrar com certificado digital' points. */
    loginUrl: string;
  };
  /** Limits of the documents members send (checked while the file streams in). */
  uploads: { maxBytes: number };
  /** Where documents are kept: files under DATA_DIR/uploads, or S3-compatible object storage when S3_BUCKET is set. */
  armazenamento:
    | { kind: 'local'; dir: string }
    | {
        kind: 's3';
        /** Absent = AWS itself; set for MinIO, Ceph, R2 and other S3-compatible services. */
        endpoint?: string;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
      };
  /** PIX and boleto charges and their settlement (issue 5). */
  pagamentos: ConfigPagamentos;
  /** CEL guest invitations (ADR 018). */
  /** HMAC secret of the attendance room codes; absent = generated once in DATA_DIR/secrets (lib/segredos.ts). */
  presencaSegredo: string | undefined;
  /** The usability recorder (ADR 027): the institution's own OpenReplay; null = off (the default). */
  gravador: ConfigGravador | null;
  convites: {
    /** HMAC secret the links are derived from; absent = generated once in DATA_DIR/secrets (lib/segredos.ts). */
    segredo: string | undefined;
    /** Invitations in the quota per calendar month (of the visit date). */
    cotaMensal: number;
    /** Price of an invitation over the quota, in ViraMais credits (centavos). */
    precoCreditosCentavos: number;
    /** How many days ahead a visit may be. */
    antecedenciaMaxDias: number;
  };
}

export interface ConfigGravador {
  /** Null when only the ingest point is set: the web then logs the spec's error and does not record. */
  projectKey: string | null;
  /** Without trailing slash. */
  ingestPoint: string;
  /** Test-only: the web's https rule also accepts http://localhost (see criarConfigGravador). */
  permitirHttpLocal: boolean;
}

export interface ConfigPagamentos {
  /** sandbox: embedded demo (static BR Codes, settled by the signed webhook); bcb: Banco Central's API Pix at a PSP. */
  provedor: 'sandbox' | 'bcb';
  /** HMAC secret of the signed webhooks; required with bcb; absent (sandbox only) = generated once in DATA_DIR/secrets (see lib/segredos.ts). */
  webhookSegredo: string | undefined;
  pix: { chave: string; recebedorNome: string; recebedorCidade: string; expiracaoS: number };
  /** The bank agreement the boletos are issued under (FEBRABAN barcode, Banco do Brasil campo livre). */
  boleto: { banco: string; convenio: string };
  /** The PSP's API Pix (provedor bcb only). */
  bcb: {
    /** Base of the API, e.g. https://api.psp.com.br/api/v2 (no trailing slash): PUT/GET {url}/cob/{txid}. */
    url: string;
    tokenUrl: string;
    clientId: string;
    clientSecret: string;
    /** Client certificate and key (PEM paths) for mutual TLS, which most PSPs require. */
    mtls: { cert: string; key: string } | null;
    /** Extra CA (PEM path) to trust the PSP's server certificate (homologation environments). */
    ca: string | null;
  } | null;
}

export class ConfigError extends Error {
  constructor(public readonly problemas: string[]) {
    super(`Configuração inválida:\n${problemas.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Whether the environment asks for production, read before the configuration is (a refused configuration is
 * then written as a JSON log line too): SEED_DEMO=false, or PostgreSQL without SEED_DEMO — the rule of loadConfig.
 */
export function producaoPeloAmbiente(source: Record<string, string | undefined> = process.env): boolean {
  const seed = source.SEED_DEMO?.trim().toLowerCase();
  if (seed === 'false' || seed === '0' || seed === 'no') return true;
  if (seed === 'true' || seed === '1' || seed === 'yes') return false;
  return Boolean(source.DATABASE_URL);
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // An empty variable counts as unset, as in most shells' `VAR= npm start`.
  const limpo = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(limpo);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => {
        const nome = String(i.path[0] ?? '?');
        const oculto = ['SECRET', 'SEGREDO', 'URL', 'KEY', 'ENDPOINT', 'TOKEN'].some((parte) => nome.includes(parte));
        return `${nome}: ${i.message} (valor recebido: ${oculto ? 'oculto' : JSON.stringify(limpo[nome])})`;
      }),
    );
  }
  const e = parsed.data;
  if (Boolean(e.CERT_SERVER_CERT) !== Boolean(e.CERT_SERVER_KEY)) {
    throw new ConfigError(['CERT_SERVER_CERT e CERT_SERVER_KEY: defina os dois (certificado e chave do servidor TLS) ou nenhum.']);
  }
  const database = e.DATABASE_URL ? ({ kind: 'postgres', url: e.DATABASE_URL } as const) : ({ kind: 'embedded' } as const);
  const seedDemo = e.SEED_DEMO ?? database.kind === 'embedded';
  exigirDaProducao(e, seedDemo);
  if (e.METRICS_TOKEN && e.METRICS_SEM_TOKEN) {
    throw new ConfigError(['METRICS_SEM_TOKEN: defina METRICS_TOKEN (as métricas pedem o token) ou METRICS_SEM_TOKEN=true (abertas, protegidas por regra de rede), não os dois.']);
  }
  const certPorta = e.CERT_PORT ?? (seedDemo ? 3443 : 0);
  const s3Armazenamento = criarConfigS3(e);
  const pagamentos = criarConfigPagamentos(e);
  return {
    port: e.PORT,
    host: e.HOST ?? (seedDemo ? '0.0.0.0' : '127.0.0.1'),
    dataDir: path.resolve(e.DATA_DIR),
    database,
    databasePoolMax: database.kind === 'embedded' ? 1 : e.DATABASE_POOL_MAX,
    seedDemo,
    metricas: e.METRICS_TOKEN ? { token: e.METRICS_TOKEN } : e.METRICS_SEM_TOKEN ? { token: null } : null,
    docsApi: e.API_DOCS ?? seedDemo,
    diretorioCompartilhado: e.INSTANCIAS_DIRETORIO_COMPARTILHADO,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    codigosChavePrivada: e.CODIGOS_CHAVE_PRIVADA,
    cookieSecure: e.COOKIE_SECURE,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    appTokenTtlMin: e.APP_TOKEN_TTL_MIN,
    userTokenTtlMin: e.USER_TOKEN_TTL_MIN,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    sessionCacheTtlS: e.SESSION_CACHE_TTL_S,
    login: {
      maxFailuresAccount: e.LOGIN_MAX_FAILURES_ACCOUNT,
      maxFailuresIp: e.LOGIN_MAX_FAILURES_IP,
      windowMin: e.LOGIN_WINDOW_MIN,
    },
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    publicUrlDefinida: e.PUBLIC_URL !== undefined,
    hstsMaxAgeS: e.HSTS_MAX_AGE_S,
    mail: e.SMTP_URL ? { kind: 'smtp', url: e.SMTP_URL } : { kind: 'outbox', dir: path.join(path.resolve(e.DATA_DIR), 'outbox') },
    mailFrom: e.MAIL_FROM,
    encarregado: { nome: e.DPO_NOME, email: e.DPO_EMAIL },
    certificado: {
      porta: certPorta,
      trustStore: e.CERT_TRUST_STORE ? path.resolve(e.CERT_TRUST_STORE) : null,
      servidor:
        e.CERT_SERVER_CERT && e.CERT_SERVER_KEY ? { cert: path.resolve(e.CERT_SERVER_CERT), key: path.resolve(e.CERT_SERVER_KEY) } : null,
      proxyHeader: e.CERT_PROXY_HEADER,
      proxyAddresses: e.CERT_PROXY_ADDRESSES,
      // Production: the proxy's certificate port on the portal's own host (docs/operacao.md), unless CERT_LOGIN_URL says otherwise.
      loginUrl:
        e.CERT_LOGIN_URL ??
        (seedDemo || !e.PUBLIC_URL
          ? `https://localhost:${certPorta || 3443}/api/certificado/entrar`
          : `https://${new URL(e.PUBLIC_URL).hostname}:${certPorta || 3443}/api/certificado/entrar`),
    },
    uploads: { maxBytes: e.UPLOAD_MAX_BYTES },
    armazenamento: s3Armazenamento ?? { kind: 'local', dir: path.join(path.resolve(e.DATA_DIR), 'uploads') },
    pagamentos,
    presencaSegredo: e.PRESENCA_SEGREDO,
    gravador: criarConfigGravador(e),
    convites: {
      segredo: e.CONVITES_SEGREDO,
      cotaMensal: e.CONVITES_COTA_MENSAL,
      precoCreditosCentavos: e.CONVITES_PRECO_CREDITOS_CENTAVOS,
      antecedenciaMaxDias: e.CONVITES_ANTECEDENCIA_MAX_DIAS,
    },
  };
}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];
const ehLoopbackHttp = (url: string) => {
  const u = new URL(url);
  return u.protocol === 'http:' && LOOPBACK.includes(u.hostname);
};

/**
 * Production is a start without the demo seed (SEED_DEMO=false, the default on PostgreSQL). There the payment
 * provider is named, and it is not the sandbox (the sandbox and its 'Simular pagamento', which marks a debt
 * paid with no money moving, exist only in demonstration), and e-mail goes through SMTP (a confirmation or
 * password link written to the outbox is printed in the log: a secret in the log). TESTE_LOCAL lifts both for
 * the benchmarks and tests that run on this machine without demo data; it is refused unless the portal
 * itself is on http://localhost (PUBLIC_URL) and NODE_ENV is not production.
 */
function exigirDaProducao(e: Env, seedDemo: boolean): void {
  if (e.TESTE_LOCAL === true) {
    const problemas: string[] = [];
    if (e.NODE_ENV === 'production') problemas.push('NODE_ENV é production');
    if (!e.PUBLIC_URL || !ehLoopbackHttp(e.PUBLIC_URL)) problemas.push('PUBLIC_URL não é um endereço http://localhost');
    if (problemas.length > 0) {
      throw new ConfigError([
        `TESTE_LOCAL: só para testes e benchmarks nesta máquina (${problemas.join(' e ')}); remova a variável — em produção defina PAGAMENTOS_PROVEDOR=bcb e SMTP_URL.`,
      ]);
    }
    return;
  }
  if (seedDemo) return;
  const problemas: string[] = [];
  if (e.PAGAMENTOS_PROVEDOR === undefined) {
    problemas.push(
      'PAGAMENTOS_PROVEDOR: obrigatória em produção (SEED_DEMO=false); defina bcb (API Pix do Banco Central no PSP, com as variáveis BCB_PIX_*). O sandbox e o "Simular pagamento" existem só na demonstração.',
    );
  } else if (e.PAGAMENTOS_PROVEDOR === 'sandbox') {
    problemas.push(
      'PAGAMENTOS_PROVEDOR: sandbox só na demonstração (SEED_DEMO=true), onde "Simular pagamento" dá um título por pago sem dinheiro nenhum; em produção (SEED_DEMO=false) defina bcb.',
    );
  }
  if (!e.SMTP_URL) {
    problemas.push(
      'SMTP_URL: obrigatória em produção (SEED_DEMO=false); defina o servidor de e-mail (smtp://… ou smtps://…). Sem ela, os links de confirmação de cadastro e de redefinição de senha iriam para o log.',
    );
  }
  if (problemas.length > 0) throw new ConfigError(problemas);
}

/** Demo values for the sandbox: a chave that belongs to no one and an agreement number no bank issued. */
const PIX_CHAVE_DEMO = 'pagamentos@portal.local';
const BOLETO_CONVENIO_DEMO = '1234567';

const VARIAVEIS_BCB = ['BCB_PIX_URL', 'BCB_PIX_TOKEN_URL', 'BCB_PIX_CLIENT_ID', 'BCB_PIX_CLIENT_SECRET', 'BCB_PIX_CERT', 'BCB_PIX_KEY', 'BCB_PIX_CA'] as const;

/**
 * Payments: in demonstration the sandbox works with no configuration at all (production names its provider:
 * exigirDaProducao). The API Pix provider moves real money, so it
 * needs every credential, and the receiver's own chave and agreement (never the demo ones); BCB_PIX_* set
 * while the provider is still the sandbox is a mistake that would silently keep the demo running.
 */
function criarConfigPagamentos(e: Env): ConfigPagamentos {
  if (Boolean(e.BCB_PIX_CERT) !== Boolean(e.BCB_PIX_KEY)) {
    throw new ConfigError(['BCB_PIX_CERT e BCB_PIX_KEY: defina os dois (certificado e chave do cliente para o TLS mútuo com o PSP) ou nenhum.']);
  }
  const comuns = {
    webhookSegredo: e.PAGAMENTOS_WEBHOOK_SEGREDO,
    pix: {
      chave: e.PIX_CHAVE ?? PIX_CHAVE_DEMO,
      recebedorNome: e.PIX_RECEBEDOR_NOME,
      recebedorCidade: e.PIX_RECEBEDOR_CIDADE,
      expiracaoS: e.PIX_COB_EXPIRACAO_S,
    },
    boleto: { banco: e.BOLETO_BANCO, convenio: e.BOLETO_CONVENIO ?? BOLETO_CONVENIO_DEMO },
  };
  if (e.PAGAMENTOS_PROVEDOR !== 'bcb') {
    const soltas = VARIAVEIS_BCB.filter((n) => e[n]);
    if (soltas.length > 0) {
      throw new ConfigError([
        `PAGAMENTOS_PROVEDOR: defina bcb para cobrar pela API Pix (${soltas.join(', ')} ${soltas.length === 1 ? 'está definida' : 'estão definidas'}), ou remova as variáveis BCB_PIX_* para usar o ambiente de demonstração.`,
      ]);
    }
    return { provedor: 'sandbox', ...comuns, bcb: null };
  }
  // The webhook secret too: in production there are several instances, and a secret each one generates for
  // itself would make the bank's signed boleto return fail on every instance but one.
  const faltam = (
    ['BCB_PIX_URL', 'BCB_PIX_TOKEN_URL', 'BCB_PIX_CLIENT_ID', 'BCB_PIX_CLIENT_SECRET', 'PIX_CHAVE', 'BOLETO_CONVENIO', 'PAGAMENTOS_WEBHOOK_SEGREDO'] as const
  ).filter((n) => !e[n]);
  if (faltam.length > 0) {
    throw new ConfigError(
      faltam.map((n) => `${n}: obrigatória com PAGAMENTOS_PROVEDOR=bcb (${DESCRICAO_BCB[n]}).`),
    );
  }
  return {
    provedor: 'bcb',
    ...comuns,
    bcb: {
      url: (e.BCB_PIX_URL as string).replace(/\/+$/, ''),
      tokenUrl: e.BCB_PIX_TOKEN_URL as string,
      clientId: e.BCB_PIX_CLIENT_ID as string,
      clientSecret: e.BCB_PIX_CLIENT_SECRET as string,
      mtls: e.BCB_PIX_CERT && e.BCB_PIX_KEY ? { cert: path.resolve(e.BCB_PIX_CERT), key: path.resolve(e.BCB_PIX_KEY) } : null,
      ca: e.BCB_PIX_CA ? path.resolve(e.BCB_PIX_CA) : null,
    },
  };
}

const DESCRICAO_BCB = {
  BCB_PIX_URL: 'a URL base da API Pix do PSP, como https://api.psp.com.br/api/v2',
  BCB_PIX_TOKEN_URL: 'a URL do token OAuth2 do PSP',
  BCB_PIX_CLIENT_ID: 'o client_id que o PSP forneceu',
  BCB_PIX_CLIENT_SECRET: 'o client_secret que o PSP forneceu',
  PIX_CHAVE: 'a chave Pix da instituição que recebe os pagamentos',
  BOLETO_CONVENIO: 'o convênio de cobrança de 7 dígitos com o banco',
  PAGAMENTOS_WEBHOOK_SEGREDO: 'o segredo HMAC do retorno de boletos, com pelo menos 32 caracteres e o mesmo em todas as instâncias',
} as const;

/**
 * The usability recorder, off unless OPENREPLAY_INGEST_POINT is set (the institution's own OpenReplay: a key
 * without an ingest point would send members' sessions to the vendor's cloud, so it is refused). The ingest
 * point is https; http://localhost only together with OPENREPLAY_PERMITIR_HTTP_LOCAL, the e2e allowance, which
 * is refused unless the portal itself runs on http://localhost (PUBLIC_URL) and NODE_ENV is not production.
 */
function criarConfigGravador(e: Env): ConfigGravador | null {
  const permitirHttpLocal = e.OPENREPLAY_PERMITIR_HTTP_LOCAL === true;
  if (permitirHttpLocal) {
    const problemas: string[] = [];
    if (e.NODE_ENV === 'production') problemas.push('NODE_ENV é production');
    if (!e.PUBLIC_URL || !ehLoopbackHttp(e.PUBLIC_URL)) problemas.push('PUBLIC_URL não é um endereço http://localhost');
    if (problemas.length > 0) {
      throw new ConfigError([
        `OPENREPLAY_PERMITIR_HTTP_LOCAL: só para testes locais (${problemas.join(' e ')}); remova a variável — em produção o gravador exige https.`,
      ]);
    }
  }
  if (!e.OPENREPLAY_INGEST_POINT) {
    if (e.OPENREPLAY_PROJECT_KEY) {
      throw new ConfigError([
        'OPENREPLAY_INGEST_POINT: defina o endereço do OpenReplay da instituição (https://…/ingest) junto com OPENREPLAY_PROJECT_KEY; sem ele o gravador enviaria as sessões à nuvem do fornecedor.',
      ]);
    }
    return null;
  }
  const ingest = e.OPENREPLAY_INGEST_POINT.replace(/\/+$/, '');
  if (new URL(ingest).protocol !== 'https:' && !(permitirHttpLocal && ehLoopbackHttp(ingest))) {
    throw new ConfigError(['OPENREPLAY_INGEST_POINT: use uma URL https://… (http://localhost só com OPENREPLAY_PERMITIR_HTTP_LOCAL, em testes).']);
  }
  return { projectKey: e.OPENREPLAY_PROJECT_KEY ?? null, ingestPoint: ingest, permitirHttpLocal };
}

/** S3 storage when S3_BUCKET is set; its keys are then required, and S3 settings without a bucket are a mistake. */
function criarConfigS3(e: Env): Extract<Config['armazenamento'], { kind: 's3' }> | null {
  if (!e.S3_BUCKET) {
    const soltas = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((n) => e[n]);
    if (soltas.length > 0) {
      throw new ConfigError([
        `S3_BUCKET: defina o bucket para guardar os documentos no armazenamento S3 (${soltas.join(', ')} ${soltas.length === 1 ? 'está definida' : 'estão definidas'} sem ele), ou remova as variáveis S3_* para guardar os documentos em DATA_DIR/uploads.`,
      ]);
    }
    return null;
  }
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    const faltam = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((n) => !e[n]);
    throw new ConfigError([
      `S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY: com S3_BUCKET definido, defina a chave de acesso e o segredo do armazenamento S3 (falta: ${faltam.join(', ')}).`,
    ]);
  }
  return {
    kind: 's3',
    ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT.replace(/\/+$/, '') } : {}),
    region: e.S3_REGION,
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}
