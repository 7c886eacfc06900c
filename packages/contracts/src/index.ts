export * from './auth.js';
export * from './cpf.js';
export * from './erros.js';
export * from './inscricao.js';
export * from './permissoes.js';
export * from './zod-pt-br.js';
export * from './aviso-privacidade.js';
export * from './senha.js';
