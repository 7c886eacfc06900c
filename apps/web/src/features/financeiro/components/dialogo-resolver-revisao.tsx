import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { formatarCentavos, resolverRevisaoBodySchema, type PagamentoRevisao } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useResolverRevisao } from '../api/resolver-revisao';
import { DialogoFormulario } from '@/components/dialogo-formulario';
import { camposDoErro, resumoDoErro } from '@/lib/erros-de-campo';

type CamposResolver = z.input<typeof resolverRevisaoBodySchema>;

interface DialogoResolverRevisaoProps {
  pagamento: PagamentoRevisao;
  aoFechar: () => void;
  aoResolver: (resolvido: PagamentoRevisao) => void;
}

/** Closes a payment under review with what was done about it (refund, manual settlement…), which is audited. */
export function DialogoResolverRevisao({ pagamento, aoFechar, aoResolver }: DialogoResolverRevisaoProps) {
  const [erro, setErro] = useState<string | null>(null);
  const resolver = useResolverRevisao();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CamposResolver>({ resolver: zodResolver(resolverRevisaoBodySchema), defaultValues: { observacao: '' } });

  const enviar = async ({ observacao }: CamposResolver) => {
    setErro(null);
    try {
      aoResolver(await resolver.mutateAsync({ id: pagamento.id, observacao }));
    } catch (falha) {
      const campo = camposDoErro(falha).observacao;
      if (campo) setError('observacao', { message: campo });
      else setErro(resumoDoErro(falha, ['observacao']));
    }
  };

  const { ref, ...observacao } = register('observacao');
  return (
    <DialogoFormulario
      titulo="Resolver pagamento em revisão"
      descricao={
        <>
          Pagamento de {formatarCentavos(pagamento.valorCentavos)} ({pagamento.endToEndId}). Registre o que foi feito: a observação fica no
          histórico com o seu nome e a hora.
        </>
      }
      erro={erro}
      aoFechar={aoFechar}
      aoEnviar={handleSubmit(enviar)}
      ocupado={isSubmitting}
      rotuloConfirmar="Marcar como resolvido"
    >
      <TextField
        {...observacao}
        inputRef={ref}
        id="revisao-observacao"
        label="Observação"
        multiline
        minRows={3}
        required
        error={Boolean(errors.observacao)}
        helperText={errors.observacao?.message ?? 'De 5 a 500 caracteres. Por exemplo: devolvido ao pagador em 10/03.'}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        autoFocus
        fullWidth
      />
    </DialogoFormulario>
  );
}
