import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { ROTULO_PARENTESCO_DEPENDENTE, formatarCpf, formatarDataBr, type Dependente } from '@portal/contracts';
import { useRef, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { mensagemDeErro } from '@/lib/api-client';
import { useDependentes } from '../api/get-dependentes';
import { DialogoDependente } from './dialogo-dependente';
import { DialogoRemoverDependente } from './dialogo-remover-dependente';

type Dialogo = { tipo: 'incluir' } | { tipo: 'editar'; dependente: Dependente } | { tipo: 'remover'; dependente: Dependente } | null;

function detalhes(d: Dependente): string {
  const partes = [ROTULO_PARENTESCO_DEPENDENTE[d.parentesco]];
  partes.push(d.cpf ? `CPF ${formatarCpf(d.cpf)}` : 'Sem CPF');
  partes.push(`Nascimento ${formatarDataBr(d.nascimento)}`);
  return partes.join(' · ');
}

/**
 * 'Dependentes': the member's registry (list, add, edit, remove with confirmation). Each change goes to the
 * history below; vaccines, tickets and the funeral aid choose people from here.
 */
export function SecaoDependentes() {
  const consulta = useDependentes();
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const botaoAdicionar = useRef<HTMLButtonElement>(null);

  const fechar = () => {
    setDialogo(null);
    // Focus goes back to a control that still exists (the edited or removed row may be gone).
    requestAnimationFrame(() => botaoAdicionar.current?.focus());
  };
  const concluir = (mensagem: string) => {
    setAviso(mensagem);
    fechar();
  };

  let lista;
  if (consulta.isPending) {
    lista = (
      <Box role="status" aria-label="Carregando os dependentes">
        {[0, 1].map((i) => (
          <Skeleton key={i} height={56} />
        ))}
      </Box>
    );
  } else if (consulta.isError) {
    lista = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  } else if (consulta.data.length === 0) {
    lista = <EmptyState mensagem="Nenhum dependente cadastrado." />;
  } else {
    lista = (
      <Box component="ul" aria-label="Seus dependentes" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="lista-dependentes">
        {consulta.data.map((d) => (
          <Box
            component="li"
            key={d.id}
            sx={{
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0 },
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
            }}
          >
            <Box sx={{ minWidth: 0, flex: '1 1 14rem' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{d.nome}</Typography>
              <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                {detalhes(d)}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button size="small" startIcon={<EditOutlined aria-hidden="true" />} aria-label={`Editar ${d.nome}`} onClick={() => setDialogo({ tipo: 'editar', dependente: d })}>
                Editar
              </Button>
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutlined aria-hidden="true" />}
                aria-label={`Remover ${d.nome}`}
                onClick={() => setDialogo({ tipo: 'remover', dependente: d })}
              >
                Remover
              </Button>
            </Box>
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <Box>
      {lista}
      <Button
        ref={botaoAdicionar}
        variant="outlined"
        startIcon={<Add aria-hidden="true" />}
        onClick={() => {
          setAviso(null);
          setDialogo({ tipo: 'incluir' });
        }}
        disabled={consulta.isPending || consulta.isError}
        sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }}
      >
        Adicionar dependente
      </Button>
      <Snackbar
        open={aviso !== null}
        autoHideDuration={6000}
        onClose={(_e, motivo) => {
          if (motivo !== 'clickaway') setAviso(null);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={() => setAviso(null)} sx={{ width: '100%' }}>
          {aviso}
        </Alert>
      </Snackbar>
      {dialogo?.tipo === 'incluir' ? <DialogoDependente dependente={null} aoFechar={fechar} aoSalvar={concluir} /> : null}
      {dialogo?.tipo === 'editar' ? <DialogoDependente dependente={dialogo.dependente} aoFechar={fechar} aoSalvar={concluir} /> : null}
      {dialogo?.tipo === 'remover' ? (
        <DialogoRemoverDependente dependente={dialogo.dependente} aoFechar={fechar} aoRemover={() => concluir('Dependente removido.')} />
      ) : null}
    </Box>
  );
}
