import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { estornarPagamentoBodySchema, formatarCentavos, type TituloStaff } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useEstornarPagamento } from '../api/estornar-pagamento';
import { DialogoFormulario } from '@/components/dialogo-formulario';
import { camposDoErro, resumoDoErro } from '@/lib/erros-de-campo';

type CamposEstorno = z.input<typeof estornarPagamentoBodySchema>;

interface DialogoEstornarPagamentoProps {
  titulo: TituloStaff;
  aoFechar: () => void;
  aoEstornar: (titulo: TituloStaff) => void;
}

/**
 * Confirms that a paid título's payment went back to the payer (PIX devolução, chargeback), with the reason:
 * the título is open again and what the payment earned (ViraMais credits of an anuidade) is taken back. Audited.
 */
export function DialogoEstornarPagamento({ titulo, aoFechar, aoEstornar }: DialogoEstornarPagamentoProps) {
  const [erro, setErro] = useState<string | null>(null);
  const estornar = useEstornarPagamento();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CamposEstorno>({ resolver: zodResolver(estornarPagamentoBodySchema), defaultValues: { motivo: '' } });

  const enviar = async ({ motivo }: CamposEstorno) => {
    setErro(null);
    try {
      aoEstornar(await estornar.mutateAsync({ nufin: titulo.nufin, motivo }));
    } catch (falha) {
      const campo = camposDoErro(falha).motivo;
      if (campo) setError('motivo', { message: campo });
      else setErro(resumoDoErro(falha, ['motivo']));
    }
  };

  const { ref, ...motivo } = register('motivo');
  return (
    <DialogoFormulario
      titulo={`Estornar o pagamento do título ${titulo.nufin}`}
      descricao={
        <>
          Use quando o valor pago{titulo.valorPagoCentavos !== null ? ` (${formatarCentavos(titulo.valorPagoCentavos)})` : ''} voltou ao pagador
          (devolução do PIX, contestação). O título volta a ficar em aberto para {titulo.pessoa.nome} e o que o pagamento gerou é desfeito
          (os créditos ViraMais de uma anuidade são retirados). Fica registrado com o seu nome, a hora e o motivo.
        </>
      }
      erro={erro}
      aoFechar={aoFechar}
      aoEnviar={handleSubmit(enviar)}
      ocupado={isSubmitting}
      rotuloConfirmar="Estornar pagamento"
      corConfirmar="error"
    >
      <TextField
        {...motivo}
        inputRef={ref}
        id="estorno-motivo"
        label="Motivo do estorno"
        multiline
        minRows={3}
        required
        error={Boolean(errors.motivo)}
        helperText={errors.motivo?.message ?? 'De 5 a 500 caracteres. Por exemplo: devolução do PIX solicitada pelo banco em 10/03.'}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        autoFocus
        fullWidth
      />
    </DialogoFormulario>
  );
}
