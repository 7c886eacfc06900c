import type { Cadastro, SituacaoInscricao, Uf } from '@portal/contracts';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { historicoCadastral, pessoas, usuarios } from '../../db/schema/index.js';

/** A Drizzle transaction, or the database itself: both run the same queries. */
export type Executor = Pick<Db, 'execute' | 'select' | 'insert' | 'update'>;

type LinhaCadastro = {
  cpf: string;
  nome: string;
  email: string;
  email_pendente: string | null;
  nome_social: string | null;
  celular: string | null;
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  uf: string | null;
  insc_numero: string | null;
  insc_uf: Uf | null;
  insc_situacao: SituacaoInscricao | null;
};

/**
 * The member's registration data in one query: the person, the principal inscrição, and the new address
 * of a pending e-mail change (the newest live trocar_email token). A request for an address already in
 * use has a token too (marked emUso, never confirmable), so the pending state looks the same either way.
 */
export async function lerCadastro(db: Executor, usuarioId: string): Promise<Cadastro | null> {
  const r = await db.execute<LinhaCadastro>(sql`
    select p.cpf, p.nome, p.email, p.nome_social, p.celular, p.cep, p.logradouro, p.numero, p.complemento,
           p.bairro, p.cidade, p.uf,
           i.numero as insc_numero, i.uf as insc_uf, i.situacao as insc_situacao,
           (select t.dados->>'novoEmail' from tokens_uso_unico t
             where t.usuario_id = u.id and t.tipo = 'trocar_email' and t.usado_em is null and t.expira_em > now()
             order by t.criado_em desc limit 1) as email_pendente
      from usuarios u
      join pessoas p on p.id = u.pessoa_id
      left join lateral (
        select numero, uf, situacao from inscricoes
         where pessoa_id = p.id
         order by (tipo = 'principal') desc, data_inscricao
         limit 1
      ) i on true
     where u.id = ${usuarioId}
     limit 1`);
  const l = r.rows[0];
  if (!l) return null;
  return {
    cpf: l.cpf,
    nome: l.nome,
    email: l.email,
    emailPendente: l.email_pendente,
    nomeSocial: l.nome_social,
    celular: l.celular,
    cep: l.cep,
    logradouro: l.logradouro,
    numero: l.numero,
    complemento: l.complemento,
    bairro: l.bairro,
    cidade: l.cidade,
    uf: l.uf,
    inscricao:
      l.insc_numero && l.insc_uf && l.insc_situacao
        ? { numero: l.insc_numero, uf: l.insc_uf, situacao: l.insc_situacao }
        : null,
  };
}

export interface MudancaCadastral {
  pessoaId: string;
  campo: string;
  valorAnterior: string | null;
  valorNovo: string | null;
  alteradoPor: string;
}

export async function registrarHistorico(db: Executor, mudancas: MudancaCadastral[]): Promise<void> {
  if (mudancas.length === 0) return;
  await db.insert(historicoCadastral).values(mudancas);
}

/** Newest first, only the person's own rows; two queries whatever the page size. */
export async function listarHistorico(db: Db, pessoaId: string, pagina: number, tamanho: number) {
  const [itens, [totais]] = await Promise.all([
    db
      .select({
        id: historicoCadastral.id,
        em: historicoCadastral.em,
        campo: historicoCadastral.campo,
        valorAnterior: historicoCadastral.valorAnterior,
        valorNovo: historicoCadastral.valorNovo,
        alteradoPorNome: pessoas.nome,
      })
      .from(historicoCadastral)
      .leftJoin(usuarios, eq(usuarios.id, historicoCadastral.alteradoPor))
      .leftJoin(pessoas, eq(pessoas.id, usuarios.pessoaId))
      .where(eq(historicoCadastral.pessoaId, pessoaId))
      .orderBy(desc(historicoCadastral.em), desc(historicoCadastral.id))
      .limit(tamanho)
      .offset((pagina - 1) * tamanho),
    db.select({ total: count() }).from(historicoCadastral).where(eq(historicoCadastral.pessoaId, pessoaId)),
  ]);
  return { itens, total: totais?.total ?? 0 };
}
