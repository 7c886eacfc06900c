import { styled } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

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
 * What an outlined MUI Card holding a CardActionArea and a CardContent looks like, drawn by two styled elements
 * instead of eight components per card (Card, Paper, CardActionArea, ButtonBase, its TouchRipple, CardContent, Box,
 * two Typography): /home shows thirteen of these, and rendering them was most of the page's first render on a
 * phone (ADR 028). The card is the box; the link fills it, so the whole card is the link.
 */
const Caixa = styled('div')(({ theme }) => ({
  height: '100%',
  listStyle: 'none',
  boxSizing: 'border-box',
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  overflow: 'hidden',
}));

const Ligacao = styled(RouterLink)(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(2),
  alignItems: 'flex-start',
  height: '100%',
  boxSizing: 'border-box',
  padding: theme.spacing(2, 2, 3),
  color: 'inherit',
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
  '&:hover': { backgroundColor: theme.palette.action.hover },
  // The ring inside: the card clips what goes past its edges (the theme's MuiCardActionArea rule, WCAG 2.4.7).
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: '-3px', boxShadow: 'none' },
  '& > svg': { flexShrink: 0 },
  '& .atalho-texto': { minWidth: 0 },
  '& .atalho-titulo': { ...theme.typography.h3, margin: theme.spacing(0, 0, 0.5) },
  '& .atalho-titulo.compacto': { fontSize: '1.1rem' },
  '& .atalho-descricao': { ...theme.typography.body2, margin: 0, color: theme.palette.text.secondary },
  '& .atalho-estado': { display: 'block' },
}));

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
  return (
    <Caixa as={itemDeLista ? 'li' : 'div'} className="atalho-card">
      <Ligacao to={para} {...(comEstado && { 'aria-labelledby': `${id}-titulo`, 'aria-describedby': `${id}-descricao ${id}-estado` })}>
        {icone}
        <div className="atalho-texto">
          <Titulo id={`${id}-titulo`} className={compacto ? 'atalho-titulo compacto' : 'atalho-titulo'}>
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
      </Ligacao>
    </Caixa>
  );
}
