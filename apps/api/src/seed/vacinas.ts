/**
 * Demo data of the CASAG vaccines: one campaign selling all year (Influenza <ano>, stock 200, up to 4 doses per
 * household, R$ 80,00 for members up to date and R$ 120,00 for the others).
 * Maria's dependant Pedro comes from seed/dependentes.ts. Idempotent: runs again change nothing.
 */
import { dataEmSaoPaulo } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { vacinasCampanhas } from '../db/schema/index.js';
import type { Tx } from '../db/transacao.js';

export async function semearVacinas(tx: Tx): Promise<void> {
  const ano = Number(dataEmSaoPaulo().slice(0, 4));
  const vacina = `Influenza ${ano}`;
  const [existe] = await tx.select({ id: vacinasCampanhas.id }).from(vacinasCampanhas).where(eq(vacinasCampanhas.vacina, vacina)).limit(1);
  if (!existe) {
    await tx.insert(vacinasCampanhas).values({
      vacina,
      descricao: 'Vacina trivalente contra a gripe (H1N1, H3N2 e influenza B), para adultos e crianças a partir de 6 meses.',
      vendaInicio: `${ano}-01-01`,
      vendaFim: `${ano}-12-31`,
      aplicacaoInicio: `${ano}-01-01`,
      aplicacaoFim: `${ano}-12-31`,
      locais: ['Sede da CASAG, Rua 1.121, nº 200, Setor Marista, Goiânia', 'Espaço OAB Anápolis'],
      estoque: 200,
      precoAdimplenteCentavos: 8_000,
      precoOutrosCentavos: 12_000,
      limiteFamilia: 4,
    });
  }
}
