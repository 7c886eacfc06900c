import Typography from '@mui/material/Typography';
import { useCampanhas } from '../api/get-campanhas';
import { useCompras } from '../api/get-compras';

/** The vaccines at a glance on /home/casag: doses ready to use, or how many campaigns are selling. */
export function EstadoVacinas() {
  const compras = useCompras();
  const campanhas = useCampanhas();
  if (compras.isPending || campanhas.isPending) {
    return (
      <Typography variant="body2" color="textSecondary">
        Carregando…
      </Typography>
    );
  }
  if (compras.isError || campanhas.isError) {
    return (
      <Typography variant="body2" color="textSecondary">
        Não foi possível carregar suas vacinas.
      </Typography>
    );
  }
  const prontas = compras.data.flatMap((c) => c.doses).filter((d) => d.status === 'paga').length;
  const aPagar = compras.data.filter((c) => c.status === 'reservada').length;
  const abertas = campanhas.data.itens.length;
  const partes: string[] = [];
  if (prontas > 0) partes.push(`${prontas} ${prontas === 1 ? 'dose para usar' : 'doses para usar'}`);
  if (aPagar > 0) partes.push(`${aPagar} ${aPagar === 1 ? 'compra aguardando pagamento' : 'compras aguardando pagamento'}`);
  partes.push(abertas === 0 ? 'nenhuma campanha aberta' : `${abertas} ${abertas === 1 ? 'campanha aberta' : 'campanhas abertas'}`);
  return (
    <Typography variant="body2" data-testid="estado-vacinas">
      {partes.join(' · ')}
    </Typography>
  );
}
