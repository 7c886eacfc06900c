import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { ReactNode, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface CampoTextoProps
  extends Pick<
    OutlinedInputProps,
    'name' | 'type' | 'autoComplete' | 'onChange' | 'onBlur' | 'onFocus' | 'endAdornment' | 'disabled' | 'inputProps' | 'value' | 'multiline'
  > {
  id: string;
  label: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement> | Ref<HTMLTextAreaElement>;
  /** The label always above the field (TextField's `slotProps.inputLabel.shrink`), for a read-only or prefilled value. */
  shrink?: boolean;
}

/**
 * An outlined text field (label, input, helper text wired for assistive technology), like MUI's TextField
 * without its `select` mode: TextField always bundles Select, Menu and Popover, which the login page, the
 * first page most visitors load, does not need. `required` marks the input (aria-required) without
 * adding an asterisk to the label, so the label text stays exactly what the spec says.
 */
export function CampoTexto({ id, label, helperText, error = false, required = false, shrink, ...input }: CampoTextoProps) {
  const idAjuda = helperText ? `${id}-helper-text` : undefined;
  const idRotulo = `${id}-label`;
  return (
    <FormControl variant="outlined" fullWidth error={error}>
      <InputLabel htmlFor={id} id={idRotulo} shrink={shrink}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} notched={shrink} required={required} aria-describedby={idAjuda} {...input} />
      {helperText ? <FormHelperText id={idAjuda}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}

/** react-hook-form's register() result as CampoTexto props: its `ref` goes to `inputRef`. */
export function camposDe({ ref, ...resto }: UseFormRegisterReturn) {
  return { ...resto, inputRef: ref };
}
