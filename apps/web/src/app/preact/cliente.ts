/**
 * `react-dom/client` in the production bundle (vite.config.ts, ADR 029): Preact's compatibility layer, with text
 * children written as React DOM writes them and effects run as React DOM runs them after an event.
 */
import { options } from 'preact';
import { instalarEfeitosComoReact } from './efeitos-como-react';
import { instalarTextoComoReact } from './texto-como-react';

instalarTextoComoReact(options);
instalarEfeitosComoReact(options);

export { createRoot, hydrateRoot } from 'preact/compat/client';
