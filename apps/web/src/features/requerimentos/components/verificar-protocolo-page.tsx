import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ROTULO_STATUS, codigoVerificacaoSchema, type VerificacaoProtocolo } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { CartaoPublico } from '@/components/cartao-publico';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { paths } from '@/config/paths';
import { mensagemDeErro, statusDoErro } from '@/lib/api-client';
import { formatarDataHora } from '@/lib/datas';
import { useVerificacao } from '../api/get-verificacao';

export const MENSAGEM_NAO_ENCONTRADO = 'Não encontramos um comprovante com este código.';

const estiloLista = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
  columnGap: 2,
  rowGap: { xs: 0.25, sm: 1 },
  m: 0,
  '& dt': { fontWeight: 600, mt: { xs: 1, sm: 0 } },
  '& dd': { m: 0, overflowWrap: 'anywhere' },
} as const;

// Long values wrap instead of making the alert a scrollable region.
const semRolagem = { '& .MuiAlert-message': { overflow: 'visible', minWidth: 0, width: '100%' } } as const;

function Autentico({ v }: { v: VerificacaoProtocolo }) {
  return (
    <Alert severity="success" sx={semRolagem} data-testid="comprovante-autentico">
      <AlertTitle>Comprovante autêntico</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        Este comprovante foi emitido pelo Portal unificado e confere com o nosso registro.
      </Typography>
      <Box component="dl" sx={estiloLista}>
        <dt>Protocolo</dt>
        <dd>{v.protocolo}</dd>
        <dt>Requerimento</dt>
        <dd>{v.titulo}</dd>
        <dt>Enviado em</dt>
        <dd>
          <time dateTime={v.enviadoEm}>{formatarDataHora(v.enviadoEm)}</time>
        </dd>
        <dt>Situação</dt>
        <dd>{ROTULO_STATUS[v.status]}</dd>
        <dt>Requerente</dt>
        <dd>{v.requerenteIniciais ?? 'Não identificado'}</dd>
      </Box>
    </Alert>
  );
}

function NaoEncontrado() {
  return (
    <Alert severity="warning" sx={semRolagem} data-testid="comprovante-nao-encontrado">
      <AlertTitle>Comprovante não confirmado</AlertTitle>
      {MENSAGEM_NAO_ENCONTRADO} Confira se o endereço foi digitado ou lido por inteiro.
    </Alert>
  );
}

/**
 * /verificar/:codigo (public, no login, no top bar): the receipt's QR code opens this page, which confirms
 * the protocol and shows only what the receipt proves (no personal data beyond initials).
 */
export function VerificarProtocoloPage() {
  const { codigo: bruto = '' } = useParams();
  const codigo = bruto.trim().toUpperCase();
  const formatoValido = codigoVerificacaoSchema.safeParse(codigo).success;
  const consulta = useVerificacao(codigo, formatoValido);

  let conteudo: ReactNode;
  if (!formatoValido) conteudo = <NaoEncontrado />;
  else if (consulta.isPending) conteudo = <LoadingState mensagem="Verificando o comprovante…" />;
  else if (consulta.isError) {
    const status = statusDoErro(consulta.error);
    conteudo =
      status === 404 || status === 400 ? (
        <NaoEncontrado />
      ) : (
        <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />
      );
  } else conteudo = <Autentico v={consulta.data} />;

  return (
    <CartaoPublico titulo="Verificação de comprovante" subtitulo={`Código ${codigo || '—'}`} largura={520}>
      {conteudo}
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.login}>
          Ir para o Portal unificado
        </Link>
      </Typography>
    </CartaoPublico>
  );
}
