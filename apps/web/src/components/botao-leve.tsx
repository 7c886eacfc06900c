import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { garantirEstiloTelas } from './estilo-telas';
import { Giro } from './giro';

garantirEstiloTelas();

/** MUI Button's three looks: contained, outlined, text. */
export type VarianteBotao = 'cheio' | 'contorno' | 'texto';

const classe = (variante: VarianteBotao, extra?: string, pequeno?: boolean, erro?: boolean) =>
  ['pl-bt', `pl-bt-${variante}`, pequeno && 'pl-bt-pequeno', erro && 'pl-bt-erro', extra].filter(Boolean).join(' ');

interface BotaoLeveProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  variante?: VarianteBotao;
  /** An icon before the text (MUI's startIcon), e.g. a `?leve` icon. */
  icone?: ReactNode;
  /** Busy: disabled, aria-busy, and a spinner in place of the icon. */
  ocupado?: boolean;
  /** MUI's size="small". */
  pequeno?: boolean;
  /** MUI's color="error" (outlined: a destructive action such as cancelling). */
  erro?: boolean;
  classeExtra?: string;
}

/**
 * A button with the look of MUI's Button (medium, the theme's weight, no elevation), in plain elements (ADR 067): for
 * the pages drawn without MUI. Focus ring from the page's base (CSS_BASE).
 */
export function BotaoLeve({ variante = 'texto', icone, ocupado = false, pequeno, erro, classeExtra, disabled, children, type = 'button', ...botao }: BotaoLeveProps) {
  const inicio = ocupado ? <Giro /> : icone;
  return (
    <button {...botao} type={type} className={classe(variante, classeExtra, pequeno, erro)} disabled={disabled || ocupado} aria-busy={ocupado || undefined}>
      {inicio ? <span className="pl-bt-icone">{inicio}</span> : null}
      {children}
    </button>
  );
}

interface LinkBotaoLeveProps {
  para: string;
  variante?: VarianteBotao;
  children: ReactNode;
  /** MUI's size="small". */
  pequeno?: boolean;
  classeExtra?: string;
  'aria-describedby'?: string;
}

/** A link drawn as a button (MUI's `<Button component={RouterLink}>`), in plain elements (ADR 067). */
export function LinkBotaoLeve({ para, variante = 'texto', children, pequeno, classeExtra, ...resto }: LinkBotaoLeveProps) {
  return (
    <Link to={para} className={classe(variante, classeExtra, pequeno)} {...resto}>
      {children}
    </Link>
  );
}
