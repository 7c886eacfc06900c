import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GuardiaoPublicoJson } from '@portal/contracts/votacao-cripto';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Esperado, SegredoGuardiao } from '../cripto/arquivo-guardiao';

const carregarCripto = () => import('../cripto/guardiao');

function mensagemDoErro(e: unknown): string {
  return e instanceof Error && (e.name === 'ErroArquivoGuardiao' || e.name === 'ErroPartes') ? e.message : 'Não foi possível ler o arquivo. Tente de novo.';
}

/**
 * The guardian loads their secret file: a button opens the file chooser (keyboard and screen reader friendly), a
 * passphrase is asked when the file is protected, and the file is checked against this poll, this guardian and the
 * key they published. Nothing leaves the browser.
 */
export function CarregarArquivoGuardiao({
  esperado,
  meuPublico,
  aoCarregar,
}: {
  esperado: Esperado;
  meuPublico: GuardiaoPublicoJson | null;
  aoCarregar: (segredo: SegredoGuardiao) => void;
}) {
  const id = useId();
  const entrada = useRef<HTMLInputElement>(null);
  const [arquivo, setArquivo] = useState<{
    nome: string;
    texto: string;
  } | null>(null);
  const [pedeSenha, setPedeSenha] = useState(false);
  const [senha, setSenha] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [lendo, setLendo] = useState(false);

  const ler = async (texto: string, comSenha?: string) => {
    setLendo(true);
    setErro(null);
    try {
      const cripto = await carregarCripto();
      if (!comSenha && cripto.arquivoPedeSenha(texto)) {
        // Told before the passphrase when the file is of another poll or guardian.
        await cripto.lerArquivoGuardiao(texto, esperado).catch((e: unknown) => {
          if (!(e instanceof cripto.ErroArquivoGuardiao) || e.motivo !== 'precisa-senha') throw e;
        });
        setPedeSenha(true);
        return;
      }
      const segredo = await cripto.lerArquivoGuardiao(texto, esperado, comSenha);
      cripto.conferirArquivoComChave(segredo, meuPublico);
      setSenha('');
      aoCarregar(segredo);
    } catch (e) {
      setErro(mensagemDoErro(e));
    } finally {
      setLendo(false);
    }
  };

  const escolher = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    e.target.value = '';
    if (!f) return;
    setPedeSenha(false);
    setSenha('');
    if (f.size > 64 * 1024) {
      setArquivo(null);
      setErro('O arquivo está danificado ou não é um arquivo de guardião(ã) do portal.');
      return;
    }
    const texto = await f.text();
    setArquivo({ nome: f.name, texto });
    await ler(texto);
  };

  const abrir = (e: FormEvent) => {
    e.preventDefault();
    if (arquivo && senha) void ler(arquivo.texto, senha);
  };

  return (
    <Box>
      <input
        ref={entrada}
        id={`${id}-arquivo`}
        type="file"
        accept=".json,application/json"
        hidden
        tabIndex={-1}
        aria-label="Arquivo da sua chave de guardião(ã)"
        data-testid="arquivo-guardiao"
        onChange={(e) => void escolher(e)}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="outlined" startIcon={<UploadFileOutlined aria-hidden="true" />} onClick={() => entrada.current?.click()} disabled={lendo}>
          Carregar meu arquivo de guardião(ã)
        </Button>
        {arquivo && (
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {arquivo.nome}
          </Typography>
        )}
      </Stack>
      {pedeSenha && arquivo && (
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }} onSubmit={abrir} noValidate aria-label="Abrir o arquivo protegido por senha">
          <TextField
            label="Senha do arquivo"
            type="password"
            size="small"
            autoFocus
            value={senha}
            onChange={(e) => setSenha(e.target.value)}
            slotProps={{ htmlInput: { autoComplete: 'off' } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained" disabled={!senha || lendo}>
            {lendo ? 'Abrindo…' : 'Abrir o arquivo'}
          </Button>
        </Stack>
      )}
      <Box aria-live="polite">
        {lendo && !pedeSenha && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            Lendo o arquivo…
          </Typography>
        )}
        {erro && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {erro}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
