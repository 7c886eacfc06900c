import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { mensagemDeErro } from '@/lib/api-client';
import { useGravacao } from '../api/get-gravacao';
import { useSalvarGravacao } from '../api/salvar-gravacao';
import { Secao } from './secao';

/** The usability recorder (ADR 027): the member may switch it off; the switch saves at once. */
export function SecaoGravacao() {
  const consulta = useGravacao();
  const salvar = useSalvarGravacao();
  const [erro, setErro] = useState<string | null>(null);
  const [salvo, setSalvo] = useState(false);

  const alternar = async (ativa: boolean) => {
    setErro(null);
    setSalvo(false);
    try {
      await salvar.mutateAsync(ativa);
      setSalvo(true);
    } catch (falha) {
      setErro(mensagemDeErro(falha));
    }
  };

  return (
    <Secao
      id="gravacao"
      titulo="Gravação de uso do portal"
      descricao="Para encontrar dificuldades de uso, o portal pode gravar como as páginas são usadas (cliques, rolagem e telas vistas)."
    >
      {consulta.isPending ? (
        <LoadingState mensagem="Carregando…" />
      ) : consulta.isError ? (
        <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />
      ) : !consulta.data.disponivel ? (
        <Typography variant="body2">Este portal não grava o uso das páginas.</Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Nada do que você digita é gravado, e os números exibidos (como CPF e inscrição) aparecem mascarados. Não gravamos a
            ouvidoria, a denúncia anônima, os requerimentos e benefícios da CASAG, as vacinas, a votação nem a área restrita.
          </Typography>
          {erro ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {erro}
            </Alert>
          ) : null}
          <FormControlLabel
            control={
              <Switch
                checked={consulta.data.ativa}
                onChange={(e) => void alternar(e.target.checked)}
                disabled={salvar.isPending}
                slotProps={{ input: { 'aria-describedby': 'gravacao-status' } }}
              />
            }
            label="Permitir a gravação das minhas sessões"
          />
          <Typography id="gravacao-status" role="status" variant="body2" color="textSecondary" sx={{ mt: 1, minHeight: '1.5em' }}>
            {salvar.isPending
              ? 'Salvando…'
              : salvo
                ? consulta.data.ativa
                  ? 'Gravação permitida. Ela começa na próxima vez que você abrir o portal.'
                  : 'Gravação desligada.'
                : ''}
          </Typography>
        </>
      )}
    </Secao>
  );
}
