/**
 * The contacts directory: who is in it and how it is searched. In it: every person with an inscrição (a
 * member, with or without a portal account) and every person with a portal account and no inscrição (a
 * collaborator). Not in it: people known only as a party of a process or as someone's dependant.
 */
import {
  formatarCpf,
  PREFERENCIAS_PADRAO,
  type Contato,
  type ContatosQuery,
  type FinalidadeContato,
  type PreferenciasNotificacao,
  type PreviaExportacaoContatos,
  type SituacaoInscricao,
} from '@portal/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/transacao.js';
import { condicaoDaBusca, padraoNome } from '../../lib/busca-pessoa.js';
import { palavrasDaBusca } from '../../lib/texto-de-busca.js';

export const POR_PAGINA_CONTATOS = 50;

export type FiltrosContatos = Omit<ContatosQuery, 'pagina'>;

/** The inscrição a person is shown with: an active one first, the principal before a supplementary one, the oldest. */
const INSCRICAO_DA_PESSOA = sql`
  left join lateral (
    select i.numero, i.uf, i.situacao from inscricoes i
     where i.pessoa_id = p.id
     order by (i.situacao not in ('cancelado', 'falecido')) desc, (i.tipo = 'principal') desc, i.data_inscricao, i.numero
     limit 1
  ) ins on true
  left join usuarios u on u.pessoa_id = p.id`;


/** The whole city name, without accents, case or extra spaces: 'goiania' finds Goiânia, not Aparecida de Goiânia. */
function condicaoCidade(cidade: string): SQL | null {
  const palavras = palavrasDaBusca(cidade);
  if (palavras.length === 0) return null;
  return sql`p.cidade ~* ${`^\\s*${palavras.map(padraoNome).join('\\s+')}\\s*$`}`;
}

function condicoes(f: FiltrosContatos): SQL {
  const c: (SQL | null)[] = [
    sql`(ins.numero is not null or u.id is not null)`,
    f.busca ? condicaoDaBusca(f.busca, { pessoaId: sql`p.id`, cpf: sql`p.cpf`, nomes: [sql`p.nome`, sql`coalesce(p.nome_social, '')`] }) : null,
    f.cidade ? condicaoCidade(f.cidade) : null,
    f.uf ? sql`p.uf = ${f.uf}` : null,
    f.tipo === 'advogado' ? sql`ins.numero is not null` : f.tipo === 'colaborador' ? sql`ins.numero is null` : null,
    f.situacao ? sql`ins.situacao = ${f.situacao}` : null,
  ];
  return sql.join(
    c.filter((x): x is SQL => x !== null),
    sql` and `,
  );
}

interface LinhaContato extends Record<string, unknown> {
  pessoa_id: string;
  nome: string;
  cpf: string;
  email: string;
  celular: string | null;
  cidade: string | null;
  uf: string | null;
  numero: string | null;
  insc_uf: string | null;
  situacao: SituacaoInscricao | null;
}

const COLUNAS = sql`p.id as pessoa_id, p.nome, p.cpf, p.email, p.celular, p.cidade, p.uf, ins.numero, ins.uf as insc_uf, ins.situacao`;
const ORDEM = sql`lower(normalize(p.nome, NFD)), p.id`;

function paraContato(l: LinhaContato): Contato {
  return {
    pessoaId: l.pessoa_id,
    nome: l.nome,
    cpf: formatarCpf(l.cpf),
    tipo: l.numero ? 'advogado' : 'colaborador',
    inscricao: l.numero && l.insc_uf ? `${l.numero}/${l.insc_uf}` : null,
    situacao: l.situacao,
    email: l.email,
    celular: l.celular,
    cidade: l.cidade,
    uf: l.uf,
  };
}

/** One page of the directory and the size of the whole filtered set, in one statement. */
export async function listarContatos(ex: Executor, f: FiltrosContatos, pagina: number): Promise<{ itens: Contato[]; total: number }> {
  const r = await ex.execute<LinhaContato & { total: number }>(sql`
    select ${COLUNAS}, count(*) over ()::int as total
      from pessoas p
      ${INSCRICAO_DA_PESSOA}
     where ${condicoes(f)}
     order by ${ORDEM}
     limit ${POR_PAGINA_CONTATOS} offset ${(pagina - 1) * POR_PAGINA_CONTATOS}`);
  const primeira = r.rows[0];
  let total = primeira ? Number(primeira.total) : 0;
  if (!primeira && pagina > 1) {
    const c = await ex.execute<{ total: number }>(sql`
      select count(*)::int as total from pessoas p ${INSCRICAO_DA_PESSOA} where ${condicoes(f)}`);
    total = Number(c.rows[0]?.total ?? 0);
  }
  return { itens: r.rows.map(paraContato), total };
}

/**
 * Every filtered person for an export, each with whether they take `finalidade` messages: their own choice on
 * /settings, or the default of that kind when they never chose (or have no account).
 */
export async function contatosParaExportar(
  ex: Executor,
  f: FiltrosContatos,
  finalidade: FinalidadeContato,
): Promise<{ contato: Contato; aceita: boolean }[]> {
  const r = await ex.execute<LinhaContato & { aceita: boolean }>(sql`
    select ${COLUNAS}, ${aceita(finalidade)} as aceita
      from pessoas p
      ${INSCRICAO_DA_PESSOA}
     where ${condicoes(f)}
     order by ${ORDEM}`);
  return r.rows.map((l) => ({ contato: paraContato(l), aceita: l.aceita === true }));
}

/** Whether the person takes `finalidade` messages: their own choice on /settings, else that kind's default. */
function aceita(finalidade: FinalidadeContato): SQL {
  return sql`coalesce(case jsonb_typeof(u.preferencias_notificacao -> ${finalidade})
                        when 'boolean' then (u.preferencias_notificacao ->> ${finalidade})::boolean end, ${PREFERENCIAS_PADRAO[finalidade]})`;
}

/** How many people the export of these filters would list and how many of them take `finalidade` messages (the same filter and rule as contatosParaExportar). */
export async function contarParaExportar(ex: Executor, f: FiltrosContatos, finalidade: FinalidadeContato): Promise<PreviaExportacaoContatos> {
  const r = await ex.execute<{ total: number; exportados: number }>(sql`
    select count(*)::int as total, (count(*) filter (where ${aceita(finalidade)}))::int as exportados
      from pessoas p
      ${INSCRICAO_DA_PESSOA}
     where ${condicoes(f)}`);
  const total = Number(r.rows[0]?.total ?? 0);
  const exportados = Number(r.rows[0]?.exportados ?? 0);
  return { total, exportados, deFora: total - exportados };
}

/** One person of the directory with every inscrição and their message preferences; null when not in it. */
export async function lerContato(ex: Executor, pessoaId: string) {
  const r = await ex.execute<LinhaContato & { nome_social: string | null; usuario_id: string | null; preferencias: Record<string, unknown> | null }>(sql`
    select ${COLUNAS}, p.nome_social, u.id as usuario_id, u.preferencias_notificacao as preferencias
      from pessoas p
      ${INSCRICAO_DA_PESSOA}
     where p.id = ${pessoaId} and (ins.numero is not null or u.id is not null)`);
  const l = r.rows[0];
  if (!l) return null;
  const todas = await ex.execute<{ numero: string; uf: string; tipo: string; situacao: SituacaoInscricao }>(sql`
    select i.numero, i.uf, i.tipo, i.situacao from inscricoes i where i.pessoa_id = ${pessoaId}
     order by (i.tipo = 'principal') desc, i.data_inscricao, i.numero`);
  const gravadas = l.preferencias ?? {};
  const preferencias = { ...PREFERENCIAS_PADRAO };
  for (const chave of Object.keys(preferencias) as (keyof PreferenciasNotificacao)[]) {
    const v = gravadas[chave];
    if (typeof v === 'boolean') preferencias[chave] = v;
  }
  return {
    ...paraContato(l),
    nomeSocial: l.nome_social,
    inscricoes: todas.rows.map((i) => ({ inscricao: `${i.numero}/${i.uf}`, tipo: i.tipo, situacao: i.situacao })),
    temConta: l.usuario_id !== null,
    preferencias,
  };
}
