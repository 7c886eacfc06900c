/** Reads of the attendance lists: their titles (meeting of a commission or judgment session), check-ins, what a list may be opened for. */
import { ROTULO_ORGAO_PROCESSO, dataEmSaoPaulo, formatarCpf, formatarDataBr, type ListaPresenca, type ListaPresencaResumo, type OpcoesLista, type RegistroPresenca } from '@portal/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/transacao.js';

type LinhaLista = {
  id: string;
  reuniao_id: string | null;
  comissao_id: string | null;
  comissao: string | null;
  orgao: string | null;
  data: Date | string;
  aberta_em: Date | string;
  encerrada_em: Date | string | null;
  presentes: number;
};

const iso = (v: Date | string) => new Date(v).toISOString();

function resumoDe(l: LinhaLista): ListaPresencaResumo {
  const quando = formatarDataBr(dataEmSaoPaulo(new Date(l.data)));
  return {
    id: l.id,
    titulo: l.reuniao_id ? `Reunião de ${quando} — ${l.comissao ?? ''}` : `Sessão de julgamento de ${quando} — ${ROTULO_ORGAO_PROCESSO[l.orgao as keyof typeof ROTULO_ORGAO_PROCESSO] ?? l.orgao ?? ''}`,
    origem: l.reuniao_id ? 'reuniao' : 'sessao',
    comissaoId: l.comissao_id,
    data: iso(l.data),
    abertaEm: iso(l.aberta_em),
    encerradaEm: l.encerrada_em ? iso(l.encerrada_em) : null,
    presentes: l.presentes,
  };
}

const selectListas = sql`
  select l.id, l.reuniao_id, r.comissao_id, c.nome as comissao, s.orgao, coalesce(r.inicio, s.inicio) as data, l.aberta_em, l.encerrada_em,
    (select count(*)::int from presenca_registros pr where pr.lista_id = l.id) as presentes
  from presenca_listas l
  left join comissao_reunioes r on r.id = l.reuniao_id
  left join comissoes c on c.id = r.comissao_id
  left join sessoes_julgamento s on s.id = l.sessao_id`;

export async function listas(db: Executor, filtro: SQL = sql`true`): Promise<ListaPresencaResumo[]> {
  const r = await db.execute<LinhaLista>(sql`${selectListas} where ${filtro} order by (l.encerrada_em is null) desc, coalesce(r.inicio, s.inicio) desc, l.id limit 200`);
  return r.rows.map(resumoDe);
}

export async function umaLista(db: Executor, id: string): Promise<ListaPresenca | null> {
  const [l] = await listas(db, sql`l.id = ${id}`);
  if (!l) return null;
  const r = await db.execute<{ pessoa_id: string; nome: string; cpf: string; numero: string | null; uf: string | null; forma: 'qr' | 'manual'; motivo: string | null; registrado_em: Date | string }>(sql`
    select pr.pessoa_id, coalesce(p.nome_social, p.nome) as nome, p.cpf, i.numero, i.uf, pr.forma, pr.motivo, pr.registrado_em
    from presenca_registros pr join pessoas p on p.id = pr.pessoa_id
    left join lateral (select numero, uf from inscricoes where pessoa_id = p.id order by (tipo = 'principal') desc, data_inscricao limit 1) i on true
    where pr.lista_id = ${id} order by nome, pr.pessoa_id`);
  const registros: RegistroPresenca[] = r.rows.map((x) => ({
    pessoaId: x.pessoa_id,
    nome: x.nome,
    cpf: formatarCpf(x.cpf),
    inscricao: x.numero && x.uf ? `${x.numero}/${x.uf}` : null,
    forma: x.forma,
    motivo: x.motivo,
    registradoEm: iso(x.registrado_em),
  }));
  return { ...l, registros };
}

/** Meetings (of the last 30 days and ahead) and judgment sessions not cancelled that have no list yet. */
export async function opcoesDeLista(db: Executor): Promise<OpcoesLista> {
  const [reunioes, sessoes] = await Promise.all([
    db.execute<{ id: string; comissao: string; inicio: Date | string; local: string }>(sql`
      select r.id, c.nome as comissao, r.inicio, r.local from comissao_reunioes r join comissoes c on c.id = r.comissao_id
      where r.inicio >= now() - interval '30 days' and not exists (select 1 from presenca_listas l where l.reuniao_id = r.id)
      order by r.inicio limit 100`),
    db.execute<{ id: string; orgao: string; inicio: Date | string; local: string | null }>(sql`
      select s.id, s.orgao, s.inicio, s.local from sessoes_julgamento s
      where s.status <> 'cancelada' and s.inicio >= now() - interval '30 days' and not exists (select 1 from presenca_listas l where l.sessao_id = s.id)
      order by s.inicio limit 100`),
  ]);
  return {
    reunioes: reunioes.rows.map((r) => ({ id: r.id, comissao: r.comissao, inicio: iso(r.inicio), local: r.local })),
    sessoes: sessoes.rows.map((s) => ({ id: s.id, orgao: ROTULO_ORGAO_PROCESSO[s.orgao as keyof typeof ROTULO_ORGAO_PROCESSO] ?? s.orgao, inicio: iso(s.inicio), local: s.local })),
  };
}
