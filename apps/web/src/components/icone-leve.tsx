import { memo, type ComponentType, type ReactNode } from 'react';
import { garantirEstiloInicio } from './estilo-inicio';

garantirEstiloInicio();

/** What the portal's pages pass to a shortcut's icon (MUI's SvgIcon accepts the same). */
export interface PropsDeIcone {
  color?: 'primary' | 'inherit';
  'aria-hidden'?: boolean | 'true' | 'false';
}

/**
 * A plain icon. The mark keeps MUI's own icons out of where a plain one is due (a shortcut's `icone`): they take the
 * same props, and only this tells the two apart to the type checker.
 */
export type IconeLeve = ComponentType<PropsDeIcone> & { readonly iconeLeve: true };

/**
 * A Material icon as a plain <svg> with the look of MUI's SvgIcon (1.5rem, the text's colour or the primary one), for
 * the pages drawn without MUI (ADR 032). Built by `import X from '@mui/icons-material/X?leve'` (plugins/icones-leves.ts),
 * which gives this function the icon's own drawing in place of MUI's `createSvgIcon`.
 */
export function criarIconeLeve(desenho: ReactNode, nome: string): IconeLeve {
  const Icone = memo(function Icone({ color = 'inherit', 'aria-hidden': oculto = true }: PropsDeIcone) {
    return (
      <svg
        className={color === 'primary' ? 'pl-icone pl-icone-primaria' : 'pl-icone'}
        focusable="false"
        aria-hidden={oculto}
        viewBox="0 0 24 24"
        data-testid={`${nome}Icon`}
      >
        {desenho}
      </svg>
    );
  });
  Icone.displayName = `${nome}Icon`;
  return Object.assign(Icone, { iconeLeve: true as const });
}
