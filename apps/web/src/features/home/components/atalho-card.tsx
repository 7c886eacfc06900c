import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface AtalhoCardProps {
  titulo: string;
  descricao: string;
  para: string;
  icone: ReactNode;
}

/** A card linking to an area of the portal that exists. */
export function AtalhoCard({ titulo, descricao, para, icone }: AtalhoCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={para} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          {icone}
          <div>
            <Typography variant="h3" component="h3" sx={{ mb: 0.5 }}>
              {titulo}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {descricao}
            </Typography>
          </div>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
