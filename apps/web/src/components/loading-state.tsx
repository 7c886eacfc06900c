import { garantirEstiloLeve } from './estilo-leve';
import { Giro } from './giro';

garantirEstiloLeve();

interface LoadingStateProps {
  mensagem?: string;
  /** Fills the viewport (start-up, route loading) instead of a page section. */
  telaCheia?: boolean;
}

/**
 * What shows while a page or a section loads. Plain elements and CSS (ADR 032): it is the first thing a signed-in
 * visit paints, before any MUI component has been evaluated.
 */
export function LoadingState({ mensagem = 'Carregando…', telaCheia = false }: LoadingStateProps) {
  return (
    <div role="status" aria-live="polite" className={telaCheia ? 'pl-carregando pl-tela-cheia' : 'pl-carregando'}>
      <Giro />
      <p>{mensagem}</p>
    </div>
  );
}
