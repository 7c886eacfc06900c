import * as areaRestrita from '@/features/area-restrita/atalhos';
import * as configuracoes from '@/features/configuracoes/atalhos';
import * as financeiro from '@/features/financeiro/atalhos';
import { HomePage } from '@/features/home/components/home-page';
import * as perfil from '@/features/perfil/atalhos';
import * as requerimentos from '@/features/requerimentos/atalhos';
import type { Atalho } from '@/lib/atalhos';

/** /home's cards, area by area, in the order they show. */
const atalhos: readonly Atalho[] = [
  ...requerimentos.atalhosDaHome,
  ...financeiro.atalhosDaHome,
  ...perfil.atalhosDaHome,
  ...configuracoes.atalhosDaHome,
  ...areaRestrita.atalhosDaHome,
];

/**
 * /home with each area's shortcuts (features/<area>/atalhos.ts): app/ wires them, so the home feature imports no
 * other feature. Loaded lazily, so the icons stay out of the entry chunk.
 */
export function HomePageComAtalhos() {
  return <HomePage atalhos={atalhos} />;
}
