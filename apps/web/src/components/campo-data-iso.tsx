import dayjs, { type Dayjs } from 'dayjs';
import { useState, type Ref } from 'react';
import { DateField, type DateFieldProps } from './date-field';

/** What a form gets while the date is half typed: the schemas refuse it as 'Data inválida.'. */
export const DATA_INCOMPLETA = 'data-invalida';

interface CampoDataIsoProps extends Omit<DateFieldProps, 'value' | 'defaultValue' | 'onChange' | 'slotProps'> {
  id: string;
  /** The form field's name and value ('YYYY-MM-DD' or ''). */
  name: string;
  valorInicial?: unknown;
  onChange: (valor: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  required?: boolean;
  /** The field's error message: shown instead of the help text. */
  erro?: string | undefined;
  ajuda: string;
}

/**
 * A date for a form: the picker keeps its own value (a half-typed date stays on screen), and the form gets
 * YYYY-MM-DD, '' when empty, or DATA_INCOMPLETA while the date is incomplete.
 */
export function CampoDataIso({ id, name, valorInicial, onChange, onBlur, inputRef, required = false, erro, ajuda, ...picker }: CampoDataIsoProps) {
  const [valor, setValor] = useState<Dayjs | null>(() => (typeof valorInicial === 'string' && valorInicial !== '' ? dayjs(valorInicial) : null));
  return (
    <DateField
      {...picker}
      value={valor}
      onChange={(v) => {
        setValor(v);
        onChange(v ? (v.isValid() ? v.format('YYYY-MM-DD') : DATA_INCOMPLETA) : '');
      }}
      slotProps={{
        textField: { id, name, onBlur, required, fullWidth: true, error: Boolean(erro), helperText: erro ?? ajuda, inputRef },
      }}
    />
  );
}
