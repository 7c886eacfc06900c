import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatarCodigoCurto, ROTULO_STATUS_DOSE, type VoucherStaff } from '@portal/contracts';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { PaginaStaff } from '@/components/pagina-staff';
import { mensagemDeErro } from '@/lib/api-client';
import { useAplicarVoucher } from '../api/aplicar-voucher';
import { useConsultarVoucher } from '../api/consultar-voucher';
import { paths } from '@/config/paths';
import { dataHoraBr, periodoBr } from './formatar-vacinas';

/** The shared camera reader (components/leitor-qr.tsx), loaded only when the camera is turned on. */
const LeitorQr = lazy(() => import('@/components/leitor-qr'));
const podeUsarCamera = () => Boolean(navigator.mediaDevices?.getUserMedia);

const estiloLista = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 } as const;

function Dados({ v }: { v: VoucherStaff }) {
  const linhas: [string, string][] = [
    ['Pessoa', `${v.pessoaNome}${v.titular ? ' (titular)' : ` (dependente de ${v.membroNome})`}`],
    ['Vacina', v.vacina],
    ['Situação', ROTULO_STATUS_DOSE[v.status]],
    ['Aplicação', `${periodoBr(v.aplicacaoInicio, v.aplicacaoFim)}`],
    ['Código', formatarCodigoCurto(v.codigoCurto)],
  ];
  if (v.aplicadaEm) linhas.push(['Aplicada', `${dataHoraBr(v.aplicadaEm)}${v.aplicadaPor ? ` por ${v.aplicadaPor}` : ''}${v.aplicadaLocal ? ` (${v.aplicadaLocal})` : ''}`]);
  return (
    <Box component="dl" sx={estiloLista} data-testid="dados-voucher">
      {linhas.map(([r, valor]) => (
        <Box key={r} sx={{ display: 'contents' }}>
          <Typography component="dt" color="textSecondary" sx={{ fontWeight: 600 }}>
            {r}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {valor}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * /area-restrita/vacinas/aplicacao: staff scan the voucher's QR with the camera (the shared reader: native BarcodeDetector or the ZXing ponyfill)
 * or type its short code; the page shows whose dose it is; confirming registers the application once.
 */
export function RegistrarAplicacaoPage() {
  const [codigo, setCodigo] = useState('');
  const [local, setLocal] = useState('');
  const [camera, setCamera] = useState(false);
  const consultar = useConsultarVoucher();
  const aplicar = useAplicarVoucher();
  const resultado = useRef<HTMLDivElement>(null);
  const campo = useRef<HTMLInputElement>(null);
  const comCamera = podeUsarCamera();
  /** Consultar pressed with nothing typed: the field says what is missing. */
  const [vazio, setVazio] = useState(false);

  const ler = useCallback(
    (texto: string) => {
      setCamera(false);
      setCodigo(texto);
      aplicar.reset();
      consultar.mutate(texto);
    },
    [aplicar, consultar],
  );
  const lerDaCamera = useCallback((texto: string) => ler(texto), [ler]);

  useEffect(() => {
    if (consultar.isSuccess || consultar.isError || aplicar.isSuccess || aplicar.isError) resultado.current?.focus();
  }, [consultar.isSuccess, consultar.isError, aplicar.isSuccess, aplicar.isError]);

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    if (codigo.trim() === '') {
      setVazio(true);
      campo.current?.focus();
      return;
    }
    setVazio(false);
    ler(codigo);
  };
  const outro = () => {
    consultar.reset();
    aplicar.reset();
    setCodigo('');
    setTimeout(() => campo.current?.focus(), 0);
  };

  const voucher = aplicar.data ?? consultar.data ?? null;

  return (
    <PaginaStaff
      titulo="Registrar aplicação"
      descricao="Leia o QR do voucher com a câmera ou digite o código de 10 caracteres. Cada dose é aplicada uma única vez."
      voltar={{ para: paths.vacinasStaff, destino: 'as campanhas' }}
    >
      <Stack spacing={2.5}>
        <Box component="form" onSubmit={enviar} noValidate>
          <Stack spacing={1.5}>
            <TextField
              inputRef={campo}
              id="codigo-voucher"
              label="Código do voucher"
              value={codigo}
              onChange={(e) => {
                setCodigo(e.target.value);
                setVazio(false);
              }}
              error={vazio}
              helperText={vazio ? 'Informe o código do voucher.' : 'Ex.: ABCDE-12345, ou o texto lido do QR.'}
              autoComplete="off"
              slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
              fullWidth
            />
            <TextField id="local-aplicacao" label="Local de aplicação (opcional)" value={local} onChange={(e) => setLocal(e.target.value)} fullWidth />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button type="submit" variant="contained" disabled={consultar.isPending} aria-busy={consultar.isPending}>
                Consultar voucher
              </Button>
              {comCamera && !camera ? (
                <Button variant="outlined" onClick={() => setCamera(true)}>
                  Ler QR com a câmera
                </Button>
              ) : null}
            </Stack>
            {!comCamera ? (
              <Typography variant="body2" color="textSecondary">
                Este navegador não dá acesso à câmera: digite o código impresso abaixo do QR.
              </Typography>
            ) : null}
          </Stack>
        </Box>
        {camera ? (
          <Suspense fallback={<Typography role="status">Abrindo a câmera…</Typography>}>
            <LeitorQr aoLer={lerDaCamera} aoFechar={() => setCamera(false)} rotulo="Imagem da câmera para ler o QR do voucher" />
          </Suspense>
        ) : null}

        <Box ref={resultado} tabIndex={-1} sx={{ outline: 'none' }} aria-live="polite">
          {consultar.isError ? (
            <Alert severity="error" data-testid="erro-voucher">
              {mensagemDeErro(consultar.error)}
            </Alert>
          ) : null}
          {voucher ? (
            <Paper variant="outlined" component="section" aria-labelledby="voucher-lido" sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography id="voucher-lido" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
                Voucher
              </Typography>
              <Dados v={voucher} />
              <Box sx={{ mt: 2 }}>
                {aplicar.isSuccess ? (
                  <Alert severity="success" data-testid="aplicada">
                    <AlertTitle>Aplicação registrada</AlertTitle>
                    Dose de {voucher.vacina} aplicada em {voucher.pessoaNome}.
                  </Alert>
                ) : aplicar.isError ? (
                  <Alert severity="error" data-testid="erro-aplicar">
                    {mensagemDeErro(aplicar.error)}
                  </Alert>
                ) : voucher.aplicavel ? (
                  <Button
                    variant="contained"
                    color="success"
                    onClick={() => aplicar.mutate({ codigo, ...(local.trim() ? { local: local.trim() } : {}) })}
                    disabled={aplicar.isPending}
                    aria-busy={aplicar.isPending}
                    startIcon={aplicar.isPending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null}
                  >
                    Confirmar aplicação
                  </Button>
                ) : (
                  <Alert severity="warning" data-testid="nao-aplicavel">
                    {voucher.motivo}
                  </Alert>
                )}
              </Box>
            </Paper>
          ) : null}
        </Box>
        {voucher || consultar.isError ? (
          <Box>
            <Button variant="outlined" onClick={outro}>
              Ler outro voucher
            </Button>
          </Box>
        ) : null}
      </Stack>
    </PaginaStaff>
  );
}
