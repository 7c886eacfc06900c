export * from './auditoria.js';
export * from './codigos-recuperacao.js';
export * from './historico-cadastral.js';
export * from './inscricoes.js';
export * from './pessoas.js';
export * from './sessoes.js';
export * from './tokens-uso-unico.js';
export * from './usuarios.js';
