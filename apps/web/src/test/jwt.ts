function base64Url(valor: unknown): string {
  return btoa(JSON.stringify(valor)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT-shaped token; exp in seconds (default: one hour ahead). */
export function criarJwt({ exp = Math.floor(Date.now() / 1000) + 3600, sub = 'teste' }: { exp?: number; sub?: string } = {}) {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub, exp })}.assinatura`;
}

export const jwtValido = () => criarJwt();
export const jwtExpirado = () => criarJwt({ exp: Math.floor(Date.now() / 1000) - 60 });
