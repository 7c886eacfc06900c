import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatarCentavos, formatarDataBr, REGRAS_ANUIDADE, type Anuidade, type Titulo } from '@portal/contracts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CampoSelecaoNativa } from '@/components/campo-selecao-nativa';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { paths } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { camposDoErro } from '@/lib/erros-de-campo';
import { contagem } from '@/lib/plural';
import { useAnuidade } from '../api/get-anuidade';
import { useParcelarAnuidade } from '../api/parcelar-anuidade';
import { DialogoPagarTitulo } from '@/components/pagamento/dialogo-pagar-titulo';
import { formatarPercentual } from '@/components/pagamento/formatar-pagamento';
import { TituloCard } from './titulo-card';
import { LinkVoltar } from '@/components/link-voltar';

type Opcao = NonNullable<Anuidade['parcelamento']>['opcoes'][number];

function Secao({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {titulo}
      </Typography>
      {children}
    </Paper>
  );
}

function Pagina({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <LinkVoltar para={paths.homeOab} destino="a OAB-GO" />
      <Typography variant="h1" sx={{ mt: 1, mb: 1 }}>
        {titulo}
      </Typography>
      {children}
    </Container>
  );
}

/** Someone who is not a lawyer owes no anuidade: said plainly, with where to go instead. */
function SemInscricao({ mensagem }: { mensagem: string }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="sem-inscricao">
      <Alert severity="info" sx={{ width: '100%' }}>
        <AlertTitle>Não há anuidade para você</AlertTitle>
        {mensagem} Como seu cadastro não tem inscrição na OAB, não
        existe anuidade a pagar. Outros valores, como taxas de requerimentos, ficam em Meus títulos.
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
        <Button component={RouterLink} to={paths.financeiro} variant="contained">
          Meus títulos
        </Button>
        <Button component={RouterLink} to={paths.home} variant="outlined">
          Voltar ao início
        </Button>
      </Stack>
    </Stack>
  );
}

/** A year whose anuidade table the section has not entered yet: nothing to pay yet, said plainly (ADR 045). */
function SemTabela({ exercicio, mensagem }: { exercicio: number; mensagem: string }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="sem-tabela">
      <Alert severity="info" sx={{ width: '100%' }}>
        <AlertTitle>Anuidade {exercicio} ainda não lançada</AlertTitle>
        {mensagem} Outros valores, como taxas de requerimentos, ficam em Meus títulos.
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
        <Button component={RouterLink} to={paths.financeiro} variant="contained">
          Meus títulos
        </Button>
        <Button component={RouterLink} to={paths.home} variant="outlined">
          Voltar ao início
        </Button>
      </Stack>
    </Stack>
  );
}

/** This year's anuidade: the single título (cota única) or the installments once split. */
function TitulosDoAno({ anuidade, aviso, onPagar }: { anuidade: Anuidade; aviso: ReactNode; onPagar: (t: Titulo, cotaUnica: boolean) => void }) {
  const parcelas = anuidade.titulos.filter((t) => t.plano !== null).sort((a, b) => (a.plano?.parcela ?? 0) - (b.plano?.parcela ?? 0));
  const unicos = anuidade.titulos.filter((t) => t.plano === null && (parcelas.length === 0 || t.status !== 'renegociado'));
  return (
    <Secao id="anuidade-do-ano" titulo={`Sua anuidade de ${anuidade.exercicio}`}>
      {aviso}
      {anuidade.titulos.length === 0 ? <EmptyState mensagem={`A anuidade de ${anuidade.exercicio} ainda não foi lançada.`} /> : null}
      {unicos.length > 0 ? (
        <Stack component="ul" spacing={1.5} aria-label="Cota única" sx={{ p: 0, m: 0 }}>
          {unicos.map((t) => (
            <TituloCard key={t.id} titulo={t} onPagar={(x) => onPagar(x, true)} rotuloPagar="Pagar em cota única" />
          ))}
        </Stack>
      ) : null}
      {unicos.some((t) => t.status === 'renegociado') ? (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          Esta anuidade entrou num acordo de negociação.{' '}
          <Link component={RouterLink} to={paths.paymentPlan}>
            Veja e pague as parcelas em Plano de pagamento
          </Link>
          .
        </Typography>
      ) : null}
      {parcelas.length > 0 ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Anuidade parcelada em {parcelas.length} vezes. Pague cada parcela até o vencimento para evitar multa e juros.
          </Typography>
          <Stack component="ul" spacing={1.5} aria-label="Parcelas da anuidade" sx={{ p: 0, m: 0 }}>
            {parcelas.map((t) => (
              <TituloCard key={t.id} titulo={t} onPagar={(x) => onPagar(x, false)} />
            ))}
          </Stack>
        </>
      ) : null}
    </Secao>
  );
}

function DescontoAntecipado({ anuidade }: { anuidade: Anuidade }) {
  const d = anuidade.descontoAntecipado;
  const resumo = `${formatarPercentual(d.percentualBp)} de desconto (${formatarCentavos(d.valorCentavos)} a menos) para pagamento em cota única até ${formatarDataBr(d.ate)}`;
  return (
    <Secao id="desconto-antecipado" titulo="Desconto para pagamento antecipado">
      {d.disponivel ? (
        <Typography data-testid="desconto">
          Você tem {resumo}. O desconto já está no valor a pagar hoje.
        </Typography>
      ) : (
        // The API's reason is a whole sentence; the title says which discount it is about.
        <Alert severity="info" data-testid="desconto">
          <AlertTitle>
            Sem o desconto de {formatarPercentual(d.percentualBp)} até {formatarDataBr(d.ate)}
          </AlertTitle>
          {d.motivo ?? 'O desconto vale só para quem está em dia e paga a cota única dentro do prazo.'}
        </Alert>
      )}
    </Secao>
  );
}

/** 'Parcelar': how many installments, what each costs and when they fall due; confirmed in a dialog. */
function Parcelar({ exercicio, opcoes, aoParcelar }: { exercicio: number; opcoes: Opcao[]; aoParcelar: (parcelas: number) => void }) {
  const [parcelas, setParcelas] = useState<number>(opcoes[0]?.parcelas ?? 2);
  const [confirmando, setConfirmando] = useState(false);
  const parcelar = useParcelarAnuidade();
  const idTitulo = useId();
  const idDescricao = useId();
  const opcao = opcoes.find((o) => o.parcelas === parcelas) ?? opcoes[0];
  if (!opcao) return null;

  const confirmar = () => {
    parcelar.mutate(
      { parcelas: opcao.parcelas },
      {
        onSuccess: () => {
          setConfirmando(false);
          aoParcelar(opcao.parcelas);
        },
      },
    );
  };
  const erro = parcelar.isError ? (camposDoErro(parcelar.error).parcelas ?? mensagemDeErro(parcelar.error)) : null;

  return (
    <Secao id="parcelar" titulo="Parcelar">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Prefere pagar aos poucos? Divida a anuidade em até {opcoes.at(-1)?.parcelas ?? REGRAS_ANUIDADE.parcelasMaximo} parcelas mensais, sem juros. Ao parcelar, o
        desconto da cota única deixa de valer.
      </Typography>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <CampoSelecaoNativa
          id="numero-parcelas"
          label="Número de parcelas"
          size="small"
          value={opcao.parcelas}
          onChange={(e) => setParcelas(Number(e.target.value))}
          sx={{ minWidth: { xs: '100%', sm: 280 } }}
        >
          {opcoes.map((o) => (
            <option key={o.parcelas} value={o.parcelas}>
              {contagem(o.parcelas, 'parcela', 'parcelas')} de {formatarCentavos(o.valorParcelaCentavos)}
            </option>
          ))}
        </CampoSelecaoNativa>
        <Typography data-testid="resumo-parcelamento">
          {contagem(opcao.parcelas, 'parcela', 'parcelas')} de {formatarCentavos(opcao.valorParcelaCentavos)}: a primeira vence em {formatarDataBr(opcao.primeiroVencimento)} e a
          última em {formatarDataBr(opcao.ultimoVencimento)}.
        </Typography>
        <Button
          variant="outlined"
          onClick={() => {
            parcelar.reset();
            setConfirmando(true);
          }}
          aria-haspopup="dialog"
        >
          Parcelar
        </Button>
      </Stack>
      {confirmando ? (
        <Dialog
          open
          onClose={parcelar.isPending ? undefined : () => setConfirmando(false)}
          aria-labelledby={idTitulo}
          aria-describedby={idDescricao}
          fullWidth
          maxWidth="sm"
        >
          <DialogTitle id={idTitulo}>Parcelar a anuidade de {exercicio}?</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText id={idDescricao} component="div">
                <strong>
                  {contagem(opcao.parcelas, 'parcela', 'parcelas')} de {formatarCentavos(opcao.valorParcelaCentavos)}
                </strong>
                , de {formatarDataBr(opcao.primeiroVencimento)} a {formatarDataBr(opcao.ultimoVencimento)}, uma por mês. A cota única e o desconto
                antecipado deixam de valer, e o parcelamento não pode ser desfeito.
              </DialogContentText>
              {erro ? (
                <Alert severity="error" role="alert" data-testid="erro-parcelamento">
                  {erro}
                </Alert>
              ) : null}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={() => setConfirmando(false)} disabled={parcelar.isPending} autoFocus>
              Voltar
            </Button>
            <Button
              variant="contained"
              onClick={confirmar}
              disabled={parcelar.isPending}
              aria-busy={parcelar.isPending}
              startIcon={parcelar.isPending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null}
            >
              Confirmar parcelamento
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </Secao>
  );
}

function TabelaFaixas({ anuidade }: { anuidade: Anuidade }) {
  return (
    <Secao id="faixa" titulo="Sua faixa">
      <Typography sx={{ mb: 2 }} data-testid="faixa">
        Você está na faixa <strong>{anuidade.faixa.descricao}</strong>: {formatarCentavos(anuidade.faixa.valorCentavos)} em {anuidade.exercicio}. A
        faixa depende do tempo desde a sua inscrição.
      </Typography>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0, marginBottom: 8 }}>Valores da anuidade {anuidade.exercicio} por tempo de inscrição</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Faixa
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Valor
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {anuidade.faixas.map((f) => {
            const sua = f.codigo === anuidade.faixa.codigo;
            return (
              <TableRow key={f.codigo} selected={sua} aria-current={sua ? 'true' : undefined}>
                <TableCell component="th" scope="row" sx={{ fontWeight: sua ? 700 : 400, overflowWrap: 'anywhere' }}>
                  {f.descricao}
                  {sua ? ' (sua faixa)' : ''}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: sua ? 700 : 400, whiteSpace: 'nowrap' }}>
                  {formatarCentavos(f.valorCentavos)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Secao>
  );
}

function Conteudo({ anuidade }: { anuidade: Anuidade }) {
  const [pagando, setPagando] = useState<{ titulo: Titulo; cotaUnica: boolean } | null>(null);
  const [parceladoEm, setParceladoEm] = useState<number | null>(null);
  const aviso = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The 'Parcelar' section (and the focused button) is gone: focus goes to the confirmation.
    if (parceladoEm !== null) aviso.current?.focus();
  }, [parceladoEm]);

  return (
    <Stack spacing={2.5}>
      <TitulosDoAno
        anuidade={anuidade}
        onPagar={(titulo, cotaUnica) => setPagando({ titulo, cotaUnica })}
        aviso={
          parceladoEm !== null ? (
            <Alert ref={aviso} tabIndex={-1} severity="success" sx={{ mb: 2 }} data-testid="parcelado">
              Anuidade parcelada em {parceladoEm} vezes. Pague cada parcela abaixo.
            </Alert>
          ) : null
        }
      />
      <DescontoAntecipado anuidade={anuidade} />
      {anuidade.parcelamento && anuidade.parcelamento.opcoes.length > 0 ? (
        <Parcelar exercicio={anuidade.exercicio} opcoes={anuidade.parcelamento.opcoes} aoParcelar={setParceladoEm} />
      ) : null}
      <TabelaFaixas anuidade={anuidade} />
      {anuidade.anteriores.length > 0 ? (
        <Secao id="anteriores" titulo="Anos anteriores">
          <Stack component="ul" spacing={1.5} aria-label="Anuidades de anos anteriores" sx={{ p: 0, m: 0 }}>
            {anuidade.anteriores.map((t) => (
              <TituloCard key={t.id} titulo={t} onPagar={(x) => setPagando({ titulo: x, cotaUnica: false })} />
            ))}
          </Stack>
        </Secao>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={RouterLink} to={paths.financeiro} variant="text">
          Meus títulos e recibos
        </Button>
        <Button component={RouterLink} to={paths.paymentPlan} variant="text">
          Plano de pagamento
        </Button>
      </Stack>
      {pagando ? (
        <DialogoPagarTitulo
          titulo={pagando.titulo}
          rotulo={pagando.cotaUnica ? 'Pagar em cota única' : 'Pagar título'}
          aoFechar={() => setPagando(null)}
        />
      ) : null}
    </Stack>
  );
}

/**
 * /annuity: this year's anuidade — the member's seniority bracket and the year's table, the early-payment
 * discount (or why it does not apply), the título to pay in one go or its installments once split, the split
 * itself (2..12), and earlier years with receipts or a way to negotiate. Not a lawyer: a plain explanation.
 */
export function AnuidadePage() {
  const consulta = useAnuidade();
  if (consulta.isPending) {
    return (
      <Pagina titulo="Anuidade">
        <LoadingState mensagem="Carregando sua anuidade…" />
      </Pagina>
    );
  }
  if (consulta.isError) {
    return (
      <Pagina titulo="Anuidade">
        <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />
      </Pagina>
    );
  }
  const anuidade = consulta.data;
  if (anuidade.situacao === 'nao_aplicavel') {
    return (
      <Pagina titulo="Anuidade">
        <SemInscricao mensagem={anuidade.motivo} />
      </Pagina>
    );
  }
  if (anuidade.situacao === 'sem_tabela') {
    return (
      <Pagina titulo={`Anuidade ${anuidade.exercicio}`}>
        <SemTabela exercicio={anuidade.exercicio} mensagem={anuidade.motivo} />
      </Pagina>
    );
  }
  return (
    <Pagina titulo={`Anuidade ${anuidade.exercicio}`}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {/* Only the choices still open: a past discount date or a split no longer possible would read as offers. */}
        {anuidade.parcelamento && anuidade.parcelamento.opcoes.length > 0 ? (
          <>
            Pague em cota única
            {anuidade.descontoAntecipado.disponivel ? `, com desconto até ${formatarDataBr(anuidade.descontoAntecipado.ate)},` : ''} ou parcele em até{' '}
            {anuidade.parcelamento.parcelasMaximo} vezes.
          </>
        ) : (
          'Sua anuidade do ano, a faixa de valor pelo tempo de inscrição e os anos anteriores.'
        )}
      </Typography>
      <Box>
        <Conteudo anuidade={anuidade} />
      </Box>
    </Pagina>
  );
}
