import type { OpcaoFiltro } from './filtro-selecao';
import { SelecaoLeve } from './selecao-leve';

/**
 * FiltroSelecao in plain elements (ADR 067), for the lists drawn without MUI: a native select whose first option,
 * with the empty value, means "no filter" ('Todas', 'Todos'…). A list that leaves MUI moves its filters here.
 */
export function FiltroSelecaoLeve({
  id,
  rotulo,
  valor,
  onMudar,
  opcoes,
  semFiltro,
  larguraMinima,
}: {
  id: string;
  rotulo: string;
  valor: string;
  onMudar: (valor: string) => void;
  opcoes: readonly OpcaoFiltro[];
  semFiltro: string;
  larguraMinima?: number;
}) {
  return (
    <SelecaoLeve id={id} label={rotulo} value={valor} onChange={(e) => onMudar(e.target.value)} larguraMinima={larguraMinima}>
      <option value="">{semFiltro}</option>
      {opcoes.map((o) => (
        <option key={o.valor} value={o.valor}>
          {o.rotulo}
        </option>
      ))}
    </SelecaoLeve>
  );
}
