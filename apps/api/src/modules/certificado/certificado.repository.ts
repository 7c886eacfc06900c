import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export interface ContaDoCertificado {
  usuarioId: string;
  cpf: string;
  ativo: boolean;
  emailConfirmado: boolean;
  /** The person's inscrições, to tell whether the certificate's OAB number is one of them. */
  inscricoes: Array<{ numero: string; uf: string }>;
}

type Linha = { usuario_id: string; cpf: string; ativo: boolean; email_confirmado: boolean; inscricoes: Array<{ numero: string; uf: string }> | string | null };

const select = sql`
  select u.id as usuario_id, p.cpf, u.ativo, (u.email_confirmado_em is not null) as email_confirmado,
         (select coalesce(json_agg(json_build_object('numero', i.numero, 'uf', i.uf)), '[]'::json)
            from inscricoes i where i.pessoa_id = p.id) as inscricoes
    from usuarios u
    join pessoas p on p.id = u.pessoa_id`;

function paraConta(l: Linha): ContaDoCertificado {
  const inscricoes = typeof l.inscricoes === 'string' ? (JSON.parse(l.inscricoes) as ContaDoCertificado['inscricoes']) : (l.inscricoes ?? []);
  return { usuarioId: l.usuario_id, cpf: l.cpf, ativo: l.ativo, emailConfirmado: l.email_confirmado, inscricoes };
}

export async function contaPorCpf(db: Db, cpf: string): Promise<ContaDoCertificado | null> {
  const r = await db.execute<Linha>(sql`${select} where p.cpf = ${cpf} limit 1`);
  return r.rows[0] ? paraConta(r.rows[0]) : null;
}

export async function contaPorUsuario(db: Db, usuarioId: string): Promise<ContaDoCertificado | null> {
  const r = await db.execute<Linha>(sql`${select} where u.id = ${usuarioId} limit 1`);
  return r.rows[0] ? paraConta(r.rows[0]) : null;
}
