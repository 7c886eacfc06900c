/** The staff review queue: one page of requests the staff user may see, oldest status first; two queries whatever the page size. */
import { STATUS_ABERTOS, STATUS_QUE_AGUARDAM, type Aguarda, type ItemFila, type StatusRequerimento } from '@portal/contracts';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pessoas, requerimentos } from '../../db/schema/index.js';
import { resumoDe } from './requerimentos.repository.js';
import type { VisaoStaff } from './acesso-staff.js';

export interface FiltroFila {
  area?: ItemFila['area'] | undefined;
  codigo?: string | undefined;
  status?: StatusRequerimento | undefined;
  aguarda?: Aguarda | undefined;
  idadeMinimaDias?: number | undefined;
  pagina: number;
  tamanho: number;
}

/** Whole days since the status began. */
const idadeDias = sql<number>`floor(extract(epoch from (now() - ${requerimentos.statusDesde})) / 86400)::int`;

const STATUS_FILA_ABERTOS = STATUS_ABERTOS.filter((st) => st !== 'rascunho');

/**
 * Requests waiting for staff: never drafts; only the areas the permissions open; sensitive requests only with
 * their permission; filters by area, type, status and minimum age (days since the last status change).
 */
export async function listarFila(db: Db, visao: VisaoStaff, f: FiltroFila): Promise<{ itens: ItemFila[]; total: number }> {
  const areas = f.area ? visao.areas.filter((a) => a === f.area) : visao.areas;
  if (areas.length === 0 || f.status === 'rascunho') return { itens: [], total: 0 };
  const onde = and(
    ne(requerimentos.status, 'rascunho'),
    inArray(requerimentos.area, [...areas]),
    // Sensitive: the type (267, 305) or a sensitive parent (a 273 or 269 filed against one).
    visao.sensiveis ? undefined : eq(requerimentos.sensivel, false),
    f.codigo ? eq(requerimentos.codigo, f.codigo) : undefined,
    // No status chosen: the open ones (what is waiting for someone, or for the staff or the requester only);
    // finished ones by their status.
    f.status
      ? eq(requerimentos.status, f.status)
      : inArray(requerimentos.status, f.aguarda ? [...STATUS_QUE_AGUARDAM[f.aguarda]] : STATUS_FILA_ABERTOS),
    f.idadeMinimaDias !== undefined && f.idadeMinimaDias > 0
      ? sql`${requerimentos.statusDesde} <= now() - make_interval(days => ${f.idadeMinimaDias}::int)`
      : undefined,
  );
  const [linhas, [totais]] = await Promise.all([
    db
      .select({
        r: requerimentos,
        // The register name, as in the detail; null for the anonymous report (no person).
        requerenteNome: pessoas.nome,
        idadeDias,
      })
      .from(requerimentos)
      .leftJoin(pessoas, eq(pessoas.id, requerimentos.pessoaId))
      .where(onde)
      .orderBy(asc(requerimentos.statusDesde), asc(requerimentos.id))
      .limit(f.tamanho)
      .offset((f.pagina - 1) * f.tamanho),
    db.select({ total: count() }).from(requerimentos).where(onde),
  ]);
  return {
    itens: linhas.map((l) => ({ ...resumoDe(l.r), requerenteNome: l.requerenteNome, idadeDias: Number(l.idadeDias) })),
    total: totais?.total ?? 0,
  };
}
