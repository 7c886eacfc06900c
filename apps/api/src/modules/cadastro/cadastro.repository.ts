import { situacoesQuePermitem } from '@portal/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { historicoCadastral, pessoas, tokensUsoUnico, usuarios } from '../../db/schema/index.js';

type Executor = Pick<Db, 'execute'>;

/** Situações of an inscrição whose holder may open an account: the situação table's (ADR 042; cancelado and falecido may not). */
export const SITUACOES_COM_CONTA = situacoesQuePermitem('cadastrarComoAdvogado');

export interface PessoaExistente {
  id: string;
  email: string;
  nome: string;
  /** YYYY-MM-DD, or null when the register has no birth date. */
  nascimento: string | null;
  usuarioId: string | null;
  temInscricao: boolean;
  /** Has at least one inscrição in SITUACOES_COM_CONTA. */
  temInscricaoAtiva: boolean;
  /** Has an inscrição marked falecido. */
  falecido: boolean;
}

type Linha = {
  id: string;
  email: string;
  nome: string;
  nascimento: string | null;
  usuario_id: string | null;
  tem_inscricao: boolean;
  tem_inscricao_ativa: boolean;
  falecido: boolean;
};

const selectPessoa = sql`
  select p.id, p.email, p.nome, to_char(p.nascimento, 'YYYY-MM-DD') as nascimento, u.id as usuario_id,
         exists (select 1 from inscricoes i where i.pessoa_id = p.id) as tem_inscricao,
         exists (select 1 from inscricoes i where i.pessoa_id = p.id
                    and i.situacao in (${sql.join(SITUACOES_COM_CONTA.map((s) => sql`${s}`), sql`, `)})) as tem_inscricao_ativa,
         exists (select 1 from inscricoes i where i.pessoa_id = p.id and i.situacao = 'falecido') as falecido
    from pessoas p
    left join usuarios u on u.pessoa_id = p.id`;

const paraPessoa = (l: Linha): PessoaExistente => ({
  id: l.id,
  email: l.email,
  nome: l.nome,
  nascimento: l.nascimento,
  usuarioId: l.usuario_id,
  temInscricao: l.tem_inscricao,
  temInscricaoAtiva: l.tem_inscricao_ativa,
  falecido: l.falecido,
});

export async function buscarPessoaPorCpf(db: Executor, cpf: string): Promise<PessoaExistente | null> {
  const r = await db.execute<Linha>(sql`${selectPessoa} where p.cpf = ${cpf} limit 1`);
  return r.rows[0] ? paraPessoa(r.rows[0]) : null;
}

export async function buscarPessoaPorEmail(db: Executor, email: string): Promise<PessoaExistente | null> {
  const r = await db.execute<Linha>(sql`${selectPessoa} where lower(p.email) = ${email.toLowerCase()} limit 1`);
  return r.rows[0] ? paraPessoa(r.rows[0]) : null;
}

/**
 * Removes the accounts never confirmed and older than `idadeMs` whose person has this CPF or this e-mail,
 * so that a typo or a squatter stops blocking them. The person goes too when the registration created it
 * (no inscrição, created with the account); a person from the register keeps its row, untouched. An
 * account confirmed meanwhile is re-checked by the DELETE and stays. Returns how many accounts went.
 */
export async function removerContasNaoConfirmadasVencidas(db: Executor, cpf: string, email: string, idadeMs: number): Promise<number> {
  const limite = sql`now() - make_interval(secs => ${idadeMs / 1000})`;
  const r = await db.execute<{ pessoa_id: string; da_conta: boolean }>(sql`
    delete from usuarios u
     using pessoas p
     where p.id = u.pessoa_id
       and (p.cpf = ${cpf} or lower(p.email) = ${email.toLowerCase()})
       and u.email_confirmado_em is null
       and u.criado_em < ${limite}
    returning u.pessoa_id,
              (p.criado_em >= u.criado_em and not exists (select 1 from inscricoes i where i.pessoa_id = p.id)) as da_conta`);
  const pessoasDaConta = r.rows.filter((l) => l.da_conta).map((l) => l.pessoa_id);
  if (pessoasDaConta.length > 0) {
    await db.execute(sql`
      delete from pessoas p
       where p.id in (${sql.join(pessoasDaConta.map((id) => sql`${id}`), sql`, `)})
         and not exists (select 1 from usuarios u where u.pessoa_id = p.id)
         and not exists (select 1 from inscricoes i where i.pessoa_id = p.id)`);
  }
  return r.rows.length;
}

export interface ContaPorEmail {
  usuarioId: string;
  nome: string;
  email: string;
  ativo: boolean;
  emailConfirmado: boolean;
}

/** The account whose person has this e-mail (case-insensitive). */
export async function buscarContaPorEmail(db: Executor, email: string): Promise<ContaPorEmail | null> {
  const r = await db.execute<{ usuario_id: string; nome: string; email: string; ativo: boolean; confirmado: boolean }>(sql`
    select u.id as usuario_id, p.nome, p.email, u.ativo, u.email_confirmado_em is not null as confirmado
      from usuarios u join pessoas p on p.id = u.pessoa_id
     where lower(p.email) = ${email.toLowerCase()}
     limit 1`);
  const l = r.rows[0];
  return l ? { usuarioId: l.usuario_id, nome: l.nome, email: l.email, ativo: l.ativo, emailConfirmado: l.confirmado } : null;
}

/** Marks the address confirmed, only while the account still has the address the link was sent to. */
export async function marcarEmailConfirmado(db: Executor, usuarioId: string, email: string): Promise<boolean> {
  const r = await db.execute<{ id: string }>(sql`
    update usuarios u set email_confirmado_em = coalesce(u.email_confirmado_em, now())
      from pessoas p
     where u.id = ${usuarioId} and p.id = u.pessoa_id and lower(p.email) = ${email.toLowerCase()}
     returning u.id`);
  return r.rows.length === 1;
}

/** The contact fields a registration from the register carries until the e-mail is confirmed (never the name). */
export const CAMPOS_CONTATO = ['celular', 'cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'uf'] as const;
export type Contato = Record<(typeof CAMPOS_CONTATO)[number], string | null>;

/** The contact data kept in a confirmation link's `dados`, or null when there is none (or it is not well formed). */
export function lerContato(dados: Record<string, unknown> | null | undefined): Contato | null {
  const c = dados?.contato;
  if (typeof c !== 'object' || c === null) return null;
  const contato = {} as Contato;
  for (const campo of CAMPOS_CONTATO) {
    const v = (c as Record<string, unknown>)[campo];
    if (v !== null && typeof v !== 'string') return null;
    contato[campo] = v;
  }
  return contato;
}

/**
 * Applies the contact data typed at registration to the person of a just-confirmed account: the row is
 * locked, compared field by field, and each changed field becomes a historico_cadastral row by the user.
 * Call it inside the confirmation's transaction. Returns the fields that changed.
 */
export async function aplicarContato(db: Pick<Db, 'select' | 'update' | 'insert'>, usuarioId: string, contato: Contato): Promise<string[]> {
  const [u] = await db.select({ pessoaId: usuarios.pessoaId }).from(usuarios).where(eq(usuarios.id, usuarioId));
  if (!u) return [];
  const [atual] = await db.select().from(pessoas).where(eq(pessoas.id, u.pessoaId)).for('update');
  if (!atual) return [];
  const novos: Partial<Contato> = {};
  const mudancas: (typeof historicoCadastral.$inferInsert)[] = [];
  for (const campo of CAMPOS_CONTATO) {
    const anterior = atual[campo] ?? null;
    const novo = contato[campo];
    if (anterior === novo) continue;
    novos[campo] = novo;
    mudancas.push({ pessoaId: u.pessoaId, campo, valorAnterior: anterior, valorNovo: novo, alteradoPor: usuarioId });
  }
  if (mudancas.length === 0) return [];
  await db.update(pessoas).set(novos).where(eq(pessoas.id, u.pessoaId));
  await db.insert(historicoCadastral).values(mudancas);
  return mudancas.map((m) => m.campo);
}

/** The contact data of the newest confirmation link of this account (a resend carries it over). */
export async function contatoDoUltimoLink(db: Pick<Db, 'select'>, usuarioId: string): Promise<Contato | null> {
  const [l] = await db
    .select({ dados: tokensUsoUnico.dados })
    .from(tokensUsoUnico)
    .where(and(eq(tokensUsoUnico.usuarioId, usuarioId), eq(tokensUsoUnico.tipo, 'confirmar_email')))
    .orderBy(desc(tokensUsoUnico.criadoEm))
    .limit(1);
  return lerContato(l?.dados);
}

