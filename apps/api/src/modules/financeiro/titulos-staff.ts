/** Staff search of títulos by the member's CPF or by nufin, each with its owner. */
import { cpfValido, somenteDigitos, type TituloStaff, hojeSaoPaulo } from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import { pessoas, titulos } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { titulosDe, type LinhaTitulo } from './titulo.js';
import type { Executor } from '../../db/transacao.js';

/** At most this many títulos of one person (newest first). */
export const LIMITE_TITULOS_STAFF = 100;

interface Dono {
  id: string;
  nome: string;
  cpf: string;
}

/** Títulos with their owners as staff see them (one adimplência query per person). */
export async function titulosStaffDe(ex: Executor, linhas: { titulo: LinhaTitulo; pessoa: Dono }[]): Promise<TituloStaff[]> {
  const hoje = hojeSaoPaulo();
  const porPessoa = new Map<string, { pessoa: Dono; titulos: LinhaTitulo[] }>();
  for (const l of linhas) {
    const grupo = porPessoa.get(l.pessoa.id) ?? { pessoa: l.pessoa, titulos: [] };
    grupo.titulos.push(l.titulo);
    porPessoa.set(l.pessoa.id, grupo);
  }
  const porId = new Map<string, TituloStaff>();
  for (const { pessoa, titulos: doDono } of porPessoa.values()) {
    for (const t of await titulosDe(ex, pessoa.id, doDono, hoje)) porId.set(t.id, { ...t, pessoa });
  }
  return linhas.map((l) => porId.get(l.titulo.id)).filter((t): t is TituloStaff => t !== undefined);
}

const colunas = { titulo: titulos, pessoa: { id: pessoas.id, nome: pessoas.nome, cpf: pessoas.cpf } };

/** 'busca' is a CPF (with or without punctuation) → that person's títulos; up to 15 digits otherwise → one nufin. */
export async function buscarTitulosStaff(ex: Executor, busca: string): Promise<TituloStaff[]> {
  const texto = busca.trim();
  const digitos = somenteDigitos(texto);
  if (/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(texto) && cpfValido(digitos)) {
    const linhas = await ex
      .select(colunas)
      .from(titulos)
      .innerJoin(pessoas, eq(pessoas.id, titulos.pessoaId))
      .where(eq(pessoas.cpf, digitos))
      .orderBy(desc(titulos.vencimento), desc(titulos.nufin))
      .limit(LIMITE_TITULOS_STAFF);
    return titulosStaffDe(ex, linhas);
  }
  if (/^\d{1,15}$/.test(texto)) {
    const linhas = await ex
      .select(colunas)
      .from(titulos)
      .innerJoin(pessoas, eq(pessoas.id, titulos.pessoaId))
      .where(eq(titulos.nufin, Number(texto)))
      .limit(1);
    return titulosStaffDe(ex, linhas);
  }
  const mensagem = 'Informe um CPF válido ou o número do título (só dígitos).';
  throw new AppError('BUSCA_INVALIDA', mensagem, { campos: { busca: mensagem } });
}

/** One título with its owner, by nufin (null when there is none). */
export async function tituloStaffPorNufin(ex: Executor, nufin: number): Promise<TituloStaff | null> {
  const linhas = await ex.select(colunas).from(titulos).innerJoin(pessoas, eq(pessoas.id, titulos.pessoaId)).where(eq(titulos.nufin, nufin)).limit(1);
  const [t] = await titulosStaffDe(ex, linhas);
  return t ?? null;
}
