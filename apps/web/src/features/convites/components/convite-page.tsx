import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { LoadingState } from '@/components/loading-state';
import { paths } from '@/config/paths';
import { useConvite } from '../api/get-convite';
import { ConviteDono } from './convite-dono';
import { ErroConvite } from './erro-convite';
import { PainelPortaria } from './painel-portaria';
import { VistaPublica } from './vista-publica';
import { LinkVoltar } from '@/components/link-voltar';

/** /convite/:codemp/:hash: the invitation (owner: everything; gate staff: the gate view; anyone else: existence and date). */
export function ConvitePage() {
  const { codemp = '', hash = '' } = useParams();
  const consulta = useConvite(codemp, hash);
  let conteudo;
  if (consulta.isPending) conteudo = <LoadingState mensagem="Carregando o convite…" />;
  else if (consulta.isError) conteudo = <ErroConvite erro={consulta.error} tentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  else if (consulta.data.visao === 'dono') conteudo = <ConviteDono convite={consulta.data} />;
  else if (consulta.data.visao === 'portaria') conteudo = <PainelPortaria convite={consulta.data} hash={hash} />;
  else conteudo = <VistaPublica convite={consulta.data} />;
  const dono = consulta.data?.visao === 'dono';
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 3 } }}>
      {dono && <LinkVoltar para={paths.convitesCel} destino="os convites" />}
      <Typography variant="h1" sx={{ mt: 1, mb: 2 }}>
        Convite CEL
      </Typography>
      {conteudo}
    </Container>
  );
}
