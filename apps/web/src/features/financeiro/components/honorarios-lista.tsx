import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatarCentavos, type ItemHonorario } from '@portal/contracts';
import { percentualDeBp } from './negociacao-regras';

/** The minimum fee of an act: a value in reais, a percentage (of the benefit or the case's value), or both. */
export function valorDoHonorario(item: Pick<ItemHonorario, 'valorCentavos' | 'percentualBp'>): string {
  const partes: string[] = [];
  if (item.valorCentavos !== null) partes.push(formatarCentavos(item.valorCentavos));
  if (item.percentualBp !== null) partes.push(percentualDeBp(item.percentualBp));
  return partes.length > 0 ? partes.join(' ou ') : 'Sem valor mínimo';
}

/**
 * The acts of a page of the fee table. A list rather than a table: at 360 px the act's description needs the
 * whole width, with the value beside it on larger screens and under it on phones.
 */
export function HonorariosLista({ itens }: { itens: readonly ItemHonorario[] }) {
  return (
    <Box component="ul" aria-label="Atos da tabela de honorários" sx={{ listStyle: 'none', p: 0, m: 0, borderTop: 1, borderColor: 'divider' }}>
      {itens.map((item) => (
        <Box
          component="li"
          key={item.id}
          data-testid="ato-honorario"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
            columnGap: 3,
            rowGap: 0.5,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              {item.area} · Código {item.codigo}
            </Typography>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.ato}</Typography>
            {item.observacao ? (
              <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                {item.observacao}
              </Typography>
            ) : null}
          </Box>
          <Typography
            sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', textAlign: { xs: 'left', sm: 'right' }, whiteSpace: { sm: 'nowrap' } }}
            data-testid="valor-honorario"
          >
            {valorDoHonorario(item)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
