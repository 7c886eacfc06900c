/** The commission memberships import's work table and set-based statements (importar-membros.ts; ADR 049). */
import { formatarCpf, formatarDataBr, ROTULO_PAPEL_COMISSAO, type ErroDaImportacao, type LinhaMembroComissao, type PapelComissao } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/transacao.js';
import type { Contagem } from '../../lib/importacao-csv.js';
import { textoDeBusca } from '../../lib/texto-de-busca.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The commissions by identifier and by name (capitals, accents and spaces ignored); a name two commissions share is ambiguous. */
export interface IndiceDeComissoes {
  porId: Set<string>;
  porNome: Map<string, string[]>;
}

export async function criarTabelas(tx: Tx): Promise<IndiceDeComissoes> {
  await tx.execute(sql`
    create temp table comissoes_importacao (
      linha int not null, comissao text not null, comissao_id uuid, ambigua boolean not null, cpf text not null, pessoa_id uuid,
      papel text not null, portaria text not null, inicio date not null, fim date
    ) on commit drop`);
  // The commissions are few (dozens): read once, matched in memory with the same normalisation as the search.
  const r = await tx.execute<{ id: string; nome: string }>(sql`select id, nome from comissoes`);
  const indice: IndiceDeComissoes = { porId: new Set(), porNome: new Map() };
  for (const c of r.rows) {
    indice.porId.add(c.id);
    const chave = textoDeBusca(c.nome);
    indice.porNome.set(chave, [...(indice.porNome.get(chave) ?? []), c.id]);
  }
  return indice;
}

export async function carregar(tx: Tx, indice: IndiceDeComissoes, lote: Array<{ linha: number; dados: LinhaMembroComissao }>): Promise<void> {
  const linhas = lote.map(({ linha, dados: d }) => {
    const porId = UUID.test(d.comissao) && indice.porId.has(d.comissao.toLowerCase()) ? [d.comissao.toLowerCase()] : null;
    const ids = porId ?? indice.porNome.get(textoDeBusca(d.comissao)) ?? [];
    return {
      linha,
      comissao: d.comissao,
      comissao_id: ids.length === 1 ? ids[0] : null,
      ambigua: ids.length > 1,
      cpf: d.cpf,
      papel: d.papel,
      portaria: d.portaria,
      inicio: d.inicio,
      fim: d.fim,
    };
  });
  await tx.execute(sql`
    insert into comissoes_importacao (linha, comissao, comissao_id, ambigua, cpf, papel, portaria, inicio, fim)
    select * from jsonb_to_recordset(${JSON.stringify(linhas)}::jsonb) as x(
      linha int, comissao text, comissao_id uuid, ambigua boolean, cpf text, papel text, portaria text, inicio date, fim date)`);
}

const periodo = (inicio: string, fim: string | null) => (fim ? `de ${formatarDataBr(inicio)} a ${formatarDataBr(fim)}` : `desde ${formatarDataBr(inicio)}`);
const rotulo = (papel: string) => ROTULO_PAPEL_COMISSAO[papel as PapelComissao] ?? papel;

export async function conferir(tx: Tx): Promise<ErroDaImportacao[]> {
  await tx.execute(sql`update comissoes_importacao i set pessoa_id = p.id from pessoas p where p.cpf = i.cpf`);
  await tx.execute(sql`create index on comissoes_importacao (comissao_id, pessoa_id)`);
  await tx.execute(sql`analyze comissoes_importacao`);
  // The commissions written to are locked until commit, as an appointment on the screen locks its commission (ADR
  // 024): the overlap check below and the writes see the same memberships.
  await tx.execute(sql`select id from comissoes where id in (select comissao_id from comissoes_importacao) order by id for update`);
  const erros: ErroDaImportacao[] = [];

  const comissoes = await tx.execute<{ linha: number; comissao: string; ambigua: boolean }>(sql`
    select linha, comissao, ambigua from comissoes_importacao where comissao_id is null`);
  for (const r of comissoes.rows) {
    erros.push({
      linha: r.linha,
      motivo: r.ambigua
        ? `há mais de uma comissão chamada "${r.comissao}" no portal; use o identificador da comissão (o código no endereço da página dela na área restrita).`
        : `a comissão "${r.comissao}" não existe no portal; confira o nome (como está em /area-restrita/comissoes) ou crie a comissão antes.`,
    });
  }

  const pessoas = await tx.execute<{ linha: number; cpf: string }>(sql`select linha, cpf from comissoes_importacao where pessoa_id is null`);
  for (const r of pessoas.rows) erros.push({ linha: r.linha, motivo: `o CPF ${formatarCpf(r.cpf)} não é de uma pessoa do cadastro do portal; importe o cadastro antes (importar-inscritos).` });

  const repetidas = await tx.execute<{ linha: number; primeira: number }>(sql`
    select linha, primeira from (
      select linha, min(linha) over (partition by comissao_id, pessoa_id, inicio) as primeira
      from comissoes_importacao where comissao_id is not null and pessoa_id is not null) x
    where linha <> primeira`);
  for (const r of repetidas.rows) erros.push({ linha: r.linha, motivo: `este mandato (comissão, CPF e início) já aparece na linha ${r.primeira}.` });

  // A membership keeps its role: changing it is ending the term and appointing again.
  const papel = await tx.execute<{ linha: number; papel: string }>(sql`
    select i.linha, m.papel from comissoes_importacao i
    join comissao_membros m on m.comissao_id = i.comissao_id and m.pessoa_id = i.pessoa_id and m.inicio = i.inicio
    where m.papel <> i.papel`);
  for (const r of papel.rows) {
    erros.push({ linha: r.linha, motivo: `este mandato já está no portal com a função ${rotulo(r.papel)}; a função não muda por importação (encerre o mandato e nomeie de novo com outro início).` });
  }

  // The memberships as they would be after the import (the file's lines replace the terms they match), and every
  // overlap of one person's terms, or of two holders of a singular role, that involves a line of the file (reported
  // on the later line when both are in the file).
  const sobrepostos = await tx.execute<{ linha: number; outra_linha: number | null; nome: string; papel: string; inicio: string; fim: string | null; mesma_pessoa: boolean }>(sql`
    with resultante as (
      select null::int as linha, m.comissao_id, m.pessoa_id, m.papel, m.inicio, m.fim
      from comissao_membros m
      where m.comissao_id in (select comissao_id from comissoes_importacao)
        and not exists (select 1 from comissoes_importacao i where i.comissao_id = m.comissao_id and i.pessoa_id = m.pessoa_id and i.inicio = m.inicio)
      union all
      select i.linha, i.comissao_id, i.pessoa_id, i.papel, i.inicio, i.fim
      from comissoes_importacao i where i.comissao_id is not null and i.pessoa_id is not null)
    select distinct on (a.linha) a.linha, b.linha as outra_linha, coalesce(p.nome_social, p.nome) as nome, b.papel,
           b.inicio::text as inicio, b.fim::text as fim, (a.pessoa_id = b.pessoa_id) as mesma_pessoa
    from resultante a
    join resultante b on b.comissao_id = a.comissao_id
      and (b.linha is null or b.linha < a.linha)
      and not (b.pessoa_id = a.pessoa_id and b.inicio = a.inicio)
      and (b.pessoa_id = a.pessoa_id or (b.papel = a.papel and a.papel <> 'membro'))
      and b.inicio <= coalesce(a.fim, 'infinity'::date) and coalesce(b.fim, 'infinity'::date) >= a.inicio
    join pessoas p on p.id = b.pessoa_id
    where a.linha is not null
    order by a.linha, mesma_pessoa desc, b.inicio`);
  for (const r of sobrepostos.rows) {
    const onde = r.outra_linha === null ? 'no portal' : `na linha ${r.outra_linha}`;
    erros.push({
      linha: r.linha,
      motivo: r.mesma_pessoa
        ? `esta pessoa já tem mandato nesta comissão no período (${rotulo(r.papel)}, ${periodo(r.inicio, r.fim)}, ${onde}).`
        : `a função de ${rotulo(r.papel)} já está ocupada por ${r.nome} no período (${periodo(r.inicio, r.fim)}, ${onde}).`,
    });
  }
  return erros;
}

export async function contar(tx: Tx): Promise<Contagem> {
  const r = await tx.execute<{ novos: number; alterados: number; total: number }>(sql`
    select count(*) filter (where m.id is null)::int as novos,
           count(*) filter (where m.id is not null and (m.portaria, m.fim) is distinct from (i.portaria, i.fim))::int as alterados,
           count(*)::int as total
    from comissoes_importacao i
    left join comissao_membros m on m.comissao_id = i.comissao_id and m.pessoa_id = i.pessoa_id and m.inicio = i.inicio`);
  const c = r.rows[0]!;
  return { novos: c.novos, alterados: c.alterados, inalterados: c.total - c.novos - c.alterados };
}

export async function gravar(tx: Tx): Promise<void> {
  await tx.execute(sql`
    insert into comissao_membros (comissao_id, pessoa_id, papel, portaria, inicio, fim)
    select comissao_id, pessoa_id, papel, portaria, inicio, fim from comissoes_importacao order by linha
    on conflict (comissao_id, pessoa_id, inicio) do nothing`);
  await tx.execute(sql`
    update comissao_membros m set portaria = i.portaria, fim = i.fim
    from comissoes_importacao i
    where m.comissao_id = i.comissao_id and m.pessoa_id = i.pessoa_id and m.inicio = i.inicio
      and (m.portaria, m.fim) is distinct from (i.portaria, i.fim)`);
}
