import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
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

/** A card linking to a page of the portal that exists: the whole card is the link, its title the link's name. */
export function AtalhoCard({ titulo, descricao, para, icone, nivel = 'h3', itemDeLista = false, compacto = false, estado }: AtalhoCardProps) {
  const id = useId();
  const comEstado = estado !== undefined;
  return (
    <Card component={itemDeLista ? 'li' : 'div'} variant="outlined" sx={{ height: '100%', ...(itemDeLista ? { listStyle: 'none' } : {}) }}>
      <CardActionArea
        component={RouterLink}
        to={para}
        sx={{ height: '100%', alignItems: 'flex-start' }}
        {...(comEstado && { 'aria-labelledby': `${id}-titulo`, 'aria-describedby': `${id}-descricao ${id}-estado` })}
      >
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          {icone}
          <Box sx={{ minWidth: 0 }}>
            <Typography id={`${id}-titulo`} variant="h3" component={nivel} sx={{ mb: 0.5, ...(compacto ? { fontSize: '1.1rem' } : {}) }}>
              {titulo}
            </Typography>
            <Typography id={`${id}-descricao`} variant="body2" color="text.secondary">
              {descricao}
            </Typography>
            {comEstado && (
              <Box component="span" id={`${id}-estado`} sx={{ display: 'block' }}>
                {estado}
              </Box>
            )}
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
