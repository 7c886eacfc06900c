/**
 * The follow-up key of an anonymous report (301) is kept in this tab's sessionStorage only from the draft's
 * creation until the finalizado page shows it; it is never put in a URL, a query key or localStorage.
 */
const prefixo = 'denuncia-anonima:';

export function lerChaveAnonima(id: string): string | null {
  try {
    return window.sessionStorage.getItem(prefixo + id);
  } catch {
    return null;
  }
}

export function guardarChaveAnonima(id: string, chave: string): void {
  try {
    window.sessionStorage.setItem(prefixo + id, chave);
  } catch {
    // Storage unavailable: the key is still shown at the end of this visit only if the tab keeps it; the
    // documents step then says it cannot continue.
  }
}

export function esquecerChaveAnonima(id: string): void {
  try {
    window.sessionStorage.removeItem(prefixo + id);
  } catch {
    // Nothing stored.
  }
}
