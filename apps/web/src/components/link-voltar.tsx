import { Link } from 'react-router';
import { garantirEstiloLeve } from './estilo-leve';

garantirEstiloLeve();

/**
 * The way back from a page to its parent, above the page's title: "Voltar para <destino>" (issue 33, item 15), the
 * same words and look on every member and staff page that is not a home. Plain (the front door's sheet), so it
 * costs a page drawn without MUI nothing.
 */
export function LinkVoltar({ para, destino }: { /** The parent page's path. */ para: string; /** "a CASAG", "o início", "a sessão". */ destino: string }) {
  return (
    <Link className="pl-link pl-texto2" to={para}>
      Voltar para {destino}
    </Link>
  );
}
