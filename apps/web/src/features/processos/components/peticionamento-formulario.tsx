import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatarDataBr,
  hojeSaoPaulo,
  MAX_ARQUIVOS_PETICAO,
  MAX_BYTES_ARQUIVO_PETICAO,
  MAX_BYTES_PETICAO,
  MAX_TEXTO_PETICAO,
  TIPOS_PETICAO,
  type PrazoPeticao,
  type TipoPeticao,
} from '@portal/contracts';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { formatarTamanho } from '@/lib/tamanho-arquivo';

export interface RascunhoPeticao {
  tipo: TipoPeticao | '';
  texto: string;
  prazoId: string;
  arquivos: File[];
}

export const RASCUNHO_VAZIO: RascunhoPeticao = { tipo: '', texto: '', prazoId: '', arquivos: [] };

/** 'vence em dd/mm/aaaa' (or 'venceu em', for a deadline already past: a filing is then marked late). */
export function rotuloPrazo(p: PrazoPeticao): string {
  return `${p.descricao} — ${p.fim < hojeSaoPaulo() ? 'venceu' : 'vence'} em ${formatarDataBr(p.fim)}`;
}

const ehPdfPeloNome = (f: File) => f.type === 'application/pdf' || /\.pdf$/i.test(f.name);

/** What is wrong with the draft, field by field (the server checks again, and checks each PDF by its content). */
function validar(r: RascunhoPeticao): Record<string, string> {
  const erros: Record<string, string> = {};
  if (!r.tipo) erros.tipo = 'Escolha o tipo da petição.';
  if (r.texto.length > MAX_TEXTO_PETICAO) erros.texto = `O texto pode ter até ${MAX_TEXTO_PETICAO.toLocaleString('pt-BR')} caracteres.`;
  if (r.texto.trim().length === 0 && r.arquivos.length === 0) erros.texto = 'Escreva o texto da petição ou anexe ao menos um PDF.';
  const total = r.arquivos.reduce((s, f) => s + f.size, 0);
  if (total > MAX_BYTES_PETICAO) erros.arquivos = `Os arquivos passam de ${formatarTamanho(MAX_BYTES_PETICAO)} no total.`;
  return erros;
}

interface Props {
  prazos: PrazoPeticao[];
  inicial: RascunhoPeticao;
  onRevisar: (r: RascunhoPeticao) => void;
}

/** The filing form: type, text, deadline and PDFs; "Revisar" leads to the confirmation. */
export function PeticionamentoFormulario({ prazos, inicial, onRevisar }: Props) {
  const [r, setR] = useState<RascunhoPeticao>(inicial);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [avisoArquivo, setAvisoArquivo] = useState<string | null>(null);
  const entrada = useRef<HTMLInputElement>(null);
  const idArquivos = useId();

  const escolher = (e: ChangeEvent<HTMLInputElement>) => {
    const novos = [...(e.target.files ?? [])];
    e.target.value = '';
    const recusados: string[] = [];
    const aceitos = novos.filter((f) => {
      if (!ehPdfPeloNome(f)) recusados.push(`${f.name}: envie apenas arquivos PDF.`);
      else if (f.size > MAX_BYTES_ARQUIVO_PETICAO) recusados.push(`${f.name}: passa do limite de ${formatarTamanho(MAX_BYTES_ARQUIVO_PETICAO)}.`);
      else if (f.size === 0) recusados.push(`${f.name}: o arquivo está vazio.`);
      else return true;
      return false;
    });
    const arquivos = [...r.arquivos, ...aceitos];
    if (arquivos.length > MAX_ARQUIVOS_PETICAO) recusados.push(`Uma petição pode ter até ${MAX_ARQUIVOS_PETICAO} arquivos.`);
    setR({ ...r, arquivos: arquivos.slice(0, MAX_ARQUIVOS_PETICAO) });
    setAvisoArquivo(recusados.length > 0 ? recusados.join(' ') : null);
  };

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const encontrados = validar(r);
    setErros(encontrados);
    if (Object.keys(encontrados).length === 0) onRevisar({ ...r, texto: r.texto.trim() });
  };

  const total = r.arquivos.reduce((s, f) => s + f.size, 0);
  return (
    <Box component="form" noValidate onSubmit={enviar} aria-label="Nova petição">
      <Stack spacing={2.5}>
        <TextField
          select
          label="Tipo da petição"
          required
          value={r.tipo}
          onChange={(e) => setR({ ...r, tipo: e.target.value as TipoPeticao })}
          error={Boolean(erros.tipo)}
          helperText={erros.tipo}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Escolha…</option>
          {TIPOS_PETICAO.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label="Prazo a que a petição responde"
          value={r.prazoId}
          onChange={(e) => setR({ ...r, prazoId: e.target.value })}
          helperText={prazos.length === 0 ? 'Você não tem prazos em aberto neste processo.' : 'Uma petição após as 24h do último dia do prazo é recebida e marcada como intempestiva.'}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Nenhum prazo</option>
          {prazos.map((p) => (
            <option key={p.id} value={p.id}>
              {rotuloPrazo(p)}
            </option>
          ))}
        </TextField>
        <TextField
          label="Texto da petição"
          multiline
          minRows={6}
          value={r.texto}
          onChange={(e) => setR({ ...r, texto: e.target.value })}
          error={Boolean(erros.texto)}
          helperText={erros.texto ?? `${r.texto.length.toLocaleString('pt-BR')} de ${MAX_TEXTO_PETICAO.toLocaleString('pt-BR')} caracteres.`}
          slotProps={{ htmlInput: { maxLength: MAX_TEXTO_PETICAO } }}
        />
        <Box>
          <Typography component="h2" variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }} id={idArquivos}>
            Documentos (PDF)
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            Até {MAX_ARQUIVOS_PETICAO} arquivos PDF, de até {formatarTamanho(MAX_BYTES_ARQUIVO_PETICAO)} cada e {formatarTamanho(MAX_BYTES_PETICAO)} no total.
          </Typography>
          <input ref={entrada} type="file" accept="application/pdf,.pdf" multiple hidden onChange={escolher} data-testid="peticao-arquivos" aria-label="Escolher arquivos PDF" />
          <Button variant="outlined" startIcon={<AttachFileOutlined />} onClick={() => entrada.current?.click()}>
            Anexar PDF
          </Button>
          {avisoArquivo ? (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {avisoArquivo}
            </Alert>
          ) : null}
          {erros.arquivos ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {erros.arquivos}
            </Alert>
          ) : null}
          {r.arquivos.length > 0 ? (
            <Box component="ul" aria-labelledby={idArquivos} sx={{ m: 0, mt: 1, p: 0 }}>
              {r.arquivos.map((f, i) => (
                <Box component="li" key={`${f.name}-${i}`} sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
                  <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {f.name} ({formatarTamanho(f.size)})
                  </Typography>
                  <IconButton aria-label={`Remover ${f.name}`} onClick={() => setR({ ...r, arquivos: r.arquivos.filter((_, j) => j !== i) })}>
                    <DeleteOutlined />
                  </IconButton>
                </Box>
              ))}
              <Typography component="li" variant="body2" color="textSecondary" sx={{ listStyle: 'none' }}>
                Total: {formatarTamanho(total)}
              </Typography>
            </Box>
          ) : null}
        </Box>
        <Box>
          <Button type="submit" variant="contained" size="large">
            Revisar petição
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
