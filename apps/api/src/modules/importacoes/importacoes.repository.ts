import { MAX_ERROS_NA_TELA, type Importacao, type RelatorioImportacao, type ResumoImportacao, type SituacaoImportacao } from '@portal/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { importacoes, pessoas, usuarios } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';

export type LinhaImportacao = typeof importacoes.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function resumir(r: RelatorioImportacao): ResumoImportacao {
  return {
    linhasLidas: r.linhasLidas,
    novos: r.novos,
    alterados: r.alterados,
    inalterados: r.inalterados,
    comErro: r.comErro,
    erros: r.erros.slice(0, MAX_ERROS_NA_TELA),
    totalErros: r.erros.length,
  };
}

const colunas = {
  importacao: importacoes,
  enviadaPorNome: sql<string>`coalesce(${pessoas.nome}, '')`,
};

export function paraResposta(l: { importacao: LinhaImportacao; enviadaPorNome: string }): Importacao {
  const i = l.importacao;
  return {
    id: i.id,
    tipo: i.tipo,
    situacao: i.situacao,
    arquivoNome: i.arquivoNome,
    arquivoBytes: i.arquivoBytes,
    enviadaPor: l.enviadaPorNome,
    criadaEm: i.criadaEm.toISOString(),
    confirmadaEm: i.confirmadaEm?.toISOString() ?? null,
    concluidaEm: i.concluidaEm?.toISOString() ?? null,
    previa: resumir(i.previa),
    linhasLidas: i.linhasLidas,
    relatorio: i.relatorio ? resumir(i.relatorio) : null,
    falha: i.falha,
  };
}

function consulta(db: Executor) {
  return db.select(colunas).from(importacoes).innerJoin(usuarios, eq(usuarios.id, importacoes.enviadaPor)).leftJoin(pessoas, eq(pessoas.id, usuarios.pessoaId));
}

/** One import of this kind by id (a malformed id is simply not found). */
export async function buscarImportacao(db: Executor, tipo: string, id: string) {
  if (!UUID.test(id)) return null;
  const [l] = await consulta(db)
    .where(and(eq(importacoes.id, id), eq(importacoes.tipo, tipo)))
    .limit(1);
  return l ?? null;
}

export async function listarRecentes(db: Executor, tipo: string, limite: number) {
  return consulta(db).where(eq(importacoes.tipo, tipo)).orderBy(desc(importacoes.criadaEm)).limit(limite);
}

export async function emAndamento(db: Executor, tipo: string): Promise<LinhaImportacao[]> {
  return db
    .select()
    .from(importacoes)
    .where(and(eq(importacoes.tipo, tipo), inArray(importacoes.situacao, ['na_fila', 'executando'])));
}

/** Moves an import from one of `de` to `para` (with the other columns); null when it was in none of them. */
export async function mudarSituacao(
  db: Executor,
  id: string,
  de: readonly SituacaoImportacao[],
  valores: Partial<typeof importacoes.$inferInsert> & { situacao: SituacaoImportacao },
): Promise<LinhaImportacao | null> {
  const [l] = await db
    .update(importacoes)
    .set(valores)
    .where(and(eq(importacoes.id, id), inArray(importacoes.situacao, [...de])))
    .returning();
  return l ?? null;
}
