/** The processes import's work tables and set-based statements (importar-processos.ts; ADR 049). */
import { formatarCpf, ROTULO_ORGAO_PROCESSO, ROTULO_PAPEL_PARTE, type ErroDaImportacao, type LinhaProcesso, type PapelParte } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/transacao.js';
import type { Contagem } from '../../lib/importacao-csv.js';
import { textoDeBusca } from '../../lib/texto-de-busca.js';

export const AUTOR_IMPORTACAO = 'Importação de dados';

export async function criarTabelas(tx: Tx): Promise<void> {
  await tx.execute(sql`
    create temp table processos_importacao (
      linha int not null, numero text not null, classe text not null, assunto text not null, orgao text not null,
      fase text not null, situacao text not null, sigiloso boolean not null, autuado_em date not null, relator_cpf text
    ) on commit drop`);
  await tx.execute(sql`create temp table processos_importacao_partes (linha int not null, numero text not null, cpf text not null, papel text not null) on commit drop`);
  await tx.execute(sql`
    create temp table processos_importacao_advogados (
      linha int not null, numero text not null, cpf_parte text not null, papel text not null, cpf text not null
    ) on commit drop`);
  await tx.execute(sql`create temp table processos_importacao_nomes (pessoa_id uuid primary key, nome_busca text not null) on commit drop`);
}

export async function carregar(tx: Tx, lote: Array<{ linha: number; dados: LinhaProcesso }>): Promise<void> {
  const processos = lote.map(({ linha, dados: d }) => ({
    linha,
    numero: d.numero,
    classe: d.classe,
    assunto: d.assunto,
    orgao: d.orgao,
    fase: d.fase,
    situacao: d.situacao,
    sigiloso: d.sigiloso,
    autuado_em: d.autuado_em,
    relator_cpf: d.relator,
  }));
  const partes = lote.flatMap(({ linha, dados: d }) => d.partes.map((p) => ({ linha, numero: d.numero, cpf: p.cpf, papel: p.papel })));
  const advogados = lote.flatMap(({ linha, dados: d }) =>
    d.partes.flatMap((p) => p.advogados.map((cpf) => ({ linha, numero: d.numero, cpf_parte: p.cpf, papel: p.papel, cpf }))),
  );
  await tx.execute(sql`
    insert into processos_importacao
    select * from jsonb_to_recordset(${JSON.stringify(processos)}::jsonb) as x(
      linha int, numero text, classe text, assunto text, orgao text, fase text, situacao text, sigiloso boolean,
      autuado_em date, relator_cpf text)`);
  await tx.execute(sql`
    insert into processos_importacao_partes
    select * from jsonb_to_recordset(${JSON.stringify(partes)}::jsonb) as x(linha int, numero text, cpf text, papel text)`);
  if (advogados.length > 0) {
    await tx.execute(sql`
      insert into processos_importacao_advogados
      select * from jsonb_to_recordset(${JSON.stringify(advogados)}::jsonb) as x(linha int, numero text, cpf_parte text, papel text, cpf text)`);
  }
}

const rotuloPapel = (papel: string) => ROTULO_PAPEL_PARTE[papel as PapelParte]?.toLowerCase() ?? papel;

export async function conferir(tx: Tx): Promise<ErroDaImportacao[]> {
  await tx.execute(sql`create index on processos_importacao (numero)`);
  await tx.execute(sql`create index on processos_importacao_partes (numero)`);
  await tx.execute(sql`create index on processos_importacao_advogados (numero)`);
  await tx.execute(sql`analyze processos_importacao`);
  await tx.execute(sql`analyze processos_importacao_partes`);
  await tx.execute(sql`analyze processos_importacao_advogados`);
  const erros: ErroDaImportacao[] = [];

  const repetidos = await tx.execute<{ linha: number; numero: string; primeira: number }>(sql`
    select linha, numero, primeira from (
      select linha, numero, min(linha) over (partition by numero) as primeira from processos_importacao) x
    where linha <> primeira`);
  for (const r of repetidos.rows) erros.push({ linha: r.linha, motivo: `o processo ${r.numero} já aparece na linha ${r.primeira}.` });

  const partes = await tx.execute<{ linha: number; cpf: string; papel: string }>(sql`
    select distinct i.linha, i.cpf, i.papel from processos_importacao_partes i
    where not exists (select 1 from pessoas p where p.cpf = i.cpf)`);
  for (const r of partes.rows) {
    erros.push({ linha: r.linha, motivo: `a parte ${formatarCpf(r.cpf)} (${rotuloPapel(r.papel)}) não é uma pessoa do cadastro do portal; importe o cadastro antes (importar-inscritos) ou inclua a parte pela tela.` });
  }

  const advogados = await tx.execute<{ linha: number; cpf: string; desconhecido: boolean }>(sql`
    select distinct a.linha, a.cpf, (p.id is null) as desconhecido
    from processos_importacao_advogados a left join pessoas p on p.cpf = a.cpf
    where p.id is null or not exists (select 1 from inscricoes ins where ins.pessoa_id = p.id)`);
  for (const r of advogados.rows) {
    erros.push({
      linha: r.linha,
      motivo: r.desconhecido
        ? `o(a) advogado(a) ${formatarCpf(r.cpf)} não é uma pessoa do cadastro do portal.`
        : `${formatarCpf(r.cpf)}, indicado(a) como advogado(a), não tem inscrição no cadastro do portal.`,
    });
  }

  const relatores = await tx.execute<{ linha: number; cpf: string }>(sql`
    select i.linha, i.relator_cpf as cpf from processos_importacao i
    where i.relator_cpf is not null and not exists (select 1 from pessoas p where p.cpf = i.relator_cpf)`);
  for (const r of relatores.rows) erros.push({ linha: r.linha, motivo: `o relator ${formatarCpf(r.cpf)} não é uma pessoa do cadastro do portal.` });

  // What identifies a process's history does not change by import: its class, subject and date of autuação.
  const fixos = await tx.execute<{ linha: number; numero: string; classe: boolean; assunto: boolean; autuado: boolean }>(sql`
    select i.linha, i.numero, p.classe <> i.classe as classe, p.assunto <> i.assunto as assunto, p.autuado_em <> i.autuado_em as autuado
    from processos_importacao i join processos p on p.numero = i.numero
    where p.classe <> i.classe or p.assunto <> i.assunto or p.autuado_em <> i.autuado_em`);
  for (const r of fixos.rows) {
    const campos = [r.classe && 'classe', r.assunto && 'assunto', r.autuado && 'data de autuação'].filter((c): c is string => !!c);
    const lista = campos.length === 1 ? campos[0] : `${campos.slice(0, -1).join(', ')} e ${campos.at(-1)}`;
    erros.push({
      linha: r.linha,
      motivo: `o processo ${r.numero} já existe no portal com ${lista} ${campos.length === 1 ? 'diferente' : 'diferentes'}; classe, assunto e data de autuação não mudam por importação (corrija o arquivo).`,
    });
  }
  return erros;
}

/** Whether the line changes an existing process: its editable data, a party or a lawyer it does not have yet. */
const MUDA = sql`(
  (p.orgao, p.fase, p.situacao, p.sigiloso, p.relator_pessoa_id) is distinct from (i.orgao, i.fase, i.situacao, i.sigiloso, r.id)
  or exists (
    select 1 from processos_importacao_partes ip join pessoas pe on pe.cpf = ip.cpf
    where ip.linha = i.linha
      and not exists (select 1 from processo_partes pp where pp.processo_id = p.id and pp.pessoa_id = pe.id and pp.papel = ip.papel))
  or exists (
    select 1 from processos_importacao_advogados ia join pessoas pe on pe.cpf = ia.cpf_parte join pessoas adv on adv.cpf = ia.cpf
    where ia.linha = i.linha
      and not exists (
        select 1 from processo_partes pp join processo_advogados pa on pa.parte_id = pp.id
        where pp.processo_id = p.id and pp.pessoa_id = pe.id and pp.papel = ia.papel and pa.pessoa_id = adv.id)))`;

export async function contar(tx: Tx): Promise<Contagem> {
  const r = await tx.execute<{ novos: number; alterados: number; total: number }>(sql`
    select count(*) filter (where p.id is null)::int as novos,
           count(*) filter (where p.id is not null and ${MUDA})::int as alterados,
           count(*)::int as total
    from processos_importacao i left join processos p on p.numero = i.numero left join pessoas r on r.cpf = i.relator_cpf`);
  const c = r.rows[0]!;
  return { novos: c.novos, alterados: c.alterados, inalterados: c.total - c.novos - c.alterados };
}

export async function gravar(tx: Tx): Promise<void> {
  const rotulos = sql.join(
    Object.entries(ROTULO_ORGAO_PROCESSO).map(([codigo, rotulo]) => sql`(${codigo}, ${rotulo})`),
    sql`, `,
  );
  // New processes, each with its autuação on the timeline (dated the day it was autuado).
  await tx.execute(sql`
    with novos as (
      insert into processos (numero, classe, assunto, orgao, relator_pessoa_id, fase, situacao, sigiloso, autuado_em)
      select i.numero, i.classe, i.assunto, i.orgao, r.id, i.fase, i.situacao, i.sigiloso, i.autuado_em
      from processos_importacao i left join pessoas r on r.cpf = i.relator_cpf
      on conflict (numero) do nothing
      returning id, orgao, autuado_em)
    insert into processo_movimentos (processo_id, em, tipo, texto, autor_nome)
    select n.id, (n.autuado_em + time '12:00') at time zone 'America/Sao_Paulo', 'autuacao',
           'Processo autuado e distribuído ao órgão ' || o.rotulo || '. Registrado no portal por importação do sistema anterior.', ${AUTOR_IMPORTACAO}
    from novos n join (values ${rotulos}) as o(codigo, rotulo) on o.codigo = n.orgao`);

  // Existing ones: what staff may edit on the screen (órgão, fase, situação, sigilo, relator).
  await tx.execute(sql`
    update processos p
    set orgao = i.orgao, fase = i.fase, situacao = i.situacao, sigiloso = i.sigiloso, relator_pessoa_id = r.id, atualizado_em = now()
    from processos_importacao i left join pessoas r on r.cpf = i.relator_cpf
    where p.numero = i.numero
      and (p.orgao, p.fase, p.situacao, p.sigiloso, p.relator_pessoa_id) is distinct from (i.orgao, i.fase, i.situacao, i.sigiloso, r.id)`);

  // Parties (the name as the registry has it, searchable as the staff screen stores it) and their lawyers: the ones
  // missing are added; none is removed (a party added on the screen stays).
  const nomes = await tx.execute<{ id: string; nome: string }>(sql`
    select distinct pe.id, pe.nome from processos_importacao_partes ip join pessoas pe on pe.cpf = ip.cpf`);
  for (let i = 0; i < nomes.rows.length; i += 1000) {
    const lote = nomes.rows.slice(i, i + 1000).map((n) => ({ pessoa_id: n.id, nome_busca: textoDeBusca(n.nome).slice(0, 150) }));
    await tx.execute(sql`
      insert into processos_importacao_nomes
      select * from jsonb_to_recordset(${JSON.stringify(lote)}::jsonb) as x(pessoa_id uuid, nome_busca text)`);
  }
  await tx.execute(sql`
    insert into processo_partes (processo_id, papel, pessoa_id, nome, nome_busca, cpf)
    select p.id, ip.papel, pe.id, left(pe.nome, 150), n.nome_busca, pe.cpf
    from processos_importacao_partes ip
    join processos p on p.numero = ip.numero
    join pessoas pe on pe.cpf = ip.cpf
    join processos_importacao_nomes n on n.pessoa_id = pe.id
    order by ip.linha
    on conflict (processo_id, pessoa_id, papel) where pessoa_id is not null do nothing`);
  await tx.execute(sql`
    insert into processo_advogados (processo_id, parte_id, pessoa_id)
    select pp.processo_id, pp.id, adv.id
    from processos_importacao_advogados ia
    join processos p on p.numero = ia.numero
    join pessoas pe on pe.cpf = ia.cpf_parte
    join processo_partes pp on pp.processo_id = p.id and pp.pessoa_id = pe.id and pp.papel = ia.papel
    join pessoas adv on adv.cpf = ia.cpf
    on conflict (parte_id, pessoa_id) do nothing`);
}
