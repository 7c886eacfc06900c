import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatarCentavos, formatarDataBr, ROTULO_TIPO_INGRESSO, type CompraFesta, type EventoDoMembro } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PagarTitulo } from '@/components/pagamento/pagar-titulo';
import { mensagemDeErro } from '@/lib/api-client';
import { contagem } from '@/lib/plural';
import { useCancelarCompra } from '../api/cancelar-compra';
import { CHAVE_FESTA } from '../api/chaves';
import { useComprarIngressos } from '../api/comprar-ingressos';
import { useFesta } from '../api/get-festa';
import { totalDaCompra } from './total-da-compra';
import { LinkVoltar } from '@/components/link-voltar';
import { paths } from '@/config/paths';

const estiloLista = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) max-content', columnGap: 2, rowGap: 0.5, m: 0 } as const;

/** /festa-junina: the event, the lot on sale and its prices, buying within the member's cap, then paying on the same page. */
export function FestaJuninaPage() {
  const festa = useFesta();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <LinkVoltar para={paths.homeCel} destino="o CEL" />
      <Typography variant="h1" sx={{ mt: 1, mb: 1 }}>
        Festa junina
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        O arraiá do CEL: compre o seu ingresso e os dos seus convidados. Os ingressos ficam em{' '}
        <Link component={RouterLink} to={paths.festaJuninaMeusIngressos}>
          Meus ingressos
        </Link>{' '}
        assim que o pagamento é confirmado.
      </Typography>
      {festa.isPending ? (
        <LoadingState mensagem="Carregando a festa…" />
      ) : festa.isError ? (
        <ErrorState mensagem={mensagemDeErro(festa.error)} onTentarNovamente={() => void festa.refetch()} tentando={festa.isFetching} />
      ) : festa.data.eventos.length === 0 ? (
        <EmptyState mensagem="Nenhuma festa com vendas abertas no momento." />
      ) : (
        <Stack spacing={4}>
          {festa.data.eventos.map((e) => (
            <Festa key={e.evento.id} dados={e} saldoViraMais={festa.data.saldoViraMaisCentavos} />
          ))}
        </Stack>
      )}
    </Container>
  );
}

function Festa({ dados, saldoViraMais }: { dados: EventoDoMembro; saldoViraMais: number }) {
  const evento = dados.evento;
  const lote = dados.loteAVenda;
  // The purchase made on this page; until then, the reservation the member left unpaid (null: dismissed here).
  const [local, setCompra] = useState<CompraFesta | null | undefined>(undefined);
  const compra = local === undefined ? dados.compraPendente : local;
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby={`festa-${evento.id}`} data-testid="festa-evento">
        <Typography variant="h2" id={`festa-${evento.id}`} sx={{ fontSize: '1.35rem', mb: 1 }}>
          {evento.nome}
        </Typography>
        <Typography>
          {formatarDataBr(evento.data)} — {evento.local}
        </Typography>
        {lote ? (
          <>
            <Typography sx={{ fontWeight: 700, mt: 2, mb: 1 }}>
              {lote.nome} à venda ({lote.restantes} {lote.restantes === 1 ? 'ingresso restante' : 'ingressos restantes'})
            </Typography>
            <Box component="dl" sx={estiloLista} data-testid="precos">
              {(['advogado', 'convidado', 'crianca'] as const).map((tipo) => (
                <Box key={tipo} sx={{ display: 'contents' }}>
                  <Typography component="dt">{ROTULO_TIPO_INGRESSO[tipo]}</Typography>
                  <Typography component="dd" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap' }}>
                    {formatarCentavos(lote.precos[tipo])}
                  </Typography>
                </Box>
              ))}
            </Box>
          </>
        ) : null}
        <Typography color="textSecondary" sx={{ mt: 2 }}>
          Cada advogado(a) pode ter {contagem(evento.limiteProprio, 'ingresso próprio', 'ingressos próprios')} e até {contagem(evento.limiteConvidados, 'convidado', 'convidados')} (crianças incluídas).
          {dados.meus.advogado + dados.meus.convidado + dados.meus.crianca > 0
            ? ` Você já tem ${dados.meus.advogado} próprio, ${dados.meus.convidado} de convidado(s) e ${dados.meus.crianca} de criança(s).`
            : ''}
        </Typography>
      </Paper>
      {compra && compra.status === 'reservada' && compra.nufin !== null ? (
        <Pagamento compra={compra} aoEncerrar={() => setCompra(null)} />
      ) : compra && compra.status === 'paga' ? (
        <Alert severity="success" role="status">
          Compra confirmada! Seus ingressos estão em{' '}
          <Link component={RouterLink} to={paths.festaJuninaMeusIngressos}>
            Meus ingressos
          </Link>
          .
        </Alert>
      ) : null}
      {!compra || compra.status !== 'reservada' ? (
        dados.motivo ? (
          <Alert severity="info">{dados.motivo}</Alert>
        ) : lote ? (
          <FormularioCompra dados={dados} saldoViraMais={saldoViraMais} aoComprar={setCompra} />
        ) : null
      ) : null}
    </Stack>
  );
}

function opcoes(max: number) {
  return Array.from({ length: max + 1 }, (_, i) => (
    <MenuItem key={i} value={i}>
      {i}
    </MenuItem>
  ));
}

function FormularioCompra({ dados, saldoViraMais, aoComprar }: { dados: EventoDoMembro; saldoViraMais: number; aoComprar: (c: CompraFesta) => void }) {
  const lote = dados.loteAVenda!;
  const [advogado, setAdvogado] = useState(dados.podeComprar.proprio > 0 ? 1 : 0);
  const [convidados, setConvidados] = useState(0);
  const [criancas, setCriancas] = useState(0);
  const [usarViraMais, setUsarViraMais] = useState(false);
  const comprar = useComprarIngressos();
  const maxConvidados = Math.min(dados.podeComprar.convidados, lote.restantes);
  const total = totalDaCompra(lote.precos, { advogado, convidados, criancas });
  const viraMais = usarViraMais ? Math.min(total, saldoViraMais) : 0;
  const excedeConvidados = convidados + criancas > dados.podeComprar.convidados;
  const vazio = advogado + convidados + criancas === 0;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby={`comprar-${dados.evento.id}`}>
      <Typography variant="h3" id={`comprar-${dados.evento.id}`} sx={{ fontSize: '1.25rem', mb: 2 }}>
        Comprar ingressos: {dados.evento.nome}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (vazio || excedeConvidados) return;
          comprar.mutate({ eventoId: dados.evento.id, advogado, convidados, criancas, usarViraMais }, { onSuccess: aoComprar });
        }}
      >
        <Stack spacing={2}>
          <TextField select label="Meu ingresso (advogado/a)" value={advogado} onChange={(e) => setAdvogado(Number(e.target.value))} disabled={dados.podeComprar.proprio === 0}>
            {opcoes(Math.min(dados.podeComprar.proprio, lote.restantes))}
          </TextField>
          <TextField select label="Convidados (adultos)" value={convidados} onChange={(e) => setConvidados(Number(e.target.value))}>
            {opcoes(maxConvidados)}
          </TextField>
          <TextField
            select
            label="Crianças (meia)"
            value={criancas}
            onChange={(e) => setCriancas(Number(e.target.value))}
            error={excedeConvidados}
            helperText={excedeConvidados ? `Convidados e crianças somam no máximo ${dados.podeComprar.convidados}.` : `Convidados e crianças: até ${dados.podeComprar.convidados} no total.`}
          >
            {opcoes(maxConvidados)}
          </TextField>
          {saldoViraMais > 0 ? (
            <FormControlLabel
              control={<Checkbox checked={usarViraMais} onChange={(e) => setUsarViraMais(e.target.checked)} />}
              label={`Usar créditos ViraMais (saldo ${formatarCentavos(saldoViraMais)})`}
            />
          ) : null}
          <Box component="dl" sx={estiloLista} aria-live="polite">
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              Total
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }} data-testid="total">
              {formatarCentavos(total)}
            </Typography>
            {viraMais > 0 ? (
              <>
                <Typography component="dt">Créditos ViraMais</Typography>
                <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
                  − {formatarCentavos(viraMais)}
                </Typography>
                <Typography component="dt">A pagar</Typography>
                <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
                  {formatarCentavos(total - viraMais)}
                </Typography>
              </>
            ) : null}
          </Box>
          {comprar.isError ? <Alert severity="error">{mensagemDeErro(comprar.error)}</Alert> : null}
          <Button type="submit" variant="contained" disabled={vazio || excedeConvidados || comprar.isPending} aria-busy={comprar.isPending} sx={{ alignSelf: 'flex-start' }}>
            Reservar ingressos
          </Button>
          <Typography variant="body2" color="textSecondary">
            A reserva vale 30 minutos para pagamento por PIX (ou até o dia seguinte ao vencimento, no boleto). Depois disso, os ingressos voltam à venda.
          </Typography>
        </Stack>
      </Box>
    </Paper>
  );
}

function Pagamento({ compra, aoEncerrar }: { compra: CompraFesta; aoEncerrar: () => void }) {
  const qc = useQueryClient();
  const cancelar = useCancelarCompra();
  const [pago, setPago] = useState(false);
  const titulo = useRef<HTMLHeadingElement>(null);
  useEffect(() => titulo.current?.focus(), []);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby={`pagar-${compra.id}`}>
      <Typography variant="h3" id={`pagar-${compra.id}`} ref={titulo} tabIndex={-1} sx={{ fontSize: '1.35rem', mb: 1 }}>
        Pagamento da reserva
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {compra.quantidade} {compra.quantidade === 1 ? 'ingresso reservado' : 'ingressos reservados'}: {formatarCentavos(compra.totalCentavos)}
        {compra.viraMaisCentavos > 0 ? ` (${formatarCentavos(compra.viraMaisCentavos)} pagos com créditos ViraMais)` : ''}.
      </Typography>
      <PagarTitulo
        nufin={compra.nufin!}
        onPago={() => {
          setPago(true);
          void qc.invalidateQueries({ queryKey: CHAVE_FESTA });
        }}
      />
      {pago ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          Pagamento confirmado! Seus ingressos estão em{' '}
          <Link component={RouterLink} to={paths.festaJuninaMeusIngressos}>
            Meus ingressos
          </Link>
          .
        </Alert>
      ) : (
        <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
          <Button variant="text" color="inherit" onClick={() => cancelar.mutate(compra.id, { onSuccess: aoEncerrar })} disabled={cancelar.isPending}>
            Desistir desta reserva
          </Button>
          {cancelar.isError ? <Alert severity="error">{mensagemDeErro(cancelar.error)}</Alert> : null}
        </Stack>
      )}
    </Paper>
  );
}
