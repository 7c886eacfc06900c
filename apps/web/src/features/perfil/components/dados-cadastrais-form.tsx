import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import {
  UFS,
  dadosCadastraisSchema,
  formatarCelular,
  formatarCep,
  type Cadastro,
  type DadosCadastrais,
  type DadosCadastraisEntrada,
} from '@portal/contracts';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { camposDoErro, mensagemDeErro } from '@/lib/api-client';
import { useAtualizarCadastro } from '../api/atualizar-cadastro';
import { mascararCelular, mascararCep } from './formatar';

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

  const enviar = handleSubmit(async (dados) => {
    setAviso(null);
    try {
      const r = await atualizar.mutateAsync(dados);
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
          {mensagemDeErro(atualizar.error)}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, 1fr)' } }}>
        <Box sx={{ gridColumn: { sm: 'span 6' } }}>
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
        <Box sx={{ gridColumn: { sm: 'span 3' } }}>
          <Controller
            control={control}
            name="cep"
            render={({ field }) => (
              <TextField
                {...comum('cep')}
                label="CEP"
                required
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
          <TextField {...comum('logradouro')} label="Logradouro" required autoComplete="address-line1" {...registrar('logradouro')} />
        </Box>
        <Box sx={{ gridColumn: { sm: 'span 2' } }}>
          <TextField {...comum('numero')} label="Número" required {...registrar('numero')} />
        </Box>
        <Box sx={{ gridColumn: { sm: 'span 3' } }}>
          <TextField {...comum('complemento')} label="Complemento (opcional)" autoComplete="address-line2" {...registrar('complemento')} />
        </Box>
        <Box sx={{ gridColumn: { sm: 'span 3' } }}>
          <TextField {...comum('bairro')} label="Bairro" required {...registrar('bairro')} />
        </Box>
        <Box sx={{ gridColumn: { sm: 'span 4' } }}>
          <TextField {...comum('cidade')} label="Cidade" required autoComplete="address-level2" {...registrar('cidade')} />
        </Box>
        <Box sx={{ gridColumn: { sm: 'span 2' } }}>
          <TextField
            {...comum('uf')}
            label="UF"
            required
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
