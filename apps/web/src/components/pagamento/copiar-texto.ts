/**
 * Copies text to the clipboard. The async Clipboard API needs a secure context and may be refused; then the text
 * is selected in `campo` (the read-only field that shows it, so a focus trap around it does not interfere) and
 * copied with execCommand, which older browsers still honour. Answers whether it worked; the text stays selected
 * when it did not, so the member can copy it by hand.
 */
export async function copiarTexto(texto: string, campo?: HTMLInputElement | HTMLTextAreaElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(texto);
      return true;
    }
  } catch {
    // Refused (permissions, insecure context): try the old way.
  }
  if (!campo) return false;
  const foco = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  campo.focus();
  campo.select();
  let copiou: boolean;
  try {
    copiou = document.execCommand('copy');
  } catch {
    copiou = false;
  }
  if (copiou) foco?.focus();
  return copiou;
}
