import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** The small "back to the area" link above a page's title. */
export function LinkVoltar({ href, rotulo }: { href: string; rotulo: string }) {
  return (
    <Button component={RouterLink} to={href} size="small" startIcon={<ArrowBack aria-hidden="true" />} sx={{ mb: 1, ml: -1 }}>
      {rotulo}
    </Button>
  );
}
