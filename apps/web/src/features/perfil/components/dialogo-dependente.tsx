import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  NOME_DEPENDENTE_MAXIMO,
  PARENTESCOS_DEPENDENTE,
  ROTULO_PARENTESCO_DEPENDENTE,
  dependenteEntradaSchema,
  formatarCpf,
  type DadosDependente,
  type Dependente,
  type DependenteEntrada,
} from '@portal/contracts';
import { useId, useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { CampoDataIso } from '@/components/campo-data-iso';
import { AcoesDialogo } from '@/components/dialogo-formulario';
import { useEditarDependente } from '../api/editar-dependente';
import { useIncluirDependente } from '../api/incluir-dependente';
import { mascararCpf } from './formatar';
import { camposDoErro, resumoDoErro } from '@/lib/erros-de-campo';

const CAMPOS = new Set<string>(['nome', 'cpf', 'parentesco', 'nascimento']);

interface DialogoDependenteProps {
  /** The dependant being edited; null to add a new one. */
  dependente: Dependente | null;
  aoFechar: () => void;
  /** After the server saved (the list and the history are refreshed). */
  aoSalvar: (mensagem: string) => void;
}

/**
 * 'Adicionar dependente' / 'Editar dependente': nome, parentesco, CPF (optional), nascimento, validated with
 * the schema the API uses. Mounted while open (a fresh form each time); the server's field messages (a
 * repeated CPF, a second spouse, the member's own CPF) land on their fields.
 */
export function DialogoDependente({ dependente, aoFechar, aoSalvar }: DialogoDependenteProps) {
  const idTitulo = useId();
  const telaCheia = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const incluir = useIncluirDependente();
  const editar = useEditarDependente();
  const [erroGeral, setErroGeral] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DependenteEntrada, unknown, DadosDependente>({
    resolver: zodResolver(dependenteEntradaSchema),
    defaultValues: {
      nome: dependente?.nome ?? '',
      cpf: dependente?.cpf ? formatarCpf(dependente.cpf) : '',
      parentesco: dependente?.parentesco ?? ('' as DependenteEntrada['parentesco']),
      nascimento: dependente?.nascimento ?? '',
    },
  });
  const salvando = isSubmitting;

  const enviar = handleSubmit(async (dados) => {
    setErroGeral(null);
    try {
      if (dependente) {
        await editar.mutateAsync({ id: dependente.id, dados });
        aoSalvar('Dependente atualizado.');
      } else {
        await incluir.mutateAsync(dados);
        aoSalvar('Dependente incluído.');
      }
    } catch (erro) {
      const campos = Object.entries(camposDoErro(erro)).filter(([campo]) => CAMPOS.has(campo));
      campos.forEach(([campo, mensagem], i) => setError(campo as FieldPath<DependenteEntrada>, { type: 'server', message: mensagem }, { shouldFocus: i === 0 }));
      if (campos.length === 0) setErroGeral(resumoDoErro(erro, CAMPOS));
    }
  });

  const registrar = (nome: FieldPath<DependenteEntrada>) => {
    const { ref, ...resto } = register(nome);
    return { ...resto, inputRef: ref };
  };
  const comum = (nome: FieldPath<DependenteEntrada>) => ({
    id: `dependente-${nome}`,
    fullWidth: true,
    disabled: salvando,
    error: Boolean(errors[nome]),
    helperText: errors[nome]?.message,
  });

  return (
    <Dialog open onClose={salvando ? undefined : aoFechar} aria-labelledby={idTitulo} fullScreen={telaCheia} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={(e) => void enviar(e)} aria-labelledby={idTitulo} aria-busy={salvando}>
        <DialogTitle id={idTitulo}>{dependente ? 'Editar dependente' : 'Adicionar dependente'}</DialogTitle>
        <DialogContent>
          {erroGeral ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {erroGeral}
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            <Box sx={{ gridColumn: { sm: 'span 2' } }}>
              <TextField
                {...comum('nome')}
                label="Nome completo"
                required
                autoComplete="off"
                slotProps={{ htmlInput: { maxLength: NOME_DEPENDENTE_MAXIMO } }}
                {...registrar('nome')}
              />
            </Box>
            <TextField
              {...comum('parentesco')}
              label="Parentesco"
              required
              select
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              {...registrar('parentesco')}
            >
              <option value="">Selecione</option>
              {PARENTESCOS_DEPENDENTE.map((p) => (
                <option key={p} value={p}>
                  {ROTULO_PARENTESCO_DEPENDENTE[p]}
                </option>
              ))}
            </TextField>
            <Controller
              control={control}
              name="cpf"
              render={({ field }) => (
                <TextField
                  {...comum('cpf')}
                  helperText={errors.cpf?.message ?? 'Se o dependente tiver CPF.'}
                  label="CPF (opcional)"
                  placeholder="000.000.000-00"
                  inputRef={field.ref}
                  name={field.name}
                  value={field.value ?? ''}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange(mascararCpf(e.target.value))}
                  slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                />
              )}
            />
            <Controller
              control={control}
              name="nascimento"
              render={({ field }) => (
                <CampoDataIso
                  id="dependente-nascimento"
                  label="Data de nascimento"
                  required
                  disableFuture
                  disabled={salvando}
                  name={field.name}
                  valorInicial={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  erro={errors.nascimento?.message}
                  ajuda="dd/mm/aaaa"
                />
              )}
            />
          </Box>
        </DialogContent>
        <AcoesDialogo rotuloVoltar="Cancelar" aoVoltar={aoFechar} ocupado={salvando} anunciaOcupado={false} rotuloConfirmar={salvando ? 'Salvando…' : 'Salvar'} />
      </Box>
    </Dialog>
  );
}
