import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { PreferenciasNotificacao } from '@portal/contracts';
import { useState } from 'react';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { mensagemDeErro } from '@/lib/api-client';
import { usePreferencias } from '../api/get-preferencias';
import { useSalvarPreferencias } from '../api/salvar-preferencias';
import { Secao } from './secao';

const ROTULOS: Record<keyof PreferenciasNotificacao, string> = {
  emailStatusRequerimento: 'Mudanças na situação dos meus requerimentos',
  emailPagamentos: 'Pagamentos e vencimentos',
  noticiasInstitucionais: 'Notícias institucionais',
};

/** E-mail notification preferences; each switch saves at once. */
export function SecaoNotificacoes() {
  const consulta = usePreferencias();
  const salvar = useSalvarPreferencias();
  const [erro, setErro] = useState<string | null>(null);
  const [salvo, setSalvo] = useState(false);

  const alternar = async (chave: keyof PreferenciasNotificacao, valor: boolean) => {
    if (!consulta.data) return;
    setErro(null);
    setSalvo(false);
    try {
      await salvar.mutateAsync({ ...consulta.data, [chave]: valor });
      setSalvo(true);
    } catch (falha) {
      setErro(mensagemDeErro(falha));
    }
  };

  return (
    <Secao id="notificacoes" titulo="Notificações por e-mail" descricao="Escolha sobre o que você quer receber e-mails.">
      {consulta.isPending ? (
        <LoadingState mensagem="Carregando preferências…" />
      ) : consulta.isError ? (
        <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />
      ) : (
        <>
          {erro ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {erro}
            </Alert>
          ) : null}
          <FormGroup>
            {(Object.keys(ROTULOS) as (keyof PreferenciasNotificacao)[]).map((chave) => (
              <FormControlLabel
                key={chave}
                control={
                  <Switch
                    checked={consulta.data[chave]}
                    onChange={(e) => void alternar(chave, e.target.checked)}
                    disabled={salvar.isPending}
                    slotProps={{ input: { 'aria-describedby': 'notificacoes-status' } }}
                  />
                }
                label={ROTULOS[chave]}
              />
            ))}
          </FormGroup>
          <Typography id="notificacoes-status" role="status" variant="body2" color="textSecondary" sx={{ mt: 1, minHeight: '1.5em' }}>
            {salvar.isPending ? 'Salvando…' : salvo ? 'Preferências salvas.' : ''}
          </Typography>
        </>
      )}
    </Secao>
  );
}
