import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { trocarEmailSchema, type TrocarEmailEntrada } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { mensagemDeErro } from '@/lib/api-client';
import { camposDoErro } from '@/lib/erros-de-campo';
import { useSolicitarTrocaEmail } from '../api/solicitar-troca-email';

type Saida = { novoEmail: string; senhaAtual: string };


// Long addresses wrap instead of making the alert a scrollable region (a keyboard trap on phones).
const semRolagem = { '& .MuiAlert-message': { overflow: 'visible', overflowWrap: 'anywhere', minWidth: 0 } } as const;
/**
 * E-mail change: the current password proves it is the member; the change only happens when the link
 * sent to the new address is opened.
 */
export function TrocarEmailForm({ emailAtual, emailPendente }: { emailAtual: string; emailPendente: string | null }) {
  const [aberto, setAberto] = useState(false);
  const [enviado, setEnviado] = useState<string | null>(null);
  const solicitar = useSolicitarTrocaEmail();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<TrocarEmailEntrada, unknown, Saida>({
    resolver: zodResolver(trocarEmailSchema),
    defaultValues: { novoEmail: '', senhaAtual: '' },
  });

  useEffect(() => {
    if (aberto) setFocus('novoEmail');
  }, [aberto, setFocus]);

  const registrar = (nome: FieldPath<TrocarEmailEntrada>) => {
    const { ref, ...resto } = register(nome);
    return { ...resto, inputRef: ref };
  };

  const enviar = handleSubmit(async (dados) => {
    setEnviado(null);
    try {
      const r = await solicitar.mutateAsync(dados);
      setEnviado(r.mensagem);
      reset();
      setAberto(false);
    } catch (erro) {
      for (const [campo, mensagem] of Object.entries(camposDoErro(erro))) {
        if (campo === 'novoEmail' || campo === 'senhaAtual') setError(campo, { type: 'server', message: mensagem });
      }
    }
  });

  const enviando = solicitar.isPending;
  const erroGeral = solicitar.isError && Object.keys(camposDoErro(solicitar.error)).length === 0;

  return (
    <Box>
      {emailPendente ? (
        <Alert severity="info" sx={{ ...semRolagem, mb: 2 }}>
          Aguardando a confirmação do novo e-mail <strong>{emailPendente}</strong>. Abra o link que enviamos para ele.
        </Alert>
      ) : null}
      {enviado ? (
        <Alert severity="success" sx={{ ...semRolagem, mb: 2 }} role="status">
          {enviado}
        </Alert>
      ) : null}
      {!aberto ? (
        <Button variant="outlined" onClick={() => setAberto(true)} aria-expanded={false} aria-controls="form-trocar-email">
          Alterar e-mail
        </Button>
      ) : (
        <Box
          component="form"
          id="form-trocar-email"
          noValidate
          aria-label="Alterar e-mail"
          aria-busy={enviando}
          onSubmit={(e) => void enviar(e)}
          sx={{ display: 'grid', gap: 2, maxWidth: 480 }}
        >
          <Typography variant="body2" color="textSecondary">
            Enviaremos um link de confirmação ao novo endereço; seu e-mail atual ({emailAtual}) continua valendo até lá.
          </Typography>
          {erroGeral ? <Alert severity="error" sx={semRolagem}>{mensagemDeErro(solicitar.error)}</Alert> : null}
          <TextField
            id="perfil-novo-email"
            label="Novo e-mail"
            type="email"
            autoComplete="email"
            required
            disabled={enviando}
            error={Boolean(errors.novoEmail)}
            helperText={errors.novoEmail?.message}
            {...registrar('novoEmail')}
          />
          <TextField
            id="perfil-senha-atual"
            label="Senha atual"
            type="password"
            autoComplete="current-password"
            required
            disabled={enviando}
            error={Boolean(errors.senhaAtual)}
            helperText={errors.senhaAtual?.message}
            {...registrar('senhaAtual')}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={enviando}>
              {enviando ? 'Enviando…' : 'Enviar link de confirmação'}
            </Button>
            <Button
              onClick={() => {
                reset();
                solicitar.reset();
                setAberto(false);
              }}
              disabled={enviando}
            >
              Cancelar
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
