import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatarCentavos, type NegociacaoBase, type Plano, type SimulacaoNegociacao, type SimularNegociacaoBody } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { mensagemDeErro, statusDoErro } from '@/lib/api-client';
import { camposDoErro, resumoDoErro } from '@/lib/erros-de-campo';
import { useCriarNegociacao } from '../api/criar-negociacao';
import { negociacaoQueryOptions } from '../api/get-negociacao';
import { useSimularNegociacao } from '../api/simular-negociacao';
import {
  centavosDoTexto,
  entradaMinima,
  percentualDeBp,
  resumoDasFaixas,
  rotuloCurtoDoNumeroDePagamentos,
  rotuloDoNumeroDePagamentos,
  somarDevidos,
} from './negociacao-regras';
import { NegociacaoSimulacao } from './negociacao-simulacao';
import { NegociacaoTitulos } from './negociacao-titulos';

type Campo = 'nufins' | 'parcelas' | 'entradaCentavos' | 'aceiteTermo';
const CAMPOS: readonly Campo[] = ['nufins', 'parcelas', 'entradaCentavos', 'aceiteTermo'];
type Erros = Partial<Record<Campo, string>>;

const MENSAGEM_ACEITE = 'Leia e aceite o termo de confissão de dívida para continuar.';

/** The server's per-field messages that this form shows next to a field. */
function errosDosCampos(falha: unknown): Erros {
  if (statusDoErro(falha) !== 400) return {};
  const campos = camposDoErro(falha);
  return Object.fromEntries(CAMPOS.filter((c) => campos[c]).map((c) => [c, campos[c]]));
}

function Secao({ id, titulo, children, tituloRef }: { id: string; titulo: string; children: ReactNode; tituloRef?: Ref<HTMLHeadingElement> }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} ref={tituloRef} tabIndex={tituloRef ? -1 : undefined} variant="h2" sx={{ fontSize: '1.25rem', mb: 2, outline: 'none' }}>
        {titulo}
      </Typography>
      {children}
    </Paper>
  );
}

interface NegociacaoFormularioProps {
  base: NegociacaoBase;
  aoCriar: (plano: Plano) => void;
}

/**
 * The negotiation: which overdue títulos (the one the member came from already chosen), how many payments (each
 * with its discount bracket) and the entry; 'Simular' asks the server for the figures, the schedule and the term;
 * the member reads and accepts the term and confirms. Any change after simulating throws the simulation away —
 * the member confirms exactly what was simulated.
 */
export function NegociacaoFormulario({ base, aoCriar }: NegociacaoFormularioProps) {
  const ids = { titulos: useId(), pagamento: useId(), resumo: useId(), termo: useId(), parcelas: useId(), entrada: useId(), aceite: useId() };
  const queryClient = useQueryClient();
  const simular = useSimularNegociacao();
  const criar = useCriarNegociacao();

  const [selecionados, setSelecionados] = useState<ReadonlySet<number>>(() => new Set([base.nufin]));
  const [parcelas, setParcelas] = useState(1);
  // undefined = the member has not typed an entry: the field shows (and sends) the minimum the rules allow.
  const [entradaDigitada, setEntradaDigitada] = useState<number | null | undefined>(undefined);
  const [simulada, setSimulada] = useState<{ pedido: SimularNegociacaoBody; simulacao: SimulacaoNegociacao } | null>(null);
  const [aceite, setAceite] = useState(false);
  const [erros, setErros] = useState<Erros>({});
  const [erroGeral, setErroGeral] = useState<string | null>(null);
  const [erroConfirmar, setErroConfirmar] = useState<string | null>(null);
  // Bumped on every change of choice: a simulation answered for an older choice is dropped.
  const versao = useRef(0);
  const tituloResumo = useRef<HTMLHeadingElement>(null);
  const caixaAceite = useRef<HTMLInputElement>(null);
  const alertaGeral = useRef<HTMLDivElement>(null);
  // Set when a refused confirmation removes the term (and the button that had the focus): the message takes it.
  const focarAlerta = useRef(false);

  const escolhidos = base.elegiveis.filter((t) => selecionados.has(t.nufin));
  const devidos = somarDevidos(escolhidos);
  const minimo = entradaMinima(escolhidos, parcelas, base.regras);
  const entrada = entradaDigitada === undefined ? minimo : entradaDigitada;
  const ocupado = simular.isPending || criar.isPending;

  useEffect(() => {
    if (simulada) tituloResumo.current?.focus();
  }, [simulada]);

  useEffect(() => {
    if (erroGeral && focarAlerta.current) {
      focarAlerta.current = false;
      alertaGeral.current?.focus();
    }
  }, [erroGeral]);

  const mudou = (campo: Campo) => {
    versao.current += 1;
    setSimulada(null);
    setAceite(false);
    setErroGeral(null);
    setErroConfirmar(null);
    setErros((e) => ({ ...e, [campo]: undefined, aceiteTermo: undefined }));
  };

  const pedidoAtual = (): SimularNegociacaoBody => ({
    nufins: escolhidos.map((t) => t.nufin),
    parcelas,
    // À vista the entry is the whole total; the server ignores the value sent.
    entradaCentavos: parcelas === 1 ? 0 : (entrada ?? 0),
  });

  const aoSimular = async () => {
    setErroGeral(null);
    const locais: Erros = {};
    if (escolhidos.length === 0) locais.nufins = 'Escolha pelo menos um título vencido para negociar.';
    if (parcelas > 1 && entrada === null) locais.entradaCentavos = 'Informe o valor da entrada.';
    if (Object.keys(locais).length > 0) {
      setErros(locais);
      return;
    }
    setErros({});
    const pedido = pedidoAtual();
    const minhaVersao = versao.current;
    try {
      const simulacao = await simular.mutateAsync(pedido);
      if (versao.current === minhaVersao) setSimulada({ pedido, simulacao });
    } catch (falha) {
      if (versao.current !== minhaVersao) return;
      const porCampo = errosDosCampos(falha);
      setErros(porCampo);
      // porCampo is what shows beside the fields.
      if (Object.keys(porCampo).length === 0) setErroGeral(resumoDoErro(falha, Object.keys(porCampo)));
      // 409: a título left the negotiable set meanwhile (paid, renegotiated): reload the list.
      if (statusDoErro(falha) === 409) void queryClient.invalidateQueries({ queryKey: negociacaoQueryOptions(base.nufin).queryKey });
    }
  };

  const aoConfirmar = async () => {
    if (!simulada) return;
    setErroConfirmar(null);
    if (!aceite) {
      setErros((e) => ({ ...e, aceiteTermo: MENSAGEM_ACEITE }));
      caixaAceite.current?.focus();
      return;
    }
    try {
      // The hash of the term shown: the server stores the agreement only if today's term is this very text.
      const plano = await criar.mutateAsync({
        ...simulada.pedido,
        aceiteTermo: true,
        versaoTermo: simulada.simulacao.versaoTermo,
        termoSha256: simulada.simulacao.termoSha256,
      });
      aoCriar(plano);
    } catch (falha) {
      const porCampo = errosDosCampos(falha);
      if (Object.keys(porCampo).length > 0) {
        setErros(porCampo);
        if (!porCampo.aceiteTermo) setErroConfirmar('Reveja os campos indicados acima e simule de novo.');
        return;
      }
      if (statusDoErro(falha) === 409) {
        // The term changed since the simulation (new figures overnight, another version) or a título is no
        // longer negotiable: the member simulates, reads the new term and accepts again.
        versao.current += 1;
        focarAlerta.current = true;
        setSimulada(null);
        setAceite(false);
        setErroGeral(mensagemDeErro(falha));
        void queryClient.invalidateQueries({ queryKey: negociacaoQueryOptions(base.nufin).queryKey });
        return;
      }
      setErroConfirmar(resumoDoErro(falha, Object.keys(porCampo)));
    }
  };

  const opcoesParcelas = Array.from({ length: base.regras.parcelasMaximo }, (_, i) => i + 1);

  return (
    <Stack spacing={3}>
      <Secao id={ids.titulos} titulo="Títulos vencidos">
        <Typography color="textSecondary" sx={{ mb: 1 }}>
          Marque os títulos que entram no acordo. Os valores são os de hoje, com multa e juros.
        </Typography>
        <NegociacaoTitulos
          titulos={base.elegiveis}
          selecionados={selecionados}
          rotuladoPor={ids.titulos}
          erro={erros.nufins}
          desabilitado={criar.isPending}
          onMudar={(nufin, marcado) => {
            mudou('nufins');
            setSelecionados((atual) => {
              const proximo = new Set(atual);
              if (marcado) proximo.add(nufin);
              else proximo.delete(nufin);
              return proximo;
            });
          }}
        />
        <Typography sx={{ mt: 1.5 }} aria-live="polite" data-testid="total-selecionado">
          {escolhidos.length === 0
            ? 'Nenhum título escolhido.'
            : `${escolhidos.length === 1 ? '1 título escolhido' : `${escolhidos.length} títulos escolhidos`}: ${formatarCentavos(devidos.totalCentavos)} hoje.`}
        </Typography>
      </Secao>

      <Secao id={ids.pagamento} titulo="Forma de pagamento">
        <Stack spacing={2.5}>
          <TextField
            id={ids.parcelas}
            label="Número de pagamentos"
            select
            value={String(parcelas)}
            onChange={(e) => {
              mudou('parcelas');
              setParcelas(Number(e.target.value));
            }}
            disabled={criar.isPending}
            error={Boolean(erros.parcelas)}
            helperText={
              erros.parcelas ??
              `${rotuloDoNumeroDePagamentos(parcelas, base.regras)}. ${resumoDasFaixas(base.regras)} A entrada conta como o primeiro pagamento; as parcelas vencem mês a mês depois dela, nenhuma abaixo de ${formatarCentavos(base.regras.parcelaMinimaCentavos)}.`
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            {opcoesParcelas.map((n) => (
              <option key={n} value={n}>
                {rotuloCurtoDoNumeroDePagamentos(n)}
              </option>
            ))}
          </TextField>

          {parcelas > 1 ? (
            <TextField
              id={ids.entrada}
              label="Valor da entrada"
              value={entrada === null ? '' : formatarCentavos(entrada)}
              onChange={(e) => {
                mudou('entradaCentavos');
                setEntradaDigitada(centavosDoTexto(e.target.value));
              }}
              disabled={criar.isPending}
              error={Boolean(erros.entradaCentavos)}
              helperText={
                erros.entradaCentavos ??
                `Mínimo de ${formatarCentavos(minimo)} (${percentualDeBp(base.regras.entradaMinimaBp)} do total, nunca menos de ${formatarCentavos(base.regras.parcelaMinimaCentavos)}). Digite só os números: 25000 vira R$ 250,00.`
              }
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
              fullWidth
            />
          ) : (
            <Typography color="textSecondary">À vista, o total do acordo é pago de uma vez, em até 3 dias.</Typography>
          )}

          {erroGeral ? (
            <Alert ref={alertaGeral} tabIndex={-1} severity="error" role="alert" data-testid="erro-negociacao">
              {erroGeral}
            </Alert>
          ) : null}

          <Box>
            <Button
              variant={simulada ? 'outlined' : 'contained'}
              onClick={() => void aoSimular()}
              disabled={ocupado}
              aria-busy={simular.isPending}
              startIcon={simular.isPending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null}
            >
              Simular
            </Button>
          </Box>
        </Stack>
      </Secao>

      {simulada ? (
        <>
          <Secao id={ids.resumo} titulo="Resumo do acordo" tituloRef={tituloResumo}>
            <NegociacaoSimulacao simulacao={simulada.simulacao} />
          </Secao>

          <Secao id={ids.termo} titulo="Termo de confissão de dívida">
            <Typography color="textSecondary" sx={{ mb: 1.5 }}>
              Leia o termo com atenção. Ao aceitar, você reconhece a dívida e se compromete a pagar as parcelas nas datas acima.
            </Typography>
            <Box
              role="region"
              aria-label="Texto do termo de confissão de dívida"
              tabIndex={0}
              data-testid="texto-termo"
              sx={{
                maxHeight: { xs: '50vh', sm: 360 },
                overflowY: 'auto',
                p: 2,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'background.default',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                lineHeight: 1.6,
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
              }}
            >
              {simulada.simulacao.termo}
            </Box>
            <Box sx={{ mt: 2 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={aceite}
                    onChange={(e) => {
                      setAceite(e.target.checked);
                      if (e.target.checked) setErros((er) => ({ ...er, aceiteTermo: undefined }));
                    }}
                    disabled={criar.isPending}
                    required
                    slotProps={{ input: { ref: caixaAceite, 'aria-invalid': Boolean(erros.aceiteTermo), 'aria-describedby': erros.aceiteTermo ? ids.aceite : undefined } }}
                  />
                }
                label="Li e aceito o termo de confissão de dívida"
              />
              {erros.aceiteTermo ? (
                <FormHelperText id={ids.aceite} error data-testid="erro-aceite">
                  {erros.aceiteTermo}
                </FormHelperText>
              ) : null}
            </Box>
            {erroConfirmar ? (
              <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="erro-confirmar">
                {erroConfirmar}
              </Alert>
            ) : null}
            <Button
              variant="contained"
              size="large"
              onClick={() => void aoConfirmar()}
              disabled={ocupado}
              aria-busy={criar.isPending}
              startIcon={criar.isPending ? <CircularProgress size={20} color="inherit" aria-hidden="true" /> : null}
              sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }}
            >
              Confirmar acordo
            </Button>
          </Secao>
        </>
      ) : null}
    </Stack>
  );
}
