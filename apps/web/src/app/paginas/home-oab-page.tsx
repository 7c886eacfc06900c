import * as comissoes from '@/features/comissoes/atalhos';
import * as financeiro from '@/features/financeiro/atalhos-entidades';
import * as processos from '@/features/processos/atalhos';
import { EntidadeHomePage } from '@/features/home/components/entidade-home-page';
import * as requerimentos from '@/features/requerimentos/atalhos-entidades';
import * as sessoes from '@/features/sessoes/atalhos';
import * as votacao from '@/features/votacao/atalhos';
import type { Atalho } from '@/lib/atalhos';

/** /home/oab's cards, area by area (features/<area>/atalhos.ts `atalhosDaHomeOab`), in the order they show. */
const atalhos: readonly Atalho[] = [...financeiro.atalhosDaHomeOab, ...requerimentos.atalhosDaHomeOab, ...processos.atalhosDaHomeOab, ...sessoes.atalhosDaHomeOab, ...comissoes.atalhosDaHomeOab, ...votacao.atalhosDaHomeOab];

/** /home/oab: the section's services for this member, with the anuidade and the requests at a glance. */
export function HomeOabPage() {
  return (
    <EntidadeHomePage
      titulo="OAB-GO"
      daEntidade="da OAB-GO"
      descricao="A Seccional de Goiás da Ordem dos Advogados do Brasil: anuidade, títulos e acordos, requerimentos, processos, votações e a tabela de honorários."
      atalhos={atalhos}
    />
  );
}
