/**
 * The registry as the staff screen reads it (/area-restrita/inscritos): the search, one person with their
 * inscrições, account and history, and the row lock a change of situação takes.
 */
import { formatarCpf, POR_PAGINA_INSCRITOS, type ContaInscrito, type InscricaoResumoStaff, type InscritoDetalhe, type InscritoResultado, type SituacaoInscricao } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/transacao.js';
import { condicaoDaBusca } from '../../lib/busca-pessoa.js';

/** The history rows the screen shows: the situação and the names (the import and this screen write them). */
const CAMPOS_DO_HISTORICO = ['situacao', 'nome', 'nomeSocial'] as const;
const MAX_HISTORICO = 100;

const CONTA = sql`case when u.id is null then 'sem_conta'
                        when not u.ativo then 'inativa'
                        when u.email_confirmado_em is null then 'nao_confirmada'
                        else 'ativa' end`;

interface LinhaInscricao extends Record<string, unknown> {
  id: string;
  pessoa_id: string;
  numero: string;
  uf: string;
  tipo: InscricaoResumoStaff['tipo'];
  situacao: SituacaoInscricao;
  data_inscricao: string;
}

const paraInscricao = (l: LinhaInscricao): InscricaoResumoStaff => ({
  id: l.id,
  inscricao: `${l.numero}/${l.uf}`,
  tipo: l.tipo,
  situacao: l.situacao,
  dataInscricao: l.data_inscricao,
});

/** Each person's inscrições, the principal first. */
async function inscricoesDe(ex: Executor, pessoaIds: string[]): Promise<Map<string, InscricaoResumoStaff[]>> {
  const mapa = new Map<string, InscricaoResumoStaff[]>();
  if (pessoaIds.length === 0) return mapa;
  const r = await ex.execute<LinhaInscricao>(sql`
    select id, pessoa_id, numero, uf, tipo, situacao, to_char(data_inscricao, 'YYYY-MM-DD') as data_inscricao
      from inscricoes
     where pessoa_id in (${sql.join(pessoaIds.map((id) => sql`${id}::uuid`), sql`, `)})
     order by (tipo = 'principal') desc, data_inscricao, numero`);
  for (const l of r.rows) mapa.set(l.pessoa_id, [...(mapa.get(l.pessoa_id) ?? []), paraInscricao(l)]);
  return mapa;
}

/**
 * People of the registry (with at least one inscrição) who match the search box (a name, a CPF or an inscrição,
 * lib/busca-pessoa.ts), by name, a page of POR_PAGINA_INSCRITOS; null when nothing searchable was typed.
 */
export async function buscarInscritos(ex: Executor, busca: string, pagina: number): Promise<{ itens: InscritoResultado[]; total: number } | null> {
  const condicao = condicaoDaBusca(busca, { pessoaId: sql`p.id`, cpf: sql`p.cpf`, nomes: [sql`p.nome`, sql`coalesce(p.nome_social, '')`] });
  if (!condicao) return null;
  const r = await ex.execute<{ pessoa_id: string; nome: string; cpf: string; conta: ContaInscrito; total: number | string }>(sql`
    select p.id as pessoa_id, p.nome, p.cpf, ${CONTA} as conta, count(*) over () as total
      from pessoas p
      left join usuarios u on u.pessoa_id = p.id
     where exists (select 1 from inscricoes i where i.pessoa_id = p.id) and ${condicao}
     order by p.nome, p.id
     limit ${POR_PAGINA_INSCRITOS} offset ${(pagina - 1) * POR_PAGINA_INSCRITOS}`);
  const inscricoes = await inscricoesDe(ex, r.rows.map((l) => l.pessoa_id));
  let total = Number(r.rows[0]?.total ?? 0);
  if (r.rows.length === 0 && pagina > 1) {
    // Past the last page: the total still tells the screen where the results are.
    const c = await ex.execute<{ n: number | string }>(sql`
      select count(*) as n from pessoas p where exists (select 1 from inscricoes i where i.pessoa_id = p.id) and ${condicao}`);
    total = Number(c.rows[0]?.n ?? 0);
  }
  return {
    total,
    itens: r.rows.map((l) => ({ pessoaId: l.pessoa_id, nome: l.nome, cpf: formatarCpf(l.cpf), conta: l.conta, inscricoes: inscricoes.get(l.pessoa_id) ?? [] })),
  };
}

/** One person of the registry, with inscrições, account and history; null when the person has no inscrição. */
export async function lerInscrito(ex: Executor, pessoaId: string): Promise<InscritoDetalhe | null> {
  const r = await ex.execute<{ id: string; nome: string; nome_social: string | null; cpf: string; email: string; conta: ContaInscrito }>(sql`
    select p.id, p.nome, p.nome_social, p.cpf, p.email, ${CONTA} as conta
      from pessoas p
      left join usuarios u on u.pessoa_id = p.id
     where p.id = ${pessoaId}
     limit 1`);
  const p = r.rows[0];
  if (!p) return null;
  const inscricoes = (await inscricoesDe(ex, [p.id])).get(p.id) ?? [];
  if (inscricoes.length === 0) return null;
  const h = await ex.execute<{ em: Date | string; campo: string; valor_anterior: string | null; valor_novo: string | null; alterado_por_nome: string | null }>(sql`
    select h.em, h.campo, h.valor_anterior, h.valor_novo, ap.nome as alterado_por_nome
      from historico_cadastral h
      left join usuarios au on au.id = h.alterado_por
      left join pessoas ap on ap.id = au.pessoa_id
     where h.pessoa_id = ${p.id} and h.campo in (${sql.join(CAMPOS_DO_HISTORICO.map((c) => sql`${c}`), sql`, `)})
     order by h.em desc, h.id desc
     limit ${MAX_HISTORICO}`);
  return {
    pessoaId: p.id,
    nome: p.nome,
    nomeSocial: p.nome_social,
    cpf: formatarCpf(p.cpf),
    email: p.email,
    conta: p.conta,
    inscricoes,
    historico: h.rows.map((l) => ({
      em: new Date(l.em).toISOString(),
      campo: l.campo,
      valorAnterior: l.valor_anterior,
      valorNovo: l.valor_novo,
      alteradoPorNome: l.alterado_por_nome,
    })),
  };
}

export interface InscricaoTravada {
  id: string;
  pessoaId: string;
  numero: string;
  uf: string;
  situacao: SituacaoInscricao;
  dataInscricao: string;
  usuarioId: string | null;
}

/** The inscrição, locked for the rest of the transaction (two changes of one inscrição serialise). */
export async function travarInscricao(tx: Tx, inscricaoId: string): Promise<InscricaoTravada | null> {
  const r = await tx.execute<{ id: string; pessoa_id: string; numero: string; uf: string; situacao: SituacaoInscricao; data_inscricao: string; usuario_id: string | null }>(sql`
    select i.id, i.pessoa_id, i.numero, i.uf, i.situacao, to_char(i.data_inscricao, 'YYYY-MM-DD') as data_inscricao,
           (select u.id from usuarios u where u.pessoa_id = i.pessoa_id) as usuario_id
      from inscricoes i
     where i.id = ${inscricaoId}
     for update of i`);
  const l = r.rows[0];
  return l ? { id: l.id, pessoaId: l.pessoa_id, numero: l.numero, uf: l.uf, situacao: l.situacao, dataInscricao: l.data_inscricao, usuarioId: l.usuario_id } : null;
}
