import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatarCentavos, schemaDoTipo, type Elegibilidade, type TipoRequerimento } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { mensagemDeErro, statusDoErro } from '@/lib/api-client';
import { camposDoErro, resumoDoErro } from '@/lib/erros-de-campo';
import { useAtualizarRequerimento } from '../api/atualizar-requerimento';
import { useAtualizarRequerimentoInterno } from '../api/atualizar-requerimento-interno';
import { chaveElegibilidade, chaveElegibilidadeInterna } from '../api/chaves';
import { useCriarDenunciaAnonima } from '../api/criar-denuncia-anonima';
import { useCriarRequerimento } from '../api/criar-requerimento';
import { useCriarRequerimentoInterno } from '../api/criar-requerimento-interno';
import { useElegibilidade } from '../api/get-elegibilidade';
import { useElegibilidadeInterna } from '../api/get-elegibilidade-interna';
import { guardarChaveAnonima } from '../hooks/chave-anonima';
import { useCarregarFluxo, type EstadoFluxo } from '../hooks/use-carregar-fluxo';
import { hrefCatalogo, hrefVoltarDoFormulario, type Familia } from '../hooks/use-fluxo';
import { CampoRequerimento } from './campo-requerimento';
import { EstadoDoFluxo } from './estado-do-fluxo';
import { EmNomeDe, PaginaRequerimento } from './pagina-requerimento';
import { resolverSemErrosNaoVistos } from './resolver-lista';
import { caminhoNoFormulario, valoresDoFormulario } from './valores-formulario';

type Pronto = Extract<EstadoFluxo, { estado: 'pronto' }>;

/** Why the member cannot file this type now: each reason with its link (e.g. 'Ver pendências'). */
function Inelegivel({ elegibilidade, familia }: { elegibilidade: Elegibilidade; familia: Familia }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="warning" sx={{ width: '100%' }} data-testid="inelegivel">
        <AlertTitle>Não é possível fazer este pedido agora</AlertTitle>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {elegibilidade.motivos.map((m) => (
            <li key={m.codigo}>
              {m.mensagem}
              {m.link ? (
                <>
                  {' '}
                  <Link component={RouterLink} to={m.link.href} sx={{ fontWeight: 600 }}>
                    {m.link.rotulo}
                  </Link>
                </>
              ) : null}
            </li>
          ))}
          {elegibilidade.motivos.length === 0 ? <li>Você não cumpre os requisitos deste pedido.</li> : null}
        </Box>
      </Alert>
      <Button component={RouterLink} to={hrefVoltarDoFormulario(familia)} variant="outlined">
        Voltar
      </Button>
    </Stack>
  );
}

/** The type's form: every field from the catalog, validated with the same schema as the API. */
function Formulario({ pronto, elegibilidade }: { pronto: Pronto; elegibilidade: Elegibilidade | null }) {
  const { tipo, canal, requerimento, fluxo, pessoaId } = pronto;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const criar = useCriarRequerimento();
  const atualizar = useAtualizarRequerimento();
  const criarInterno = useCriarRequerimentoInterno();
  const atualizarInterno = useAtualizarRequerimentoInterno();
  const criarAnonima = useCriarDenunciaAnonima();
  const [erroGeral, setErroGeral] = useState<string | null>(null);
  const schema = useMemo(() => schemaDoTipo(tipo), [tipo]);
  // ?pai=<id> (e.g. 'Responder diligência' on a request) preselects the parent when the server offers it.
  const [busca] = useSearchParams();
  const paiDaUrl = busca.get('pai');
  const valoresIniciais = useMemo(() => {
    const valores = valoresDoFormulario(tipo, requerimento?.dados ?? null);
    if (!requerimento && tipo.pai && paiDaUrl && elegibilidade?.opcoesPai.some((o) => o.id === paiDaUrl)) valores[tipo.pai.campo] = paiDaUrl;
    return valores;
  }, [tipo, requerimento, paiDaUrl, elegibilidade]);
  // Adding or removing a list item must not show errors on the fields the user has not left yet.
  const filtro = useMemo(
    () =>
      resolverSemErrosNaoVistos(
        zodResolver(schema as unknown as z.ZodType<Record<string, unknown>, FieldValues>) as Resolver<FieldValues, unknown, Record<string, unknown>>,
        tipo.campos.filter((c) => c.tipo === 'lista').map((c) => c.nome),
      ),
    [schema, tipo],
  );
  const form = useForm<FieldValues, unknown, Record<string, unknown>>({ resolver: filtro.resolver, defaultValues: valoresIniciais, mode: 'onTouched' });
  const { getFieldState } = form;
  useEffect(() => filtro.ligar(getFieldState), [filtro, getFieldState]);
  const salvando = form.formState.isSubmitting;
  const salvar = async (dados: Record<string, unknown>): Promise<string> => {
    if (canal === 'anonimo') {
      const criada = await criarAnonima.mutateAsync(dados);
      guardarChaveAnonima(criada.id, criada.chave);
      return criada.id;
    }
    if (canal === 'interno') {
      if (requerimento) return (await atualizarInterno.mutateAsync({ id: requerimento.id, dados })).id;
      return (await criarInterno.mutateAsync({ pessoaId: pessoaId ?? '', codigo: tipo.codigo, dados })).id;
    }
    if (requerimento) return (await atualizar.mutateAsync({ id: requerimento.id, dados })).id;
    return (await criar.mutateAsync({ codigo: tipo.codigo, dados })).id;
  };

  const enviar = form.handleSubmit(async (dados) => {
    setErroGeral(null);
    try {
      const id = await salvar(dados);
      await navigate(pronto.href('documentos', id));
    } catch (erro) {
      const campos = camposDoErro(erro);
      const aoLado: string[] = [];
      const semCampo: string[] = [];
      let primeiro = true;
      for (const [chave, mensagem] of Object.entries(campos)) {
        const caminho = caminhoNoFormulario(chave, tipo);
        if (caminho) {
          form.setError(caminho, { type: 'server', message: mensagem }, { shouldFocus: primeiro });
          aoLado.push(chave);
          primeiro = false;
        } else {
          semCampo.push(mensagem);
        }
      }
      // A validation answer (400) says it all in its campos; a 422's mensagem also gives reasons no field holds.
      const mensagem = mensagemDeErro(erro);
      setErroGeral(statusDoErro(erro) === 400 ? resumoDoErro(erro, aoLado) : semCampo.length > 0 ? `${mensagem} ${semCampo.join(' ')}` : mensagem);
      // Eligibility changed since the page opened (a título fell due, a deadline passed): show why.
      if (statusDoErro(erro) === 422 && Object.keys(campos).length === 0) {
        const chave = canal === 'interno' ? chaveElegibilidadeInterna(tipo.codigo, pessoaId ?? '') : chaveElegibilidade(tipo.codigo);
        await queryClient.invalidateQueries({ queryKey: chave });
      }
    }
  });

  return (
    <FormProvider {...form}>
      <Paper
        component="form"
        variant="outlined"
        noValidate
        aria-label={`Formulário: ${tipo.titulo}`}
        aria-busy={salvando}
        onSubmit={(e) => void enviar(e)}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {tipo.descricao}
        </Typography>
        {erroGeral ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="erro-formulario">
            {erroGeral}
          </Alert>
        ) : null}
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          Os campos marcados com * são obrigatórios.
        </Typography>
        <Stack spacing={2.5}>
          {tipo.campos.map((campo) => (
            <CampoRequerimento
              key={campo.nome}
              campo={campo}
              opcoesPai={elegibilidade?.opcoesPai ?? []}
              desabilitado={false}
              comDependentes={canal === 'membro'}
            />
          ))}
        </Stack>
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'space-between' }}>
          <Button component={RouterLink} to={hrefVoltarDoFormulario(fluxo.familia)} variant="text">
            Voltar
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={salvando}
            aria-busy={salvando}
            startIcon={salvando ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          >
            {salvando ? 'Salvando…' : 'Salvar e continuar'}
          </Button>
        </Stack>
      </Paper>
    </FormProvider>
  );
}

/** Eligibility first (member or staff for a member); the anonymous report has none. Then the form. */
function FormularioElegivel({ pronto }: { pronto: Pronto }) {
  const { tipo, canal, pessoaId } = pronto;
  const membro = useElegibilidade(tipo.codigo, { enabled: canal === 'membro' });
  const interno = useElegibilidadeInterna(tipo.codigo, pessoaId ?? '', { enabled: canal === 'interno' && pessoaId !== null });

  if (canal === 'anonimo') return <Formulario pronto={pronto} elegibilidade={null} />;
  if (canal === 'interno' && !pessoaId) {
    return (
      <Alert severity="warning" data-testid="sem-pessoa">
        Escolha primeiro a pessoa em nome de quem o requerimento será feito.{' '}
        <Link component={RouterLink} to={hrefCatalogo('interno')}>
          Buscar por CPF ou inscrição
        </Link>
      </Alert>
    );
  }
  const consulta = canal === 'interno' ? interno : membro;
  if (consulta.isPending) return <LoadingState mensagem="Verificando se o pedido pode ser feito…" />;
  if (consulta.isError) {
    return <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  }
  if (!consulta.data.elegivel) return <Inelegivel elegibilidade={consulta.data} familia={pronto.fluxo.familia} />;
  return <Formulario pronto={pronto} elegibilidade={consulta.data} />;
}

function subtituloDo(tipo: TipoRequerimento, pronto: Pronto) {
  const linhas: string[] = [];
  if (pronto.requerimento) linhas.push('Rascunho salvo: você pode alterar os dados antes de enviar.');
  if (tipo.taxaCentavos !== null) {
    linhas.push(`Taxa do serviço: ${formatarCentavos(tipo.taxaCentavos)}. Ela é gerada quando você envia o pedido e paga na etapa seguinte.`);
  }
  if (linhas.length === 0) return null;
  return (
    <>
      {linhas.map((l) => (
        <Typography key={l} color="textSecondary">
          {l}
        </Typography>
      ))}
    </>
  );
}

/**
 * The form step of any request type (/requerimento/novo?tipo=, /requerimento/:id, /home/casag/requerimentos/:codigo,
 * /home/casag/ouvidoria/:codigo, /area-restrita/requerimentos-interno/:codigo). 'Salvar e continuar' creates the
 * draft or updates it, then goes to the documents.
 */
export function RequerimentoFormPage({ familia }: { familia: Familia }) {
  const { estado, tipoDaUrl } = useCarregarFluxo(familia, 'form');
  if (estado.estado !== 'pronto') return <EstadoDoFluxo estado={estado} familia={familia} tipoDaUrl={tipoDaUrl} />;
  const { tipo } = estado;
  return (
    <PaginaRequerimento
      tipo={tipo}
      etapa="form"
      subtitulo={subtituloDo(tipo, estado)}
      emNomeDe={estado.canal === 'interno' ? <EmNomeDe pessoa={estado.fluxo.pessoa} requerente={estado.requerimento?.requerente ?? null} /> : undefined}
    >
      <FormularioElegivel key={estado.requerimento?.id ?? 'novo'} pronto={estado} />
    </PaginaRequerimento>
  );
}
