import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatarCentavos, type TipoRequerimento } from '@portal/contracts';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';

interface CartaoTipoProps {
  tipo: TipoRequerimento;
  href: string;
  /** Show the fee line (OAB services). */
  mostrarTaxa?: boolean;
  nivel?: 'h2' | 'h3';
  /** The button's text: 'Solicitar' for services and benefits, 'Registrar' for an ombudsman report. */
  rotuloAcao?: string;
}

/** A type of the catalog as a card: code, title, description, fee and the button to start it ('Solicitar'). */
export function CartaoTipo({ tipo, href, mostrarTaxa = false, nivel = 'h2', rotuloAcao = 'Solicitar' }: CartaoTipoProps) {
  const idTitulo = useId();
  return (
    <Card component="li" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', listStyle: 'none' }} data-testid={`tipo-${tipo.codigo}`}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="body2" color="textSecondary">
          Código {tipo.codigo}
        </Typography>
        <Typography id={idTitulo} variant="h3" component={nivel} sx={{ fontSize: '1.1rem', my: 0.5 }}>
          {tipo.titulo}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {tipo.descricao}
        </Typography>
        {mostrarTaxa ? (
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
            {tipo.taxaCentavos ? `Taxa: ${formatarCentavos(tipo.taxaCentavos)}` : 'Sem taxa'}
          </Typography>
        ) : null}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={href} variant="contained" size="small" aria-describedby={idTitulo}>
          {rotuloAcao}
        </Button>
      </CardActions>
    </Card>
  );
}
