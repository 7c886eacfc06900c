export * from './status.js';
export * from './campos.js';
export * from './tipos.js';
export * from './catalogo.js';
export * from './esquema-do-tipo.js';
export * from './prazos.js';
export * from './api.js';
