import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TituloResumo } from '@portal/contracts';
import { useId } from 'react';
import { TemaMui } from '../tema-mui';
import { PagarTitulo } from './pagar-titulo';

export interface DialogoPagarTituloProps {
  titulo: Pick<TituloResumo, 'nufin' | 'descricao'>;
  aoFechar: () => void;
  onPago?: () => void;
  /** The dialog's title; 'Pagar título' unless said (e.g. 'Pagar em cota única'). */
  rotulo?: string;
}

/**
 * PagarTitulo in a dialog, full screen on a phone (the QR code and the codes need the room). Loaded and mounted while
 * open (./dialogo-pagar-titulo), so each opening starts from the choice of PIX or boleto and the título is read fresh.
 */
export function DialogoPagarTituloAberto(props: DialogoPagarTituloProps) {
  // Pages drawn without MUI open it too (/annuity, ADR 067): the dialog brings the theme with it, as the user menu does.
  return (
    <TemaMui>
      <Dialogo {...props} />
    </TemaMui>
  );
}

function Dialogo({ titulo, aoFechar, onPago, rotulo = 'Pagar título' }: DialogoPagarTituloProps) {
  const tema = useTheme();
  const telaPequena = useMediaQuery(tema.breakpoints.down('sm'));
  const idTitulo = useId();
  return (
    <Dialog open onClose={aoFechar} aria-labelledby={idTitulo} fullScreen={telaPequena} fullWidth maxWidth="sm">
      <DialogTitle id={idTitulo} sx={{ overflowWrap: 'anywhere' }}>
        {rotulo}
        <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
          {titulo.descricao} · título nº {titulo.nufin}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <PagarTitulo nufin={titulo.nufin} {...(onPago ? { onPago } : {})} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={aoFechar}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
