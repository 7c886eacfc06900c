/** The títulos import on the finance staff screen (ADR 041): the same engine as the command line, with ViraMais (ADR 055). */
import { COLUNAS_TITULOS } from '@portal/contracts';
import type { DefinicaoImportacao } from '../importacoes/index.js';
import { importarTitulosComViraMais } from './importar-titulos-com-viramais.js';

/** 150 MB: a million títulos lines (about 100 bytes each) fit. */
export const MAX_BYTES_TITULOS = 150 * 1024 * 1024;

export const IMPORTACAO_TITULOS: DefinicaoImportacao = {
  tipo: 'titulos',
  titulo: 'Títulos',
  permissao: 'CLI_PermissaoFinanceiro',
  colunas: COLUNAS_TITULOS,
  manual: 'docs/titulos.md',
  maxBytes: MAX_BYTES_TITULOS,
  motor: importarTitulosComViraMais,
};
