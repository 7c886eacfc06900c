import type { ReactNode } from 'react';
import { garantirEstiloTelas } from './estilo-telas';

garantirEstiloTelas();

/**
 * A page's section as an outlined panel named by its heading (MUI's outlined Paper with an h2 of 1.25rem), in plain
 * elements (ADR 067). `id` is the heading's: the section is the region it names.
 */
export function SecaoLeve({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <section className="pl-painel" aria-labelledby={id}>
      <h2 id={id} className="pl-secao-titulo">
        {titulo}
      </h2>
      {children}
    </section>
  );
}
