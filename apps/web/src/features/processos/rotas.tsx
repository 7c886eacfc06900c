import { paths } from '@/config/paths';
import type { RotasDaArea } from '@/lib/rotas-de-area';

/** Administrative processes, member side: the consulta processual, the member's processes, a process's detail. */
export const rotasDeProcessos: RotasDaArea = {
  autenticadas: [
    { path: paths.consultaProcessual, pagina: () => import('./components/consulta-processual-page').then((m) => m.ConsultaProcessualPage) },
    { path: paths.meusProcessos, pagina: () => import('./components/meus-processos-page').then((m) => m.MeusProcessosPage) },
    { path: paths.processo, pagina: () => import('./components/processo-detalhe-page').then((m) => m.ProcessoDetalhePage) },
  ],
};
