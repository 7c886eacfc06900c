import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatarCentavos, formatarDataBr, type Cobranca, type MeioPagamento, type Titulo } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CampoTexto } from '@/components/campo-texto';
import { LoadingState } from '@/components/loading-state';
import { ErrorState } from '@/components/error-state';
import { hrefNegociacao, paths } from '@/config/paths';
import { mensagemDeErro, statusDoErro } from '@/lib/api-client';
import { useCriarCobranca } from './api/cobrancas';
import { CHAVE_FINANCEIRO, chaveTitulo } from './api/chaves';
import { useTitulo } from './api/titulo';
import { BotaoRecibo } from './botao-recibo';
import { copiarTexto } from './copiar-texto';
import { formatarDataEHora, formatarLinhaDigitavel, formatarValidade, svgComoImagem, vencidoHa } from './formatar-pagamento';

const estiloLista = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) max-content',
  columnGap: 2,
  rowGap: 0.5,
  m: 0,
} as const;

const estiloCodigo = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.9rem',
  wordBreak: 'break-all',
} as const;

/** A linha digitável breaks between its groups (as printed on a boleto), a group only when it cannot fit. */
const estiloCodigoEmGrupos = { ...estiloCodigo, wordBreak: 'normal', overflowWrap: 'anywhere' } as const;

/** One line of a "label … value" list. */
function Linha({ rotulo, valor, destaque = false }: { rotulo: ReactNode; valor: string; destaque?: boolean }) {
  const peso = destaque ? 700 : 400;
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: peso, overflowWrap: 'anywhere' }}>
        {rotulo}
      </Typography>
      <Typography
        component="dd"
        sx={{
          m: 0,
          fontWeight: peso,
          textAlign: 'right',
          whiteSpace: 'nowrap',
        }}
      >
        {valor}
      </Typography>
    </>
  );
}

/** What the título costs today: the original value, the discount, fine and interest, and the total. */
function Devido({ titulo }: { titulo: Titulo }) {
  const devido = titulo.devido;
  if (!devido) return null;
  return (
    <Stack spacing={1}>
      {devido.diasAtraso > 0 ? (
        <Alert severity="warning" data-testid="atraso">
          {vencidoHa(devido.diasAtraso)} (vencimento em {formatarDataBr(titulo.vencimento)}). Multa e juros são calculados até hoje.
        </Alert>
      ) : null}
      <Box component="dl" sx={estiloLista} data-testid="devido">
        <Linha rotulo="Vencimento" valor={formatarDataBr(titulo.vencimento)} />
        <Linha rotulo="Valor do título" valor={formatarCentavos(devido.principalCentavos)} />
        {devido.descontoCentavos > 0 ? (
          <Linha
            rotulo={titulo.descontoAte ? `Desconto (até ${formatarDataBr(titulo.descontoAte)})` : 'Desconto'}
            valor={`− ${formatarCentavos(devido.descontoCentavos)}`}
          />
        ) : null}
        {devido.multaCentavos > 0 ? <Linha rotulo="Multa" valor={formatarCentavos(devido.multaCentavos)} /> : null}
        {devido.jurosCentavos > 0 ? (
          <Linha rotulo={`Juros (${devido.diasAtraso === 1 ? '1 dia' : `${devido.diasAtraso} dias`})`} valor={formatarCentavos(devido.jurosCentavos)} />
        ) : null}
        <Linha rotulo="Total a pagar hoje" valor={formatarCentavos(devido.totalCentavos)} destaque />
      </Box>
    </Stack>
  );
}

/** A read-only code (PIX copia e cola, linha digitável) that wraps on a phone, with its copy button and confirmation. */
function CodigoParaCopiar({
  rotulo,
  valor,
  paraCopiar,
  botao,
  copiado,
  emGrupos = false,
}: {
  rotulo: string;
  valor: string;
  paraCopiar: string;
  botao: string;
  copiado: string;
  /** The value is groups separated by spaces: wrap between them rather than anywhere. */
  emGrupos?: boolean;
}) {
  const id = useId();
  const campo = useRef<HTMLTextAreaElement>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const copiar = async () => {
    setAviso(null);
    const ok = await copiarTexto(paraCopiar, campo.current);
    setAviso(ok ? copiado : 'Não foi possível copiar. O código ficou selecionado: copie com o menu do seu aparelho.');
  };
  return (
    <Stack spacing={1}>
      <CampoTexto
        id={id}
        label={rotulo}
        value={valor}
        multiline
        inputRef={campo}
        inputProps={{ readOnly: true, spellCheck: false, sx: emGrupos ? estiloCodigoEmGrupos : estiloCodigo }}
        shrink
        onFocus={(e) => e.target.select()}
      />
      <Button
        variant="contained"
        startIcon={<ContentCopy aria-hidden="true" />}
        onClick={() => void copiar()}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {botao}
      </Button>
      <Typography role="status" variant="body2" sx={{ minHeight: '1.5em' }}>
        {aviso}
      </Typography>
    </Stack>
  );
}

/** The PIX charge: QR code, copia e cola and until when it works; once it expires, a button makes a new one. */
function CobrancaPix({ cobranca, onRenovar, renovando }: { cobranca: Cobranca; onRenovar: () => void; renovando: boolean }) {
  const pix = cobranca.pix;
  const [expirada, setExpirada] = useState(false);
  useEffect(() => {
    if (!cobranca.expiraEm) return undefined;
    const restante = new Date(cobranca.expiraEm).getTime() - Date.now();
    // setTimeout holds at most ~24 days; a PIX code lives an hour.
    const timer = setTimeout(() => setExpirada(true), Math.min(Math.max(0, restante), 2_000_000_000));
    return () => clearTimeout(timer);
  }, [cobranca.expiraEm]);
  if (!pix) return null;

  if (expirada) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={onRenovar} disabled={renovando}>
            Gerar novo código
          </Button>
        }
        sx={{ flexWrap: 'wrap' }}
      >
        Este código PIX expirou. Gere um novo para pagar.
      </Alert>
    );
  }
  return (
    <Stack spacing={2} data-testid="cobranca-pix">
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <Box
          component="img"
          src={svgComoImagem(pix.qrCodeSvg)}
          alt="QR Code PIX"
          sx={{
            width: '100%',
            maxWidth: 260,
            height: 'auto',
            aspectRatio: '1 / 1',
            bgcolor: '#fff',
            p: 1,
            borderRadius: 1,
          }}
        />
        <Typography sx={{ fontWeight: 600 }}>
          {formatarCentavos(cobranca.valorCentavos)}
          {cobranca.expiraEm ? ` · Válido até ${formatarValidade(cobranca.expiraEm)}` : null}
        </Typography>
      </Box>
      <Typography variant="body2" color="textSecondary">
        Abra o aplicativo do seu banco, escolha pagar com PIX e leia o QR Code, ou copie o código abaixo e use “PIX copia e cola”.
      </Typography>
      <CodigoParaCopiar rotulo="PIX copia e cola" valor={pix.copiaECola} paraCopiar={pix.copiaECola} botao="Copiar código" copiado="Código copiado." />
    </Stack>
  );
}

/** The boleto: linha digitável to copy, the barcode, its due date and value. */
function CobrancaBoleto({ cobranca }: { cobranca: Cobranca }) {
  const boleto = cobranca.boleto;
  if (!boleto) return null;
  return (
    <Stack spacing={2} data-testid="cobranca-boleto">
      <Box component="dl" sx={estiloLista}>
        {cobranca.vencimento ? <Linha rotulo="Vencimento do boleto" valor={formatarDataBr(cobranca.vencimento)} /> : null}
        <Linha rotulo="Valor do boleto" valor={formatarCentavos(cobranca.valorCentavos)} destaque />
      </Box>
      <CodigoParaCopiar
        rotulo="Linha digitável"
        valor={formatarLinhaDigitavel(boleto.linhaDigitavel)}
        paraCopiar={boleto.linhaDigitavel.replace(/\D/g, '')}
        botao="Copiar linha digitável"
        copiado="Linha digitável copiada."
        emGrupos
      />
      <Box
        component="img"
        src={svgComoImagem(boleto.codigoBarrasSvg)}
        alt="Código de barras do boleto"
        // The SVG stretches only vertically (preserveAspectRatio none): taller bars are easier for a camera to read
        // than the ~35 px its proportions would give on a phone.
        sx={{
          width: '100%',
          maxWidth: 480,
          height: { xs: 72, sm: 88 },
          bgcolor: '#fff',
          p: 1,
          boxSizing: 'border-box',
        }}
      />
      <Typography variant="body2" color="textSecondary">
        Pague no aplicativo ou no site do seu banco, em lotéricas ou agências. A confirmação do boleto pode levar até 3 dias úteis.
      </Typography>
    </Stack>
  );
}

function textoConfirmacao(titulo: Titulo): string {
  const quando = titulo.pagoEm ? `Pagamento confirmado em ${formatarDataEHora(titulo.pagoEm)}.` : 'Pagamento confirmado.';
  const valor = titulo.valorPagoCentavos !== null ? ` Valor pago: ${formatarCentavos(titulo.valorPagoCentavos)}` : '';
  const meio = titulo.meioPagamento ? ` por ${titulo.meioPagamento === 'pix' ? 'PIX' : 'boleto'}` : '';
  return `${quando}${valor}${valor ? `${meio}.` : ''}`;
}

/**
 * Pays one of the member's títulos: today's amount (discount, fine and interest), the choice of PIX or boleto,
 * the charge (QR code and copia e cola, or linha digitável and barcode), and the settlement as soon as the
 * provider confirms it: while a charge is on screen the título is read again every 3 s, and the confirmation is
 * announced (aria-live) with the receipt. Nothing here settles a payment; only the provider's notification does.
 * `onPago` is called once, when the título is seen paid (also when it already was); `onCobranca` with each charge
 * made, for a page whose own figures follow the means chosen (a reservation held until a boleto's due date).
 */
export function PagarTitulo({ nufin, onPago, onCobranca }: { nufin: number; onPago?: () => void; onCobranca?: (c: Cobranca) => void }) {
  const queryClient = useQueryClient();
  const idMeio = useId();
  const raiz = useRef<HTMLDivElement>(null);
  const confirmacao = useRef<HTMLDivElement>(null);
  const [meio, setMeio] = useState<MeioPagamento | null>(null);
  const [cobrancas, setCobrancas] = useState<Partial<Record<MeioPagamento, Cobranca>>>({});
  const cobranca = meio ? (cobrancas[meio] ?? null) : null;
  const consulta = useTitulo(nufin, { acompanhar: cobranca !== null });
  const criar = useCriarCobranca();
  const status = consulta.data?.status;

  // The latest callback, so a parent re-rendering with a new function does not call it again.
  const aoPagar = useRef(onPago);
  useEffect(() => {
    aoPagar.current = onPago;
  }, [onPago]);
  const avisou = useRef(false);
  const viuCobranca = useRef(false);
  useEffect(() => {
    if (cobranca) viuCobranca.current = true;
  }, [cobranca]);

  useEffect(() => {
    if (status !== 'pago' || avisou.current) return;
    avisou.current = true;
    // Lists, the anuidade and plans show this título too.
    void queryClient.invalidateQueries({
      queryKey: CHAVE_FINANCEIRO,
      predicate: (q) => JSON.stringify(q.queryKey) !== JSON.stringify(chaveTitulo(nufin)),
    });
    // The charge the member was looking at is gone: if focus went with it, it goes to the confirmation.
    const ativo = document.activeElement;
    if (viuCobranca.current && (ativo === null || ativo === document.body || (ativo instanceof Node && ativo.contains(raiz.current)))) {
      confirmacao.current?.focus();
    }
    aoPagar.current?.();
  }, [status, nufin, queryClient]);

  const gerar = (m: MeioPagamento) => {
    criar.mutate(
      { nufin, meio: m },
      {
        onSuccess: (c) => {
          setCobrancas((atual) => ({ ...atual, [c.meio]: c }));
          onCobranca?.(c);
        },
        onError: (falha) => {
          // 409: the título is no longer open (paid meanwhile, renegotiated, cancelled): show what it is now.
          if (statusDoErro(falha) === 409) void queryClient.invalidateQueries({ queryKey: chaveTitulo(nufin) });
        },
      },
    );
  };
  const escolher = (m: MeioPagamento | null) => {
    if (!m) return;
    setMeio(m);
    criar.reset();
    if (!cobrancas[m]) gerar(m);
  };

  if (consulta.isPending) return <LoadingState mensagem="Carregando o título…" />;
  if (consulta.isError) {
    return <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  }
  const t = consulta.data;
  const pago = t.status === 'pago';
  const podePagar = t.status === 'aberto' && t.acoes.includes('pagar');
  const erroDoMeio = criar.isError && criar.variables.meio === meio ? criar.error : null;
  const gerando = criar.isPending && criar.variables.meio === meio;
  const alertaErro = erroDoMeio ? (
    <Alert
      severity="error"
      action={
        statusDoErro(erroDoMeio) === 409 ? undefined : (
          <Button color="inherit" size="small" onClick={() => (meio ? gerar(meio) : undefined)}>
            Tentar novamente
          </Button>
        )
      }
      data-testid="erro-cobranca"
    >
      {mensagemDeErro(erroDoMeio)}
    </Alert>
  ) : null;

  return (
    <Stack spacing={2.5} ref={raiz} data-testid="pagar-titulo">
      {/* Present from the start, so the confirmation is announced when it appears without a reload. */}
      <Box role="status" aria-live="polite" aria-atomic="true" ref={confirmacao} tabIndex={pago ? -1 : undefined} sx={{ borderRadius: 1 }}>
        {pago ? (
          <Alert severity="success" role="none" data-testid="pagamento-confirmado">
            {textoConfirmacao(t)}
          </Alert>
        ) : null}
      </Box>
      {pago && t.acoes.includes('recibo') ? <BotaoRecibo nufin={t.nufin} /> : null}

      {/* After a 409 the título shows its new state (e.g. paid meanwhile) and the refusal stays readable. */}
      {podePagar ? null : alertaErro}
      {t.status === 'renegociado' ? (
        <Alert severity="info">
          Este título foi renegociado: pague as parcelas do acordo.{' '}
          <Link component={RouterLink} to={paths.paymentPlan}>
            Ver plano de pagamento
          </Link>
        </Alert>
      ) : null}
      {t.status === 'cancelado' ? <Alert severity="info">Este título foi cancelado e não precisa ser pago.</Alert> : null}

      {podePagar ? (
        <>
          <Devido titulo={t} />
          {t.acoes.includes('negociar') ? (
            <Typography variant="body2">
              Não consegue pagar tudo agora?{' '}
              <Link component={RouterLink} to={hrefNegociacao(t.nufin)}>
                Negociar este título
              </Link>
            </Typography>
          ) : null}
          <Stack spacing={1}>
            <Typography id={idMeio} sx={{ fontWeight: 600 }}>
              Como você quer pagar?
            </Typography>
            <ToggleButtonGroup
              exclusive
              value={meio}
              onChange={(_e, valor: MeioPagamento | null) => escolher(valor)}
              aria-labelledby={idMeio}
              color="primary"
              fullWidth
              sx={{ maxWidth: 420 }}
            >
              <ToggleButton value="pix">PIX</ToggleButton>
              <ToggleButton value="boleto">Boleto</ToggleButton>
            </ToggleButtonGroup>
            {meio === null ? (
              <Typography variant="body2" color="textSecondary">
                PIX é confirmado em instantes. O boleto pode levar até 3 dias úteis.
              </Typography>
            ) : null}
          </Stack>

          {alertaErro}
          {gerando ? <LoadingState mensagem={meio === 'pix' ? 'Gerando o QR Code PIX…' : 'Gerando o boleto…'} /> : null}

          {cobranca && !gerando ? (
            <>
              {cobranca.meio === 'pix' ? (
                <CobrancaPix key={cobranca.id} cobranca={cobranca} onRenovar={() => gerar('pix')} renovando={criar.isPending} />
              ) : (
                <CobrancaBoleto cobranca={cobranca} />
              )}
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="aguardando-confirmacao">
                <CircularProgress size={16} aria-hidden="true" />
                <Typography variant="body2" color="textSecondary">
                  Aguardando a confirmação do pagamento. Esta tela se atualiza sozinha.
                </Typography>
              </Stack>
            </>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
