import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { LoadingState } from '@/components/loading-state';
import { useValidacao } from '../api/validar-convite';
import { ErroConvite } from './erro-convite';
import { PainelPortaria } from './painel-portaria';
import { VistaPublica } from './vista-publica';

/**
 * /convite/validar/:hash: what the gate opens from the QR. Gate staff see whether it is valid today and admit
 * the guest; anyone else sees only that it exists and its date. The signed code after '#' is for offline gates.
 */
export function ValidarConvitePage() {
  const hash = useParams().hash ?? '';
  const consulta = useValidacao(hash);
  let conteudo;
  if (consulta.isPending) conteudo = <LoadingState mensagem="Conferindo o convite…" />;
  else if (consulta.isError) conteudo = <ErroConvite erro={consulta.error} tentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  else if (consulta.data.visao === 'portaria') conteudo = <PainelPortaria convite={consulta.data} hash={hash} />;
  else if (consulta.data.visao === 'publica') conteudo = <VistaPublica convite={consulta.data} />;
  else conteudo = null;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Validar convite
      </Typography>
      {conteudo}
    </Container>
  );
}
