import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import {
  ACOES_REQUERIMENTO,
  dataIsoDoCalendario,
  dataEmSaoPaulo,
  ROTULO_STATUS,
  TRANSICOES,
  transicaoBodySchema,
  type AcaoRequerimento,
  type TransicaoBody,
} from '@portal/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CampoDataIso, DATA_INCOMPLETA } from '@/components/campo-data-iso';
import { DialogoFormulario } from '@/components/dialogo-formulario';
import { statusDoErro } from '@/lib/api-client';
import { camposDoErro, resumoDoErro } from '@/lib/erros-de-campo';

/** What the dialog holds: text as typed; the deadline as YYYY-MM-DD, '' or a marker for a half-typed date. */
interface CamposTransicao {
  acao: AcaoRequerimento;
  motivo: string;
  prazo: string;
}

/** The body as the API takes it: empty optional fields are left out. */
export function corpoDaTransicao(v: CamposTransicao): TransicaoBody {
  const motivo = v.motivo.trim();
  const exigePrazo = TRANSICOES[v.acao].exigePrazo;
  return {
    acao: v.acao,
    ...(motivo ? { motivo } : {}),
    ...(exigePrazo && v.prazo ? { prazo: v.prazo } : {}),
  };
}

/**
 * The contracts' transicaoBodySchema decides (a reason of at least 5 characters where the action requires one,
 * deadline present),
 * plus what the dialog can tell before the server does: the deadline is a real date after today.
 */
const formSchema = z
  .object({ acao: z.enum(ACOES_REQUERIMENTO), motivo: z.string(), prazo: z.string() })
  .superRefine((v, ctx) => {
    const exigePrazo = TRANSICOES[v.acao].exigePrazo;
    let prazoComErro = false;
    if (exigePrazo && v.prazo !== '') {
      if (v.prazo === DATA_INCOMPLETA || !dataIsoDoCalendario(v.prazo)) {
        ctx.addIssue({ code: 'custom', path: ['prazo'], message: 'Data inválida.' });
        prazoComErro = true;
      } else if (v.prazo <= dataEmSaoPaulo()) {
        ctx.addIssue({ code: 'custom', path: ['prazo'], message: 'O prazo deve ser depois de hoje.' });
        prazoComErro = true;
      }
    }
    const lido = transicaoBodySchema.safeParse(corpoDaTransicao(prazoComErro ? { ...v, prazo: '' } : v));
    if (lido.success) return;
    for (const issue of lido.error.issues) {
      const campo = issue.path[0];
      if (campo === 'prazo' && prazoComErro) continue;
      ctx.addIssue({ code: 'custom', path: campo === 'motivo' || campo === 'prazo' ? [campo] : ['root'], message: issue.message });
    }
  });

interface DialogoTransicaoProps {
  acao: AcaoRequerimento;
  /** Sends the action; rejects with the API error. */
  aplicar: (corpo: TransicaoBody) => Promise<unknown>;
  aoFechar: () => void;
  /** The server refused because the request changed meanwhile (409): the page reloads it. */
  aoConflito: () => void;
}

/** One staff action: its reason (and deadline, for a diligência), checked here and by the server. */
export function DialogoTransicao({ acao, aplicar, aoFechar, aoConflito }: DialogoTransicaoProps) {
  const transicao = TRANSICOES[acao];
  const [erro, setErro] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CamposTransicao>({
    resolver: zodResolver(formSchema),
    defaultValues: { acao, motivo: '', prazo: '' },
  });

  const enviar = async (v: CamposTransicao) => {
    setErro(null);
    try {
      await aplicar(corpoDaTransicao(v));
      aoFechar();
    } catch (falha) {
      const campos = camposDoErro(falha);
      let marcou = false;
      for (const campo of ['motivo', 'prazo'] as const) {
        if (campos[campo]) {
          setError(campo, { message: campos[campo] });
          marcou = true;
        }
      }
      if (!marcou) setErro(resumoDoErro(falha, ['motivo', 'prazo']));
      if (statusDoErro(falha) === 409) aoConflito();
    }
  };

  const { ref: refMotivo, ...motivo } = register('motivo');
  return (
    <DialogoFormulario
      titulo={transicao.rotulo}
      descricao={
        <>
          O requerimento passará para <strong>{ROTULO_STATUS[transicao.para]}</strong>
          {transicao.exigeMotivo ? ' e o requerente verá o motivo no histórico.' : '. Se escrever um motivo, o requerente o verá no histórico.'}
        </>
      }
      erro={erro}
      aoFechar={aoFechar}
      aoEnviar={handleSubmit(enviar)}
      ocupado={isSubmitting}
      rotuloConfirmar={transicao.rotulo}
    >
      {errors.root?.message ? (
        <Alert severity="error" role="alert">
          {errors.root.message}
        </Alert>
      ) : null}
      <TextField
        {...motivo}
        inputRef={refMotivo}
        id="transicao-motivo"
        label="Motivo"
        multiline
        minRows={3}
        required={transicao.exigeMotivo}
        error={Boolean(errors.motivo)}
        helperText={errors.motivo?.message ?? (transicao.exigeMotivo ? 'Pelo menos 5 caracteres.' : 'Opcional.')}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
        autoFocus
        fullWidth
      />
      {transicao.exigePrazo ? (
        <Controller
          control={control}
          name="prazo"
          render={({ field, fieldState }) => (
            <CampoDataIso
              id="transicao-prazo"
              label="Prazo"
              depoisDeHoje
              required
              name={field.name}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              erro={fieldState.error?.message}
              ajuda="Até quando o requerente pode responder (dd/mm/aaaa)."
            />
          )}
        />
      ) : null}
    </DialogoFormulario>
  );
}
