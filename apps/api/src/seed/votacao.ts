import { votacaoOpcoes, votacoes } from '../db/schema/index.js';
import type { Tx } from '../db/transacao.js';
import { congelarEleitores } from '../modules/votacao/index.js';

/** The demo poll's fixed id (idempotent seed). */
export const ID_ENQUETE_DEMO = '7f1c2a9e-4b1d-4c55-9a3e-2f6d8b0c1e23';

/**
 * An open poll Maria can vote in: eligibility "regular e em dia", its list of voters frozen now (Maria is up to
 * date and listed; Joana is not up to date and sees why she cannot vote). Open for 30 days from the seed.
 * Idempotent: nothing is added when the poll exists.
 */
export async function semearVotacao(tx: Tx, agora = new Date()): Promise<void> {
  const dia = 24 * 60 * 60 * 1000;
  const [v] = await tx
    .insert(votacoes)
    .values({
      id: ID_ENQUETE_DEMO,
      titulo: 'Horário de atendimento da sala da OAB no fórum',
      descricao: 'A diretoria quer saber qual horário de atendimento da sala dos advogados no fórum atende melhor a advocacia.',
      tipo: 'enquete',
      elegibilidade: 'regular_em_dia',
      abreEm: new Date(agora.getTime() - 60 * 60 * 1000),
      fechaEm: new Date(agora.getTime() + 30 * dia),
      status: 'aberta',
      abertaEm: agora,
    })
    .onConflictDoNothing()
    .returning();
  if (!v) return;
  await tx.insert(votacaoOpcoes).values(
    ['Das 8h às 17h', 'Das 9h às 18h', 'Das 10h às 19h'].map((texto, ordem) => ({ votacaoId: v.id, ordem, texto })),
  );
  await congelarEleitores(tx, v, agora);
}
