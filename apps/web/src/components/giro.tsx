import { garantirEstiloLeve } from './estilo-leve';

garantirEstiloLeve();

/** An indeterminate spinner drawn by CSS (components/estilo-leve.ts): decorative, the text beside it says why. */
export function Giro() {
  return (
    <svg className="pl-giro" viewBox="22 22 44 44" aria-hidden="true" focusable="false">
      <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
    </svg>
  );
}
