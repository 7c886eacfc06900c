import { EntidadeHomePage } from '@/features/home/components/entidade-home-page';
import * as requerimentos from '@/features/requerimentos/atalhos-entidades';
import * as vacinas from '@/features/vacinas/atalhos';
import * as viramais from '@/features/viramais/atalhos';
import type { Atalho } from '@/lib/atalhos';

/** /home/casag's cards, area by area (features/<area>/atalhos.ts `atalhosDaHomeCasag`), in the order they show. */
const atalhos: readonly Atalho[] = [...requerimentos.atalhosDaHomeCasag, ...vacinas.atalhosDaHomeCasag, ...viramais.atalhosDaHomeCasag];

/** /home/casag: the Caixa de Assistência's services for this member, with what waits for them. */
export function HomeCasagPage() {
  return (
    <EntidadeHomePage
      titulo="CASAG"
      daEntidade="da CASAG"
      descricao="Caixa de Assistência dos Advogados: peça benefícios, acompanhe seus pedidos e fale com a Ouvidoria."
      atalhos={atalhos}
      avisoSemInscricao="Parte dos benefícios da CASAG é exclusiva de advogados inscritos: o pedido de cada benefício diz se você pode fazê-lo."
    />
  );
}
