import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, runMigrations, type Db } from '../../src/db/client.js';
import { startEmbeddedPostgres } from '../../src/db/embedded.js';
import { criarAppDeTeste } from '../helpers/app.js';
import { comandoAdmin } from '../helpers/comando-admin.js';
import { criarPessoa, type PessoaCriada } from '../helpers/fabrica.js';

const admin = comandoAdmin;

let raiz: string;
beforeAll(() => {
  raiz = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-copia-'));
});
afterAll(() => fs.rmSync(raiz, { recursive: true, force: true }));

/** Opens the embedded database of `dataDir` (as the portal does), runs `fazer`, closes it. */
async function noBanco<T>(dataDir: string, fazer: (db: Db) => Promise<T>): Promise<T> {
  const embutido = await startEmbeddedPostgres(path.join(dataDir, 'pgdata'));
  const database = connectDatabase(embutido.url, 1);
  try {
    return await fazer(database.db);
  } finally {
    await database.close();
    await embutido.stop();
  }
}

async function contagens(db: Db) {
  const { rows } = await db.execute<{ pessoas: number; usuarios: number; inscricoes: number; migracoes: number }>(sql`
    select (select count(*)::int from pessoas) as pessoas, (select count(*)::int from usuarios) as usuarios,
           (select count(*)::int from inscricoes) as inscricoes, (select count(*)::int from drizzle.__drizzle_migrations) as migracoes`);
  return rows[0]!;
}

/** Every file under `dir` with its size and modification time: "changes nothing" made checkable. */
function retrato(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((e) => {
      const f = path.join(e.parentPath, e.name);
      const s = fs.statSync(f);
      return `${path.relative(dir, f)}|${s.isDirectory() ? 'd' : s.size}|${s.isDirectory() ? '' : s.mtimeMs}`;
    })
    .sort();
}

// Its own embedded databases, never DATABASE_URL: the PostgreSQL run would repeat it unchanged (ADR 062).
describe.skipIf(process.env.DATABASE_URL)('npm run admin -- backup / restaurar (embedded database)', () => {
  it('backs up a database with data, restores it into an empty DATA_DIR: the rows are there and the lawyer logs in', { timeout: 600_000 }, async () => {
    const origem = path.join(raiz, 'origem');
    fs.mkdirSync(origem);
    let advogada!: PessoaCriada;
    const antes = await noBanco(origem, async (db) => {
      await runMigrations(db);
      advogada = await criarPessoa(db, { advogado: true, nome: 'Helena Copiada', senha: 'senha-da-copia-123' });
      await criarPessoa(db, { nome: 'Bruno Copiado' });
      return contagens(db);
    });
    expect(antes).toMatchObject({ pessoas: 2, usuarios: 2, inscricoes: 1 });

    const arquivo = path.join(raiz, 'portal.tar.gz');
    const b = await admin(['backup', arquivo], { DATA_DIR: origem });
    expect(b.erro).toContain('Conferindo a cópia');
    expect(b.codigo).toBe(0);
    expect(b.saida).toContain(`Cópia gravada e conferida: ${arquivo}`);
    expect(b.saida).toContain('Conteúdo: 2 pessoas, 2 contas');
    expect(fs.statSync(arquivo).size).toBeGreaterThan(0);
    expect(fs.readdirSync(raiz).filter((f) => f.includes('parcial'))).toEqual([]);

    // Never over an existing file.
    const denovo = await admin(['backup', arquivo], { DATA_DIR: origem });
    expect(denovo.codigo).toBe(1);
    expect(denovo.erro).toContain('já existe');

    const destino = path.join(raiz, 'destino');
    const r = await admin(['restaurar', arquivo], { DATA_DIR: destino });
    expect(r.erro).toBe('Conferindo o arquivo (abrindo-o em memória)…\n');
    expect(r.codigo).toBe(0);
    expect(r.saida).toContain(`Banco restaurado em ${path.join(destino, 'pgdata')}`);
    expect(r.saida).not.toContain('guardado em');
    expect(fs.readdirSync(destino).sort()).toEqual(['pgdata']);

    const embutido = await startEmbeddedPostgres(path.join(destino, 'pgdata'));
    const database = connectDatabase(embutido.url, 1);
    try {
      expect(await contagens(database.db)).toEqual(antes);
      const t = await criarAppDeTeste({}, { banco: { db: database.db, close: async () => undefined } });
      try {
        const login = await t.app.inject({ method: 'POST', url: '/wsapp/usuario/login', payload: { username: advogada.cpf, password: 'senha-da-copia-123' } });
        expect(login.statusCode).toBe(200);
        expect(login.json()).toMatchObject({ nome: 'Helena Copiada', isAdvogado: true });
        const errada = await t.app.inject({ method: 'POST', url: '/wsapp/usuario/login', payload: { username: advogada.cpf, password: 'outra-senha-qualquer' } });
        expect(errada.statusCode).toBe(401);
      } finally {
        await t.close();
      }
    } finally {
      await database.close();
      await embutido.stop();
    }

    // Over a DATA_DIR that has a database: refused, exit 1, not a file touched.
    const retratoAntes = retrato(destino);
    const recusado = await admin(['restaurar', arquivo], { DATA_DIR: destino });
    expect(recusado.codigo).toBe(1);
    expect(recusado.erro).toContain(`Já existe um banco em ${path.join(destino, 'pgdata')}`);
    expect(recusado.erro).toContain('--substituir');
    expect(recusado.erro).toContain('Nada foi alterado.');
    expect(retrato(destino)).toEqual(retratoAntes);

    // With --substituir: the current database (one more person in it) is kept aside, the copy takes its place.
    await noBanco(destino, async (db) => {
      await criarPessoa(db, { nome: 'Depois da Cópia' });
    });
    const substituido = await admin(['restaurar', arquivo, '--substituir'], { DATA_DIR: destino });
    expect(substituido.codigo).toBe(0);
    const guardado = /foi guardado em (\S+) \(/.exec(substituido.saida)?.[1];
    expect(guardado).toMatch(/pgdata-antes-da-restauracao-\d{8}-\d{6}$/);
    expect(path.dirname(guardado!)).toBe(destino);
    expect(await noBanco(destino, contagens)).toEqual(antes);
    const antigo = await startEmbeddedPostgres(guardado!);
    const dbAntigo = connectDatabase(antigo.url, 1);
    try {
      expect((await contagens(dbAntigo.db)).pessoas).toBe(3);
    } finally {
      await dbAntigo.close();
      await antigo.stop();
    }
  });

  it('refuses a file that is not a backup, a running portal, and PostgreSQL, changing nothing', { timeout: 180_000 }, async () => {
    const vazio = path.join(raiz, 'vazio');
    const lixo = path.join(raiz, 'lixo.tar.gz');
    fs.writeFileSync(lixo, 'isto não é uma cópia');
    const r = await admin(['restaurar', lixo], { DATA_DIR: vazio });
    expect(r.codigo).toBe(1);
    expect(r.erro).toContain('não é uma cópia de segurança do banco embutido');
    expect(fs.existsSync(path.join(vazio, 'pgdata'))).toBe(false);

    const semBanco = await admin(['backup', path.join(raiz, 'nada.tar.gz')], { DATA_DIR: path.join(raiz, 'nao-existe') });
    expect(semBanco.codigo).toBe(1);
    expect(semBanco.erro).toContain('Não há banco embutido em');
    expect(fs.existsSync(path.join(raiz, 'nada.tar.gz'))).toBe(false);

    const ocupado = path.join(raiz, 'ocupado');
    fs.mkdirSync(path.join(ocupado, 'pgdata'), { recursive: true });
    fs.writeFileSync(path.join(ocupado, 'pgdata', 'PG_VERSION'), '17\n');
    const portal = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    fs.writeFileSync(path.join(ocupado, 'portal.lock'), String(portal.pid));
    try {
      const b = await admin(['backup', path.join(raiz, 'ocupado.tar.gz')], { DATA_DIR: ocupado });
      expect(b.codigo).toBe(1);
      expect(b.erro).toContain(`está em uso pelo processo ${portal.pid} (o portal está rodando?)`);
      const rs = await admin(['restaurar', lixo, '--substituir'], { DATA_DIR: ocupado });
      expect(rs.codigo).toBe(1);
      expect(rs.erro).toContain('o portal está rodando?');
      expect(fs.readdirSync(ocupado).sort()).toEqual(['pgdata', 'portal.lock']);
      expect(fs.existsSync(path.join(raiz, 'ocupado.tar.gz'))).toBe(false);
    } finally {
      portal.kill();
    }

    const pg = { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nenhum', TESTE_LOCAL: 'true' };
    for (const args of [['backup', path.join(raiz, 'pg.dump')], ['restaurar', lixo]]) {
      const x = await admin(args, pg);
      expect(x.codigo).toBe(1);
      expect(x.erro).toContain('pg_dump -Fc');
      expect(x.erro).toContain('docs/operacao.md ("Cópias de segurança")');
    }

    const uso = await admin(['backup'], {});
    expect(uso.codigo).toBe(2);
    expect(uso.erro).toContain('Uso: npm run admin -- backup <arquivo>');
    const ajuda = await admin(['--help'], {});
    expect(ajuda.saida).toMatch(/backup +grava o banco embutido/);
    expect(ajuda.saida).toMatch(/restaurar +restaura o banco embutido/);
  });
});
