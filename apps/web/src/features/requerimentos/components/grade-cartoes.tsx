import type { ReactNode } from 'react';
import { garantirEstiloTelas } from '@/components/estilo-telas';

garantirEstiloTelas();

/** A list laid out as a grid of cards: one column on a phone, two from 600 px. Plain elements (ADR 067). */
export function GradeCartoes({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <ul className="pl-grade-cartoes" aria-label={rotulo}>
      {children}
    </ul>
  );
}
