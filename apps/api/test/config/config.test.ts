import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env.js';

const RAIZ = path.resolve(import.meta.dirname, '../../../..');

/** What a production start (no demo seed) names: the API Pix provider with its credentials, and SMTP. */
const PRODUCAO = {
  PAGAMENTOS_PROVEDOR: 'bcb',
  BCB_PIX_URL: 'https://api.psp.com.br/api/v2',
  BCB_PIX_TOKEN_URL: 'https://oauth.psp.com.br/token',
  BCB_PIX_CLIENT_ID: 'portal',
  BCB_PIX_CLIENT_SECRET: 'segredo-do-psp-que-nao-aparece',
  PIX_CHAVE: '12345678000195',
  BOLETO_CONVENIO: '2345678',
  PAGAMENTOS_WEBHOOK_SEGREDO: 'b'.repeat(40),
  SMTP_URL: 'smtp://portal@mail.oabgo.org.br:587',
};

describe('loadConfig', () => {
  it('defaults to the embedded database on port 3000 in ./data, with demo data', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.database).toEqual({ kind: 'embedded' });
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.seedDemo).toBe(true);
    expect(c.databasePoolMax).toBe(1);
  });

  it('DATABASE_URL switches to PostgreSQL, where demo data is off unless SEED_DEMO=true', () => {
    const pg = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/portal', ...PRODUCAO });
    expect(pg.database).toEqual({ kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/portal' });
    expect(pg.seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  describe('production (no demo seed: SEED_DEMO=false, the default on PostgreSQL)', () => {
    const naoAparece = 'segredo-do-smtp-que-nao-aparece';

    it('starts with the payment provider named (bcb) and SMTP_URL', () => {
      const c = loadConfig({ DATABASE_URL: 'postgres://u@h/db', ...PRODUCAO });
      expect(c.pagamentos.provedor).toBe('bcb');
      expect(c.mail).toEqual({ kind: 'smtp', url: PRODUCAO.SMTP_URL });
      expect(loadConfig({ SEED_DEMO: 'false', ...PRODUCAO }).pagamentos.provedor).toBe('bcb');
    });

    it.each([
      ['on PostgreSQL', { DATABASE_URL: 'postgres://u@h/db' }],
      ['with SEED_DEMO=false', { SEED_DEMO: 'false' }],
      ['on PostgreSQL with SEED_DEMO=false and an https PUBLIC_URL', { DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'false', PUBLIC_URL: 'https://portal.oabgo.org.br' }],
    ])('%s, no PAGAMENTOS_PROVEDOR and no SMTP_URL stop the start naming both', (_nome, env) => {
      let erro: unknown;
      try {
        loadConfig(env);
      } catch (e) {
        erro = e;
      }
      expect(erro).toBeInstanceOf(ConfigError);
      expect((erro as ConfigError).problemas).toEqual([
        expect.stringMatching(/^PAGAMENTOS_PROVEDOR: obrigatória em produção \(SEED_DEMO=false\); defina bcb/),
        expect.stringMatching(/^SMTP_URL: obrigatória em produção \(SEED_DEMO=false\)/),
      ]);
    });

    it('refuses the sandbox, even named: "Simular pagamento" would mark real debts paid', () => {
      expect(() => loadConfig({ SEED_DEMO: 'false', ...PRODUCAO, PAGAMENTOS_PROVEDOR: 'sandbox', BCB_PIX_URL: '', BCB_PIX_TOKEN_URL: '', BCB_PIX_CLIENT_ID: '', BCB_PIX_CLIENT_SECRET: '' })).toThrow(
        /^Configuração inválida:\n {2}- PAGAMENTOS_PROVEDOR: sandbox só na demonstração \(SEED_DEMO=true\)[^\n]*defina bcb\.$/,
      );
    });

    it('requires SMTP_URL with bcb too, without echoing anything secret', () => {
      let erro: unknown;
      try {
        loadConfig({ SEED_DEMO: 'false', ...PRODUCAO, SMTP_URL: '' });
      } catch (e) {
        erro = e;
      }
      expect((erro as ConfigError).problemas).toEqual([expect.stringMatching(/^SMTP_URL: obrigatória em produção/)]);
      expect((erro as Error).message).not.toContain('segredo-do-psp');
      expect(() => loadConfig({ SEED_DEMO: 'false', ...PRODUCAO, SMTP_URL: `smtp://u:${naoAparece}@mail` })).not.toThrow();
    });

    it('the demonstration keeps the sandbox and the outbox by default, on either database', () => {
      for (const env of [{}, { SEED_DEMO: 'true' }, { DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }]) {
        const c = loadConfig(env);
        expect(c.pagamentos.provedor).toBe('sandbox');
        expect(c.mail.kind).toBe('outbox');
      }
    });

    it('TESTE_LOCAL (benchmarks on this machine) lifts both, only with the portal on http://localhost', () => {
      const c = loadConfig({ DATABASE_URL: 'postgres://u@h/db', TESTE_LOCAL: 'true', PUBLIC_URL: 'http://127.0.0.1:3100' });
      expect(c.seedDemo).toBe(false);
      expect(c.pagamentos.provedor).toBe('sandbox');
      expect(c.mail.kind).toBe('outbox');
      const recusa = /^Configuração inválida:\n {2}- TESTE_LOCAL: só para testes e benchmarks nesta máquina/;
      expect(() => loadConfig({ SEED_DEMO: 'false', TESTE_LOCAL: 'true' })).toThrow(recusa);
      expect(() => loadConfig({ SEED_DEMO: 'false', TESTE_LOCAL: 'true', PUBLIC_URL: 'https://portal.oabgo.org.br' })).toThrow(recusa);
      expect(() => loadConfig({ SEED_DEMO: 'false', TESTE_LOCAL: 'true', PUBLIC_URL: 'http://localhost:3000', NODE_ENV: 'production' })).toThrow(
        /TESTE_LOCAL: .*NODE_ENV é production/,
      );
    });

    it('the server stops with the message and a non-zero exit, before touching anything', () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-producao-'));
      const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(RAIZ, 'apps/api/src/server.ts')], {
        cwd: RAIZ,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, SEED_DEMO: 'false', DATA_DIR: dataDir, HOST: '127.0.0.1', CERT_PORT: '0', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      const criados = fs.readdirSync(dataDir);
      fs.rmSync(dataDir, { recursive: true, force: true });
      expect(r.status).toBe(1);
      expect(criados).toEqual([]);
      // Production writes JSON log lines only, the refusal too (ADR 046).
      const linhas = r.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { level: number; msg: string; problemas: string[] });
      expect(linhas).toHaveLength(1);
      expect(linhas[0]!.level).toBe(50);
      expect(linhas[0]!.msg).toMatch(/^Configuração inválida:\n {2}- PAGAMENTOS_PROVEDOR: obrigatória em produção[^]*\n {2}- SMTP_URL: obrigatória em produção/);
      expect(linhas[0]!.problemas).toHaveLength(2);
    });
  });

  describe('operation defaults (ADR 046)', () => {
    const producao = { DATABASE_URL: 'postgres://u@h/db', PUBLIC_URL: 'https://portal.oabgo.org.br', ...PRODUCAO };

    it('production listens on 127.0.0.1, with no certificate listener of its own and the API pages closed', () => {
      const c = loadConfig(producao);
      expect(c.host).toBe('127.0.0.1');
      expect(c.certificado.porta).toBe(0);
      expect(c.certificado.loginUrl).toBe('https://portal.oabgo.org.br:3443/api/certificado/entrar');
      expect(c.docsApi).toBe(false);
      expect(c.metricas).toBeNull();
    });

    it('the demonstration keeps 0.0.0.0, its listener on 3443 and the API pages', () => {
      const c = loadConfig({});
      expect(c.host).toBe('0.0.0.0');
      expect(c.certificado.porta).toBe(3443);
      expect(c.docsApi).toBe(true);
    });

    it('each default gives way to its variable', () => {
      const c = loadConfig({ ...producao, HOST: '0.0.0.0', CERT_PORT: '8443', API_DOCS: 'true', CERT_LOGIN_URL: 'https://cert.oabgo.org.br/api/certificado/entrar' });
      expect([c.host, c.certificado.porta, c.docsApi, c.certificado.loginUrl]).toEqual(['0.0.0.0', 8443, true, 'https://cert.oabgo.org.br/api/certificado/entrar']);
    });

    it('metrics: METRICS_TOKEN asks a token, METRICS_SEM_TOKEN opens them, both at once is refused, a short token too (never echoed)', () => {
      expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(32) }).metricas).toEqual({ token: 'm'.repeat(32) });
      expect(loadConfig({ METRICS_SEM_TOKEN: 'true' }).metricas).toEqual({ token: null });
      expect(() => loadConfig({ METRICS_TOKEN: 'm'.repeat(32), METRICS_SEM_TOKEN: 'true' })).toThrow(/METRICS_SEM_TOKEN: defina METRICS_TOKEN .* ou METRICS_SEM_TOKEN=true/);
      expect(() => loadConfig({ METRICS_TOKEN: 'curto-demais' })).toThrow(/METRICS_TOKEN: use pelo menos 32 caracteres aleatórios \(valor recebido: oculto\)/);
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x@y/z'],
    ['REDIS_URL', 'http://localhost'],
    ['SEED_DEMO', 'talvez'],
    ['JWT_SECRET', 'curto'],
    ['LOG_LEVEL', 'barulhento'],
    ['LOGIN_MAX_FAILURES_ACCOUNT', '0'],
  ])('a bad %s stops the start with a message naming it', (nome, valor) => {
    let erro: unknown;
    try {
      loadConfig({ [nome]: valor });
    } catch (e) {
      erro = e;
    }
    expect(erro).toBeInstanceOf(ConfigError);
    expect((erro as Error).message).toContain(nome);
    expect((erro as Error).message).toMatch(/^Configuração inválida/);
  });

  it('never echoes secrets or URLs in the message', () => {
    expect(() => loadConfig({ JWT_SECRET: 'segredo-curto' })).toThrow(/oculto/);
    expect(() => loadConfig({ JWT_SECRET: 'segredo-curto' })).not.toThrow(/segredo-curto/);
  });

  it('reads TRUST_PROXY as a boolean or a list of addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
  });

  it('keeps documents under DATA_DIR/uploads, up to 10 MB each, unless configured', () => {
    const c = loadConfig({ DATA_DIR: '/srv/portal' });
    expect(c.uploads).toEqual({ maxBytes: 10 * 1024 * 1024 });
    expect(c.armazenamento).toEqual({ kind: 'local', dir: '/srv/portal/uploads' });
    expect(loadConfig({ UPLOAD_MAX_BYTES: '1024' }).uploads.maxBytes).toBe(1024);
    expect(loadConfig({ UPLOAD_MAX_BYTES: String(100 * 1024 * 1024) }).uploads.maxBytes).toBe(100 * 1024 * 1024);
  });

  it.each(['1023', String(100 * 1024 * 1024 + 1), '10MB', '-5'])('UPLOAD_MAX_BYTES=%s is out of bounds', (valor) => {
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: valor })).toThrow(/UPLOAD_MAX_BYTES: use um número inteiro entre 1024 e 104857600/);
  });

  it('S3_BUCKET switches documents to S3-compatible storage', () => {
    const c = loadConfig({
      S3_BUCKET: 'portal-documentos',
      S3_ENDPOINT: 'https://minio.interno:9000/',
      S3_ACCESS_KEY_ID: 'AKIAEXEMPLO',
      S3_SECRET_ACCESS_KEY: 'segredo-do-s3',
      S3_FORCE_PATH_STYLE: 'false',
      S3_REGION: 'sa-east-1',
    });
    expect(c.armazenamento).toEqual({
      kind: 's3',
      endpoint: 'https://minio.interno:9000',
      region: 'sa-east-1',
      bucket: 'portal-documentos',
      accessKeyId: 'AKIAEXEMPLO',
      secretAccessKey: 'segredo-do-s3',
      forcePathStyle: false,
    });
    const aws = loadConfig({ S3_BUCKET: 'portal-documentos', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }).armazenamento;
    expect(aws).toEqual({ kind: 's3', region: 'us-east-1', bucket: 'portal-documentos', accessKeyId: 'a', secretAccessKey: 'b', forcePathStyle: true });
  });

  it('S3_BUCKET without its keys stops the start naming the missing ones, without echoing the other', () => {
    expect(() => loadConfig({ S3_BUCKET: 'portal-documentos' })).toThrow(
      /S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY: .*\(falta: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY\)/,
    );
    let erro: unknown;
    try {
      loadConfig({ S3_BUCKET: 'portal-documentos', S3_SECRET_ACCESS_KEY: 'super-secreto' });
    } catch (e) {
      erro = e;
    }
    expect(erro).toBeInstanceOf(ConfigError);
    expect((erro as Error).message).toMatch(/falta: S3_ACCESS_KEY_ID\)/);
    expect((erro as Error).message).not.toContain('super-secreto');
  });

  it('S3 settings without S3_BUCKET stop the start instead of silently storing locally', () => {
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })).toThrow(/S3_BUCKET: defina o bucket/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET: .*S3_ENDPOINT está definida sem ele/);
  });

  it.each([
    ['S3_BUCKET', 'Meu_Bucket'],
    ['S3_ENDPOINT', 'ftp://minio'],
    ['S3_REGION', 'Sao Paulo'],
    ['S3_FORCE_PATH_STYLE', 'talvez'],
  ])('a bad %s stops the start with a message naming it', (nome, valor) => {
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b', S3_BUCKET: 'ok-bucket', [nome]: valor })).toThrow(
      new RegExp(`^Configuração inválida[^]*${nome}:`),
    );
  });

  it('never echoes an S3 endpoint (it may carry credentials)', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'ftp://usuario:senha@minio' })).toThrow(/S3_ENDPOINT: .*\(valor recebido: oculto\)/);
    expect(() => loadConfig({ S3_ENDPOINT: 'ftp://usuario:senha@minio' })).not.toThrow(/senha/);
  });
  describe('payments', () => {
    const bcb = {
      PAGAMENTOS_PROVEDOR: 'bcb',
      BCB_PIX_URL: 'https://api.psp.com.br/api/v2/',
      BCB_PIX_TOKEN_URL: 'https://oauth.psp.com.br/token',
      BCB_PIX_CLIENT_ID: 'portal',
      BCB_PIX_CLIENT_SECRET: 'segredo-do-psp-que-nao-aparece',
      PIX_CHAVE: '12345678000195',
      BOLETO_CONVENIO: '2345678',
      PAGAMENTOS_WEBHOOK_SEGREDO: 'b'.repeat(40),
    };

    it('defaults to the sandbox with demo chave and agreement, a 1-hour PIX and a generated webhook secret', () => {
      expect(loadConfig({}).pagamentos).toEqual({
        provedor: 'sandbox',
        webhookSegredo: undefined,
        pix: { chave: 'pagamentos@portal.local', recebedorNome: 'Portal Unificado OAB', recebedorCidade: 'Goiania', expiracaoS: 3600 },
        boleto: { banco: '001', convenio: '1234567' },
        bcb: null,
      });
    });

    it('reads the receiver, the agreement and the webhook secret', () => {
      const c = loadConfig({
        PIX_CHAVE: '+5562999990000',
        PIX_RECEBEDOR_NOME: 'OAB Goiás',
        PIX_RECEBEDOR_CIDADE: 'Goiânia',
        PIX_COB_EXPIRACAO_S: '1800',
        BOLETO_CONVENIO: '7654321',
        PAGAMENTOS_WEBHOOK_SEGREDO: 'w'.repeat(32),
      }).pagamentos;
      expect(c).toMatchObject({
        webhookSegredo: 'w'.repeat(32),
        pix: { chave: '+5562999990000', recebedorNome: 'OAB Goiás', recebedorCidade: 'Goiânia', expiracaoS: 1800 },
        boleto: { convenio: '7654321' },
      });
      for (const chave of ['52998224725', 'financeiro@oabgo.org.br', '123e4567-e89b-42d3-a456-426614174000']) {
        expect(loadConfig({ PIX_CHAVE: chave }).pagamentos.pix.chave).toBe(chave);
      }
    });

    it('PAGAMENTOS_PROVEDOR=bcb takes the PSP credentials (mutual TLS optional)', () => {
      expect(loadConfig(bcb).pagamentos).toMatchObject({
        provedor: 'bcb',
        pix: { chave: '12345678000195' },
        boleto: { convenio: '2345678' },
        bcb: { url: 'https://api.psp.com.br/api/v2', tokenUrl: 'https://oauth.psp.com.br/token', clientId: 'portal', clientSecret: 'segredo-do-psp-que-nao-aparece', mtls: null, ca: null },
      });
      const comTls = loadConfig({ ...bcb, BCB_PIX_CERT: '/etc/portal/psp.crt', BCB_PIX_KEY: '/etc/portal/psp.key', BCB_PIX_CA: '/etc/portal/ca.pem' }).pagamentos.bcb;
      expect(comTls).toMatchObject({ mtls: { cert: '/etc/portal/psp.crt', key: '/etc/portal/psp.key' }, ca: '/etc/portal/ca.pem' });
      expect(loadConfig({ ...bcb, BCB_PIX_URL: 'http://localhost:8080/api/v2' }).pagamentos.bcb?.url).toBe('http://localhost:8080/api/v2');
    });

    it.each(['BCB_PIX_URL', 'BCB_PIX_TOKEN_URL', 'BCB_PIX_CLIENT_ID', 'BCB_PIX_CLIENT_SECRET', 'PIX_CHAVE', 'BOLETO_CONVENIO', 'PAGAMENTOS_WEBHOOK_SEGREDO'])(
      'bcb without %s stops the start naming it',
      (nome) => {
        expect(() => loadConfig({ ...bcb, [nome]: '' })).toThrow(new RegExp(`^Configuração inválida[^]*${nome}: obrigatória com PAGAMENTOS_PROVEDOR=bcb`));
      },
    );

    it('BCB_PIX_* while still on the sandbox, or a certificate without its key, stop the start', () => {
      expect(() => loadConfig({ BCB_PIX_URL: 'https://api.psp.com.br' })).toThrow(/PAGAMENTOS_PROVEDOR: defina bcb .*BCB_PIX_URL está definida/);
      expect(() => loadConfig({ ...bcb, BCB_PIX_CERT: '/x.crt' })).toThrow(/BCB_PIX_CERT e BCB_PIX_KEY: defina os dois/);
    });

    it.each([
      ['PAGAMENTOS_PROVEDOR', 'stripe'],
      ['PAGAMENTOS_WEBHOOK_SEGREDO', 'curto'],
      ['PIX_CHAVE', 'minha chave'],
      ['PIX_RECEBEDOR_NOME', 'x'.repeat(26)],
      ['PIX_RECEBEDOR_CIDADE', 'x'.repeat(16)],
      ['PIX_COB_EXPIRACAO_S', '60'],
      ['BOLETO_BANCO', '237'],
      ['BOLETO_CONVENIO', '123456'],
      ['BCB_PIX_URL', 'http://psp.com.br/api'],
    ])('a bad %s stops the start with a message naming it', (nome, valor) => {
      expect(() => loadConfig({ [nome]: valor })).toThrow(new RegExp(`^Configuração inválida[^]*${nome}:`));
    });

    it('never echoes the webhook secret or the PSP secret', () => {
      expect(() => loadConfig({ PAGAMENTOS_WEBHOOK_SEGREDO: 'segredo-curto' })).toThrow(/PAGAMENTOS_WEBHOOK_SEGREDO: .*oculto/);
      expect(() => loadConfig({ PAGAMENTOS_WEBHOOK_SEGREDO: 'segredo-curto' })).not.toThrow(/segredo-curto/);
      expect(() => loadConfig({ ...bcb, PIX_CHAVE: '' })).not.toThrow(/segredo-do-psp/);
    });
  });
});
