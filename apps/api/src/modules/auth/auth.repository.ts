import { situacaoPermite, type SituacaoInscricao, type Uf } from '@portal/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessoes } from '../../db/schema/index.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { mapaPermissoes, type InscricaoResumo } from '../../lib/usuario-record.js';
import { linhaDeAuditoria, type EventoAuditoria } from '../auditoria/index.js';

export interface ContaParaLogin {
  usuarioId: string;
  pessoaId: string;
  nome: string;
  email: string;
  senhaHash: string;
  ativo: boolean;
  emailConfirmado: boolean;
  permissoes: string[];
  /** The lawyer's inscrição, or null for a collaborator and for a lawyer whose situação gives no lawyer's services (cancelado: ADR 042). */
  inscricao: InscricaoResumo | null;
  /** The situação of the inscrição the person is shown with, whatever it allows (null: no inscrição). */
  situacaoInscricao: SituacaoInscricao | null;
  /**
   * The second factor is on (a secret, activated): read with the account so the login decides on its second
   * step without reading the row again (the rule of segundoFatorAtivo, seguranca module). The secret itself is
   * not read here.
   */
  segundoFatorAtivo: boolean;
}

type LinhaConta = {
  usuario_id: string;
  pessoa_id: string;
  nome: string;
  email: string;
  senha_hash: string;
  ativo: boolean;
  email_confirmado: boolean;
  permissoes: string[];
  numero: string | null;
  uf: Uf | null;
  situacao: SituacaoInscricao | null;
};

// An active inscrição first, then the principal: a lawyer may also hold supplementary ones in other states.
const COLUNAS_CONTA = `u.id as usuario_id, u.pessoa_id, u.senha_hash, u.ativo, (u.email_confirmado_em is not null) as email_confirmado,
         u.permissoes, p.nome, p.email,
         i.numero, i.uf, i.situacao`;
const ORIGEM_CONTA = `from usuarios u
    join pessoas p on p.id = u.pessoa_id
    left join lateral (
      select numero, uf, situacao from inscricoes
       where pessoa_id = p.id
       order by (situacao not in ('cancelado', 'falecido')) desc, (tipo = 'principal') desc, data_inscricao, numero
       limit 1
    ) i on true`;
const selectConta = (colunasExtras = sql``) => sql`select ${sql.raw(COLUNAS_CONTA)}${colunasExtras}
    ${sql.raw(ORIGEM_CONTA)}`;

function paraConta(l: LinhaConta): Omit<ContaParaLogin, 'segundoFatorAtivo'> {
  return {
    usuarioId: l.usuario_id,
    pessoaId: l.pessoa_id,
    nome: l.nome,
    email: l.email,
    senhaHash: l.senha_hash,
    ativo: l.ativo,
    emailConfirmado: l.email_confirmado,
    permissoes: l.permissoes,
    // The situação decides whether the session carries the lawyer's services (ADR 042: a cancelado is a collaborator).
    inscricao: l.numero && l.uf && l.situacao && situacaoPermite(l.situacao, 'servicosDeAdvogado') ? { numero: l.numero, uf: l.uf, situacao: l.situacao } : null,
    situacaoInscricao: l.situacao,
  };
}

/**
 * The login's lookups: the account and whether its second factor is on (never the session check's query). Every
 * attempt runs one, so their text is fixed and goes to the pool as it is, with its values: nothing is built per login
 * on the event loop (ADR 026, ninth pass). Not named statements: the embedded database keeps a statement's name
 * after the pool's connection closes, and the next connection's first login would fail on it.
 */
const consultaConta = (onde: string) =>
  `select ${COLUNAS_CONTA}, (u.totp_ativado_em is not null and u.totp_segredo is not null) as segundo_fator_ativo
    ${ORIGEM_CONTA}
   where ${onde} limit 1`;
const CONTA_POR_CPF = consultaConta('p.cpf = $1');
const CONTA_POR_INSCRICAO = consultaConta('p.id = (select pessoa_id from inscricoes where numero = $1 and uf = $2)');

async function umaConta(db: Db, consulta: string, values: string[]): Promise<ContaParaLogin | null> {
  const r = await db.$client.query<LinhaConta & { segundo_fator_ativo: boolean }>(consulta, values);
  const linha = r.rows[0];
  return linha ? { ...paraConta(linha), segundoFatorAtivo: linha.segundo_fator_ativo } : null;
}

export function buscarContaPorCpf(db: Db, cpf: string) {
  return umaConta(db, CONTA_POR_CPF, [cpf]);
}

export function buscarContaPorInscricao(db: Db, numero: string, uf: string) {
  return umaConta(db, CONTA_POR_INSCRICAO, [numero, uf]);
}

/**
 * Now, by the app's clock: a session's expiry is written with it (sessao.service.ts), so it is read with it too, never
 * mixed with the database's now() (as the single-use tokens do): every instance, and the tests, agree.
 */
const agoraDoApp = () => sql`${new Date().toISOString()}::timestamptz`;

/** The user behind a user token, in one query: only while the session is live and the account active. */
export async function buscarUsuarioDaSessao(
  db: Db,
  sessaoId: string,
  usuarioId: string,
): Promise<UsuarioAutenticado | null> {
  return (await buscarSessaoComUsuario(db, sessaoId, usuarioId))?.usuario ?? null;
}

/** The same, with the session's expiry (how long the session cache may keep it). */
export async function buscarSessaoComUsuario(
  db: Db,
  sessaoId: string,
  usuarioId: string,
): Promise<{ usuario: UsuarioAutenticado; expiraEm: Date } | null> {
  const r = await db.execute<LinhaConta & { expira_em: Date | string }>(sql`${selectConta(sql`, s.expira_em`)}
    join sessoes s on s.usuario_id = u.id
   where s.id = ${sessaoId} and u.id = ${usuarioId} and s.revogado_em is null and s.expira_em > ${agoraDoApp()} and u.ativo
   limit 1`);
  const linha = r.rows[0];
  if (!linha) return null;
  const c = paraConta(linha);
  // A falecido's account is closed (ADR 042): a session still open when the registry changed stops at once.
  if (!situacaoPermite(c.situacaoInscricao, 'entrar')) return null;
  return {
    usuario: {
      id: c.usuarioId,
      sessaoId,
      pessoaId: c.pessoaId,
      nome: c.nome,
      email: c.email,
      isAdvogado: c.inscricao !== null,
      permissoes: mapaPermissoes(c.permissoes),
      inscricao: c.inscricao,
    },
    expiraEm: new Date(linha.expira_em),
  };
}

export interface NovaSessao {
  usuarioId: string;
  refreshHash: string;
  metodo: string;
  ip: string | null;
  userAgent: string | null;
  expiraEm: Date;
}

export async function criarSessao(db: Db, s: NovaSessao) {
  const [linha] = await db
    .insert(sessoes)
    .values({ ...s, userAgent: s.userAgent?.slice(0, 300) ?? null })
    .returning({ id: sessoes.id });
  if (!linha) throw new Error('sessão não criada');
  return linha.id;
}

/**
 * The same, and the audit row of the event that opened it, in one statement (`with auditado as (insert into auditoria …)
 * insert into sessoes …`): one round trip, and both rows are written or neither. Every login that passes runs it, so its
 * text is fixed, as the account lookups' is; the columns left out take their defaults (ids, `em`, `criado_em`,
 * `ultimo_uso_em`), as the builder's insert left them.
 */
const SESSAO_AUDITADA = `with auditado as (
    insert into auditoria (acao, sucesso, usuario_id, metodo, motivo, ip, user_agent, detalhes)
    values ($1, $2, $3, $4, $5, $6, $7, $8)
  )
  insert into sessoes (usuario_id, refresh_hash, metodo, ip, user_agent, expira_em)
  values ($9, $10, $11, $12, $13, $14)
  returning id`;

export async function criarSessaoAuditada(db: Db, s: NovaSessao, evento: EventoAuditoria) {
  const a = linhaDeAuditoria(evento);
  const r = await db.$client.query<{ id: string }>(SESSAO_AUDITADA, [
    a.acao,
    a.sucesso,
    a.usuarioId,
    a.metodo,
    a.motivo,
    a.ip,
    a.userAgent,
    a.detalhes === null || a.detalhes === undefined ? null : JSON.stringify(a.detalhes),
    s.usuarioId,
    s.refreshHash,
    s.metodo,
    s.ip,
    s.userAgent?.slice(0, 300) ?? null,
    s.expiraEm.toISOString(),
  ]);
  const linha = r.rows[0];
  if (!linha) throw new Error('sessão não criada');
  return linha.id;
}

export interface SessaoPorRefresh {
  id: string;
  usuarioId: string;
  atual: boolean;
  rotacionadoEm: Date | null;
}

/** A live session whose current (atual) or previous refresh hash matches. */
export async function buscarSessaoPorRefresh(db: Db, hash: string): Promise<SessaoPorRefresh | null> {
  const r = await db.execute<{ id: string; usuario_id: string; atual: boolean; rotacionado_em: Date | string | null }>(sql`
    select id, usuario_id, refresh_hash = ${hash} as atual, rotacionado_em
      from sessoes
     where (refresh_hash = ${hash} or refresh_anterior_hash = ${hash})
       and revogado_em is null and expira_em > ${agoraDoApp()}
     limit 1`);
  const l = r.rows[0];
  return l ? { id: l.id, usuarioId: l.usuario_id, atual: l.atual, rotacionadoEm: l.rotacionado_em === null ? null : new Date(l.rotacionado_em) } : null;
}

/** Rotates only if the presented hash is still the current one (a concurrent rotation wins once). */
export async function rotacionarRefresh(db: Db, sessaoId: string, hashAtual: string, novoHash: string): Promise<boolean> {
  const r = await db
    .update(sessoes)
    .set({ refreshHash: novoHash, refreshAnteriorHash: hashAtual, rotacionadoEm: new Date(), ultimoUsoEm: new Date() })
    .where(and(eq(sessoes.id, sessaoId), eq(sessoes.refreshHash, hashAtual), isNull(sessoes.revogadoEm)))
    .returning({ id: sessoes.id });
  return r.length === 1;
}

export async function revogarSessao(db: Db, sessaoId: string): Promise<void> {
  await db
    .update(sessoes)
    .set({ revogadoEm: new Date() })
    .where(and(eq(sessoes.id, sessaoId), isNull(sessoes.revogadoEm)));
}

export async function sessaoAtiva(db: Db, sessaoId: string): Promise<boolean> {
  const r = await db
    .select({ id: sessoes.id })
    .from(sessoes)
    .where(and(eq(sessoes.id, sessaoId), isNull(sessoes.revogadoEm), gt(sessoes.expiraEm, new Date())))
    .limit(1);
  return r.length === 1;
}
