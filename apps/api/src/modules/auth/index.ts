/** The auth module's public surface: what other modules may use (ADR 016). */
export { type ContaParaLogin, buscarContaPorCpf, buscarSessaoComUsuario, buscarUsuarioDaSessao } from './auth.repository.js';
export { hashSenha, verificarSenha } from './senhas.js';
export { type SessaoAberta, abrirSessao } from './sessao.service.js';
export { ANULADOS_POR_NOVA_SENHA, anularPendentes, emitirLink, gastarLink, hashDoSegredo, lerLinkValido } from './token-uso-unico.js';
