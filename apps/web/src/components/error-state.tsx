import { AvisoLeve } from './aviso-leve';

interface ErrorStateProps {
  mensagem: string;
  onTentarNovamente?: () => void;
  tentando?: boolean;
}

/**
 * A failed load: the message and a retry button, in the look of MUI's Alert, drawn with plain elements (ADR 033) so
 * every page can show it, /home included, and a load that failed on a bad network does not wait for MUI to say so.
 */
export function ErrorState({ mensagem, onTentarNovamente, tentando = false }: ErrorStateProps) {
  return (
    <AvisoLeve
      tipo="erro"
      acao={
        onTentarNovamente ? (
          <button type="button" className="pl-aviso-acao" onClick={onTentarNovamente} disabled={tentando}>
            Tentar novamente
          </button>
        ) : undefined
      }
    >
      {mensagem}
    </AvisoLeve>
  );
}
