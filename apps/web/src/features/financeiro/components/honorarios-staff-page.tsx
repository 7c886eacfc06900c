import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatarDataBr, type VersaoHonorarios } from '@portal/contracts';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PaginaStaff } from '@/components/pagina-staff';
import { paths } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { formatarDataHora } from '@/lib/datas';
import { useVersoesHonorarios } from '../api/get-versoes-honorarios';
import { avisoDeImportacao, FormularioImportarHonorarios } from './formulario-importar-honorarios';

const ROTULO_SITUACAO_VERSAO: Record<VersaoHonorarios['situacao'], string> = {
  vigente: 'Vigente',
  futura: 'Futura',
  anterior: 'Anterior',
};

const COR_SITUACAO_VERSAO: Record<VersaoHonorarios['situacao'], 'success' | 'info' | 'default'> = {
  vigente: 'success',
  futura: 'info',
  anterior: 'default',
};

function Linha({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {rotulo}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

function CartaoVersaoHonorarios({ versao }: { versao: VersaoHonorarios }) {
  return (
    <Card component="li" variant="outlined" data-testid="versao-honorarios">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
            Vigência a partir de {formatarDataBr(versao.vigenciaInicio)}
          </Typography>
          <Chip
            size="small"
            color={COR_SITUACAO_VERSAO[versao.situacao]}
            variant={versao.situacao === 'anterior' ? 'outlined' : 'filled'}
            label={ROTULO_SITUACAO_VERSAO[versao.situacao]}
          />
        </Stack>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, typography: 'body2' }}>
          <Linha rotulo="Itens">{versao.totalItens}</Linha>
          <Linha rotulo="Importada em">{formatarDataHora(versao.importadaEm)}</Linha>
          <Linha rotulo="Arquivo">{versao.arquivoNome}</Linha>
        </Box>
      </CardContent>
    </Card>
  );
}

/** /area-restrita/tabela-honorarios: the fee table's versions, and a new one imported from a CSV file. */
export function HonorariosStaffPage() {
  const idImportar = useId();
  const idVersoes = useId();
  const versoes = useVersoesHonorarios();
  const [aviso, setAviso] = useState<string | null>(null);

  let lista: ReactNode;
  if (versoes.isPending) {
    lista = <LoadingState mensagem="Carregando versões…" />;
  } else if (versoes.isError) {
    lista = <ErrorState mensagem={mensagemDeErro(versoes.error)} onTentarNovamente={() => void versoes.refetch()} tentando={versoes.isFetching} />;
  } else if (versoes.data.length === 0) {
    lista = <EmptyState mensagem="Nenhuma versão importada ainda. Importe a primeira acima." />;
  } else {
    lista = (
      <Stack component="ul" spacing={1.5} aria-label="Versões da tabela" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {versoes.data.map((v) => (
          <CartaoVersaoHonorarios key={v.id} versao={v} />
        ))}
      </Stack>
    );
  }

  return (
    <PaginaStaff
      titulo="Tabela de honorários"
      descricao={
        <>
          A tabela de honorários mínimos aprovada pela seccional. Cada importação cria uma versão, que passa a valer no dia escolhido.{' '}
          <Link component={RouterLink} to={paths.feetable}>
            Ver a tabela como os inscritos veem
          </Link>
          .
        </>
      }
    >
      <Paper variant="outlined" component="section" aria-labelledby={idImportar} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography id={idImportar} variant="h2" sx={{ mb: 1.5 }}>
          Importar nova versão
        </Typography>
        {aviso ? (
          <Alert severity="success" role="status" onClose={() => setAviso(null)} sx={{ mb: 2 }}>
            {aviso}
          </Alert>
        ) : null}
        <FormularioImportarHonorarios aoComecar={() => setAviso(null)} aoImportar={(v) => setAviso(avisoDeImportacao(v))} />
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby={idVersoes} aria-busy={versoes.isFetching} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={idVersoes} variant="h2" sx={{ mb: 1.5 }}>
          Versões
        </Typography>
        {lista}
      </Paper>
    </PaginaStaff>
  );
}
