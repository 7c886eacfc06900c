import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TipoRequerimento } from '@portal/contracts';
import { Link as RouterLink, Navigate } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import type { EstadoFluxo } from '../hooks/use-carregar-fluxo';
import { hrefAcompanharDenuncia, hrefCatalogo, voltarDaDenuncia, type Familia } from '../hooks/use-fluxo';
import { PaginaSimples } from './pagina-requerimento';

/** Every state of a step page other than 'pronto': loading, failure, not found, redirect, the lost 301 key. */
export function EstadoDoFluxo({
  estado,
  familia,
  tipoDaUrl,
}: {
  estado: Exclude<EstadoFluxo, { estado: 'pronto' }>;
  familia: Familia;
  tipoDaUrl: TipoRequerimento | null;
}) {
  const titulo = tipoDaUrl?.titulo ?? 'Requerimento';
  switch (estado.estado) {
    case 'redirecionar':
      return <Navigate to={estado.para} replace />;
    case 'carregando':
      return (
        <PaginaSimples titulo={titulo}>
          <LoadingState mensagem="Carregando o requerimento…" />
        </PaginaSimples>
      );
    case 'erro':
      return (
        <PaginaSimples titulo={titulo}>
          <ErrorState mensagem={estado.mensagem} onTentarNovamente={estado.tentarNovamente} tentando={estado.tentando} />
        </PaginaSimples>
      );
    case 'nao-encontrado':
      return (
        <PaginaSimples titulo={titulo}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="warning" sx={{ width: '100%' }}>
              {estado.mensagem}
            </Alert>
            <Button component={RouterLink} to={hrefCatalogo(familia)} variant="outlined">
              Ver os tipos de requerimento
            </Button>
          </Stack>
        </PaginaSimples>
      );
    case 'sem-chave':
      return (
        <PaginaSimples titulo={titulo}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="warning" sx={{ width: '100%' }}>
              Esta denúncia anônima não pode mais ser aberta nesta aba. Para proteger seu anonimato, a chave de acompanhamento
              fica guardada só na aba em que a denúncia foi escrita, até o envio.
            </Alert>
            <Typography>Se você já guardou a chave, acompanhe a denúncia por ela. Se não, comece uma nova denúncia.</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
              <Button component={RouterLink} to={hrefAcompanharDenuncia(familia)} variant="contained">
                Acompanhar pela chave
              </Button>
              <Button component={RouterLink} to={voltarDaDenuncia(familia).href} variant="outlined">
                {voltarDaDenuncia(familia).rotulo}
              </Button>
            </Stack>
          </Stack>
        </PaginaSimples>
      );
    default: {
      const nunca: never = estado;
      return nunca;
    }
  }
}
