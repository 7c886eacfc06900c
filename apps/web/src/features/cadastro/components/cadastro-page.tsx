import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cadastroBodySchema, UFS, type CadastroBody } from '@portal/contracts';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { AvisoPrivacidade } from '@/components/aviso-privacidade';
import { BotaoEnviar } from '@/components/botao-enviar';
import { CampoTexto, camposDe } from '@/components/campo-texto';
import { CartaoPublico } from '@/components/cartao-publico';
import { CampoDataIso } from '@/components/campo-data-iso';
import { paths } from '@/config/paths';
import { mensagemDeErro, statusDoErro } from '@/lib/api-client';
import { camposDoErro, resumoDoErro } from '@/lib/erros-de-campo';
import { useSalvarCadastro } from '../api/salvar-cadastro';

/** What the form holds: strings as typed; the acceptance starts unchecked. */
type CamposCadastro = Omit<CadastroBody, 'uf' | 'aceiteAvisoPrivacidade' | 'complemento'> & {
  uf: string;
  complemento: string;
  aceiteAvisoPrivacidade: boolean;
};
type Campo = keyof CamposCadastro;

const VAZIO: CamposCadastro = {
  nome: '',
  cpf: '',
  nascimento: '',
  email: '',
  celular: '',
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  uf: '',
  senha: '',
  confirmacao: '',
  aceiteAvisoPrivacidade: false,
};

/** /cadastro: self-registration of a lawyer (in the register) or a collaborator. */
export function CadastroPage() {
  const salvar = useSalvarCadastro();
  const [avisoAberto, setAvisoAberto] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [recebido, setRecebido] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CamposCadastro, unknown, CadastroBody>({
    resolver: zodResolver(cadastroBodySchema) as unknown as Resolver<CamposCadastro, unknown, CadastroBody>,
    defaultValues: VAZIO,
    mode: 'onTouched',
  });

  if (recebido) {
    return (
      <CartaoPublico titulo="Confirme seu e-mail">
        <Stack spacing={2.5}>
          <Alert severity="success" role="status" data-testid="cadastro-recebido">
            {recebido}
          </Alert>
          <Typography>
            Abra a mensagem e siga o link para ativar a conta. O link vale por 24 horas. Se não encontrar o e-mail, veja a
            caixa de spam.
          </Typography>
          <Button component={RouterLink} to={paths.login} variant="contained" size="large">
            Ir para o login
          </Button>
        </Stack>
      </CartaoPublico>
    );
  }

  const enviar = async (dados: CadastroBody) => {
    setErro(null);
    try {
      const resposta = await salvar.mutateAsync({ ...dados, complemento: dados.complemento ? dados.complemento : undefined });
      setRecebido(resposta.mensagem);
      window.scrollTo?.(0, 0);
    } catch (falha) {
      // Field messages only from a validation answer (400).
      const campos = statusDoErro(falha) === 400 ? camposDoErro(falha) : {};
      for (const [campo, mensagem] of Object.entries(campos)) {
        if (campo in VAZIO) setError(campo as Campo, { message: mensagem });
      }
      setErro(statusDoErro(falha) === 400 ? resumoDoErro(falha, Object.keys(VAZIO)) : mensagemDeErro(falha));
    }
  };

  const texto = (campo: Exclude<Campo, 'aceiteAvisoPrivacidade' | 'uf' | 'nascimento'>, rotulo: string, extra: Partial<Parameters<typeof CampoTexto>[0]> = {}) => (
    <CampoTexto
      {...extra}
      {...camposDe(register(campo))}
      id={`cadastro-${campo}`}
      label={rotulo}
      error={Boolean(errors[campo])}
      helperText={errors[campo]?.message ?? extra.helperText}
      required={campo !== 'complemento'}
    />
  );

  return (
    <CartaoPublico titulo="Criar conta" subtitulo="Advogados inscritos e colaboradores. A conta é ativada quando você confirma o e-mail." largura={720}>
      <Box component="form" noValidate onSubmit={handleSubmit(enviar)} aria-label="Criar conta no portal">
        <Stack spacing={3}>
          {erro ? (
            <Alert severity="error" role="alert" data-testid="cadastro-erro">
              {erro}
            </Alert>
          ) : null}

          <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
              Seus dados
            </Typography>
            {texto('nome', 'Nome completo', { autoComplete: 'name' })}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {texto('cpf', 'CPF', { inputProps: { inputMode: 'numeric', maxLength: 14 }, helperText: 'Com ou sem pontuação.' })}
              <Controller
                control={control}
                name="nascimento"
                render={({ field, fieldState }) => (
                  <CampoDataIso
                    id="cadastro-nascimento"
                    label="Data de nascimento"
                    disableFuture
                    required
                    name={field.name}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    erro={fieldState.error?.message}
                    ajuda="dd/mm/aaaa"
                  />
                )}
              />
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {texto('email', 'E-mail', { type: 'email', autoComplete: 'email', inputProps: { autoCapitalize: 'none', spellCheck: false } })}
              {texto('celular', 'Celular', { type: 'tel', autoComplete: 'tel', helperText: 'Com DDD.' })}
            </Box>
          </Stack>

          <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
              Endereço
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
              {texto('cep', 'CEP', { autoComplete: 'postal-code', inputProps: { inputMode: 'numeric', maxLength: 9 } })}
              {texto('logradouro', 'Logradouro', { autoComplete: 'address-line1' })}
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
              {texto('numero', 'Número')}
              {texto('complemento', 'Complemento (opcional)', { autoComplete: 'address-line2' })}
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 2fr 1fr' } }}>
              {texto('bairro', 'Bairro')}
              {texto('cidade', 'Cidade', { autoComplete: 'address-level2' })}
              <Controller
                control={control}
                name="uf"
                render={({ field, fieldState }) => (
                  <FormControl fullWidth error={Boolean(fieldState.error)} required>
                    <InputLabel htmlFor="cadastro-uf" shrink variant="outlined">
                      UF
                    </InputLabel>
                    <NativeSelect
                      input={<OutlinedInput label="UF" notched />}
                      inputProps={{ id: 'cadastro-uf', name: field.name, 'aria-describedby': fieldState.error ? 'cadastro-uf-erro' : undefined }}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                    >
                      <option value="">—</option>
                      {UFS.map((uf) => (
                        <option key={uf} value={uf}>
                          {uf}
                        </option>
                      ))}
                    </NativeSelect>
                    {fieldState.error ? <FormHelperText id="cadastro-uf-erro">{fieldState.error.message}</FormHelperText> : null}
                  </FormControl>
                )}
              />
            </Box>
          </Stack>

          <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
              Senha
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {texto('senha', 'Senha', {
                type: 'password',
                autoComplete: 'new-password',
                helperText: 'De 8 a 128 caracteres. Uma frase longa é uma boa escolha.',
              })}
              {texto('confirmacao', 'Confirme a senha', { type: 'password', autoComplete: 'new-password' })}
            </Box>
          </Stack>

          <Box>
            <Controller
              control={control}
              name="aceiteAvisoPrivacidade"
              render={({ field, fieldState }) => (
                <FormControl error={Boolean(fieldState.error)} required>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={field.value}
                        onChange={(e) => field.onChange(e.target.checked)}
                        onBlur={field.onBlur}
                        slotProps={{
                          input: { ref: field.ref, 'aria-describedby': fieldState.error ? 'cadastro-aceite-erro' : undefined } as object,
                        }}
                      />
                    }
                    label="Li e aceito o aviso de privacidade"
                  />
                  {fieldState.error ? <FormHelperText id="cadastro-aceite-erro">{fieldState.error.message}</FormHelperText> : null}
                </FormControl>
              )}
            />
            <Button variant="text" onClick={() => setAvisoAberto(true)} sx={{ ml: { xs: 0, sm: 4 } }}>
              Ler o aviso de privacidade
            </Button>
          </Box>

          <BotaoEnviar enviando={isSubmitting}>
            Criar conta
          </BotaoEnviar>
          <Typography sx={{ textAlign: 'center' }}>
            Já tem conta?{' '}
            <Link component={RouterLink} to={paths.login}>
              Entrar
            </Link>
          </Typography>
        </Stack>
      </Box>

      <Dialog open={avisoAberto} onClose={() => setAvisoAberto(false)} scroll="paper" aria-labelledby="aviso-titulo" fullWidth maxWidth="md">
        <DialogTitle id="aviso-titulo">Aviso de privacidade</DialogTitle>
        <DialogContent dividers>
          <AvisoPrivacidade nivelTitulo="h3" />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAvisoAberto(false)}>Fechar</Button>
        </DialogActions>
      </Dialog>
    </CartaoPublico>
  );
}
