import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatarCentavos, type CampanhaMembro } from '@portal/contracts';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { hrefAdquirirVacina, paths } from '@/config/paths';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { mensagemDeErro } from '@/lib/api-client';
import { useCampanhas } from '../api/get-campanhas';
import { doses, periodoBr, precoBr } from './formatar-vacinas';
import { PaginaVacinas } from './pagina-vacinas';

const estiloLista = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 } as const;

function Dado({ rotulo, children }: { rotulo: string; children: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" color="textSecondary" sx={{ fontWeight: 600, mt: { xs: 0.5, sm: 0 } }}>
        {rotulo}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function CartaoCampanha({ c }: { c: CampanhaMembro }) {
  const idTitulo = `campanha-${c.id}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={idTitulo} sx={{ p: { xs: 2, sm: 3 } }} data-testid="campanha">
      <Typography id={idTitulo} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {c.vacina}
      </Typography>
      {c.descricao ? <Typography sx={{ mb: 2 }}>{c.descricao}</Typography> : null}
      <Box component="dl" sx={estiloLista}>
        <Dado rotulo="Preço por dose para você">{precoBr(c.precoCentavos, c.gratuita)}</Dado>
        {!c.gratuita && c.precoOutrosCentavos !== c.precoAdimplenteCentavos ? (
          <Dado rotulo="Tabela">
            {formatarCentavos(c.precoAdimplenteCentavos)} para quem está em dia; {formatarCentavos(c.precoOutrosCentavos)} para os demais
          </Dado>
        ) : null}
        <Dado rotulo="Doses restantes">{c.estoque}</Dado>
        <Dado rotulo="Vendas">{periodoBr(c.vendaInicio, c.vendaFim)}</Dado>
        <Dado rotulo="Aplicação">{periodoBr(c.aplicacaoInicio, c.aplicacaoFim)}</Dado>
        <Dado rotulo="Locais">{c.locais.join('; ')}</Dado>
        <Dado rotulo="Sua família">
          {doses(c.dosesDaFamilia)} de até {c.limiteFamilia}
        </Dado>
      </Box>
      {c.avisoPreco ? (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="aviso-preco">
          {c.avisoPreco}{' '}
          <Button component={RouterLink} to={paths.financeiro} size="small" color="inherit" sx={{ textDecoration: 'underline' }}>
            Ver meus títulos
          </Button>
        </Alert>
      ) : null}
      <Box sx={{ mt: 2 }}>
        {c.elegivel ? (
          <Button component={RouterLink} to={hrefAdquirirVacina(c.id)} variant="contained" aria-label={`Adquirir doses de ${c.vacina}`}>
            Adquirir doses
          </Button>
        ) : (
          <Alert severity="info" data-testid="motivo">
            {c.motivo ?? 'Não é possível comprar doses desta campanha agora.'}
          </Alert>
        )}
      </Box>
    </Paper>
  );
}

/** /home/casag/vacinas: the campaigns selling today, with this member's price, doses left and whether they can buy. */
export function CampanhasPage() {
  const consulta = useCampanhas();
  let conteudo: React.ReactNode;
  if (consulta.isPending) conteudo = <LoadingState mensagem="Carregando campanhas…" />;
  else if (consulta.isError)
    conteudo = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  else {
    const { itens, colaborador } = consulta.data;
    conteudo = (
      <Stack spacing={2}>
        {colaborador ? (
          <Alert severity="info" data-testid="aviso-colaborador">
            A CASAG atende advogados e advogadas: no modo colaborador você pode ver as campanhas, mas não comprar doses.
          </Alert>
        ) : null}
        {itens.length === 0 ? <EmptyState mensagem="Nenhuma campanha de vacinação com vendas abertas agora." /> : itens.map((c) => <CartaoCampanha key={c.id} c={c} />)}
      </Stack>
    );
  }
  return (
    <PaginaVacinas titulo="Vacinas" descricao="Campanhas de vacinação da CASAG para você e seus dependentes.">
      {conteudo}
    </PaginaVacinas>
  );
}
