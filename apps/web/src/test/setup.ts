import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { apiClient, definirAoExpirarSessao, definirAoRecusarAcesso } from '@/lib/api-client';

const transporteOriginal = apiClient.defaults.transporte;

// Lazy routes and MUI render slowly in jsdom when the machine is busy (CI runs projects in parallel on two
// cores): wait up to 5 s for what a test expects to appear, instead of testing-library's 1 s default.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia; MUI (useMediaQuery, date pickers) asks for it.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  apiClient.defaults.transporte = transporteOriginal;
  definirAoExpirarSessao(null);
  definirAoRecusarAcesso(null);
  vi.restoreAllMocks();
});
