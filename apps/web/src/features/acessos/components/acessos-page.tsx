import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  aplicarMudanca,
  DESCRICAO_PERMISSAO,
  MAX_MOTIVO_ACESSOS,
  MIN_BUSCA_ACESSOS,
  MIN_MOTIVO_ACESSOS,
  PERMISSOES,
  type AlterarPermissoesResponse,
  type ContaAcesso,
  type MudancaDePermissoes,
  type Permissao,
} from '@portal/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { ocultoVisualmente } from '@/components/oculto-visualmente';
import { PaginaStaff } from '@/components/pagina-staff';
import { mensagemDeErro, statusDoErro } from '@/lib/api-client';
import { useAlterarPermissoes } from '../api/alterar-permissoes';
import { useContas } from '../api/buscar-contas';
import { useExportarTitulares } from '../api/exportar-titulares';
import { useTitulares } from '../api/get-titulares';

const MENSAGEM_SEM_PERMISSAO = 'Você não tem permissão para gerenciar acessos. Peça a permissão Acessos a quem administra o portal.';

const rotulo = (p: Permissao) => DESCRICAO_PERMISSAO[p].rotulo;
const listar = (ps: readonly Permissao[]) => ps.map(rotulo).join(', ');

function FormularioBusca({ aoBuscar }: { aoBuscar: (busca: string) => void }) {
  const [valor, setValor] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const busca = valor.trim();
    if (busca.length < MIN_BUSCA_ACESSOS) {
      setErro(`Informe ao menos ${MIN_BUSCA_ACESSOS} caracteres do nome, do CPF ou da inscrição.`);
      return;
    }
    setErro(null);
    aoBuscar(busca);
  };
  return (
    <Box component="form" noValidate role="search" aria-label="Buscar pessoa" onSubmit={enviar} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        id="acessos-busca"
        label="Nome, CPF ou inscrição"
        value={valor}
        onChange={(e) => setValor(e.target.value)}
        error={erro !== null}
        helperText={erro ?? 'Sem acentos também: joao encontra João.'}
        autoComplete="off"
        sx={{ flex: '1 1 16rem' }}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Button type="submit" variant="contained" sx={{ mt: 1 }}>
        Buscar
      </Button>
    </Box>
  );
}

function ResultadosBusca({ busca, selecionada, aoEscolher }: { busca: string | null; selecionada: string | null; aoEscolher: (c: ContaAcesso) => void }) {
  const consulta = useContas(busca);
  if (busca === null) return <EmptyState mensagem="Busque uma pessoa por nome, CPF ou inscrição para ver e mudar as permissões." />;
  if (consulta.isPending) return <LoadingState mensagem="Buscando pessoas…" />;
  if (consulta.isError) {
    const status = statusDoErro(consulta.error);
    if (status === 403 || status === 400) {
      return (
        <Alert severity={status === 403 ? 'warning' : 'error'} role="alert">
          {status === 403 ? MENSAGEM_SEM_PERMISSAO : mensagemDeErro(consulta.error)}
        </Alert>
      );
    }
    return <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  }
  const { itens, haMais } = consulta.data;
  if (itens.length === 0) return <EmptyState mensagem="Nenhuma conta encontrada. Só quem tem conta no portal pode receber permissões." />;
  return (
    <Box>
      <Box component="ul" aria-label="Pessoas encontradas" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {itens.map((c) => (
          <Box
            component="li"
            key={c.usuarioId}
            data-testid="acessos-conta"
            sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{c.nome}</Typography>
              <Typography variant="body2" color="textSecondary">
                CPF {c.cpf}
                {c.inscricao ? ` · inscrição ${c.inscricao}` : ' · colaborador(a)'}
                {c.ativo ? '' : ' · conta desativada'}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {c.permissoes.length === 0 ? 'Sem permissões' : `Permissões: ${listar(c.permissoes)}`}
              </Typography>
            </Box>
            <Button
              variant={selecionada === c.usuarioId ? 'contained' : 'outlined'}
              aria-pressed={selecionada === c.usuarioId}
              aria-label={`Gerenciar permissões de ${c.nome}`}
              onClick={() => aoEscolher(c)}
            >
              Gerenciar
            </Button>
          </Box>
        ))}
      </Box>
      {haMais ? (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          Há mais pessoas com esta busca: refine pelo CPF ou pelo nome completo.
        </Typography>
      ) : null}
    </Box>
  );
}

function resumoDoResultado(r: AlterarPermissoesResponse): string {
  const partes = [`Permissões de ${r.conta.nome} atualizadas.`];
  if (r.concedidas.length > 0) partes.push(`Concedidas: ${listar(r.concedidas)}.`);
  if (r.revogadas.length > 0) partes.push(`Retiradas: ${listar(r.revogadas)}.`);
  if (r.sessoesEncerradas) partes.push('As sessões abertas foram encerradas: a pessoa configura a verificação em duas etapas no próximo login.');
  else partes.push('A mudança já vale na próxima ação da pessoa.');
  return partes.join(' ');
}

function EditorDePermissoes({ conta, aoSalvar }: { conta: ContaAcesso; aoSalvar: (r: AlterarPermissoesResponse) => void }) {
  const idTitulo = useId();
  const [marcadas, setMarcadas] = useState<ReadonlySet<Permissao>>(() => new Set(conta.permissoes));
  const [motivo, setMotivo] = useState('');
  const [erroMotivo, setErroMotivo] = useState<string | null>(null);
  const alterar = useAlterarPermissoes();

  const mudanca: MudancaDePermissoes = {};
  for (const p of PERMISSOES) {
    const tinha = conta.permissoes.includes(p);
    if (marcadas.has(p) !== tinha) mudanca[p] = marcadas.has(p);
  }
  const previa = aplicarMudanca(conta.permissoes, mudanca);
  const semMudanca = Object.keys(mudanca).length === 0;

  const salvar = (e: FormEvent) => {
    e.preventDefault();
    const texto = motivo.trim();
    if (texto.length < MIN_MOTIVO_ACESSOS) {
      setErroMotivo(`Informe o motivo da alteração (pelo menos ${MIN_MOTIVO_ACESSOS} caracteres).`);
      document.getElementById('acessos-motivo')?.focus();
      return;
    }
    setErroMotivo(null);
    alterar.mutate({ usuarioId: conta.usuarioId, corpo: { permissoes: mudanca, motivo: texto } }, { onSuccess: aoSalvar });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={idTitulo} sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}>
      <Typography id={idTitulo} variant="h2" sx={{ mb: 0.5 }}>
        Permissões de {conta.nome}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        Toda permissão inclui a Área restrita, que exige a verificação em duas etapas
        {conta.segundoFatorAtivo ? ' (esta conta já a tem).' : ' (esta conta ainda não a tem: vai configurá-la no próximo login).'}
      </Typography>
      <Box component="form" noValidate onSubmit={salvar}>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Box component="legend" sx={ocultoVisualmente}>
            Permissões
          </Box>
          <Stack spacing={0.5}>
            {PERMISSOES.map((p) => (
              <FormControlLabel
                key={p}
                sx={{ alignItems: 'flex-start', mx: 0, '& .MuiFormControlLabel-label': { minWidth: 0, overflowWrap: 'anywhere' } }}
                control={
                  <Checkbox
                    checked={marcadas.has(p)}
                    onChange={(e) => {
                      const novas = new Set(marcadas);
                      if (e.target.checked) novas.add(p);
                      else novas.delete(p);
                      setMarcadas(novas);
                    }}
                    sx={{ mt: -0.75 }}
                  />
                }
                label={
                  <Box>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {rotulo(p)}
                    </Typography>{' '}
                    <Typography component="span" variant="body2" color="textSecondary">
                      ({p})
                    </Typography>
                    <Typography variant="body2" color="textSecondary">
                      {DESCRICAO_PERMISSAO[p].descricao}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </Stack>
        </Box>
        {!previa.ok ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {previa.mensagem}
          </Alert>
        ) : previa.implicitas.length > 0 ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            A permissão Área restrita também será concedida: as outras dependem dela.
          </Alert>
        ) : null}
        <TextField
          id="acessos-motivo"
          label="Motivo da alteração"
          value={motivo}
          onChange={(e) => setMotivo(e.target.value)}
          error={erroMotivo !== null}
          helperText={erroMotivo ?? 'Fica na auditoria e no histórico da pessoa.'}
          multiline
          minRows={2}
          required
          fullWidth
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: { maxLength: MAX_MOTIVO_ACESSOS } }}
        />
        {alterar.isError ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {statusDoErro(alterar.error) === 403 ? MENSAGEM_SEM_PERMISSAO : mensagemDeErro(alterar.error)}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={semMudanca || !previa.ok || alterar.isPending}>
          {alterar.isPending ? 'Salvando…' : 'Salvar alterações'}
        </Button>
      </Box>
    </Paper>
  );
}

function ListaDeTitulares() {
  const idTitulo = useId();
  const consulta = useTitulares();
  const exportar = useExportarTitulares();
  let corpo: ReactNode;
  if (consulta.isPending) corpo = <LoadingState mensagem="Carregando quem tem cada permissão…" />;
  else if (consulta.isError) {
    corpo =
      statusDoErro(consulta.error) === 403 ? (
        <Alert severity="warning" role="alert">
          {MENSAGEM_SEM_PERMISSAO}
        </Alert>
      ) : (
        <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />
      );
  } else {
    corpo = (
      <Box component="dl" sx={{ m: 0 }} data-testid="acessos-titulares">
        {consulta.data.permissoes.map(({ permissao, titulares }) => (
          <Box key={permissao} sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }} data-testid={`titulares-${permissao}`}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {rotulo(permissao)}{' '}
              <Typography component="span" variant="body2" color="textSecondary">
                ({titulares.length === 1 ? '1 pessoa' : `${titulares.length} pessoas`})
              </Typography>
            </Typography>
            <Box component="dd" sx={{ m: 0, mt: 0.5, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
              {titulares.length === 0 ? (
                <Typography variant="body2" color="textSecondary">
                  Ninguém.
                </Typography>
              ) : (
                titulares.map((t) => <Chip key={t.usuarioId} size="small" label={t.ativo ? t.nome : `${t.nome} (desativada)`} sx={{ maxWidth: '100%' }} />)
              )}
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Paper variant="outlined" component="section" aria-labelledby={idTitulo} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id={idTitulo} variant="h2">
          Quem tem cada permissão
        </Typography>
        <Button variant="outlined" startIcon={<Download />} onClick={() => exportar.mutate()} disabled={exportar.isPending || !consulta.isSuccess}>
          {exportar.isPending ? 'Exportando…' : 'Exportar CSV'}
        </Button>
      </Box>
      {exportar.isSuccess ? (
        <Alert severity="success" role="status" sx={{ mb: 1 }}>
          Arquivo {exportar.data} baixado.
        </Alert>
      ) : null}
      {exportar.isError ? (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {mensagemDeErro(exportar.error)}
        </Alert>
      ) : null}
      {corpo}
    </Paper>
  );
}

/**
 * /area-restrita/acessos (CLI_PermissaoAcessos): find a person, change their flags with a reason, and see who holds
 * each flag (exportable as CSV). The server enforces the rules (implied restricted area, last holder of Acessos).
 */
export function AcessosPage() {
  const idResultados = useId();
  const [busca, setBusca] = useState<string | null>(null);
  const [conta, setConta] = useState<ContaAcesso | null>(null);
  const [resultado, setResultado] = useState<AlterarPermissoesResponse | null>(null);
  return (
    <PaginaStaff
      titulo="Acessos"
      largura="lg"
      descricao="Conceda e retire as permissões da equipe. Cada alteração pede um motivo, fica na auditoria e no histórico da pessoa e vale a partir da próxima ação dela."
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}>
        <FormularioBusca
          aoBuscar={(b) => {
            setBusca(b);
            setConta(null);
            setResultado(null);
          }}
        />
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby={idResultados} sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}>
        <Typography id={idResultados} variant="h2" sx={{ mb: 1 }}>
          Pessoas
        </Typography>
        <ResultadosBusca
          busca={busca}
          selecionada={conta?.usuarioId ?? null}
          aoEscolher={(c) => {
            setConta(c);
            setResultado(null);
          }}
        />
      </Paper>
      {resultado ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }} data-testid="acessos-resultado">
          {resumoDoResultado(resultado)}
        </Alert>
      ) : null}
      {conta ? (
        <EditorDePermissoes
          key={`${conta.usuarioId}:${conta.permissoes.join(',')}`}
          conta={conta}
          aoSalvar={(r) => {
            setResultado(r);
            setConta(r.conta);
          }}
        />
      ) : null}
      <ListaDeTitulares />
    </PaginaStaff>
  );
}
