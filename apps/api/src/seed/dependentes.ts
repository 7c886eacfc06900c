import { sql } from 'drizzle-orm';
import type { Tx } from '../db/transacao.js';

/** Maria's one dependant in the demo: vaccines, tickets and the funeral aid choose him (their specs rely on it). */
export const DEPENDENTE_DEMO_MARIA = {
  cpfTitular: '52998224725',
  nome: 'Pedro Souza Lima',
  cpf: '31415926590',
  parentesco: 'filho',
  nascimento: '2015-03-10',
} as const;

/**
 * Registers Pedro for Maria unless he was ever registered (current or removed): running the seed again
 * neither duplicates him nor brings him back after a removal. Nothing happens when Maria does not exist.
 */
export async function semearDependentes(tx: Tx): Promise<void> {
  const d = DEPENDENTE_DEMO_MARIA;
  await tx.execute(sql`
    insert into dependentes (pessoa_id, nome, cpf, parentesco, nascimento)
    select p.id, ${d.nome}, ${d.cpf}, ${d.parentesco}, ${d.nascimento}::date
      from pessoas p
     where p.cpf = ${d.cpfTitular}
       and not exists (select 1 from dependentes x where x.pessoa_id = p.id and x.cpf = ${d.cpf})`);
}
