import type { TipoRequerimento } from '@portal/contracts';
import { formatarCentavos } from '@portal/contracts/sem-zod';
import { useId } from 'react';
import { LinkBotaoLeve } from '@/components/botao-leve';
import { garantirEstiloTelas } from '@/components/estilo-telas';

garantirEstiloTelas();

interface CartaoTipoProps {
  tipo: TipoRequerimento;
  href: string;
  /** Show the fee line (OAB services). */
  mostrarTaxa?: boolean;
  nivel?: 'h2' | 'h3';
  /** The button's text: 'Solicitar' for services and benefits, 'Registrar' for an ombudsman report. */
  rotuloAcao?: string;
}

/**
 * A type of the catalog as a card: code, title, description, fee and the button to start it ('Solicitar'). Plain
 * elements with the look of MUI's outlined Card (ADR 067).
 */
export function CartaoTipo({ tipo, href, mostrarTaxa = false, nivel = 'h2', rotuloAcao = 'Solicitar' }: CartaoTipoProps) {
  const idTitulo = useId();
  const Titulo = nivel;
  return (
    <li className="pl-cartao-tipo" data-testid={`tipo-${tipo.codigo}`}>
      <div className="pl-cartao-tipo-corpo">
        <p className="pl-texto2 pl-secundario">Código {tipo.codigo}</p>
        <Titulo id={idTitulo} className="pl-h3-cartao pl-my-meio">
          {tipo.titulo}
        </Titulo>
        <p className="pl-texto2 pl-secundario">{tipo.descricao}</p>
        {mostrarTaxa ? <p className="pl-texto2 pl-forte pl-mt1">{tipo.taxaCentavos ? `Taxa: ${formatarCentavos(tipo.taxaCentavos)}` : 'Sem taxa'}</p> : null}
      </div>
      <div className="pl-cartao-tipo-acoes">
        <LinkBotaoLeve para={href} variante="cheio" pequeno aria-describedby={idTitulo}>
          {rotuloAcao}
        </LinkBotaoLeve>
      </div>
    </li>
  );
}
