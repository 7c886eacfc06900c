import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ROTULO_TIPO_COMISSAO, TIPOS_COMISSAO, comissaoBodySchema, type ComissaoStaff, type TipoComissao } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { BotaoEnviar } from '@/components/botao-enviar';
import { useCriarComissao } from '../api/criar-comissao';
import { useEditarComissao } from '../api/editar-comissao';
import { camposDoErro, resumoDoErro } from '@/lib/erros-de-campo';

/** Name, kind and purpose of a commission: creates one (no `atual`) or edits it. */
export function ComissaoForm({ atual, aoSalvar }: { atual?: ComissaoStaff; aoSalvar?: (c: ComissaoStaff) => void }) {
  const [nome, setNome] = useState(atual?.nome ?? '');
  const [tipo, setTipo] = useState<TipoComissao>(atual?.tipo ?? 'permanente');
  const [finalidade, setFinalidade] = useState(atual?.finalidade ?? '');
  const [erros, setErros] = useState<Record<string, string>>({});
  const criar = useCriarComissao();
  const editar = useEditarComissao();
  const salvar = atual ? editar : criar;

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const lido = comissaoBodySchema.safeParse({ nome, tipo, finalidade });
    if (!lido.success) {
      setErros(Object.fromEntries(lido.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErros({});
    const onError = (erro: unknown) => setErros(camposDoErro(erro));
    if (atual) {
      editar.mutate({ id: atual.id, dados: lido.data }, { onSuccess: (c) => aoSalvar?.(c), onError });
      return;
    }
    criar.mutate(lido.data, {
      onSuccess: (c) => {
        setNome('');
        setFinalidade('');
        aoSalvar?.(c);
      },
      onError,
    });
  };
  const prefixo = atual ? 'editar' : 'nova';
  return (
    <Box component="form" onSubmit={enviar} noValidate>
      <Stack spacing={2}>
        <TextField id={`${prefixo}-nome`} label="Nome" value={nome} onChange={(e) => setNome(e.target.value)} required error={Boolean(erros.nome)} helperText={erros.nome ?? ' '} />
        <TextField id={`${prefixo}-tipo`} select label="Tipo" value={tipo} onChange={(e) => setTipo(e.target.value as TipoComissao)} required>
          {TIPOS_COMISSAO.map((t) => (
            <MenuItem key={t} value={t}>
              {ROTULO_TIPO_COMISSAO[t]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id={`${prefixo}-finalidade`}
          label="Finalidade"
          value={finalidade}
          onChange={(e) => setFinalidade(e.target.value)}
          multiline
          minRows={2}
          error={Boolean(erros.finalidade)}
          helperText={erros.finalidade ?? ' '}
        />
        {salvar.isError && <Alert severity="error">{resumoDoErro(salvar.error, ['nome', 'finalidade'])}</Alert>}
        {salvar.isSuccess && atual && <Alert severity="success">Comissão salva.</Alert>}
        <Box>
          <BotaoEnviar enviando={salvar.isPending}>{atual ? 'Salvar alterações' : 'Criar comissão'}</BotaoEnviar>
        </Box>
      </Stack>
    </Box>
  );
}
