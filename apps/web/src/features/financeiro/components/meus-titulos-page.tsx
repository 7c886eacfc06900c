import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ORIGENS_TITULO, ROTULO_ORIGEM_TITULO, ROTULO_SITUACAO_TITULO, type SituacaoTitulo, SITUACOES_TITULO, type Titulo } from '@portal/contracts';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CampoSelecaoNativa } from '@/components/campo-selecao-nativa';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { paths } from '@/config/paths';
import { lerEnum, lerPagina, useFiltrosNaUrl } from '@/hooks/use-filtros-na-url';
import { mensagemDeErro } from '@/lib/api-client';
import { useBaixarDemonstrativo } from '../api/baixar-demonstrativo';
import { useTitulos, type FiltroTitulos } from '../api/get-titulos';
import { DialogoPagarTitulo } from '@/components/pagamento/dialogo-pagar-titulo';
import { FiltroSelecao } from '@/components/filtro-selecao';
import { Paginacao } from '@/components/paginacao';
import { TituloCard } from './titulo-card';
import { LinkVoltar } from '@/components/link-voltar';

type Filtro = 'situacao' | 'origem' | 'ano';

function lerAno(valor: string | null): number | undefined {
  const n = Number(valor);
  return valor && Number.isInteger(n) && n >= 2000 && n <= 2100 ? n : undefined;
}

const VAZIO_POR_SITUACAO: Record<SituacaoTitulo, string> = {
  aberto: 'Nenhum título em aberto.',
  vencido: 'Nenhum título vencido. Tudo em dia!',
  pago: 'Nenhum título pago.',
  renegociado: 'Nenhum título renegociado.',
  cancelado: 'Nenhum título cancelado.',
};

/** What an empty list means for the filters in use. */
function mensagemVazia({ situacao, origem, ano }: Omit<FiltroTitulos, 'pagina'>): string {
  if (situacao && !origem && ano === undefined) return VAZIO_POR_SITUACAO[situacao];
  if (!situacao && !origem && ano !== undefined) return `Nenhum título de ${ano}.`;
  if (!situacao && origem && ano === undefined) return `Nenhum título de ${ROTULO_ORIGEM_TITULO[origem].toLowerCase()}.`;
  const filtros = [
    situacao ? `situação ${ROTULO_SITUACAO_TITULO[situacao].toLowerCase()}` : null,
    origem ? `origem ${ROTULO_ORIGEM_TITULO[origem].toLowerCase()}` : null,
    ano !== undefined ? `ano ${ano}` : null,
  ].filter(Boolean);
  return `Nenhum título com ${filtros.join(', ')}.`;
}

/**
 * 'Demonstrativo de pagamentos (IR)': the year's payments as a PDF, for the income tax return. Offers only the
 * years with confirmed payments (newest first) and opens on the last one.
 */
function Demonstrativo({ anos }: { anos: number[] }) {
  const [ano, setAno] = useState<number | null>(null);
  const baixar = useBaixarDemonstrativo();
  const escolhido = ano ?? anos[0] ?? null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="demonstrativo" sx={{ p: { xs: 2, sm: 3 }, mt: 4 }}>
      <Typography id="demonstrativo" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Demonstrativo de pagamentos (IR)
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Os pagamentos confirmados no ano, com data, título e valor, para a declaração do Imposto de Renda.
      </Typography>
      {escolhido === null ? (
        <Typography data-testid="demonstrativo-sem-pagamentos">
          Você ainda não tem pagamentos confirmados; o demonstrativo fica disponível depois do primeiro pagamento.
        </Typography>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { sm: 'center' } }}>
          <CampoSelecaoNativa
            id="demonstrativo-ano"
            label="Ano do demonstrativo"
            size="small"
            value={escolhido}
            onChange={(e) => {
              baixar.reset();
              setAno(Number(e.target.value));
            }}
            sx={{ minWidth: { sm: 140 } }}
          >
            {anos.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </CampoSelecaoNativa>
          <Button
            variant="outlined"
            onClick={() => baixar.mutate(escolhido)}
            disabled={baixar.isPending}
            aria-busy={baixar.isPending}
            startIcon={baixar.isPending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <PictureAsPdf aria-hidden="true" />}
          >
            Baixar demonstrativo (PDF)
          </Button>
        </Stack>
      )}
      {baixar.isError ? (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="erro-demonstrativo">
          {mensagemDeErro(baixar.error)}
        </Alert>
      ) : null}
    </Paper>
  );
}

/**
 * /financeiro: the member's títulos with filters in the URL (?situacao=&origem=&ano=&pagina=), each with what it
 * costs today and its actions (pay by PIX or boleto in a dialog, negotiate an overdue debt, download the receipt),
 * and the yearly statement of payments.
 */
export function MeusTitulosPage() {
  const { params, alterar, irParaPagina, limpar } = useFiltrosNaUrl();
  const situacao = lerEnum(params.get('situacao'), SITUACOES_TITULO);
  const origem = lerEnum(params.get('origem'), ORIGENS_TITULO);
  const ano = lerAno(params.get('ano'));
  const pagina = lerPagina(params.get('pagina'));
  const comFiltro = Boolean(situacao ?? origem ?? ano);
  const consulta = useTitulos({ situacao, origem, ano, pagina });
  const [pagando, setPagando] = useState<Titulo | null>(null);

  // A new filter starts from the first page.
  const mudar = (chave: Filtro, valor: string) => alterar({ [chave]: valor }, { substituir: true });
  const limparFiltros = limpar;

  const anos = consulta.data?.anos ?? [];
  // The year in the URL stays selectable even when the list no longer names it.
  const anosDoFiltro = ano !== undefined && !anos.includes(ano) ? [ano, ...anos] : anos;

  let conteudo: ReactNode;
  if (consulta.isPending) {
    conteudo = (
      <Box role="status" aria-label="Carregando seus títulos">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={120} sx={{ mb: 1.5 }} />
        ))}
      </Box>
    );
  } else if (consulta.isError) {
    conteudo = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  } else if (consulta.data.itens.length === 0) {
    conteudo = (
      <Box sx={{ textAlign: 'center' }} data-testid="titulos-vazio">
        <EmptyState mensagem={comFiltro ? mensagemVazia({ situacao, origem, ano }) : pagina > 1 ? 'Não há títulos nesta página.' : 'Você não tem títulos.'} />
        {comFiltro ? (
          <Button onClick={limparFiltros}>Ver todos os títulos</Button>
        ) : pagina > 1 ? (
          <Button onClick={() => irParaPagina(1)}>Ir para a primeira página</Button>
        ) : null}
      </Box>
    );
  } else {
    const { itens, total, porPagina } = consulta.data;
    conteudo = (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite" data-testid="titulos-total">
          {total === 1 ? '1 título' : `${total} títulos`}
        </Typography>
        <Stack
          component="ul"
          spacing={1.5}
          aria-label="Títulos"
          aria-busy={consulta.isPlaceholderData}
          sx={{ p: 0, m: 0, opacity: consulta.isPlaceholderData ? 0.6 : 1 }}
        >
          {itens.map((t) => (
            <TituloCard key={t.id} titulo={t} onPagar={setPagando} />
          ))}
        </Stack>
        <Paginacao rotulo="Páginas de títulos" pagina={pagina} paginas={Math.max(1, Math.ceil(total / Math.max(1, porPagina)))} onMudar={(p) => irParaPagina(p)} />
      </>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <LinkVoltar para={paths.homeOab} destino="a OAB-GO" />
      <Typography variant="h1" sx={{ mt: 1, mb: 1 }}>
        Meus títulos
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Anuidades, taxas e outros valores: pague por PIX ou boleto, negocie os vencidos e baixe os recibos.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ mb: 3 }}>
        <Button component={RouterLink} to={paths.annuity} variant="outlined">
          Anuidade
        </Button>
        <Button component={RouterLink} to={paths.paymentPlan} variant="outlined">
          Plano de pagamento
        </Button>
      </Stack>

      <Stack
        component="form"
        role="search"
        aria-label="Filtrar títulos"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ mb: 3 }}
        onSubmit={(e) => e.preventDefault()}
      >
        <FiltroSelecao
          id="filtro-situacao"
          rotulo="Situação"
          valor={situacao ?? ''}
          onMudar={(v) => mudar('situacao', v)}
          semFiltro="Todas"
          opcoes={SITUACOES_TITULO.map((s) => ({ valor: s, rotulo: ROTULO_SITUACAO_TITULO[s] }))}
          sx={{ minWidth: { sm: 170 } }}
        />
        <FiltroSelecao
          id="filtro-origem"
          rotulo="Origem"
          valor={origem ?? ''}
          onMudar={(v) => mudar('origem', v)}
          semFiltro="Todas"
          opcoes={ORIGENS_TITULO.map((o) => ({ valor: o, rotulo: ROTULO_ORIGEM_TITULO[o] }))}
          sx={{ minWidth: { sm: 200 } }}
        />
        <FiltroSelecao
          id="filtro-ano"
          rotulo="Ano"
          valor={ano === undefined || ano === null ? '' : String(ano)}
          onMudar={(v) => mudar('ano', v)}
          semFiltro="Todos"
          opcoes={anosDoFiltro.map((a) => ({ valor: String(a), rotulo: String(a) }))}
          sx={{ minWidth: { sm: 120 } }}
        />
        {comFiltro ? (
          <Button onClick={limparFiltros} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
            Limpar filtros
          </Button>
        ) : null}
      </Stack>

      <Box component="section" aria-labelledby="lista-titulos">
        <Typography id="lista-titulos" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Títulos
        </Typography>
        {conteudo}
      </Box>

      {consulta.data ? <Demonstrativo anos={consulta.data.anosComPagamentos} /> : null}

      {pagando ? <DialogoPagarTitulo titulo={pagando} aoFechar={() => setPagando(null)} /> : null}
    </Container>
  );
}
