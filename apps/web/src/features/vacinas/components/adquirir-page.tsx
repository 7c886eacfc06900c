import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatarCentavos, ROTULO_STATUS_COMPRA_VACINA, type CampanhaMembro, type CampanhasMembro, type CompraVacina } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PagarTitulo } from '@/components/pagamento/pagar-titulo';
import { mensagemDeErro } from '@/lib/api-client';
import { contagem, plural } from '@/lib/plural';
import { CHAVE_VACINAS, chaveCompra } from '../api/chaves';
import { useComprarVacina } from '../api/comprar-vacina';
import { useCampanhas } from '../api/get-campanhas';
import { useCompra } from '../api/get-compra';
import { paths } from '@/config/paths';
import { dataHoraBr, doses, periodoBr, precoBr } from './formatar-vacinas';
import { BotaoCancelarReserva } from './botao-cancelar-reserva';
import { PaginaVacinas } from './pagina-vacinas';

const estiloResumo = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) max-content', columnGap: 2, rowGap: 0.5, m: 0 } as const;

function Linha({ rotulo, valor, destaque = false }: { rotulo: string; valor: string; destaque?: boolean }) {
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: destaque ? 700 : 400 }}>
        {rotulo}
      </Typography>
      <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: destaque ? 700 : 400, whiteSpace: 'nowrap' }}>
        {valor}
      </Typography>
    </>
  );
}

/** The member's choice: campaign, people and ViraMais; then the summary and the confirmation. */
function Escolha({ dados, campanhaInicial, aoComprar }: { dados: CampanhasMembro; campanhaInicial: string | null; aoComprar: (c: CompraVacina) => void }) {
  const abertas = dados.itens;
  const [campanhaId, setCampanhaId] = useState<string | null>(
    campanhaInicial && abertas.some((c) => c.id === campanhaInicial) ? campanhaInicial : abertas.length === 1 ? abertas[0]!.id : null,
  );
  const [pessoas, setPessoas] = useState<string[]>([]);
  const [usarViraMais, setUsarViraMais] = useState(false);
  const comprar = useComprarVacina();
  const campanha = abertas.find((c) => c.id === campanhaId) ?? null;
  const erro = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (comprar.isError) erro.current?.focus();
  }, [comprar.isError, comprar.error]);

  if (dados.colaborador) {
    return (
      <Alert severity="info" data-testid="aviso-colaborador">
        A CASAG atende advogados e advogadas: no modo colaborador não é possível comprar vacinas. Entre com a sua inscrição na OAB para comprar.
      </Alert>
    );
  }
  if (abertas.length === 0) return <EmptyState mensagem="Nenhuma campanha de vacinação com vendas abertas agora." />;

  const alternar = (id: string) => setPessoas((atual) => (atual.includes(id) ? atual.filter((x) => x !== id) : [...atual, id]));
  const n = pessoas.length;
  const total = campanha ? campanha.precoCentavos * n : 0;
  const credito = usarViraMais ? Math.min(dados.saldoViraMaisCentavos, total) : 0;
  const acimaDoLimite = campanha !== null && n > campanha.podeComprar;

  const confirmar = () => {
    if (!campanha || n === 0 || acimaDoLimite) return;
    comprar.mutate({ campanhaId: campanha.id, pessoas, usarViraMais }, { onSuccess: aoComprar });
  };

  return (
    <Stack spacing={2.5} component="form" onSubmit={(e) => (e.preventDefault(), confirmar())} noValidate>
      {abertas.length > 1 ? (
        <FormControl>
          <FormLabel id="rotulo-campanha" sx={{ fontWeight: 600, mb: 1 }}>
            Campanha
          </FormLabel>
          <RadioGroup
            aria-labelledby="rotulo-campanha"
            value={campanhaId ?? ''}
            onChange={(e) => {
              setCampanhaId(e.target.value);
              setPessoas([]);
            }}
          >
            {abertas.map((c) => (
              <FormControlLabel key={c.id} value={c.id} control={<Radio />} label={`${c.vacina} — ${precoBr(c.precoCentavos, c.gratuita)} por dose`} />
            ))}
          </RadioGroup>
        </FormControl>
      ) : null}

      {campanha ? <Campanha campanha={campanha} pessoas={pessoas} alternar={alternar} /> : <Alert severity="info">Escolha a campanha.</Alert>}

      {campanha && !campanha.gratuita && dados.saldoViraMaisCentavos > 0 ? (
        <FormControlLabel
          control={<Checkbox checked={usarViraMais} onChange={(e) => setUsarViraMais(e.target.checked)} />}
          label={`Usar meus créditos ViraMais (saldo ${formatarCentavos(dados.saldoViraMaisCentavos)})`}
        />
      ) : null}

      {campanha ? (
        <Paper variant="outlined" component="section" aria-labelledby="resumo-compra" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="resumo-compra" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
            Resumo
          </Typography>
          <Box component="dl" sx={estiloResumo} data-testid="resumo">
            <Linha rotulo={`${doses(n)} × ${precoBr(campanha.precoCentavos, campanha.gratuita)}`} valor={formatarCentavos(total)} />
            {credito > 0 ? <Linha rotulo="Créditos ViraMais" valor={`− ${formatarCentavos(credito)}`} /> : null}
            <Linha rotulo="A pagar" valor={formatarCentavos(total - credito)} destaque />
          </Box>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
            As doses ficam reservadas até o pagamento: 30 minutos no PIX ou até o dia seguinte ao vencimento do boleto. Sem pagamento, a reserva expira.
          </Typography>
        </Paper>
      ) : null}

      {acimaDoLimite ? (
        <Alert severity="warning">
          Você pode escolher até {doses(campanha.podeComprar)} nesta campanha.
        </Alert>
      ) : null}
      {comprar.isError ? (
        <Alert ref={erro} tabIndex={-1} severity="error" data-testid="erro-compra">
          {mensagemDeErro(comprar.error)}
        </Alert>
      ) : null}
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={!campanha || n === 0 || acimaDoLimite || comprar.isPending}
          aria-busy={comprar.isPending}
          startIcon={comprar.isPending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null}
        >
          Confirmar compra
        </Button>
      </Box>
    </Stack>
  );
}

function Campanha({ campanha, pessoas, alternar }: { campanha: CampanhaMembro; pessoas: string[]; alternar: (id: string) => void }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="campanha-escolhida" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="campanha-escolhida" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {campanha.vacina}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        Aplicação {periodoBr(campanha.aplicacaoInicio, campanha.aplicacaoFim)} em {campanha.locais.join('; ')}. {plural(campanha.estoque, 'Resta', 'Restam')} {contagem(campanha.estoque, 'dose', 'doses')}. Até {campanha.limiteFamilia} por
        família (a sua já tem {campanha.dosesDaFamilia}).
      </Typography>
      {campanha.avisoPreco ? (
        <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="aviso-preco">
          {campanha.avisoPreco}
        </Alert>
      ) : null}
      {campanha.elegivel ? (
        <FormControl component="fieldset" sx={{ mt: 2 }}>
          <FormLabel component="legend" sx={{ fontWeight: 600 }}>
            Para quem? (uma dose por pessoa)
          </FormLabel>
          <FormGroup>
            {campanha.pessoas.map((p) => (
              <FormControlLabel
                key={p.id}
                control={<Checkbox checked={pessoas.includes(p.id)} onChange={() => alternar(p.id)} disabled={p.jaTemDose} />}
                label={`${p.nome}${p.tipo === 'titular' ? ' (você)' : ''}${p.jaTemDose ? ' — já tem dose' : ''}`}
              />
            ))}
          </FormGroup>
        </FormControl>
      ) : (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="motivo">
          {campanha.motivo}
        </Alert>
      )}
    </Paper>
  );
}

/** After confirming: the reservation and its título paid here (PIX or boleto), or the doses already paid. */
function CompraFeita({ compra, aoAtualizar }: { compra: CompraVacina; aoAtualizar: () => void }) {
  const [pagouAqui, setPagouAqui] = useState(false);
  const titulo = compra.titulo;
  const aviso = useRef<HTMLDivElement>(null);
  useEffect(() => aviso.current?.focus(), []);
  let estado: ReactNode;
  if (compra.status === 'paga') {
    estado = (
      <Alert severity="success" data-testid="compra-paga">
        <AlertTitle>Doses confirmadas</AlertTitle>
        Os vouchers estão no extrato. Apresente o QR ou o código no local de aplicação.
      </Alert>
    );
  } else if (compra.status === 'reservada') {
    estado = (
      <Alert severity="info" data-testid="compra-reservada">
        <AlertTitle>Doses reservadas</AlertTitle>
        Pague até {compra.expiraEm ? dataHoraBr(compra.expiraEm) : 'o vencimento'} para confirmar. Sem pagamento, a reserva expira e as doses voltam ao estoque.
      </Alert>
    );
  } else {
    estado = <Alert severity="warning">Esta compra está {ROTULO_STATUS_COMPRA_VACINA[compra.status].toLowerCase()}.</Alert>;
  }
  return (
    <Stack spacing={2.5}>
      <Box ref={aviso} tabIndex={-1} sx={{ outline: 'none' }}>
        {estado}
      </Box>
      <Paper variant="outlined" component="section" aria-labelledby="sua-compra" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="sua-compra" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {compra.campanha.vacina}
        </Typography>
        <Box component="dl" sx={estiloResumo} data-testid="resumo-compra" data-nufin={titulo?.nufin}>
          {compra.doses.map((d) => (
            <Linha key={d.id} rotulo={d.pessoaNome} valor={formatarCentavos(compra.precoUnitarioCentavos)} />
          ))}
          {compra.viramaisCentavos > 0 ? <Linha rotulo="Créditos ViraMais" valor={`− ${formatarCentavos(compra.viramaisCentavos)}`} /> : null}
          <Linha rotulo={titulo ? `Título ${titulo.nufin}` : 'A pagar'} valor={titulo ? formatarCentavos(titulo.valorCentavos) : 'Sem valor a pagar'} destaque />
        </Box>
      </Paper>
      {titulo && (compra.status === 'reservada' || pagouAqui) ? (
        <Paper variant="outlined" component="section" aria-labelledby="pagar-vacina" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="pagar-vacina" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            Pagamento
          </Typography>
          <PagarTitulo
            nufin={titulo.nufin}
            onPago={() => {
              setPagouAqui(true);
              aoAtualizar();
            }}
            // A boleto holds the reservation until the day after its due date: the deadline above is read again.
            onCobranca={aoAtualizar}
          />
        </Paper>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={RouterLink} to={paths.vacinasExtrato} variant={compra.status === 'paga' ? 'contained' : 'outlined'}>
          Ver extrato e vouchers
        </Button>
        <Button component={RouterLink} to={paths.vacinas} variant="text">
          Campanhas
        </Button>
        {compra.status === 'reservada' ? <BotaoCancelarReserva compraId={compra.id} vacina={compra.campanha.vacina} /> : null}
      </Stack>
    </Stack>
  );
}

/**
 * /home/casag/vacinas/adquirir: choose the campaign and the people, see the summary, confirm; then pay the
 * título on the same page. The purchase id goes to the address (?compra=), so a reload shows it again.
 */
export function AdquirirPage() {
  const [params, setParams] = useSearchParams();
  const compraId = params.get('compra');
  const campanhas = useCampanhas();
  const compra = useCompra(compraId);
  const queryClient = useQueryClient();

  let conteudo: ReactNode;
  if (compraId) {
    if (compra.isPending) conteudo = <LoadingState mensagem="Carregando a compra…" />;
    else if (compra.isError)
      conteudo = <ErrorState mensagem={mensagemDeErro(compra.error)} onTentarNovamente={() => void compra.refetch()} tentando={compra.isFetching} />;
    else conteudo = <CompraFeita compra={compra.data} aoAtualizar={() => void queryClient.invalidateQueries({ queryKey: CHAVE_VACINAS })} />;
  } else if (campanhas.isPending) conteudo = <LoadingState mensagem="Carregando campanhas…" />;
  else if (campanhas.isError)
    conteudo = <ErrorState mensagem={mensagemDeErro(campanhas.error)} onTentarNovamente={() => void campanhas.refetch()} tentando={campanhas.isFetching} />;
  else
    conteudo = (
      <Escolha
        dados={campanhas.data}
        campanhaInicial={params.get('campanha')}
        aoComprar={(c) => {
          queryClient.setQueryData(chaveCompra(c.id), c);
          setParams({ compra: c.id });
        }}
      />
    );

  return (
    <PaginaVacinas titulo="Adquirir vacinas" descricao="Escolha a campanha e as pessoas, confira o resumo e pague por PIX ou boleto.">
      {conteudo}
    </PaginaVacinas>
  );
}
