import type { SxProps, Theme } from '@mui/material/styles';
import { CampoSelecaoNativa } from './campo-selecao-nativa';

export interface OpcaoFiltro {
  valor: string;
  rotulo: string;
}

/**
 * A filter above a list: a native select (the phone's own picker, fine by keyboard) whose first option, with
 * the empty value, means "no filter" ('Todas', 'Todos', 'Todas as áreas'…).
 */
export function FiltroSelecao({
  id,
  rotulo,
  valor,
  onMudar,
  opcoes,
  semFiltro,
  sx,
}: {
  id: string;
  rotulo: string;
  valor: string;
  onMudar: (valor: string) => void;
  opcoes: readonly OpcaoFiltro[];
  semFiltro: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <CampoSelecaoNativa id={id} label={rotulo} size="small" value={valor} onChange={(e) => onMudar(e.target.value)} sx={sx}>
      <option value="">{semFiltro}</option>
      {opcoes.map((o) => (
        <option key={o.valor} value={o.valor}>
          {o.rotulo}
        </option>
      ))}
    </CampoSelecaoNativa>
  );
}
