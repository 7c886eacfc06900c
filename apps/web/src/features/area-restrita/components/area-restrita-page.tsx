import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Suspense, useId } from 'react';
import { AtalhoCard } from '@/components/atalho-card';
import { EstadoAtalho } from '@/components/estado-atalho';
import { atalhoVisivel, type GrupoDeAtalhos } from '@/lib/atalhos';
import { lerUsuarioLogado } from '@/lib/auth-storage';
import { primeiroNome } from '@/lib/nome';
import { UltimosAcessos } from './ultimos-acessos';

/** One area's shortcuts in the hub: a navigation landmark named by its heading. */
function GrupoDoHub({ grupo }: { grupo: GrupoDeAtalhos }) {
  const id = useId();
  const colunas = grupo.tresColunas ? { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } : { xs: '1fr', sm: '1fr 1fr' };
  return (
    <Box component="nav" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} variant="h2" sx={{ mb: 1.5 }}>
        {grupo.titulo}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: colunas,
        }}
      >
        {grupo.atalhos.map(({ titulo, descricao, para, icone: Icone, estado: Estado }) => (
          <AtalhoCard
            key={para}
            itemDeLista
            titulo={titulo}
            descricao={descricao}
            para={para}
            icone={<Icone color="primary" aria-hidden="true" />}
            estado={
              Estado ? (
                <Suspense fallback={<EstadoAtalho fase="carregando" />}>
                  <Estado />
                </Suspense>
              ) : undefined
            }
          />
        ))}
      </Box>
    </Box>
  );
}

/** /area-restrita: the staff landing (CLI_PermissaoAreaRestrita); each area's group of shortcuts is given by app/. */
export function AreaRestritaPage({ grupos }: { grupos: readonly GrupoDeAtalhos[] }) {
  const usuario = lerUsuarioLogado();
  const nome = primeiroNome(usuario?.nome);
  // Only a flag exactly true shows a group (see auth-storage); the API checks it again on every call.
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Área restrita
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {nome ? `Olá, ${nome}. ` : ''}Acompanhe aqui a gestão interna do portal.
      </Typography>
      {grupos
        .filter((grupo) => atalhoVisivel(grupo, usuario))
        .map((grupo) => (
          <GrupoDoHub key={grupo.titulo} grupo={grupo} />
        ))}
      <UltimosAcessos />
    </Container>
  );
}
