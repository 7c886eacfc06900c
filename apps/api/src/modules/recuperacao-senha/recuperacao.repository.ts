import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ANULADOS_POR_NOVA_SENHA, anularPendentes } from '../auth/index.js';

export interface ContaParaRecuperar {
  usuarioId: string;
  cpf: string;
  nome: string;
  email: string;
  ativo: boolean;
}

type Linha = { usuario_id: string; cpf: string; nome: string; email: string; ativo: boolean };

const selectConta = sql`
  select u.id as usuario_id, p.cpf, p.nome, p.email, u.ativo
    from usuarios u join pessoas p on p.id = u.pessoa_id`;

async function uma(db: Pick<Db, 'execute'>, where: ReturnType<typeof sql>): Promise<ContaParaRecuperar | null> {
  const r = await db.execute<Linha>(sql`${selectConta} where ${where} limit 1`);
  const l = r.rows[0];
  return l ? { usuarioId: l.usuario_id, cpf: l.cpf, nome: l.nome, email: l.email, ativo: l.ativo } : null;
}

export const contaPorCpf = (db: Db, cpf: string) => uma(db, sql`p.cpf = ${cpf}`);
export const contaPorEmail = (db: Db, email: string) => uma(db, sql`lower(p.email) = ${email.toLowerCase()}`);
export const contaPorInscricao = (db: Db, numero: string, uf: string) =>
  uma(db, sql`p.id = (select pessoa_id from inscricoes where numero = ${numero} and uf = ${uf})`);
export const contaPorId = (db: Pick<Db, 'execute'>, usuarioId: string) => uma(db, sql`u.id = ${usuarioId}`);

/**
 * The new password, in the same transaction that spends the link: the address is confirmed too (the link
 * reached it), every session of the user is revoked and every pending link voided (other resets, an
 * e-mail change in flight, second-factor challenges).
 */
export async function gravarNovaSenha(db: Pick<Db, 'execute' | 'update'>, usuarioId: string, senhaHash: string): Promise<number> {
  await db.execute(sql`
    update usuarios set senha_hash = ${senhaHash}, senha_alterada_em = now(),
           email_confirmado_em = coalesce(email_confirmado_em, now())
     where id = ${usuarioId}`);
  await anularPendentes(db, usuarioId, ANULADOS_POR_NOVA_SENHA);
  const r = await db.execute<{ id: string }>(sql`
    update sessoes set revogado_em = now() where usuario_id = ${usuarioId} and revogado_em is null returning id`);
  return r.rows.length;
}
