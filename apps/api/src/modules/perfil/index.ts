/** The dependants registry for the areas that choose people from it (vaccines, tickets, funeral aid). */
export { dependentesDe, dependentesDoMembro, type Dependente } from './dependentes.repository.js';
/** Every dependant ever registered, removed ones included (the LGPD export). */
export { todosOsDependentesDe } from './dependentes.repository.js';
