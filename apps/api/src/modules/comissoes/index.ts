/** The commissions module's public surface: who a CPF/inscrição is, and a commission's active members (voting eligibility). */
export { membrosAtivosDaComissao, pessoaPorIdentificador } from './comissoes.repository.js';
export { pessoaDesconhecida } from './nomear-membro.js';
export { ACESSO_COMISSOES } from './comissoes-staff.routes.js';
export { importarMembrosComissoes } from './importar-membros.js';
