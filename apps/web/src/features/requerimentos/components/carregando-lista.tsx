import { garantirEstiloTelas } from '@/components/estilo-telas';

garantirEstiloTelas();

/** Placeholder cards while a list loads (the look of MUI's rounded Skeleton, 96 px; plain elements, ADR 067). */
export function CarregandoLista({ rotulo, linhas = 3 }: { rotulo: string; linhas?: number }) {
  return (
    <div role="status" aria-label={rotulo} data-testid="lista-carregando">
      {Array.from({ length: linhas }, (_, i) => (
        <span key={i} className="pl-esqueleto pl-esqueleto-linha" />
      ))}
    </div>
  );
}
