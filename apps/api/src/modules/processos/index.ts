/** The door to processes for the other areas (petitions, judgment sessions): who may see a process, the timeline, whom to notify. */
export { acessoAoProcesso, condicaoVisivelPara, ehStaffProcessos, envolvimentoNoProcesso, estaEnvolvido, type AcessoProcesso, type Envolvimento, type Visao } from './acesso-processo.js';
export { destinatariosDoProcesso, lancarMovimento, type Destinatario, type NovoMovimento } from './movimentos.js';
export { importarProcessos } from './importar-processos.js';
