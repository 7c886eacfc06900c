import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lerUsuarioLogado } from '@/lib/auth-storage';
import { primeiroNome } from '@/lib/nome';
import { UltimosAcessos } from './ultimos-acessos';

/** /area-restrita: the staff landing (CLI_PermissaoAreaRestrita). */
export function AreaRestritaPage() {
  const nome = primeiroNome(lerUsuarioLogado()?.nome);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Área restrita
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {nome ? `Olá, ${nome}. ` : ''}Acompanhe aqui a gestão interna do portal.
      </Typography>
      <UltimosAcessos />
    </Container>
  );
}
