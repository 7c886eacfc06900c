/**
 * A search for a person typed in one box: a name (every word, without accents or case), CPF digits (prefix)
 * or an inscrição number (with or without UF). The staff lists that look people up (defaulters, contacts)
 * read the box through here.
 */
import { lerInscricao } from '@portal/contracts';

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
