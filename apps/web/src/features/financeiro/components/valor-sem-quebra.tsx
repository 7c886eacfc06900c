import { garantirEstiloTelas } from '@/components/estilo-telas';
import { formatarCentavos } from '@portal/contracts/sem-zod';

garantirEstiloTelas();

/**
 * An amount inside running text that never breaks between 'R$' and the number (formatarCentavos puts a plain
 * space there), so a narrow screen does not leave 'R$' at the end of one line and '799,00' on the next.
 */
export function ValorSemQuebra({ centavos }: { centavos: number }) {
  return <span className="pl-sem-quebra">{formatarCentavos(centavos)}</span>;
}
