/**
 * The registry (inscritos): the import engine the command line and the staff screen share (plugin.ts registers the
 * screen), and the rules of a registration's situação.
 */
export { importarInscritos, type ErroDaImportacao, type OpcoesImportacao, type RelatorioImportacao } from './importar-inscritos.js';
export { ORIGEM_IMPORTACAO } from './inscritos.repository.js';
export { exigirSituacao, motivoDaSituacaoDaPessoa, situacaoDaPessoa, situacaoPermiteNaConsulta } from './situacao.js';
