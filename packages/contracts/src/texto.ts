import { z } from 'zod';

/**
 * The one rule for free text (names, addresses, form fields, reasons, notes, searches): it must be text.
 *
 * Refused: control characters (Unicode Cc: C0, DEL and C1; PostgreSQL refuses NUL outright and the others
 * have no place in a name or a request) and lone UTF-16 surrogates, half of a character that JSON can
 * carry as `\ud800` but PostgreSQL refuses in json and stores altered (as U+FFFD) in text; and the
 * bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069): invisible, they make
 * a name, a purpose or a movement read differently from what is stored ("Trojan Source"). Single-line fields
 * (names, places, titles) refuse them, and so do multi-line ones (texts, descriptions, reasons), where a
 * reordered clause misleads as much; Arabic or Hebrew text needs none of them, and the direction marks
 * (U+200E, U+200F, U+061C) stay allowed. Multi-line fields also accept line breaks and tabs. Every other
 * character is text, emoji (a surrogate pair) included.
 */
const CONTROLE = /\p{Cc}/u;
const CONTROLE_FORA_DE_QUEBRA = /(?![\t\n\r])\p{Cc}/u;
// In unicode mode a well-formed pair is one code point (not Cs): only a lone half matches.
const SURROGATE_SOLTO = /\p{Cs}/u;
const CONTROLE_BIDI = /[\u202A-\u202E\u2066-\u2069]/u;

export const MENSAGEM_CARACTERE_INVALIDO = 'Há caracteres inválidos.';

/** Whether `v` has a character free text must not have (see above). */
export function temCaractereInvalido(v: string, opcoes: { multilinha?: boolean } = {}): boolean {
  return (opcoes.multilinha ? CONTROLE_FORA_DE_QUEBRA : CONTROLE).test(v) || SURROGATE_SOLTO.test(v) || CONTROLE_BIDI.test(v);
}

export interface OpcoesTextoLivre {
  /** Line breaks and tabs allowed (texts, descriptions, reasons). */
  multilinha?: boolean;
  /** Message when the value is missing or not a string. */
  error?: string;
}

/**
 * The text type every free-text field uses: a trimmed string without the characters above (a field message
 * when it has one). Chain the field's own limits after it: `textoLivre().min(1, …).max(150, …)`.
 */
export function textoLivre(opcoes: OpcoesTextoLivre = {}) {
  const multilinha = opcoes.multilinha === true;
  return (opcoes.error === undefined ? z.string() : z.string({ error: opcoes.error }))
    .trim()
    .refine((v) => !temCaractereInvalido(v, { multilinha }), MENSAGEM_CARACTERE_INVALIDO);
}
