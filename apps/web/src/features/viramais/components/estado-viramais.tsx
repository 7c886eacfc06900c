import Typography from '@mui/material/Typography';
import { formatarCentavos, formatarDataBr } from '@portal/contracts';
import { useViraMais } from '../api/get-viramais';

/** The ViraMais card's state on the CASAG home: the balance and the next expiry. */
export function EstadoViraMais() {
  const consulta = useViraMais(1);
  if (consulta.isPending) {
    return (
      <Typography variant="body2" color="textSecondary" role="status">
        Carregando saldo…
      </Typography>
    );
  }
  if (consulta.isError) {
    return (
      <Typography variant="body2" color="error">
        Não foi possível carregar o saldo.
      </Typography>
    );
  }
  const { saldoCentavos, vencimentos } = consulta.data;
  const proximo = vencimentos[0];
  return (
    <Typography variant="body2" data-testid="estado-viramais">
      Saldo: <strong style={{ whiteSpace: 'nowrap' }}>{formatarCentavos(saldoCentavos)}</strong>
      {proximo && (
        <>
          {' '}
          · <span style={{ whiteSpace: 'nowrap' }}>{formatarCentavos(proximo.saldoCentavos)}</span> vencem em {formatarDataBr(proximo.validoAte)}
        </>
      )}
    </Typography>
  );
}
