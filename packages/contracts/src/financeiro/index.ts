export * from './regras.js';
export * from './calculos.js';
export * from './api.js';
export * from './rotulos.js';
export * from './anuidade-tabela.js';
