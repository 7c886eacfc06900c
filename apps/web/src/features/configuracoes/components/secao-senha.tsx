import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { novaSenhaSchema } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CampoTexto, camposDe } from '@/components/campo-texto';
import { useTrocarSenha } from '../api/trocar-senha';
import { Secao } from './secao';
import { camposDoErro, resumoDoErro } from '@/lib/erros-de-campo';

const formSchema = z
  .object({
    senhaAtual: z.string().min(1, 'Informe a senha atual.'),
    novaSenha: novaSenhaSchema,
    confirmacao: z.string().min(1, 'Repita a nova senha.'),
  })
  .refine((d) => d.novaSenha === d.confirmacao, { path: ['confirmacao'], message: 'As senhas não conferem.' });
type Campos = z.infer<typeof formSchema>;

/** Password change: the current password, the new one twice. The other sessions end; this one stays. */
export function SecaoSenha() {
  const trocar = useTrocarSenha();
  const [erro, setErro] = useState<string | null>(null);
  const [sucesso, setSucesso] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Campos>({ resolver: zodResolver(formSchema), defaultValues: { senhaAtual: '', novaSenha: '', confirmacao: '' } });

  const enviar = async (d: Campos) => {
    setErro(null);
    setSucesso(null);
    try {
      const encerradas = await trocar.mutateAsync({ senhaAtual: d.senhaAtual, novaSenha: d.novaSenha });
      reset();
      setSucesso(
        encerradas === 0
          ? 'Senha alterada.'
          : `Senha alterada. ${encerradas === 1 ? 'A outra sessão foi encerrada' : `As outras ${encerradas} sessões foram encerradas`}.`,
      );
    } catch (falha) {
      const campos = camposDoErro(falha);
      let marcou = false;
      for (const campo of ['senhaAtual', 'novaSenha'] as const) {
        if (campos[campo]) {
          setError(campo, { message: campos[campo] });
          marcou = true;
        }
      }
      if (!marcou) setErro(resumoDoErro(falha, ['senhaAtual', 'novaSenha']));
    }
  };

  return (
    <Secao id="senha" titulo="Senha" descricao="Ao trocar a senha, as suas outras sessões são encerradas; esta continua aberta.">
      <Box component="form" noValidate onSubmit={handleSubmit(enviar)} aria-label="Trocar senha" sx={{ maxWidth: 420 }}>
        <Stack spacing={2}>
          {erro ? (
            <Alert severity="error" role="alert">
              {erro}
            </Alert>
          ) : null}
          {sucesso ? (
            <Alert severity="success" role="status" data-testid="senha-sucesso">
              {sucesso}
            </Alert>
          ) : null}
          <CampoTexto
            {...camposDe(register('senhaAtual'))}
            id="senha-atual"
            label="Senha atual"
            type="password"
            autoComplete="current-password"
            required
            error={Boolean(errors.senhaAtual)}
            helperText={errors.senhaAtual?.message}
          />
          <CampoTexto
            {...camposDe(register('novaSenha'))}
            id="senha-nova"
            label="Nova senha"
            type="password"
            autoComplete="new-password"
            required
            error={Boolean(errors.novaSenha)}
            helperText={errors.novaSenha?.message ?? 'De 8 a 128 caracteres. Uma frase fácil de lembrar é uma boa senha.'}
          />
          <CampoTexto
            {...camposDe(register('confirmacao'))}
            id="senha-confirmacao"
            label="Repita a nova senha"
            type="password"
            autoComplete="new-password"
            required
            error={Boolean(errors.confirmacao)}
            helperText={errors.confirmacao?.message}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={isSubmitting} aria-busy={isSubmitting}>
              Trocar senha
            </Button>
          </Box>
        </Stack>
      </Box>
    </Secao>
  );
}
