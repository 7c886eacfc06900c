/**
 * Finance's door for the other areas: the one way to money. An area emits its títulos with a reference to
 * what they charge for, cancels them by that reference, reads them back, and registers a settlement hook for
 * its origin; it never writes títulos or charges itself nor imports the payments module (ADR 013).
 */
export type { ErroDaImportacao, RelatorioImportacao } from '@portal/contracts';
export { cancelarTitulosDe, emitirTitulo, REFERENCIA_REQUERIMENTO, referenciaDe, tituloDe, type NovoTitulo, type Referencia } from './referencia.js';
export { ganchoDe, registrarGanchoLiquidacao, type ContextoGancho, type GanchoLiquidacao, type PagamentoLiquidado } from './ganchos-liquidacao.js';
export { importarTitulos, type OpcoesImportacaoTitulos } from './importar-titulos.js';
export { quitacaoDoPlano } from './planos.js';
export { removerNoPsp, type CobrancaRetirada } from './remover-no-psp.js';
export { pendenciaDeAdimplencia, pendenciasDeAdimplencia, temBoletoAtivo, tituloResumoDe, titulosAbertosDe, type LinhaTitulo } from './titulo.js';
/** The demo seed's anuidade: the yearly table, the launch of the year's títulos and a split plan. */
export { criarPlanoParcelamento } from './anuidade.js';
export { condicoesAnuidade, faixasDaTabela, tabelaDoExercicio, type TabelaDoExercicio } from './anuidade-tabela.js';
export { lancarAnuidadesDoAno } from './lancar-anuidades.js';
/** The fees table (tabela de honorários) as the demo seed loads it. */
export { gravarVersaoHonorarios } from './honorarios.repository.js';
export { lerCsvHonorarios } from './ler-csv-honorarios.js';
