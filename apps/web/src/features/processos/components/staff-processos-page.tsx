import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ROTULO_CLASSE_PROCESSO, ROTULO_ORGAO_PROCESSO, ROTULO_PAPEL_PARTE, ROTULO_SITUACAO_PROCESSO } from '@portal/contracts';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { FiltroSelecao } from '@/components/filtro-selecao';
import { LoadingState } from '@/components/loading-state';
import { PaginaStaff } from '@/components/pagina-staff';
import { Paginacao } from '@/components/paginacao';
import { hrefProcessoStaff, paths } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { useProcessosStaff, type FiltrosProcessosStaff } from '../api/get-processos-staff';
import { dataBr, OPCOES_CLASSE, OPCOES_ORGAO, OPCOES_SITUACAO } from './staff-rotulos';

const SEM_FILTROS: FiltrosProcessosStaff = { numero: '', parte: '', classe: '', orgao: '', situacao: '', sigiloso: '', pagina: 1 };

/** /area-restrita/processos: every process (confidential ones too) with filters, paginated; "Novo processo". */
export function StaffProcessosPage() {
  const [filtros, setFiltros] = useState<FiltrosProcessosStaff>(SEM_FILTROS);
  const [texto, setTexto] = useState({ numero: '', parte: '' });
  const consulta = useProcessosStaff(filtros);
  const mudar = (campo: keyof FiltrosProcessosStaff, valor: string) => setFiltros((f) => ({ ...f, [campo]: valor, pagina: 1 }));

  let conteudo: ReactNode;
  if (consulta.isPending) conteudo = <LoadingState mensagem="Carregando processos…" />;
  else if (consulta.isError)
    conteudo = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  else if (consulta.data.itens.length === 0) conteudo = <EmptyState mensagem="Nenhum processo encontrado com estes filtros." />;
  else {
    const d = consulta.data;
    conteudo = (
      <>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }} role="status">
          {d.total === 1 ? '1 processo' : `${d.total} processos`}
        </Typography>
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {d.itens.map((p) => (
            <Paper key={p.id} component="li" variant="outlined" sx={{ p: 2 }} data-testid="processo-staff-item">
              <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Link component={RouterLink} to={hrefProcessoStaff(p.id)} sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                  Processo {p.numero}
                </Link>
                {p.sigiloso ? <Chip size="small" color="warning" label="Sigiloso" /> : null}
                <Chip size="small" variant="outlined" label={ROTULO_SITUACAO_PROCESSO[p.situacao]} />
              </Stack>
              <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {ROTULO_CLASSE_PROCESSO[p.classe]} · {ROTULO_ORGAO_PROCESSO[p.orgao]} · {p.fase} · autuado em {dataBr(p.autuadoEm)}
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                {p.assunto}
              </Typography>
              {p.partes.length > 0 ? (
                <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                  {p.partes.map((x) => `${ROTULO_PAPEL_PARTE[x.papel]}: ${x.nome}`).join(' · ')}
                </Typography>
              ) : null}
            </Paper>
          ))}
        </Stack>
        <Paginacao pagina={d.pagina} paginas={Math.ceil(d.total / d.porPagina)} onMudar={(p) => setFiltros((f) => ({ ...f, pagina: p }))} rotulo="Páginas de processos" />
      </>
    );
  }

  return (
    <PaginaStaff
      titulo="Processos"
      descricao="Processos administrativos da seccional, sigilosos inclusive: autuação, partes, movimentos, documentos e prazos."
      largura="lg"
      acoes={
        <>
          <Button component={RouterLink} to={paths.processosImportar} variant="outlined" startIcon={<UploadFile />}>
            Importar processos
          </Button>
          <Button component={RouterLink} to={paths.processoStaffNovo} variant="contained">
            Novo processo
          </Button>
        </>
      }
    >
      <Box
        component="form"
        role="search"
        aria-label="Filtrar processos"
        onSubmit={(e) => {
          e.preventDefault();
          setFiltros((f) => ({ ...f, numero: texto.numero.trim(), parte: texto.parte.trim(), pagina: 1 }));
        }}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, gap: 1.5, mb: 3 }}
      >
        <TextField id="filtro-numero" label="Número" size="small" value={texto.numero} onChange={(e) => setTexto((t) => ({ ...t, numero: e.target.value }))} />
        <TextField id="filtro-parte" label="Nome da parte" size="small" value={texto.parte} onChange={(e) => setTexto((t) => ({ ...t, parte: e.target.value }))} />
        <FiltroSelecao id="filtro-classe" rotulo="Classe" valor={filtros.classe} onMudar={(v) => mudar('classe', v)} opcoes={OPCOES_CLASSE} semFiltro="Todas" />
        <FiltroSelecao id="filtro-orgao" rotulo="Órgão" valor={filtros.orgao} onMudar={(v) => mudar('orgao', v)} opcoes={OPCOES_ORGAO} semFiltro="Todos" />
        <FiltroSelecao id="filtro-situacao" rotulo="Situação" valor={filtros.situacao} onMudar={(v) => mudar('situacao', v)} opcoes={OPCOES_SITUACAO} semFiltro="Todas" />
        <FiltroSelecao
          id="filtro-sigilo"
          rotulo="Sigilo"
          valor={filtros.sigiloso}
          onMudar={(v) => mudar('sigiloso', v)}
          opcoes={[
            { valor: 'true', rotulo: 'Sigilosos' },
            { valor: 'false', rotulo: 'Públicos' },
          ]}
          semFiltro="Todos"
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="outlined">
            Buscar
          </Button>
          <Button
            type="button"
            onClick={() => {
              setTexto({ numero: '', parte: '' });
              setFiltros(SEM_FILTROS);
            }}
          >
            Limpar filtros
          </Button>
        </Box>
      </Box>
      {conteudo}
    </PaginaStaff>
  );
}
