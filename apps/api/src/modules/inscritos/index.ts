/** The registry (inscritos): the import engine the command line, and later the staff screen, share. */
export { importarInscritos, type ErroDaImportacao, type OpcoesImportacao, type RelatorioImportacao } from './importar-inscritos.js';
export { ORIGEM_IMPORTACAO } from './inscritos.repository.js';
export { exigirSituacao, motivoDaSituacaoDaPessoa, situacaoDaPessoa, situacaoPermiteNaConsulta } from './situacao.js';
export { IMPORTACAO_INSCRITOS } from './inscritos.importacao.js';
