import { temAlgumaPermissao, type Permissao } from '@portal/contracts';
import { lazy, type ComponentType } from 'react';
import type { IconeLeve } from '@/components/icone-leve';

/** What a shortcut needs to know about the signed-in user to decide whether it shows. */
export interface QuemVe {
  isAdvogado?: boolean;
  permissoes?: Partial<Record<string, unknown>>;
}

/**
 * A shortcut card to a page of an area (the homes and the staff hub render them). Each feature declares its
 * own in `features/<area>/atalhos.ts`; app/atalhos.ts gathers them, so a home never imports another feature.
 */
export interface Atalho {
  titulo: string;
  descricao: string;
  para: string;
  /** A plain icon (`@mui/icons-material/X?leve`), so a card needs no MUI to show it (ADR 032). */
  icone: IconeLeve;
  /** Shown only to lawyers (members with an inscription). */
  somenteAdvogado?: boolean;
  /** Shown only when at least one of these flags is exactly true. */
  permissoes?: readonly Permissao[];
  /**
   * The service's state at a glance for this member (balance, what is due, tickets to use…), shown on the
   * entity homes (/home/oab, /home/casag, /home/cel): a small component that fetches its own data and shows
   * its own loading and error line. Absent = the card shows only its description.
   */
  estado?: ComponentType;
}

/** A titled group of shortcuts of one area in the staff hub. */
export interface GrupoDeAtalhos {
  titulo: string;
  atalhos: readonly Atalho[];
  /** Shown only when at least one of these flags is exactly true. */
  permissoes?: readonly Permissao[];
  /** Three columns from the md breakpoint (two otherwise). */
  tresColunas?: boolean;
}

/** Whether `usuario` sees a shortcut (or a group): the lawyer-only and permission rules above. */
export function atalhoVisivel(
  atalho: Pick<Atalho, 'somenteAdvogado' | 'permissoes'>,
  usuario: QuemVe | null | undefined,
): boolean {
  if (atalho.somenteAdvogado && !(usuario?.isAdvogado ?? false)) return false;
  return !atalho.permissoes || temAlgumaPermissao(usuario?.permissoes, atalho.permissoes);
}

/**
 * An `estado` loaded only when an entity home shows it: `atalhos.ts` is also read by /home, so a state component
 * imported statically there (with its query, its schema and zod) would weigh on /home's first load. The entity
 * home shows the loading line while the module arrives.
 *   estado: estadoSobDemanda(() => import('./components/estado-x').then((m) => m.EstadoX))
 */
export function estadoSobDemanda(carregar: () => Promise<ComponentType>): ComponentType {
  return lazy(async () => ({ default: await carregar() }));
}
