import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { lerUsuarioLogado } from '@/lib/auth-storage';
import { gravacaoDe } from '../consulta';
import { gravacaoPermitidaEm } from '../rotas-sem-gravacao';
import type * as Sincronizar from '../sincronizar';
import type { Situacao } from '../sincronizar';

/** The recorder's controller, once loaded (only on portals that record, for members who let it). */
let controle: typeof Sincronizar | null = null;
let carregando: Promise<typeof Sincronizar> | null = null;
let ultima: Situacao = { pathname: '/', search: '', usuario: null };

/**
 * The usability recorder's only mount point (ADR 027), rendered once by the root layout; it shows nothing.
 * Signed in, on a route that may be recorded, it asks the server whether to record; only if so does it load
 * the rest (features/gravador/sincronizar.ts, then the tracker). No call at all on routes never recorded:
 * a member opening the anonymous report leaves no trace of it.
 */
export function GravadorDeUsabilidade() {
  const { pathname, search } = useLocation();
  const usuario = lerUsuarioLogado();
  const id = usuario?.id ?? null;
  const nome = usuario?.nome ?? '';
  const email = usuario?.email ?? '';

  // Before the browser, and the recorder's DOM observer, see a page that is never recorded.
  useLayoutEffect(() => controle?.pararSeProibida(pathname, search), [pathname, search]);

  useEffect(() => {
    ultima = { pathname, search, usuario: id ? { id, nome, email } : null };
    if (controle) {
      void controle.sincronizarGravador(ultima);
      return;
    }
    if (!id || !gravacaoPermitidaEm(pathname, search)) return;
    void gravacaoDe(id).then((g) => {
      if (!g?.ativa || !g.configuracao) return;
      carregando ??= import('../sincronizar').then((m) => (controle = m));
      return carregando.then((m) => m.sincronizarGravador(ultima));
    });
  }, [pathname, search, id, nome, email]);

  return null;
}
