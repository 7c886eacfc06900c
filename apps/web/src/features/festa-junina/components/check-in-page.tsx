import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatarDataBr, hojeSaoPaulo, mensagemIngressoRevogado, ROTULO_TIPO_INGRESSO, type RespostaCheckin } from '@portal/contracts';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PaginaStaff } from '@/components/pagina-staff';
import { mensagemDeErro } from '@/lib/api-client';
import { useChavePublica } from '../api/get-chave-publica';
import { useEventosStaff } from '../api/get-eventos-staff';
import { registrarCheckin } from '../api/registrar-checkin';
import { importarChave, pareceCodigoAssinado, verificarCodigo } from './verificar-codigo';
import { paths } from '@/config/paths';

const LeitorQr = lazy(() => import('@/components/leitor-qr'));

const TITULOS: Record<RespostaCheckin['resultado'], string> = {
  valido: 'Válido: entrada liberada',
  ja_utilizado: 'Já utilizado',
  cancelado: 'Cancelado',
  revogado: 'Substituído',
  evento_errado: 'Evento errado',
  forjado: 'Forjado',
};
const CHAVE_PORTAO = 'festa-junina.portao';

type Resposta = RespostaCheckin & { offline?: boolean };

function respostaLocal(resultado: RespostaCheckin['resultado'], mensagem: string): Resposta {
  return { resultado, mensagem, titular: null, tipo: null, utilizadoEm: null, portao: null, offline: true };
}

/**
 * /area-restrita/festa-junina/check-in: the gate on a phone. The camera reads the QR (or staff type the short
 * code); a signed code is checked here first against the published key and the revocation list (forged or
 * revoked is answered at once, without the server), then the server records the admission once.
 */
export function CheckInPage() {
  const eventos = useEventosStaff();
  const chave = useChavePublica();
  const [chaveCrypto, setChaveCrypto] = useState<CryptoKey | null>(null);
  useEffect(() => {
    if (chave.data) void importarChave(chave.data.chavePublica).then(setChaveCrypto);
  }, [chave.data]);
  const hoje = hojeSaoPaulo();
  const proximos = (eventos.data ?? []).filter((e) => e.data >= hoje).sort((a, b) => a.data.localeCompare(b.data));
  const [eventoId, setEventoId] = useState('');
  const eventoEscolhido = eventoId || proximos[0]?.id || eventos.data?.[0]?.id || '';
  const [portao, setPortao] = useState(() => localStorage.getItem(CHAVE_PORTAO) ?? 'Portão principal');
  const [codigo, setCodigo] = useState('');
  const [camera, setCamera] = useState(false);
  const [resposta, setResposta] = useState<Resposta | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const painel = useRef<HTMLDivElement>(null);
  const ocupado = useRef(false);

  const verificar = useCallback(
    async (texto: string) => {
      if (ocupado.current || !texto.trim() || !eventoEscolhido) return;
      ocupado.current = true;
      setEnviando(true);
      setErro(null);
      try {
        if (pareceCodigoAssinado(texto)) {
          const local = await verificarCodigo(texto, chaveCrypto, chave.data?.revogados ?? []);
          if (local.estado === 'forjado') return setResposta(respostaLocal('forjado', 'Assinatura inválida: este QR não foi emitido pelo portal. Não libere a entrada.'));
          if (local.estado === 'outro_tipo') return setResposta(respostaLocal('evento_errado', 'Este QR não é um ingresso da festa (é um voucher ou convite).'));
          if (local.estado === 'revogado') {
            return setResposta(respostaLocal(local.motivo === 'substituido' ? 'revogado' : 'cancelado', mensagemIngressoRevogado(local.motivo, local.revogadoEm)));
          }
        }
        setResposta(await registrarCheckin({ eventoId: eventoEscolhido, codigo: texto.trim(), portao: portao.trim() || 'Portão principal' }));
        setCodigo('');
      } catch (e) {
        setResposta(null);
        setErro(mensagemDeErro(e));
      } finally {
        ocupado.current = false;
        setEnviando(false);
        painel.current?.focus();
      }
    },
    [chave.data, chaveCrypto, eventoEscolhido, portao],
  );

  if (eventos.isPending) return <Moldura><LoadingState mensagem="Carregando eventos…" /></Moldura>;
  if (eventos.isError) return <Moldura><ErrorState mensagem={mensagemDeErro(eventos.error)} onTentarNovamente={() => void eventos.refetch()} /></Moldura>;
  if (eventos.data.length === 0) return <Moldura><EmptyState mensagem="Nenhum evento cadastrado." /></Moldura>;

  return (
    <Moldura>
      <Stack spacing={2}>
        <TextField select label="Evento" value={eventoEscolhido} onChange={(e) => setEventoId(e.target.value)}>
          {eventos.data.map((e) => (
            <MenuItem key={e.id} value={e.id}>
              {e.nome} — {formatarDataBr(e.data)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Portão"
          value={portao}
          onChange={(e) => {
            setPortao(e.target.value);
            localStorage.setItem(CHAVE_PORTAO, e.target.value);
          }}
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
        {chave.isError ? <Alert severity="warning">Não foi possível baixar a chave dos ingressos: a verificação será feita só pelo servidor.</Alert> : null}
        <Box>
          {camera ? (
            <Stack spacing={1}>
              <Suspense fallback={<LoadingState mensagem="Abrindo a câmera…" />}>
                <LeitorQr aoLer={(t) => void verificar(t)} rotulo="Imagem da câmera para ler o QR do ingresso" />
              </Suspense>
              <Button variant="outlined" onClick={() => setCamera(false)} sx={{ alignSelf: 'flex-start' }}>
                Desligar câmera
              </Button>
            </Stack>
          ) : (
            <Button variant="contained" startIcon={<QrCodeScanner aria-hidden="true" />} onClick={() => setCamera(true)}>
              Ler QR com a câmera
            </Button>
          )}
        </Box>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void verificar(codigo);
          }}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label="Código do ingresso"
              helperText="O código curto (XXXXX-XXXXX) impresso abaixo do QR."
              value={codigo}
              onChange={(e) => setCodigo(e.target.value)}
              autoComplete="off"
              slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
              sx={{ flex: 1 }}
            />
            <Button type="submit" variant="contained" disabled={enviando || !codigo.trim()} sx={{ mt: { sm: 1 } }}>
              Verificar
            </Button>
          </Stack>
        </Box>
        <Box ref={painel} tabIndex={-1} aria-live="assertive" sx={{ outline: 'none' }}>
          {erro ? <Alert severity="error">{erro}</Alert> : null}
          {resposta ? <PainelResposta r={resposta} /> : null}
        </Box>
      </Stack>
    </Moldura>
  );
}

function Moldura({ children }: { children: React.ReactNode }) {
  return (
    <PaginaStaff
      titulo="Check-in da festa"
      descricao="Leia o QR do ingresso com a câmera ou digite o código curto. Cada ingresso entra uma única vez."
      voltar={{ para: paths.festaJuninaStaff, destino: 'a festa junina' }}
    >
      {children}
    </PaginaStaff>
  );
}

function PainelResposta({ r }: { r: Resposta }) {
  const severidade = r.resultado === 'valido' ? 'success' : r.resultado === 'ja_utilizado' ? 'warning' : 'error';
  return (
    <Alert severity={severidade} variant="filled" data-testid="resultado-checkin" data-resultado={r.resultado} sx={{ fontSize: '1.05rem' }}>
      <AlertTitle sx={{ fontSize: '1.3rem', fontWeight: 700 }}>{TITULOS[r.resultado]}</AlertTitle>
      <Typography>{r.mensagem}</Typography>
      {r.titular ? (
        <Typography sx={{ mt: 0.5 }}>
          {r.titular}
          {r.tipo ? ` — ${ROTULO_TIPO_INGRESSO[r.tipo]}` : ''}
        </Typography>
      ) : null}
      {r.offline ? <Typography variant="body2">Verificado neste aparelho, pela assinatura do código.</Typography> : null}
    </Alert>
  );
}
