export * from './status.js';
export * from './campos.js';
export * from './tipos.js';
export * from './catalogo.js';
export * from './prazos.js';
export * from './api.js';
