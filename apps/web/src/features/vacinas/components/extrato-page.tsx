import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatarCentavos, formatarDataBr, ROTULO_STATUS_COMPRA_VACINA, ROTULO_STATUS_DOSE, type CompraVacina, type Dose, type StatusDose } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { BotaoRecibo } from '@/components/pagamento/botao-recibo';
import { mensagemDeErro } from '@/lib/api-client';
import { useCompras } from '../api/get-compras';
import { BotaoCancelarReserva } from './botao-cancelar-reserva';
import { paths } from '@/config/paths';
import { dataHoraBr, periodoBr } from './formatar-vacinas';
import { PaginaVacinas } from './pagina-vacinas';
import { VoucherQr } from './voucher-qr';

const COR: Record<StatusDose, 'default' | 'success' | 'warning' | 'info'> = {
  reservada: 'warning',
  paga: 'success',
  aplicada: 'info',
  expirada: 'default',
  cancelada: 'default',
};

function ItemDose({ d }: { d: Dose }) {
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5 }} data-testid="dose" data-status={d.status}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem', overflowWrap: 'anywhere' }}>
          {d.pessoaNome}
          {d.titular ? ' (você)' : ''}
        </Typography>
        <Chip size="small" color={COR[d.status]} label={ROTULO_STATUS_DOSE[d.status]} />
      </Stack>
      {d.status === 'aplicada' && d.aplicadaEm ? (
        <Typography variant="body2">
          Aplicada em {dataHoraBr(d.aplicadaEm)}
          {d.aplicadaLocal ? ` (${d.aplicadaLocal})` : ''}.
        </Typography>
      ) : null}
      {d.status === 'paga' && d.voucher ? <VoucherQr codigo={d.voucher.codigo} codigoCurto={d.voucher.codigoCurto} pessoa={d.pessoaNome} /> : null}
    </Box>
  );
}

function CartaoCompra({ c }: { c: CompraVacina }) {
  const id = `compra-${c.id}`;
  let titulo: ReactNode;
  if (c.titulo) {
    titulo = (
      <Typography variant="body2">
        Título {c.titulo.nufin}: {formatarCentavos(c.titulo.valorCentavos)}, vencimento {formatarDataBr(c.titulo.vencimento)} ({c.titulo.status === 'pago' ? 'pago' : c.titulo.status === 'cancelado' ? 'cancelado' : 'em aberto'})
      </Typography>
    );
  } else {
    titulo = <Typography variant="body2">Sem título: {c.totalCentavos === 0 ? 'campanha gratuita' : 'pago com créditos ViraMais'}.</Typography>;
  }
  return (
    <Paper component="article" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }} data-testid="compra">
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={id} component="h2" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {c.campanha.vacina}
        </Typography>
        <Chip size="small" label={ROTULO_STATUS_COMPRA_VACINA[c.status]} color={c.status === 'paga' ? 'success' : c.status === 'reservada' ? 'warning' : 'default'} />
      </Stack>
      <Typography variant="body2" color="textSecondary">
        Compra de {dataHoraBr(c.criadaEm)}. Aplicação {periodoBr(c.campanha.aplicacaoInicio, c.campanha.aplicacaoFim)} em {c.campanha.locais.join('; ')}.
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Total {formatarCentavos(c.totalCentavos)}
        {c.viramaisCentavos > 0 ? `, dos quais ${formatarCentavos(c.viramaisCentavos)} em créditos ViraMais` : ''}.
      </Typography>
      {titulo}
      {c.status === 'reservada' ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          Aguardando pagamento{c.expiraEm ? ` até ${dataHoraBr(c.expiraEm)}` : ''}.{' '}
          <Button component={RouterLink} to={`${paths.vacinasAdquirir}?compra=${c.id}`} size="small" color="inherit" sx={{ textDecoration: 'underline' }}>
            Pagar agora
          </Button>
          <BotaoCancelarReserva compraId={c.id} vacina={c.campanha.vacina} />
        </Alert>
      ) : null}
      {c.titulo?.status === 'pago' ? (
        <Box sx={{ mt: 1.5 }}>
          <BotaoRecibo nufin={c.titulo.nufin} rotulo={`Recibo do título ${c.titulo.nufin} (PDF)`} />
        </Box>
      ) : null}
      <Divider sx={{ my: 1.5 }} />
      <Box component="ul" sx={{ m: 0, p: 0 }} aria-label={`Doses de ${c.campanha.vacina}`}>
        {c.doses.map((d) => (
          <ItemDose key={d.id} d={d} />
        ))}
      </Box>
    </Paper>
  );
}

/** /home/casag/vacinas/extrato: every purchase with its doses, status, título, receipt and each paid dose's voucher. */
export function ExtratoPage() {
  const consulta = useCompras();
  let conteudo: ReactNode;
  if (consulta.isPending) conteudo = <LoadingState mensagem="Carregando o extrato…" />;
  else if (consulta.isError)
    conteudo = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  else if (consulta.data.length === 0) conteudo = <EmptyState mensagem="Você ainda não comprou vacinas." />;
  else
    conteudo = (
      <Stack spacing={2}>
        {consulta.data.map((c) => (
          <CartaoCompra key={c.id} c={c} />
        ))}
      </Stack>
    );
  return (
    <PaginaVacinas titulo="Extrato de vacinas" descricao="Suas compras e doses. Apresente o QR ou o código de cada dose paga no local de aplicação.">
      {conteudo}
    </PaginaVacinas>
  );
}
