import { temAlgumaPermissao, type Permissao } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { lerUsuarioLogado } from './auth-storage';

interface RequireAuthProps {
  /** Access is granted when at least one of these flags is exactly `true` for the user. */
  permissoes?: readonly Permissao[];
  children?: ReactNode;
}

/** Route guard of the spec (section 5). Works as a layout route (renders the Outlet) or as a wrapper. */
export function RequireAuth({ permissoes = [], children }: RequireAuthProps) {
  const usuario = lerUsuarioLogado();
  if (!usuario) return <Navigate to={paths.login} replace />;
  if (!temAlgumaPermissao(usuario.permissoes, permissoes)) return <Navigate to={paths.acessoNegado} replace />;
  return children ?? <Outlet />;
}
