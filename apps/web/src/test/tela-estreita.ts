import { vi } from 'vitest';

/** Makes every `max-width` media query match, as on a phone (MUI's useMediaQuery reads window.matchMedia). */
export function simularTelaEstreita() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
