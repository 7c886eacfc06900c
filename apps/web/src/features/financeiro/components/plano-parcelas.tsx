import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatarCentavos, formatarDataBr, type Plano, type Titulo } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { mensagemDeErro } from '@/lib/api-client';
import { formatarDataHora } from '@/lib/datas';
import { CHAVE_FINANCEIRO } from '@/components/pagamento/api/chaves';
import { useBaixarRecibo } from '@/components/pagamento/api/recibo';
import { DialogoPagarTitulo } from '@/components/pagamento/dialogo-pagar-titulo';
import { SituacaoTituloChip } from './situacao-titulo-chip';
import { ValorSemQuebra } from './valor-sem-quebra';

const MEIO: Record<NonNullable<Titulo['meioPagamento']>, string> = { pix: 'PIX', boleto: 'boleto' };

/** The plan's name as the member knows it. */
export function nomeDoPlano(plano: Pick<Plano, 'tipo' | 'numero'>): string {
  return plano.tipo === 'negociacao' ? `Acordo nº ${plano.numero}` : `Parcelamento da anuidade nº ${plano.numero}`;
}

/**
 * Installments in payment order with their names: an agreement's installment 0 is its entry; the others are
 * 'Parcela k de n', counted without the entry.
 */
export function parcelasNomeadas(plano: Pick<Plano, 'tipo' | 'parcelas'>): { titulo: Titulo; nome: string }[] {
  const ordenadas = [...plano.parcelas].sort((a, b) => (a.plano?.parcela ?? 0) - (b.plano?.parcela ?? 0) || a.vencimento.localeCompare(b.vencimento));
  const ehEntrada = (t: Titulo) => plano.tipo === 'negociacao' && t.plano?.parcela === 0;
  const total = ordenadas.filter((t) => !ehEntrada(t)).length;
  let k = 0;
  return ordenadas.map((titulo) => {
    if (ehEntrada(titulo)) return { titulo, nome: 'Entrada' };
    k += 1;
    return { titulo, nome: `Parcela ${k} de ${total}` };
  });
}

/** Today's amount when it differs from the installment's value (fine and interest after the due date, or a discount). */
function valorDeHoje(t: Titulo): string | null {
  if (!t.devido || t.devido.totalCentavos === t.valorCentavos) return null;
  const motivo = t.devido.totalCentavos > t.valorCentavos ? 'com multa e juros' : 'com desconto';
  return `Hoje: ${formatarCentavos(t.devido.totalCentavos)} (${motivo})`;
}

function Parcela({ titulo, nome, idPlano, onSegundaVia }: { titulo: Titulo; nome: string; idPlano: string; onSegundaVia: () => void }) {
  const idNome = useId();
  const recibo = useBaixarRecibo();
  const hoje = valorDeHoje(titulo);
  const pago = titulo.status === 'pago';
  // The buttons repeat on every installment: their description says which one, and of which plan.
  const descricao = `${idNome} ${idPlano}`;
  return (
    <Box
      component="li"
      data-testid="parcela"
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={idNome} sx={{ fontWeight: 600 }}>
              {nome}
            </Typography>
            <SituacaoTituloChip titulo={titulo} />
          </Stack>
          <Typography variant="body2" color="textSecondary">
            Vence em {formatarDataBr(titulo.vencimento)} · <ValorSemQuebra centavos={titulo.valorCentavos} /> · Título nº {titulo.nufin}
          </Typography>
          {hoje ? (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {hoje}
            </Typography>
          ) : null}
          {pago && titulo.pagoEm ? (
            <Typography variant="body2" color="textSecondary">
              Pago em {formatarDataHora(titulo.pagoEm)}
              {titulo.valorPagoCentavos !== null ? (
                <>
                  {' · '}
                  <ValorSemQuebra centavos={titulo.valorPagoCentavos} />
                </>
              ) : null}
              {titulo.meioPagamento ? ` por ${MEIO[titulo.meioPagamento]}` : ''}
            </Typography>
          ) : null}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
          {titulo.acoes.includes('pagar') ? (
            <Button variant="contained" size="small" onClick={onSegundaVia} aria-describedby={descricao} aria-haspopup="dialog">
              2ª via
            </Button>
          ) : null}
          {titulo.acoes.includes('recibo') ? (
            <Button
              variant="outlined"
              size="small"
              onClick={() => recibo.mutate(titulo.nufin)}
              disabled={recibo.isPending}
              aria-describedby={descricao}
              startIcon={recibo.isPending ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : <DownloadOutlined aria-hidden="true" />}
            >
              Recibo
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {recibo.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {mensagemDeErro(recibo.error)}
        </Alert>
      ) : null}
    </Box>
  );
}

/**
 * A plan's installments (entry first) with due date, value, situation, '2ª via' while open and 'Recibo' once paid.
 * `idPlano` is the id of the element that names the plan (its heading).
 */
export function PlanoParcelas({ plano, idPlano }: { plano: Plano; idPlano: string }) {
  const queryClient = useQueryClient();
  const [segundaVia, setSegundaVia] = useState<{ titulo: Titulo; nome: string } | null>(null);
  const parcelas = parcelasNomeadas(plano);
  return (
    <>
      <Box component="ul" aria-label={`Parcelas — ${nomeDoPlano(plano)}`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {parcelas.map(({ titulo, nome }) => (
          <Parcela
            key={titulo.nufin}
            titulo={titulo}
            nome={nome}
            idPlano={idPlano}
            onSegundaVia={() => setSegundaVia({ titulo, nome })}
          />
        ))}
      </Box>
      {segundaVia ? (
        <DialogoPagarTitulo
          titulo={segundaVia.titulo}
          rotulo={`2ª via — ${segundaVia.nome} — ${nomeDoPlano(plano)}`}
          aoFechar={() => setSegundaVia(null)}
          // Paid: the plan (and its installment) change status; the dialog stays open on the confirmation.
          onPago={() => void queryClient.invalidateQueries({ queryKey: CHAVE_FINANCEIRO })}
        />
      ) : null}
    </>
  );
}
