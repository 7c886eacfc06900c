import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatarInscricao, type Usuario } from '@portal/contracts';
import { memo } from 'react';
import { AtalhoCard } from '@/components/atalho-card';
import { ErrorState } from '@/components/error-state';
import { mensagemDeErro } from '@/lib/api-client';
import { atalhoVisivel, type Atalho } from '@/lib/atalhos';
import { lerUsuarioLogado } from '@/lib/auth-storage';
import { useUsuarioAtual } from '@/lib/get-usuario-atual';
import { primeiroNome } from '@/lib/nome';
import { ENTIDADES } from '../entidades';
import { SituacaoChip } from './situacao-chip';

function Identificacao({ usuario }: { usuario: Usuario }) {
  return (
    <Stack spacing={1} data-testid="home-identificacao">
      <Typography sx={{ fontWeight: 600 }}>{usuario.nome}</Typography>
      {usuario.inscricao ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>
            Inscrição <strong>{formatarInscricao(usuario.inscricao)}</strong>
          </Typography>
          <SituacaoChip situacao={usuario.inscricao.situacao} />
        </Stack>
      ) : (
        <Typography color="text.secondary">Você acessa o portal como colaborador(a).</Typography>
      )}
    </Stack>
  );
}

function IdentificacaoCarregando() {
  return (
    <Box role="status" aria-label="Carregando seus dados" data-testid="home-carregando">
      <Skeleton width="60%" height={28} />
      <Skeleton width="40%" height={28} />
    </Box>
  );
}

/** The three entity homes: the same for everyone, so rendered once (memo without props). */
const Entidades = memo(function Entidades() {
  return (
    <>
      <Typography variant="h2" id="home-entidades" sx={{ mb: 2 }}>
        OAB-GO, CASAG e CEL
      </Typography>
      <Box
        component="ul"
        aria-labelledby="home-entidades"
        sx={{ listStyle: 'none', p: 0, m: 0, mb: 4, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {ENTIDADES.map(({ titulo, descricao, para, icone: Icone }) => (
          <AtalhoCard key={para} itemDeLista compacto titulo={titulo} descricao={descricao} para={para} icone={<Icone color="primary" aria-hidden="true" />} />
        ))}
      </Box>
    </>
  );
});

/**
 * The shortcuts this user sees, `visiveis` being their paths: a string, so the home's re-render when /usuario/me
 * answers (the stored user, then the same user from the server) leaves these cards alone unless what shows changes.
 */
const AcessoRapido = memo(function AcessoRapido({ atalhos, visiveis }: { atalhos: readonly Atalho[]; visiveis: string }) {
  const mostrar = new Set(visiveis.split(' '));
  return (
    <>
      <Typography variant="h2" sx={{ mb: 2 }}>
        Acesso rápido
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {atalhos
          .filter((atalho) => mostrar.has(atalho.para))
          .map(({ titulo, descricao, para, icone: Icone }) => (
            <div key={para}>
              <AtalhoCard titulo={titulo} descricao={descricao} para={para} icone={<Icone color="primary" aria-hidden="true" />} />
            </div>
          ))}
      </Box>
    </>
  );
});

/** /home: greets the member and links only to areas that exist (each area's shortcuts, given by app/). */
export function HomePage({ atalhos }: { atalhos: readonly Atalho[] }) {
  const consulta = useUsuarioAtual();
  const armazenado = lerUsuarioLogado();
  const usuario = consulta.data ?? armazenado;
  // Each shortcut says who sees it: OAB services, CASAG benefits and the anuidade are for lawyers, the hub for
  // staff, the rest for everyone.

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Olá, {primeiroNome(usuario?.nome) || 'bem-vindo(a)'}
      </Typography>

      <Paper variant="outlined" component="section" aria-label="Sua identificação" sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}>
        {consulta.isPending ? (
          <IdentificacaoCarregando />
        ) : consulta.isError ? (
          <ErrorState
            mensagem={mensagemDeErro(consulta.error)}
            onTentarNovamente={() => void consulta.refetch()}
            tentando={consulta.isFetching}
          />
        ) : (
          <Identificacao usuario={consulta.data} />
        )}
      </Paper>

      <Entidades />
      <AcessoRapido atalhos={atalhos} visiveis={atalhos.filter((atalho) => atalhoVisivel(atalho, usuario)).map((atalho) => atalho.para).join(' ')} />
    </Container>
  );
}
