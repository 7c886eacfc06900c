import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ROTULO_CLASSE_PROCESSO, ROTULO_ORGAO_PROCESSO, ROTULO_PAPEL_PARTE } from '@portal/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PaginaStaff } from '@/components/pagina-staff';
import { hrefSessaoStaff } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { useAdicionarNaPauta } from '../api/adicionar-na-pauta';
import { useCandidatos } from '../api/get-candidatos';

/** /area-restrita/sessoes/:id/adicionar-processo: search processes (number or party) and put them on the agenda. */
export function AdicionarProcessoPage() {
  const { id = '' } = useParams();
  const [texto, setTexto] = useState('');
  const [q, setQ] = useState('');
  const [incluidos, setIncluidos] = useState<string[]>([]);
  const candidatos = useCandidatos(id, q);
  const adicionar = useAdicionarNaPauta();
  const buscar = (e: FormEvent) => {
    e.preventDefault();
    setQ(texto.trim());
  };
  let resultado: ReactNode;
  if (q.length < 2) resultado = <Typography color="textSecondary">Digite ao menos 2 caracteres do número do processo ou do nome de uma parte.</Typography>;
  else if (candidatos.isPending) resultado = <LoadingState mensagem="Buscando processos…" />;
  else if (candidatos.isError) resultado = <ErrorState mensagem={mensagemDeErro(candidatos.error)} onTentarNovamente={() => void candidatos.refetch()} tentando={candidatos.isFetching} />;
  else if (candidatos.data.length === 0) resultado = <EmptyState mensagem="Nenhum processo encontrado fora de outra pauta em aberto." />;
  else
    resultado = (
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {candidatos.data.map((c) => (
          <Paper component="li" key={c.processoId} variant="outlined" sx={{ p: 2 }} data-testid="candidato">
            <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography component="h2" sx={{ fontWeight: 700 }}>
                Processo {c.numero}
              </Typography>
              {c.sigiloso && <Chip size="small" label="Sigiloso" color="warning" />}
            </Stack>
            <Typography variant="body2">
              {ROTULO_CLASSE_PROCESSO[c.classe]} · {ROTULO_ORGAO_PROCESSO[c.orgao]} · {c.assunto}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {[...c.partes.map((p) => `${ROTULO_PAPEL_PARTE[p.papel]}: ${p.nome}`), `Relator: ${c.relator ?? '—'}`].join(' · ')}
            </Typography>
            <Button
              size="small"
              variant="contained"
              sx={{ mt: 1 }}
              disabled={adicionar.isPending || incluidos.includes(c.processoId)}
              onClick={() => adicionar.mutate({ id, processoId: c.processoId }, { onSuccess: () => setIncluidos((l) => [...l, c.processoId]) })}
              aria-label={`${incluidos.includes(c.processoId) ? 'Incluído na pauta' : 'Incluir na pauta'} o processo ${c.numero}`}
            >
              {incluidos.includes(c.processoId) ? 'Incluído' : 'Incluir na pauta'}
            </Button>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <PaginaStaff
      titulo="Adicionar processo à pauta"
      descricao="Um processo fica em uma única pauta em aberto; os advogados das partes são intimados por e-mail."
      voltar={{ para: hrefSessaoStaff(id), destino: 'a sessão' }}
    >
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }} onSubmit={buscar} role="search">
        <TextField label="Número do processo ou nome da parte" value={texto} onChange={(e) => setTexto(e.target.value)} fullWidth size="small" />
        <Button type="submit" variant="outlined">
          Buscar
        </Button>
      </Stack>
      {adicionar.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {mensagemDeErro(adicionar.error)}
        </Alert>
      )}
      {adicionar.isSuccess && (
        <Alert severity="success" sx={{ mb: 2 }}>
          Processo incluído na pauta.
        </Alert>
      )}
      {resultado}
    </PaginaStaff>
  );
}
