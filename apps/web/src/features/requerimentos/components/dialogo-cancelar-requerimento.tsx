import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { cancelarRequerimentoBodySchema, type RequerimentoDetalhe, type StatusRequerimento } from '@portal/contracts';
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { statusDoErro } from '@/lib/api-client';
import { DialogoFormulario } from '@/components/dialogo-formulario';
import { TemaMui } from '@/components/tema-mui';
import { camposDoErro, resumoDoErro } from '@/lib/erros-de-campo';
import { atualizarRequerimentosDoMembro, useCancelarRequerimento } from '../api/cancelar-requerimento';

/** What the dialog needs to know about the request. */
export interface RequerimentoACancelar {
  id: string;
  /** Type code; null when unknown (the flow of an anonymous report, which never offers this). */
  codigo: string | null;
  titulo: string;
  status: StatusRequerimento;
  protocolo: string | null;
}

const MOTIVO_CANCELAMENTO_MAX = 500;

/** What cancelling means in each status the member can cancel from. */
function consequencia(status: StatusRequerimento): string {
  switch (status) {
    case 'rascunho':
      return 'O rascunho será descartado com os documentos anexados e não poderá mais ser enviado. Para fazer este pedido depois, comece um novo.';
    case 'aguardando_pagamento':
      return 'A taxa deste pedido será cancelada e não precisará mais ser paga. O pedido não seguirá para análise.';
    case 'enviado':
      return 'O pedido será encerrado antes da análise: a equipe não vai analisá-lo.';
    default:
      return 'O pedido será encerrado.';
  }
}

type CamposCancelamento = z.input<typeof cancelarRequerimentoBodySchema>;
type CorpoCancelamento = z.output<typeof cancelarRequerimentoBodySchema>;

interface DialogoCancelarRequerimentoProps {
  requerimento: RequerimentoACancelar;
  aoFechar: () => void;
  /** After the server cancelled it (the member's request queries were already refreshed). */
  aoCancelar?: (r: RequerimentoDetalhe) => void;
}

/**
 * 'Cancelar requerimento?': what it means for this request, an optional reason (kept in its history) and
 * the confirmation. Mounted while open (a fresh form each time). The server's refusal (409: the request
 * moved on meanwhile) is shown as it comes.
 */
export function DialogoCancelarRequerimento(props: DialogoCancelarRequerimentoProps) {
  // Pages drawn without MUI open it too (/requerimento, ADR 067): the dialog brings the theme with it.
  return (
    <TemaMui>
      <Dialogo {...props} />
    </TemaMui>
  );
}

function Dialogo({ requerimento, aoFechar, aoCancelar }: DialogoCancelarRequerimentoProps) {
  const idMotivo = useId();
  const queryClient = useQueryClient();
  const cancelar = useCancelarRequerimento();
  const [erro, setErro] = useState<string | null>(null);
  // 409: the request moved on meanwhile (e.g. its analysis started). The screen behind is refreshed when the
  // member closes the dialog, not before: refreshing may remove the button this dialog belongs to, and its message.
  const [desatualizado, setDesatualizado] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CamposCancelamento, unknown, CorpoCancelamento>({
    resolver: zodResolver(cancelarRequerimentoBodySchema),
    defaultValues: { motivo: '' },
  });
  const ocupado = isSubmitting || cancelar.isPending;

  const confirmar = async ({ motivo }: CorpoCancelamento) => {
    setErro(null);
    try {
      const r = await cancelar.mutateAsync({ id: requerimento.id, motivo });
      aoFechar();
      aoCancelar?.(r);
    } catch (falha) {
      const campos = camposDoErro(falha);
      if (campos.motivo) setError('motivo', { message: campos.motivo });
      else setErro(resumoDoErro(falha, ['motivo']));
      if (statusDoErro(falha) === 409) setDesatualizado(true);
    }
  };
  const fechar = () => {
    aoFechar();
    if (desatualizado) void atualizarRequerimentosDoMembro(queryClient);
  };

  const { ref: refMotivo, ...motivo } = register('motivo');
  const identificacao = requerimento.protocolo ? `${requerimento.titulo} — protocolo ${requerimento.protocolo}` : `${requerimento.titulo} (rascunho)`;
  return (
    <DialogoFormulario
      titulo="Cancelar requerimento?"
      descricaoEmBloco
      descricao={
        <>
          <strong>{identificacao}</strong>
          <br />
          {consequencia(requerimento.status)} Esta ação não pode ser desfeita.
        </>
      }
      erro={erro}
      erroTestId="erro-cancelamento"
      aoFechar={fechar}
      aoEnviar={handleSubmit(confirmar)}
      ocupado={ocupado}
      rotuloConfirmar="Cancelar requerimento"
      corConfirmar="error"
      focoEmVoltar
    >
      <TextField
        {...motivo}
        inputRef={refMotivo}
        id={idMotivo}
        label="Motivo"
        multiline
        minRows={2}
        error={Boolean(errors.motivo)}
        helperText={errors.motivo?.message ?? `Opcional. Até ${MOTIVO_CANCELAMENTO_MAX} caracteres; fica no histórico do pedido.`}
        slotProps={{ htmlInput: { maxLength: MOTIVO_CANCELAMENTO_MAX } }}
        disabled={ocupado}
        fullWidth
      />
    </DialogoFormulario>
  );
}
