/** Reads of the staff side of processes: number counter, people by CPF or inscrição, the staff list and the full staff view. */
import {
  cpfValido,
  lerInscricao,
  POR_PAGINA_PROCESSOS_STAFF,
  somenteDigitos,
  type ProcessoStaff,
  type ProcessosStaff,
  type ProcessosStaffQuery,
} from '@portal/contracts';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  inscricoes,
  pautaItens,
  pessoas,
  processoAdvogados,
  processoDocumentos,
  processoMovimentos,
  processoPartes,
  processoPeticoes,
  processoPrazos,
  processos,
  sessoesJulgamento,
} from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import { AppError } from '../../lib/app-error.js';
import { padraoContem, palavrasDaBusca } from '../../lib/texto-de-busca.js';

import { processoNaoEncontrado } from './acesso-processo.js';

export { processoNaoEncontrado };

/**
 * The next number of `ano` ('AAAA.NNNNNN'), inside the transaction that registers the process. The upsert
 * takes the row lock of the year until commit, so concurrent registrations queue on it and each gets the next
 * number; a rollback gives it back. The first of a year (and every later one) starts above the highest number
 * already in the table, so processes numbered before the counter existed (imports, demo data) never collide.
 */
export async function proximoNumeroProcesso(tx: Executor, ano: number): Promise<string> {
  const maiorExistente = sql`(select coalesce(substring(max(${processos.numero}) from 6)::int, 0) from ${processos}
    where ${processos.numero} between ${`${ano}.000000`} and ${`${ano}.999999`})`;
  const r = await tx.execute<{ ultimo: number }>(sql`
    insert into processo_numeracao (ano, ultimo) values (${ano}, ${maiorExistente} + 1)
    on conflict (ano) do update set ultimo = greatest(processo_numeracao.ultimo, ${maiorExistente}) + 1
    returning ultimo`);
  const ultimo = Number(r.rows[0]?.ultimo);
  if (!Number.isInteger(ultimo) || ultimo < 1) throw new Error('Contador de processos sem valor.');
  if (ultimo > 999_999) throw new Error(`Os números de processo de ${ano} se esgotaram.`);
  return `${ano}.${String(ultimo).padStart(6, '0')}`;
}

export interface PessoaEncontrada {
  id: string;
  nome: string;
  cpf: string;
}

/** A person of the portal by CPF (any punctuation) or inscrição ('12345/GO'; a bare number is taken as GO). */
export async function pessoaPorIdentificador(db: Executor, identificador: string): Promise<PessoaEncontrada | null> {
  const digitos = somenteDigitos(identificador);
  if (digitos.length === 11 && cpfValido(digitos)) {
    const [p] = await db.select({ id: pessoas.id, nome: pessoas.nome, cpf: pessoas.cpf }).from(pessoas).where(eq(pessoas.cpf, digitos)).limit(1);
    return p ?? null;
  }
  const inscricao = lerInscricao(identificador) ?? (/^\s*[\d.]{1,9}\s*$/.test(identificador) ? lerInscricao(`${digitos}/GO`) : null);
  if (!inscricao) return null;
  const [p] = await db
    .select({ id: pessoas.id, nome: pessoas.nome, cpf: pessoas.cpf })
    .from(inscricoes)
    .innerJoin(pessoas, eq(pessoas.id, inscricoes.pessoaId))
    .where(and(eq(inscricoes.numero, inscricao.numero), eq(inscricoes.uf, inscricao.uf)))
    .limit(1);
  return p ?? null;
}

/** The person or a 422 on the field, in Portuguese. */
export async function pessoaOuErro(db: Executor, identificador: string, campo: string, quem = 'pessoa'): Promise<PessoaEncontrada> {
  const p = await pessoaPorIdentificador(db, identificador);
  if (!p) {
    const mensagem = `Nenhuma ${quem} do portal com este CPF ou inscrição. Confira o número.`;
    throw new AppError('VALIDACAO', mensagem, { campos: { [campo]: mensagem } });
  }
  return p;
}

/** The rapporteur by CPF: null when none is given, 422 when the CPF is invalid or nobody of the portal has it. */
export async function relatorOuErro(db: Executor, relatorCpf: string | null | undefined): Promise<PessoaEncontrada | null> {
  if (!relatorCpf) return null;
  const digitos = somenteDigitos(relatorCpf);
  if (digitos.length !== 11 || !cpfValido(digitos)) {
    throw new AppError('VALIDACAO', 'CPF do relator inválido.', { campos: { relatorCpf: 'CPF do relator inválido.' } });
  }
  const [p] = await db.select({ id: pessoas.id, nome: pessoas.nome, cpf: pessoas.cpf }).from(pessoas).where(eq(pessoas.cpf, digitos)).limit(1);
  if (!p) {
    const mensagem = 'Nenhuma pessoa do portal com este CPF para ser relator(a).';
    throw new AppError('VALIDACAO', mensagem, { campos: { relatorCpf: mensagem } });
  }
  return p;
}

/** The process's row, locked for the caller's transaction when asked; 404 when missing. */
export async function processoOuErro(db: Executor, id: string, opcoes: { bloquear?: boolean } = {}) {
  const q = db.select().from(processos).where(eq(processos.id, id)).limit(1);
  const [p] = opcoes.bloquear ? await q.for('update') : await q;
  if (!p) throw processoNaoEncontrado();
  return p;
}

/** The staff list: every process (confidential ones included), filtered, newest first, one page. */
export async function listarProcessosStaff(db: Executor, f: ProcessosStaffQuery & { pagina: number }): Promise<ProcessosStaff> {
  const condicoes: SQL[] = [];
  const numero = f.numero?.replace(/[^\d.]/g, '');
  if (numero) condicoes.push(sql`${processos.numero} like ${padraoContem(numero)}`);
  const palavras = palavrasDaBusca(f.parte);
  if (palavras.length > 0) {
    const likes = sql.join(
      palavras.map((p) => sql`pp.nome_busca like ${padraoContem(p)}`),
      sql` and `,
    );
    condicoes.push(sql`exists (select 1 from ${processoPartes} pp where pp.processo_id = ${processos.id} and ${likes})`);
  }
  if (f.classe) condicoes.push(eq(processos.classe, f.classe));
  if (f.orgao) condicoes.push(eq(processos.orgao, f.orgao));
  if (f.situacao) condicoes.push(eq(processos.situacao, f.situacao));
  if (f.sigiloso) condicoes.push(eq(processos.sigiloso, f.sigiloso === 'true'));
  const onde = condicoes.length > 0 ? and(...condicoes) : undefined;
  const porPagina = POR_PAGINA_PROCESSOS_STAFF;
  const [linhas, [total]] = await Promise.all([
    db
      .select({
        id: processos.id,
        numero: processos.numero,
        classe: processos.classe,
        assunto: processos.assunto,
        orgao: processos.orgao,
        fase: processos.fase,
        situacao: processos.situacao,
        sigiloso: processos.sigiloso,
        autuadoEm: processos.autuadoEm,
      })
      .from(processos)
      .where(onde)
      .orderBy(desc(processos.autuadoEm), desc(processos.numero))
      .limit(porPagina)
      .offset((f.pagina - 1) * porPagina),
    db.select({ n: count() }).from(processos).where(onde),
  ]);
  const ids = linhas.map((l) => l.id);
  const partes =
    ids.length === 0
      ? []
      : await db
          .select({ processoId: processoPartes.processoId, papel: processoPartes.papel, nome: processoPartes.nome })
          .from(processoPartes)
          .where(inArray(processoPartes.processoId, ids))
          .orderBy(asc(processoPartes.criadoEm));
  return {
    itens: linhas.map((l) => ({ ...l, partes: partes.filter((p) => p.processoId === l.id).map((p) => ({ papel: p.papel, nome: p.nome })) })),
    total: total?.n ?? 0,
    pagina: f.pagina,
    porPagina,
  };
}

/** Everything about a process, as staff see it (non-public movements and documents, petitions, agenda history). */
export async function detalheProcessoStaff(db: Executor, id: string): Promise<ProcessoStaff> {
  const p = await processoOuErro(db, id);
  const inscricaoDe = sql<string | null>`(select i.numero || '/' || i.uf from ${inscricoes} i where i.pessoa_id = ${pessoas.id}
    order by (i.tipo = 'principal') desc, i.criado_em limit 1)`;
  const [relator, partes, advogados, movimentos, documentos, prazos, peticoes, pautas] = await Promise.all([
    p.relatorPessoaId
      ? db.select({ pessoaId: pessoas.id, nome: pessoas.nome, cpf: pessoas.cpf }).from(pessoas).where(eq(pessoas.id, p.relatorPessoaId)).limit(1)
      : Promise.resolve([]),
    db.select().from(processoPartes).where(eq(processoPartes.processoId, id)).orderBy(asc(processoPartes.criadoEm), asc(processoPartes.id)),
    db
      .select({ id: processoAdvogados.id, parteId: processoAdvogados.parteId, pessoaId: pessoas.id, nome: pessoas.nome, inscricao: inscricaoDe })
      .from(processoAdvogados)
      .innerJoin(pessoas, eq(pessoas.id, processoAdvogados.pessoaId))
      .where(eq(processoAdvogados.processoId, id))
      .orderBy(asc(processoAdvogados.criadoEm), asc(processoAdvogados.id)),
    db.select().from(processoMovimentos).where(eq(processoMovimentos.processoId, id)).orderBy(desc(processoMovimentos.em), desc(processoMovimentos.id)),
    db.select().from(processoDocumentos).where(eq(processoDocumentos.processoId, id)).orderBy(desc(processoDocumentos.juntadoEm), desc(processoDocumentos.id)),
    db
      .select({ prazo: processoPrazos, parteNome: processoPartes.nome })
      .from(processoPrazos)
      .leftJoin(processoPartes, eq(processoPartes.id, processoPrazos.parteId))
      .where(eq(processoPrazos.processoId, id))
      .orderBy(asc(processoPrazos.fim), asc(processoPrazos.criadoEm)),
    db.select().from(processoPeticoes).where(eq(processoPeticoes.processoId, id)).orderBy(desc(processoPeticoes.recebidaEm)),
    db
      .select({ item: pautaItens, sessao: sessoesJulgamento })
      .from(pautaItens)
      .innerJoin(sessoesJulgamento, eq(sessoesJulgamento.id, pautaItens.sessaoId))
      .where(eq(pautaItens.processoId, id))
      .orderBy(desc(sessoesJulgamento.inicio)),
  ]);
  return {
    id: p.id,
    numero: p.numero,
    classe: p.classe,
    assunto: p.assunto,
    orgao: p.orgao,
    relator: relator[0] ?? null,
    fase: p.fase,
    situacao: p.situacao,
    sigiloso: p.sigiloso,
    autuadoEm: p.autuadoEm,
    criadoEm: p.criadoEm.toISOString(),
    atualizadoEm: p.atualizadoEm.toISOString(),
    partes: partes.map((pt) => ({
      id: pt.id,
      papel: pt.papel,
      nome: pt.nome,
      cpf: pt.cpf,
      pessoaId: pt.pessoaId,
      advogados: advogados.filter((a) => a.parteId === pt.id).map((a) => ({ id: a.id, pessoaId: a.pessoaId, nome: a.nome, inscricao: a.inscricao })),
    })),
    movimentos: movimentos.map((m) => ({ id: m.id, em: m.em.toISOString(), tipo: m.tipo, texto: m.texto, publico: m.publico, autorNome: m.autorNome })),
    documentos: documentos.map((d) => ({
      id: d.id,
      nome: d.nome,
      formato: d.formato,
      tamanho: d.tamanho,
      sha256: d.sha256,
      publico: d.publico,
      juntadoPorNome: d.juntadoPorNome,
      juntadoEm: d.juntadoEm.toISOString(),
      peticaoId: d.peticaoId,
    })),
    prazos: prazos.map(({ prazo: z, parteNome }) => ({
      id: z.id,
      descricao: z.descricao,
      inicio: z.inicio,
      dias: z.dias,
      diasUteis: z.diasUteis,
      fim: z.fim,
      cumpridoEm: z.cumpridoEm?.toISOString() ?? null,
      parteId: z.parteId,
      parteNome: parteNome ?? null,
    })),
    peticoes: peticoes.map((pt) => ({
      id: pt.id,
      protocolo: pt.protocolo,
      tipo: pt.tipo,
      autorNome: pt.autorNome,
      autorQualidade: pt.autorQualidade,
      recebidaEm: pt.recebidaEm.toISOString(),
      intempestiva: pt.intempestiva,
      situacao: pt.situacao,
    })),
    pautas: pautas.map(({ item, sessao }) => ({
      id: item.id,
      sessaoId: sessao.id,
      orgao: sessao.orgao,
      inicio: sessao.inicio.toISOString(),
      modalidade: sessao.modalidade,
      status: sessao.status,
      ordem: item.ordem,
      emAberto: item.emAberto,
      resultado: item.resultado,
      decisao: item.decisao,
    })),
  };
}
