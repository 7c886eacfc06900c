export * from './auditoria.js';
export * from './inscricoes.js';
export * from './pessoas.js';
export * from './sessoes.js';
export * from './usuarios.js';
