import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CAMPOS_ENDERECO,
  CAMPOS_OBRIGATORIOS_ENDERECO,
  MENSAGEM_ENDERECO_COMPLETO,
  mensagemCampoDoEndereco,
  UFS,
  dadosCadastraisSchema,
  formatarCelular,
  formatarCep,
  type Cadastro,
  type DadosCadastrais,
  type DadosCadastraisEntrada,
} from '@portal/contracts';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useAtualizarCadastro } from '../api/atualizar-cadastro';
import { mascararCelular, mascararCep } from './formatar';
import { camposDoErro, resumoDoErro } from '@/lib/erros-de-campo';

function valoresIniciais(c: Cadastro): DadosCadastraisEntrada {
  return {
    nomeSocial: c.nomeSocial ?? '',
    celular: c.celular ? formatarCelular(c.celular) : '',
    cep: c.cep ? formatarCep(c.cep) : '',
    logradouro: c.logradouro ?? '',
    numero: c.numero ?? '',
    complemento: c.complemento ?? '',
    bairro: c.bairro ?? '',
    cidade: c.cidade ?? '',
    uf: c.uf ?? '',
  };
}

const CAMPOS_DO_FORM = new Set<string>(['nomeSocial', 'celular', 'cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'uf']);


const grade = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, 1fr)' } } as const;

const temEndereco = (c: Cadastro) => CAMPOS_ENDERECO.some((campo) => Boolean(c[campo]));

/** Only what differs from what is on file; the address goes whole when any of its fields changed. */
function alteracoes(dados: DadosCadastrais, c: Cadastro): DadosCadastrais {
  const corpo: DadosCadastrais = {};
  if (dados.nomeSocial !== undefined && dados.nomeSocial !== c.nomeSocial) corpo.nomeSocial = dados.nomeSocial;
  if (dados.celular !== undefined && dados.celular !== c.celular) corpo.celular = dados.celular;
  if (dados.cep !== undefined && CAMPOS_ENDERECO.some((campo) => (dados[campo] ?? null) !== c[campo])) {
    const { cep, logradouro, numero, complemento, bairro, cidade, uf } = dados;
    Object.assign(corpo, { cep, logradouro, numero, complemento, bairro, cidade, uf });
  }
  return corpo;
}

/** Contact and address, validated by the same schema the API uses. */
export function DadosCadastraisForm({ cadastro }: { cadastro: Cadastro }) {
  const atualizar = useAtualizarCadastro();
  const [aviso, setAviso] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<DadosCadastraisEntrada, unknown, DadosCadastrais>({
    resolver: zodResolver(dadosCadastraisSchema),
    defaultValues: valoresIniciais(cadastro),
  });
  const salvando = atualizar.isPending;
  // The address is one group: optional while empty, every field but complemento required once started.
  const endereco = useWatch({ control, name: [...CAMPOS_ENDERECO] });
  const enderecoObrigatorio = temEndereco(cadastro) || endereco.some((v) => Boolean(v?.trim()));

  const enviar = handleSubmit(async (dados) => {
    setAviso(null);
    if (dados.cep === undefined && temEndereco(cadastro)) {
      // An address on file is replaced, never erased by emptying the fields.
      for (const campo of CAMPOS_OBRIGATORIOS_ENDERECO) {
        setError(campo, { type: 'required', message: mensagemCampoDoEndereco(campo) });
      }
      return;
    }
    const corpo = alteracoes(dados, cadastro);
    if (Object.keys(corpo).length === 0) {
      reset(valoresIniciais(cadastro));
      setAviso('Nenhum dado foi alterado.');
      return;
    }
    try {
      const r = await atualizar.mutateAsync(corpo);
      reset(valoresIniciais(r.cadastro));
      setAviso(r.alterados.length > 0 ? 'Dados atualizados.' : 'Nenhum dado foi alterado.');
    } catch (erro) {
      for (const [campo, mensagem] of Object.entries(camposDoErro(erro))) {
        if (CAMPOS_DO_FORM.has(campo)) setError(campo as FieldPath<DadosCadastraisEntrada>, { type: 'server', message: mensagem });
      }
    }
  });

  // MUI's TextField takes the input's ref as inputRef (its ref is the wrapper).
  const registrar = (nome: FieldPath<DadosCadastraisEntrada>) => {
    const { ref, ...resto } = register(nome);
    return { ...resto, inputRef: ref };
  };

  const comum = (nome: FieldPath<DadosCadastraisEntrada>) => ({
    id: `perfil-${nome}`,
    fullWidth: true,
    disabled: salvando,
    error: Boolean(errors[nome]),
    helperText: errors[nome]?.message,
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void enviar(e)} aria-label="Contato e endereço" aria-busy={salvando}>
      {atualizar.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {resumoDoErro(atualizar.error, CAMPOS_DO_FORM)}
        </Alert>
      ) : null}
      <Box sx={grade}>
        <Box sx={{ gridColumn: { sm: 'span 3' } }}>
          <TextField {...comum('nomeSocial')} label="Nome social (opcional)" autoComplete="nickname" {...registrar('nomeSocial')} />
        </Box>
        <Box sx={{ gridColumn: { sm: 'span 3' } }}>
          <Controller
            control={control}
            name="celular"
            render={({ field }) => (
              <TextField
                {...comum('celular')}
                label="Celular"
                required
                type="tel"
                autoComplete="tel-national"
                inputRef={field.ref}
                name={field.name}
                value={field.value ?? ''}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(mascararCelular(e.target.value))}
                slotProps={{ htmlInput: { inputMode: 'tel' } }}
              />
            )}
          />
        </Box>
      </Box>
      <Box component="fieldset" aria-describedby="perfil-endereco-regra" sx={{ border: 0, p: 0, m: 0, mt: 3, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0 }}>
          Endereço
        </Typography>
        <Typography id="perfil-endereco-regra" variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {temEndereco(cadastro) ? MENSAGEM_ENDERECO_COMPLETO : `Opcional. ${MENSAGEM_ENDERECO_COMPLETO}`}
        </Typography>
        <Box sx={grade}>
          <Box sx={{ gridColumn: { sm: 'span 2' } }}>
            <Controller
              control={control}
              name="cep"
              render={({ field }) => (
                <TextField
                  {...comum('cep')}
                  label="CEP"
                  required={enderecoObrigatorio}
                  autoComplete="postal-code"
                  placeholder="00000-000"
                  inputRef={field.ref}
                  name={field.name}
                  value={field.value ?? ''}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange(mascararCep(e.target.value))}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              )}
            />
          </Box>
          <Box sx={{ gridColumn: { sm: 'span 4' } }}>
            <TextField {...comum('logradouro')} label="Logradouro" required={enderecoObrigatorio} autoComplete="address-line1" {...registrar('logradouro')} />
          </Box>
          <Box sx={{ gridColumn: { sm: 'span 2' } }}>
            <TextField {...comum('numero')} label="Número" required={enderecoObrigatorio} {...registrar('numero')} />
          </Box>
          <Box sx={{ gridColumn: { sm: 'span 4' } }}>
            <TextField {...comum('complemento')} label="Complemento (opcional)" autoComplete="address-line2" {...registrar('complemento')} />
          </Box>
          <Box sx={{ gridColumn: { sm: 'span 2' } }}>
            <TextField {...comum('bairro')} label="Bairro" required={enderecoObrigatorio} {...registrar('bairro')} />
          </Box>
          <Box sx={{ gridColumn: { sm: 'span 2' } }}>
            <TextField {...comum('cidade')} label="Cidade" required={enderecoObrigatorio} autoComplete="address-level2" {...registrar('cidade')} />
          </Box>
          <Box sx={{ gridColumn: { sm: 'span 2' } }}>
            <TextField
              {...comum('uf')}
              label="UF"
              required={enderecoObrigatorio}
              select
              autoComplete="address-level1"
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              {...registrar('uf')}
            >
              <option value="">Selecione</option>
              {UFS.map((uf) => (
                <option key={uf} value={uf}>
                  {uf}
                </option>
              ))}
            </TextField>
          </Box>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={salvando}
          startIcon={salvando ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {salvando ? 'Salvando…' : 'Salvar alterações'}
        </Button>
      </Box>
      <Snackbar
        open={aviso !== null}
        autoHideDuration={6000}
        onClose={(_e, motivo) => {
          if (motivo !== 'clickaway') setAviso(null);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity={aviso === 'Dados atualizados.' ? 'success' : 'info'} variant="filled" onClose={() => setAviso(null)} sx={{ width: '100%' }}>
          {aviso}
        </Alert>
      </Snackbar>
    </Box>
  );
}
