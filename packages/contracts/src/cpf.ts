/** CPF helpers shared by the API and the web: 11 digits, two mod-11 check digits, no repeated-digit numbers. */
export function somenteDigitos(valor: string): string {
  return valor.replace(/\D/g, '');
}

export function cpfValido(valor: string): boolean {
  const cpf = somenteDigitos(valor);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  const digitos = cpf.split('').map(Number);
  for (const posicao of [9, 10]) {
    let soma = 0;
    for (let i = 0; i < posicao; i++) soma += (digitos[i] ?? 0) * (posicao + 1 - i);
    const resto = (soma * 10) % 11;
    if ((resto === 10 ? 0 : resto) !== digitos[posicao]) return false;
  }
  return true;
}

/** 52998224725 -> 529.982.247-25 (returns the input unchanged when it is not 11 digits). */
export function formatarCpf(valor: string): string {
  const cpf = somenteDigitos(valor);
  if (cpf.length !== 11) return valor;
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

/** A CPF typed with punctuation: 529.982.247-25, 529982247-25, 52998224725, with spaces around. */
export function pareceCpf(valor: string): boolean {
  return /^\s*\d{3}\.?\d{3}\.?\d{3}-?\d{2}\s*$/.test(valor);
}
