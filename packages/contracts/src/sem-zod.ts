// What the pages drawn without zod (ADR 067) may take from the contracts: modules that build no zod schema and import
// nothing that does (apps/web/src/lib/contratos-sem-zod.test.ts follows the imports to check it). `@portal/contracts/sem-zod`.
export * from './formatos.js';
export * from './financeiro/vocabulario-titulo.js';
// The request catalogue, its statuses and areas (/requerimento, ADR 067).
export * from './requerimentos/status.js';
export * from './requerimentos/tipos.js';
export * from './requerimentos/catalogo.js';
