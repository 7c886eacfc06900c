import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatarDataBr, ROTULO_STATUS, type Andamento } from '@portal/contracts';
import { formatarDataHora } from '@/lib/datas';

/** What a step of the history says: 'Em análise → Em diligência', or how the request began. */
export function rotuloDoAndamento(a: Andamento): string {
  if (a.de) return `${ROTULO_STATUS[a.de]} → ${ROTULO_STATUS[a.para]}`;
  return a.para === 'rascunho' ? 'Rascunho criado' : `Criado como ${ROTULO_STATUS[a.para].toLowerCase()}`;
}

/** A moment of the history: date and time, or the day alone (anonymous reports keep only the day). */
function quando(em: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(em) ? formatarDataBr(em) : formatarDataHora(em);
}

/**
 * The history of a request (member receipt, staff detail, anonymous follow-up): when, who (when `autores`
 * names them), the change, the reason and a diligência's deadline.
 */
export function HistoricoAndamentos({ andamentos, autores }: { andamentos: readonly Andamento[]; autores?: Record<Andamento['autor'], string> }) {
  if (andamentos.length === 0) return <Typography color="textSecondary">Nenhum andamento registrado.</Typography>;
  return (
    <Box component="ol" aria-label="Andamentos" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="andamentos">
      {andamentos.map((a) => (
        <Box component="li" key={a.id} data-testid="andamento" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
          <Typography variant="body2" color="textSecondary">
            <time dateTime={a.em}>{quando(a.em)}</time>
            {autores ? ` · ${autores[a.autor]}` : null}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{rotuloDoAndamento(a)}</Typography>
          {a.texto ? <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{a.texto}</Typography> : null}
          {a.prazo ? (
            <Typography variant="body2" sx={{ color: 'warning.dark', fontWeight: 600 }}>
              Prazo para responder: <time dateTime={a.prazo}>{formatarDataBr(a.prazo)}</time>
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
