import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { mensagemDeErro } from '@/lib/api-client';
import { usePrivacidade } from '@/lib/get-privacidade';

/**
 * The privacy notice in force with the data-protection officer's contact. Used where a person accepts it
 * (registration) and where a member reads it again (settings).
 */
export function AvisoPrivacidade({ nivelTitulo = 'h2' }: { nivelTitulo?: 'h2' | 'h3' }) {
  const consulta = usePrivacidade();
  if (consulta.isPending) return <LoadingState />;
  if (consulta.isError) {
    return (
      <ErrorState
        mensagem={mensagemDeErro(consulta.error)}
        onTentarNovamente={() => void consulta.refetch()}
        tentando={consulta.isFetching}
      />
    );
  }
  const aviso = consulta.data;
  const nivelSecao = nivelTitulo === 'h2' ? 'h3' : 'h4';
  return (
    <Stack spacing={2} data-testid="aviso-privacidade">
      <Typography component={nivelTitulo} variant="h6">
        {aviso.titulo}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        Versão {aviso.versao}
      </Typography>
      {aviso.secoes.map((s) => (
        <Stack key={s.titulo} spacing={0.5}>
          <Typography component={nivelSecao} variant="subtitle1" sx={{ fontWeight: 700 }}>
            {s.titulo}
          </Typography>
          <Typography variant="body2">{s.texto}</Typography>
        </Stack>
      ))}
      <Stack spacing={0.5}>
        <Typography component={nivelSecao} variant="subtitle1" sx={{ fontWeight: 700 }}>
          Encarregado de dados
        </Typography>
        <Typography variant="body2">
          {aviso.encarregado.nome} — <Link href={`mailto:${aviso.encarregado.email}`}>{aviso.encarregado.email}</Link>
        </Typography>
      </Stack>
    </Stack>
  );
}
