import { and, asc, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  auditoria,
  codigosRecuperacao,
  historicoCadastral,
  inscricoes,
  pessoas,
  sessoes,
  tokensUsoUnico,
  usuarios,
} from '../../db/schema/index.js';
import { todosOsDependentesDe } from '../perfil/index.js';

/** Hard maximum of a list here: a person has few sessions; more than this are old ones anyway. */
const MAX_SESSOES = 50;
/** The export keeps the member's most recent access events. */
const MAX_EVENTOS_EXPORTADOS = 5_000;

export async function lerContaParaSenha(db: Db, usuarioId: string) {
  const [l] = await db
    .select({ senhaHash: usuarios.senhaHash, cpf: pessoas.cpf, email: pessoas.email, nome: pessoas.nome })
    .from(usuarios)
    .innerJoin(pessoas, eq(pessoas.id, usuarios.pessoaId))
    .where(eq(usuarios.id, usuarioId))
    .limit(1);
  return l ?? null;
}

export async function gravarSenha(db: Db, usuarioId: string, senhaHash: string): Promise<void> {
  await db.update(usuarios).set({ senhaHash, senhaAlteradaEm: new Date() }).where(eq(usuarios.id, usuarioId));
}

/** Revokes every live session of the user except `manter`; answers how many ended. */
export async function revogarOutrasSessoes(db: Db, usuarioId: string, manter: string): Promise<number> {
  const r = await db
    .update(sessoes)
    .set({ revogadoEm: new Date() })
    .where(and(eq(sessoes.usuarioId, usuarioId), ne(sessoes.id, manter), isNull(sessoes.revogadoEm)))
    .returning({ id: sessoes.id });
  return r.length;
}

export function listarSessoesAtivas(db: Db, usuarioId: string) {
  return db
    .select({
      id: sessoes.id,
      criadoEm: sessoes.criadoEm,
      ultimoUsoEm: sessoes.ultimoUsoEm,
      ip: sessoes.ip,
      userAgent: sessoes.userAgent,
      metodo: sessoes.metodo,
    })
    .from(sessoes)
    .where(and(eq(sessoes.usuarioId, usuarioId), isNull(sessoes.revogadoEm), gt(sessoes.expiraEm, new Date())))
    .orderBy(desc(sessoes.ultimoUsoEm), desc(sessoes.criadoEm))
    .limit(MAX_SESSOES);
}

/** Revokes one live session of this user; false when it is not theirs, not live, or does not exist. */
export async function revogarSessaoDoUsuario(db: Db, usuarioId: string, sessaoId: string): Promise<boolean> {
  const r = await db
    .update(sessoes)
    .set({ revogadoEm: new Date() })
    .where(
      and(eq(sessoes.id, sessaoId), eq(sessoes.usuarioId, usuarioId), isNull(sessoes.revogadoEm), gt(sessoes.expiraEm, new Date())),
    )
    .returning({ id: sessoes.id });
  return r.length === 1;
}

export async function lerPreferencias(db: Db, usuarioId: string): Promise<Record<string, boolean>> {
  const [l] = await db
    .select({ p: usuarios.preferenciasNotificacao })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId))
    .limit(1);
  return l?.p ?? {};
}

export async function gravarPreferencias(db: Db, usuarioId: string, p: Record<string, boolean>): Promise<void> {
  await db.update(usuarios).set({ preferenciasNotificacao: p }).where(eq(usuarios.id, usuarioId));
}

/** Everything about one member, for the LGPD export: a fixed number of queries, all filtered by the member. */
export async function lerTudoDoMembro(db: Db, usuarioId: string) {
  const [conta] = await db
    .select({
      id: usuarios.id,
      pessoaId: usuarios.pessoaId,
      permissoes: usuarios.permissoes,
      ativo: usuarios.ativo,
      emailConfirmadoEm: usuarios.emailConfirmadoEm,
      senhaAlteradaEm: usuarios.senhaAlteradaEm,
      totpAtivadoEm: usuarios.totpAtivadoEm,
      avisoPrivacidadeVersao: usuarios.avisoPrivacidadeVersao,
      avisoPrivacidadeAceitoEm: usuarios.avisoPrivacidadeAceitoEm,
      preferenciasNotificacao: usuarios.preferenciasNotificacao,
      gravacaoUsabilidade: usuarios.gravacaoUsabilidade,
      criadoEm: usuarios.criadoEm,
    })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId))
    .limit(1);
  if (!conta) return null;
  const [pessoa, listaInscricoes, listaSessoes, eventos, historico, [codigos], [trocaPendente], listaDependentes] = await Promise.all([
    db
      .select({
        id: pessoas.id,
        cpf: pessoas.cpf,
        nome: pessoas.nome,
        nomeSocial: pessoas.nomeSocial,
        nascimento: pessoas.nascimento,
        email: pessoas.email,
        celular: pessoas.celular,
        cep: pessoas.cep,
        logradouro: pessoas.logradouro,
        numero: pessoas.numero,
        complemento: pessoas.complemento,
        bairro: pessoas.bairro,
        cidade: pessoas.cidade,
        uf: pessoas.uf,
        criadoEm: pessoas.criadoEm,
      })
      .from(pessoas)
      .where(eq(pessoas.id, conta.pessoaId))
      .limit(1)
      .then((r) => r[0]),
    db
      .select({
        numero: inscricoes.numero,
        uf: inscricoes.uf,
        tipo: inscricoes.tipo,
        situacao: inscricoes.situacao,
        dataInscricao: inscricoes.dataInscricao,
      })
      .from(inscricoes)
      .where(eq(inscricoes.pessoaId, conta.pessoaId))
      .orderBy(asc(inscricoes.dataInscricao)),
    db
      .select({
        criadoEm: sessoes.criadoEm,
        ultimoUsoEm: sessoes.ultimoUsoEm,
        expiraEm: sessoes.expiraEm,
        revogadoEm: sessoes.revogadoEm,
        metodo: sessoes.metodo,
        ip: sessoes.ip,
        userAgent: sessoes.userAgent,
      })
      .from(sessoes)
      .where(eq(sessoes.usuarioId, usuarioId))
      .orderBy(desc(sessoes.criadoEm)),
    db
      .select({
        em: auditoria.em,
        acao: auditoria.acao,
        sucesso: auditoria.sucesso,
        metodo: auditoria.metodo,
        motivo: auditoria.motivo,
        ip: auditoria.ip,
        userAgent: auditoria.userAgent,
        detalhes: auditoria.detalhes,
      })
      .from(auditoria)
      .where(eq(auditoria.usuarioId, usuarioId))
      .orderBy(desc(auditoria.em))
      .limit(MAX_EVENTOS_EXPORTADOS),
    db
      .select({
        em: historicoCadastral.em,
        campo: historicoCadastral.campo,
        valorAnterior: historicoCadastral.valorAnterior,
        valorNovo: historicoCadastral.valorNovo,
      })
      .from(historicoCadastral)
      .where(eq(historicoCadastral.pessoaId, conta.pessoaId))
      .orderBy(desc(historicoCadastral.em)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(codigosRecuperacao)
      .where(and(eq(codigosRecuperacao.usuarioId, usuarioId), isNull(codigosRecuperacao.usadoEm))),
    db
      .select({ dados: tokensUsoUnico.dados, criadoEm: tokensUsoUnico.criadoEm, expiraEm: tokensUsoUnico.expiraEm })
      .from(tokensUsoUnico)
      .where(
        and(
          eq(tokensUsoUnico.usuarioId, usuarioId),
          eq(tokensUsoUnico.tipo, 'trocar_email'),
          isNull(tokensUsoUnico.usadoEm),
          gt(tokensUsoUnico.expiraEm, new Date()),
        ),
      )
      .orderBy(desc(tokensUsoUnico.criadoEm))
      .limit(1),
    todosOsDependentesDe(db, conta.pessoaId),
  ]);
  if (!pessoa) return null;
  return {
    conta,
    pessoa,
    inscricoes: listaInscricoes,
    sessoes: listaSessoes,
    eventos,
    historico,
    codigosRestantes: codigos?.n ?? 0,
    trocaPendente: trocaPendente ?? null,
    dependentes: listaDependentes,
  };
}
