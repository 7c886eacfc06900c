import type { ChangeEventHandler, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { garantirEstiloLeve } from './estilo-leve';

garantirEstiloLeve();

interface CampoLeveProps {
  id: string;
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  /** The message under the field; with `error`, what is wrong. */
  helperText?: string;
  error?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  inputProps?: InputHTMLAttributes<HTMLInputElement> & { 'data-testid'?: string };
  /** A button inside the field, at its end (e.g. show the password). */
  botao?: ReactNode;
}

/**
 * An outlined text field like CampoTexto (MUI's OutlinedInput), in plain elements and CSS, for the login page
 * (ADR 032). The label floats above the border once the field has focus or a value (`placeholder=" "` lets CSS
 * tell an empty field); `required` marks the input without an asterisk, as CampoTexto does.
 */
export function CampoLeve({ id, label, helperText, error = false, required = false, inputRef, botao, inputProps, ...input }: CampoLeveProps) {
  const idAjuda = helperText ? `${id}-helper-text` : undefined;
  const classes = ['pl-campo', error ? 'pl-invalido' : '', botao ? 'pl-com-botao' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <input
        id={id}
        ref={inputRef}
        placeholder=" "
        required={required}
        aria-invalid={error}
        aria-describedby={idAjuda}
        {...input}
        {...inputProps}
      />
      <label htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      {botao}
      {helperText ? (
        <p className="pl-ajuda" id={idAjuda}>
          {helperText}
        </p>
      ) : null}
    </div>
  );
}
