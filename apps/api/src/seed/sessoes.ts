import { somarDias } from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import { pautaItens, processoMovimentos, processos, sessoesJulgamento } from '../db/schema/index.js';
import type { Tx } from '../db/transacao.js';
import { PROCESSOS_DEMO } from './processos.js';

/** The demo session's fixed id: running the seed again finds it and adds nothing. */
export const SESSAO_DEMO_ID = '5e550000-0000-4000-8000-000000000013';

/**
 * An upcoming session of the 1ª Câmara (ten days ahead, 14:00, híbrida) with the three demo processes on its
 * agenda (rapporteur: the processes' own), so Maria can sign up for sustentação oral on /sessoes. Idempotent.
 */
export async function semearSessoes(tx: Tx, hoje: string): Promise<void> {
  const numeros = [PROCESSOS_DEMO.publico, PROCESSOS_DEMO.sigiloso, PROCESSOS_DEMO.outro];
  const lista = await tx.select({ id: processos.id, numero: processos.numero, relator: processos.relatorPessoaId }).from(processos).where(inArray(processos.numero, numeros));
  if (lista.length === 0) return;
  const inicio = new Date(`${somarDias(hoje, 10)}T14:00:00-03:00`);
  const [criada] = await tx
    .insert(sessoesJulgamento)
    .values({
      id: SESSAO_DEMO_ID,
      orgao: 'camara-1',
      inicio,
      modalidade: 'hibrida',
      local: 'Sede da Seccional — Plenário, 2º andar',
      link: 'https://meet.demo.portal.local/sessao-1a-camara',
      observacoes: 'Sessão ordinária (demonstração).',
    })
    .onConflictDoNothing()
    .returning({ id: sessoesJulgamento.id });
  if (!criada) return;
  const data = `${somarDias(hoje, 10).split('-').reverse().join('/')} às 14:00`;
  let ordem = 0;
  for (const numero of numeros) {
    const p = lista.find((x) => x.numero === numero);
    if (!p) continue;
    const [item] = await tx
      .insert(pautaItens)
      .values({ sessaoId: SESSAO_DEMO_ID, processoId: p.id, ordem: ++ordem, relatorPessoaId: p.relator })
      .onConflictDoNothing()
      .returning({ id: pautaItens.id });
    if (!item) continue;
    await tx.insert(processoMovimentos).values({ processoId: p.id, tipo: 'pauta', texto: `Incluído na pauta da sessão da 1ª Câmara de ${data}.`, autorNome: 'Secretaria de sessões', pautaItemId: item.id });
  }
}
