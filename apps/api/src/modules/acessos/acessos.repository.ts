/**
 * Who has an account and which flags it holds: the search of the access screen, one account, the holders of
 * every flag, and the lock every change of flags takes (ADR 040).
 */
import { ehPermissao, formatarCpf, MAX_RESULTADOS_ACESSOS, PERMISSOES, type ContaAcesso, type Permissao, type Titular } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/transacao.js';
import { condicaoDaBusca } from '../../lib/busca-pessoa.js';

/**
 * Serialises every change of permission flags (the screen and `npm run admin -- primeiro-administrador`) for
 * the rest of the transaction, on any number of instances: the last-holder check and the first-administrator
 * check read the holders under it, so two changes cannot both pass on the same old state.
 */
export async function travarAcessos(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal:acessos'))`);
}

/** The inscrição a person is shown with: an active one first, the principal before a supplementary one. */
const INSCRICAO = sql`
  left join lateral (
    select i.numero, i.uf from inscricoes i
     where i.pessoa_id = p.id
     order by (i.situacao not in ('cancelado', 'falecido')) desc, (i.tipo = 'principal') desc, i.data_inscricao, i.numero
     limit 1
  ) ins on true`;

interface LinhaConta extends Record<string, unknown> {
  usuario_id: string;
  nome: string;
  cpf: string;
  numero: string | null;
  insc_uf: string | null;
  ativo: boolean;
  segundo_fator_ativo: boolean;
  permissoes: string[];
}

const COLUNAS = sql`u.id as usuario_id, p.nome, p.cpf, ins.numero, ins.uf as insc_uf, u.ativo,
  (u.totp_ativado_em is not null and u.totp_segredo is not null) as segundo_fator_ativo, u.permissoes`;

const inscricaoDe = (l: { numero: string | null; insc_uf: string | null }) => (l.numero && l.insc_uf ? `${l.numero}/${l.insc_uf}` : null);

function paraConta(l: LinhaConta): ContaAcesso {
  return {
    usuarioId: l.usuario_id,
    nome: l.nome,
    cpf: formatarCpf(l.cpf),
    inscricao: inscricaoDe(l),
    ativo: l.ativo,
    segundoFatorAtivo: l.segundo_fator_ativo,
    permissoes: PERMISSOES.filter((p) => l.permissoes.includes(p)),
  };
}


/** Accounts whose person matches the search, by name; one more than shown is read to know whether there are more. */
export async function buscarContas(ex: Executor, busca: string): Promise<{ itens: ContaAcesso[]; haMais: boolean }> {
  const r = await ex.execute<LinhaConta>(sql`
    select ${COLUNAS}
      from usuarios u join pessoas p on p.id = u.pessoa_id
      ${INSCRICAO}
     where ${condicaoDaBusca(busca, { pessoaId: sql`p.id`, cpf: sql`p.cpf`, nomes: [sql`p.nome`, sql`coalesce(p.nome_social, '')`] }) ?? sql`false`}
     order by lower(normalize(p.nome, NFD)), u.id
     limit ${MAX_RESULTADOS_ACESSOS + 1}`);
  return { itens: r.rows.slice(0, MAX_RESULTADOS_ACESSOS).map(paraConta), haMais: r.rows.length > MAX_RESULTADOS_ACESSOS };
}

export async function lerConta(ex: Executor, usuarioId: string): Promise<(ContaAcesso & { pessoaId: string }) | null> {
  const r = await ex.execute<LinhaConta & { pessoa_id: string }>(sql`
    select ${COLUNAS}, p.id as pessoa_id
      from usuarios u join pessoas p on p.id = u.pessoa_id
      ${INSCRICAO}
     where u.id = ${usuarioId}`);
  const l = r.rows[0];
  return l ? { ...paraConta(l), pessoaId: l.pessoa_id } : null;
}

/** The account's flags, its row locked until the transaction ends. */
export async function permissoesParaAlterar(tx: Tx, usuarioId: string): Promise<{ permissoes: string[]; pessoaId: string; segundoFatorAtivo: boolean } | null> {
  const r = await tx.execute<{ permissoes: string[]; pessoa_id: string; segundo_fator_ativo: boolean }>(sql`
    select u.permissoes, u.pessoa_id, (u.totp_ativado_em is not null and u.totp_segredo is not null) as segundo_fator_ativo
      from usuarios u where u.id = ${usuarioId} for update`);
  const l = r.rows[0];
  return l ? { permissoes: l.permissoes, pessoaId: l.pessoa_id, segundoFatorAtivo: l.segundo_fator_ativo } : null;
}

/** How many accounts hold a flag (active or not), their rows locked. */
export async function contarTitulares(tx: Tx, permissao: Permissao, alemDe?: string): Promise<number> {
  const r = await tx.execute<{ id: string }>(sql`
    select u.id from usuarios u
     where ${permissao} = any(u.permissoes) ${alemDe ? sql`and u.id <> ${alemDe}` : sql``}
     for update`);
  return r.rows.length;
}

/** Every flag with the accounts holding it, in PERMISSOES order, each list by name. One query. */
export async function listarTitulares(ex: Executor): Promise<{ permissao: Permissao; titulares: Titular[] }[]> {
  const r = await ex.execute<LinhaConta>(sql`
    select ${COLUNAS}
      from usuarios u join pessoas p on p.id = u.pessoa_id
      ${INSCRICAO}
     where cardinality(u.permissoes) > 0
     order by lower(normalize(p.nome, NFD)), u.id`);
  const por = new Map<Permissao, Titular[]>(PERMISSOES.map((p) => [p, []]));
  for (const l of r.rows) {
    const titular: Titular = { usuarioId: l.usuario_id, nome: l.nome, cpf: formatarCpf(l.cpf), inscricao: inscricaoDe(l), ativo: l.ativo };
    for (const p of l.permissoes) if (ehPermissao(p)) por.get(p)?.push(titular);
  }
  return PERMISSOES.map((permissao) => ({ permissao, titulares: por.get(permissao) ?? [] }));
}
