/**
 * The títulos import's SQL (importar-titulos.ts). Everything runs inside the import's one transaction on
 * temporary tables dropped at its end: the file's valid lines go in by batches, then one table joins each line
 * to its person and to the título of its id_externo; the checks, the counts and the writes are set-based queries
 * over it. Nothing is per line.
 */
import { sql } from 'drizzle-orm';
import type { LinhaTituloImportado } from '@portal/contracts';
import type { Tx } from '../../db/transacao.js';

export interface LinhaPreparada extends LinhaTituloImportado {
  linha: number;
}

export interface ErroDeLinha {
  linha: number;
  motivo: string;
}

export async function criarTabelaDeTrabalho(tx: Tx): Promise<void> {
  // A million lines sort and hash in memory rather than on disk (this transaction only).
  await tx.execute(sql`set local work_mem = '64MB'`);
  await tx.execute(sql`set local maintenance_work_mem = '128MB'`);
  await tx.execute(sql`
    create temp table titulos_importacao (
      linha int not null, id_externo text not null, cpf text not null, origem text not null, exercicio int,
      descricao text not null, vencimento date not null, valor_centavos int not null, situacao text not null,
      pago_em date, valor_pago_centavos bigint
    ) on commit drop`);
}

/** A PostgreSQL array literal of texts ('{"a","b\"c",NULL}'): one parameter per column, parsed fast on both databases. */
function arrayDeTexto(valores: readonly (string | null)[]): string {
  return `{${valores.map((v) => (v === null ? 'NULL' : `"${v.replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
}
const arrayDeNumeros = (valores: readonly (number | null)[]) => `{${valores.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;

/** A batch of checked lines into the work table: one statement, a column per array (unnest). */
export async function inserirNaTabelaDeTrabalho(tx: Tx, linhas: LinhaPreparada[]): Promise<void> {
  if (linhas.length === 0) return;
  const texto = (f: (l: LinhaPreparada) => string | null) => arrayDeTexto(linhas.map(f));
  const numeros = (f: (l: LinhaPreparada) => number | null) => arrayDeNumeros(linhas.map(f));
  await tx.execute(sql`
    insert into titulos_importacao
    select * from unnest(
      ${numeros((l) => l.linha)}::int[], ${texto((l) => l.idExterno)}::text[], ${texto((l) => l.cpf)}::text[], ${texto((l) => l.origem)}::text[],
      ${numeros((l) => l.exercicio)}::int[], ${texto((l) => l.descricao)}::text[], ${texto((l) => l.vencimento)}::date[],
      ${numeros((l) => l.valorCentavos)}::int[], ${texto((l) => l.situacao)}::text[], ${texto((l) => l.pagoEm)}::date[],
      ${numeros((l) => l.valorPagoCentavos)}::bigint[])`);
}

/** The checks among the file's own lines: an id_externo twice, an anuidade of one person and year twice. */
export async function conferirRepetidas(tx: Tx): Promise<ErroDeLinha[]> {
  await tx.execute(sql`create index on titulos_importacao (id_externo, linha)`);
  await tx.execute(sql`analyze titulos_importacao`);
  const erros: ErroDeLinha[] = [];
  const repetidas = await tx.execute<{ linha: number; id_externo: string; primeira: number }>(sql`
    select linha, id_externo, primeira from (
      select linha, id_externo, min(linha) over (partition by id_externo) as primeira from titulos_importacao) x
    where linha <> primeira`);
  for (const r of repetidas.rows) erros.push({ linha: r.linha, motivo: `o id_externo "${r.id_externo}" já aparece na linha ${r.primeira}.` });
  const anuidades = await tx.execute<{ linha: number; exercicio: number; primeira: number }>(sql`
    select linha, exercicio, primeira from (
      select linha, exercicio, min(linha) over (partition by cpf, exercicio) as primeira from titulos_importacao where origem = 'anuidade') x
    where linha <> primeira`);
  for (const r of anuidades.rows) {
    erros.push({ linha: r.linha, motivo: `a anuidade de ${r.exercicio} deste CPF já aparece na linha ${r.primeira} (uma anuidade por pessoa e exercício).` });
  }
  return erros;
}

/**
 * Each line with its person (by CPF), whether that person is in the registry (has an inscrição), and the título
 * its id_externo already names, as that título is now.
 */
export async function resolver(tx: Tx): Promise<void> {
  await tx.execute(sql`
    create temp table titulos_importacao_r on commit drop as
    select s.*, p.id as pessoa_id, (i.pessoa_id is not null) as inscrito,
      t.id as titulo_id, t.nufin as t_nufin, t.pessoa_id as t_pessoa_id, t.origem as t_origem, t.exercicio as t_exercicio,
      t.status as t_status, t.descricao as t_descricao, t.vencimento as t_vencimento, t.valor_centavos as t_valor_centavos,
      (t.pago_em at time zone 'America/Sao_Paulo')::date as t_pago_em, t.valor_pago_centavos as t_valor_pago_centavos
    from titulos_importacao s
    left join pessoas p on p.cpf = s.cpf
    left join (select distinct pessoa_id from inscricoes) i on i.pessoa_id = p.id
    left join titulos t on t.id_externo = s.id_externo`);
  await tx.execute(sql`analyze titulos_importacao_r`);
}

/** An open título whose line differs from it (what the import changes). */
const ALTERADO = sql`(
  r.t_status = 'aberto' and (r.descricao, r.vencimento, r.valor_centavos, r.situacao, r.pago_em, r.valor_pago_centavos)
    is distinct from (r.t_descricao, r.t_vencimento, r.t_valor_centavos, 'aberto', null::date, null::bigint))`;

/**
 * A título that is no longer open (paid, cancelled or renegotiated: in the portal or by an earlier import) is never
 * changed. Its line is accepted unchanged when its own data (description, due date, amount) are the título's and
 * it either says what the portal says (the same payment, or cancelled) or still says 'aberto' (the former system
 * does not know of a payment or agreement made in the portal since); any other difference is an error.
 */
const FECHADO_DIFERENTE = sql`(
  r.t_status <> 'aberto' and not (
    (r.descricao, r.vencimento, r.valor_centavos) = (r.t_descricao, r.t_vencimento, r.t_valor_centavos)
    and (r.situacao = 'aberto'
      or (r.situacao = r.t_status and r.pago_em is not distinct from r.t_pago_em and r.valor_pago_centavos is not distinct from r.t_valor_pago_centavos))))`;

const ROTULO_STATUS: Record<string, string> = { pago: 'pago', cancelado: 'cancelado', renegociado: 'renegociado (num acordo)' };
const cpfFormatado = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

/** The problems only the database can show, each with its line. */
export async function conferirNoBanco(tx: Tx): Promise<ErroDeLinha[]> {
  const r = await tx.execute<{ linha: number; tipo: string; nufin: number | null; exercicio: number | null; origem: string | null; status: string | null; cpf: string | null }>(sql`
    select linha, 'sem_pessoa' as tipo, null::bigint as nufin, null::int as exercicio, null as origem, null as status, null as cpf
      from titulos_importacao_r r where pessoa_id is null
    union all
    select linha, 'sem_inscricao', null, null, null, null, null from titulos_importacao_r r where pessoa_id is not null and not inscrito
    union all
    select r.linha, 'outra_pessoa', r.t_nufin, null, null, null, p.cpf
      from titulos_importacao_r r join pessoas p on p.id = r.t_pessoa_id
      where r.titulo_id is not null and r.pessoa_id is not null and r.t_pessoa_id <> r.pessoa_id
    union all
    select linha, 'outra_origem', t_nufin, t_exercicio, t_origem, null, null from titulos_importacao_r r
      where titulo_id is not null and (t_origem <> origem or t_exercicio is distinct from exercicio)
    union all
    select r.linha, 'anuidade_no_portal', a.nufin, r.exercicio, null, null, null
      from titulos_importacao_r r
      join titulos a on a.pessoa_id = r.pessoa_id and a.origem = 'anuidade' and a.exercicio = r.exercicio and a.plano_id is null
      where r.origem = 'anuidade' and a.id_externo is distinct from r.id_externo
    union all
    select linha, 'fechado', t_nufin, null, null, t_status, null from titulos_importacao_r r
      where titulo_id is not null and t_pessoa_id = pessoa_id and t_origem = origem and t_exercicio is not distinct from exercicio and ${FECHADO_DIFERENTE}`);
  return r.rows.map((l) => {
    switch (l.tipo) {
      case 'sem_pessoa':
        return { linha: l.linha, motivo: 'o CPF não está no cadastro do portal; importe antes o cadastro de inscritos (importar-inscritos).' };
      case 'sem_inscricao':
        return { linha: l.linha, motivo: 'o CPF é de uma pessoa sem inscrição no cadastro do portal; importe antes a inscrição (importar-inscritos).' };
      case 'outra_pessoa':
        return { linha: l.linha, motivo: `o id_externo já é do título nº ${l.nufin}, de outro CPF (${cpfFormatado(l.cpf ?? '')}); um título não muda de pessoa.` };
      case 'outra_origem':
        return {
          linha: l.linha,
          motivo: `o id_externo já é do título nº ${l.nufin}, importado como ${l.origem}${l.exercicio === null ? ' sem exercício' : ` de ${l.exercicio}`}; a origem e o exercício de um título não mudam.`,
        };
      case 'anuidade_no_portal':
        return {
          linha: l.linha,
          motivo: `a pessoa já tem no portal a anuidade de ${l.exercicio} (título nº ${l.nufin}); uma anuidade por pessoa e exercício. Retire a linha ou importe antes de o portal lançar o ano.`,
        };
      default:
        return {
          linha: l.linha,
          motivo: `o título nº ${l.nufin} está ${ROTULO_STATUS[l.status ?? ''] ?? l.status} no portal e não muda mais; deixe a linha como foi importada.`,
        };
    }
  });
}

export interface Contagem {
  novos: number;
  alterados: number;
  inalterados: number;
}

export async function contar(tx: Tx): Promise<Contagem> {
  const r = await tx.execute<{ novos: number; alterados: number; total: number }>(sql`
    select count(*) filter (where r.titulo_id is null)::int as novos, count(*) filter (where ${ALTERADO})::int as alterados, count(*)::int as total
    from titulos_importacao_r r`);
  const l = r.rows[0] ?? { novos: 0, alterados: 0, total: 0 };
  return { novos: l.novos, alterados: l.alterados, inalterados: l.total - l.novos - l.alterados };
}

/** The day's payment as an instant: noon in São Paulo, so every screen shows that same day. */
const PAGO_EM = sql`case when r.situacao = 'pago' then (r.pago_em + time '12:00') at time zone 'America/Sao_Paulo' end`;

/**
 * The open títulos whose line changed: amount, due date, description, or paid or cancelled now. Their charges
 * still valid (PIX, boleto) stop being valid when what they charge changed. Answers how many títulos changed.
 */
export async function atualizarAbertos(tx: Tx): Promise<number> {
  await tx.execute(sql`
    update cobrancas c set status = 'cancelada'
    from titulos_importacao_r r
    where c.titulo_id = r.titulo_id and c.status = 'ativa' and r.t_status = 'aberto'
      and (r.vencimento, r.valor_centavos, r.situacao) is distinct from (r.t_vencimento, r.t_valor_centavos, 'aberto')`);
  const r = await tx.execute<{ id: string }>(sql`
    update titulos t set
      descricao = r.descricao, vencimento = r.vencimento, valor_centavos = r.valor_centavos,
      desconto_centavos = least(t.desconto_centavos, r.valor_centavos),
      status = r.situacao, pago_em = ${PAGO_EM}, valor_pago_centavos = r.valor_pago_centavos
    from titulos_importacao_r r
    where t.id = r.titulo_id and t.status = 'aberto' and ${ALTERADO}
    returning t.id`);
  return r.rows.length;
}

/**
 * The new títulos. A título the portal made meanwhile (an anuidade
 * lançada by the daily job after the checks) makes this insert fail on the unique index, and the whole import with
 * it (the caller reports it). Answers how many were inserted.
 */
export async function inserirNovos(tx: Tx): Promise<number> {
  const r = await tx.execute<{ n: number }>(sql`
    with novos as (
      insert into titulos (pessoa_id, origem, descricao, exercicio, vencimento, valor_centavos, status, pago_em, valor_pago_centavos, id_externo)
      select r.pessoa_id, r.origem, r.descricao, r.exercicio, r.vencimento, r.valor_centavos, r.situacao, ${PAGO_EM}, r.valor_pago_centavos, r.id_externo
      from titulos_importacao_r r where r.titulo_id is null
      returning 1)
    select count(*)::int as n from novos`);
  return r.rows[0]?.n ?? 0;
}
