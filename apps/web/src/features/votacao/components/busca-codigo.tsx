import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatarCodigoConfirmacao, normalizarCodigoConfirmacao } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { CampoTexto } from '@/components/campo-texto';
import { mensagemDeErro } from '@/lib/api-client';
import { useBaixarRegistro } from '../api/baixar-registro';
import { useBuscarCodigo } from '../api/buscar-codigo';

/**
 * After publication: "Conferir meu código" (is my confirmation code in the public record?) and the record itself,
 * one JSON anyone can check with `npm run votacao:verificar` or another verifier (docs/votacao-registro.md).
 */
export function BuscaCodigo({ votacaoId }: { votacaoId: string }) {
  const [texto, setTexto] = useState('');
  const [invalido, setInvalido] = useState(false);
  const busca = useBuscarCodigo();
  const registro = useBaixarRegistro();
  const idCampo = `codigo-${votacaoId}`;
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const codigo = normalizarCodigoConfirmacao(texto);
    setInvalido(!codigo);
    if (codigo) busca.mutate({ votacaoId, codigo });
    else busca.reset();
  };
  return (
    <Box component="section" aria-labelledby={`${idCampo}-titulo`}>
      <Typography id={`${idCampo}-titulo`} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Conferir meu código
      </Typography>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={enviar} noValidate aria-label="Conferir meu código">
        <CampoTexto
          id={idCampo}
          label="Código de confirmação"
          onChange={(e) => setTexto(e.target.value)}
          error={invalido}
          helperText={invalido ? 'O código tem 64 caracteres (0–9 e a–f); espaços e hífens são ignorados.' : undefined}
          autoComplete="off"
          inputProps={{ spellCheck: false }}
        />
        <Button type="submit" variant="outlined" disabled={busca.isPending} sx={{ alignSelf: { sm: 'flex-start' } }}>
          Procurar
        </Button>
      </Stack>
      <Box aria-live="polite" sx={{ mt: 1 }}>
        {busca.isError && <Alert severity="error">{mensagemDeErro(busca.error)}</Alert>}
        {busca.data &&
          (busca.data.encontrado ? (
            <Alert severity="success" data-testid="codigo-encontrado">
              Código encontrado no registro público: sua cédula cifrada está entre as contadas.
            </Alert>
          ) : (
            <Alert severity="warning" data-testid="codigo-nao-encontrado">
              Código não encontrado no registro público. Confira o código digitado.
            </Alert>
          ))}
      </Box>
      {busca.data?.encontrado && (
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', mt: 0.5 }}>
          {formatarCodigoConfirmacao(busca.data.codigo)}
        </Typography>
      )}
      <Button variant="text" sx={{ mt: 1, ml: -1 }} onClick={() => registro.mutate(votacaoId)} disabled={registro.isPending}>
        {registro.isPending ? 'Baixando…' : 'Baixar o registro público (JSON)'}
      </Button>
      {registro.isError && (
        <Alert severity="error" role="alert">
          {mensagemDeErro(registro.error)}
        </Alert>
      )}
      <Typography variant="body2" color="textSecondary">
        O registro traz as chaves dos guardiões, todas as cédulas cifradas com seus códigos e provas, e a apuração: qualquer pessoa pode conferi-lo.
      </Typography>
    </Box>
  );
}
