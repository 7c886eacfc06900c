import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseDeTeste } from '../helpers/app.js';
import { bancoIsolado } from '../helpers/banco-isolado.js';
import { gerarCpf } from '../helpers/fabrica.js';
import { migracoesAte, PASTA_MIGRACOES } from '../helpers/migracoes.js';

/**
 * 0022_vacinas_doses_cpf records the person's CPF on each dose and keeps one live dose per CPF per campaign across
 * households. A database that already sold one person two doses through two households (before the rule) migrates
 * without cancelling anything: the applied/paid, older dose keeps the CPF, the other keeps only its household key.
 */
let banco: DatabaseDeTeste;
let pastaAnterior: string;
beforeAll(async () => {
  banco = await bancoIsolado({ migrar: false });
  pastaAnterior = migracoesAte('0021_gravador');
});
afterAll(async () => {
  await banco?.close();
  if (pastaAnterior) fs.rmSync(pastaAnterior, { recursive: true, force: true });
});

async function linhas<T>(consulta: ReturnType<typeof sql>): Promise<T[]> {
  return (await banco.db.execute(consulta)).rows as T[];
}

async function um<T>(consulta: ReturnType<typeof sql>): Promise<T> {
  const [linha] = await linhas<T>(consulta);
  if (!linha) throw new Error('nenhuma linha');
  return linha;
}

describe('migration 0022_vacinas_doses_cpf', () => {
  it('backfills the CPF of members and dependants, leaves an earlier duplicate without it, and then refuses a second live dose per CPF', async () => {
    const db = banco.db;
    await migrate(db, { migrationsFolder: pastaAnterior });
    const pessoa = (nome: string) =>
      um<{ id: string; cpf: string }>(sql`insert into pessoas (cpf, nome, email) values (${gerarCpf()}, ${nome}, ${`${gerarCpf()}@migracao.local`}) returning id, cpf`);
    const [mae, pai] = [await pessoa('Mãe'), await pessoa('Pai')];
    const cpfFilho = gerarCpf();
    const dependente = (pessoaId: string, cpf: string | null) =>
      um<{ id: string }>(sql`insert into dependentes (pessoa_id, nome, cpf, parentesco, nascimento) values (${pessoaId}, 'Filho', ${cpf}, 'filho', '2015-01-01') returning id`);
    const [filhoDaMae, filhoDoPai, semCpf] = [await dependente(mae.id, cpfFilho), await dependente(pai.id, cpfFilho), await dependente(pai.id, null)];
    const campanha = await um<{ id: string }>(sql`
      insert into vacinas_campanhas (vacina, venda_inicio, venda_fim, aplicacao_inicio, aplicacao_fim, locais, estoque, preco_adimplente_centavos, preco_outros_centavos)
      values ('Gripe', '2026-04-01', '2026-04-30', '2026-04-01', '2026-05-31', '["Sede"]', 10, 100, 100) returning id`);
    let n = 0;
    const dose = async (membroId: string, dependenteId: string | null, status: string, criada: string) => {
      const compra = await um<{ id: string }>(sql`
        insert into vacinas_compras (campanha_id, pessoa_id, status, preco_unitario_centavos, total_centavos, criada_em)
        values (${campanha.id}, ${membroId}, ${status === 'reservada' ? 'reservada' : 'paga'}, 100, 100, ${criada}) returning id`);
      n += 1;
      return um<{ id: string }>(sql`
        insert into vacinas_doses (compra_id, campanha_id, membro_id, dependente_id, pessoa_chave, pessoa_nome, status, codigo_curto, aplicada_em)
        values (${compra.id}, ${campanha.id}, ${membroId}, ${dependenteId}, ${dependenteId ? `d:${dependenteId}` : `p:${membroId}`}, 'Alguém', ${status},
                ${`MIGRA${String(n).padStart(5, '0')}`}, ${status === 'aplicada' ? sql`now()` : null}) returning id`);
    };
    const daMae = await dose(mae.id, null, 'paga', '2026-04-02T10:00:00Z');
    // The child twice: reserved first by the father, then paid by the mother — the paid one keeps the CPF.
    const filhoPeloPai = await dose(pai.id, filhoDoPai.id, 'reservada', '2026-04-02T11:00:00Z');
    const filhoPelaMae = await dose(mae.id, filhoDaMae.id, 'paga', '2026-04-03T11:00:00Z');
    const expiradaDoPai = await dose(pai.id, null, 'expirada', '2026-04-02T09:00:00Z');
    const semCpfDose = await dose(pai.id, semCpf.id, 'aplicada', '2026-04-02T12:00:00Z');

    await migrate(db, { migrationsFolder: PASTA_MIGRACOES });

    const cpfs = new Map(
      (await linhas<{ id: string; pessoa_cpf: string | null; status: string }>(sql`select id, pessoa_cpf, status from vacinas_doses where campanha_id = ${campanha.id}`)).map((d) => [
        d.id,
        [d.pessoa_cpf, d.status],
      ]),
    );
    expect(cpfs.get(daMae.id)).toEqual([mae.cpf, 'paga']);
    expect(cpfs.get(filhoPelaMae.id)).toEqual([cpfFilho, 'paga']);
    expect(cpfs.get(filhoPeloPai.id)).toEqual([null, 'reservada']);
    expect(cpfs.get(expiradaDoPai.id)).toEqual([pai.cpf, 'expirada']);
    expect(cpfs.get(semCpfDose.id)).toEqual([null, 'aplicada']);

    // The index refuses a new live dose for the child's CPF (the last query here: on PGlite a failed one may drop the connection).
    const [indice] = await linhas<{ indexdef: string }>(sql`select indexdef from pg_indexes where tablename = 'vacinas_doses' and indexname = 'vacinas_doses_cpf_key'`);
    expect(indice?.indexdef).toMatch(/^CREATE UNIQUE INDEX .* \(campanha_id, pessoa_cpf\) WHERE/);
    const compra = await um<{ id: string }>(sql`
      insert into vacinas_compras (campanha_id, pessoa_id, status, preco_unitario_centavos, total_centavos)
      values (${campanha.id}, ${pai.id}, 'reservada', 100, 100) returning id`);
    const segunda = db.execute(sql`
      insert into vacinas_doses (compra_id, campanha_id, membro_id, dependente_id, pessoa_chave, pessoa_cpf, pessoa_nome, status, codigo_curto)
      values (${compra.id}, ${campanha.id}, ${pai.id}, null, 'p:outra-chave', ${cpfFilho}, 'Filho', 'reservada', 'MIGRA99999')`);
    await expect(segunda).rejects.toMatchObject({ cause: { code: '23505', constraint: 'vacinas_doses_cpf_key' } });
  });
});
