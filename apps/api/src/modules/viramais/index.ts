/**
 * ViraMais for the areas that spend or earn credits (vaccines, tickets, invitations; finance's anuidade):
 * spend with debitarViraMais inside the purchase's transaction, give back with estornarViraMais when the
 * purchase is cancelled, refunded or expires unpaid.
 */
export { creditarViraMais, debitarViraMais, estornarViraMais, expirarViraMais, pendenciaViraMais, reverterCreditosDe, saldoViraMais, type ReferenciaViraMais } from './ledger.js';
export { creditarAnuidade } from './viramais.financeiro.js';
export { creditarAnuidadesImportadas, ORIGEM_ANUIDADE_IMPORTADA } from './anuidades-importadas.js';
export { importarTitulosComViraMais } from './importar-titulos-com-viramais.js';
