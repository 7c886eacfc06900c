import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { lerUsuarioLogado } from '@/lib/auth-storage';
import { pararSeProibida, sincronizarGravador } from '../sincronizar';

/**
 * The usability recorder's only mount point (ADR 027), rendered once by the root layout. It shows nothing;
 * on each route change and sign-in it lets the recorder start, re-identify or stop.
 */
export function GravadorDeUsabilidade() {
  const { pathname, search } = useLocation();
  const usuario = lerUsuarioLogado();
  const id = usuario?.id ?? null;
  const nome = usuario?.nome ?? '';
  const email = usuario?.email ?? '';

  // Before the browser, and the recorder's DOM observer, see a page that is never recorded.
  useLayoutEffect(() => pararSeProibida(pathname, search), [pathname, search]);

  useEffect(() => {
    void sincronizarGravador({ pathname, search, usuario: id ? { id, nome, email } : null });
  }, [pathname, search, id, nome, email]);

  return null;
}
