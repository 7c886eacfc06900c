import { paths } from '@/config/paths';
import type { RotasDaArea } from '@/lib/rotas-de-area';

/**
 * Secret voting: /voting for members; /voting-admin under the plain login guard as the spec puts it (the page
 * says when the user lacks the voting permission, and the API refuses them); /voting/guardiao/:id for a poll's
 * guardians (any signed-in user; the API answers 404 to whoever is not that poll's guardian).
 */
export const rotasDeVotacao: RotasDaArea = {
  autenticadas: [
    { path: paths.voting, pagina: () => import('./components/votacao-page').then((m) => m.VotacaoPage) },
    { path: paths.votingGuardiao, pagina: () => import('./components/guardiao-page').then((m) => m.GuardiaoPage) },
    { path: paths.votingAdmin, pagina: () => import('./components/votacao-admin-page').then((m) => m.VotacaoAdminPage) },
  ],
};
