import type { ComponentType, ReactNode } from 'react';

/**
 * One route of an area, as its feature declares it in `features/<area>/rotas.tsx`; app/router.tsx turns it
 * into a react-router route (lazy page, top bar, guard). A page is only ever loaded through `pagina`, an
 * `import()` of its module: a route file never imports a page statically, so every page stays its own chunk.
 */
export interface RotaDaArea {
  path?: string;
  index?: boolean;
  /** Loads the page lazily and answers the component to show (built after the import, with its props). */
  pagina?: () => Promise<ComponentType>;
  /**
   * Load the top bar together with the page. Default: false in `publicas` (a public page shown on its own), true
   * in the other groups.
   */
  topBar?: boolean;
  /**
   * The page is drawn without MUI (plain elements and the sheets of ADR 032), so it is not wrapped in the MUI theme
   * and a visit there neither loads MUI nor builds the theme. Only for pages most visits start on (/home) and a
   * member's first screens after it (/annuity, /financeiro: ADR 067).
   */
  semMui?: boolean;
  /** A route that only renders an element, e.g. a redirect. */
  element?: ReactNode;
  children?: RotaDaArea[];
}

/** An area's routes grouped by who may open them; app/router.tsx puts each group under its guard. */
export interface RotasDaArea {
  /** Anyone, signed in or not. */
  publicas?: RotaDaArea[];
  /** Any signed-in user. */
  autenticadas?: RotaDaArea[];
  /** Staff: CLI_PermissaoAreaRestrita. */
  staff?: RotaDaArea[];
  /** Finance staff: CLI_PermissaoAreaRestrita and CLI_PermissaoFinanceiro. */
  staffFinanceiro?: RotaDaArea[];
}
