import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatarCentavos, formatarDataBr, type Pendencias, podeNegociar, type ResumoRequerimento, type TituloResumo } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { hrefNegociacao, paths } from '@/config/paths';
import { DialogoPagarTitulo } from '@/components/pagamento/dialogo-pagar-titulo';
import { mensagemDeErro } from '@/lib/api-client';
import { usePendencias } from '../api/get-pendencias';
import { CHAVE_REQUERIMENTOS } from '../api/get-requerimentos';
import { CarregandoLista } from './carregando-lista';
import { ListaDeRequerimentos } from './item-requerimento';
import { LinkVoltar } from '@/components/link-voltar';

function Secao({ id, titulo, descricao, quantidade, children }: { id: string; titulo: string; descricao: string; quantidade: number; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }} data-testid={`secao-${id}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {titulo}
        </Typography>
        {/* The list itself tells assistive technology how many items it has. */}
        <Chip size="small" label={quantidade} aria-hidden="true" />
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {descricao}
      </Typography>
      {children}
    </Box>
  );
}

/** Opens the payment of a título (the dialog lives on the page, so it outlives the list refreshing behind it). */
type AoPagar = (t: TituloResumo) => void;

function ItemTitulo({ t, onPagar }: { t: TituloResumo; onPagar: AoPagar }) {
  const idTitulo = useId();
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} data-testid="item-titulo">
      <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Typography id={idTitulo} component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {t.descricao}
        </Typography>
        <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatarCentavos(t.valorCentavos)}</Typography>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        <Typography variant="body2" color="textSecondary">
          Título nº {t.nufin} · Vencimento <time dateTime={t.vencimento}>{formatarDataBr(t.vencimento)}</time>
        </Typography>
        {t.vencido ? <Chip size="small" color="error" label="Vencido" /> : null}
      </Stack>
      {t.status === 'aberto' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ mt: 1.5 }}>
          <Button variant="contained" size="small" onClick={() => onPagar(t)} aria-haspopup="dialog" aria-describedby={idTitulo}>
            Pagar
          </Button>
          {podeNegociar(t) ? (
            <Button component={RouterLink} to={hrefNegociacao(t.nufin)} variant="outlined" size="small" aria-describedby={idTitulo}>
              Negociar
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Paper>
  );
}

function Titulos({ titulos, onPagar }: { titulos: TituloResumo[]; onPagar: AoPagar }) {
  const total = titulos.reduce((s, t) => s + t.valorCentavos, 0);
  const vencidos = titulos.filter((t) => t.vencido);
  const totalVencido = vencidos.reduce((s, t) => s + t.valorCentavos, 0);
  return (
    <>
      <Stack component="ul" spacing={1.5} aria-label="Títulos em aberto" sx={{ p: 0, m: 0 }}>
        {titulos.map((t) => (
          <ItemTitulo key={t.id} t={t} onPagar={onPagar} />
        ))}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, mt: 1.5, bgcolor: 'action.hover' }} data-testid="totais-titulos">
        <Typography sx={{ fontWeight: 600 }}>Total em aberto: {formatarCentavos(total)}</Typography>
        {vencidos.length > 0 ? (
          <Typography color="error" sx={{ fontWeight: 600 }}>
            Vencidos: {formatarCentavos(totalVencido)} ({vencidos.length === 1 ? '1 título' : `${vencidos.length} títulos`})
          </Typography>
        ) : null}
      </Paper>
    </>
  );
}

function NadaPendente() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} data-testid="nada-pendente">
      <TaskAltOutlined color="success" aria-hidden="true" sx={{ fontSize: 48 }} />
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 1 }}>
        Nada pendente
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1, mb: 2 }}>
        Você não tem rascunhos, diligências, taxas ou títulos em aberto. Tudo em dia!
      </Typography>
      <Button component={RouterLink} to={paths.meusRequerimentos} variant="outlined">
        Ver meus requerimentos
      </Button>
    </Paper>
  );
}

function Conteudo({ p, onPagar }: { p: Pendencias; onPagar: AoPagar }) {
  const vazio = (lista: ResumoRequerimento[]) => lista.length === 0;
  if (vazio(p.rascunhos) && vazio(p.diligencias) && vazio(p.aguardandoPagamento) && p.titulosAbertos.length === 0) return <NadaPendente />;
  return (
    <>
      {p.rascunhos.length > 0 ? (
        <Secao id="rascunhos" titulo="Rascunhos" descricao="Pedidos começados e ainda não enviados." quantidade={p.rascunhos.length}>
          <ListaDeRequerimentos itens={p.rascunhos} rotulo="Rascunhos" nivel="h3" />
        </Secao>
      ) : null}
      {p.diligencias.length > 0 ? (
        <Secao id="diligencias" titulo="Diligências" descricao="Pedidos em que a equipe aguarda documentos ou informações suas, dentro do prazo." quantidade={p.diligencias.length}>
          <ListaDeRequerimentos itens={p.diligencias} rotulo="Diligências" nivel="h3" />
        </Secao>
      ) : null}
      {p.aguardandoPagamento.length > 0 ? (
        <Secao
          id="aguardando-pagamento"
          titulo="Aguardando pagamento"
          descricao="Pedidos enviados que só seguem para análise depois que a taxa for paga."
          quantidade={p.aguardandoPagamento.length}
        >
          <ListaDeRequerimentos itens={p.aguardandoPagamento} rotulo="Aguardando pagamento" nivel="h3" />
        </Secao>
      ) : null}
      {p.titulosAbertos.length > 0 ? (
        <Secao id="titulos" titulo="Títulos em aberto" descricao="Anuidades, taxas e outros valores a pagar, os vencidos primeiro." quantidade={p.titulosAbertos.length}>
          <Titulos titulos={p.titulosAbertos} onPagar={onPagar} />
        </Secao>
      ) : null}
    </>
  );
}

/** /requerimento-pendente: everything waiting for the member (drafts, diligências, unpaid fees, open títulos to pay or negotiate). */
export function PendenciasPage() {
  const consulta = usePendencias();
  const queryClient = useQueryClient();
  const [pagando, setPagando] = useState<TituloResumo | null>(null);
  let conteudo: ReactNode;
  if (consulta.isPending) conteudo = <CarregandoLista rotulo="Carregando suas pendências" />;
  else if (consulta.isError) {
    conteudo = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  } else conteudo = <Conteudo p={consulta.data} onPagar={setPagando} />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <LinkVoltar para={paths.home} destino="o início" />
      <Typography variant="h1" sx={{ mt: 1, mb: 1 }}>
        Pendências
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        O que aguarda uma ação sua: rascunhos para concluir, diligências para responder e valores a pagar.
      </Typography>
      {conteudo}
      {pagando ? (
        <DialogoPagarTitulo
          titulo={pagando}
          aoFechar={() => setPagando(null)}
          // Paid: it leaves the open títulos (and a fee's request leaves 'aguardando pagamento').
          onPago={() => void queryClient.invalidateQueries({ queryKey: CHAVE_REQUERIMENTOS })}
        />
      ) : null}
    </Container>
  );
}
