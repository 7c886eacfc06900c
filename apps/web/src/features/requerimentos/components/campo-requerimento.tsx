import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatarDataBr, type Campo, type OpcaoPai } from '@portal/contracts';
import { useRef } from 'react';
import { useController, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { contagem } from '@/lib/plural';
import { CampoSimplesInput, idDoCampo } from './campo-simples';
import { EscolherDependente } from './escolher-dependente';
import { itemVazio } from './valores-formulario';

type CampoLista = Extract<Campo, { tipo: 'lista' }>;

/** The list's own error (min/max items): react-hook-form keeps it on the array or on its `root`. */
function erroDaLista(erros: unknown): string | undefined {
  if (typeof erros !== 'object' || erros === null) return undefined;
  const e = erros as { message?: unknown; root?: { message?: unknown } };
  if (typeof e.message === 'string') return e.message;
  if (typeof e.root?.message === 'string') return e.root.message;
  return undefined;
}

/** A repeated group of fields (heirs, dependants, invoices): add and remove items, each a labelled group. */
function CampoListaInput({ campo, desabilitado, comDependentes }: { campo: CampoLista; desabilitado: boolean; comDependentes: boolean }) {
  const { control, getValues } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: campo.nome });
  const { errors } = useFormState({ control, name: campo.nome });
  const botaoAdicionar = useRef<HTMLButtonElement>(null);
  const erro = erroDaLista(errors[campo.nome]);
  const idTitulo = `${idDoCampo(campo.nome)}-titulo`;
  const idErro = `${idDoCampo(campo.nome)}-erro`;
  const cheia = fields.length >= campo.max;

  return (
    <Box component="section" aria-labelledby={idTitulo} aria-describedby={erro ? idErro : undefined}>
      <Typography id={idTitulo} component="h2" variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
        {campo.rotulo}
        {campo.obrigatorio ? <span aria-hidden="true"> *</span> : null}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {campo.ajuda ? `${campo.ajuda} ` : ''}
        {campo.min > 0 ? `Pelo menos ${campo.min}, ` : 'Até '}
        {campo.min > 0 ? `no máximo ${campo.max}.` : `${campo.max}.`}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {fields.map((item, i) => {
          const legenda = `${campo.rotuloItem} ${i + 1}`;
          return (
            <Paper key={item.id} variant="outlined" component="fieldset" sx={{ p: { xs: 1.5, sm: 2 }, m: 0, minWidth: 0 }}>
              <Box component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
                {legenda}
              </Box>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
                {campo.itens.map((sub) => (
                  <Box key={sub.nome} sx={{ gridColumn: sub.tipo === 'texto' && sub.multilinha ? { sm: 'span 2' } : undefined }}>
                    <CampoSimplesInput campo={sub} nome={`${campo.nome}.${i}.${sub.nome}`} desabilitado={desabilitado} />
                  </Box>
                ))}
              </Box>
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
                <Button
                  color="error"
                  startIcon={<DeleteOutlined aria-hidden="true" />}
                  disabled={desabilitado}
                  aria-label={`Remover ${legenda}`}
                  onClick={() => {
                    remove(i);
                    botaoAdicionar.current?.focus();
                  }}
                >
                  Remover
                </Button>
              </Box>
            </Paper>
          );
        })}
      </Box>
      {fields.length === 0 ? (
        <Typography color="textSecondary" sx={{ my: 1 }}>
          Nenhum item incluído.
        </Typography>
      ) : null}
      {erro ? (
        <FormHelperText id={idErro} error sx={{ mx: 0 }}>
          {erro}
        </FormHelperText>
      ) : null}
      <Button
        ref={botaoAdicionar}
        variant="outlined"
        startIcon={<Add aria-hidden="true" />}
        disabled={desabilitado || cheia}
        onClick={() => append(itemVazio(campo.itens))}
        sx={{ mt: 1.5, width: { xs: '100%', sm: 'auto' } }}
      >
        Adicionar {campo.rotuloItem.toLowerCase()}
      </Button>
      {campo.dosDependentes && comDependentes ? (
        <EscolherDependente
          regra={campo.dosDependentes}
          itensAtuais={() => (getValues(campo.nome) as Record<string, unknown>[] | undefined) ?? []}
          desabilitado={desabilitado || cheia}
          aoEscolher={(valores) => append({ ...itemVazio(campo.itens), ...valores })}
        />
      ) : null}
      {cheia ? (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
          Limite de {contagem(campo.max, 'item', 'itens')} atingido.
        </Typography>
      ) : null}
    </Box>
  );
}

function rotuloOpcaoPai(o: OpcaoPai): string {
  const partes = [o.protocolo ? `Protocolo ${o.protocolo}` : 'Sem protocolo', o.titulo];
  if (o.limite) partes.push(`até ${formatarDataBr(o.limite)}`);
  return partes.join(' — ');
}

/** One of the member's own requests this type is filed against, from the list the server offers. */
function CampoRequerimentoRef({
  campo,
  opcoesPai,
  desabilitado,
}: {
  campo: Extract<Campo, { tipo: 'requerimentoRef' }>;
  opcoesPai: readonly OpcaoPai[];
  desabilitado: boolean;
}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name: campo.nome });
  const vazio = opcoesPai.length === 0;
  const ajuda = vazio
    ? 'Nenhum requerimento seu pode ser escolhido aqui agora.'
    : (campo.ajuda ?? 'A data ao lado de cada um é o último dia para usá-lo.');
  return (
    <TextField
      id={idDoCampo(campo.nome)}
      name={field.name}
      label={campo.rotulo}
      required={campo.obrigatorio}
      fullWidth
      select
      disabled={desabilitado || vazio}
      inputRef={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? ajuda}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Selecione</option>
      {opcoesPai.map((o) => (
        <option key={o.id} value={o.id}>
          {rotuloOpcaoPai(o)}
        </option>
      ))}
    </TextField>
  );
}

interface CampoRequerimentoProps {
  campo: Campo;
  opcoesPai: readonly OpcaoPai[];
  desabilitado: boolean;
  /** The member files for themself: lists that allow it may be filled from their dependants registry. */
  comDependentes?: boolean;
}

/** Any field of a request type, by its kind. */
export function CampoRequerimento({ campo, opcoesPai, desabilitado, comDependentes = false }: CampoRequerimentoProps) {
  switch (campo.tipo) {
    case 'lista':
      return <CampoListaInput campo={campo} desabilitado={desabilitado} comDependentes={comDependentes} />;
    case 'requerimentoRef':
      return <CampoRequerimentoRef campo={campo} opcoesPai={opcoesPai} desabilitado={desabilitado} />;
    default:
      return <CampoSimplesInput campo={campo} nome={campo.nome} desabilitado={desabilitado} />;
  }
}
