/** The registro module's public surface: what other modules may use (ADR 016). */
export { contarPedido } from './limite-de-pedidos.js';
