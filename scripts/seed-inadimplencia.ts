// `npm run seed:inadimplencia [-- --recriar]`: mass data for the defaulters list and its benchmark, on
// PostgreSQL (DATABASE_URL): 50,000 people (valid unique CPFs, names, e-mails, one inscrição each) and
// 1,000,000 títulos over eleven years, every origin and status, about 13 % of the people in default; plus one
// finance staff account for the benchmark. Applies the migrations first, like the app. Set-based: the people
// go in with INSERT … SELECT FROM unnest(…) and the títulos are expanded in SQL with generate_series, in one
// transaction. Everything made here carries a marker (e-mails @massa-inadimplencia.invalid), so `--recriar`
// removes exactly this data and nothing else. For test and benchmark databases only.
import { cpfValido, dataEmSaoPaulo } from '@portal/contracts';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type pg from 'pg';
import { connectDatabase, runMigrations } from '../apps/api/src/db/client.js';
import { hashSenha } from '../apps/api/src/modules/auth/senhas.js';

export const PESSOAS = 50_000;
export const TITULOS_POR_PESSOA = 20;
/** Domain of every e-mail made here (RFC 2606 '.invalid': never a real address): the marker of this data. */
export const MARCADOR_EMAIL = '@massa-inadimplencia.invalid';
/** The benchmark's finance staff account (second factor on, as staff must have it). Test databases only. */
export const BENCH_EMAIL = `bench.financeiro${MARCADOR_EMAIL}`;
export const BENCH_SENHA = 'bench-financeiro-2026';
export const BENCH_TOTP = 'KRSXG5CTMVRXEZLUKN2XAZLSONSWC3DF';

/* ---------- deterministic data (the same run makes the same people) ---------- */

/** mulberry32: a small seeded generator (Math.random cannot be seeded). */
function gerador(semente: number): () => number {
  let a = semente >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// prettier-ignore
const PRENOMES = [
  'Ana', 'Maria', 'João', 'José', 'Antônio', 'Francisco', 'Carlos', 'Paulo', 'Pedro', 'Lucas', 'Luiz', 'Marcos', 'Luís', 'Gabriel',
  'Rafael', 'Daniel', 'Marcelo', 'Bruno', 'Eduardo', 'Felipe', 'Raimundo', 'Rodrigo', 'Juliana', 'Fernanda', 'Patrícia', 'Aline',
  'Adriana', 'Sandra', 'Camila', 'Amanda', 'Bruna', 'Jéssica', 'Letícia', 'Júlia', 'Luciana', 'Vanessa', 'Mariana', 'Gabriela',
  'Vera', 'Vitória', 'Larissa', 'Cláudia', 'Beatriz', 'Luana', 'Rita', 'Sônia', 'Renata', 'Eliane', 'Helena', 'Otávio', 'Sérgio',
  'Gustavo', 'Thiago', 'André', 'Fábio', 'Leonardo', 'Vinícius', 'Henrique', 'Ricardo', 'Célia', 'Débora', 'Tânia', 'Márcia',
] as const;
// prettier-ignore
const SOBRENOMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Ribeiro',
  'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha', 'Dias', 'Nascimento', 'Andrade',
  'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas', 'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo',
  'Pinto', 'Correia', 'Cavalcanti', 'Batista', 'Campos', 'Borges', 'Monteiro', 'Moura', 'Brandão', 'Queiroz', 'Peixoto', 'Magalhães',
  'Castro', 'Assunção', 'Siqueira', 'Figueiredo', 'Caldeira', 'Xavier', 'Bezerra', 'Falcão', 'Coelho', 'Toledo', 'Fonseca', 'Guimarães',
] as const;

const semAcento = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The n-th CPF of the sequence: 9 digits spread by a multiplier coprime with 10⁹, then the two check digits. */
function cpfDaSequencia(n: number): string {
  const base = String((n * 7919 + 123_456_789) % 1_000_000_000).padStart(9, '0');
  const digitos = base.split('').map(Number);
  for (const posicao of [9, 10]) {
    let soma = 0;
    for (let i = 0; i < posicao; i++) soma += (digitos[i] as number) * (posicao + 1 - i);
    const resto = (soma * 10) % 11;
    digitos.push(resto === 10 ? 0 : resto);
  }
  return digitos.join('');
}

type Perfil = 'adimplente' | 'anuidades' | 'multa' | 'acordo_atrasado' | 'acordo_em_dia';

interface PessoaMassa {
  cpf: string;
  nome: string;
  email: string;
  nascimento: string;
  numero: string;
  situacao: 'regular' | 'suspenso' | 'licenciado';
  dataInscricao: string;
  anoInscricao: number;
  perfil: Perfil;
  /** 'anuidades': how many of the latest anuidades are unpaid. */
  anosDevidos: number;
  /** 'multa': days since the fine fell due. */
  diasMulta: number;
  /** Agreements: the day it was made, and from which installment on it went unpaid ('acordo_atrasado'). */
  acordoInicio: string | null;
  acordoParcelaAtraso: number;
  semente: number;
}

function somarDiasIso(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The people, with what kind of payer each one is: 9 % owe 1 to 8 of the latest anuidades (suspended from
 * 3 on), 2 % a fine, 4 % made an agreement (half of them stopped paying it), the rest are up to date.
 */
function gerarPessoas(hoje: string, cpfsExistentes: Set<string>, numerosExistentes: Set<string>): PessoaMassa[] {
  const aleatorio = gerador(2026);
  const escolher = <T>(lista: readonly T[]) => lista[Math.floor(aleatorio() * lista.length)] as T;
  const ano = Number(hoje.slice(0, 4));
  const pessoas: PessoaMassa[] = [];
  let n = 0;
  let numero = 1_000_000;
  while (pessoas.length < PESSOAS) {
    n++;
    const cpf = cpfDaSequencia(n);
    if (!cpfValido(cpf) || cpfsExistentes.has(cpf)) continue;
    do numero++;
    while (numerosExistentes.has(String(numero)));

    const prenome = escolher(PRENOMES);
    const sobrenome1 = escolher(SOBRENOMES);
    const sobrenome2 = escolher(SOBRENOMES);
    const u = aleatorio();
    const perfil: Perfil = u < 0.09 ? 'anuidades' : u < 0.11 ? 'multa' : u < 0.13 ? 'acordo_atrasado' : u < 0.15 ? 'acordo_em_dia' : 'adimplente';
    const anosDevidos = perfil === 'anuidades' ? 1 + Math.floor(aleatorio() ** 2 * 8) : 0;
    // Years at the bar: many recent, a long tail of veterans. Agreements renegotiated anuidades of 4 to 6 years ago.
    let anoInscricao = ano - Math.floor(aleatorio() ** 1.5 * 40);
    if (perfil === 'anuidades') anoInscricao = Math.min(anoInscricao, ano - anosDevidos);
    if (perfil.startsWith('acordo')) anoInscricao = Math.min(anoInscricao, ano - 7);
    const acordoInicio = perfil.startsWith('acordo') ? somarDiasIso(hoje, -(40 + Math.floor(aleatorio() * 300))) : null;
    // Installments already due (entry at +3 days, then every 30 days): the late ones start at one of them.
    const vencidas = acordoInicio ? [0, 1, 2, 3, 4].filter((j) => somarDiasIso(acordoInicio, 3 + 30 * j) < hoje).length : 0;
    pessoas.push({
      cpf,
      nome: `${prenome} ${sobrenome1} ${sobrenome2}`,
      email: `${semAcento(prenome)}.${semAcento(sobrenome2)}.${n}${MARCADOR_EMAIL}`,
      nascimento: `${1950 + Math.floor(aleatorio() * 50)}-${String(1 + Math.floor(aleatorio() * 12)).padStart(2, '0')}-${String(1 + Math.floor(aleatorio() * 28)).padStart(2, '0')}`,
      numero: String(numero),
      situacao: anosDevidos >= 3 ? 'suspenso' : aleatorio() < 0.015 ? 'licenciado' : 'regular',
      dataInscricao: `${anoInscricao}-${String(1 + Math.floor(aleatorio() * 12)).padStart(2, '0')}-${String(1 + Math.floor(aleatorio() * 28)).padStart(2, '0')}`,
      anoInscricao,
      perfil,
      anosDevidos,
      diasMulta: perfil === 'multa' ? 3 + Math.floor(aleatorio() * 720) : 0,
      acordoInicio,
      acordoParcelaAtraso: perfil === 'acordo_atrasado' ? Math.floor(aleatorio() * vencidas) : 99,
      semente: Math.floor(aleatorio() * 2_147_483_647),
    });
  }
  return pessoas;
}

/* ---------- SQL ---------- */

/** The anuidade of year `a` for someone inscribed in year `i`: R$ 985,00 this year, 4 % less a year back, by seniority bracket. */
const valorAnuidadeSql = (a: string, i: string, anoAtual: number) =>
  `round(98500 * power(0.96, ${anoAtual} - ${a}) * (case when ${a} - ${i} < 2 then 0.5 when ${a} - ${i} < 5 then 0.75 else 1 end))::int`;

const LOTE_PESSOAS = 10_000;

async function inserirPessoas(c: pg.PoolClient, pessoas: PessoaMassa[]): Promise<void> {
  await c.query(`
    create temp table massa (
      n int primary key, pessoa_id uuid not null, ano_insc int not null, perfil text not null, anos_devidos int not null,
      dias_multa int not null, acordo_inicio date, acordo_atraso int not null, semente bigint not null,
      plano_id uuid, acordo_entrada int, acordo_parcela int
    ) on commit drop`);
  for (let i = 0; i < pessoas.length; i += LOTE_PESSOAS) {
    const lote = pessoas.slice(i, i + LOTE_PESSOAS);
    const col = <K extends keyof PessoaMassa>(k: K) => lote.map((p) => p[k]);
    await c.query(
      `with novas as (
         insert into pessoas (cpf, nome, email, nascimento, cidade, uf)
         select cpf, nome, email, nascimento::date, 'Goiânia', 'GO'
           from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as x(cpf, nome, email, nascimento)
         returning id, cpf
       ),
       dados as (
         select * from unnest($1::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::text[], $10::int[], $11::int[],
                              $12::text[], $13::int[], $14::bigint[], $15::int[])
                    as x(cpf, numero, situacao, data_inscricao, ano_insc, perfil, anos_devidos, dias_multa,
                         acordo_inicio, acordo_atraso, semente, n)
       ),
       insc as (
         insert into inscricoes (pessoa_id, numero, uf, tipo, situacao, data_inscricao)
         select nv.id, d.numero, 'GO', 'principal', d.situacao, d.data_inscricao::date
           from novas nv join dados d on d.cpf = nv.cpf
       )
       insert into massa (n, pessoa_id, ano_insc, perfil, anos_devidos, dias_multa, acordo_inicio, acordo_atraso, semente)
       select d.n, nv.id, d.ano_insc, d.perfil, d.anos_devidos, d.dias_multa, d.acordo_inicio::date, d.acordo_atraso, d.semente
         from novas nv join dados d on d.cpf = nv.cpf`,
      [
        col('cpf'),
        col('nome'),
        col('email'),
        col('nascimento'),
        col('numero'),
        col('situacao'),
        col('dataInscricao'),
        col('anoInscricao'),
        col('perfil'),
        col('anosDevidos'),
        col('diasMulta'),
        col('acordoInicio'),
        col('acordoParcelaAtraso'),
        col('semente'),
        lote.map((_, j) => i + j + 1),
      ],
    );
  }
}

/** One negotiation plan per agreement person: the anuidades of 4 to 6 years ago plus fine and interest, in 5 payments. */
async function inserirPlanos(c: pg.PoolClient, anoAtual: number): Promise<number> {
  await c.query(`
    update massa m
       set plano_id = gen_random_uuid(),
           acordo_parcela = round((x.principal * 1.10) / 5)::int,
           acordo_entrada = round(x.principal * 1.10)::int - 4 * round((x.principal * 1.10) / 5)::int
      from (select m2.n, sum(${valorAnuidadeSql('a', 'm2.ano_insc', anoAtual)}) as principal
              from massa m2 cross join generate_series(${anoAtual - 6}, ${anoAtual - 4}) a
             where m2.perfil like 'acordo%'
             group by m2.n) x
     where x.n = m.n`);
  const r = await c.query(`
    insert into planos (id, pessoa_id, tipo, status, parcelas, principal_centavos, multa_centavos, juros_centavos, desconto_centavos,
                        total_centavos, entrada_centavos, termo_versao, termo_texto, termo_sha256, termo_aceito_em, termo_ip,
                        termo_user_agent, criado_em)
    select m.plano_id, m.pessoa_id, 'negociacao', 'ativo', 5, p.principal, round(p.principal * 0.02), total - p.principal - round(p.principal * 0.02),
           0, total, m.acordo_entrada, '2026.1', t.texto, encode(sha256(convert_to(t.texto, 'UTF8')), 'hex'),
           m.acordo_inicio + time '10:00' at time zone 'America/Sao_Paulo', '127.0.0.1', 'seed-inadimplencia',
           m.acordo_inicio + time '10:00' at time zone 'America/Sao_Paulo'
      from massa m
      cross join lateral (select m.acordo_entrada + 4 * m.acordo_parcela as total) tt(total)
      cross join lateral (select sum(${valorAnuidadeSql('a', 'm.ano_insc', anoAtual)}) as principal
                            from generate_series(${anoAtual - 6}, ${anoAtual - 4}) a) p
      cross join lateral (select 'Termo de confissão de dívida (dados de teste em massa).' as texto) t
     where m.perfil like 'acordo%'`);
  return r.rowCount ?? 0;
}

/**
 * The títulos: 20 per person, expanded in SQL. Slots 0–10 are the anuidades of the last eleven years (a slot
 * before the person's inscription holds a paid request fee instead); 11–19 are request fees, vaccines and
 * event tickets (mostly paid, some open or cancelled: not debts, so they must not count), the fine of the
 * 'multa' people in slot 15, and an agreement's entry and 4 installments in slots 15–19.
 */
async function inserirTitulos(c: pg.PoolClient, hoje: string, anoAtual: number): Promise<number> {
  const r = await c.query(
    `
    with base as (
      select m.*, k, ((m.semente * 1103515245 + k * 2654435761) % 2147483647) as r
        from massa m cross join generate_series(0, ${TITULOS_POR_PESSOA - 1}) k
    ),
    slot as (
      select b.*,
             case
               when k <= 10 and ${anoAtual - 10} + k >= b.ano_insc then 'anuidade'
               when k <= 10 then 'taxa_requerimento'
               when k = 15 and b.perfil = 'multa' then 'multa'
               when k >= 15 and b.perfil like 'acordo%' then 'parcela_acordo'
               when k in (11, 14, 15, 18) then 'taxa_requerimento'
               when k in (12, 16, 19) then 'vacina'
               else 'ingresso'
             end as origem
        from base b
    ),
    datado as (
      select s.*,
             case s.origem
               when 'anuidade' then make_date(${anoAtual - 10} + s.k, 3, 31)
               when 'multa' then $1::date - s.dias_multa
               when 'parcela_acordo' then s.acordo_inicio + 3 + 30 * (s.k - 15)
               else $1::date - (s.r % 3650)::int
             end as vencimento
        from slot s
    ),
    situado as (
      select d.*,
             case
               when d.origem = 'anuidade' then
                 case
                   when d.perfil = 'anuidades' and ${anoAtual - 10} + d.k > ${anoAtual} - d.anos_devidos then 'aberto'
                   when d.perfil like 'acordo%' and d.k between 4 and 6 then 'renegociado'
                   when d.vencimento >= $1::date then 'aberto'
                   else 'pago'
                 end
               when d.origem = 'multa' then 'aberto'
               when d.origem = 'parcela_acordo' then
                 case
                   when d.vencimento >= $1::date then 'aberto'
                   when d.perfil = 'acordo_atrasado' and d.k - 15 >= d.acordo_atraso then 'aberto'
                   else 'pago'
                 end
               when d.r % 100 < 85 then 'pago'
               when d.r % 100 < 92 then 'aberto'
               else 'cancelado'
             end as status,
             case d.origem
               when 'anuidade' then ${valorAnuidadeSql(`(${anoAtual - 10} + d.k)`, 'd.ano_insc', anoAtual)}
               when 'multa' then 5000 + (d.r % 200)::int * 500
               when 'parcela_acordo' then case when d.k = 15 then d.acordo_entrada else d.acordo_parcela end
               when 'taxa_requerimento' then 15000 + (d.r % 30)::int * 1000
               when 'vacina' then 9000 + (d.r % 7)::int * 1000
               else 5000 + (d.r % 8)::int * 1000
             end as valor
        from datado d
    )
    insert into titulos (pessoa_id, origem, descricao, exercicio, vencimento, valor_centavos, status, pago_em, valor_pago_centavos,
                         meio_pagamento, plano_id, parcela, renegociado_em_plano_id, criado_em)
    select s.pessoa_id, s.origem,
           case s.origem
             when 'anuidade' then 'Anuidade ' || extract(year from s.vencimento)
             when 'multa' then 'Multa disciplinar'
             when 'parcela_acordo' then case when s.k = 15 then 'Entrada do acordo' else 'Parcela ' || (s.k - 15) || ' de 4 do acordo' end
             when 'taxa_requerimento' then 'Taxa de requerimento'
             when 'vacina' then 'Vacina (CASAG)'
             else 'Ingresso de evento'
           end,
           case when s.origem = 'parcela_acordo' then null else extract(year from s.vencimento)::int end,
           s.vencimento, s.valor, s.status,
           -- Paid up to 20 days early or 5 days late, never after yesterday.
           case when s.status = 'pago'
                then least(s.vencimento - (s.r % 25)::int + 5, $1::date - 1) + time '14:30' at time zone 'America/Sao_Paulo' end,
           case when s.status = 'pago' then s.valor end,
           case when s.status = 'pago' then case when s.r % 3 = 0 then 'boleto' else 'pix' end end,
           case when s.origem = 'parcela_acordo' then s.plano_id end,
           case when s.origem = 'parcela_acordo' then s.k - 15 end,
           case when s.status = 'renegociado' then s.plano_id end,
           (s.vencimento - 30) + time '09:00' at time zone 'America/Sao_Paulo'
      from situado s`,
    [hoje],
  );
  return r.rowCount ?? 0;
}

async function inserirServidorBench(c: pg.PoolClient, cpfsExistentes: Set<string>): Promise<string> {
  let n = PESSOAS * 3;
  let cpf = cpfDaSequencia(n);
  while (cpfsExistentes.has(cpf) || !cpfValido(cpf)) cpf = cpfDaSequencia(++n);
  const r = await c.query<{ id: string }>(`insert into pessoas (cpf, nome, email) values ($1, 'Servidora do Benchmark', $2) returning id`, [
    cpf,
    BENCH_EMAIL,
  ]);
  await c.query(
    `insert into usuarios (pessoa_id, senha_hash, permissoes, email_confirmado_em, totp_segredo, totp_ativado_em)
     values ($1, $2, array['CLI_PermissaoAreaRestrita', 'CLI_PermissaoFinanceiro'], now(), $3, now())`,
    [r.rows[0]?.id, await hashSenha(BENCH_SENHA), BENCH_TOTP],
  );
  return cpf;
}

/**
 * Removes only what this script made (people with the marker e-mail, their títulos, plans and charges), in
 * the caller's transaction. Deleting a plan makes PostgreSQL look for títulos renegotiated into it, through the
 * partial index titulos_renegociado_idx (without it, a scan of the whole table per plan).
 */
async function apagarMassa(c: pg.PoolClient): Promise<void> {
  const marcadas = `select id from pessoas where email like '%' || $1`;
  const titulosMarcados = `select t.id from titulos t where t.pessoa_id in (${marcadas})`;
  await c.query(`delete from pagamentos where titulo_id in (${titulosMarcados})`, [MARCADOR_EMAIL]);
  await c.query(`delete from cobrancas where titulo_id in (${titulosMarcados})`, [MARCADOR_EMAIL]);
  await c.query(`delete from titulos where pessoa_id in (${marcadas})`, [MARCADOR_EMAIL]);
  await c.query(`delete from planos where pessoa_id in (${marcadas})`, [MARCADOR_EMAIL]);
  // Inscrições, accounts, sessions and the like go with the person (on delete cascade).
  await c.query(`delete from pessoas where email like '%' || $1`, [MARCADOR_EMAIL]);
}

const segundos = (desde: number) => `${((performance.now() - desde) / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const recriar = process.argv.includes('--recriar');
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'Defina DATABASE_URL com um PostgreSQL (ex.: DATABASE_URL=postgres://postgres@127.0.0.1:5432/inad_bench npm run seed:inadimplencia).\n' +
        'O banco embutido (PGlite) não serve para 1 milhão de títulos.',
    );
    process.exit(1);
  }
  const database = connectDatabase(url, 2);
  try {
    const versao = await database.pool.query<{ v: string }>('select version() as v');
    if (/pglite|emscripten/i.test(versao.rows[0]?.v ?? '')) {
      console.error('DATABASE_URL aponta para o PGlite (banco embutido). Use um PostgreSQL de verdade para os dados em massa.');
      process.exit(1);
    }
    const inicio = performance.now();
    await runMigrations(database.db);
    console.log(`Migrações aplicadas (${segundos(inicio)}).`);

    const c = await database.pool.connect();
    try {
      const existentes = await c.query<{ n: string }>(`select count(*) as n from pessoas where email like '%' || $1`, [MARCADOR_EMAIL]);
      const jaHa = Number(existentes.rows[0]?.n ?? 0);
      if (jaHa > 0 && !recriar) {
        console.error(
          `Os dados em massa já existem neste banco (${jaHa.toLocaleString('pt-BR')} pessoas com e-mail ${MARCADOR_EMAIL}).\n` +
            'Use "npm run seed:inadimplencia -- --recriar" para apagá-los e criar de novo.',
        );
        process.exitCode = 1;
        return;
      }

      const hoje = dataEmSaoPaulo();
      const anoAtual = Number(hoje.slice(0, 4));
      await c.query('begin');
      if (jaHa > 0) {
        const t0 = performance.now();
        await apagarMassa(c);
        console.log(`Dados em massa anteriores apagados (${segundos(t0)}).`);
      }
      const cpfs = new Set((await c.query<{ cpf: string }>('select cpf from pessoas')).rows.map((r) => r.cpf));
      const numeros = new Set((await c.query<{ numero: string }>(`select numero from inscricoes where uf = 'GO'`)).rows.map((r) => r.numero));

      let t0 = performance.now();
      const pessoas = gerarPessoas(hoje, cpfs, numeros);
      await inserirPessoas(c, pessoas);
      console.log(`${pessoas.length.toLocaleString('pt-BR')} pessoas com inscrição (${segundos(t0)}).`);

      t0 = performance.now();
      const planos = await inserirPlanos(c, anoAtual);
      console.log(`${planos.toLocaleString('pt-BR')} acordos (${segundos(t0)}).`);

      t0 = performance.now();
      const titulos = await inserirTitulos(c, hoje, anoAtual);
      console.log(`${titulos.toLocaleString('pt-BR')} títulos (${segundos(t0)}).`);

      for (const p of pessoas) cpfs.add(p.cpf);
      const cpfServidora = await inserirServidorBench(c, cpfs);
      await c.query('commit');

      t0 = performance.now();
      // Fresh statistics and visibility map, as autovacuum would leave them on a live database.
      await c.query('vacuum analyze titulos');
      await c.query('analyze pessoas');
      await c.query('analyze inscricoes');
      await c.query('analyze planos');
      console.log(`VACUUM ANALYZE (${segundos(t0)}).`);

      const r = await c.query<{ pessoas: string; titulos: string; total: string }>(
        `select count(distinct pessoa_id) as pessoas, count(*) as titulos, sum(valor_centavos) as total
           from titulos
          where status = 'aberto' and origem in ('anuidade', 'parcela_acordo', 'multa') and vencimento < $1::date`,
        [hoje],
      );
      const l = r.rows[0];
      const inadimplentes = Number(l?.pessoas ?? 0);
      console.log(
        `\nPronto em ${segundos(inicio)}: ${inadimplentes.toLocaleString('pt-BR')} inadimplentes ` +
          `(${((inadimplentes / PESSOAS) * 100).toFixed(1).replace('.', ',')} % das pessoas), ` +
          `${Number(l?.titulos ?? 0).toLocaleString('pt-BR')} títulos vencidos em aberto.`,
      );
      console.log(
        `\nConta de servidora para o benchmark (só para este banco de teste):\n` +
          `  CPF ${cpfServidora.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4')}  senha ${BENCH_SENHA}  ` +
          `segredo TOTP ${BENCH_TOTP}\n  npm run bench:inadimplencia entra com ela sozinho.`,
      );
    } catch (erro) {
      await c.query('rollback').catch(() => {});
      throw erro;
    } finally {
      c.release();
    }
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((erro: unknown) => {
    console.error('Falha ao criar os dados em massa:', erro);
    process.exit(1);
  });
}
