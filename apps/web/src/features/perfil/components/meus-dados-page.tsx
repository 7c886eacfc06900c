import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ROTULO_SITUACAO, formatarInscricao, type Usuario } from '@portal/contracts';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/error-state';
import { mensagemDeErro } from '@/lib/api-client';
import { useUsuarioAtual } from '@/lib/get-usuario-atual';

interface Dado {
  rotulo: string;
  valor: ReactNode;
}

function dadosDe(usuario: Usuario): Dado[] {
  const dados: Dado[] = [
    { rotulo: 'Nome', valor: usuario.nome },
    { rotulo: 'E-mail', valor: usuario.email },
    { rotulo: 'Tipo de conta', valor: usuario.isAdvogado ? 'Advogado(a)' : 'Colaborador(a)' },
  ];
  if (usuario.inscricao) {
    dados.push(
      { rotulo: 'Inscrição', valor: formatarInscricao(usuario.inscricao) },
      { rotulo: 'Situação', valor: ROTULO_SITUACAO[usuario.inscricao.situacao] },
    );
  }
  return dados;
}

const estiloLista = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
  columnGap: 3,
  rowGap: { xs: 0.5, sm: 2 },
  m: 0,
} as const;

/** /atualizacao-cadastral ('Perfil'): the member's data, read-only for now. */
export function MeusDadosPage() {
  const consulta = useUsuarioAtual();

  let conteudo: ReactNode;
  if (consulta.isPending) {
    conteudo = (
      <Box role="status" aria-label="Carregando seus dados" data-testid="meus-dados-carregando">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={32} />
        ))}
      </Box>
    );
  } else if (consulta.isError) {
    conteudo = (
      <ErrorState
        mensagem={mensagemDeErro(consulta.error)}
        onTentarNovamente={() => void consulta.refetch()}
        tentando={consulta.isFetching}
      />
    );
  } else {
    conteudo = (
      <Box component="dl" sx={estiloLista} data-testid="meus-dados">
        {dadosDe(consulta.data).map(({ rotulo, valor }) => (
          <Box key={rotulo} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600, mt: { xs: 1.5, sm: 0 } }}>
              {rotulo}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {valor}
            </Typography>
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Meus dados
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Estes são os dados do seu cadastro no portal.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {conteudo}
      </Paper>
    </Container>
  );
}
