import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import TablePagination from '@mui/material/TablePagination';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatarCentavos, type MOTIVOS_REVISAO, type PagamentoRevisao, type SituacaoRevisao } from '@portal/contracts';
import { useId, useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { mensagemDeErro } from '@/lib/api-client';
import { formatarDataHora } from '@/lib/datas';
import { useRevisao } from '../api/get-revisao';
import { DialogoResolverRevisao } from './dialogo-resolver-revisao';
import { propsPaginacao } from '@/components/props-paginacao';
import { Linha } from '@/components/linha-descricao';

export const ROTULO_MOTIVO_REVISAO: Record<(typeof MOTIVOS_REVISAO)[number], string> = {
  txid_desconhecido: 'Cobrança desconhecida',
  valor_divergente: 'Valor diferente do cobrado',
  titulo_nao_aberto: 'Título já não estava em aberto',
};

/** Why it did not settle, in a sentence staff can act on. */
const EXPLICACAO_MOTIVO: Record<(typeof MOTIVOS_REVISAO)[number], string> = {
  txid_desconhecido: 'A notificação cita uma cobrança que o portal não emitiu.',
  valor_divergente: 'O valor pago não é o valor da cobrança.',
  titulo_nao_aberto: 'O título já estava pago, renegociado ou cancelado quando o pagamento chegou.',
};

function CartaoPagamentoRevisao({ pagamento, aoResolver }: { pagamento: PagamentoRevisao; aoResolver?: () => void }) {
  const divergente = pagamento.motivo === 'valor_divergente' && pagamento.valorEsperadoCentavos !== null;
  return (
    <Card component="li" variant="outlined" data-testid="pagamento-revisao">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
          <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
            {ROTULO_MOTIVO_REVISAO[pagamento.motivo]}
          </Typography>
          <Chip size="small" variant="outlined" label={pagamento.meio === 'pix' ? 'PIX' : 'Boleto'} />
        </Stack>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {EXPLICACAO_MOTIVO[pagamento.motivo]}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, typography: 'body2' }}>
          <Linha rotulo="Valor pago">{formatarCentavos(pagamento.valorCentavos)}</Linha>
          {divergente ? <Linha rotulo="Valor cobrado">{formatarCentavos(pagamento.valorEsperadoCentavos ?? 0)}</Linha> : null}
          <Linha rotulo="Pago em">{formatarDataHora(pagamento.pagoEm)}</Linha>
          <Linha rotulo="Recebido em">{formatarDataHora(pagamento.recebidoEm)}</Linha>
          {pagamento.nufin !== null ? <Linha rotulo="Título">{pagamento.nufin}</Linha> : null}
          {pagamento.pessoaNome ? <Linha rotulo="Pessoa">{pagamento.pessoaNome}</Linha> : null}
          <Linha rotulo="ID fim a fim (E2E)">{pagamento.endToEndId}</Linha>
          <Linha rotulo={pagamento.meio === 'pix' ? 'txid' : 'Nosso número'}>{pagamento.txid}</Linha>
          {pagamento.resolucao ? (
            <>
              <Linha rotulo="Resolvido em">
                {formatarDataHora(pagamento.resolucao.em)} por {pagamento.resolucao.por}
              </Linha>
              <Linha rotulo="Observação">{pagamento.resolucao.observacao}</Linha>
            </>
          ) : null}
        </Box>
        {aoResolver ? (
          <Button variant="outlined" onClick={aoResolver} sx={{ mt: 1.5, width: { xs: '100%', sm: 'auto' } }} aria-label={`Resolver o pagamento ${pagamento.endToEndId}`}>
            Resolver
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

interface SecaoPagamentosRevisaoProps {
  situacao: SituacaoRevisao;
  pagina: number;
  aoMudar: (mudanca: { situacao: SituacaoRevisao; pagina: number }) => void;
}

const ID_ABA = (s: SituacaoRevisao) => `revisao-aba-${s}`;
const ID_PAINEL = 'revisao-painel';

/** 'Pagamentos em revisão': notifications that did not settle, for staff to sort out, and the ones already resolved. */
export function SecaoPagamentosRevisao({ situacao, pagina, aoMudar }: SecaoPagamentosRevisaoProps) {
  const theme = useTheme();
  const compacto = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const idSecao = useId();
  const consulta = useRevisao({ situacao, pagina });
  const [resolvendo, setResolvendo] = useState<PagamentoRevisao | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);

  let corpo: ReactNode;
  if (consulta.isPending) {
    corpo = <LoadingState mensagem="Carregando pagamentos…" />;
  } else if (consulta.isError) {
    corpo = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  } else if (consulta.data.itens.length === 0) {
    corpo = <EmptyState mensagem={situacao === 'em_revisao' ? 'Nenhum pagamento aguardando revisão.' : 'Nenhum pagamento resolvido ainda.'} />;
  } else {
    const { itens, total, porPagina } = consulta.data;
    corpo = (
      <>
        {consulta.isPlaceholderData ? <LinearProgress aria-label="Carregando pagamentos" /> : null}
        <Stack component="ul" spacing={1.5} aria-label={situacao === 'em_revisao' ? 'Pagamentos em revisão' : 'Pagamentos resolvidos'} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {itens.map((p) => (
            <CartaoPagamentoRevisao
              key={p.id}
              pagamento={p}
              aoResolver={
                p.situacao === 'em_revisao'
                  ? () => {
                      setAviso(null);
                      setResolvendo(p);
                    }
                  : undefined
              }
            />
          ))}
        </Stack>
        <TablePagination
          component="div"
          count={total}
          page={pagina - 1}
          rowsPerPage={porPagina}
          rowsPerPageOptions={[]}
          onPageChange={(_evento, nova) => aoMudar({ situacao, pagina: nova + 1 })}
          {...propsPaginacao(compacto)}
        />
      </>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={idSecao} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={idSecao} variant="h2" sx={{ mb: 0.5 }}>
        Pagamentos em revisão
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 1 }}>
        Notificações que o portal recebeu e não liquidou: cobrança desconhecida, valor diferente do cobrado ou título que já não estava em
        aberto. Nada é liquidado sozinho; resolva cada uma registrando o que foi feito.
      </Typography>
      {aviso ? (
        <Alert severity="success" role="status" onClose={() => setAviso(null)} sx={{ mb: 1 }}>
          {aviso}
        </Alert>
      ) : null}
      <Tabs
        value={situacao}
        onChange={(_e, nova: SituacaoRevisao) => {
          setAviso(null);
          aoMudar({ situacao: nova, pagina: 1 });
        }}
        aria-label="Situação dos pagamentos"
        variant="fullWidth"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="em_revisao" label="Em revisão" id={ID_ABA('em_revisao')} aria-controls={ID_PAINEL} />
        <Tab value="resolvido" label="Resolvidos" id={ID_ABA('resolvido')} aria-controls={ID_PAINEL} />
      </Tabs>
      <Box role="tabpanel" id={ID_PAINEL} aria-labelledby={ID_ABA(situacao)} aria-busy={consulta.isFetching}>
        {corpo}
      </Box>
      {resolvendo ? (
        <DialogoResolverRevisao
          pagamento={resolvendo}
          aoFechar={() => setResolvendo(null)}
          aoResolver={(r) => {
            setResolvendo(null);
            setAviso(`Pagamento ${r.endToEndId} marcado como resolvido.`);
          }}
        />
      ) : null}
    </Paper>
  );
}
