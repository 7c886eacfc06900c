import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { garantirEstiloInicio } from './estilo-inicio';

interface AtalhoCardProps {
  titulo: string;
  descricao: string;
  para: string;
  icone: ReactNode;
  /** Heading level of the title, to fit the page's outline. */
  nivel?: 'h2' | 'h3';
  /** The card is an item of a list of cards (<li> inside a <ul>). */
  itemDeLista?: boolean;
  /** A smaller title, the size of the catalog's type cards beside it. */
  compacto?: boolean;
  /**
   * The service's state at a glance (the entity homes), under the description. With it, the link is named by the
   * title alone and described by the description and the state, so a screen reader hears a short name first.
   */
  estado?: ReactNode;
}

/*
 * What an outlined MUI Card holding a CardActionArea and a CardContent looks like, drawn by two plain elements and
 * the start-up stylesheet (components/estilo-inicio.ts) instead of eight components per card: /home shows thirteen
 * of these, and rendering them was most of the page's first render on a phone (ADR 028, ADR 032). The card is the
 * box; the link fills it, so the whole card is the link. The focus ring goes inside: the card clips its edges.
 */
garantirEstiloInicio();

/** A card linking to a page of the portal that exists: the whole card is the link, its title the link's name. */
export function AtalhoCard({
  titulo,
  descricao,
  para,
  icone,
  nivel = 'h3',
  itemDeLista = false,
  compacto = false,
  estado,
}: AtalhoCardProps) {
  const id = useId();
  const comEstado = estado !== undefined;
  const Titulo = nivel;
  const Caixa = itemDeLista ? 'li' : 'div';
  return (
    <Caixa className="atalho-card">
      <Link
        className="atalho-ligacao"
        to={para}
        {...(comEstado && { 'aria-labelledby': `${id}-titulo`, 'aria-describedby': `${id}-descricao ${id}-estado` })}
      >
        {icone}
        <div className="atalho-texto">
          <Titulo id={`${id}-titulo`} className={compacto ? 'pl-h3 atalho-titulo compacto' : 'pl-h3 atalho-titulo'}>
            {titulo}
          </Titulo>
          <p id={`${id}-descricao`} className="atalho-descricao">
            {descricao}
          </p>
          {comEstado && (
            <span id={`${id}-estado`} className="atalho-estado">
              {estado}
            </span>
          )}
        </div>
      </Link>
    </Caixa>
  );
}
