import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { tiposDaArea } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { hrefNovoRequerimentoOab, paths } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { lerUsuarioLogado } from '@/lib/auth-storage';
import { useUsuarioAtual } from '@/lib/get-usuario-atual';
import { useRequerimentos } from '../api/get-requerimentos';
import { CarregandoLista } from './carregando-lista';
import { CartaoTipo } from './cartao-tipo';
import { GradeCartoes } from './grade-cartoes';
import { ListaDeRequerimentos } from './item-requerimento';
import { LinkVoltar } from '@/components/link-voltar';

/** How many open requests the landing shows before pointing to the full list. */
const QUANTOS_ABERTOS = 10;

function Secao({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {titulo}
      </Typography>
      {children}
    </Box>
  );
}

function Servicos() {
  const servicos = tiposDaArea('oab');
  return (
    <Secao id="servicos-oab" titulo="Serviços">
      {servicos.length === 0 ? (
        <EmptyState mensagem="Nenhum serviço disponível no momento." />
      ) : (
        <GradeCartoes rotulo="Serviços da OAB">
          {servicos.map((t) => (
            <CartaoTipo key={t.codigo} tipo={t} href={hrefNovoRequerimentoOab(t.codigo)} mostrarTaxa nivel="h3" />
          ))}
        </GradeCartoes>
      )}
    </Secao>
  );
}

function SecaoAbertos({ children }: { children: ReactNode }) {
  return (
    <Secao id="abertos-oab" titulo="Seus requerimentos em aberto">
      {children}
      <Button component={RouterLink} to={paths.requerimentos} sx={{ mt: 1.5, ml: -1 }}>
        Ver todos os meus requerimentos OAB
      </Button>
    </Secao>
  );
}

/**
 * /requerimento: the member's OAB requests still open and the OAB services of the catalog (with fees). The open
 * requests come first when there are any (on a phone the services are a long column); with none, the services
 * lead and a short note follows them.
 */
export function RequerimentoIndexPage() {
  const usuario = useUsuarioAtual().data ?? lerUsuarioLogado();
  if (usuario && !usuario.isAdvogado) return <SemInscricao />;
  return <ServicosEAbertos />;
}

/**
 * A collaborator (no inscrição) asks for no OAB service: every one is for lawyers, and the API refuses them. Said at
 * once, instead of cards whose "Solicitar" would only say so after the click.
 */
function SemInscricao() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <LinkVoltar para={paths.homeOab} destino="a OAB-GO" />
      <Typography variant="h1" sx={{ mt: 1, mb: 2 }}>
        Requerimentos OAB
      </Typography>
      <Alert severity="info" data-testid="aviso-sem-inscricao">
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Você acessa o portal como colaborador(a).
        </Typography>
        <Typography variant="body2">Os serviços da OAB são exclusivos de advogados inscritos.</Typography>
      </Alert>
      <Button component={RouterLink} to={paths.meusRequerimentos} sx={{ mt: 2, ml: -1 }}>
        Ver meus requerimentos
      </Button>
    </Container>
  );
}

function ServicosEAbertos() {
  const consulta = useRequerimentos({ area: 'oab', abertos: true, pagina: 1, tamanho: QUANTOS_ABERTOS });

  let abertos: ReactNode;
  let primeiro = true;
  if (consulta.isPending) abertos = <CarregandoLista rotulo="Carregando seus requerimentos em aberto" linhas={2} />;
  else if (consulta.isError) {
    abertos = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  } else if (consulta.data.itens.length === 0) {
    primeiro = false;
    abertos = (
      <Paper variant="outlined">
        <EmptyState mensagem="Você não tem requerimentos OAB em aberto. Escolha um serviço acima para começar." />
      </Paper>
    );
  } else {
    const { itens, total } = consulta.data;
    abertos = (
      <>
        <ListaDeRequerimentos itens={itens} rotulo="Requerimentos OAB em aberto" nivel="h3" />
        {total > itens.length ? (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
            Mostrando {itens.length} de {total}.
          </Typography>
        ) : null}
      </>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <LinkVoltar para={paths.homeOab} destino="a OAB-GO" />
      <Typography variant="h1" sx={{ mt: 1, mb: 1 }}>
        Requerimentos OAB
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Peça serviços da OAB pelo portal: preencha o formulário, envie os documentos, pague a taxa e acompanhe o andamento.
      </Typography>
      {primeiro ? <SecaoAbertos>{abertos}</SecaoAbertos> : null}
      <Servicos />
      {primeiro ? null : <SecaoAbertos>{abertos}</SecaoAbertos>}
    </Container>
  );
}
