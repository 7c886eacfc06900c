/** Every route path of the web app, and the href builders of routes with parameters. */
export const paths = {
  raiz: '/',
  login: '/login',
  loginCallback: '/login-callback',
  acessoNegado: '/acesso-negado',
  home: '/home',
  atualizacaoCadastral: '/atualizacao-cadastral',
  configuracoes: '/settings',
  confirmarTrocaEmail: '/atualizacao-cadastral/confirmar-email/:token',
  areaRestrita: '/area-restrita',
  forgot: '/forgot',
  resetpass: '/resetpass/:hash',
  cadastro: '/cadastro',
  cadastroConfirmar: '/cadastro/confirmar/:token',
} as const;

export const hrefResetpass = (hash: string) => `/resetpass/${encodeURIComponent(hash)}`;
export const hrefCadastroConfirmar = (token: string) => `/cadastro/confirmar/${encodeURIComponent(token)}`;
