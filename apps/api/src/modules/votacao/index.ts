/** Secret voting (issue 14, ADR 023). Other areas need only the routes; the demo seed opens its poll through abrirVotacao's snapshot. */
export { congelarEleitores } from './elegibilidade.js';
