import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { apiClient, definirAoExpirarSessao } from '@/lib/api-client';

const adapterOriginal = apiClient.defaults.adapter;

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
  apiClient.defaults.adapter = adapterOriginal;
  definirAoExpirarSessao(null);
  vi.restoreAllMocks();
});
