/**
 * A search for a person typed in one box: a name (every word, without accents or case), CPF digits (prefix)
 * or an inscrição number (with or without UF). The staff lists that look people up (defaulters, contacts, access)
 * read the box through here.
 */
import { lerInscricao } from '@portal/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { palavrasDaBusca } from './texto-de-busca.js';

/** What was searched: a name (every word), CPF digits (prefix) or an inscrição number (with or without UF). */
export type TipoBusca = 'nome' | 'cpf' | 'inscricao';

export function tipoDaBusca(busca: string): TipoBusca {
  if (lerInscricao(busca)) return 'inscricao';
  if (/^[\d.\-/\s]+$/.test(busca) && /\d/.test(busca)) return 'cpf';
  return 'nome';
}

// Each unaccented letter stands for its accented forms, in both cases (the regex's own case folding of
// non-ASCII letters depends on the database's locale; these classes do not).
const VARIANTES: Record<string, string> = {
  a: 'aáàâãäAÁÀÂÃÄ',
  e: 'eéèêëEÉÈÊË',
  i: 'iíìîïIÍÌÎÏ',
  o: 'oóòôõöOÓÒÔÕÖ',
  u: 'uúùûüUÚÙÛÜ',
  c: 'cçCÇ',
  n: 'nñNÑ',
};

/**
 * A word of a name search (already lower case without accents) as a case-insensitive regular expression that
 * also matches the accented spelling: 'joao' → 'jo[aáàâãä…]o'. Cheaper per row than unaccenting every name
 * with translate(), and the same on PostgreSQL and PGlite without the unaccent extension.
 */
export function padraoNome(palavra: string): string {
  return [...palavra].map((c) => (VARIANTES[c] ? `[${VARIANTES[c]}]` : c.replace(/[\\^$.|?*+()[\]{}]/g, (m) => `\\${m}`))).join('');
}

/** Where a person's columns are in the query that searches: its id, CPF (11 digits) and the names to match. */
export interface ColunasDaBusca {
  pessoaId: SQL;
  cpf: SQL;
  nomes: SQL[];
}

/**
 * The condition of a search box (see tipoDaBusca): an inscrição (12345/GO) finds its person; digits find a CPF by
 * prefix, and up to 7 digits an inscrição number too (in any UF); words must each match one of the names, without
 * accents or case. Null when nothing searchable was typed (only spaces or punctuation).
 */
export function condicaoDaBusca(busca: string, c: ColunasDaBusca): SQL | null {
  const inscricao = lerInscricao(busca);
  if (inscricao) {
    return sql`${c.pessoaId} in (select i.pessoa_id from inscricoes i where i.numero = ${inscricao.numero} and i.uf = ${inscricao.uf})`;
  }
  if (tipoDaBusca(busca) === 'cpf') {
    const digitos = busca.replace(/\D/g, '');
    const cpf = sql`${c.cpf} like ${`${digitos}%`}`;
    if (digitos.length > 7) return cpf;
    return sql`(${cpf} or ${c.pessoaId} in (select i.pessoa_id from inscricoes i where i.numero = ${String(Number(digitos))}))`;
  }
  const palavras = palavrasDaBusca(busca);
  if (palavras.length === 0) return null;
  return sql.join(
    palavras.map((palavra) => sql`(${sql.join(
      c.nomes.map((nome) => sql`${nome} ~* ${padraoNome(palavra)}`),
      sql` or `,
    )})`),
    sql` and `,
  );
}
