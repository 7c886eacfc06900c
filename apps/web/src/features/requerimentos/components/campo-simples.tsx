import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import type { CampoSimples } from '@portal/contracts';
import { useController, useFormContext } from 'react-hook-form';
import { CampoDataIso } from '@/components/campo-data-iso';
import { CampoDadosBancarios } from './campo-dados-bancarios';
import { centavosDoTexto, inteiroDoTexto, mascararCnpj, mascararCpf, textoDosCentavos } from './mascaras';

/** The DOM id of a field (react-hook-form path with dots → dashes). */
export const idDoCampo = (nome: string) => `campo-${nome.replace(/\./g, '-')}`;

interface CampoProps {
  campo: CampoSimples;
  /** react-hook-form path ('evento', 'herdeiros.0.cpf'). */
  nome: string;
  desabilitado: boolean;
}

/** A date: the form gets YYYY-MM-DD (see CampoDataIso). */
function CampoData({ campo, nome, desabilitado }: CampoProps & { campo: Extract<CampoSimples, { tipo: 'data' }> }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name: nome });
  return (
    <CampoDataIso
      id={idDoCampo(nome)}
      label={campo.rotulo}
      disabled={desabilitado}
      disableFuture={campo.naoFutura === true}
      required={campo.obrigatorio}
      name={field.name}
      valorInicial={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      erro={fieldState.error?.message}
      ajuda={campo.ajuda ?? 'dd/mm/aaaa'}
    />
  );
}

function CampoDeclaracao({ campo, nome, desabilitado }: CampoProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name: nome });
  const idErro = `${idDoCampo(nome)}-erro`;
  const idAjuda = `${idDoCampo(nome)}-ajuda`;
  const descritoPor = [fieldState.error ? idErro : null, campo.ajuda ? idAjuda : null].filter(Boolean).join(' ') || undefined;
  return (
    <FormControl error={Boolean(fieldState.error)} required={campo.obrigatorio}>
      <FormControlLabel
        disabled={desabilitado}
        control={
          <Checkbox
            id={idDoCampo(nome)}
            name={field.name}
            checked={field.value === true}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
            required={campo.obrigatorio}
            slotProps={{ input: { ref: field.ref, 'aria-describedby': descritoPor } as object }}
          />
        }
        label={campo.rotulo}
      />
      {campo.ajuda ? <FormHelperText id={idAjuda}>{campo.ajuda}</FormHelperText> : null}
      {fieldState.error ? <FormHelperText id={idErro}>{fieldState.error.message}</FormHelperText> : null}
    </FormControl>
  );
}

/** Text-like kinds: texto, cpf, cnpj, inscrição, moeda, inteiro, seleção. */
function CampoTextual({ campo, nome, desabilitado }: CampoProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name: nome });
  const valor: unknown = field.value;
  const comum = {
    id: idDoCampo(nome),
    name: field.name,
    label: campo.rotulo,
    required: campo.obrigatorio,
    fullWidth: true,
    disabled: desabilitado,
    inputRef: field.ref,
    onBlur: field.onBlur,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? campo.ajuda,
  };
  const texto = typeof valor === 'string' ? valor : '';

  switch (campo.tipo) {
    case 'texto':
      return (
        <TextField
          {...comum}
          value={texto}
          onChange={(e) => field.onChange(e.target.value)}
          multiline={campo.multilinha === true}
          minRows={campo.multilinha ? 4 : undefined}
          slotProps={{ htmlInput: { maxLength: campo.max } }}
        />
      );
    case 'cpf':
      return (
        <TextField
          {...comum}
          value={texto}
          placeholder="000.000.000-00"
          onChange={(e) => field.onChange(mascararCpf(e.target.value))}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
      );
    case 'cnpj':
      return (
        <TextField
          {...comum}
          value={texto}
          placeholder="00.000.000/0000-00"
          onChange={(e) => field.onChange(mascararCnpj(e.target.value))}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
      );
    case 'inscricao':
      return (
        <TextField
          {...comum}
          value={texto}
          placeholder="12345/GO"
          onChange={(e) => field.onChange(e.target.value.toUpperCase().slice(0, 10))}
          helperText={fieldState.error?.message ?? campo.ajuda ?? 'Número da inscrição, com a UF opcional.'}
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
        />
      );
    case 'moeda':
      return (
        <TextField
          {...comum}
          value={textoDosCentavos(valor)}
          placeholder="R$ 0,00"
          onChange={(e) => field.onChange(centavosDoTexto(e.target.value))}
          helperText={fieldState.error?.message ?? campo.ajuda ?? 'Digite só os números; os centavos entram sozinhos.'}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
      );
    case 'inteiro':
      return (
        <TextField
          {...comum}
          value={typeof valor === 'number' ? String(valor) : ''}
          onChange={(e) => field.onChange(inteiroDoTexto(e.target.value))}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
      );
    case 'selecao':
      return (
        <TextField
          {...comum}
          select
          value={texto}
          onChange={(e) => field.onChange(e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Selecione</option>
          {campo.opcoes.map((o) => (
            <option key={o.valor} value={o.valor}>
              {o.rotulo}
            </option>
          ))}
        </TextField>
      );
    default:
      return null;
  }
}

/** One simple field of a type, by its kind (the catalog says which). */
export function CampoSimplesInput(props: CampoProps) {
  const { campo } = props;
  switch (campo.tipo) {
    case 'data':
      return <CampoData {...props} campo={campo} />;
    case 'declaracao':
      return <CampoDeclaracao {...props} />;
    case 'dadosBancarios':
      return <CampoDadosBancarios campo={campo} nome={props.nome} desabilitado={props.desabilitado} />;
    case 'texto':
    case 'cpf':
    case 'cnpj':
    case 'inscricao':
    case 'moeda':
    case 'inteiro':
    case 'selecao':
      return <CampoTextual {...props} />;
    default: {
      const nunca: never = campo;
      return nunca;
    }
  }
}
