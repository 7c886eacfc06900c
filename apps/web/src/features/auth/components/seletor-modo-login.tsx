import Box from '@mui/material/Box';
import { useId } from 'react';

export type ModoLogin = 'usuario' | 'colaborador';

const MODOS: readonly { valor: ModoLogin; rotulo: string }[] = [
  { valor: 'usuario', rotulo: 'Usuário' },
  { valor: 'colaborador', rotulo: 'Colaborador' },
];

interface SeletorModoLoginProps {
  modo: ModoLogin;
  onChange: (modo: ModoLogin) => void;
  /** id of the text saying which mode is whose. */
  idDescricao: string;
}

/**
 * The login modes as a radio group of native radios, drawn as a segmented control. Screen readers say
 * "radio button, 1 of 2", so the keyboard use is known: one Tab stop on the chosen mode, arrows switch modes,
 * Tab goes on to the form.
 */
export function SeletorModoLogin({ modo, onChange, idDescricao }: SeletorModoLoginProps) {
  const nome = useId();
  return (
    <Box
      role="radiogroup"
      aria-label="Modo de login"
      aria-describedby={idDescricao}
      sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}
    >
      {MODOS.map(({ valor, rotulo }, i) => {
        const escolhido = modo === valor;
        return (
          <Box
            key={valor}
            component="label"
            sx={(tema) => ({
              position: 'relative',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1,
              minHeight: 48,
              px: 1.5,
              cursor: 'pointer',
              fontWeight: 600,
              border: `1px solid ${tema.palette.primary.main}`,
              ...(i === 0
                ? { borderRadius: `${tema.shape.borderRadius}px 0 0 ${tema.shape.borderRadius}px` }
                : { borderRadius: `0 ${tema.shape.borderRadius}px ${tema.shape.borderRadius}px 0`, borderLeft: 0 }),
              color: escolhido ? tema.palette.primary.contrastText : tema.palette.primary.main,
              bgcolor: escolhido ? 'primary.main' : 'background.paper',
              '&:hover': { bgcolor: escolhido ? 'primary.dark' : 'action.hover' },
              // The ring goes around the whole option, outside it, on top of its neighbour.
              '&:has(input:focus-visible)': {
                zIndex: 1,
                outline: `3px solid ${tema.palette.primary.main}`,
                outlineOffset: '2px',
              },
            })}
          >
            <Box
              component="input"
              type="radio"
              name={nome}
              value={valor}
              checked={escolhido}
              onChange={() => onChange(valor)}
              data-testid={`login-modo-${valor}`}
              // Invisible but there: it takes the clicks, the focus and the arrows.
              sx={{ position: 'absolute', inset: 0, m: 0, width: '100%', height: '100%', opacity: 0, cursor: 'pointer' }}
            />
            {/* What a radio looks like, so sighted keyboard users know the arrows too. */}
            <Box
              component="span"
              aria-hidden="true"
              sx={{
                width: 18,
                height: 18,
                flexShrink: 0,
                borderRadius: '50%',
                border: '2px solid currentColor',
                display: 'grid',
                placeItems: 'center',
                '&::after': escolhido
                  ? { content: '""', width: 8, height: 8, borderRadius: '50%', bgcolor: 'currentColor' }
                  : undefined,
              }}
            />
            {rotulo}
          </Box>
        );
      })}
    </Box>
  );
}
