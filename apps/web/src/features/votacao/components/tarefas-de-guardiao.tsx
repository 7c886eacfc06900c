import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROTULO_ETAPA_GUARDIAO, type EtapaGuardiao } from '@portal/contracts';
import { Link as RouterLink } from 'react-router';
import { hrefVotingGuardiao } from '@/config/paths';
import { useVotacoesGuardiao } from '../api/votacoes-guardiao';

/** Steps that wait on this guardian (the rest wait on others, or are done). */
const A_FAZER: readonly EtapaGuardiao[] = ['publicar-chave', 'enviar-partes', 'conferir-partes', 'decifrar'];

/**
 * "Suas tarefas de guardião(ã)": the polls where the signed-in user is a guardian, with their step and a link to
 * the guardian page. Shows nothing to whoever guards no poll (nor when the list cannot be loaded: it is a shortcut).
 */
export function TarefasDeGuardiao() {
  const consulta = useVotacoesGuardiao();
  if (!consulta.data || consulta.data.length === 0) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="tarefas-guardiao-titulo" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }} data-testid="tarefas-guardiao">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <KeyOutlined aria-hidden="true" color="primary" />
        <Typography id="tarefas-guardiao-titulo" variant="h2" sx={{ fontSize: '1.15rem' }}>
          Suas tarefas de guardião(ã)
        </Typography>
      </Stack>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {consulta.data.map((v) => (
          <Box
            component="li"
            key={v.id}
            sx={{
              display: 'flex',
              gap: 1,
              alignItems: { sm: 'center' },
              flexDirection: { xs: 'column', sm: 'row' },
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{v.titulo}</Typography>
              <Typography variant="body2" sx={{ color: A_FAZER.includes(v.etapa) ? 'warning.dark' : 'text.secondary' }}>
                {A_FAZER.includes(v.etapa) ? 'Pendente: ' : ''}
                {ROTULO_ETAPA_GUARDIAO[v.etapa]}
              </Typography>
            </Box>
            <Button
              component={RouterLink}
              to={hrefVotingGuardiao(v.id)}
              variant={A_FAZER.includes(v.etapa) ? 'contained' : 'outlined'}
              size="small"
              aria-label={`Abrir a página de guardião(ã) de ${v.titulo}`}
            >
              Abrir
            </Button>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
