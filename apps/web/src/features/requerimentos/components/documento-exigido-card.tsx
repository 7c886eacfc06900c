import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Download from '@mui/icons-material/Download';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROTULO_FORMATO, type Documento, type DocumentoExigido, type FormatoDocumento } from '@portal/contracts';
import { useId, useRef, useState } from 'react';
import { mensagemDeErro } from '@/lib/api-client';
import { formatarTamanho } from '@/lib/tamanho-arquivo';

/**
 * The upload limit the server applies by default (UPLOAD_MAX_BYTES, 10 MB). The browser checks it only to
 * spare a long useless upload; the server decides, by content, and its message is what the member reads.
 */
export const LIMITE_UPLOAD_BYTES = 10 * 1024 * 1024;

const EXTENSOES: Record<FormatoDocumento, readonly string[]> = {
  pdf: ['.pdf'],
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
  xml: ['.xml'],
};
const TIPOS_MIME: Record<FormatoDocumento, readonly string[]> = {
  pdf: ['application/pdf'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  xml: ['application/xml', 'text/xml'],
};

/** 'PDF, JPEG ou PNG' */
export function listarFormatos(formatos: readonly FormatoDocumento[]): string {
  const nomes = formatos.map((f) => ROTULO_FORMATO[f]);
  return nomes.length <= 1 ? (nomes[0] ?? '') : `${nomes.slice(0, -1).join(', ')} ou ${nomes[nomes.length - 1]}`;
}

function extensaoAceita(nome: string, formatos: readonly FormatoDocumento[]): boolean {
  const n = nome.toLowerCase();
  return formatos.some((f) => EXTENSOES[f].some((e) => n.endsWith(e)));
}

interface DocumentoExigidoCardProps {
  exigido: DocumentoExigido;
  arquivos: readonly Documento[];
  /** Only a draft's files change. */
  editavel: boolean;
  onEnviar: (arquivo: File, aoProgredir: (p: number) => void) => Promise<unknown>;
  onRemover: (documento: Documento) => Promise<unknown>;
  /** null when this channel has no download (anonymous report). */
  onBaixar: ((documento: Documento) => Promise<unknown>) | null;
  /** Tells the page an upload is running (the send button waits). */
  onOcupado: (ocupado: boolean) => void;
}

/** One document the type asks for: what it accepts, the files sent, an upload with a progress bar. */
export function DocumentoExigidoCard({ exigido, arquivos, editavel, onEnviar, onRemover, onBaixar, onOcupado }: DocumentoExigidoCardProps) {
  const idBase = useId();
  const idTitulo = `${idBase}-titulo`;
  const idDescricao = `${idBase}-descricao`;
  const entrada = useRef<HTMLInputElement>(null);
  const [envio, setEnvio] = useState<{ nome: string; progresso: number } | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [removendo, setRemovendo] = useState<string | null>(null);
  const [baixando, setBaixando] = useState<string | null>(null);
  const formatos = listarFormatos(exigido.formatos);
  const aceita = [...exigido.formatos.flatMap((f) => EXTENSOES[f]), ...exigido.formatos.flatMap((f) => TIPOS_MIME[f])].join(',');
  const podeEnviarMais = editavel && (exigido.multiplos || arquivos.length === 0);

  const escolher = async (arquivo: File | undefined) => {
    if (!arquivo) return;
    setErro(null);
    setAviso(null);
    if (arquivo.size > LIMITE_UPLOAD_BYTES) {
      setErro(`O arquivo "${arquivo.name}" tem ${formatarTamanho(arquivo.size)}; o limite é ${formatarTamanho(LIMITE_UPLOAD_BYTES)}.`);
      return;
    }
    if (arquivo.size === 0) {
      setErro(`O arquivo "${arquivo.name}" está vazio.`);
      return;
    }
    if (!extensaoAceita(arquivo.name, exigido.formatos)) {
      setAviso(`"${arquivo.name}" não tem a extensão de um arquivo ${formatos}. O servidor confere o conteúdo e pode recusá-lo.`);
    }
    setEnvio({ nome: arquivo.name, progresso: 0 });
    onOcupado(true);
    try {
      await onEnviar(arquivo, (p) => setEnvio({ nome: arquivo.name, progresso: p }));
      setAviso(null);
    } catch (falha) {
      setErro(mensagemDeErro(falha));
    } finally {
      setEnvio(null);
      onOcupado(false);
    }
  };

  const remover = async (d: Documento) => {
    setErro(null);
    setRemovendo(d.id);
    try {
      await onRemover(d);
    } catch (falha) {
      setErro(mensagemDeErro(falha));
    } finally {
      setRemovendo(null);
    }
  };

  const baixar = async (d: Documento) => {
    if (!onBaixar) return;
    setErro(null);
    setBaixando(d.id);
    try {
      await onBaixar(d);
    } catch (falha) {
      setErro(mensagemDeErro(falha));
    } finally {
      setBaixando(null);
    }
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={idTitulo}
      sx={{ p: { xs: 2, sm: 2.5 } }}
      data-testid={`documento-${exigido.chave}`}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography id={idTitulo} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {exigido.rotulo}
        </Typography>
        <Chip
          size="small"
          label={exigido.obrigatorio ? 'Obrigatório' : 'Opcional'}
          color={exigido.obrigatorio ? 'primary' : 'default'}
          variant="outlined"
        />
      </Stack>
      <Typography id={idDescricao} variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
        {formatos}, até {formatarTamanho(LIMITE_UPLOAD_BYTES)} cada.{exigido.multiplos ? ' Pode enviar mais de um arquivo.' : ''}
        {exigido.ajuda ? ` ${exigido.ajuda}` : ''}
      </Typography>

      {arquivos.length > 0 ? (
        <Box component="ul" aria-label={`Arquivos enviados: ${exigido.rotulo}`} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1 }}>
          {arquivos.map((d) => (
            <Box
              component="li"
              key={d.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                p: 1,
                borderRadius: 1,
                bgcolor: 'action.hover',
              }}
            >
              <InsertDriveFileOutlined aria-hidden="true" color="action" />
              <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{d.nome}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {formatarTamanho(d.tamanho)}
                </Typography>
              </Box>
              {onBaixar ? (
                <Button
                  size="small"
                  startIcon={<Download aria-hidden="true" />}
                  onClick={() => void baixar(d)}
                  disabled={baixando === d.id}
                  aria-label={`Baixar ${d.nome}`}
                >
                  Baixar
                </Button>
              ) : null}
              {editavel ? (
                <Button
                  size="small"
                  color="error"
                  startIcon={<DeleteOutlined aria-hidden="true" />}
                  onClick={() => void remover(d)}
                  disabled={removendo === d.id || envio !== null}
                  aria-label={`${removendo === d.id ? 'Removendo' : 'Remover'} ${d.nome}`}
                >
                  {removendo === d.id ? 'Removendo…' : 'Remover'}
                </Button>
              ) : null}
            </Box>
          ))}
        </Box>
      ) : null}

      {envio ? (
        <Box sx={{ mt: 1.5 }} data-testid={`progresso-${exigido.chave}`}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} aria-live="polite">
            Enviando {envio.nome}… {envio.progresso}%
          </Typography>
          <LinearProgress variant="determinate" value={envio.progresso} aria-label={`Envio de ${envio.nome}`} sx={{ mt: 0.5 }} />
        </Box>
      ) : null}

      {aviso ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {aviso}
        </Alert>
      ) : null}
      {erro ? (
        <Alert severity="error" sx={{ mt: 1.5 }} role="alert">
          {erro}
        </Alert>
      ) : null}

      {podeEnviarMais ? (
        <>
          <input
            ref={entrada}
            type="file"
            accept={aceita}
            hidden
            aria-label={`Escolher arquivo: ${exigido.rotulo}`}
            data-testid={`arquivo-${exigido.chave}`}
            onChange={(e) => {
              const arquivo = e.target.files?.[0];
              e.target.value = '';
              void escolher(arquivo);
            }}
          />
          <Button
            variant="outlined"
            startIcon={<UploadFile aria-hidden="true" />}
            disabled={envio !== null}
            aria-describedby={idDescricao}
            onClick={() => entrada.current?.click()}
            sx={{ mt: 1.5, width: { xs: '100%', sm: 'auto' } }}
          >
            {arquivos.length > 0 ? `Enviar outro arquivo` : `Escolher arquivo`}
            <Box component="span" sx={visualmenteOculto}>
              {` — ${exigido.rotulo}`}
            </Box>
          </Button>
        </>
      ) : null}
    </Paper>
  );
}

const visualmenteOculto = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
