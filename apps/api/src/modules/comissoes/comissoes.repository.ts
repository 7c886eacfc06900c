/** Reads of the commissions: lists, one commission with members and meetings, attendance rates, who a CPF/inscrição is. */
import {
  formatarInscricao,
  lerInscricao,
  pareceCpf,
  somenteDigitos,
  type ComissaoPublica,
  type ComissaoResumoStaff,
  type ComissaoStaff,
  type Frequencia,
  type MembroComissao,
  type MinhaComissao,
  type PapelComissao,
  type TipoComissao,
} from '@portal/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Executor } from '../../db/transacao.js';

const FUSO = 'America/Sao_Paulo';

/** The person a staff member typed: a CPF (with or without punctuation) or an inscrição ("12345/GO"); null when unknown. */
export async function pessoaPorIdentificador(db: Executor, texto: string): Promise<{ id: string; nome: string } | null> {
  const inscricao = lerInscricao(texto);
  let where: SQL | null = null;
  if (pareceCpf(texto)) where = sql`p.cpf = ${somenteDigitos(texto)}`;
  else if (inscricao) where = sql`p.id = (select pessoa_id from inscricoes where numero = ${inscricao.numero} and uf = ${inscricao.uf})`;
  if (!where) return null;
  const r = await db.execute<{ id: string; nome: string }>(sql`select p.id, coalesce(p.nome_social, p.nome) as nome from pessoas p where ${where} limit 1`);
  return r.rows[0] ?? null;
}

const percentual = (presencas: number, reunioes: number) => (reunioes === 0 ? null : Math.round((presencas * 1000) / reunioes) / 10);

/**
 * Attendance of each membership the filter selects: the meetings of its commission with a CLOSED list whose
 * date (São Paulo) falls within the term, and how many of them list the member.
 */
async function frequencias(db: Executor, filtro: SQL): Promise<Map<string, Frequencia>> {
  const r = await db.execute<{ id: string; reunioes: number; presencas: number }>(sql`
    select m.id, count(l.id)::int as reunioes, count(pr.id)::int as presencas
    from comissao_membros m
    left join comissao_reunioes r on r.comissao_id = m.comissao_id
      and (r.inicio at time zone ${FUSO})::date between m.inicio and coalesce(m.fim, 'infinity'::date)
    left join presenca_listas l on l.reuniao_id = r.id and l.encerrada_em is not null
    left join presenca_registros pr on pr.lista_id = l.id and pr.pessoa_id = m.pessoa_id
    where ${filtro}
    group by m.id`);
  return new Map(r.rows.map((l) => [l.id, { reunioes: l.reunioes, presencas: l.presencas, percentual: percentual(l.presencas, l.reunioes) }]));
}

const SEM_FREQUENCIA: Frequencia = { reunioes: 0, presencas: 0, percentual: null };

type LinhaMembro = {
  id: string;
  comissao_id: string;
  comissao: string;
  pessoa_id: string;
  nome: string;
  numero: string | null;
  uf: string | null;
  papel: PapelComissao;
  portaria: string;
  inicio: string;
  fim: string | null;
  vigente: boolean;
};

const selectMembros = (hoje: string) => sql`
  select m.id, m.comissao_id, c.nome as comissao, m.pessoa_id, coalesce(p.nome_social, p.nome) as nome, i.numero, i.uf, m.papel, m.portaria,
         m.inicio::text as inicio, m.fim::text as fim,
         (m.inicio <= ${hoje}::date and (m.fim is null or m.fim >= ${hoje}::date)) as vigente
  from comissao_membros m
  join comissoes c on c.id = m.comissao_id
  join pessoas p on p.id = m.pessoa_id
  left join lateral (select numero, uf from inscricoes where pessoa_id = p.id order by (tipo = 'principal') desc, data_inscricao limit 1) i on true`;

const ORDEM_PAPEL = sql`case m.papel when 'presidente' then 0 when 'vice_presidente' then 1 when 'secretario' then 2 else 3 end`;

function membroDe(l: LinhaMembro, f: Map<string, Frequencia>): MembroComissao {
  return {
    id: l.id,
    pessoaId: l.pessoa_id,
    nome: l.nome,
    inscricao: l.numero && l.uf ? formatarInscricao({ numero: l.numero, uf: l.uf as never }) : null,
    papel: l.papel,
    portaria: l.portaria,
    inicio: l.inicio,
    fim: l.fim,
    vigente: l.vigente,
    frequencia: f.get(l.id) ?? SEM_FREQUENCIA,
  };
}

export async function comissoesStaff(db: Db, hoje: string): Promise<ComissaoResumoStaff[]> {
  const r = await db.execute<{ id: string; nome: string; tipo: TipoComissao; finalidade: string; membros_vigentes: number; reunioes: number }>(sql`
    select c.id, c.nome, c.tipo, c.finalidade,
      (select count(*)::int from comissao_membros m where m.comissao_id = c.id and m.inicio <= ${hoje}::date and (m.fim is null or m.fim >= ${hoje}::date)) as membros_vigentes,
      (select count(*)::int from comissao_reunioes r where r.comissao_id = c.id) as reunioes
    from comissoes c order by c.nome, c.id`);
  return r.rows.map((c) => ({ id: c.id, nome: c.nome, tipo: c.tipo, finalidade: c.finalidade, membrosVigentes: c.membros_vigentes, reunioes: c.reunioes }));
}

export async function comissaoStaff(db: Db, id: string, hoje: string): Promise<ComissaoStaff | null> {
  const c = (
    await db.execute<{ id: string; nome: string; tipo: TipoComissao; finalidade: string }>(sql`select id, nome, tipo, finalidade from comissoes where id = ${id}`)
  ).rows[0];
  if (!c) return null;
  const [membros, f, reunioes] = await Promise.all([
    db.execute<LinhaMembro>(sql`${selectMembros(hoje)} where m.comissao_id = ${id} order by vigente desc, ${ORDEM_PAPEL}, nome, m.inicio desc`),
    frequencias(db, sql`m.comissao_id = ${id}`),
    db.execute<{ id: string; inicio: Date | string; local: string; pauta: string; lista_id: string | null; encerrada: boolean | null; presentes: number }>(sql`
      select r.id, r.inicio, r.local, r.pauta, l.id as lista_id, (l.encerrada_em is not null) as encerrada,
        (select count(*)::int from presenca_registros pr where pr.lista_id = l.id) as presentes
      from comissao_reunioes r left join presenca_listas l on l.reuniao_id = r.id
      where r.comissao_id = ${id} order by r.inicio desc`),
  ]);
  return {
    ...c,
    membros: membros.rows.map((m) => membroDe(m, f)),
    reunioes: reunioes.rows.map((r) => ({
      id: r.id,
      inicio: new Date(r.inicio).toISOString(),
      local: r.local,
      pauta: r.pauta,
      listaId: r.lista_id,
      listaEncerrada: r.encerrada === true,
      presentes: r.presentes,
    })),
  };
}

/** /comissoes: every commission with its current members, and the member's own memberships with attendance. */
export async function comissoesDoMembro(db: Db, pessoaId: string, hoje: string): Promise<{ comissoes: ComissaoPublica[]; minhas: MinhaComissao[] }> {
  const [cs, vigentes, minhas, f] = await Promise.all([
    db.execute<{ id: string; nome: string; tipo: TipoComissao; finalidade: string }>(sql`select id, nome, tipo, finalidade from comissoes order by nome, id`),
    db.execute<LinhaMembro>(
      sql`${selectMembros(hoje)} where m.inicio <= ${hoje}::date and (m.fim is null or m.fim >= ${hoje}::date) order by ${ORDEM_PAPEL}, nome`,
    ),
    db.execute<LinhaMembro>(sql`${selectMembros(hoje)} where m.pessoa_id = ${pessoaId} order by vigente desc, m.inicio desc`),
    frequencias(db, sql`m.pessoa_id = ${pessoaId}`),
  ]);
  const porComissao = new Map<string, ComissaoPublica['membros']>();
  for (const m of vigentes.rows) {
    const lista = porComissao.get(m.comissao_id) ?? [];
    lista.push({ nome: m.nome, papel: m.papel });
    porComissao.set(m.comissao_id, lista);
  }
  return {
    comissoes: cs.rows.map((c) => ({ ...c, membros: porComissao.get(c.id) ?? [] })),
    minhas: minhas.rows.map((m) => {
      const { id, papel, portaria, inicio, fim, vigente, frequencia } = membroDe(m, f);
      return { id, comissaoId: m.comissao_id, comissao: m.comissao, papel, portaria, inicio, fim, vigente, frequencia };
    }),
  };
}

/** The pessoa ids of a commission's members whose term covers `data` ('YYYY-MM-DD'): the door voting uses for eligibility. */
export async function membrosAtivosDaComissao(db: Executor, comissaoId: string, data: string): Promise<string[]> {
  const r = await db.execute<{ pessoa_id: string }>(sql`
    select distinct pessoa_id from comissao_membros
    where comissao_id = ${comissaoId} and inicio <= ${data}::date and (fim is null or fim >= ${data}::date)`);
  return r.rows.map((l) => l.pessoa_id);
}
