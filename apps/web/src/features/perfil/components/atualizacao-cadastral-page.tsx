import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ROTULO_SITUACAO, formatarCpf, formatarInscricao, type Cadastro } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ErrorState } from '@/components/error-state';
import { mensagemDeErro } from '@/lib/api-client';
import { CHAVE_USUARIO_ATUAL } from '@/lib/get-usuario-atual';
import { atualizarEmailArmazenado } from '../api/confirmar-troca-email';
import { useCadastro } from '../api/get-cadastro';
import { DadosCadastraisForm } from './dados-cadastrais-form';
import { HistoricoCadastral } from './historico-cadastral';
import { SecaoDependentes } from './secao-dependentes';
import { TrocarEmailForm } from './trocar-email-form';
import { LinkVoltar } from '@/components/link-voltar';
import { paths } from '@/config/paths';

const estiloLista = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
  columnGap: 3,
  rowGap: { xs: 0.5, sm: 1.5 },
  m: 0,
} as const;

function identificacao(c: Cadastro): { rotulo: string; valor: ReactNode }[] {
  const dados: { rotulo: string; valor: ReactNode }[] = [
    { rotulo: 'Nome civil', valor: c.nome },
    { rotulo: 'CPF', valor: formatarCpf(c.cpf) },
    { rotulo: 'Tipo de conta', valor: c.inscricao ? 'Advogado(a)' : 'Colaborador(a)' },
  ];
  if (c.inscricao) {
    dados.push(
      { rotulo: 'Inscrição', valor: formatarInscricao(c.inscricao) },
      { rotulo: 'Situação', valor: ROTULO_SITUACAO[c.inscricao.situacao] },
    );
  }
  dados.push({ rotulo: 'E-mail', valor: c.email });
  return dados;
}

function Secao({ id, titulo, descricao, children }: { id: string; titulo: string; descricao?: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: descricao ? 0.5 : 2 }}>
        {titulo}
      </Typography>
      {descricao ? (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {descricao}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}

/** /atualizacao-cadastral ('Perfil'): identity read-only, contact and address editable, e-mail change, dependants, history. */
export function AtualizacaoCadastralPage() {
  const consulta = useCadastro();
  const queryClient = useQueryClient();
  const email = consulta.data?.email;

  // An e-mail change confirmed elsewhere (the link opened on a phone): the stored user record follows.
  useEffect(() => {
    if (email && atualizarEmailArmazenado(email)) void queryClient.invalidateQueries({ queryKey: CHAVE_USUARIO_ATUAL });
  }, [email, queryClient]);

  let conteudo: ReactNode;
  if (consulta.isPending) {
    conteudo = (
      <Box role="status" aria-label="Carregando seus dados" data-testid="cadastro-carregando">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={40} />
        ))}
      </Box>
    );
  } else if (consulta.isError) {
    conteudo = (
      <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />
    );
  } else {
    const c = consulta.data;
    conteudo = (
      <>
        <Secao id="secao-identificacao" titulo="Identificação" descricao="Estes dados só podem ser alterados pelo atendimento.">
          <Box component="dl" sx={estiloLista} data-testid="meus-dados">
            {identificacao(c).map(({ rotulo, valor }) => (
              <Box key={rotulo} sx={{ display: 'contents' }}>
                <Typography component="dt" color="textSecondary" sx={{ fontWeight: 600, mt: { xs: 1.5, sm: 0 } }}>
                  {rotulo}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {valor}
                </Typography>
              </Box>
            ))}
          </Box>
          <Box sx={{ mt: 2 }}>
            <TrocarEmailForm emailAtual={c.email} emailPendente={c.emailPendente} />
          </Box>
        </Secao>
        <Secao id="secao-contato" titulo="Contato e endereço">
          <DadosCadastraisForm cadastro={c} />
        </Secao>
        <Secao
          id="secao-dependentes"
          titulo="Dependentes"
          descricao="Quem você pode escolher nas vacinas, nos ingressos e no auxílio funeral. Cada alteração fica no histórico."
        >
          <SecaoDependentes />
        </Secao>
        <Secao id="secao-historico" titulo="Histórico de alterações">
          <HistoricoCadastral />
        </Secao>
      </>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <LinkVoltar para={paths.home} destino="o início" />
      <Typography variant="h1" sx={{ mt: 1, mb: 1 }}>
        Atualização cadastral
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Confira seus dados e mantenha contato e endereço em dia.
      </Typography>
      {conteudo}
    </Container>
  );
}
