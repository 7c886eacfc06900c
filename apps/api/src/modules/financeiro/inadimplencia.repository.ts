/**
 * The defaulters list: people with open debt títulos (anuidade, acordo, multa) past their due date, one row
 * per person with what they owe. Built for 1M títulos and 50k people:
 * - the aggregation reads only the partial index titulos_inadimplencia_idx (open debts by due date), so its
 *   cost follows the overdue títulos (a few per cent of the table), not the table;
 * - people are joined before the page is cut only when the filter or the order needs them (a search, the
 *   order by name); otherwise only the 50 people of the page are read;
 * - the inscrição is looked up only for the rows of the page.
 */
import { formatarCpf, ORIGENS_DIVIDA, somarDias, type InadimplenciaQuery, type Inadimplente } from '@portal/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/transacao.js';
import { condicaoDaBusca, padraoNome, tipoDaBusca, type TipoBusca } from '../../lib/busca-pessoa.js';

export const POR_PAGINA_INADIMPLENCIA = 50;

export type FiltrosInadimplencia = Omit<InadimplenciaQuery, 'pagina'>;

// Literals, not parameters: the planner must see the partial index's own predicate to use the index.
const ORIGENS = sql.raw(ORIGENS_DIVIDA.map((o) => `'${o}'`).join(', '));

export { padraoNome, tipoDaBusca, type TipoBusca };


/** The oldest overdue due date of the person, by bracket of days late (bounds inclusive). */
function condicaoAtraso(atraso: FiltrosInadimplencia['atraso'], hoje: string): SQL | null {
  const limite = (dias: number) => somarDias(hoje, -dias);
  switch (atraso) {
    case undefined:
      return null;
    case 'ate_30':
      return sql`min(t.vencimento) >= ${limite(30)}::date`;
    case '31_90':
      return sql`min(t.vencimento) between ${limite(90)}::date and ${limite(31)}::date`;
    case '91_365':
      return sql`min(t.vencimento) between ${limite(365)}::date and ${limite(91)}::date`;
    case 'acima_365':
      return sql`min(t.vencimento) < ${limite(365)}::date`;
    default: {
      const nunca: never = atraso;
      return nunca;
    }
  }
}

/**
 * Name order without case or accents: NFD puts 'Álvaro' with the A's on any collation (under a linguistic
 * collation such as pt_BR the order is the usual one; under C the accented name comes after the plain ones
 * of its letter, never after Z).
 */
const NOME_ORDEM = sql`lower(normalize(p.nome, NFD))`;

/**
 * `devedores` (one row per person, from the partial index) and `filtrados` (the people in the filter). The
 * person is joined before the page only when a search or the order by name needs it; the search is applied
 * after that join (materialized), so a name pattern runs over the defaulters, not over every person.
 */
function consultaBase(hoje: string, f: FiltrosInadimplencia): SQL {
  // Amounts are the principal (valor_centavos) only: fine and interest depend on each título's days late and
  // would cost a computation per título over a million rows; the list and the CSV call it principal.
  const having = [
    condicaoAtraso(f.atraso, hoje),
    f.valorMinimoCentavos !== undefined ? sql`sum(t.valor_centavos) >= ${f.valorMinimoCentavos}` : null,
  ].filter((c): c is SQL => c !== null);
  const busca = f.busca ? condicaoDaBusca(f.busca, { pessoaId: sql`j.pessoa_id`, cpf: sql`j.cpf`, nomes: [sql`j.nome`] }) : null;
  const comPessoa = busca !== null || f.ordem === 'nome';
  const devedores = sql`
    devedores as (
      select t.pessoa_id,
             count(*)::int as titulos,
             sum(t.valor_centavos)::bigint as total_centavos,
             min(t.vencimento) as mais_antigo
        from titulos t
       where t.status = 'aberto'
         and t.origem in (${ORIGENS})
         and t.vencimento < ${hoje}::date
         ${f.exercicio !== undefined ? sql`and t.exercicio = ${f.exercicio}` : sql``}
       group by t.pessoa_id
       ${having.length > 0 ? sql`having ${sql.join(having, sql` and `)}` : sql``}
    )`;
  if (!comPessoa) return sql`with ${devedores}, filtrados as (select * from devedores)`;
  const juntados = sql`
    juntados as materialized (
      select d.*, p.nome, p.cpf ${f.ordem === 'nome' ? sql`, ${NOME_ORDEM} as nome_ordem` : sql``}
        from devedores d
        join pessoas p on p.id = d.pessoa_id
    )`;
  return sql`with ${devedores}, ${juntados}, filtrados as (select * from juntados j ${busca ? sql`where ${busca}` : sql``})`;
}

/** The order of the list (and of the CSV); the person's id last, so pages never overlap. */
function ordem(o: FiltrosInadimplencia['ordem'], alias: string): SQL {
  const a = sql.raw(alias);
  switch (o) {
    case 'valor':
      return sql`${a}.total_centavos desc, ${a}.pessoa_id`;
    case 'atraso':
      return sql`${a}.mais_antigo, ${a}.total_centavos desc, ${a}.pessoa_id`;
    case 'nome':
      return sql`${a}.nome_ordem, ${a}.pessoa_id`;
    default: {
      const nunca: never = o;
      return nunca;
    }
  }
}

// The inscrição shown: an active one first (a defaulter is often suspended, still inscribed), the principal
// before supplementary ones, the oldest first.
const inscricaoDaPessoa = (alias: string) => sql`
  left join lateral (
    select i.numero, i.uf from inscricoes i
     where i.pessoa_id = ${sql.raw(alias)}.pessoa_id
     order by (i.situacao not in ('cancelado', 'falecido')) desc, (i.tipo = 'principal') desc, i.data_inscricao, i.numero
     limit 1
  ) ins on true`;

/** What a row of the list is made of: the aggregate, the person (by primary key) and the inscrição. */
const colunasDaLinha = (alias: string, hoje: string) => {
  const a = sql.raw(alias);
  return sql`${a}.pessoa_id, pe.nome, pe.cpf, ins.numero, ins.uf, ${a}.titulos, ${a}.total_centavos,
             (${hoje}::date - ${a}.mais_antigo)::int as maior_atraso_dias,
             to_char(${a}.mais_antigo, 'YYYY-MM-DD') as vencimento_mais_antigo`;
};

interface LinhaInadimplente extends Record<string, unknown> {
  pessoa_id: string;
  nome: string;
  cpf: string;
  numero: string | null;
  uf: string | null;
  titulos: number;
  total_centavos: string | number;
  maior_atraso_dias: number;
  vencimento_mais_antigo: string;
}

function paraInadimplente(l: LinhaInadimplente): Inadimplente {
  return {
    pessoaId: l.pessoa_id,
    nome: l.nome,
    cpf: formatarCpf(l.cpf),
    inscricao: l.numero && l.uf ? `${l.numero}/${l.uf}` : null,
    titulos: Number(l.titulos),
    totalCentavos: Number(l.total_centavos),
    maiorAtrasoDias: Number(l.maior_atraso_dias),
    vencimentoMaisAntigo: l.vencimento_mais_antigo,
  };
}

export interface Totais {
  pessoas: number;
  titulos: number;
  totalCentavos: number;
}

async function totaisDe(ex: Executor, hoje: string, f: FiltrosInadimplencia): Promise<Totais> {
  const base = consultaBase(hoje, f);
  const r = await ex.execute<{ pessoas: number; titulos: string | number; total: string | number }>(sql`
    ${base}
    select count(*)::int as pessoas, coalesce(sum(titulos), 0)::bigint as titulos, coalesce(sum(total_centavos), 0)::bigint as total
      from filtrados`);
  const l = r.rows[0];
  return { pessoas: Number(l?.pessoas ?? 0), titulos: Number(l?.titulos ?? 0), totalCentavos: Number(l?.total ?? 0) };
}

/**
 * One page and the totals of the whole filtered set, in one statement (the totals are window sums over the
 * filtered people, computed before the page is cut). A page past the end has no row to carry them: then the
 * totals are asked for on their own.
 */
export async function listarInadimplentes(
  ex: Executor,
  hoje: string,
  f: FiltrosInadimplencia,
  pagina: number,
): Promise<{ itens: Inadimplente[]; totais: Totais }> {
  const base = consultaBase(hoje, f);
  const r = await ex.execute<LinhaInadimplente & { total_pessoas: number; total_titulos: string | number; total_geral: string | number }>(sql`
    ${base},
    pagina as (
      select f.*,
             count(*) over () as total_pessoas,
             sum(f.titulos) over () as total_titulos,
             sum(f.total_centavos) over () as total_geral
        from filtrados f
       order by ${ordem(f.ordem, 'f')}
       limit ${POR_PAGINA_INADIMPLENCIA} offset ${(pagina - 1) * POR_PAGINA_INADIMPLENCIA}
    )
    select ${colunasDaLinha('pg', hoje)}, pg.total_pessoas, pg.total_titulos, pg.total_geral
      from pagina pg
      join pessoas pe on pe.id = pg.pessoa_id
      ${inscricaoDaPessoa('pg')}
     order by ${ordem(f.ordem, 'pg')}`);
  const primeira = r.rows[0];
  const totais = primeira
    ? { pessoas: Number(primeira.total_pessoas), titulos: Number(primeira.total_titulos), totalCentavos: Number(primeira.total_geral) }
    : await totaisDe(ex, hoje, f);
  return { itens: r.rows.map(paraInadimplente), totais };
}

/** Every filtered person, in the list's order (the CSV export): one statement, so one consistent snapshot. */
export async function todosInadimplentes(ex: Executor, hoje: string, f: FiltrosInadimplencia): Promise<Inadimplente[]> {
  const base = consultaBase(hoje, f);
  const r = await ex.execute<LinhaInadimplente>(sql`
    ${base}
    select ${colunasDaLinha('fi', hoje)}
      from filtrados fi
      join pessoas pe on pe.id = fi.pessoa_id
      ${inscricaoDaPessoa('fi')}
     order by ${ordem(f.ordem, 'fi')}`);
  return r.rows.map(paraInadimplente);
}
