import * as convites from '@/features/convites/atalhos';
import * as festaJunina from '@/features/festa-junina/atalhos';
import { EntidadeHomePage } from '@/features/home/components/entidade-home-page';
import type { Atalho } from '@/lib/atalhos';

/** /home/cel's cards, area by area (features/<area>/atalhos.ts `atalhosDaHomeCel`), in the order they show. */
const atalhos: readonly Atalho[] = [...convites.atalhosDaHomeCel, ...festaJunina.atalhosDaHomeCel];

/** /home/cel: the club's services for this member (guest invitations, the festa junina…), with their state at a glance. */
export function HomeCelPage() {
  return (
    <EntidadeHomePage
      titulo="CEL"
      daEntidade="do CEL"
      descricao="O clube da advocacia: lazer e eventos para você, sua família e seus convidados."
      atalhos={atalhos}
    />
  );
}
