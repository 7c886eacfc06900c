import type { ReactNode } from 'react';
import { garantirEstiloLeve } from './estilo-leve';

garantirEstiloLeve();

// Material icons' "error outline", "check circle outline", "info outlined" and "report problem outlined" (the marks
// of MUI's Alert), inline.
const ICONE = {
  erro: 'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
  sucesso: 'M20 12a8 8 0 0 1-8 8 8 8 0 0 1-8-8 8 8 0 0 1 8-8c.76 0 1.5.11 2.2.31l1.57-1.57A9.8 9.8 0 0 0 12 2 10 10 0 0 0 2 12a10 10 0 0 0 10 10 10 10 0 0 0 10-10M7.91 10.08 6.5 11.5 11 16 21 6l-1.41-1.42L11 13.17z',
  info: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
  atencao: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
} as const;

interface AvisoLeveProps {
  tipo: keyof typeof ICONE;
  children: ReactNode;
  /** A button at the end of the box (MUI Alert's `action`). */
  acao?: ReactNode;
  /** A title above the message (MUI's AlertTitle). */
  titulo?: ReactNode;
  /** Overrides the role the type gives (e.g. an error shown inside a dialog that announces it itself). */
  role?: 'alert' | 'status' | 'note';
  classeExtra?: string;
  'data-testid'?: string;
}

/**
 * A message box like MUI's Alert (standard variant) in plain elements, for the front door (ADR 032) and the pages
 * drawn without MUI (ADR 067; the info and warning ("atencao") looks are in estilo-telas.ts). An error is an alert (read at once); a success,
 * a status; an info box is part of the page (role "alert", as MUI's Alert has, only when asked).
 */
export function AvisoLeve({ tipo, children, acao, titulo, role, classeExtra, ...resto }: AvisoLeveProps) {
  const papel = role ?? (tipo === 'erro' ? 'alert' : tipo === 'sucesso' ? 'status' : undefined);
  return (
    <div role={papel} className={['pl-aviso', `pl-aviso-${tipo}`, classeExtra].filter(Boolean).join(' ')} {...resto}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ICONE[tipo]} />
      </svg>
      <div>
        {titulo ? <div className="pl-aviso-titulo">{titulo}</div> : null}
        {children}
      </div>
      {acao && <span className="pl-aviso-acoes">{acao}</span>}
    </div>
  );
}
