import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CampanhaStaff } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PaginaStaff } from '@/components/pagina-staff';
import { mensagemDeErro } from '@/lib/api-client';
import { useCampanhasStaff } from '../api/get-campanhas-staff';
import { hrefCampanhaVacinaStaff, paths } from '@/config/paths';
import { periodoBr, precoBr } from './formatar-vacinas';

export const ROTULO_SITUACAO = { aberta: 'Vendas abertas', futura: 'Vendas ainda não começaram', encerrada: 'Encerrada' } as const;

/** The numbers of a campaign: reserved, paid, applied, expired and stock left. */
export function NumerosCampanha({ c }: { c: CampanhaStaff }) {
  const itens: [string, number][] = [
    ['Reservadas', c.numeros.reservadas],
    ['Pagas', c.numeros.pagas],
    ['Aplicadas', c.numeros.aplicadas],
    ['Expiradas', c.numeros.expiradas],
    ['Estoque restante', c.numeros.estoque],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' }, gap: 1, m: 0 }} data-testid="numeros">
      {itens.map(([rotulo, n]) => (
        <Box key={rotulo} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
          <Typography component="dt" variant="body2" color="textSecondary">
            {rotulo}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '1.25rem', fontWeight: 700 }}>
            {n}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Cartao({ c }: { c: CampanhaStaff }) {
  const id = `campanha-${c.id}`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }} data-testid="campanha-staff">
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={id} component="h2" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {c.vacina}
        </Typography>
        <Chip size="small" label={ROTULO_SITUACAO[c.situacao]} color={c.situacao === 'aberta' ? 'success' : 'default'} />
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        Vendas {periodoBr(c.vendaInicio, c.vendaFim)}; aplicação {periodoBr(c.aplicacaoInicio, c.aplicacaoFim)}.{' '}
        {c.gratuita ? 'Gratuita.' : `${precoBr(c.precoAdimplenteCentavos, false)} (em dia) / ${precoBr(c.precoOutrosCentavos, false)} (demais).`} Até {c.limiteFamilia} por família.
      </Typography>
      <NumerosCampanha c={c} />
      <Box sx={{ mt: 1.5 }}>
        <Button component={RouterLink} to={hrefCampanhaVacinaStaff(c.id)} variant="outlined" size="small" aria-label={`Abrir a campanha ${c.vacina}`}>
          Abrir
        </Button>
      </Box>
    </Paper>
  );
}

/** /area-restrita/vacinas: the campaigns with their numbers; new campaign; register an application. */
export function CampanhasStaffPage() {
  const consulta = useCampanhasStaff();
  let conteudo: ReactNode;
  if (consulta.isPending) conteudo = <LoadingState mensagem="Carregando campanhas…" />;
  else if (consulta.isError)
    conteudo = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  else if (consulta.data.length === 0) conteudo = <EmptyState mensagem="Nenhuma campanha cadastrada." />;
  else
    conteudo = (
      <Stack spacing={2}>
        {consulta.data.map((c) => (
          <Cartao key={c.id} c={c} />
        ))}
      </Stack>
    );
  return (
    <PaginaStaff
      titulo="Vacinas"
      descricao="Campanhas de vacinação da CASAG: estoque, preços, vendas e aplicações."
      acoes={
        <>
          <Button component={RouterLink} to={paths.vacinasAplicacao} variant="contained">
            Registrar aplicação
          </Button>
          <Button component={RouterLink} to={paths.vacinasStaffNova} variant="outlined">
            Nova campanha
          </Button>
        </>
      }
    >
      {conteudo}
    </PaginaStaff>
  );
}
