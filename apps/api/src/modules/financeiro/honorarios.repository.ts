/** Versions of the tabela de honorários and their items: the one in force on a day, the search, the import. */
import { formatarDataBr, type ItemHonorario, type VersaoHonorarios } from '@portal/contracts';
import { and, asc, count, desc, eq, lte, min, sql, type SQL } from 'drizzle-orm';
import { honorariosItens, honorariosVersoes } from '../../db/schema/index.js';
import { violouUnicidade } from '../../db/erros-banco.js';
import type { Executor, Tx } from '../../db/transacao.js';
import { AppError } from '../../lib/app-error.js';
import type { ItemCsvHonorario } from './ler-csv-honorarios.js';
import { padraoContem, palavrasDaBusca, textoDeBusca } from '../../lib/texto-de-busca.js';

export type LinhaVersao = typeof honorariosVersoes.$inferSelect;

export const POR_PAGINA_HONORARIOS = 50;
/** Items inserted per statement (keeps each INSERT well under PostgreSQL's parameter limit). */
const LOTE_INSERCAO = 1000;

/** The version in force on `hoje`: the latest one that has started. */
export async function versaoVigente(ex: Executor, hoje: string): Promise<LinhaVersao | null> {
  const [v] = await ex
    .select()
    .from(honorariosVersoes)
    .where(lte(honorariosVersoes.vigenciaInicio, hoje))
    .orderBy(desc(honorariosVersoes.vigenciaInicio))
    .limit(1);
  return v ?? null;
}

export function versaoDe(v: LinhaVersao, situacao: VersaoHonorarios['situacao']): VersaoHonorarios {
  return {
    id: v.id,
    vigenciaInicio: v.vigenciaInicio,
    importadaEm: v.importadaEm.toISOString(),
    arquivoNome: v.arquivoNome,
    totalItens: v.totalItens,
    situacao,
  };
}

/** Every version, the newest start first: the one in force today, the ones to come, the ones replaced. */
export async function listarVersoes(ex: Executor, hoje: string): Promise<VersaoHonorarios[]> {
  const linhas = await ex.select().from(honorariosVersoes).orderBy(desc(honorariosVersoes.vigenciaInicio));
  const vigente = linhas.find((v) => v.vigenciaInicio <= hoje);
  return linhas.map((v) => versaoDe(v, v.vigenciaInicio > hoje ? 'futura' : v.id === vigente?.id ? 'vigente' : 'anterior'));
}

export interface FiltrosTabela {
  area?: string | undefined;
  busca?: string | undefined;
  pagina: number;
  porPagina?: number;
}

/** The items of a version, filtered by area (exact) and by every word of the search, in the table's order. */
export async function consultarItens(ex: Executor, versaoId: string, f: FiltrosTabela) {
  const condicoes: SQL[] = [eq(honorariosItens.versaoId, versaoId)];
  if (f.area) condicoes.push(eq(honorariosItens.area, f.area));
  for (const palavra of palavrasDaBusca(f.busca)) condicoes.push(sql`${honorariosItens.busca} like ${padraoContem(palavra)}`);
  const onde = and(...condicoes);
  const porPagina = f.porPagina ?? POR_PAGINA_HONORARIOS;
  const [itens, [totais], areas] = await Promise.all([
    ex
      .select({
        id: honorariosItens.id,
        area: honorariosItens.area,
        codigo: honorariosItens.codigo,
        ato: honorariosItens.ato,
        valorCentavos: honorariosItens.valorCentavos,
        percentualBp: honorariosItens.percentualBp,
        observacao: honorariosItens.observacao,
      })
      .from(honorariosItens)
      .where(onde)
      .orderBy(asc(honorariosItens.ordem))
      .limit(porPagina)
      .offset((f.pagina - 1) * porPagina),
    ex.select({ total: count() }).from(honorariosItens).where(onde),
    // The version's areas in the table's own order (where each first appears), for the filter.
    ex
      .select({ area: honorariosItens.area })
      .from(honorariosItens)
      .where(eq(honorariosItens.versaoId, versaoId))
      .groupBy(honorariosItens.area)
      .orderBy(min(honorariosItens.ordem)),
  ]);
  return { itens: itens satisfies ItemHonorario[], total: totais?.total ?? 0, areas: areas.map((a) => a.area) };
}

function vigenciaRepetida(vigenciaInicio: string): AppError {
  const mensagem = `Já existe uma versão com vigência em ${formatarDataBr(vigenciaInicio)}.`;
  return new AppError('VIGENCIA_REPETIDA', mensagem, { campos: { vigenciaInicio: mensagem } });
}

/** 409 when a version already starts on that day (checked before reading the file, and again by the unique index). */
export async function exigirVigenciaLivre(ex: Executor, vigenciaInicio: string): Promise<void> {
  const [existente] = await ex
    .select({ id: honorariosVersoes.id })
    .from(honorariosVersoes)
    .where(eq(honorariosVersoes.vigenciaInicio, vigenciaInicio))
    .limit(1);
  if (existente) throw vigenciaRepetida(vigenciaInicio);
}

export interface NovaVersaoHonorarios {
  vigenciaInicio: string;
  arquivoNome: string;
  importadaPor: string | null;
  itens: readonly ItemCsvHonorario[];
}

/** Stores a version and all its items in the caller's transaction (all or nothing). */
export async function gravarVersaoHonorarios(tx: Tx, nova: NovaVersaoHonorarios): Promise<LinhaVersao> {
  await exigirVigenciaLivre(tx, nova.vigenciaInicio);
  let versao: LinhaVersao | undefined;
  try {
    [versao] = await tx
      .insert(honorariosVersoes)
      .values({
        vigenciaInicio: nova.vigenciaInicio,
        arquivoNome: nova.arquivoNome,
        totalItens: nova.itens.length,
        importadaPor: nova.importadaPor,
      })
      .returning();
  } catch (erro) {
    // Two imports for the same day at once: the unique index decides, the second one hears why.
    if (violouUnicidade(erro)) throw vigenciaRepetida(nova.vigenciaInicio);
    throw erro;
  }
  if (!versao) throw new Error('versão de honorários não gravada');
  const versaoId = versao.id;
  for (let i = 0; i < nova.itens.length; i += LOTE_INSERCAO) {
    await tx.insert(honorariosItens).values(
      nova.itens.slice(i, i + LOTE_INSERCAO).map((item, j) => ({
        versaoId,
        area: item.area,
        codigo: item.codigo,
        ato: item.ato,
        valorCentavos: item.valorCentavos,
        percentualBp: item.percentualBp,
        observacao: item.observacao,
        busca: textoDeBusca(`${item.area} ${item.codigo} ${item.ato}`),
        ordem: i + j + 1,
      })),
    );
  }
  return versao;
}
