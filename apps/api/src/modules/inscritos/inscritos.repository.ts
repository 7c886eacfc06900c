/**
 * The registry import's SQL. Everything runs inside the import's one transaction on a temporary staging table
 * (dropped at its end): the file's valid lines go in by batches, the cross-line and database checks and the
 * counts are set-based queries, the writes are set-based upserts. Nothing is per line.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LinhaInscrito } from '@portal/contracts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The origin written with every history row of the import (valor_novo ends with it). */
export const ORIGEM_IMPORTACAO = 'importação do cadastro';
/** The end of a history row in which the registry's value was applied. */
export const SUFIXO_APLICADO = `(${ORIGEM_IMPORTACAO})`;
/** The end of a history row in which the portal's newer value was kept and the registry's only recorded. */
export const SUFIXO_MANTIDO = `(${ORIGEM_IMPORTACAO}; mantido o valor alterado no portal)`;

export interface LinhaPreparada extends LinhaInscrito {
  linha: number;
}

export async function criarTabelaDeTrabalho(tx: Tx): Promise<void> {
  await tx.execute(sql`
    create temp table inscritos_importacao (
      linha int not null, numero text not null, uf text not null, tipo text not null, situacao text not null,
      data_inscricao date not null, cpf text not null, nome text not null, nome_social text, nascimento date not null,
      email text not null, celular text
    ) on commit drop`);
  await tx.execute(sql`create temp table inscritos_pessoas_alteradas (cpf text primary key) on commit drop`);
}

export async function inserirNaTabelaDeTrabalho(tx: Tx, linhas: LinhaPreparada[]): Promise<void> {
  if (linhas.length === 0) return;
  await tx.execute(sql`
    insert into inscritos_importacao
    select * from jsonb_to_recordset(${JSON.stringify(linhas)}::jsonb) as x(
      linha int, numero text, uf text, tipo text, situacao text, data_inscricao date, cpf text, nome text,
      nome_social text, nascimento date, email text, celular text)`);
}

export async function indexarTabelaDeTrabalho(tx: Tx): Promise<void> {
  await tx.execute(sql`create index on inscritos_importacao (numero, uf)`);
  await tx.execute(sql`create index on inscritos_importacao (cpf, linha)`);
  await tx.execute(sql`create index on inscritos_importacao (email, linha)`);
  await tx.execute(sql`analyze inscritos_importacao`);
}

const formatarCpfCurto = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

/** The problems that only the whole file or the database can show, each with its line. */
export async function conferirConflitos(tx: Tx): Promise<{ linha: number; motivo: string }[]> {
  const erros: { linha: number; motivo: string }[] = [];
  const repetidas = await tx.execute<{ linha: number; numero: string; uf: string; primeira: number }>(sql`
    select linha, numero, uf, primeira from (
      select linha, numero, uf, min(linha) over (partition by numero, uf) as primeira from inscritos_importacao) x
    where linha <> primeira`);
  for (const r of repetidas.rows) erros.push({ linha: r.linha, motivo: `a inscrição ${r.numero}/${r.uf} já aparece na linha ${r.primeira}.` });

  const dadosDiferentes = await tx.execute<{ linha: number; primeira: number }>(sql`
    select s.linha, p.linha as primeira
    from inscritos_importacao s
    join (select distinct on (cpf) * from inscritos_importacao order by cpf, linha) p on p.cpf = s.cpf and p.linha <> s.linha
    where (s.nome, s.nome_social, s.nascimento, s.email, s.celular) is distinct from (p.nome, p.nome_social, p.nascimento, p.email, p.celular)`);
  for (const r of dadosDiferentes.rows) {
    erros.push({
      linha: r.linha,
      motivo: `o CPF já aparece na linha ${r.primeira} com outros dados pessoais (nome, nome social, nascimento, e-mail ou celular); repita os mesmos em todas as linhas da pessoa.`,
    });
  }

  const emailDeOutroCpf = await tx.execute<{ linha: number; primeira: number }>(sql`
    select s.linha, p.linha as primeira
    from inscritos_importacao s
    join (select distinct on (email) email, cpf, linha from inscritos_importacao order by email, linha) p on p.email = s.email
    where p.cpf <> s.cpf`);
  for (const r of emailDeOutroCpf.rows) erros.push({ linha: r.linha, motivo: `o e-mail já é de outro CPF na linha ${r.primeira}.` });

  const inscricaoDeOutro = await tx.execute<{ linha: number; numero: string; uf: string; cpf: string }>(sql`
    select s.linha, s.numero, s.uf, p.cpf
    from inscritos_importacao s
    join inscricoes i on i.numero = s.numero and i.uf = s.uf
    join pessoas p on p.id = i.pessoa_id
    where p.cpf <> s.cpf`);
  for (const r of inscricaoDeOutro.rows) {
    erros.push({
      linha: r.linha,
      motivo: `a inscrição ${r.numero}/${r.uf} pertence no portal a outro CPF (${formatarCpfCurto(r.cpf)}); o CPF da linha não confere.`,
    });
  }

  const emailNoPortal = await tx.execute<{ linha: number }>(sql`
    select s.linha
    from inscritos_importacao s
    join pessoas p on lower(p.email) = s.email
    where p.cpf <> s.cpf`);
  for (const r of emailNoPortal.rows) erros.push({ linha: r.linha, motivo: 'o e-mail já é de outra pessoa no portal (outro CPF).' });
  return erros;
}

export interface PessoaComparada {
  pessoaId: string;
  cpf: string;
  atual: { nome: string; nomeSocial: string | null; nascimento: string | null; email: string; celular: string | null };
  registro: { nome: string; nomeSocial: string | null; nascimento: string; email: string; celular: string | null };
}

/** The people of the file that already exist and whose data differ from the file's, by batches of CPF. */
export async function pessoasDiferentes(tx: Tx, depoisDoCpf: string, limite: number): Promise<{ ultimoCpf: string | null; diferentes: PessoaComparada[] }> {
  const r = await tx.execute<{
    cpf: string;
    pessoa_id: string;
    diferente: boolean;
    a_nome: string;
    a_nome_social: string | null;
    a_nascimento: string | null;
    a_email: string;
    a_celular: string | null;
    nome: string;
    nome_social: string | null;
    nascimento: string;
    email: string;
    celular: string | null;
  }>(sql`
    select s.cpf, p.id as pessoa_id,
      (p.nome, p.nome_social, p.nascimento, p.email, p.celular) is distinct from (s.nome, s.nome_social, s.nascimento, s.email, s.celular) as diferente,
      p.nome as a_nome, p.nome_social as a_nome_social, p.nascimento::text as a_nascimento, p.email as a_email, p.celular as a_celular,
      s.nome, s.nome_social, s.nascimento::text as nascimento, s.email, s.celular
    from (select distinct on (cpf) * from inscritos_importacao where cpf > ${depoisDoCpf} order by cpf, linha limit ${limite}) s
    join pessoas p on p.cpf = s.cpf
    order by s.cpf`);
  // The batch's last CPF, joined or not: the next batch starts after it.
  const ultimo = await tx.execute<{ cpf: string | null }>(sql`
    select max(cpf) as cpf from (select distinct cpf from inscritos_importacao where cpf > ${depoisDoCpf} order by cpf limit ${limite}) x`);
  return {
    ultimoCpf: ultimo.rows[0]?.cpf ?? null,
    diferentes: r.rows
      .filter((l) => l.diferente)
      .map((l) => ({
        pessoaId: l.pessoa_id,
        cpf: l.cpf,
        atual: { nome: l.a_nome, nomeSocial: l.a_nome_social, nascimento: l.a_nascimento, email: l.a_email, celular: l.a_celular },
        registro: { nome: l.nome, nomeSocial: l.nome_social, nascimento: l.nascimento, email: l.email, celular: l.celular },
      })),
  };
}

export interface HistoricoDoCampo {
  pessoaId: string;
  campo: string;
  /** The newest edit made in the portal (by the member or staff: a row with its author). */
  editadoNoPortalEm: Date | null;
  /** The newest import that applied the registry's value. */
  aplicadoPeloCadastroEm: Date | null;
  /** The registry's value the newest import row carried (applied or kept), with the origin's suffix. */
  ultimoValorDoCadastro: string | null;
  temRegistroDoCadastro: boolean;
  /** The value before the first portal edit (what the registry had given, when no import row says otherwise). */
  antesDoPortal: string | null;
}

export async function historicoDosCampos(tx: Tx, pessoaIds: string[], campos: string[]): Promise<HistoricoDoCampo[]> {
  if (pessoaIds.length === 0) return [];
  const aplicado = `%${SUFIXO_APLICADO}`;
  const mantido = `%${SUFIXO_MANTIDO}`;
  const r = await tx.execute<{ pessoa_id: string; campo: string; portal_em: Date | null; cadastro_em: Date | null; ultimo: string | null; tem: boolean; antes: string | null }>(sql`
    select pessoa_id, campo,
      max(em) filter (where alterado_por is not null) as portal_em,
      max(em) filter (where alterado_por is null and valor_novo like ${aplicado}) as cadastro_em,
      (array_agg(valor_novo order by em desc) filter (where alterado_por is null and (valor_novo like ${aplicado} or valor_novo like ${mantido})))[1] as ultimo,
      bool_or(alterado_por is null and (valor_novo like ${aplicado} or valor_novo like ${mantido})) as tem,
      (array_agg(valor_anterior order by em) filter (where alterado_por is not null))[1] as antes
    from historico_cadastral
    where pessoa_id = any(${`{${pessoaIds.join(',')}}`}::uuid[]) and campo = any(${`{${campos.join(',')}}`}::text[])
    group by pessoa_id, campo`);
  return r.rows.map((l) => ({
    pessoaId: l.pessoa_id,
    campo: l.campo,
    editadoNoPortalEm: l.portal_em ? new Date(l.portal_em) : null,
    aplicadoPeloCadastroEm: l.cadastro_em ? new Date(l.cadastro_em) : null,
    ultimoValorDoCadastro: l.ultimo,
    temRegistroDoCadastro: l.tem,
    antesDoPortal: l.antes,
  }));
}

export interface Mudanca {
  pessoaId: string;
  campo: string;
  valorAnterior: string | null;
  valorNovo: string | null;
}

export async function registrarPessoasAlteradas(tx: Tx, cpfs: string[]): Promise<void> {
  if (cpfs.length === 0) return;
  await tx.execute(sql`insert into inscritos_pessoas_alteradas select unnest(${`{${cpfs.join(',')}}`}::text[]) on conflict do nothing`);
}

export async function atualizarPessoas(tx: Tx, alteracoes: { pessoaId: string; campos: Record<string, string | null> }[]): Promise<void> {
  if (alteracoes.length === 0) return;
  await tx.execute(sql`
    update pessoas p set
      nome = case when x.campos ? 'nome' then x.campos->>'nome' else p.nome end,
      nome_social = case when x.campos ? 'nomeSocial' then x.campos->>'nomeSocial' else p.nome_social end,
      nascimento = case when x.campos ? 'nascimento' then (x.campos->>'nascimento')::date else p.nascimento end,
      email = case when x.campos ? 'email' then x.campos->>'email' else p.email end,
      celular = case when x.campos ? 'celular' then x.campos->>'celular' else p.celular end
    from jsonb_to_recordset(${JSON.stringify(alteracoes)}::jsonb) as x("pessoaId" uuid, campos jsonb)
    where p.id = x."pessoaId"`);
}

export async function registrarHistorico(tx: Tx, mudancas: Mudanca[]): Promise<void> {
  if (mudancas.length === 0) return;
  await tx.execute(sql`
    insert into historico_cadastral (pessoa_id, campo, valor_anterior, valor_novo)
    select "pessoaId", campo, "valorAnterior", "valorNovo"
    from jsonb_to_recordset(${JSON.stringify(mudancas)}::jsonb) as x("pessoaId" uuid, campo text, "valorAnterior" text, "valorNovo" text)`);
}

export interface Contagem {
  novos: number;
  alterados: number;
  inalterados: number;
}

/** New inscrições, changed ones (the inscrição's data or its person's) and unchanged ones: one query. */
export async function contar(tx: Tx): Promise<Contagem> {
  const r = await tx.execute<{ novos: number; alterados: number; total: number }>(sql`
    select
      count(*) filter (where i.id is null)::int as novos,
      count(*) filter (where i.id is not null and (
        (i.tipo, i.situacao, i.data_inscricao) is distinct from (s.tipo, s.situacao, s.data_inscricao)
        or exists (select 1 from inscritos_pessoas_alteradas a where a.cpf = s.cpf)))::int as alterados,
      count(*)::int as total
    from inscritos_importacao s
    left join inscricoes i on i.numero = s.numero and i.uf = s.uf`);
  const l = r.rows[0] ?? { novos: 0, alterados: 0, total: 0 };
  return { novos: l.novos, alterados: l.alterados, inalterados: l.total - l.novos - l.alterados };
}

/** The people of the file that do not exist yet (their first line's data). */
export async function inserirPessoasNovas(tx: Tx): Promise<void> {
  await tx.execute(sql`
    insert into pessoas (cpf, nome, nome_social, nascimento, email, celular)
    select s.cpf, s.nome, s.nome_social, s.nascimento, s.email, s.celular
    from (select distinct on (cpf) * from inscritos_importacao order by cpf, linha) s
    where not exists (select 1 from pessoas p where p.cpf = s.cpf)`);
}

/** A changed situação in the person's history, then every inscrição inserted or updated. */
export async function gravarInscricoes(tx: Tx): Promise<void> {
  await tx.execute(sql`
    insert into historico_cadastral (pessoa_id, campo, valor_anterior, valor_novo)
    select i.pessoa_id, 'situacao', i.situacao || ' (' || i.numero || '/' || i.uf || ')',
      s.situacao || ' (' || s.numero || '/' || s.uf || ') ' || ${SUFIXO_APLICADO}
    from inscritos_importacao s
    join inscricoes i on i.numero = s.numero and i.uf = s.uf
    where i.situacao <> s.situacao`);
  await tx.execute(sql`
    insert into inscricoes (pessoa_id, numero, uf, tipo, situacao, data_inscricao)
    select p.id, s.numero, s.uf, s.tipo, s.situacao, s.data_inscricao
    from inscritos_importacao s join pessoas p on p.cpf = s.cpf
    on conflict (numero, uf) do update set tipo = excluded.tipo, situacao = excluded.situacao, data_inscricao = excluded.data_inscricao
    where (inscricoes.tipo, inscricoes.situacao, inscricoes.data_inscricao) is distinct from (excluded.tipo, excluded.situacao, excluded.data_inscricao)`);
}
