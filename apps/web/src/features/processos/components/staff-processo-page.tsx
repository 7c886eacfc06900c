import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  hojeSaoPaulo,
  PAPEIS_PARTE,
  ROTULO_CLASSE_PROCESSO,
  ROTULO_MODALIDADE_SESSAO,
  ROTULO_ORGAO_PROCESSO,
  ROTULO_PAPEL_PARTE,
  ROTULO_RESULTADO_PAUTA,
  ROTULO_SITUACAO_PETICAO,
  ROTULO_STATUS_SESSAO,
  ROTULO_TIPO_MOVIMENTO,
  TIPOS_MOVIMENTO_STAFF,
  type OrgaoProcesso,
  type PapelParte,
  type ProcessoStaff,
  type SituacaoProcesso,
  type TipoMovimentoStaff,
} from '@portal/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PaginaStaff } from '@/components/pagina-staff';
import { paths } from '@/config/paths';
import { mensagemDeErro, statusDoErro } from '@/lib/api-client';
import { baixarArquivo } from '@/lib/baixar-arquivo';
import { formatarDataHora } from '@/lib/datas';
import { formatarTamanho } from '@/lib/tamanho-arquivo';
import { useAlterarProcesso, type AcaoProcesso } from '../api/alterar-processo-staff';
import { useProcessoStaff } from '../api/get-processo-staff';
import { SelecaoStaff } from './staff-novo-processo-page';
import { dataBr, OPCOES_ORGAO, OPCOES_SITUACAO } from './staff-rotulos';

type Executar = (a: AcaoProcesso, aoConcluir?: () => void) => void;

function Secao({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} component="h2" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {titulo}
      </Typography>
      {children}
    </Paper>
  );
}

const Vazio = ({ texto }: { texto: string }) => (
  <Typography variant="body2" color="textSecondary">
    {texto}
  </Typography>
);

const OPCOES_PAPEL = PAPEIS_PARTE.map((v) => ({ valor: v, rotulo: ROTULO_PAPEL_PARTE[v] }));
const OPCOES_TIPO = TIPOS_MOVIMENTO_STAFF.map((v) => ({ valor: v, rotulo: ROTULO_TIPO_MOVIMENTO[v] ?? v }));

function Dados({ p, executar, ocupado }: { p: ProcessoStaff; executar: Executar; ocupado: boolean }) {
  const [d, setD] = useState({ fase: p.fase, situacao: p.situacao, sigiloso: p.sigiloso, orgao: p.orgao, relatorCpf: p.relator?.cpf ?? '' });
  // DOMAIN.md: an ético-disciplinar process stays confidential until the final decision ("Transitado em julgado").
  const sigiloObrigatorio = p.classe === 'etico-disciplinar' && d.situacao !== 'transitado';
  const sigiloso = sigiloObrigatorio || d.sigiloso;
  return (
    <Secao id="secao-dados" titulo="Dados do processo">
      <Typography variant="body2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {ROTULO_CLASSE_PROCESSO[p.classe]} · {p.assunto} · autuado em {dataBr(p.autuadoEm)}
        {p.relator ? ` · relator(a): ${p.relator.nome}` : ' · sem relator(a)'}
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label="Alterar dados do processo"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          executar({ tipo: 'editar', corpo: { ...d, sigiloso, relatorCpf: d.relatorCpf.trim() || null } });
        }}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}
      >
        <TextField id="dados-fase" label="Fase" size="small" value={d.fase} onChange={(e) => setD({ ...d, fase: e.target.value })} />
        <SelecaoStaff id="dados-situacao" rotulo="Situação" valor={d.situacao} onMudar={(v) => setD({ ...d, situacao: v as SituacaoProcesso })} opcoes={OPCOES_SITUACAO} />
        <SelecaoStaff id="dados-orgao" rotulo="Órgão" valor={d.orgao} onMudar={(v) => setD({ ...d, orgao: v as OrgaoProcesso })} opcoes={OPCOES_ORGAO} />
        <TextField id="dados-relator" label="CPF do relator" size="small" value={d.relatorCpf} onChange={(e) => setD({ ...d, relatorCpf: e.target.value })} />
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={sigiloso}
                disabled={sigiloObrigatorio}
                onChange={(e) => setD({ ...d, sigiloso: e.target.checked })}
                slotProps={{ input: { 'aria-describedby': sigiloObrigatorio ? 'dados-sigiloso-ajuda' : undefined } }}
              />
            }
            label="Sigiloso"
          />
          {sigiloObrigatorio ? <FormHelperText id="dados-sigiloso-ajuda">Processo ético-disciplinar é sempre sigiloso até a decisão final.</FormHelperText> : null}
        </Box>
        <Box>
          <Button type="submit" variant="outlined" disabled={ocupado}>
            Salvar dados
          </Button>
        </Box>
      </Box>
    </Secao>
  );
}

function NovoAdvogado({ parteId, nome, executar, ocupado }: { parteId: string; nome: string; executar: Executar; ocupado: boolean }) {
  const [identificador, setIdentificador] = useState('');
  return (
    <Box
      component="form"
      noValidate
      aria-label={`Incluir advogado(a) de ${nome}`}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        executar({ tipo: 'incluir-advogado', parteId, corpo: { identificador } }, () => setIdentificador(''));
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}
    >
      <TextField id={`advogado-${parteId}`} label="CPF ou inscrição do(a) advogado(a)" size="small" value={identificador} onChange={(e) => setIdentificador(e.target.value)} sx={{ flex: '1 1 220px' }} />
      <Button type="submit" variant="outlined" size="small" disabled={ocupado}>
        Incluir advogado(a)
      </Button>
    </Box>
  );
}

function Partes({ p, executar, ocupado }: { p: ProcessoStaff; executar: Executar; ocupado: boolean }) {
  const [n, setN] = useState({ papel: 'representante' as PapelParte, forma: 'portal' as 'portal' | 'fora', identificador: '', nome: '', cpf: '' });
  return (
    <Secao id="secao-partes" titulo="Partes e advogados">
      {p.partes.length === 0 ? <Vazio texto="Nenhuma parte incluída." /> : null}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {p.partes.map((pt) => (
          <Box component="li" key={pt.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }} data-testid="parte">
            <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{pt.nome}</Typography>
              <Chip size="small" label={ROTULO_PAPEL_PARTE[pt.papel]} />
              {pt.pessoaId ? null : <Chip size="small" variant="outlined" label="Fora do portal" />}
              <Button size="small" color="error" disabled={ocupado} onClick={() => executar({ tipo: 'remover-parte', parteId: pt.id })} aria-label={`Remover a parte ${pt.nome}`}>
                Remover
              </Button>
            </Stack>
            {pt.advogados.length > 0 ? (
              <Box component="ul" sx={{ pl: 2, my: 0.5 }}>
                {pt.advogados.map((a) => (
                  <li key={a.id}>
                    <Typography variant="body2" component="span">
                      Advogado(a): {a.nome}
                      {a.inscricao ? ` (OAB ${a.inscricao})` : ''}
                    </Typography>{' '}
                    <Button size="small" color="error" disabled={ocupado} onClick={() => executar({ tipo: 'remover-advogado', parteId: pt.id, advogadoId: a.id })} aria-label={`Remover o(a) advogado(a) ${a.nome} de ${pt.nome}`}>
                      Remover
                    </Button>
                  </li>
                ))}
              </Box>
            ) : null}
            <NovoAdvogado parteId={pt.id} nome={pt.nome} executar={executar} ocupado={ocupado} />
          </Box>
        ))}
      </Stack>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 700 }}>
        Incluir parte
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label="Incluir parte"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          const corpo = n.forma === 'portal' ? { papel: n.papel, identificador: n.identificador } : { papel: n.papel, nome: n.nome, ...(n.cpf.trim() ? { cpf: n.cpf } : {}) };
          executar({ tipo: 'incluir-parte', corpo }, () => setN({ ...n, identificador: '', nome: '', cpf: '' }));
        }}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5, mt: 1 }}
      >
        <SelecaoStaff id="parte-papel" rotulo="Papel" valor={n.papel} onMudar={(v) => setN({ ...n, papel: v as PapelParte })} opcoes={OPCOES_PAPEL} />
        <SelecaoStaff
          id="parte-forma"
          rotulo="Quem é"
          valor={n.forma}
          onMudar={(v) => setN({ ...n, forma: v as 'portal' | 'fora' })}
          opcoes={[
            { valor: 'portal', rotulo: 'Pessoa do portal (CPF ou inscrição)' },
            { valor: 'fora', rotulo: 'Pessoa de fora do portal' },
          ]}
        />
        {n.forma === 'portal' ? (
          <TextField id="parte-identificador" label="CPF ou inscrição" size="small" value={n.identificador} onChange={(e) => setN({ ...n, identificador: e.target.value })} />
        ) : (
          <>
            <TextField id="parte-nome" label="Nome" size="small" value={n.nome} onChange={(e) => setN({ ...n, nome: e.target.value })} />
            <TextField id="parte-cpf" label="CPF (opcional)" size="small" value={n.cpf} onChange={(e) => setN({ ...n, cpf: e.target.value })} />
          </>
        )}
        <Box>
          <Button type="submit" variant="outlined" disabled={ocupado}>
            Incluir parte
          </Button>
        </Box>
      </Box>
    </Secao>
  );
}

function Movimentos({ p, executar, ocupado }: { p: ProcessoStaff; executar: Executar; ocupado: boolean }) {
  const [m, setM] = useState({ tipo: 'despacho' as TipoMovimentoStaff, texto: '', publico: true });
  return (
    <Secao id="secao-movimentos" titulo="Movimentos">
      <Box
        component="form"
        noValidate
        aria-label="Lançar movimento"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          executar({ tipo: 'movimento', corpo: m }, () => setM({ ...m, texto: '' }));
        }}
        sx={{ display: 'grid', gap: 1.5, mb: 2 }}
      >
        <SelecaoStaff id="movimento-tipo" rotulo="Tipo do movimento" valor={m.tipo} onMudar={(v) => setM({ ...m, tipo: v as TipoMovimentoStaff })} opcoes={OPCOES_TIPO} />
        <TextField id="movimento-texto" label="Texto do movimento" multiline minRows={2} size="small" value={m.texto} onChange={(e) => setM({ ...m, texto: e.target.value })} />
        <FormControlLabel control={<Checkbox checked={m.publico} onChange={(e) => setM({ ...m, publico: e.target.checked })} />} label="Movimento público (visível às partes e seus advogados)" />
        <Box>
          <Button type="submit" variant="outlined" disabled={ocupado}>
            Lançar movimento
          </Button>
        </Box>
      </Box>
      {p.movimentos.length === 0 ? <Vazio texto="Nenhum movimento." /> : null}
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Linha do tempo">
        {p.movimentos.map((mv) => (
          <Box component="li" key={mv.id} sx={{ borderLeft: 3, borderColor: mv.publico ? 'primary.main' : 'warning.main', pl: 1.5 }} data-testid="movimento">
            <Typography variant="body2" color="textSecondary">
              {formatarDataHora(mv.em)} · {ROTULO_TIPO_MOVIMENTO[mv.tipo] ?? mv.tipo} · {mv.autorNome} · {mv.publico ? 'Público' : 'Não público'}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {mv.texto}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Secao>
  );
}

function Documentos({ p, executar, ocupado }: { p: ProcessoStaff; executar: Executar; ocupado: boolean }) {
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [publico, setPublico] = useState(true);
  const [chaveInput, setChaveInput] = useState(0);
  const [erroDownload, setErroDownload] = useState<string | null>(null);
  return (
    <Secao id="secao-documentos" titulo="Documentos">
      <Box
        component="form"
        noValidate
        aria-label="Juntar documento"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          if (!arquivo) return;
          executar({ tipo: 'documento', arquivo, publico }, () => {
            setArquivo(null);
            setChaveInput((k) => k + 1);
          });
        }}
        sx={{ display: 'grid', gap: 1.5, mb: 2 }}
      >
        <Box>
          <Typography component="label" htmlFor="documento-arquivo" variant="body2" sx={{ display: 'block', mb: 0.5 }}>
            Arquivo PDF
          </Typography>
          <input key={chaveInput} id="documento-arquivo" type="file" accept="application/pdf,.pdf" onChange={(e) => setArquivo(e.target.files?.[0] ?? null)} style={{ maxWidth: '100%' }} />
        </Box>
        <FormControlLabel control={<Checkbox checked={publico} onChange={(e) => setPublico(e.target.checked)} />} label="Documento público (visível às partes e seus advogados)" />
        <Box>
          <Button type="submit" variant="outlined" disabled={ocupado || !arquivo}>
            Juntar documento
          </Button>
        </Box>
      </Box>
      {erroDownload ? (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {erroDownload}
        </Alert>
      ) : null}
      {p.documentos.length === 0 ? <Vazio texto="Nenhum documento." /> : null}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {p.documentos.map((d) => (
          <Box component="li" key={d.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} data-testid="documento">
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', flex: '1 1 200px' }}>
              <strong>{d.nome}</strong> · {formatarTamanho(d.tamanho)} · {d.publico ? 'Público' : 'Não público'} · {d.juntadoPorNome}, {formatarDataHora(d.juntadoEm)}
              {d.peticaoId ? ' · da petição' : ''}
            </Typography>
            <Button
              size="small"
              variant="outlined"
              aria-label={`Baixar ${d.nome}`}
              onClick={() => {
                setErroDownload(null);
                baixarArquivo(`/area-restrita/processos/${encodeURIComponent(p.id)}/documentos/${encodeURIComponent(d.id)}`, d.nome, { tipo: 'application/pdf' }).catch((e: unknown) => setErroDownload(mensagemDeErro(e)));
              }}
            >
              Baixar
            </Button>
          </Box>
        ))}
      </Stack>
    </Secao>
  );
}

function Prazos({ p, executar, ocupado }: { p: ProcessoStaff; executar: Executar; ocupado: boolean }) {
  const [z, setZ] = useState({ descricao: '', inicio: hojeSaoPaulo(), dias: '15', diasUteis: true, parteId: '' });
  return (
    <Secao id="secao-prazos" titulo="Prazos">
      <Box
        component="form"
        noValidate
        aria-label="Abrir prazo"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          executar(
            { tipo: 'prazo', corpo: { descricao: z.descricao, inicio: z.inicio, dias: Number(z.dias), diasUteis: z.diasUteis, parteId: z.parteId || null } },
            () => setZ({ ...z, descricao: '' }),
          );
        }}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5, mb: 2 }}
      >
        <TextField id="prazo-descricao" label="Descrição do prazo" size="small" value={z.descricao} onChange={(e) => setZ({ ...z, descricao: e.target.value })} />
        <TextField id="prazo-inicio" label="Início (intimação)" type="date" size="small" value={z.inicio} onChange={(e) => setZ({ ...z, inicio: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField id="prazo-dias" label="Dias" type="number" size="small" value={z.dias} onChange={(e) => setZ({ ...z, dias: e.target.value })} slotProps={{ htmlInput: { min: 1, max: 365 } }} />
        <SelecaoStaff id="prazo-parte" rotulo="Parte (opcional)" valor={z.parteId} onMudar={(v) => setZ({ ...z, parteId: v })} opcoes={[{ valor: '', rotulo: 'Todas as partes' }, ...p.partes.map((pt) => ({ valor: pt.id, rotulo: pt.nome }))]} />
        <FormControlLabel control={<Checkbox checked={z.diasUteis} onChange={(e) => setZ({ ...z, diasUteis: e.target.checked })} />} label="Contar em dias úteis" />
        <Box>
          <Button type="submit" variant="outlined" disabled={ocupado}>
            Abrir prazo
          </Button>
        </Box>
      </Box>
      {p.prazos.length === 0 ? <Vazio texto="Nenhum prazo." /> : null}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {p.prazos.map((pz) => (
          <Box component="li" key={pz.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} data-testid="prazo">
            <Typography variant="body2" sx={{ flex: '1 1 200px', overflowWrap: 'anywhere' }}>
              <strong>{pz.descricao}</strong> · {pz.dias} {pz.diasUteis ? 'dias úteis' : 'dias corridos'} de {dataBr(pz.inicio)} a {dataBr(pz.fim)}
              {pz.parteNome ? ` · ${pz.parteNome}` : ''} · {pz.cumpridoEm ? `cumprido em ${formatarDataHora(pz.cumpridoEm)}` : 'em aberto'}
            </Typography>
            {pz.cumpridoEm ? null : (
              <Button size="small" variant="outlined" disabled={ocupado} onClick={() => executar({ tipo: 'cumprir-prazo', prazoId: pz.id })} aria-label={`Marcar cumprido: ${pz.descricao}`}>
                Marcar cumprido
              </Button>
            )}
          </Box>
        ))}
      </Stack>
    </Secao>
  );
}

function Peticoes({ p }: { p: ProcessoStaff }) {
  return (
    <Secao id="secao-peticoes" titulo="Petições">
      {p.peticoes.length === 0 ? <Vazio texto="Nenhuma petição." /> : null}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {p.peticoes.map((pt) => (
          <Typography component="li" variant="body2" key={pt.id} sx={{ overflowWrap: 'anywhere' }}>
            <strong>{pt.protocolo}</strong> · {pt.tipo} · {pt.autorNome} ({pt.autorQualidade}) · {formatarDataHora(pt.recebidaEm)} · {ROTULO_SITUACAO_PETICAO[pt.situacao]}
            {pt.intempestiva ? ' · fora do prazo' : ''}
          </Typography>
        ))}
      </Stack>
    </Secao>
  );
}

function Pautas({ p }: { p: ProcessoStaff }) {
  return (
    <Secao id="secao-pautas" titulo="Histórico de pautas">
      {p.pautas.length === 0 ? <Vazio texto="O processo ainda não esteve em pauta." /> : null}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {p.pautas.map((pa) => (
          <Typography component="li" variant="body2" key={pa.id} sx={{ overflowWrap: 'anywhere' }}>
            <strong>{formatarDataHora(pa.inicio)}</strong> · {ROTULO_ORGAO_PROCESSO[pa.orgao]} · {ROTULO_MODALIDADE_SESSAO[pa.modalidade]} · sessão {ROTULO_STATUS_SESSAO[pa.status].toLowerCase()} · item {pa.ordem} ·{' '}
            {pa.resultado ? ROTULO_RESULTADO_PAUTA[pa.resultado] : pa.emAberto ? 'aguardando julgamento' : 'sem resultado'}
            {pa.decisao ? ` — ${pa.decisao}` : ''}
          </Typography>
        ))}
      </Stack>
    </Secao>
  );
}

function Conteudo({ p }: { p: ProcessoStaff }) {
  const alterar = useAlterarProcesso(p.id);
  const [aviso, setAviso] = useState<{ tipo: 'success' | 'error'; texto: string } | null>(null);
  const executar: Executar = (a, aoConcluir) => {
    setAviso(null);
    alterar.mutate(a, {
      onSuccess: () => {
        aoConcluir?.();
        setAviso({ tipo: 'success', texto: 'Alteração salva.' });
      },
      onError: (e) => setAviso({ tipo: 'error', texto: mensagemDeErro(e) }),
    });
  };
  const props = { p, executar, ocupado: alterar.isPending };
  return (
    <Stack spacing={2}>
      <Box aria-live="polite">
        {aviso ? (
          <Alert severity={aviso.tipo} role={aviso.tipo === 'error' ? 'alert' : 'status'} onClose={() => setAviso(null)}>
            {aviso.texto}
          </Alert>
        ) : null}
      </Box>
      <Dados key={p.atualizadoEm} {...props} />
      <Partes {...props} />
      <Movimentos {...props} />
      <Documentos {...props} />
      <Prazos {...props} />
      <Peticoes p={p} />
      <Pautas p={p} />
    </Stack>
  );
}

/** /area-restrita/sessoes/processo/:idProcesso: the staff view of a process, everything editable by staff. */
export function StaffProcessoPage() {
  const { idProcesso = '' } = useParams();
  const consulta = useProcessoStaff(idProcesso);
  let conteudo: ReactNode;
  let titulo = 'Processo';
  if (consulta.isPending) conteudo = <LoadingState mensagem="Carregando processo…" />;
  else if (consulta.isError)
    conteudo =
      statusDoErro(consulta.error) === 404 ? (
        <EmptyState mensagem="Processo não encontrado." />
      ) : (
        <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />
      );
  else {
    titulo = `Processo ${consulta.data.numero}`;
    conteudo = <Conteudo p={consulta.data} />;
  }
  const p = consulta.data;
  return (
    <PaginaStaff
      titulo={titulo}
      descricao={
        p ? (
          <>
            {ROTULO_ORGAO_PROCESSO[p.orgao]} · {p.fase} {p.sigiloso ? <Chip size="small" color="warning" label="Sigiloso" sx={{ ml: 1 }} /> : null}
          </>
        ) : (
          'Visão da equipe: dados, partes, movimentos, documentos, prazos, petições e pautas.'
        )
      }
      largura="lg"
      voltar={{ para: paths.processosStaff, destino: 'os processos' }}
    >
      {conteudo}
    </PaginaStaff>
  );
}
