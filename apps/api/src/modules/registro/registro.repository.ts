import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export interface PessoaExistente {
  id: string;
  email: string;
  nome: string;
  usuarioId: string | null;
  temInscricao: boolean;
}

type Linha = { id: string; email: string; nome: string; usuario_id: string | null; tem_inscricao: boolean };

const selectPessoa = sql`
  select p.id, p.email, p.nome, u.id as usuario_id,
         exists (select 1 from inscricoes i where i.pessoa_id = p.id) as tem_inscricao
    from pessoas p
    left join usuarios u on u.pessoa_id = p.id`;

const paraPessoa = (l: Linha): PessoaExistente => ({
  id: l.id,
  email: l.email,
  nome: l.nome,
  usuarioId: l.usuario_id,
  temInscricao: l.tem_inscricao,
});

export async function buscarPessoaPorCpf(db: Db, cpf: string): Promise<PessoaExistente | null> {
  const r = await db.execute<Linha>(sql`${selectPessoa} where p.cpf = ${cpf} limit 1`);
  return r.rows[0] ? paraPessoa(r.rows[0]) : null;
}

export async function buscarPessoaPorEmail(db: Db, email: string): Promise<PessoaExistente | null> {
  const r = await db.execute<Linha>(sql`${selectPessoa} where lower(p.email) = ${email.toLowerCase()} limit 1`);
  return r.rows[0] ? paraPessoa(r.rows[0]) : null;
}

export interface ContaPorEmail {
  usuarioId: string;
  nome: string;
  email: string;
  ativo: boolean;
  emailConfirmado: boolean;
}

/** The account whose person has this e-mail (case-insensitive). */
export async function buscarContaPorEmail(db: Db, email: string): Promise<ContaPorEmail | null> {
  const r = await db.execute<{ usuario_id: string; nome: string; email: string; ativo: boolean; confirmado: boolean }>(sql`
    select u.id as usuario_id, p.nome, p.email, u.ativo, u.email_confirmado_em is not null as confirmado
      from usuarios u join pessoas p on p.id = u.pessoa_id
     where lower(p.email) = ${email.toLowerCase()}
     limit 1`);
  const l = r.rows[0];
  return l ? { usuarioId: l.usuario_id, nome: l.nome, email: l.email, ativo: l.ativo, emailConfirmado: l.confirmado } : null;
}

/** Marks the address confirmed, only while the account still has the address the link was sent to. */
export async function marcarEmailConfirmado(db: Pick<Db, 'execute'>, usuarioId: string, email: string): Promise<boolean> {
  const r = await db.execute<{ id: string }>(sql`
    update usuarios u set email_confirmado_em = coalesce(u.email_confirmado_em, now())
      from pessoas p
     where u.id = ${usuarioId} and p.id = u.pessoa_id and lower(p.email) = ${email.toLowerCase()}
     returning u.id`);
  return r.rows.length === 1;
}

/** PostgreSQL unique_violation, whether or not the driver error is wrapped by drizzle. */
export function violouUnicidade(err: unknown): boolean {
  for (let e: unknown = err, i = 0; e && i < 4; i++) {
    if (typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === '23505') return true;
    e = typeof e === 'object' && e !== null && 'cause' in e ? (e as { cause: unknown }).cause : null;
  }
  return false;
}
