import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatarCentavos, formatarDataBr, type Plano } from '@portal/contracts';
import { useId } from 'react';
import { formatarDataHora } from '@/lib/datas';
import { nomeDoPlano, PlanoParcelas } from './plano-parcelas';
import { PlanoStatusChip } from './plano-situacao-chip';

// Two columns on a phone too: the labels are short and the values are amounts and dates, so stacking them
// only made the card twice as long.
const estiloLista = {
  display: 'grid',
  gridTemplateColumns: { xs: 'max-content minmax(0, 1fr)', sm: 'minmax(160px, max-content) 1fr' },
  columnGap: { xs: 2, sm: 3 },
  rowGap: 0.75,
  alignItems: 'baseline',
  m: 0,
  '& dt': { color: 'text.secondary', fontWeight: 600 },
  '& dd': { m: 0, overflowWrap: 'anywhere' },
} as const;

function Resumo({ plano }: { plano: Plano }) {
  const acordo = plano.tipo === 'negociacao';
  return (
    <Box component="dl" sx={estiloLista} data-testid="resumo-plano">
      <dt>Situação</dt>
      <dd>
        <PlanoStatusChip status={plano.status} />
      </dd>
      <dt>Criado em</dt>
      <dd>
        <time dateTime={plano.criadoEm}>{formatarDataHora(plano.criadoEm)}</time>
      </dd>
      {acordo ? (
        <>
          <dt>Principal</dt>
          <dd>{formatarCentavos(plano.principalCentavos)}</dd>
          <dt>Multa</dt>
          <dd>{formatarCentavos(plano.multaCentavos)}</dd>
          <dt>Juros</dt>
          <dd>{formatarCentavos(plano.jurosCentavos)}</dd>
          <dt>Desconto</dt>
          <dd>{plano.descontoCentavos > 0 ? `− ${formatarCentavos(plano.descontoCentavos)}` : 'Sem desconto'}</dd>
        </>
      ) : null}
      <dt>Total</dt>
      <dd>
        <strong>{formatarCentavos(plano.totalCentavos)}</strong>
      </dd>
      {acordo ? (
        <>
          <dt>Entrada</dt>
          <dd>{formatarCentavos(plano.entradaCentavos)}</dd>
        </>
      ) : null}
      <dt>Parcelas</dt>
      <dd>{plano.parcelas.length === 1 ? '1 pagamento' : `${plano.parcelas.length} pagamentos${acordo ? ', contando a entrada' : ''}`}</dd>
    </Box>
  );
}

function Originais({ plano }: { plano: Plano }) {
  if (plano.originais.length === 0) return null;
  return (
    <Box component="ul" sx={{ pl: 2.5, m: 0 }} aria-label={`Títulos substituídos — ${nomeDoPlano(plano)}`}>
      {plano.originais.map((t) => (
        <Typography component="li" key={t.nufin} variant="body2" sx={{ overflowWrap: 'anywhere', mb: 0.5 }}>
          {t.descricao} · Título nº {t.nufin} · venceu em {formatarDataBr(t.vencimento)} · {formatarCentavos(t.valorCentavos)}
        </Typography>
      ))}
    </Box>
  );
}

function Termo({ termo }: { termo: NonNullable<Plano['termo']> }) {
  return (
    <Accordion variant="outlined" disableGutters data-testid="termo-aceito">
      <AccordionSummary expandIcon={<ExpandMore aria-hidden="true" />}>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>Termo de confissão de dívida</Typography>
          <Typography variant="body2" color="textSecondary">
            Aceito em {formatarDataHora(termo.aceitoEm)} · versão {termo.versao}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Typography component="div" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {termo.texto}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}

/** One plan: its figures, the títulos it replaced, its installments and, for an agreement, the accepted term. */
export function PlanoCartao({ plano }: { plano: Plano }) {
  const idTitulo = useId();
  const acordo = plano.tipo === 'negociacao';
  return (
    <Paper component="section" variant="outlined" aria-labelledby={idTitulo} sx={{ p: { xs: 2, sm: 3 } }} data-testid="plano">
      <Typography id={idTitulo} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {nomeDoPlano(plano)}
      </Typography>
      <Stack spacing={3}>
        <Resumo plano={plano} />
        {plano.originais.length > 0 ? (
          <div>
            <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
              {acordo ? 'Títulos renegociados neste acordo' : 'Título substituído pelas parcelas'}
            </Typography>
            <Originais plano={plano} />
          </div>
        ) : null}
        <div>
          <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
            Parcelas
          </Typography>
          <PlanoParcelas plano={plano} idPlano={idTitulo} />
        </div>
        {plano.termo ? <Termo termo={plano.termo} /> : null}
      </Stack>
    </Paper>
  );
}
