import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, historicoCadastral, sessoes, tokensUsoUnico, usuarios } from '../../../src/db/schema/index.js';
import { criarPrimeiroAdministrador } from '../../../src/modules/acessos/index.js';
import { criarAppDeTeste, type AppDeTeste, type DatabaseDeTeste } from '../../helpers/app.js';
import { bancoIsolado } from '../../helpers/banco-isolado.js';
import { comandoAdmin } from '../../helpers/comando-admin.js';
import { comandoSql } from '../../helpers/comando-sql.js';
import { criarPessoa, formatar, gerarCpf } from '../../helpers/fabrica.js';
import { tokenDe } from '../../helpers/requerimentos.js';

const admin = comandoAdmin;

const argumentos = (cpf: string, email: string) => ['primeiro-administrador', '--cpf', formatar(cpf), '--nome', 'Helena Administradora', '--email', email];
const LINK = /http:\/\/localhost:3999\/resetpass\/([A-Za-z0-9_-]{43})/;

// Its own embedded databases, never DATABASE_URL: the PostgreSQL run would repeat it unchanged (ADR 062).
describe.skipIf(process.env.DATABASE_URL)('npm run admin -- primeiro-administrador (embedded database)', () => {
  it('creates the administrator on a fresh data directory and prints the link; a second run is refused', { timeout: 240_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-admin-'));
    try {
      const primeira = await admin(argumentos(gerarCpf(), 'helena@exemplo.org'), { DATA_DIR: dir });
      expect(primeira.erro).toBe('');
      expect(primeira.codigo).toBe(0);
      expect(primeira.saida).toContain('Conta criada para Helena Administradora (helena@exemplo.org) com CLI_PermissaoAreaRestrita e CLI_PermissaoAcessos.');
      expect(primeira.saida).toMatch(LINK);
      expect(primeira.saida).toContain('vale 24 horas');

      const segunda = await admin(argumentos(gerarCpf(), 'outra@exemplo.org'), { DATA_DIR: dir });
      expect(segunda.codigo).toBe(1);
      expect(segunda.erro).toContain('Já existe quem gerencie os acessos (Helena Administradora)');
      expect(segunda.saida).not.toMatch(LINK);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops with a clear message when a running portal holds the data directory, touching nothing', { timeout: 120_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-admin-'));
    const portal = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    fs.writeFileSync(path.join(dir, 'portal.lock'), String(portal.pid));
    try {
      const r = await admin(argumentos(gerarCpf(), 'helena@exemplo.org'), { DATA_DIR: dir });
      expect(r.codigo).toBe(1);
      expect(r.erro).toContain(`O banco embutido em ${dir} está em uso pelo processo ${portal.pid} (o portal está rodando?)`);
      expect(r.erro).toContain('Pare o portal');
      expect(fs.existsSync(path.join(dir, 'pgdata'))).toBe(false);
    } finally {
      portal.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses bad arguments with Portuguese messages and lists its commands', { timeout: 60_000 }, async () => {
    const r = await admin(['primeiro-administrador', '--cpf', '123.456.789-00', '--nome', 'Helena'], { DATA_DIR: '/nonexistent-h6' });
    expect(r.codigo).toBe(2);
    expect(r.erro).toContain('CPF inválido');
    expect(r.erro).toContain('Informe --email.');
    const ajuda = await admin(['--help'], {});
    expect(ajuda.codigo).toBe(0);
    expect(ajuda.saida).toContain('primeiro-administrador');
    const desconhecido = await admin(['apagar-tudo'], {});
    expect(desconhecido.codigo).toBe(2);
    expect(desconhecido.erro).toContain('Comando desconhecido: apagar-tudo.');
  });
});

describe.runIf(process.env.DATABASE_URL)('npm run admin -- primeiro-administrador (PostgreSQL)', () => {
  it('on an empty database: two runs at the same time make exactly one administrator', { timeout: 240_000 }, async () => {
    const url = process.env.DATABASE_URL!;
    const nome = `portal_admin_${randomBytes(6).toString('hex')}`;
    await comandoSql(url, `create database ${nome}`);
    const alvo = new URL(url);
    alvo.pathname = `/${nome}`;
    try {
      const [a, b] = await Promise.all([
        admin(argumentos(gerarCpf(), 'a@exemplo.org'), { DATABASE_URL: alvo.toString(), TESTE_LOCAL: 'true' }),
        admin(argumentos(gerarCpf(), 'b@exemplo.org'), { DATABASE_URL: alvo.toString(), TESTE_LOCAL: 'true' }),
      ]);
      expect([a.codigo, b.codigo].sort()).toEqual([0, 1]);
      const ok = a.codigo === 0 ? a : b;
      expect(ok.saida).toMatch(LINK);
      expect((a.codigo === 0 ? b : a).erro).toContain('Já existe quem gerencie os acessos');
    } finally {
      await comandoSql(url, `drop database if exists ${nome} with (force)`);
    }
  });
});

describe('the first administrator in the portal', () => {
  let banco: DatabaseDeTeste;
  let t: AppDeTeste;
  beforeAll(async () => {
    banco = await bancoIsolado();
    t = await criarAppDeTeste({}, { banco });
  });
  afterAll(async () => {
    await t?.close();
    await banco?.close();
  });

  it('sets the password through the link and must set up the second factor at the first login', async () => {
    const cpf = gerarCpf();
    const feito = await criarPrimeiroAdministrador(t.db, { cpf, nome: 'Helena Administradora', email: 'helena@exemplo.org' });
    expect(feito).toMatchObject({ situacao: 'conta_criada', sessoesEncerradas: false });
    expect(feito.segredoDoLink).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [a] = await t.db.select().from(auditoria).where(eq(auditoria.acao, 'permissoes_alteradas'));
    expect(a).toMatchObject({ metodo: 'cli', motivo: 'primeiro_administrador', usuarioId: null });
    const [u] = await t.db.select().from(usuarios).where(eq(usuarios.id, feito.usuarioId));
    const h = await t.db.select().from(historicoCadastral).where(eq(historicoCadastral.pessoaId, u!.pessoaId));
    expect(h[0]).toMatchObject({ campo: 'permissoes', valorAnterior: 'Nenhuma' });
    expect(h[0]!.valorNovo).toMatch(/^Área restrita, Acessos \(motivo: primeiro administrador/);

    // The link is valid for 24 hours, not the reset's 1 hour.
    const [link] = await t.db.select().from(tokensUsoUnico).where(eq(tokensUsoUnico.usuarioId, feito.usuarioId));
    expect(link!.expiraEm.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    const validar = await t.app.inject({ method: 'POST', url: '/wsapp/usuario/redefinir-senha/validar', payload: { token: feito.segredoDoLink } });
    expect(validar.json()).toEqual({ valido: true });
    const definir = await t.app.inject({ method: 'POST', url: '/wsapp/usuario/redefinir-senha', payload: { token: feito.segredoDoLink, senha: 'uma senha bem longa 2026', confirmacao: 'uma senha bem longa 2026' } });
    expect(definir.statusCode, definir.body).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/wsapp/usuario/login-colaborador', payload: { username: formatar(cpf), password: 'uma senha bem longa 2026' } });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ requerConfiguracao2fa: true });
    expect(login.json().token).toBeUndefined();

    await expect(criarPrimeiroAdministrador(t.db, { cpf: gerarCpf(), nome: 'Outra Pessoa', email: 'outra@exemplo.org' })).rejects.toThrow(
      /Já existe quem gerencie os acessos/,
    );
  });
});

describe('promoting an existing account', () => {
  let banco: DatabaseDeTeste;
  let t: AppDeTeste;
  beforeAll(async () => {
    banco = await bancoIsolado();
    t = await criarAppDeTeste({}, { banco });
  });
  afterAll(async () => {
    await t?.close();
    await banco?.close();
  });

  it('keeps a lawyer\'s password and data, adds the two flags, prints no link and ends the sessions (no second factor yet)', async () => {
    const advogado = await criarPessoa(t.db, { advogado: true, permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoVacinas'] });
    await tokenDe(t, advogado);
    const [antes] = await t.db.select().from(usuarios).where(eq(usuarios.id, advogado.usuarioId));
    const feito = await criarPrimeiroAdministrador(t.db, { cpf: advogado.cpf, nome: 'Nome Diferente', email: 'diferente@exemplo.org' });
    expect(feito).toMatchObject({ situacao: 'conta_promovida', usuarioId: advogado.usuarioId, nome: advogado.nome, email: advogado.email, segredoDoLink: null, sessoesEncerradas: true });
    const [depois] = await t.db.select().from(usuarios).where(eq(usuarios.id, advogado.usuarioId));
    expect(depois!.senhaHash).toBe(antes!.senhaHash);
    expect(depois!.permissoes).toEqual(['CLI_PermissaoAreaRestrita', 'CLI_PermissaoVacinas', 'CLI_PermissaoAcessos']);
    const abertas = await t.db.select().from(sessoes).where(eq(sessoes.usuarioId, advogado.usuarioId));
    expect(abertas.every((s) => s.revogadoEm !== null)).toBe(true);
  });
});
