import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { ROTULO_ETAPA, type EtapaRequerimento } from '@portal/contracts';

interface StepperRequerimentoProps {
  /** The type's steps (etapasDoTipo). */
  etapas: readonly EtapaRequerimento[];
  /** The step this page is. */
  atual: EtapaRequerimento;
}

/**
 * Where the member is in a request's flow. Phones get one line ('Etapa 2 de 4 — Documentos'); wider
 * screens a horizontal stepper with labels under the icons. Steps before the current one are done; at
 * 'finalizado' every step is.
 */
export function StepperRequerimento({ etapas, atual }: StepperRequerimentoProps) {
  const indice = Math.max(0, etapas.indexOf(atual));
  const concluido = atual === 'finalizado';
  return (
    <Box component="nav" aria-label="Etapas do requerimento" sx={{ mb: 3 }}>
      <Typography
        data-testid="etapa-compacta"
        // Completes the page's title and the announcement of a route change: 'Auxílio maternidade — Etapa 2 de 3 — Documentos'.
        data-complemento-titulo=""
        sx={{ display: { xs: 'block', sm: 'none' }, fontWeight: 600, color: 'text.secondary' }}
      >
        Etapa {indice + 1} de {etapas.length} — {ROTULO_ETAPA[atual]}
      </Typography>
      <Stepper activeStep={concluido ? etapas.length : indice} alternativeLabel sx={{ display: { xs: 'none', sm: 'flex' } }} component="ol">
        {etapas.map((etapa, i) => (
          <Step
            key={etapa}
            component="li"
            completed={concluido || i < indice}
            aria-current={i === indice ? 'step' : undefined}
            sx={{ listStyle: 'none' }}
          >
            <StepLabel>{ROTULO_ETAPA[etapa]}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
