import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ORGAOS_PROCESSO, ROTULO_ORGAO_PROCESSO, ROTULO_STATUS_SESSAO, STATUS_SESSAO, type OrgaoProcesso, type SessoesFiltro, type StatusSessao } from '@portal/contracts';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PaginaStaff } from '@/components/pagina-staff';
import { hrefSessaoStaff, paths } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { useSessoesStaff } from '../api/get-sessoes-staff';
import { dataHoraLonga, rotuloModalidade } from './formatar';

/** /area-restrita/sessoes: judgment sessions by órgão, period and status; "Nova sessão". */
export function SessoesStaffPage() {
  const [filtro, setFiltro] = useState<SessoesFiltro>({});
  const consulta = useSessoesStaff(filtro);
  let conteudo: ReactNode;
  if (consulta.isPending) conteudo = <LoadingState mensagem="Carregando sessões…" />;
  else if (consulta.isError) conteudo = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  else if (consulta.data.length === 0) conteudo = <EmptyState mensagem="Nenhuma sessão encontrada com estes filtros." />;
  else
    conteudo = (
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {consulta.data.map((s) => (
          <Paper component="li" key={s.id} variant="outlined" sx={{ p: 2 }} data-testid="sessao-staff">
            <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography component="h2" variant="h2" sx={{ fontSize: '1.15rem' }}>
                {ROTULO_ORGAO_PROCESSO[s.orgao]}
              </Typography>
              <Chip size="small" label={ROTULO_STATUS_SESSAO[s.status]} color={s.status === 'aberta' ? 'success' : 'default'} />
            </Stack>
            <Typography variant="body2">{dataHoraLonga(s.inicio)} · {rotuloModalidade(s.modalidade)}</Typography>
            <Typography variant="body2" color="textSecondary">
              {s.itens} {s.itens === 1 ? 'processo' : 'processos'} na pauta{s.pendentes > 0 ? `, ${s.pendentes} aguardando resultado` : ''}.
            </Typography>
            <Button component={RouterLink} to={hrefSessaoStaff(s.id)} size="small" variant="outlined" sx={{ mt: 1 }} aria-label={`Abrir a sessão ${ROTULO_ORGAO_PROCESSO[s.orgao]} de ${dataHoraLonga(s.inicio)}`}>
              Abrir
            </Button>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <PaginaStaff
      titulo="Sessões de julgamento"
      descricao="Sessões dos órgãos colegiados: pauta, abertura, resultados e encerramento."
      acoes={
        <Button component={RouterLink} to={paths.novaSessao} variant="contained">
          Nova sessão
        </Button>
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }} component="form" aria-label="Filtros" onSubmit={(e) => e.preventDefault()}>
        <TextField select label="Órgão" size="small" value={filtro.orgao ?? ''} onChange={(e) => setFiltro((f) => ({ ...f, orgao: (e.target.value || undefined) as OrgaoProcesso | undefined }))} sx={{ minWidth: 180 }}>
          <MenuItem value="">Todos</MenuItem>
          {ORGAOS_PROCESSO.map((o) => (
            <MenuItem key={o} value={o}>
              {ROTULO_ORGAO_PROCESSO[o]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Status" size="small" value={filtro.status ?? ''} onChange={(e) => setFiltro((f) => ({ ...f, status: (e.target.value || undefined) as StatusSessao | undefined }))} sx={{ minWidth: 150 }}>
          <MenuItem value="">Todos</MenuItem>
          {STATUS_SESSAO.map((s) => (
            <MenuItem key={s} value={s}>
              {ROTULO_STATUS_SESSAO[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField type="date" label="De" size="small" value={filtro.de ?? ''} onChange={(e) => setFiltro((f) => ({ ...f, de: e.target.value || undefined }))} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="date" label="Até" size="small" value={filtro.ate ?? ''} onChange={(e) => setFiltro((f) => ({ ...f, ate: e.target.value || undefined }))} slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      {conteudo}
    </PaginaStaff>
  );
}
