import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ROTULO_ETAPA_GUARDIAO, type VotacaoStaff } from '@portal/contracts';

/**
 * On the staff card: each guardian with their step (the ceremony's progress), a complaint that stopped the ceremony,
 * and after the close the tally's progress ("1 de 2 guardiões decifraram").
 */
export function ProgressoDosGuardioes({ v }: { v: VotacaoStaff }) {
  if (v.guardioes.length === 0) return null;
  const guardioes = [...v.guardioes].sort((a, b) => a.indice - b.indice);
  const apurando = v.situacao === 'encerrada' || v.situacao === 'apurada' || v.situacao === 'publicada';
  const idTitulo = `guardioes-${v.id}`;
  return (
    <Box component="section" aria-labelledby={idTitulo} sx={{ mt: 1.5 }} data-testid="progresso-guardioes">
      <Typography id={idTitulo} variant="subtitle2" component="h4">
        Guardiões (quórum {v.quorum} de {guardioes.length})
        {v.situacao === 'cerimonia' && (v.cerimoniaConcluida ? ': cerimônia concluída' : ': cerimônia das chaves em andamento')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {guardioes.map((g) => (
          <Typography component="li" variant="body2" key={g.usuarioId} sx={{ overflowWrap: 'anywhere' }}>
            {g.indice}. {g.nome}
            {v.situacao !== 'rascunho' && <Box component="span" sx={{ color: 'text.secondary' }}>{` — ${ROTULO_ETAPA_GUARDIAO[g.etapa]}`}</Box>}
          </Typography>
        ))}
      </Box>
      {v.reclamacao && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Cerimônia interrompida: {v.reclamacao.por.nome} informou que a parte de {v.reclamacao.contra.nome} não confere. Reinicie a cerimônia.
        </Alert>
      )}
      {apurando && (
        <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }} data-testid="progresso-apuracao">
          {Math.min(v.decifracoes, v.quorum)} de {v.quorum} guardiões decifraram a apuração
          {v.decifracoes >= v.quorum ? '.' : ' (aguardando).'}
        </Typography>
      )}
    </Box>
  );
}
