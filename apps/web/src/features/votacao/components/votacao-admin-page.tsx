import BlockOutlined from '@mui/icons-material/BlockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { descreverElegibilidade, formatarDataHoraVotacao, ROTULO_TIPO_VOTACAO, temAlgumaPermissao, type VotacaoStaff } from '@portal/contracts';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { PaginaStaff } from '@/components/pagina-staff';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { mensagemDeErro, statusDoErro } from '@/lib/api-client';
import { lerUsuarioLogado } from '@/lib/auth-storage';
import { contagem } from '@/lib/plural';
import { useAbrirVotacao } from '../api/abrir-votacao';
import { useIniciarCerimonia } from '../api/iniciar-cerimonia';
import { useReiniciarCerimonia } from '../api/reiniciar-cerimonia';
import { useEncerrarVotacao } from '../api/encerrar-votacao';
import { usePublicarVotacao } from '../api/publicar-votacao';
import { useVotacoesAdmin } from '../api/votacoes-admin';
import { NovaVotacaoForm } from './nova-votacao-form';
import { ResultadoVotacaoLista } from './resultado-votacao';
import { ProgressoDosGuardioes } from './progresso-dos-guardioes';
import { SituacaoVotacaoChip } from './situacao-chip';
import { TarefasDeGuardiao } from './tarefas-de-guardiao';

const ConfirmarAcaoDialog = lazy(() => import('./confirmar-acao-dialog').then((m) => ({ default: m.ConfirmarAcaoDialog })));

const SEM_PERMISSAO = 'Você não tem permissão para administrar votações.';

type Acao = 'iniciar' | 'reiniciar' | 'abrir' | 'encerrar' | 'publicar';
const TEXTO_ACAO: Record<Acao, { botao: string; pergunta: string; detalhe: string }> = {
  iniciar: {
    botao: 'Iniciar cerimônia das chaves',
    pergunta: 'Iniciar a cerimônia das chaves?',
    detalhe: 'O rascunho fica congelado. Cada guardião(ã) gera sua chave na página de guardião(ã); a votação só pode ser aberta quando todos concluírem.',
  },
  reiniciar: {
    botao: 'Reiniciar cerimônia',
    pergunta: 'Reiniciar a cerimônia das chaves?',
    detalhe: 'As chaves e partes publicadas são descartadas e cada guardião(ã) gera uma chave nova (os arquivos anteriores deixam de valer).',
  },
  abrir: { botao: 'Abrir', pergunta: 'Abrir a votação?', detalhe: 'A lista de eleitores é congelada agora e a votação não poderá mais ser alterada.' },
  encerrar: { botao: 'Encerrar', pergunta: 'Encerrar a votação agora?', detalhe: 'Nenhum voto será recebido depois do encerramento. O resultado fica visível.' },
  publicar: {
    botao: 'Publicar resultado',
    pergunta: 'Publicar o resultado?',
    detalhe: 'A apuração e o registro público (cédulas cifradas, provas e códigos) ficam visíveis a todos os membros.',
  },
};

function SemPermissao() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }} data-testid="sem-permissao">
      <BlockOutlined aria-hidden="true" color="error" sx={{ fontSize: 48 }} />
      <Typography sx={{ mt: 1 }}>{SEM_PERMISSAO}</Typography>
    </Paper>
  );
}

function CartaoAdmin({ v, aoAgir }: { v: VotacaoStaff; aoAgir?: () => void }) {
  const [acao, setAcao] = useState<Acao | null>(null);
  const [editando, setEditando] = useState(false);
  const [alterada, setAlterada] = useState(false);
  const botaoEditar = useRef<HTMLButtonElement>(null);
  const pararDeEditar = (salvo: boolean) => {
    setEditando(false);
    setAlterada(salvo);
    // Back to the button that opened the form, once it is on the page again.
    requestAnimationFrame(() => botaoEditar.current?.focus());
  };
  const iniciar = useIniciarCerimonia();
  const reiniciar = useReiniciarCerimonia();
  const abrir = useAbrirVotacao();
  const encerrar = useEncerrarVotacao();
  const publicar = usePublicarVotacao();
  const mutacao = { iniciar, reiniciar, abrir, encerrar, publicar }[acao ?? 'publicar'];
  const confirmar = () => {
    if (!acao) return;
    mutacao.mutate(v.id, {
      onSuccess: () => {
        setAcao(null);
        aoAgir?.();
      },
    });
  };
  const idTitulo = `admin-votacao-${v.id}`;
  const botoes: Acao[] = [
    ...(v.podeIniciarCerimonia ? (['iniciar'] as const) : []),
    ...(v.podeReiniciarCerimonia ? (['reiniciar'] as const) : []),
    ...(v.podeAbrir ? (['abrir'] as const) : []), ...(v.podeEncerrar ? (['encerrar'] as const) : []), ...(v.podePublicar ? (['publicar'] as const) : []),
  ];
  return (
    <Paper component="article" variant="outlined" aria-labelledby={idTitulo} sx={{ p: { xs: 2, sm: 3 } }} data-testid="votacao-admin">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }} useFlexGap>
        <SituacaoVotacaoChip situacao={v.situacao} />
        <Typography variant="body2" color="textSecondary">
          {ROTULO_TIPO_VOTACAO[v.tipo]}
        </Typography>
      </Stack>
      <Typography id={idTitulo} variant="h3" sx={{ fontSize: '1.15rem', mb: 1, overflowWrap: 'anywhere' }}>
        {v.titulo}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        De {formatarDataHoraVotacao(v.abreEm)} a {formatarDataHoraVotacao(v.fechaEm)}
      </Typography>
      <Typography variant="body2" color="textSecondary" data-testid="elegibilidade">
        Quem vota: {descreverElegibilidade(v)}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="comparecimento">
        {v.comparecimento
          ? `Comparecimento: ${v.comparecimento.votantes} de ${contagem(v.comparecimento.eleitores, 'eleitor', 'eleitores')} (${v.comparecimento.eleitores === 0 ? 0 : Math.round((v.comparecimento.votantes / v.comparecimento.eleitores) * 100)}%)`
          : v.situacao === 'rascunho'
            ? 'Rascunho: a lista de eleitores é congelada ao abrir.'
            : 'A lista de eleitores é congelada ao abrir.'}
      </Typography>
      <ProgressoDosGuardioes v={v} />
      {alterada && !editando && (
        <Alert severity="success" role="status" sx={{ mt: 2 }} onClose={() => setAlterada(false)}>
          Rascunho alterado.
        </Alert>
      )}
      {editando ? (
        <Box sx={{ mt: 2 }}>
          <NovaVotacaoForm inicial={v} aoConcluir={() => pararDeEditar(true)} aoCancelar={() => pararDeEditar(false)} />
        </Box>
      ) : (
        (botoes.length > 0 || v.editavel) && (
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }} useFlexGap>
            {v.editavel && (
              <Button ref={botaoEditar} variant="outlined" onClick={() => setEditando(true)} aria-label={`Editar o rascunho ${v.titulo}`}>
                Editar
              </Button>
            )}
            {botoes.map((a) => (
              <Button key={a} variant={a === 'encerrar' || a === 'reiniciar' ? 'outlined' : 'contained'} onClick={() => setAcao(a)}>
                {TEXTO_ACAO[a].botao}
              </Button>
            ))}
          </Stack>
        )
      )}
      {v.resultado && (
        <Box sx={{ mt: 2 }}>
          <ResultadoVotacaoLista resultado={v.resultado} titulo={v.titulo} />
        </Box>
      )}
      {acao && (
        <Suspense fallback={null}>
          <ConfirmarAcaoDialog
            idTitulo={`${idTitulo}-confirma`}
            pergunta={TEXTO_ACAO[acao].pergunta}
            texto={`${v.titulo}. ${TEXTO_ACAO[acao].detalhe}`}
            erro={mutacao.isError ? mensagemDeErro(mutacao.error) : null}
            ocupado={mutacao.isPending}
            aoCancelar={() => setAcao(null)}
            aoConfirmar={confirmar}
          />
        </Suspense>
      )}
    </Paper>
  );
}

/** /voting-admin: staff with the voting permission create, open, close and publish elections and polls. */
export function VotacaoAdminPage() {
  const usuario = lerUsuarioLogado();
  const permitido = !!usuario && temAlgumaPermissao(usuario.permissoes, ['CLI_PermissaoVotacao']);
  const consulta = useVotacoesAdmin(permitido);
  const [criada, setCriada] = useState(false);

  let conteudo: ReactNode;
  if (!permitido || (consulta.isError && statusDoErro(consulta.error) === 403)) conteudo = <SemPermissao />;
  else if (consulta.isPending) conteudo = <LoadingState mensagem="Carregando as votações…" />;
  else if (consulta.isError) conteudo = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  else
    conteudo = (
      <Stack spacing={3}>
        <TarefasDeGuardiao />
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="nova-votacao-titulo">
          <Typography id="nova-votacao-titulo" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            Nova votação
          </Typography>
          {criada && (
            <Alert severity="success" sx={{ mb: 2 }} onClose={() => setCriada(false)}>
              Votação criada como rascunho. Na lista abaixo, inicie a cerimônia das chaves; quando os guardiões a concluírem, abra a votação.
            </Alert>
          )}
          <NovaVotacaoForm aoConcluir={() => setCriada(true)} />
        </Paper>
        <Box component="section" aria-labelledby="votacoes-titulo">
          <Typography id="votacoes-titulo" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            Votações
          </Typography>
          {consulta.data.length === 0 ? (
            <EmptyState mensagem="Nenhuma votação criada." />
          ) : (
            <Stack spacing={2}>
              {consulta.data.map((v) => (
                // Once a poll is acted on, "criada como rascunho" is old news.
                <CartaoAdmin key={v.id} v={v} aoAgir={() => setCriada(false)} />
              ))}
            </Stack>
          )}
        </Box>
      </Stack>
    );

  return (
    <PaginaStaff
      titulo="Administrar votações"
      descricao="Crie eleições e enquetes com seus guardiões, acompanhe a cerimônia das chaves e o comparecimento, e publique o resultado com o registro público depois da apuração."
    >
      {conteudo}
    </PaginaStaff>
  );
}
