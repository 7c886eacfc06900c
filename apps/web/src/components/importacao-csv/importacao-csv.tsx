import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Importacao, ResumoImportacao, SituacaoImportacao, TipoDeImportacao } from '@portal/contracts';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { mensagemDeErro } from '@/lib/api-client';
import { formatarDataHora } from '@/lib/datas';
import { formatarTamanho } from '@/lib/tamanho-arquivo';
import { emAndamento, useBaixarRelatorio, useConfirmarImportacao, useEnviarCsv, useImportacao, useTipoDeImportacao } from './api';

const numero = new Intl.NumberFormat('pt-BR');
const linhas = (n: number) => `${numero.format(n)} ${n === 1 ? 'linha' : 'linhas'}`;

export const ROTULO_SITUACAO: Record<SituacaoImportacao, string> = {
  com_erros: 'Prévia com erros',
  analisada: 'Aguardando confirmação',
  na_fila: 'Na fila',
  executando: 'Em andamento',
  concluida: 'Concluída',
  recusada: 'Recusada (arquivo com erros)',
  falhou: 'Falhou',
  expirada: 'Prévia expirada',
};

function FormatoDoArquivo({ tipo }: { tipo: TipoDeImportacao }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="importacao-formato" sx={{ p: 2 }}>
      <Typography id="importacao-formato" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        Formato do arquivo
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        CSV em UTF-8 (no Excel, “Salvar como” → “CSV UTF-8”), campos separados por ponto e vírgula, com esta primeira linha (o
        cabeçalho):
      </Typography>
      <Box component="code" sx={{ display: 'block', p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowWrap: 'anywhere', fontSize: '0.85rem' }}>
        {tipo.colunas.join(';')}
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        Até {formatarTamanho(tipo.maxBytes)}. Se qualquer linha tiver erro, nada é gravado. As regras de cada coluna estão no manual ({tipo.manual}).
      </Typography>
    </Paper>
  );
}

function Contagens({ r, titulo }: { r: ResumoImportacao; titulo: string }) {
  const itens: [string, number][] = [
    ['Linhas lidas', r.linhasLidas],
    ['Novos', r.novos],
    ['Alterados', r.alterados],
    ['Inalterados', r.inalterados],
    ['Com erro', r.comErro],
  ];
  return (
    <Box component="dl" aria-label={titulo} sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1, m: 0 }}>
      {itens.map(([rotulo, valor]) => (
        <Paper key={rotulo} variant="outlined" sx={{ p: 1.5 }}>
          <Typography component="dt" variant="body2" color="textSecondary">
            {rotulo}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '1.4rem', fontWeight: 600 }} color={rotulo === 'Com erro' && valor > 0 ? 'error' : 'textPrimary'}>
            {numero.format(valor)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

function ListaDeErros({ r }: { r: ResumoImportacao }) {
  if (r.totalErros === 0) return null;
  return (
    <Box>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 0.5 }}>
        {r.totalErros > r.erros.length ? `Primeiros ${r.erros.length} de ${numero.format(r.totalErros)} erros` : 'Erros'}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {r.erros.map((e, i) => (
          <li key={i}>
            <Typography variant="body2">{e.linha === null ? e.motivo : `linha ${e.linha}: ${e.motivo}`}</Typography>
          </li>
        ))}
      </Box>
      {r.totalErros > r.erros.length && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
          Baixe o relatório para ver todas as linhas com erro.
        </Typography>
      )}
    </Box>
  );
}

function BotaoRelatorio({ tipo, id }: { tipo: string; id: string }) {
  const baixar = useBaixarRelatorio(tipo);
  return (
    <Box>
      <Button variant="outlined" startIcon={<Download />} onClick={() => baixar.mutate(id)} disabled={baixar.isPending}>
        {baixar.isPending ? 'Baixando…' : 'Baixar relatório'}
      </Button>
      {baixar.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {mensagemDeErro(baixar.error)}
        </Alert>
      )}
    </Box>
  );
}

/** The preview, the confirmation, the progress and the report of one import (polled while it runs). */
function Acompanhamento({
  tipo,
  inicial,
  aoRecomecar,
  aoTerminar,
}: {
  tipo: TipoDeImportacao;
  inicial: Importacao;
  aoRecomecar: () => void;
  aoTerminar: (i: Importacao) => void;
}) {
  const consulta = useImportacao(tipo.tipo, inicial);
  const confirmar = useConfirmarImportacao(tipo.tipo);
  const i = consulta.data ?? inicial;
  // A run that ends here: the page keeps showing it and the list of the last imports is refreshed.
  const andava = useRef(emAndamento(inicial));
  useEffect(() => {
    if (emAndamento(i)) andava.current = true;
    else if (andava.current) {
      andava.current = false;
      aoTerminar(i);
    }
  }, [i, aoTerminar]);
  const tituloId = useId();
  const progressoId = useId();

  const cabecalho = (
    <Typography id={tituloId} variant="h2" sx={{ fontSize: '1.15rem' }}>
      {i.situacao === 'com_erros' || i.situacao === 'analisada' ? 'Prévia da importação' : 'Importação'} — {i.arquivoNome}
    </Typography>
  );
  const novaImportacao = (
    <Button variant="text" onClick={aoRecomecar}>
      {i.situacao === 'analisada' ? 'Escolher outro arquivo' : 'Nova importação'}
    </Button>
  );

  let corpo;
  switch (i.situacao) {
    case 'com_erros':
      corpo = (
        <>
          <Alert severity="error">
            O arquivo tem erros em {linhas(i.previa.comErro)}; nada será gravado. Corrija o arquivo e envie de novo.
          </Alert>
          <Contagens r={i.previa} titulo="Números da prévia" />
          <ListaDeErros r={i.previa} />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <BotaoRelatorio tipo={tipo.tipo} id={i.id} />
            {novaImportacao}
          </Stack>
        </>
      );
      break;
    case 'analisada':
      corpo = (
        <>
          <Alert severity="info">Nada foi gravado ainda. Confira os números e confirme para importar.</Alert>
          <Contagens r={i.previa} titulo="Números da prévia" />
          {confirmar.isError && <Alert severity="error">{mensagemDeErro(confirmar.error)}</Alert>}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="contained"
              onClick={() =>
                confirmar.mutate(i.id, {
                  onSuccess: () => {
                    andava.current = true;
                    void consulta.refetch();
                  },
                })
              }
              disabled={confirmar.isPending}
            >
              {confirmar.isPending ? 'Confirmando…' : 'Confirmar importação'}
            </Button>
            {novaImportacao}
          </Stack>
        </>
      );
      break;
    case 'na_fila':
    case 'executando': {
      const total = Math.max(1, i.previa.linhasLidas);
      const pct = Math.min(100, Math.round((i.linhasLidas / total) * 100));
      corpo = (
        <>
          <Typography id={progressoId}>
            {i.situacao === 'na_fila' ? 'Na fila: a importação começa em instantes.' : `Importando: ${numero.format(i.linhasLidas)} de ${linhas(i.previa.linhasLidas)} lidas.`}
          </Typography>
          <LinearProgress
            variant={i.situacao === 'na_fila' ? 'indeterminate' : 'determinate'}
            value={pct}
            aria-labelledby={progressoId}
          />
          <Typography variant="body2" color="textSecondary">
            Você pode sair desta página: a importação continua e o resultado fica aqui.
          </Typography>
        </>
      );
      break;
    }
    case 'concluida':
      corpo = (
        <>
          <Alert severity="success">Importação concluída{i.concluidaEm ? ` em ${formatarDataHora(i.concluidaEm)}` : ''}.</Alert>
          {i.relatorio && <Contagens r={i.relatorio} titulo="Números da importação" />}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <BotaoRelatorio tipo={tipo.tipo} id={i.id} />
            {novaImportacao}
          </Stack>
        </>
      );
      break;
    case 'recusada':
      corpo = (
        <>
          <Alert severity="error">
            Na importação o arquivo apresentou erros (o cadastro mudou desde a prévia); nada foi gravado. Corrija e envie de novo.
          </Alert>
          {i.relatorio && (
            <>
              <Contagens r={i.relatorio} titulo="Números da importação" />
              <ListaDeErros r={i.relatorio} />
            </>
          )}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <BotaoRelatorio tipo={tipo.tipo} id={i.id} />
            {novaImportacao}
          </Stack>
        </>
      );
      break;
    case 'falhou':
    case 'expirada':
      corpo = (
        <>
          <Alert severity="error">
            {i.situacao === 'falhou' ? (i.falha ?? 'A importação falhou; nada foi gravado.') : 'Esta prévia expirou e o arquivo foi descartado. Envie o arquivo de novo.'}
          </Alert>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <BotaoRelatorio tipo={tipo.tipo} id={i.id} />
            {novaImportacao}
          </Stack>
        </>
      );
      break;
    default: {
      const nunca: never = i.situacao;
      corpo = nunca;
    }
  }
  return (
    <Paper variant="outlined" component="section" aria-labelledby={tituloId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        {cabecalho}
        {consulta.isError && emAndamento(i) && <Alert severity="warning">Não foi possível atualizar o andamento: {mensagemDeErro(consulta.error)} Tentando de novo…</Alert>}
        <Box aria-live="polite">
          <Stack spacing={2}>{corpo}</Stack>
        </Box>
      </Stack>
    </Paper>
  );
}

function EscolherArquivo({ tipo, aoAnalisar }: { tipo: TipoDeImportacao; aoAnalisar: (i: Importacao) => void }) {
  const entrada = useRef<HTMLInputElement>(null);
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [progresso, setProgresso] = useState(0);
  const [aviso, setAviso] = useState<string | null>(null);
  const enviar = useEnviarCsv(tipo.tipo);
  const inputId = useId();
  const progressoId = useId();

  const escolher = (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0] ?? null;
    setAviso(null);
    enviar.reset();
    if (f && f.size > tipo.maxBytes) {
      setArquivo(null);
      setAviso(`O arquivo passa do limite de ${formatarTamanho(tipo.maxBytes)}.`);
    } else setArquivo(f);
    e.target.value = '';
  };
  const analisar = () => {
    if (!arquivo) return;
    setProgresso(0);
    enviar.mutate({ arquivo, aoProgredir: setProgresso }, { onSuccess: aoAnalisar });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${inputId}-titulo`} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id={`${inputId}-titulo`} variant="h2" sx={{ fontSize: '1.15rem' }}>
          Enviar arquivo
        </Typography>
        <input ref={entrada} id={inputId} type="file" accept=".csv,text/csv" hidden onChange={escolher} data-testid="importacao-arquivo" />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button variant="outlined" startIcon={<UploadFile />} onClick={() => entrada.current?.click()} disabled={enviar.isPending}>
            {arquivo ? 'Trocar arquivo' : 'Escolher arquivo CSV'}
          </Button>
          <Typography aria-live="polite">{arquivo ? `${arquivo.name} (${formatarTamanho(arquivo.size)})` : 'Nenhum arquivo escolhido.'}</Typography>
        </Stack>
        {aviso && <Alert severity="error">{aviso}</Alert>}
        {enviar.isError && <Alert severity="error">{mensagemDeErro(enviar.error)}</Alert>}
        {enviar.isPending && (
          <Box>
            <Typography id={progressoId} variant="body2" sx={{ mb: 0.5 }}>
              {progresso < 100 ? `Enviando… ${progresso}%` : 'Conferindo as linhas do arquivo…'}
            </Typography>
            <LinearProgress variant={progresso < 100 ? 'determinate' : 'indeterminate'} value={progresso} aria-labelledby={progressoId} />
          </Box>
        )}
        <Box>
          <Button variant="contained" onClick={analisar} disabled={!arquivo || enviar.isPending}>
            Enviar e conferir
          </Button>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            O arquivo é conferido inteiro antes de qualquer gravação: você vê a prévia e decide se confirma.
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
}

function Recentes({ tipo }: { tipo: TipoDeImportacao }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="importacao-recentes" sx={{ p: 2 }}>
      <Typography id="importacao-recentes" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        Últimas importações
      </Typography>
      {tipo.recentes.length === 0 ? (
        <EmptyState mensagem="Nenhuma importação feita ainda." />
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {tipo.recentes.map((r) => {
            const numeros = r.relatorio ?? r.previa;
            return (
              <Box component="li" key={r.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{r.arquivoNome}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {formatarDataHora(r.criadaEm)} · {r.enviadaPor || 'Equipe'} · {ROTULO_SITUACAO[r.situacao]} · {linhas(numeros.linhasLidas)}, {numero.format(numeros.novos)} novos,{' '}
                  {numero.format(numeros.alterados)} alterados, {numero.format(numeros.comErro)} com erro
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}

/**
 * The staff CSV import of one kind (ADR 041), for any staff page: the format help, the file picker, the upload
 * with its progress, the preview (counts and the first errors by line), the confirmation (only without
 * errors), the job's progress (polled) and the report as CSV.
 */
export function ImportacaoCsv({ tipo }: { tipo: string }) {
  const info = useTipoDeImportacao(tipo);
  const [atual, setAtual] = useState<Importacao | null>(null);

  if (info.isPending) return <LoadingState mensagem="Carregando a importação…" />;
  if (info.isError) return <ErrorState mensagem={mensagemDeErro(info.error)} onTentarNovamente={() => void info.refetch()} tentando={info.isFetching} />;

  // An import under way (sent by anyone, or by this page before a reload) is followed until it ends.
  const seguida = atual ?? info.data.emAndamento;
  const recomecar = () => {
    setAtual(null);
    void info.refetch();
  };
  const terminou = (i: Importacao) => {
    setAtual(i);
    void info.refetch();
  };
  return (
    <Stack spacing={2}>
      <FormatoDoArquivo tipo={info.data} />
      {seguida ? <Acompanhamento key={seguida.id} tipo={info.data} inicial={seguida} aoRecomecar={recomecar} aoTerminar={terminou} /> : <EscolherArquivo tipo={info.data} aoAnalisar={setAtual} />}
      <Recentes tipo={info.data} />
    </Stack>
  );
}
