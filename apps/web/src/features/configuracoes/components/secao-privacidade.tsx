import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AvisoPrivacidade } from '@/components/aviso-privacidade';
import { mensagemDeErro } from '@/lib/api-client';
import { useBaixarMeusDados } from '../api/baixar-meus-dados';
import { Secao } from './secao';

/** The member's LGPD rights: download all their data, read the privacy notice, reach the data-protection officer. */
export function SecaoPrivacidade() {
  const baixar = useBaixarMeusDados();
  const [mensagem, setMensagem] = useState<{ tipo: 'success' | 'error'; texto: string } | null>(null);

  const aoBaixar = async () => {
    setMensagem(null);
    try {
      const nome = await baixar.mutateAsync();
      setMensagem({ tipo: 'success', texto: `Arquivo ${nome} gerado.` });
    } catch (falha) {
      setMensagem({ tipo: 'error', texto: mensagemDeErro(falha) });
    }
  };

  return (
    <Secao id="privacidade" titulo="Privacidade e seus dados" descricao="Seus direitos pela Lei Geral de Proteção de Dados (LGPD).">
      <Stack spacing={2}>
        <Typography variant="body2">
          Baixe tudo o que o portal guarda sobre você — cadastro, inscrições, conta, sessões, acessos e histórico de
          alterações — em um arquivo JSON.
        </Typography>
        {mensagem ? (
          <Alert severity={mensagem.tipo} role={mensagem.tipo === 'error' ? 'alert' : 'status'}>
            {mensagem.texto}
          </Alert>
        ) : null}
        <Box>
          <Button variant="outlined" onClick={() => void aoBaixar()} disabled={baixar.isPending} aria-busy={baixar.isPending}>
            Baixar meus dados (JSON)
          </Button>
        </Box>
        <Divider />
        <AvisoPrivacidade nivelTitulo="h3" />
      </Stack>
    </Secao>
  );
}
