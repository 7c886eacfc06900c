import { AvisoLeve } from './aviso-leve';

interface ErroLeveProps {
  mensagem: string;
  onTentarNovamente?: () => void;
  tentando?: boolean;
}

/**
 * A failed load, as ErrorState shows it (the message, a retry button), in plain elements for the pages drawn without
 * MUI (/home, ADR 032): a load that failed on a bad network must not wait for another chunk to say so.
 */
export function ErroLeve({ mensagem, onTentarNovamente, tentando = false }: ErroLeveProps) {
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
