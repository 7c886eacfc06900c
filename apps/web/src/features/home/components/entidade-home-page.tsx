import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatarInscricao, type Usuario } from '@portal/contracts';
import { Suspense } from 'react';
import { AtalhoCard } from '@/components/atalho-card';
import { EstadoAtalho } from '@/components/estado-atalho';
import { atalhoVisivel, type Atalho } from '@/lib/atalhos';
import { lerUsuarioLogado } from '@/lib/auth-storage';
import { useUsuarioAtual } from '@/lib/get-usuario-atual';
import { SituacaoChip } from './situacao-chip';

export interface EntidadeHomeProps {
  /** The entity's name: the page's title ('OAB-GO', 'CASAG', 'CEL'). */
  titulo: string;
  /** The entity's name with its article, as in 'Serviços da CASAG': 'da OAB-GO', 'da CASAG', 'do CEL'. */
  daEntidade: string;
  /** What the entity is and does for the member, in a sentence. */
  descricao: string;
  /** The entity's services, area by area (features/<area>/atalhos.ts), each with its state at a glance. */
  atalhos: readonly Atalho[];
  /**
   * For someone without a lawyer's inscrição: what does not apply to them beyond the cards they do not see (those
   * are named by the page itself).
   */
  avisoSemInscricao?: string;
}

const lista = new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' });

function Identificacao({ usuario }: { usuario: Pick<Usuario, 'nome' | 'inscricao'> }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap data-testid="entidade-identificacao" sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 3 }}>
      <Typography sx={{ fontWeight: 600 }}>{usuario.nome}</Typography>
      {usuario.inscricao && (
        <>
          <Typography>
            Inscrição <strong>{formatarInscricao(usuario.inscricao)}</strong>
          </Typography>
          <SituacaoChip situacao={usuario.inscricao.situacao} />
        </>
      )}
    </Stack>
  );
}

/**
 * The clear word for someone without a lawyer's inscrição (a collaborator): they access as such, which of the
 * entity's services are for lawyers only (the cards they do not see, by name), and the page's own note.
 */
function AvisoSemInscricao({ ocultos, aviso }: { ocultos: readonly Atalho[]; aviso: string | undefined }) {
  return (
    <Alert severity="info" data-testid="aviso-sem-inscricao" sx={{ mb: 3 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Você acessa o portal como colaborador(a).
      </Typography>
      {ocultos.length > 0 && (
        <Typography variant="body2">
          Exclusivo de advogados inscritos (não aparece para você): {lista.format(ocultos.map((a) => a.titulo))}.
        </Typography>
      )}
      {aviso && <Typography variant="body2">{aviso}</Typography>}
      {ocultos.length === 0 && !aviso && <Typography variant="body2">Tudo o que aparece aqui vale para você.</Typography>}
    </Alert>
  );
}

/**
 * An entity's home (/home/oab, /home/casag, /home/cel): its services for this member, each card with its state
 * at a glance (Atalho.estado), and for collaborators a clear word on what does not apply to them. app/paginas
 * gives each entity's cards, so this feature imports no other.
 */
export function EntidadeHomePage({ titulo, daEntidade, descricao, atalhos, avisoSemInscricao }: EntidadeHomeProps) {
  const consulta = useUsuarioAtual();
  const usuario = consulta.data ?? lerUsuarioLogado();
  const visiveis = atalhos.filter((a) => atalhoVisivel(a, usuario));
  const semInscricao = usuario ? !usuario.isAdvogado : false;
  const ocultos = semInscricao ? atalhos.filter((a) => a.somenteAdvogado && !visiveis.includes(a)) : [];

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {titulo}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {descricao}
      </Typography>

      {usuario ? (
        <Identificacao usuario={usuario} />
      ) : (
        <Box role="status" aria-label="Carregando seus dados" sx={{ mb: 3 }}>
          <Skeleton width="50%" height={28} />
        </Box>
      )}
      {semInscricao && <AvisoSemInscricao ocultos={ocultos} aviso={avisoSemInscricao} />}

      {visiveis.length > 0 ? (
        <Box
          component="ul"
          aria-label={`Serviços ${daEntidade}`}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
        >
          {visiveis.map(({ titulo: t, descricao: d, para, icone: Icone, estado: Estado }) => (
            <AtalhoCard
              key={para}
              nivel="h2"
              itemDeLista
              compacto
              titulo={t}
              descricao={d}
              para={para}
              icone={<Icone color="primary" aria-hidden="true" />}
              estado={
                Estado ? (
                  <Suspense fallback={<EstadoAtalho fase="carregando" />}>
                    <Estado />
                  </Suspense>
                ) : null
              }
            />
          ))}
        </Box>
      ) : (
        <Typography data-testid="entidade-sem-servicos">Nenhum serviço {daEntidade} disponível para você agora.</Typography>
      )}
    </Container>
  );
}
