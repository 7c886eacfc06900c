/** The processes import on the staff screen (ADR 041, ADR 049): the same engine as the command line. */
import { COLUNAS_PROCESSOS } from '@portal/contracts';
import type { DefinicaoImportacao } from '../importacoes/index.js';
import { importarProcessos } from './importar-processos.js';

export const IMPORTACAO_PROCESSOS: DefinicaoImportacao = {
  tipo: 'processos',
  titulo: 'Processos administrativos',
  permissao: 'CLI_PermissaoProcessos',
  colunas: COLUNAS_PROCESSOS,
  manual: 'docs/importacoes.md',
  motor: importarProcessos,
};
