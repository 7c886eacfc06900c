import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { criarConviteBodySchema, type ConviteDono, type MeusConvites } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { mensagemDeErro } from '@/lib/api-client';
import { camposDoErro } from '@/lib/erros-de-campo';
import { useCriarConvite } from '../api/criar-convite';
import { formatarCreditos, formatarDataBr, frasesRestantes, nomeDoMes } from './formatar';

interface Props {
  dados: MeusConvites;
  aoCriar: (convite: ConviteDono) => void;
}

/** The new invitation: guest's name, CPF (optional) and date; over the month's quota, ViraMais credits if the member agrees. */
export function NovoConviteForm({ dados, aoCriar }: Props) {
  const [nome, setNome] = useState('');
  const [cpf, setCpf] = useState('');
  const [data, setData] = useState('');
  const [usarCreditos, setUsarCreditos] = useState(false);
  const [erros, setErros] = useState<Record<string, string>>({});
  const criar = useCriarConvite();

  const cota = data ? dados.cotas.find((c) => c.mes === data.slice(0, 7)) : undefined;
  const esgotada = cota !== undefined && cota.restantes === 0;
  const anoAtual = dados.hoje.slice(0, 4);

  function enviar(e: FormEvent) {
    e.preventDefault();
    const r = criarConviteBodySchema.safeParse({ nome, cpf, data, usarCreditos: esgotada && usarCreditos });
    if (!r.success) {
      setErros(Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErros({});
    criar.mutate(
      { nome, cpf, data, usarCreditos: esgotada && usarCreditos },
      {
        onSuccess: (c) => {
          setNome('');
          setCpf('');
          setData('');
          setUsarCreditos(false);
          aoCriar(c);
        },
        onError: (err) => setErros(camposDoErro(err)),
      },
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={enviar} spacing={2} aria-label="Novo convite">
      <TextField
        id="convite-nome"
        label="Nome do convidado"
        value={nome}
        onChange={(e) => setNome(e.target.value)}
        required
        fullWidth
        autoComplete="off"
        error={Boolean(erros.nome)}
        helperText={erros.nome ?? 'Nome completo, como no documento que ele apresentará na portaria.'}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <TextField
        id="convite-cpf"
        label="CPF do convidado (opcional)"
        value={cpf}
        onChange={(e) => setCpf(e.target.value)}
        fullWidth
        autoComplete="off"
        error={Boolean(erros.cpf)}
        helperText={erros.cpf ?? 'Só números ou no formato 000.000.000-00.'}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14 } }}
      />
      <TextField
        id="convite-data"
        label="Data da visita"
        type="date"
        value={data}
        onChange={(e) => setData(e.target.value)}
        required
        fullWidth
        error={Boolean(erros.data)}
        helperText={erros.data ?? `De hoje até ${formatarDataBr(dados.dataMaxima)}.`}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: dados.hoje, max: dados.dataMaxima } }}
      />
      {cota && (
        <Alert severity={esgotada ? 'warning' : 'info'} data-testid="cota-do-mes">
          {frasesRestantes(cota.restantes)} em {nomeDoMes(cota.mes, anoAtual)} ({cota.usados} de {cota.limite} usados).
          {esgotada && ` Um convite extra custa ${formatarCreditos(dados.precoCreditosCentavos)}; seu saldo é ${formatarCreditos(dados.saldoViraMaisCentavos)}.`}
        </Alert>
      )}
      {esgotada && (
        <FormControlLabel
          control={<Checkbox checked={usarCreditos} onChange={(e) => setUsarCreditos(e.target.checked)} />}
          label={`Pagar este convite com ${formatarCreditos(dados.precoCreditosCentavos)}`}
        />
      )}
      {criar.isError && Object.keys(camposDoErro(criar.error)).length === 0 && (
        <Alert severity="error" role="alert">
          {mensagemDeErro(criar.error)}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={criar.isPending || (esgotada && !usarCreditos)} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {criar.isPending ? 'Convidando…' : 'Convidar'}
      </Button>
    </Stack>
  );
}
