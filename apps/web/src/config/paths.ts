/** Every route path of the web app, and the href builders of routes with parameters. */
export const paths = {
  raiz: '/',
  login: '/login',
  acessoNegado: '/acesso-negado',
  home: '/home',
  atualizacaoCadastral: '/atualizacao-cadastral',
  areaRestrita: '/area-restrita',
} as const;

/**
 * Spec routes the top bar rules mention that are not built yet (they come in later work). They are
 * not in the route table; they only drive where the top bar and its offset are hidden.
 */
export const pathsFuturos = {
  forgot: '/forgot',
  cadastro: '/cadastro',
} as const;
