import { useId } from 'react';
import { garantirEstiloLeve } from '@/components/estilo-leve';

garantirEstiloLeve();

export type ModoLogin = 'usuario' | 'colaborador';

const MODOS: readonly { valor: ModoLogin; rotulo: string }[] = [
  { valor: 'usuario', rotulo: 'Usuário' },
  { valor: 'colaborador', rotulo: 'Colaborador' },
];

interface SeletorModoLoginProps {
  modo: ModoLogin;
  onChange: (modo: ModoLogin) => void;
  /** id of the text saying which mode is whose. */
  idDescricao: string;
}

/**
 * The login modes as a radio group of native radios, drawn as a segmented control. Screen readers say
 * "radio button, 1 of 2", so the keyboard use is known: one Tab stop on the chosen mode, arrows switch modes,
 * Tab goes on to the form. Plain elements and CSS (components/estilo-leve.ts, ADR 032).
 */
export function SeletorModoLogin({ modo, onChange, idDescricao }: SeletorModoLoginProps) {
  const nome = useId();
  return (
    <div role="radiogroup" aria-label="Modo de login" aria-describedby={idDescricao} className="pl-modos">
      {MODOS.map(({ valor, rotulo }) => {
        const escolhido = modo === valor;
        return (
          <label key={valor} className={escolhido ? 'pl-modo pl-escolhido' : 'pl-modo'}>
            {/* Invisible but there: it takes the clicks, the focus and the arrows. */}
            <input
              type="radio"
              name={nome}
              value={valor}
              checked={escolhido}
              onChange={() => onChange(valor)}
              data-testid={`login-modo-${valor}`}
            />
            {/* What a radio looks like, so sighted keyboard users know the arrows too. */}
            <span className="pl-radio" aria-hidden="true" />
            {rotulo}
          </label>
        );
      })}
    </div>
  );
}
