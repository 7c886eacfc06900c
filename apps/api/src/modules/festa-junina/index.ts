/**
 * Festa junina's door for the other areas: the member's tickets to use (entity homes).
 */
export { ingressosDoMembro } from './ingressos.js';
