import Typography from '@mui/material/Typography';
import { mensagemDeErro } from '@/lib/api-client';
import { useMeusConvites } from '../api/get-meus-convites';
import { frasesRestantes, nomeDoMes } from './formatar';

/** On the CEL home card: the invitations left this month (loading and error lines included). */
export function EstadoConvites() {
  const consulta = useMeusConvites();
  if (consulta.isPending) return <Typography variant="body2" color="textSecondary">Carregando convites…</Typography>;
  if (consulta.isError) return <Typography variant="body2" color="error">{mensagemDeErro(consulta.error)}</Typography>;
  const mes = consulta.data.cotas[0];
  if (consulta.data.impedimentos.length > 0) return <Typography variant="body2" sx={{ color: 'warning.dark' }}>Convites indisponíveis: veja por quê.</Typography>;
  if (!mes) return null;
  return (
    <Typography variant="body2" data-testid="estado-convites">
      {frasesRestantes(mes.restantes)} em {nomeDoMes(mes.mes)}
    </Typography>
  );
}
