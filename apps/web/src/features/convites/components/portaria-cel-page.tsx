import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PaginaStaff } from '@/components/pagina-staff';
import { hrefValidarConvite } from '@/config/paths';
import { mensagemDeErro, statusDoErro } from '@/lib/api-client';
import { useConsultarNaPortaria } from '../api/consultar-na-portaria';

/** /area-restrita/portaria-cel: a gate without a camera types the short code (or pastes the QR's text) and opens the invitation to admit. */
export function PortariaCelPage() {
  const [codigo, setCodigo] = useState('');
  const [erroCampo, setErroCampo] = useState<string | null>(null);
  const consultar = useConsultarNaPortaria();
  const navigate = useNavigate();

  function enviar(e: FormEvent) {
    e.preventDefault();
    if (codigo.trim() === '') {
      setErroCampo('Informe o código do convite.');
      return;
    }
    setErroCampo(null);
    consultar.mutate({ codigo }, { onSuccess: (r) => void navigate(hrefValidarConvite(r.hash)) });
  }

  const erro = consultar.isError ? (statusDoErro(consultar.error) === 404 ? 'Convite não encontrado. Confira o código.' : mensagemDeErro(consultar.error)) : null;
  return (
    <PaginaStaff titulo="Portaria do CEL" descricao="Digite o código do convite (XXXXX-XXXXX) ou cole o texto do QR code para conferir e admitir o convidado.">
      <Stack component="form" noValidate onSubmit={enviar} spacing={2} sx={{ maxWidth: 480 }}>
        <TextField
          id="codigo-convite"
          label="Código do convite"
          value={codigo}
          onChange={(e) => setCodigo(e.target.value)}
          required
          autoComplete="off"
          error={Boolean(erroCampo)}
          helperText={erroCampo ?? 'Letras e números, como aparece sob o QR code.'}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
        {erro && (
          <Alert severity="error" role="alert">
            {erro}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={consultar.isPending} sx={{ alignSelf: { sm: 'flex-start' } }}>
          {consultar.isPending ? 'Conferindo…' : 'Conferir convite'}
        </Button>
      </Stack>
    </PaginaStaff>
  );
}
