import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  buscaTitulosStaffQuerySchema,
  formatarCentavos,
  formatarCpf,
  formatarDataBr,
  type ResultadoSimulacao,
  type SimulacaoPagamento,
  type TituloStaff,
} from '@portal/contracts';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CampoTexto, camposDe } from '@/components/campo-texto';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { mensagemDeErro, statusDoErro } from '@/lib/api-client';
import { formatarDataHora } from '@/lib/datas';
import { useTitulosStaff } from '../api/buscar-titulos-staff';
import { DialogoEstornarPagamento } from './dialogo-estornar-pagamento';
import { DialogoSimularPagamento } from './dialogo-simular-pagamento';
import { SituacaoTituloStaffChip } from './situacao-titulo-staff-chip';
import { Linha } from '@/components/linha-descricao';

type CamposBusca = z.input<typeof buscaTitulosStaffQuerySchema>;

export const MENSAGEM_RESULTADO_SIMULACAO: Record<ResultadoSimulacao, string> = {
  liquidado: 'Pagamento liquidado.',
  em_revisao: 'Enviado para revisão.',
  duplicado: 'Notificação repetida: nada mudou.',
};

const GRAVIDADE_RESULTADO: Record<ResultadoSimulacao, 'success' | 'warning' | 'info'> = {
  liquidado: 'success',
  em_revisao: 'warning',
  duplicado: 'info',
};

function FormularioBusca({ buscaAtual, aoBuscar }: { buscaAtual: string; aoBuscar: (busca: string) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CamposBusca>({ resolver: zodResolver(buscaTitulosStaffQuerySchema), defaultValues: { busca: buscaAtual } });
  return (
    <Box
      component="form"
      noValidate
      role="search"
      aria-label="Buscar títulos"
      onSubmit={handleSubmit((v) => aoBuscar(v.busca.trim()))}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}
    >
      <Box sx={{ flex: 1, width: '100%' }}>
        <CampoTexto
          {...camposDe(register('busca'))}
          id="financeiro-busca"
          label="CPF ou número do título"
          required
          autoComplete="off"
          error={Boolean(errors.busca)}
          helperText={errors.busca?.message ?? 'CPF com ou sem pontuação (todos os títulos da pessoa) ou o número do título.'}
          inputProps={{ maxLength: 20 }}
        />
      </Box>
      <Button type="submit" variant="contained" size="large" sx={{ mt: { sm: 0.5 }, flexShrink: 0 }}>
        Buscar
      </Button>
    </Box>
  );
}

function CartaoTituloStaff({
  titulo,
  podeSimular,
  aoSimular,
  aoEstornar,
}: {
  titulo: TituloStaff;
  podeSimular: boolean;
  aoSimular: () => void;
  aoEstornar: () => void;
}) {
  const aberto = titulo.status === 'aberto';
  const devido = titulo.devido;
  return (
    <Card component="li" variant="outlined" data-testid="titulo-staff">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
            Título {titulo.nufin}
          </Typography>
          <SituacaoTituloStaffChip titulo={titulo} />
        </Stack>
        <Typography sx={{ mb: 1 }}>{titulo.descricao}</Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, typography: 'body2' }}>
          <Linha rotulo="Pessoa">{titulo.pessoa.nome}</Linha>
          <Linha rotulo="CPF">{formatarCpf(titulo.pessoa.cpf)}</Linha>
          <Linha rotulo="Vencimento">{formatarDataBr(titulo.vencimento)}</Linha>
          <Linha rotulo="Valor">{formatarCentavos(titulo.valorCentavos)}</Linha>
          {aberto && devido ? (
            <Linha rotulo="Valor hoje">
              {formatarCentavos(devido.totalCentavos)}
              {devido.diasAtraso > 0 ? ` (${devido.diasAtraso} ${devido.diasAtraso === 1 ? 'dia' : 'dias'} de atraso, com multa e juros)` : ''}
            </Linha>
          ) : null}
          {titulo.pagoEm ? <Linha rotulo="Pago em">{formatarDataHora(titulo.pagoEm)}</Linha> : null}
          {titulo.valorPagoCentavos !== null ? <Linha rotulo="Valor pago">{formatarCentavos(titulo.valorPagoCentavos)}</Linha> : null}
          {titulo.meioPagamento ? <Linha rotulo="Meio">{titulo.meioPagamento === 'pix' ? 'PIX' : 'Boleto'}</Linha> : null}
        </Box>
        {podeSimular && aberto ? (
          <Button variant="outlined" onClick={aoSimular} sx={{ mt: 1.5, width: { xs: '100%', sm: 'auto' } }} aria-label={`Simular pagamento do título ${titulo.nufin}`}>
            Simular pagamento
          </Button>
        ) : null}
        {titulo.status === 'pago' ? (
          <Button
            variant="outlined"
            color="error"
            onClick={aoEstornar}
            sx={{ mt: 1.5, width: { xs: '100%', sm: 'auto' } }}
            aria-label={`Estornar pagamento do título ${titulo.nufin}`}
          >
            Estornar pagamento
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

interface SecaoBuscaTitulosProps {
  /** The search in the URL ('' = none yet). */
  busca: string;
  aoBuscar: (busca: string) => void;
}

/** 'Buscar títulos': a person's títulos by CPF or one título by number, and the sandbox's simulated payment. */
export function SecaoBuscaTitulos({ busca, aoBuscar }: SecaoBuscaTitulosProps) {
  const idSecao = useId();
  const consulta = useTitulosStaff(busca);
  const [simulando, setSimulando] = useState<TituloStaff | null>(null);
  const [resultado, setResultado] = useState<SimulacaoPagamento | null>(null);
  const [estornando, setEstornando] = useState<TituloStaff | null>(null);
  const [estornado, setEstornado] = useState<TituloStaff | null>(null);

  let corpo: ReactNode = null;
  if (busca) {
    if (consulta.isPending) {
      corpo = <LoadingState mensagem="Buscando títulos…" />;
    } else if (consulta.isError) {
      corpo =
        statusDoErro(consulta.error) === 400 ? (
          <Alert severity="error" role="alert">
            {mensagemDeErro(consulta.error)}
          </Alert>
        ) : (
          <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />
        );
    } else {
      const { itens, simulacaoDisponivel } = consulta.data;
      corpo = (
        <Stack spacing={2}>
          {simulacaoDisponivel ? null : (
            <Alert severity="info">
              Este portal usa o provedor de pagamentos real: aqui não existe simulação de pagamento. Os títulos só são liquidados pelas
              notificações do provedor.
            </Alert>
          )}
          {itens.length === 0 ? (
            <EmptyState mensagem="Nenhum título encontrado para este CPF ou número." />
          ) : (
            <>
              <Typography color="textSecondary" aria-live="polite">
                {itens.length === 1 ? '1 título encontrado.' : `${itens.length} títulos encontrados.`}
              </Typography>
              <Stack component="ul" spacing={1.5} aria-label="Títulos encontrados" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {itens.map((t) => (
                  <CartaoTituloStaff
                    key={t.id}
                    titulo={t}
                    podeSimular={simulacaoDisponivel}
                    aoSimular={() => {
                      setResultado(null);
                      setEstornado(null);
                      setSimulando(t);
                    }}
                    aoEstornar={() => {
                      setResultado(null);
                      setEstornado(null);
                      setEstornando(t);
                    }}
                  />
                ))}
              </Stack>
            </>
          )}
        </Stack>
      );
    }
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={idSecao} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id={idSecao} variant="h2" sx={{ mb: 1.5 }}>
        Buscar títulos
      </Typography>
      <Box sx={{ mb: 2 }}>
        <FormularioBusca
          key={busca}
          buscaAtual={busca}
          aoBuscar={(nova) => {
            setResultado(null);
            setEstornado(null);
            if (nova === busca) void consulta.refetch();
            else aoBuscar(nova);
          }}
        />
      </Box>
      {resultado ? (
        <Alert severity={GRAVIDADE_RESULTADO[resultado.resultado]} role="status" onClose={() => setResultado(null)} sx={{ mb: 2 }}>
          Título {resultado.titulo.nufin}: {MENSAGEM_RESULTADO_SIMULACAO[resultado.resultado]}
        </Alert>
      ) : null}
      {estornado ? (
        <Alert severity="success" role="status" onClose={() => setEstornado(null)} sx={{ mb: 2 }}>
          Título {estornado.nufin}: pagamento estornado; o título voltou a ficar em aberto.
        </Alert>
      ) : null}
      {corpo}
      {estornando ? (
        <DialogoEstornarPagamento
          titulo={estornando}
          aoFechar={() => setEstornando(null)}
          aoEstornar={(t) => {
            setEstornando(null);
            setEstornado(t);
          }}
        />
      ) : null}
      {simulando ? (
        <DialogoSimularPagamento
          titulo={simulando}
          aoFechar={() => setSimulando(null)}
          aoConcluir={(s) => {
            setSimulando(null);
            setResultado(s);
          }}
        />
      ) : null}
    </Paper>
  );
}
