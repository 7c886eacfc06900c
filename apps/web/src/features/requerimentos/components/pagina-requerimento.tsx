import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  ROTULO_AREA,
  etapasDoTipo,
  formatarCpf,
  type EtapaRequerimento,
  type PessoaEncontrada,
  type Requerente,
  type TipoRequerimento,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { StepperRequerimento } from './stepper-requerimento';
import { paths } from '@/config/paths';

/** The page's frame before the type is known (loading, not found): a heading so the page is never untitled. */
export function PaginaSimples({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {titulo}
      </Typography>
      {children}
    </Container>
  );
}

/** 301: said before anything else on every step. */
export function AvisoAnonimato() {
  return (
    <Alert severity="info" sx={{ mb: 3 }} data-testid="aviso-anonimato">
      <AlertTitle>Denúncia anônima</AlertTitle>
      Nada nesta denúncia identifica você: ela não fica ligada à sua conta, e não guardamos seu nome, seu endereço de
      internet nem o horário exato do envio. Ao final você recebe uma chave de acompanhamento, que é a única forma de
      acompanhar a denúncia. Não escreva no texto dados que revelem quem você é, se quiser continuar anônimo.
    </Alert>
  );
}

/** interno: whose request this is (staff file it on the member's behalf). */
export function EmNomeDe({ pessoa, requerente }: { pessoa: PessoaEncontrada | null; requerente: Requerente | null }) {
  // Before the draft exists staff may still pick someone else; afterwards the request is that member's.
  const podeTrocar = requerente === null;
  const nome = requerente?.nome ?? pessoa?.nome ?? null;
  const cpf = requerente?.cpf ?? pessoa?.cpf ?? null;
  const inscricao = requerente?.inscricao ?? pessoa?.inscricao ?? null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="em-nome-de">
      <Typography component="p" sx={{ fontWeight: 600 }}>
        Em nome de: {nome ?? 'pessoa escolhida na busca'}
      </Typography>
      {cpf || inscricao ? (
        <Typography variant="body2" color="textSecondary">
          {[cpf ? `CPF ${formatarCpf(cpf)}` : null, inscricao ? `Inscrição ${inscricao}` : null].filter(Boolean).join(' · ')}
        </Typography>
      ) : null}
      {podeTrocar ? (
        <Link component={RouterLink} to={paths.requerimentosInterno} variant="body2">
          Escolher outra pessoa
        </Link>
      ) : null}
    </Paper>
  );
}

interface PaginaRequerimentoProps {
  tipo: TipoRequerimento;
  etapa: EtapaRequerimento;
  /** Shown under the heading (e.g. the protocol). */
  subtitulo?: ReactNode;
  /** interno: the 'Em nome de' box. */
  emNomeDe?: ReactNode;
  /** Shown right under the heading, before the stepper and any notice (the 301 key on a phone's first screen). */
  destaque?: ReactNode;
  children: ReactNode;
}

/** A step of a request's flow: the type's title as the page's one h1, the stepper and the step's content. */
export function PaginaRequerimento({ tipo, etapa, subtitulo, emNomeDe, destaque, children }: PaginaRequerimentoProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography variant="overline" component="p" color="textSecondary">
        {ROTULO_AREA[tipo.area]} · código {tipo.codigo}
      </Typography>
      <Typography variant="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {tipo.titulo}
      </Typography>
      {subtitulo ? <Box sx={{ mb: 2 }}>{subtitulo}</Box> : null}
      {destaque ? <Box sx={{ mb: 2 }}>{destaque}</Box> : null}
      <StepperRequerimento etapas={etapasDoTipo(tipo.taxaCentavos !== null)} atual={etapa} />
      {tipo.anonimo ? <AvisoAnonimato /> : null}
      {emNomeDe}
      {children}
    </Container>
  );
}
