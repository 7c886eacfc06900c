import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { CampoSimples } from '@portal/contracts';
import { useController, useFormContext } from 'react-hook-form';

type Forma = 'pix' | 'conta';

type Valor =
  | { forma: 'pix'; chavePix: string }
  | { forma: 'conta'; banco: string; agencia: string; conta: string; tipoConta: string }
  | null;

const novo = (forma: Forma): Valor =>
  forma === 'pix' ? { forma, chavePix: '' } : { forma, banco: '', agencia: '', conta: '', tipoConta: '' };

function lerValor(v: unknown): Valor {
  if (typeof v !== 'object' || v === null || !('forma' in v)) return null;
  return v as Valor;
}

/** The message of a nested error ({ chavePix: { message } }) without trusting its shape. */
function mensagemDe(erro: unknown, sub?: string): string | undefined {
  const alvo: unknown = sub ? (typeof erro === 'object' && erro !== null ? (erro as Record<string, unknown>)[sub] : undefined) : erro;
  if (typeof alvo !== 'object' || alvo === null || !('message' in alvo)) return undefined;
  return typeof alvo.message === 'string' ? alvo.message : undefined;
}

/**
 * Bank data for a benefit: a PIX key, or bank + agência + conta + tipo. The whole object is one form value
 * (switching between PIX and account starts the other shape clean, as the schema is strict).
 */
export function CampoDadosBancarios({ campo, nome, desabilitado }: { campo: CampoSimples; nome: string; desabilitado: boolean }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name: nome });
  const valor = lerValor(field.value);
  const base = `campo-${nome.replace(/\./g, '-')}`;
  const erroForma = mensagemDe(fieldState.error) ?? mensagemDe(fieldState.error, 'forma');
  const idLegenda = `${base}-legenda`;

  const mudar = (sub: string, v: string) => {
    if (valor) field.onChange({ ...valor, [sub]: v });
  };
  const sub = (chave: string, rotulo: string, extra: Record<string, unknown> = {}) => {
    const atual = valor && chave in valor ? (valor as Record<string, string>)[chave] : '';
    const erro = mensagemDe(fieldState.error, chave);
    return {
      id: `${base}-${chave}`,
      label: rotulo,
      required: true,
      fullWidth: true,
      disabled: desabilitado,
      value: atual ?? '',
      onChange: (e: { target: { value: string } }) => mudar(chave, e.target.value),
      onBlur: field.onBlur,
      error: Boolean(erro),
      helperText: erro,
      ...extra,
    };
  };

  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} fullWidth disabled={desabilitado} sx={{ gap: 1.5 }}>
      <FormLabel component="legend" id={idLegenda} required={campo.obrigatorio} sx={{ mb: 0.5 }}>
        {campo.rotulo}
      </FormLabel>
      {campo.ajuda ? <FormHelperText sx={{ mx: 0, mt: -1 }}>{campo.ajuda}</FormHelperText> : null}
      <RadioGroup
        row
        name={`${field.name}.forma`}
        aria-labelledby={idLegenda}
        value={valor?.forma ?? ''}
        onChange={(e) => field.onChange(novo(e.target.value as Forma))}
      >
        <FormControlLabel
          value="pix"
          label="Chave PIX"
          control={<Radio slotProps={{ input: { ref: field.ref } as object }} />}
        />
        <FormControlLabel value="conta" label="Conta bancária" control={<Radio />} />
      </RadioGroup>
      {erroForma && !valor ? <FormHelperText sx={{ mx: 0 }}>{erroForma}</FormHelperText> : null}

      {valor?.forma === 'pix' ? (
        <TextField {...sub('chavePix', 'Chave PIX', { slotProps: { htmlInput: { maxLength: 77, autoComplete: 'off' } } })} />
      ) : null}
      {valor?.forma === 'conta' ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
          <TextField
            {...sub('banco', 'Código do banco', {
              placeholder: '001',
              slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 3, autoComplete: 'off' } },
            })}
          />
          <TextField {...sub('agencia', 'Agência', { placeholder: '1234-5', slotProps: { htmlInput: { maxLength: 7, autoComplete: 'off' } } })} />
          <TextField {...sub('conta', 'Conta com dígito', { placeholder: '12345-6', slotProps: { htmlInput: { maxLength: 14, autoComplete: 'off' } } })} />
          <TextField
            {...sub('tipoConta', 'Tipo de conta', { select: true, slotProps: { select: { native: true }, inputLabel: { shrink: true } } })}
          >
            <option value="">Selecione</option>
            <option value="corrente">Corrente</option>
            <option value="poupanca">Poupança</option>
          </TextField>
        </Box>
      ) : null}
    </FormControl>
  );
}
