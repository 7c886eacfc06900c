import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { hojeSaoPaulo, somarDias } from '@portal/contracts';
import type { ReactNode, Ref } from 'react';

/** What a form gets while the date is half typed or impossible (31/02): the schemas refuse it as 'Data inválida.'. */
export const DATA_INCOMPLETA = 'data-invalida';

/** Spec, sections 5 and 9: dates from 1900-01-01 to 2099-12-31, in pt-br. */
export const DATA_MINIMA = '1900-01-01';
export const DATA_MAXIMA = '2099-12-31';

interface CampoDataIsoProps {
  id: string;
  label: ReactNode;
  /** The form field's name and value ('YYYY-MM-DD' or ''). */
  name: string;
  valorInicial?: unknown;
  onChange: (valor: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  required?: boolean;
  disabled?: boolean;
  /** Today at the latest (a birth date). */
  disableFuture?: boolean;
  /** Today at the earliest. */
  disablePast?: boolean;
  /** Only days after today (a deadline). */
  depoisDeHoje?: boolean;
  /** The field's error message: shown instead of the help text. */
  erro?: string | undefined;
  ajuda: string;
}

/** The value a form gets from the input: its date, '' when empty, DATA_INCOMPLETA when what is typed is not a date. */
function valorDoCampo(input: HTMLInputElement): string {
  return input.validity.badInput ? DATA_INCOMPLETA : input.value;
}

/**
 * A date for a form: the browser's own date input (`type="date"`, ADR 060), which shows and takes the date as
 * dd/mm/aaaa in a pt-BR browser, with its calendar on phones, and none of a date-picker library's ~50 KB gzip. The
 * spec's range (1900-01-01 to 2099-12-31) and the field's own limits (not in the future, not in the past) are the
 * input's `min` and `max`; the form still checks them with the schemas' messages. The form gets YYYY-MM-DD, '' when
 * empty, or DATA_INCOMPLETA while the date is incomplete or impossible (the browser keeps it on screen).
 */
export function CampoDataIso({
  id,
  label,
  name,
  valorInicial,
  onChange,
  onBlur,
  inputRef,
  required = false,
  disabled = false,
  disableFuture = false,
  disablePast = false,
  depoisDeHoje = false,
  erro,
  ajuda,
}: CampoDataIsoProps) {
  const hoje = hojeSaoPaulo();
  const minimo = depoisDeHoje ? somarDias(hoje, 1) : disablePast ? hoje : DATA_MINIMA;
  const maximo = disableFuture ? hoje : DATA_MAXIMA;
  const idAjuda = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" fullWidth error={Boolean(erro)} disabled={disabled}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink required={required}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type="date"
        label={label}
        notched
        name={name}
        required={required}
        defaultValue={typeof valorInicial === 'string' && valorInicial !== DATA_INCOMPLETA ? valorInicial : ''}
        inputRef={inputRef}
        inputProps={{ min: minimo, max: maximo, lang: 'pt-BR' }}
        aria-describedby={idAjuda}
        onChange={(e) => onChange(valorDoCampo(e.target as HTMLInputElement))}
        onBlur={(e) => {
          // A half-typed date fires no change: the form learns of it when the field is left.
          const valor = valorDoCampo(e.target as HTMLInputElement);
          if (valor === DATA_INCOMPLETA) onChange(valor);
          onBlur();
        }}
      />
      <FormHelperText id={idAjuda}>{erro ?? ajuda}</FormHelperText>
    </FormControl>
  );
}
