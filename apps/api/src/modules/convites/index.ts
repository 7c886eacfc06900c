/**
 * CEL guest invitations (ADR 018). Other areas need only the links' secret and hash (the demo seed derives the
 * demo invitation's link with them) and the quota of a member.
 */
export { hashDoConvite, segredoDosConvites, sha256Hex } from './link.js';
