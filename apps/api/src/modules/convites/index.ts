/**
 * CEL guest invitations (ADR 018). Other areas need only the links' secret (the demo seed derives the demo
 * invitation's link with it) and the quota of a member.
 */
export { segredoDosConvites } from './link.js';
