/** The commission memberships import on the staff screen (ADR 041, ADR 049): the same engine as the command line. */
import { COLUNAS_COMISSOES } from '@portal/contracts';
import type { DefinicaoImportacao } from '../importacoes/index.js';
import { importarMembrosComissoes } from './importar-membros.js';

export const IMPORTACAO_COMISSOES: DefinicaoImportacao = {
  tipo: 'comissoes',
  titulo: 'Membros das comissões',
  permissao: 'CLI_PermissaoComissoes',
  colunas: COLUNAS_COMISSOES,
  manual: 'docs/importacoes.md',
  motor: importarMembrosComissoes,
};
