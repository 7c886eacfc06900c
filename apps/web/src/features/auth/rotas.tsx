import { paths } from '@/config/paths';
import type { RotasDaArea } from '@/lib/rotas-de-area';
import { LoginPage } from './components/login-page';

export const rotasDeAuth: RotasDaArea = {
  publicas: [
    {
      path: paths.login,
      // The front door is the one page imported statically (ADR 028, rule 6): it is in the entry chunk, so a first
      // visit downloads one file, compressed as one, with no second round trip for the page.
      element: <LoginPage />,
    },
  ],
};
