import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatarCpf,
  formatarDataBr,
  ROTULO_AREA,
  ROTULO_STATUS,
  tipoPorCodigo,
  TRANSICOES,
  type AcaoRequerimento,
  type Andamento,
  type RequerimentoStaff,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { HistoricoAndamentos } from './historico-andamentos';
import { StatusRequerimentoChip } from './status-requerimento-chip';
import { LinkVoltar } from '@/components/link-voltar';
import { hrefRequerimentoStaff, paths } from '@/config/paths';
import { mensagemDeErro, statusDoErro } from '@/lib/api-client';
import { formatarDataHora } from '@/lib/datas';
import { chaveRequerimentoStaff, useRequerimentoStaff } from '../api/get-requerimento-staff';
import { useAplicarTransicao } from '../api/aplicar-transicao';
import { useBaixarDocumentoStaff } from '../api/baixar-documento-analise-staff';
import { DadosRequerimento } from './dados-requerimento';
import { DialogoTransicao } from './dialogo-transicao';
import { formatarTamanho } from '@/lib/tamanho-arquivo';
import { MENSAGEM_SEM_PERMISSAO_REVISAR } from './mensagens-staff';

const ROTULO_AUTOR: Record<Andamento['autor'], string> = { membro: 'Requerente', staff: 'Equipe', sistema: 'Sistema' };

function Secao({ titulo, children, acao }: { titulo: string; children: ReactNode; acao?: ReactNode }) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id={id} variant="h2">
          {titulo}
        </Typography>
        {acao}
      </Stack>
      {children}
    </Paper>
  );
}

function Linha({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
        {rotulo}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

const gradeDl = { m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } };

function Requerente({ r }: { r: RequerimentoStaff }) {
  const registrado = r.registradoPorStaff ? <Chip size="small" color="info" variant="outlined" label="Registrado pela equipe" /> : undefined;
  if (!r.requerente) {
    return (
      <Secao titulo="Requerente" acao={registrado}>
        <Typography>Anônimo — esta denúncia não guarda a identidade de quem a fez.</Typography>
      </Secao>
    );
  }
  const p = r.requerente;
  return (
    <Secao titulo="Requerente" acao={registrado}>
      <Box component="dl" sx={gradeDl} data-testid="requerente">
        <Linha rotulo="Nome">{p.nome}</Linha>
        <Linha rotulo="CPF">{formatarCpf(p.cpf)}</Linha>
        <Linha rotulo="Inscrição">{p.inscricao ?? 'Sem inscrição'}</Linha>
        <Linha rotulo="E-mail">{p.email}</Linha>
      </Box>
    </Secao>
  );
}

function Documentos({ r }: { r: RequerimentoStaff }) {
  const baixar = useBaixarDocumentoStaff();
  const [erro, setErro] = useState<string | null>(null);
  const exigidos = tipoPorCodigo(r.codigo)?.documentos ?? [];
  const rotuloDoc = (chave: string) => exigidos.find((d) => d.chave === chave)?.rotulo ?? chave;

  const aoBaixar = async (documentoId: string, nome: string) => {
    setErro(null);
    try {
      await baixar.mutateAsync({ requerimentoId: r.id, documentoId, nome });
    } catch (falha) {
      setErro(mensagemDeErro(falha));
    }
  };

  return (
    <Secao titulo="Documentos">
      {erro ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {erro}
        </Alert>
      ) : null}
      {r.documentos.length === 0 ? (
        <Typography color="textSecondary">Nenhum documento enviado.</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {r.documentos.map((d) => (
            <Stack
              component="li"
              key={d.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              useFlexGap
              sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, borderBottom: 1, borderColor: 'divider', pb: 1.5 }}
              data-testid="documento"
            >
              <div>
                <Typography variant="body2" color="textSecondary">
                  {rotuloDoc(d.chave)}
                </Typography>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{d.nome}</Typography>
                <Typography variant="caption" color="textSecondary">
                  {d.formato.toUpperCase()} · {formatarTamanho(d.tamanho)} · Enviado em {formatarDataHora(d.enviadoEm)}
                </Typography>
              </div>
              <Button
                variant="outlined"
                size="small"
                onClick={() => void aoBaixar(d.id, d.nome)}
                disabled={baixar.isPending}
                aria-label={`Baixar ${d.nome}`}
              >
                Baixar
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
    </Secao>
  );
}


function Historico({ andamentos }: { andamentos: Andamento[] }) {
  return (
    <Secao titulo="Histórico">
      <HistoricoAndamentos andamentos={andamentos} autores={ROTULO_AUTOR} />
    </Secao>
  );
}

function Acoes({ r, aoAplicar }: { r: RequerimentoStaff; aoAplicar: (mensagem: string) => void }) {
  const [aberta, setAberta] = useState<AcaoRequerimento | null>(null);
  const aplicar = useAplicarTransicao(r.id);
  const queryClient = useQueryClient();
  const acoes = r.acoes.filter((a) => TRANSICOES[a].ator === 'staff');
  return (
    <Secao titulo="Ações">
      {acoes.length === 0 ? (
        <Typography color="textSecondary">Nenhuma ação disponível na situação atual.</Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {acoes.map((a) => (
            <Button key={a} variant={a === 'deferir' ? 'contained' : 'outlined'} color={a === 'indeferir' ? 'error' : 'primary'} onClick={() => setAberta(a)}>
              {TRANSICOES[a].rotulo}
            </Button>
          ))}
        </Stack>
      )}
      {aberta ? (
        <DialogoTransicao
          key={aberta}
          acao={aberta}
          aplicar={async (corpo) => {
            await aplicar.mutateAsync(corpo);
            aoAplicar(`${TRANSICOES[corpo.acao].rotulo}: feito. O requerimento agora está ${ROTULO_STATUS[TRANSICOES[corpo.acao].para].toLocaleLowerCase('pt-BR')}.`);
          }}
          aoFechar={() => setAberta(null)}
          aoConflito={() => void queryClient.invalidateQueries({ queryKey: chaveRequerimentoStaff(r.id) })}
        />
      ) : null}
    </Secao>
  );
}

function Detalhe({ r }: { r: RequerimentoStaff }) {
  const [aviso, setAviso] = useState<string | null>(null);
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {r.titulo}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }} data-testid="protocolo">
            {r.protocolo ? `Protocolo ${r.protocolo}` : 'Sem protocolo'}
          </Typography>
          <StatusRequerimentoChip status={r.status} />
          <Chip size="small" variant="outlined" label={`${ROTULO_AREA[r.area]} · ${r.codigo}`} />
        </Stack>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {r.enviadoEm ? <>Enviado em {formatarDataHora(r.enviadoEm)}</> : 'Ainda não enviado'}
          {r.prazoDiligencia ? ` · Prazo da diligência: ${formatarDataBr(r.prazoDiligencia)}` : ''}
        </Typography>
      </Box>
      {r.sensivel ? (
        <Alert severity="info" role="note" data-testid="aviso-sensivel">
          Requerimento sensível: este acesso foi registrado.
        </Alert>
      ) : null}
      {aviso ? (
        <Alert severity="success" role="status" onClose={() => setAviso(null)}>
          {aviso}
        </Alert>
      ) : null}
      <Acoes r={r} aoAplicar={setAviso} />
      <Requerente r={r} />
      {r.pai ? (
        <Secao titulo="Requerimento de origem">
          <Link component={RouterLink} to={hrefRequerimentoStaff(r.pai.id)}>
            {r.pai.protocolo ?? 'Sem protocolo'} — {r.pai.titulo}
          </Link>
        </Secao>
      ) : null}
      <Secao titulo="Dados do requerimento">
        <DadosRequerimento requerimento={r} />
      </Secao>
      <Documentos r={r} />
      <Historico andamentos={r.andamentos} />
    </Stack>
  );
}

/** /area-restrita/requerimentos/:id: one request as staff review it, with the actions its status allows. */
export function RequerimentoStaffPage() {
  const { id = '' } = useParams();
  const consulta = useRequerimentoStaff(id);
  const estado: unknown = useLocation().state;
  const buscaDaFila =
    typeof estado === 'object' && estado !== null && 'buscaDaFila' in estado && typeof estado.buscaDaFila === 'string' && estado.buscaDaFila.startsWith('?')
      ? estado.buscaDaFila
      : '';

  let corpo;
  if (consulta.isPending) {
    corpo = <LoadingState mensagem="Carregando requerimento…" />;
  } else if (consulta.isError) {
    const status = statusDoErro(consulta.error);
    corpo = (
      <>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Requerimento
        </Typography>
        {status === 404 || status === 400 ? (
          <EmptyState mensagem="Requerimento não encontrado." />
        ) : status === 403 ? (
          <ErrorState mensagem={MENSAGEM_SEM_PERMISSAO_REVISAR} />
        ) : (
          <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />
        )}
      </>
    );
  } else {
    corpo = <Detalhe r={consulta.data} />;
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <LinkVoltar para={`${paths.filaRequerimentos}${buscaDaFila}`} destino="a fila" />
      {corpo}
    </Container>
  );
}
