import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROTULO_TIPO_COMISSAO } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PaginaStaff } from '@/components/pagina-staff';
import { hrefComissaoStaff, paths } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { useComissoesStaff } from '../api/get-comissoes-staff';
import { ComissaoForm } from './comissao-form';

/** /area-restrita/comissoes: the commissions, and a form to create one. */
export function ComissoesStaffPage() {
  const consulta = useComissoesStaff();
  const navegar = useNavigate();
  let conteudo: ReactNode;
  if (consulta.isPending) conteudo = <LoadingState mensagem="Carregando comissões…" />;
  else if (consulta.isError)
    conteudo = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  else if (consulta.data.length === 0) conteudo = <EmptyState mensagem="Nenhuma comissão cadastrada." />;
  else
    conteudo = (
      <Stack spacing={1.5}>
        {consulta.data.map((c) => (
          <Paper key={c.id} component="article" variant="outlined" sx={{ p: 2 }} aria-labelledby={`c-${c.id}`}>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography id={`c-${c.id}`} component="h3" sx={{ fontWeight: 700 }}>
                {c.nome}
              </Typography>
              <Chip size="small" label={ROTULO_TIPO_COMISSAO[c.tipo]} />
            </Stack>
            <Typography variant="body2" color="textSecondary">
              {c.membrosVigentes} {c.membrosVigentes === 1 ? 'membro' : 'membros'} com mandato vigente · {c.reunioes} {c.reunioes === 1 ? 'reunião' : 'reuniões'}
            </Typography>
            <Button component={RouterLink} to={hrefComissaoStaff(c.id)} size="small" variant="outlined" sx={{ mt: 1 }} aria-label={`Abrir ${c.nome}`}>
              Abrir
            </Button>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <PaginaStaff
      titulo="Comissões"
      descricao="Comissões da OAB: membros, funções, portarias, mandatos e reuniões."
      acoes={
        <>
          <Button component={RouterLink} to={paths.comissoesImportar} variant="outlined" startIcon={<UploadFile />}>
            Importar membros
          </Button>
          <Button component={RouterLink} to={paths.presenca} variant="outlined">
            Listas de presença
          </Button>
        </>
      }
    >
      <Stack spacing={4}>
        <section aria-labelledby="lista-comissoes">
          <Typography id="lista-comissoes" component="h2" variant="h2" sx={{ fontSize: '1.375rem', mb: 1.5 }}>
            Comissões cadastradas
          </Typography>
          {conteudo}
        </section>
        <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby="nova-comissao">
          <Typography id="nova-comissao" component="h2" variant="h2" sx={{ fontSize: '1.375rem', mb: 2 }}>
            Nova comissão
          </Typography>
          <ComissaoForm aoSalvar={(c) => void navegar(hrefComissaoStaff(c.id))} />
        </Paper>
      </Stack>
    </PaginaStaff>
  );
}
