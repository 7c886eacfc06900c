import type { ChangeEvent, CSSProperties, ReactNode } from 'react';
import { garantirEstiloTelas } from './estilo-telas';

garantirEstiloTelas();

interface SelecaoLeveProps {
  id: string;
  label: string;
  value: string | number;
  onChange: (evento: ChangeEvent<HTMLSelectElement>) => void;
  /** The `<option>`s. */
  children: ReactNode;
  disabled?: boolean;
  /** Its least width on a tablet or wider, in px (MUI's `minWidth: { sm: n }`); full width on a phone. */
  larguraMinima?: number;
}

/**
 * A native select (the phone's own picker) drawn as CampoSelecaoNativa draws it (MUI's small outlined field, label
 * always above, the drop-down arrow), in plain elements (ADR 067): full width on a phone, its content's width (at
 * least `larguraMinima`) above.
 * The label names the select (`for`).
 */
export function SelecaoLeve({ id, label, value, onChange, children, disabled, larguraMinima }: SelecaoLeveProps) {
  const estilo = larguraMinima === undefined ? undefined : ({ '--pl-largura-minima': `${larguraMinima}px` } as CSSProperties);
  return (
    <div className="pl-selecao" style={estilo}>
      <select id={id} value={value} onChange={onChange} disabled={disabled}>
        {children}
      </select>
      <label htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      {/* Material's ArrowDropDown, as NativeSelect draws it. */}
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M7 10l5 5 5-5z" />
      </svg>
    </div>
  );
}
