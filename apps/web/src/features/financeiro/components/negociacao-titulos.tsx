import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { formatarDataBr, type Titulo } from '@portal/contracts';
import { useId } from 'react';
import { ValorSemQuebra } from './valor-sem-quebra';

function diasDeAtraso(dias: number): string {
  return dias === 1 ? '1 dia de atraso' : `${dias} dias de atraso`;
}

function ItemTitulo({ titulo, marcado, onMudar, desabilitado }: { titulo: Titulo; marcado: boolean; onMudar: (marcado: boolean) => void; desabilitado: boolean }) {
  const id = useId();
  const d = titulo.devido;
  return (
    <Box
      component="li"
      data-testid="titulo-elegivel"
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Checkbox
        id={`${id}-caixa`}
        checked={marcado}
        onChange={(e) => onMudar(e.target.checked)}
        disabled={desabilitado}
        slotProps={{ input: { 'aria-describedby': `${id}-detalhes` } }}
        sx={{ mt: -0.75, ml: -1 }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="label" htmlFor={`${id}-caixa`} sx={{ fontWeight: 600, cursor: 'pointer', display: 'block', overflowWrap: 'anywhere' }}>
          {titulo.descricao} — título nº {titulo.nufin}
        </Typography>
        <Box id={`${id}-detalhes`}>
          <Typography variant="body2" color="textSecondary">
            Venceu em {formatarDataBr(titulo.vencimento)}
            {d ? ` · ${diasDeAtraso(d.diasAtraso)}` : ''}
          </Typography>
          {d ? (
            <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              Principal <ValorSemQuebra centavos={d.principalCentavos} /> · Multa <ValorSemQuebra centavos={d.multaCentavos} /> · Juros{' '}
              <ValorSemQuebra centavos={d.jurosCentavos} /> ·{' '}
              <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
                Hoje <ValorSemQuebra centavos={d.totalCentavos} />
              </Box>
            </Typography>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}

interface NegociacaoTitulosProps {
  titulos: readonly Titulo[];
  selecionados: ReadonlySet<number>;
  onMudar: (nufin: number, marcado: boolean) => void;
  /** id of the heading that names the group. */
  rotuladoPor: string;
  erro?: string | undefined;
  desabilitado: boolean;
}

/** The member's overdue títulos with today's principal, fine, interest and delay; each can go into the agreement. */
export function NegociacaoTitulos({ titulos, selecionados, onMudar, rotuladoPor, erro, desabilitado }: NegociacaoTitulosProps) {
  const idErro = useId();
  return (
    <div role="group" aria-labelledby={rotuladoPor} aria-describedby={erro ? idErro : undefined}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {titulos.map((t) => (
          <ItemTitulo key={t.nufin} titulo={t} marcado={selecionados.has(t.nufin)} onMudar={(m) => onMudar(t.nufin, m)} desabilitado={desabilitado} />
        ))}
      </Box>
      {erro ? (
        <FormHelperText id={idErro} error data-testid="erro-nufins">
          {erro}
        </FormHelperText>
      ) : null}
    </div>
  );
}
