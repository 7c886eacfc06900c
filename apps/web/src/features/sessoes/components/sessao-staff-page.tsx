import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { RESULTADOS_PAUTA, ROTULO_CLASSE_PROCESSO, dataEmSaoPaulo, formatarDataBr, hojeSaoPaulo, ROTULO_PAPEL_PARTE, ROTULO_RESULTADO_PAUTA, ROTULO_STATUS_SESSAO, type ItemPautaStaff, type ResultadoPauta, type SessaoStaff } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PaginaStaff } from '@/components/pagina-staff';
import { hrefProcessoStaff, hrefSessaoAdicionarProcesso, paths } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { camposDoErro, resumoDoErro } from '@/lib/erros-de-campo';
import { useSessaoStaff } from '../api/get-sessao-staff';
import { useRegistrarResultado } from '../api/registrar-resultado';
import { useRemoverDaPauta } from '../api/remover-da-pauta';
import { useReordenarPauta } from '../api/reordenar-pauta';
import { useTransitarSessao, type AcaoSessao } from '../api/transitar-sessao';
import { dataHora, dataHoraLonga, rotuloModalidade, tituloSessao } from './formatar';

const CONFIRMACOES: Record<AcaoSessao, { titulo: string; texto: string; botao: string }> = {
  abrir: { titulo: 'Abrir a sessão?', texto: 'Com a sessão aberta, a pauta não recebe novos processos e as inscrições para sustentação oral se encerram.', botao: 'Abrir sessão' },
  encerrar: { titulo: 'Encerrar a sessão?', texto: 'Todos os processos da pauta precisam ter resultado registrado. Depois de encerrada, a sessão não pode ser reaberta.', botao: 'Encerrar sessão' },
  cancelar: { titulo: 'Cancelar a sessão?', texto: 'Os processos saem da pauta (com um movimento em cada um) e ficam livres para outra sessão.', botao: 'Cancelar sessão' },
};

function DialogoResultado({ sessao, item, onFechar }: { sessao: SessaoStaff; item: ItemPautaStaff; onFechar: () => void }) {
  const registrar = useRegistrarResultado();
  const [resultado, setResultado] = useState<ResultadoPauta>('julgado');
  const [decisao, setDecisao] = useState('');
  const [ementa, setEmenta] = useState('');
  const campos = registrar.isError ? camposDoErro(registrar.error) : {};
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    registrar.mutate({ id: sessao.id, itemId: item.id, corpo: { resultado, decisao, ementa } }, { onSuccess: onFechar });
  };
  return (
    <Dialog open onClose={onFechar} fullWidth aria-labelledby="titulo-resultado">
      <Box component="form" onSubmit={enviar} noValidate>
        <DialogTitle id="titulo-resultado">Resultado do processo {item.numero}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {registrar.isError && <Alert severity="error">{resumoDoErro(registrar.error, resultado === 'julgado' ? ['decisao', 'ementa'] : [])}</Alert>}
            <TextField select label="Resultado" value={resultado} onChange={(e) => setResultado(e.target.value as ResultadoPauta)}>
              {RESULTADOS_PAUTA.map((r) => (
                <MenuItem key={r} value={r}>
                  {ROTULO_RESULTADO_PAUTA[r]}
                </MenuItem>
              ))}
            </TextField>
            {resultado === 'julgado' && (
              <>
                <TextField label="Decisão" value={decisao} onChange={(e) => setDecisao(e.target.value)} multiline minRows={2} required error={!!campos.decisao} helperText={campos.decisao} />
                <TextField label="Ementa" value={ementa} onChange={(e) => setEmenta(e.target.value)} multiline minRows={2} required error={!!campos.ementa} helperText={campos.ementa} />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onFechar}>Voltar</Button>
          <Button type="submit" variant="contained" disabled={registrar.isPending}>
            Registrar resultado
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function ItemDaPauta({ sessao, item, indice, total, onMover, onResultado, onRemover, ocupado }: {
  sessao: SessaoStaff;
  item: ItemPautaStaff;
  indice: number;
  total: number;
  onMover: (de: number, para: number) => void;
  onResultado: () => void;
  onRemover: () => void;
  ocupado: boolean;
}) {
  const podeOrdenar = sessao.status === 'agendada' || sessao.status === 'aberta';
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} data-testid="item-pauta">
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Typography sx={{ fontWeight: 700, minWidth: 24 }} aria-hidden>
          {indice + 1}.
        </Typography>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              Processo {item.numero}
            </Typography>
            {item.sigiloso && <Chip size="small" label="Sigiloso" color="warning" />}
            {item.resultado && <Chip size="small" label={ROTULO_RESULTADO_PAUTA[item.resultado]} color="info" />}
          </Stack>
          <Typography variant="body2">
            {ROTULO_CLASSE_PROCESSO[item.classe]} · {item.assunto}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {item.partes.map((p) => `${ROTULO_PAPEL_PARTE[p.papel]}: ${p.nome}`).join('; ')}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            Relator: {item.relator ?? '—'}
          </Typography>
          {item.decisao && <Typography variant="body2">Decisão: {item.decisao}</Typography>}
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            Sustentação oral:{' '}
            {item.inscricoes.length === 0 ? 'nenhuma inscrição.' : item.inscricoes.map((i) => `${i.advogado} (por ${i.parte}, ${dataHora(i.inscritoEm)})`).join('; ')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
            <Button component={RouterLink} to={hrefProcessoStaff(item.processoId)} size="small" variant="text">
              Ver processo
            </Button>
            {sessao.status === 'aberta' && item.emAberto && (
              <Button size="small" variant="contained" onClick={onResultado}>
                Registrar resultado
              </Button>
            )}
            {sessao.status === 'agendada' && (
              <Button size="small" color="error" onClick={onRemover} disabled={ocupado}>
                Retirar da pauta
              </Button>
            )}
          </Stack>
        </Box>
        {podeOrdenar && (
          <Stack>
            <IconButton aria-label={`Subir o processo ${item.numero}`} disabled={indice === 0 || ocupado} onClick={() => onMover(indice, indice - 1)}>
              <ArrowUpward />
            </IconButton>
            <IconButton aria-label={`Descer o processo ${item.numero}`} disabled={indice === total - 1 || ocupado} onClick={() => onMover(indice, indice + 1)}>
              <ArrowDownward />
            </IconButton>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function Detalhe({ sessao }: { sessao: SessaoStaff }) {
  const transitar = useTransitarSessao();
  const reordenar = useReordenarPauta();
  const remover = useRemoverDaPauta();
  const [confirmar, setConfirmar] = useState<AcaoSessao | null>(null);
  const [itemResultado, setItemResultado] = useState<ItemPautaStaff | null>(null);
  const [itemRemover, setItemRemover] = useState<ItemPautaStaff | null>(null);
  const erro = transitar.error ?? reordenar.error ?? remover.error;
  const mover = (de: number, para: number) => {
    const ids = sessao.itens.map((i) => i.id);
    const [id] = ids.splice(de, 1);
    ids.splice(para, 0, id!);
    reordenar.mutate({ id: sessao.id, itens: ids });
  };
  const acoes: AcaoSessao[] = sessao.status === 'agendada' ? ['abrir', 'cancelar'] : sessao.status === 'aberta' ? ['encerrar'] : [];
  // Opening a session dated another day (in São Paulo) is most likely a slip: the dialog says so, with the date.
  const diaDaSessao = dataEmSaoPaulo(sessao.inicio);
  const abrirForaDoDia = confirmar === 'abrir' && diaDaSessao !== hojeSaoPaulo();
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <Chip label={ROTULO_STATUS_SESSAO[sessao.status]} color={sessao.status === 'aberta' ? 'success' : 'default'} data-testid="status-sessao" />
          <Typography>{dataHoraLonga(sessao.inicio)}</Typography>
        </Stack>
        <Typography variant="body2">Modalidade: {rotuloModalidade(sessao.modalidade)}</Typography>
        {sessao.local && <Typography variant="body2">Local: {sessao.local}</Typography>}
        {sessao.link && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            Link: <Link href={sessao.link}>{sessao.link}</Link>
          </Typography>
        )}
        {sessao.observacoes && <Typography variant="body2">{sessao.observacoes}</Typography>}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
          {sessao.status === 'agendada' && (
            <Button component={RouterLink} to={hrefSessaoAdicionarProcesso(sessao.id)} variant="contained">
              Adicionar processo
            </Button>
          )}
          {acoes.map((a) => (
            <Button key={a} variant="outlined" color={a === 'cancelar' ? 'error' : 'primary'} onClick={() => setConfirmar(a)}>
              {CONFIRMACOES[a].botao}
            </Button>
          ))}
        </Stack>
      </Paper>
      {erro && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {mensagemDeErro(erro)}
        </Alert>
      )}
      <Typography component="h2" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Pauta
      </Typography>
      {sessao.itens.length === 0 ? (
        <EmptyState mensagem="Nenhum processo na pauta." />
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {sessao.itens.map((item, i) => (
            <ItemDaPauta
              key={item.id}
              sessao={sessao}
              item={item}
              indice={i}
              total={sessao.itens.length}
              onMover={mover}
              onResultado={() => setItemResultado(item)}
              onRemover={() => setItemRemover(item)}
              ocupado={reordenar.isPending || remover.isPending}
            />
          ))}
        </Stack>
      )}
      {confirmar && (
        <Dialog open onClose={() => setConfirmar(null)} aria-labelledby="titulo-confirmar" aria-describedby="texto-confirmar">
          <DialogTitle id="titulo-confirmar">{CONFIRMACOES[confirmar].titulo}</DialogTitle>
          <DialogContent id="texto-confirmar">
            {abrirForaDoDia && (
              <Alert severity="warning" sx={{ mb: 2 }} data-testid="aviso-fora-do-dia">
                Esta sessão está marcada para {formatarDataBr(diaDaSessao)}, não para hoje. Abrir mesmo assim?
              </Alert>
            )}
            <DialogContentText>{CONFIRMACOES[confirmar].texto}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirmar(null)}>Voltar</Button>
            <Button
              variant="contained"
              disabled={transitar.isPending}
              onClick={() => transitar.mutate({ id: sessao.id, acao: confirmar }, { onSettled: () => setConfirmar(null) })}
            >
              {CONFIRMACOES[confirmar].botao}
            </Button>
          </DialogActions>
        </Dialog>
      )}
      {itemRemover && (
        <Dialog open onClose={() => setItemRemover(null)} aria-labelledby="titulo-remover">
          <DialogTitle id="titulo-remover">Retirar o processo {itemRemover.numero} da pauta?</DialogTitle>
          <DialogContent>
            <DialogContentText>As inscrições para sustentação oral deste processo serão descartadas.</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setItemRemover(null)}>Voltar</Button>
            <Button color="error" variant="contained" onClick={() => remover.mutate({ id: sessao.id, itemId: itemRemover.id }, { onSettled: () => setItemRemover(null) })}>
              Retirar da pauta
            </Button>
          </DialogActions>
        </Dialog>
      )}
      {itemResultado && <DialogoResultado sessao={sessao} item={itemResultado} onFechar={() => setItemResultado(null)} />}
    </>
  );
}

/** /area-restrita/sessoes/:id: the session, its agenda in order (move up/down), open/close/cancel, outcomes, sign-ups. */
export function SessaoStaffPage() {
  const { id = '' } = useParams();
  const consulta = useSessaoStaff(id);
  return (
    <PaginaStaff
      titulo={consulta.data ? `Sessão: ${tituloSessao(consulta.data)}` : 'Sessão de julgamento'}
      descricao="A pauta em ordem, a abertura e o encerramento, os resultados e as inscrições para sustentação oral."
      voltar={{ para: paths.sessoesStaff, destino: 'as sessões' }}
    >
      {consulta.isPending ? (
        <LoadingState mensagem="Carregando a sessão…" />
      ) : consulta.isError ? (
        <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />
      ) : (
        <Detalhe sessao={consulta.data} />
      )}
    </PaginaStaff>
  );
}
