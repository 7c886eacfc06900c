import usePagination from '@mui/material/usePagination';
import { useEffect, useRef } from 'react';
import { garantirEstiloTelas } from './estilo-telas';

garantirEstiloTelas();

function rotuloItem(tipo: string, pagina: number | null, selecionada: boolean): string {
  switch (tipo) {
    case 'page':
      return selecionada ? `Página ${pagina ?? ''}, atual` : `Ir para a página ${pagina ?? ''}`;
    case 'next':
      return 'Próxima página';
    case 'previous':
      return 'Página anterior';
    case 'first':
      return 'Primeira página';
    default:
      return 'Última página';
  }
}

// Material icons' NavigateBefore and NavigateNext, as MUI's Pagination draws them.
const SETA = { previous: 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z', next: 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z' } as const;

/**
 * Page links under a list (labels in Portuguese; compact enough for 360 px). `rotulo` names the list for screen readers.
 * Which items show (first, last, the current page, ellipses) is MUI's own `usePagination`, a hook without styles; the
 * items are plain buttons with the look of MUI's Pagination (text, medium, primary), so it costs a page drawn without
 * MUI nothing (ADR 067).
 */
export function Paginacao({ pagina, paginas, onMudar, rotulo }: { pagina: number; paginas: number; onMudar: (p: number) => void; rotulo: string }) {
  const atual = Math.min(pagina, paginas);
  const { items } = usePagination({ page: atual, count: paginas, siblingCount: 0, onChange: (_e, p) => onMudar(p) });
  const lista = useRef<HTMLElement>(null);
  // As MUI's Pagination does: the arrow pressed to the first or last page turns disabled and drops the focus; it goes
  // to the current page's button instead of the body.
  const focoPendente = useRef<number | null>(null);
  useEffect(() => {
    if (focoPendente.current !== atual) return;
    focoPendente.current = null;
    const ativo = document.activeElement;
    if (ativo === null || ativo === document.body || (ativo instanceof HTMLButtonElement && ativo.disabled)) {
      lista.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    }
  }, [atual]);
  if (paginas <= 1) return null;
  return (
    <div className="pl-paginacao">
      <nav aria-label={rotulo} ref={lista}>
        <ul>
          {items.map(({ page, type, selected, disabled, onClick }, i) => (
            <li key={i}>
              {type === 'start-ellipsis' || type === 'end-ellipsis' ? (
                <div className="pl-pagina-item pl-reticencias">…</div>
              ) : (
                <button
                  type="button"
                  className={selected ? 'pl-pagina-item pl-pagina-atual' : 'pl-pagina-item'}
                  aria-label={rotuloItem(type, page, selected)}
                  aria-current={selected ? 'page' : undefined}
                  disabled={disabled}
                  onClick={(e) => {
                    const vaiDesabilitar = ((type === 'previous' || type === 'first') && page === 1) || ((type === 'next' || type === 'last') && page === paginas);
                    focoPendente.current = vaiDesabilitar ? page : null;
                    onClick(e);
                  }}
                >
                  {type === 'page' ? (
                    page
                  ) : type === 'previous' || type === 'next' ? (
                    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <path d={SETA[type]} />
                    </svg>
                  ) : null}
                </button>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <p className="pl-texto2 pl-secundario" aria-live="polite">
        Página {atual} de {paginas}
      </p>
    </div>
  );
}
