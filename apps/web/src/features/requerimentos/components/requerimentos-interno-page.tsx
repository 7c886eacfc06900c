import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { buscaPessoaQuerySchema, CODIGOS_INTERNOS, formatarCpf, ROTULO_AREA, tipoPorCodigo, type PessoaEncontrada } from '@portal/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { CampoTexto, camposDe } from '@/components/campo-texto';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PaginaStaff } from '@/components/pagina-staff';
import { hrefTipoInterno } from '@/config/paths';
import { useFiltrosNaUrl } from '@/hooks/use-filtros-na-url';
import { mensagemDeErro, statusDoErro } from '@/lib/api-client';
import { useBuscarPessoas } from '../api/buscar-pessoas';
import { rotuloSituacao } from './formatar-requerimento';

type CamposBusca = z.input<typeof buscaPessoaQuerySchema>;

/** The types staff may file, in the spec's order; a code the catalog does not (yet) define has no form to open. */
function tiposInternos() {
  return CODIGOS_INTERNOS.flatMap((codigo) => {
    const tipo = tipoPorCodigo(codigo);
    return tipo ? [tipo] : [];
  });
}

function Busca({ termoAtual, aoBuscar }: { termoAtual: string; aoBuscar: (termo: string) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CamposBusca>({ resolver: zodResolver(buscaPessoaQuerySchema), defaultValues: { termo: termoAtual } });
  return (
    <Box
      component="form"
      noValidate
      role="search"
      aria-label="Buscar pessoa"
      onSubmit={handleSubmit((v) => aoBuscar(v.termo.trim()))}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}
    >
      <Box sx={{ flex: 1, width: '100%' }}>
        <CampoTexto
          {...camposDe(register('termo'))}
          id="interno-termo"
          label="CPF ou inscrição"
          required
          autoComplete="off"
          error={Boolean(errors.termo)}
          helperText={errors.termo?.message ?? 'CPF com ou sem pontuação, ou inscrição (ex.: 12345 ou 12345/GO).'}
        />
      </Box>
      <Button type="submit" variant="contained" size="large" sx={{ mt: { sm: 0.5 }, flexShrink: 0 }}>
        Buscar
      </Button>
    </Box>
  );
}

function Pessoa({ pessoa, escolhida, aoEscolher }: { pessoa: PessoaEncontrada; escolhida: boolean; aoEscolher: () => void }) {
  return (
    <Card component="li" variant="outlined" sx={{ borderColor: escolhida ? 'primary.main' : undefined }} data-testid="pessoa-encontrada">
      <CardContent sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'center' }, '&:last-child': { pb: 2 } }}>
        <Box sx={{ flex: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{pessoa.nome}</Typography>
          <Typography variant="body2" color="textSecondary">
            CPF {formatarCpf(pessoa.cpf)} · Inscrição {pessoa.inscricao ?? '—'} · Situação {rotuloSituacao(pessoa.situacao)}
          </Typography>
        </Box>
        <Button
          variant={escolhida ? 'contained' : 'outlined'}
          onClick={aoEscolher}
          aria-pressed={escolhida}
          aria-label={`${escolhida ? 'Escolhida' : 'Escolher'}: ${pessoa.nome}`}
          startIcon={escolhida ? <CheckCircleOutlineOutlined aria-hidden="true" /> : null}
        >
          {escolhida ? 'Escolhida' : 'Escolher'}
        </Button>
      </CardContent>
    </Card>
  );
}

function TiposParaPessoa({ pessoa }: { pessoa: PessoaEncontrada }) {
  const idTitulo = useId();
  const tipos = tiposInternos();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={idTitulo} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={idTitulo} variant="h2" sx={{ mb: 0.5 }}>
        Registrar requerimento para {pessoa.nome}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        O requerimento fica em nome da pessoa e registra que foi feito pela equipe.
      </Typography>
      {tipos.length === 0 ? (
        <EmptyState mensagem="Nenhum tipo de requerimento disponível para registro interno." />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {tipos.map((t) => (
            <Card component="li" variant="outlined" key={t.codigo} data-testid="tipo-interno">
              <CardActionArea
                component={RouterLink}
                to={hrefTipoInterno(t.codigo, 'form', { pessoa: pessoa.pessoaId })}
                state={{ pessoa }}
                sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'space-between' }}
              >
                <CardContent>
                  <Typography variant="h3" component="h3" sx={{ mb: 0.5, fontSize: '1.05rem' }}>
                    {t.codigo} — {t.titulo}
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {ROTULO_AREA[t.area]}
                    {t.sensivel ? ' · sensível' : ''}
                  </Typography>
                </CardContent>
                {/* The visible cue that the card opens the form (part of the link's name, after the title). */}
                <Box
                  data-testid="tipo-interno-acao"
                  sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.25, px: 2, pb: 1.5, color: 'primary.main', fontWeight: 600, typography: 'body2' }}
                >
                  Preencher formulário
                  <ChevronRight fontSize="small" aria-hidden="true" />
                </Box>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
    </Paper>
  );
}

/** /area-restrita/requerimentos-interno: find a member by CPF or inscrição, then file a request on their behalf. */
export function RequerimentosInternoPage() {
  const { params, alterar } = useFiltrosNaUrl();
  const termo = params.get('termo')?.trim() ?? '';
  const pessoaId = params.get('pessoa');
  const busca = useBuscarPessoas(termo || null);
  const idResultados = useId();

  const escolher = (id: string) => alterar({ pessoa: id }, { manterPagina: true, substituir: true });

  let resultados = null;
  if (termo) {
    if (busca.isPending) {
      resultados = <LoadingState mensagem="Buscando…" />;
    } else if (busca.isError) {
      const status = statusDoErro(busca.error);
      resultados =
        status === 400 || status === 422 || status === 403 ? (
          <Alert severity="error" role="alert">
            {mensagemDeErro(busca.error)}
          </Alert>
        ) : (
          <ErrorState mensagem={mensagemDeErro(busca.error)} onTentarNovamente={() => void busca.refetch()} tentando={busca.isFetching} />
        );
    } else if (busca.data.length === 0) {
      resultados = <EmptyState mensagem="Nenhuma pessoa encontrada com este CPF ou inscrição." />;
    } else {
      const pessoas = busca.data;
      const escolhida = pessoas.find((p) => p.pessoaId === pessoaId) ?? (pessoas.length === 1 ? pessoas[0] : undefined);
      resultados = (
        <Stack spacing={2}>
          <Box component="section" aria-labelledby={idResultados}>
            <Typography id={idResultados} variant="h2" sx={{ mb: 1.5 }}>
              {pessoas.length === 1 ? 'Pessoa encontrada' : `${pessoas.length} pessoas encontradas`}
            </Typography>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {pessoas.map((p) => (
                <Pessoa key={p.pessoaId} pessoa={p} escolhida={escolhida?.pessoaId === p.pessoaId} aoEscolher={() => escolher(p.pessoaId)} />
              ))}
            </Stack>
          </Box>
          {escolhida ? (
            <TiposParaPessoa pessoa={escolhida} />
          ) : (
            <Typography color="textSecondary">Escolha a pessoa para ver os requerimentos que a equipe pode registrar.</Typography>
          )}
        </Stack>
      );
    }
  }

  return (
    <PaginaStaff
      titulo="Requerimentos internos"
      descricao="Registre um requerimento em nome de uma pessoa inscrita. Busque-a pelo CPF ou pelo número de inscrição."
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Busca
          key={termo}
          termoAtual={termo}
          aoBuscar={(novo) => {
            if (novo === termo) void busca.refetch();
            else alterar({ termo: novo }, { zerar: true });
          }}
        />
      </Paper>
      {resultados}
    </PaginaStaff>
  );
}
