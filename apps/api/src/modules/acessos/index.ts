/** The acessos module's public surface: what other modules and the admin command may use (ADR 016). */
export {
  criarPrimeiroAdministrador,
  dadosPrimeiroAdministradorSchema,
  PrimeiroAdministradorRecusado,
  VALIDADE_LINK_PRIMEIRO_ADMINISTRADOR_MS,
  type DadosPrimeiroAdministrador,
  type PrimeiroAdministradorFeito,
} from './primeiro-administrador.js';
