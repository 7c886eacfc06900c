import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatarCentavos, formatarDataBr, type SimulacaoNegociacao } from '@portal/contracts';
import { percentualDeBp } from './negociacao-regras';

const estiloLista = {
  display: 'grid',
  gridTemplateColumns: 'minmax(110px, max-content) 1fr',
  columnGap: 2,
  rowGap: 0.75,
  m: 0,
  '& dt': { color: 'text.secondary', fontWeight: 600 },
  '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
} as const;

/** The simulated agreement: principal, fine, interest, discount, total and entry, then the payment schedule. */
export function NegociacaoSimulacao({ simulacao }: { simulacao: SimulacaoNegociacao }) {
  const s = simulacao;
  const parcelas = s.parcelas.length - 1;
  return (
    <>
      <Box component="dl" sx={{ ...estiloLista, maxWidth: 420 }} data-testid="resumo-simulacao">
        <dt>Principal</dt>
        <dd>{formatarCentavos(s.principalCentavos)}</dd>
        <dt>Multa</dt>
        <dd>{formatarCentavos(s.multaCentavos)}</dd>
        <dt>Juros</dt>
        <dd>{formatarCentavos(s.jurosCentavos)}</dd>
        <dt>Desconto</dt>
        <dd>{s.descontoCentavos > 0 ? `− ${formatarCentavos(s.descontoCentavos)} (${percentualDeBp(s.descontoBp)} de juros e multa)` : 'Sem desconto'}</dd>
        <dt>Total</dt>
        <dd>
          <strong>{formatarCentavos(s.totalCentavos)}</strong>
        </dd>
        <dt>{parcelas === 0 ? 'À vista' : 'Entrada'}</dt>
        <dd>{formatarCentavos(s.entradaCentavos)}</dd>
      </Box>
      <Typography variant="h3" sx={{ fontSize: '1.05rem', mt: 3, mb: 1 }}>
        {parcelas === 0 ? 'Pagamento' : `Entrada e ${parcelas} ${parcelas === 1 ? 'parcela' : 'parcelas'}`}
      </Typography>
      <Table
        size="small"
        aria-label="Pagamentos do acordo"
        data-testid="cronograma"
        // Narrow cells on phones: three columns fit in 360 px without scrolling sideways.
        sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Pagamento</TableCell>
            <TableCell>Vencimento</TableCell>
            <TableCell align="right">Valor</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {s.parcelas.map((p) => (
            <TableRow key={p.numero}>
              <TableCell component="th" scope="row">
                {p.numero === 0 ? (parcelas === 0 ? 'Pagamento único' : 'Entrada') : `Parcela ${p.numero}`}
              </TableCell>
              <TableCell>{formatarDataBr(p.vencimento)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatarCentavos(p.valorCentavos)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
