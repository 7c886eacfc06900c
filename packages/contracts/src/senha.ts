import { z } from 'zod';

/**
 * Password policy (NIST 800-63B, as ARCHITECTURE.md says): 8 to 128 characters, no composition rules,
 * common and context-guessable passwords refused.
 */
export const SENHA_MIN = 8;
export const SENHA_MAX = 128;

// The most common passwords in Brazilian and worldwide leaks, plus the portal's own words.
const COMUNS = new Set(
  `123456 12345678 123456789 1234567890 12345678910 1234567 senha senha123 senha1234 senha12345 password
password1 password123 qwerty qwerty123 qwertyuiop abc123 abc12345 abcd1234 111111 11111111 000000 00000000
123123 12341234 123321 654321 666666 696969 777777 88888888 99999999 121212 112233 102030 10203040
iloveyou admin admin123 administrador welcome bemvindo brasil brasil123 flamengo corinthians palmeiras
vasco1898 gremio internacional cruzeiro saopaulo santos botafogo fluminense atletico mudar123 mudar@123
trocar123 alterar123 teste teste123 teste1234 testando dragon monkey letmein football futebol sunshine
princess princesa amor amorzinho meuamor teamo eusouforte jesus jesuscristo deusefiel deus123 familia
familia123 oab oab12345 oabgoias advogado advogada advocacia direito justica casag portal portal123
portalunificado 1q2w3e4r 1q2w3e4r5t q1w2e3r4 zaq12wsx asdfghjk asdf1234 mudarsenha minhasenha novasenha
senhaforte senhasegura 01020304 00001111 11223344 12344321 87654321 98765432 147258369 159753 159357
741852963 963852741 qazwsxedc batman superman naruto pokemon charlie michael jennifer jordan23`.split(/\s+/),
);

export function senhaComum(senha: string): boolean {
  const s = senha.toLowerCase();
  if (COMUNS.has(s)) return true;
  if (/^(.)\1+$/.test(s)) return true; // aaaaaaaa, 11111111
  if ('01234567890123456789'.includes(s) || 'abcdefghijklmnopqrstuvwxyz'.includes(s)) return true;
  return false;
}

/** A new password: length, not common, and not the person's CPF, e-mail or name. */
export const novaSenhaSchema = z
  .string()
  .min(SENHA_MIN, `A senha deve ter pelo menos ${SENHA_MIN} caracteres.`)
  .max(SENHA_MAX, `A senha deve ter no máximo ${SENHA_MAX} caracteres.`)
  .refine((s) => !senhaComum(s), 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.');

/** Refuses a password made of the person's own data (call with what the form or the account knows). */
export function senhaUsaDadosPessoais(senha: string, dados: { cpf?: string; email?: string; nome?: string }): boolean {
  const s = senha.toLowerCase().replace(/\s/g, '');
  const cpf = dados.cpf?.replace(/\D/g, '');
  if (cpf && cpf.length === 11 && s.includes(cpf)) return true;
  const local = dados.email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && s === local) return true;
  const nome = dados.nome?.toLowerCase().replace(/\s/g, '');
  if (nome && nome.length >= 4 && s === nome) return true;
  return false;
}
