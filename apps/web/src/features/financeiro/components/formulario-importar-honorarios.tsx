import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dataIsoDoCalendario, formatarDataBr, type VersaoHonorarios } from '@portal/contracts';
import { Fragment, useId, useRef, useState } from 'react';
import { CampoDataIso, DATA_INCOMPLETA } from '@/components/campo-data-iso';
import { errosDeLinha, useImportarVersaoHonorarios, type ErroDeLinha } from '../api/importar-versao-honorarios';
import { camposDoErro, resumoDoErro } from '@/lib/erros-de-campo';

const TAMANHO_MAXIMO = 5 * 1024 * 1024;

interface Erros {
  arquivo?: string;
  vigencia?: string;
}

/** What the form can tell before sending; the server checks every line of the file. */
function validar(arquivo: File | null, vigencia: string): Erros {
  const erros: Erros = {};
  if (!arquivo) erros.arquivo = 'Escolha o arquivo CSV da nova versão.';
  else if (!/\.csv$/i.test(arquivo.name)) erros.arquivo = 'Escolha um arquivo .csv.';
  else if (arquivo.size === 0) erros.arquivo = 'O arquivo está vazio.';
  else if (arquivo.size > TAMANHO_MAXIMO) erros.arquivo = 'O arquivo passa de 5 MB.';
  if (vigencia === '') erros.vigencia = 'Informe a partir de quando a nova versão vale.';
  else if (vigencia === DATA_INCOMPLETA || !dataIsoDoCalendario(vigencia)) erros.vigencia = 'Data inválida.';
  return erros;
}

interface Recusa {
  mensagem: string;
  linhas: ErroDeLinha[];
}

/** 'Importar nova versão': a CSV file and the day it starts to apply. */
export function FormularioImportarHonorarios({ aoComecar, aoImportar }: { aoComecar: () => void; aoImportar: (versao: VersaoHonorarios) => void }) {
  const idFormato = useId();
  const idArquivoAjuda = useId();
  const entrada = useRef<HTMLInputElement>(null);
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [vigencia, setVigencia] = useState('');
  const [erros, setErros] = useState<Erros>({});
  const [recusa, setRecusa] = useState<Recusa | null>(null);
  // A new key remounts the date field empty after a successful import.
  const [rodada, setRodada] = useState(0);
  const importar = useImportarVersaoHonorarios();
  const enviando = importar.isPending;

  const enviar = async () => {
    setRecusa(null);
    aoComecar();
    const novos = validar(arquivo, vigencia);
    setErros(novos);
    if (novos.arquivo ?? novos.vigencia) return;
    if (!arquivo) return;
    try {
      const versao = await importar.mutateAsync({ vigenciaInicio: vigencia, arquivo });
      setArquivo(null);
      setVigencia('');
      setRodada((r) => r + 1);
      aoImportar(versao);
    } catch (falha) {
      const campos = camposDoErro(falha);
      if (campos.vigenciaInicio ?? campos.arquivo) setErros({ vigencia: campos.vigenciaInicio, arquivo: campos.arquivo });
      setRecusa({ mensagem: resumoDoErro(falha, ['vigenciaInicio', 'arquivo']), linhas: errosDeLinha(falha) });
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Importar nova versão"
      onSubmit={(e) => {
        e.preventDefault();
        void enviar();
      }}
    >
      <Stack spacing={2}>
        <Box id={idFormato} sx={{ typography: 'body2', color: 'text.secondary' }}>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            Arquivo CSV separado por ponto e vírgula, em UTF-8, com esta primeira linha:
          </Typography>
          <Box component="code" sx={{ display: 'block', p: 1, mb: 0.5, bgcolor: 'action.hover', borderRadius: 1, overflowWrap: 'anywhere', color: 'text.primary' }}>
            {/* On a phone the line breaks after a ';', never inside a column's name. */}
            {['area', 'codigo', 'ato', 'valor', 'percentual', 'observacao'].map((coluna, i, todas) => (
              <Fragment key={coluna}>
                {coluna}
                {i < todas.length - 1 ? (
                  <>
                    ;<wbr />
                  </>
                ) : null}
              </Fragment>
            ))}
          </Box>
          <Typography variant="body2">
            Cada linha traz um valor em reais (ex.: 1500,00) ou um percentual (ex.: 20), nunca os dois. A observação é opcional. Se alguma
            linha tiver problema, nada é importado e a lista dos erros aparece aqui.
          </Typography>
        </Box>

        <Box>
          <input
            ref={entrada}
            type="file"
            accept=".csv,text/csv"
            hidden
            aria-label="Arquivo CSV da tabela"
            data-testid="arquivo-honorarios"
            onChange={(e) => {
              const escolhido = e.target.files?.[0] ?? null;
              e.target.value = '';
              setArquivo(escolhido);
              setRecusa(null);
              setErros((atual) => ({ ...atual, arquivo: undefined }));
            }}
          />
          <Button
            variant="outlined"
            startIcon={<UploadFile aria-hidden="true" />}
            onClick={() => entrada.current?.click()}
            disabled={enviando}
            aria-describedby={`${idArquivoAjuda} ${idFormato}`}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {arquivo ? 'Trocar arquivo CSV' : 'Escolher arquivo CSV'}
          </Button>
          <FormHelperText id={idArquivoAjuda} error={Boolean(erros.arquivo)} sx={{ mx: 0, overflowWrap: 'anywhere' }} aria-live="polite">
            {erros.arquivo ?? (arquivo ? `Arquivo escolhido: ${arquivo.name}` : 'Nenhum arquivo escolhido.')}
          </FormHelperText>
        </Box>

        <CampoDataIso
          key={rodada}
          id="honorarios-vigencia"
          name="vigenciaInicio"
          label="Início da vigência"
          required
          onChange={(v) => {
            setVigencia(v);
            setErros((atual) => ({ ...atual, vigencia: undefined }));
          }}
          onBlur={() => undefined}
          inputRef={null}
          erro={erros.vigencia}
          ajuda="A partir deste dia a nova versão substitui a atual (dd/mm/aaaa)."
        />

        {recusa ? (
          <Alert severity="error" role="alert">
            {recusa.mensagem}
            {recusa.linhas.length > 0 ? (
              <Box component="ul" aria-label="Erros por linha" sx={{ m: 0, mt: 1, pl: 2.5 }}>
                {recusa.linhas.map((l) => (
                  <li key={`${l.linha}-${l.mensagem}`}>
                    Linha {l.linha}: {l.mensagem}
                  </li>
                ))}
              </Box>
            ) : null}
          </Alert>
        ) : null}

        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={enviando}
            aria-busy={enviando}
            startIcon={enviando ? <CircularProgress size={20} color="inherit" aria-hidden="true" /> : null}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {enviando ? 'Importando…' : 'Importar'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** The success line after an import. */
export function avisoDeImportacao(v: VersaoHonorarios): string {
  const itens = v.totalItens === 1 ? '1 item' : `${v.totalItens} itens`;
  return `Versão importada de ${v.arquivoNome}: ${itens}, em vigor a partir de ${formatarDataBr(v.vigenciaInicio)}.`;
}
