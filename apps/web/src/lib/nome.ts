/** "Maria Aparecida Souza" -> "Maria"; empty when there is no name. */
export function primeiroNome(nome: string | null | undefined): string {
  return (nome ?? '').trim().split(/\s+/)[0] ?? '';
}

/** First letter of the name, upper case, for an avatar; 'U' when there is no name (spec, top bar). */
export function inicialDoNome(nome: string | null | undefined): string {
  const letra = primeiroNome(nome).charAt(0);
  return letra ? letra.toLocaleUpperCase('pt-BR') : 'U';
}
