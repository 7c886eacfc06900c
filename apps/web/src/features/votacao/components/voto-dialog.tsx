import ContentCopy from '@mui/icons-material/ContentCopy';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { formatarCodigoConfirmacao, type VotacaoMembro, type VotoRegistrado } from '@portal/contracts';
import { useState } from 'react';
import { mensagemDeErro } from '@/lib/api-client';
import { useVotar } from '../api/votar';
import type { CedulaPreparada, ContextoCedula } from '../cripto/cedula';

type Passo = 'escolher' | 'confirmar' | 'conferencia' | 'codigo';

const carregarCripto = () => import('../cripto/cedula');

const EM_BRANCO = 'em-branco';

function contexto(v: VotacaoMembro): ContextoCedula | null {
  return v.cripto
    ? {
        hashEstendido: v.cripto.hashEstendido,
        chaveConjunta: v.cripto.chaveConjunta,
        opcoes: v.opcoes.length,
        minimo: v.cripto.minimo,
        maximo: v.cripto.maximo,
      }
    : null;
}

/** "Escolha uma opção", "Escolha até 3 opções", "Escolha de 1 a 3 opções". */
function instrucao(minimo: number, maximo: number): string {
  if (maximo === 1) return minimo === 0 ? 'Escolha uma opção, ou vote em branco' : 'Escolha uma opção';
  if (minimo === maximo) return `Escolha ${maximo} opções`;
  return minimo === 0 ? `Escolha até ${maximo} opções` : `Escolha de ${minimo} a ${maximo} opções`;
}

function textoDasEscolhas(v: VotacaoMembro, escolhas: readonly number[]): string {
  return escolhas.length === 0 ? 'voto em branco' : escolhas.map((i) => v.opcoes[i]?.texto ?? '').join(', ');
}

/**
 * Vote: choose, then the ballot is encrypted in this browser to the poll's joint key (ADR 058); before casting, the
 * member may "conferir a criptografia" (Benaloh's challenge: the ballot's nonces are revealed, the page shows the
 * choice they encrypt, and that ballot is discarded for a fresh one); then cast, and the confirmation code is shown.
 */
export function VotoDialog({ votacao, aberto, aoFechar }: { votacao: VotacaoMembro; aberto: boolean; aoFechar: () => void }) {
  const minimo = votacao.cripto?.minimo ?? votacao.minimo;
  const maximo = votacao.cripto?.maximo ?? votacao.maximo;
  const [passo, setPasso] = useState<Passo>('escolher');
  const [escolhas, setEscolhas] = useState<number[]>([]);
  const [radio, setRadio] = useState('');
  const [preparada, setPreparada] = useState<CedulaPreparada | null>(null);
  const [conferida, setConferida] = useState<number[] | null | undefined>(undefined);
  const [cifrando, setCifrando] = useState(false);
  const [erroCripto, setErroCripto] = useState<string | null>(null);
  const [registrado, setRegistrado] = useState<VotoRegistrado | null>(null);
  const [copiado, setCopiado] = useState(false);
  const votar = useVotar();
  const ctx = contexto(votacao);
  const escolhasValidas = escolhas.length >= minimo && escolhas.length <= maximo && (maximo > 1 || radio !== '');

  const fechar = () => {
    if (votar.isPending) return;
    setPasso('escolher');
    setEscolhas([]);
    setRadio('');
    setPreparada(null);
    setConferida(undefined);
    setRegistrado(null);
    setCopiado(false);
    setErroCripto(null);
    votar.reset();
    aoFechar();
  };

  /** A fresh ballot for the current choice (never reused after a check). */
  const cifrar = async (): Promise<boolean> => {
    if (!ctx) return false;
    setCifrando(true);
    setErroCripto(null);
    try {
      const cripto = await carregarCripto();
      setPreparada(cripto.prepararCedula(ctx, escolhas));
      return true;
    } catch {
      setErroCripto('Não foi possível cifrar a cédula neste navegador. Recarregue a página e tente de novo.');
      return false;
    } finally {
      setCifrando(false);
    }
  };

  const continuar = async () => {
    if (await cifrar()) setPasso('confirmar');
  };

  const conferirCriptografia = async () => {
    if (!ctx || !preparada) return;
    const cripto = await carregarCripto();
    setConferida(cripto.conferirCedula(ctx, preparada));
    // This ballot's nonces are now shown: it can no longer be cast.
    setPreparada(null);
    setPasso('conferencia');
  };

  const cifrarDeNovo = async () => {
    setConferida(undefined);
    if (await cifrar()) setPasso('confirmar');
  };

  const confirmar = () => {
    if (!preparada) return;
    votar.mutate(
      { votacaoId: votacao.id, cedula: preparada.cedula },
      {
        onSuccess: (r) => {
          setPreparada(null);
          setRegistrado(r);
          setPasso('codigo');
        },
      },
    );
  };

  const copiar = async () => {
    if (!registrado) return;
    try {
      await navigator.clipboard.writeText(registrado.codigo);
      setCopiado(true);
    } catch {
      setCopiado(false);
    }
  };

  const idTitulo = `voto-titulo-${votacao.id}`;
  const alternar = (i: number, marcado: boolean) => setEscolhas((atual) => (marcado ? [...atual, i].sort((a, b) => a - b) : atual.filter((x) => x !== i)));
  return (
    <Dialog open={aberto} onClose={passo === 'codigo' ? undefined : fechar} aria-labelledby={idTitulo} fullWidth maxWidth="sm">
      <DialogTitle id={idTitulo}>{passo === 'codigo' ? 'Voto registrado' : passo === 'conferencia' ? 'Conferência da criptografia' : votacao.titulo}</DialogTitle>
      <DialogContent>
        {!ctx && passo !== 'codigo' && <Alert severity="error">A chave desta votação ainda não está pronta. Tente mais tarde.</Alert>}
        {passo === 'escolher' && ctx && (
          <FormControl component="fieldset">
            <FormLabel component="legend" id={`${idTitulo}-opcoes`}>
              {instrucao(minimo, maximo)}
            </FormLabel>
            {maximo === 1 ? (
              <RadioGroup
                aria-labelledby={`${idTitulo}-opcoes`}
                value={radio}
                onChange={(e) => {
                  setRadio(e.target.value);
                  setEscolhas(e.target.value === EM_BRANCO ? [] : [Number(e.target.value)]);
                }}
              >
                {votacao.opcoes.map((o, i) => (
                  <FormControlLabel key={o.id} value={String(i)} control={<Radio />} label={o.texto} />
                ))}
                {minimo === 0 && <FormControlLabel value={EM_BRANCO} control={<Radio />} label="Em branco" />}
              </RadioGroup>
            ) : (
              <FormGroup>
                {votacao.opcoes.map((o, i) => (
                  <FormControlLabel
                    key={o.id}
                    control={
                      <Checkbox
                        checked={escolhas.includes(i)}
                        disabled={!escolhas.includes(i) && escolhas.length >= maximo}
                        onChange={(e) => alternar(i, e.target.checked)}
                      />
                    }
                    label={o.texto}
                  />
                ))}
              </FormGroup>
            )}
          </FormControl>
        )}
        {passo === 'confirmar' && (
          <>
            <Typography sx={{ mb: 2 }}>
              Confirma seu voto em <strong>{textoDasEscolhas(votacao, escolhas)}</strong>?
            </Typography>
            <Alert severity="info" icon={<LockOutlined aria-hidden="true" />}>
              Sua cédula foi cifrada neste navegador: o portal recebe só a cédula cifrada, nunca a sua escolha. O voto não pode ser alterado depois de confirmado.
            </Alert>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
              Quer ter certeza de que a cédula cifrada contém a sua escolha? Use “Conferir a criptografia”: a cédula é aberta para você ver o que ela contém e, por isso,
              descartada; uma nova é cifrada para o voto.
            </Typography>
            {votar.isError && (
              <Alert severity="error" sx={{ mt: 2 }} role="alert">
                {mensagemDeErro(votar.error)}
              </Alert>
            )}
          </>
        )}
        {passo === 'conferencia' &&
          (conferida ? (
            <>
              <Alert severity="success" data-testid="conferencia-cedula">
                A cédula conferida continha: <strong>{textoDasEscolhas(votacao, conferida)}</strong>.
              </Alert>
              <Typography sx={{ mt: 2 }}>
                Os números secretos dessa cédula foram revelados para esta conferência (que a refaz com as fórmulas públicas da votação), então ela foi descartada e não
                será enviada. Para votar, uma nova cédula será cifrada com a mesma escolha.
              </Typography>
            </>
          ) : (
            <Alert severity="error" role="alert" data-testid="conferencia-cedula">
              A cédula cifrada não corresponde à escolha mostrada. Não vote por este navegador: feche a página e avise a equipe da votação.
            </Alert>
          ))}
        {passo === 'codigo' && registrado && (
          <>
            <Typography sx={{ mb: 1 }}>Seu código de confirmação:</Typography>
            <Box
              data-testid="codigo-voto"
              sx={{
                fontFamily: 'monospace',
                fontSize: { xs: '0.95rem', sm: '1.05rem' },
                fontWeight: 600,
                p: 1.5,
                bgcolor: 'action.hover',
                borderRadius: 1,
                wordSpacing: '0.3em',
              }}
            >
              {formatarCodigoConfirmacao(registrado.codigo)}
            </Box>
            <Button startIcon={<ContentCopy aria-hidden="true" />} onClick={() => void copiar()} sx={{ mt: 1 }}>
              {copiado ? 'Código copiado' : 'Copiar código'}
            </Button>
            <Alert severity="success" sx={{ mt: 2 }} role="status">
              {registrado.mensagem}
            </Alert>
            <Alert severity="warning" sx={{ mt: 2 }}>
              Guarde este código: depois da publicação do resultado, você pode procurá-lo no registro público para conferir que sua cédula foi contada, sem revelar em
              quem você votou.
            </Alert>
          </>
        )}
        {erroCripto && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {erroCripto}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {passo === 'escolher' && (
          <>
            <Button onClick={fechar}>Cancelar</Button>
            <Button variant="contained" disabled={!ctx || !escolhasValidas || cifrando} onClick={() => void continuar()}>
              {cifrando ? 'Cifrando…' : 'Continuar'}
            </Button>
          </>
        )}
        {passo === 'confirmar' && (
          <>
            <Button onClick={() => setPasso('escolher')} disabled={votar.isPending}>
              Voltar
            </Button>
            <Button onClick={() => void conferirCriptografia()} disabled={votar.isPending || !preparada}>
              Conferir a criptografia
            </Button>
            <Button variant="contained" onClick={confirmar} disabled={votar.isPending || !preparada}>
              {votar.isPending ? 'Registrando…' : 'Confirmar voto'}
            </Button>
          </>
        )}
        {passo === 'conferencia' && (
          <>
            <Button onClick={fechar}>Cancelar</Button>
            {conferida && (
              <Button variant="contained" onClick={() => void cifrarDeNovo()} disabled={cifrando}>
                {cifrando ? 'Cifrando…' : 'Cifrar de novo e continuar'}
              </Button>
            )}
          </>
        )}
        {passo === 'codigo' && (
          <Button variant="contained" onClick={fechar}>
            Guardei meu código
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
