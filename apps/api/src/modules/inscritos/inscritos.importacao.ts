/** The registry's import on the staff screen (ADR 041): the same engine as the command line. */
import { COLUNAS_INSCRITOS } from '@portal/contracts';
import type { DefinicaoImportacao } from '../importacoes/index.js';
import { importarInscritos } from './importar-inscritos.js';

export const IMPORTACAO_INSCRITOS: DefinicaoImportacao = {
  tipo: 'inscritos',
  titulo: 'Cadastro de inscritos',
  permissao: 'CLI_PermissaoInscritos',
  colunas: COLUNAS_INSCRITOS,
  manual: 'docs/inscritos.md',
  motor: importarInscritos,
};
