import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatarDataBr, ROTULO_ORIGEM_TITULO, type Titulo } from '@portal/contracts';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { hrefNegociacao } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { useBaixarRecibo } from '@/components/pagamento/api/titulo';
import { formatarDataEHora } from '@/components/pagamento/formatar-pagamento';
import { SituacaoTituloChip } from './situacao-titulo-chip';
import { ValorSemQuebra } from './valor-sem-quebra';

/**
 * 'Parcela 3 de 10' / 'Entrada do acordo' for an installment of a plan. An agreement's `parcelas` counts its
 * entry too, but its installments are numbered without it ('parcela 1 de 2' after the entry), as in the título's
 * description and on the plan page.
 */
export function rotuloParcela(plano: NonNullable<Titulo['plano']>): string {
  if (plano.parcela === 0) return 'Entrada do acordo';
  const total = plano.tipo === 'negociacao' ? plano.parcelas - 1 : plano.parcelas;
  return `Parcela ${plano.parcela} de ${total}`;
}

interface TituloCardProps {
  titulo: Titulo;
  /** Opens the payment (e.g. DialogoPagarTitulo). The button appears only when the API offers 'pagar'. */
  onPagar?: (titulo: Titulo) => void;
  /** The pay button's text ('Pagar' unless said). */
  rotuloPagar?: string;
  /** Heading level of the título's description, to fit the page's outline. */
  nivel?: 'h2' | 'h3' | 'h4';
  /** Rendered as an <li> (inside a <ul>); a plain block otherwise. */
  itemDeLista?: boolean;
  /** More content under the figures (e.g. a note). */
  children?: ReactNode;
}

/**
 * A título as a card that reads well at 360 px: situation, description, number, due date, value, today's amount
 * while open (or when and how much was paid), and the actions the API offers: Pagar, Negociar, Recibo (PDF).
 */
export function TituloCard({ titulo, onPagar, rotuloPagar = 'Pagar', nivel = 'h3', itemDeLista = true, children }: TituloCardProps) {
  const idTitulo = useId();
  const recibo = useBaixarRecibo();
  const devido = titulo.devido;
  const pagar = titulo.acoes.includes('pagar') && onPagar;
  const negociar = titulo.acoes.includes('negociar');
  const temRecibo = titulo.acoes.includes('recibo');

  return (
    <Paper
      component={itemDeLista ? 'li' : 'div'}
      variant="outlined"
      sx={{ p: 2, listStyle: 'none', borderColor: titulo.vencido ? 'error.main' : undefined }}
      data-testid="titulo-card"
      data-nufin={titulo.nufin}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Typography id={idTitulo} component={nivel} sx={{ fontWeight: 600, overflowWrap: 'anywhere', fontSize: '1rem' }}>
          {titulo.descricao}
        </Typography>
        <SituacaoTituloChip titulo={titulo} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {ROTULO_ORIGEM_TITULO[titulo.origem]} · Título nº {titulo.nufin}
        {titulo.plano ? ` · ${rotuloParcela(titulo.plano)}` : ''}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, mt: 1 }}>
        <Typography variant="body2">
          Vencimento <time dateTime={titulo.vencimento}>{formatarDataBr(titulo.vencimento)}</time>
        </Typography>
        <Typography variant="body2">
          Valor <ValorSemQuebra centavos={titulo.valorCentavos} />
        </Typography>
        {devido ? (
          <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="devido-hoje">
            A pagar hoje <ValorSemQuebra centavos={devido.totalCentavos} />
          </Typography>
        ) : null}
        {titulo.status === 'pago' && titulo.pagoEm ? (
          <Typography variant="body2" data-testid="pago-em">
            Pago em {formatarDataEHora(titulo.pagoEm)}
            {titulo.valorPagoCentavos !== null ? (
              <>
                {' · '}
                <ValorSemQuebra centavos={titulo.valorPagoCentavos} />
              </>
            ) : null}
          </Typography>
        ) : null}
      </Box>
      {children}
      {pagar || negociar || temRecibo ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          {pagar ? (
            <Button variant="contained" onClick={() => onPagar(titulo)} aria-haspopup="dialog" aria-describedby={idTitulo}>
              {rotuloPagar}
            </Button>
          ) : null}
          {negociar ? (
            <Button component={RouterLink} to={hrefNegociacao(titulo.nufin)} variant="outlined" aria-describedby={idTitulo}>
              Negociar
            </Button>
          ) : null}
          {temRecibo ? (
            <Button
              variant="outlined"
              onClick={() => recibo.mutate(titulo.nufin)}
              disabled={recibo.isPending}
              aria-busy={recibo.isPending}
              aria-describedby={idTitulo}
              startIcon={recibo.isPending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <PictureAsPdf aria-hidden="true" />}
            >
              Recibo (PDF)
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {recibo.isError ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {mensagemDeErro(recibo.error)}
        </Alert>
      ) : null}
    </Paper>
  );
}
