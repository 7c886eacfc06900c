import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { AvisoTabelaAnuidade } from '@portal/contracts';
import { Link as RouterLink } from 'react-router';
import { EstadoAtalho, fase } from '@/components/estado-atalho';
import { paths } from '@/config/paths';
import { useTabelasAnuidade } from '../api/listar-tabelas-anuidade';

/**
 * The years the daily job cannot bill for want of a table (ADR 045): this year's as an error (nothing is being
 * billed), next year's as a warning from October. `comLink`: with a link to the table's page.
 */
export function AvisosTabelaAnuidade({ avisos, comLink }: { avisos: readonly AvisoTabelaAnuidade[]; comLink: boolean }) {
  if (avisos.length === 0) return null;
  return (
    <Stack spacing={1.5} sx={{ mb: 3 }} data-testid="avisos-tabela-anuidade">
      {avisos.map((a) => (
        <Alert key={a.exercicio} severity={a.gravidade === 'erro' ? 'error' : 'warning'}>
          {a.mensagem}
          {comLink ? (
            <>
              {' '}
              <Link component={RouterLink} to={paths.anuidadeStaff} color="inherit" sx={{ fontWeight: 600 }}>
                Cadastrar a tabela de {a.exercicio}
              </Link>
            </>
          ) : null}
        </Alert>
      ))}
    </Stack>
  );
}

/** The warnings, fetched on their own (the finance staff page): nothing while loading or when the list fails. */
export function AvisosTabelaAnuidadeDaApi() {
  const consulta = useTabelasAnuidade();
  if (!consulta.data) return null;
  return <AvisosTabelaAnuidade avisos={consulta.data.avisos} comLink />;
}

/** The state line of the hub's "Tabela da anuidade" card: the missing year, or that the tables are in. */
export function EstadoTabelaAnuidade() {
  const consulta = useTabelasAnuidade();
  const f = fase(consulta);
  if (f !== 'pronto' || !consulta.data) return <EstadoAtalho fase={f} />;
  const [primeiro] = consulta.data.avisos;
  if (!primeiro) return (
      <EstadoAtalho fase="pronto" tom="ok">
        Tabelas em dia.
      </EstadoAtalho>
    );
  return (
    <EstadoAtalho fase="pronto" tom="atencao">
      {primeiro.gravidade === 'erro' ? `Sem tabela de ${primeiro.exercicio}: a anuidade não está sendo lançada.` : `Falta a tabela de ${primeiro.exercicio}.`}
    </EstadoAtalho>
  );
}
