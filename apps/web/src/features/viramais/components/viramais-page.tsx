import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatarCentavos, formatarDataBr, ROTULOS_MOVIMENTO_VIRAMAIS, type MovimentoViraMais, type ViraMais } from '@portal/contracts';
import { useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Paginacao } from '@/components/paginacao';
import { mensagemDeErro } from '@/lib/api-client';
import { formatarDataHora } from '@/lib/datas';
import { useViraMais } from '../api/get-viramais';
import { LinkVoltar } from '@/components/link-voltar';
import { paths } from '@/config/paths';

/** An amount that never breaks between 'R$' and the number. */
function Valor({ centavos, sinal = false }: { centavos: number; sinal?: boolean }) {
  const texto = sinal ? `${centavos > 0 ? '+' : '−'} ${formatarCentavos(Math.abs(centavos))}` : formatarCentavos(centavos);
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {texto}
    </Box>
  );
}

function Saldo({ dados }: { dados: ViraMais }) {
  const proximo = dados.vencimentos[0];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="saldo-viramais">
      <Typography component="h2" variant="h6">
        Saldo disponível
      </Typography>
      <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.3 }}>
        <Valor centavos={dados.saldoCentavos} />
      </Typography>
      {proximo ? (
        <Typography color="textSecondary">
          <Valor centavos={proximo.saldoCentavos} /> vencem em {formatarDataBr(proximo.validoAte)}.
        </Typography>
      ) : (
        <Typography color="textSecondary">Você não tem créditos a vencer.</Typography>
      )}
      {dados.pendenciaCentavos > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Um pagamento da anuidade foi estornado depois que os créditos dele foram usados: faltam{' '}
          <Valor centavos={dados.pendenciaCentavos} /> a devolver. Os próximos créditos quitam esse valor primeiro.
        </Alert>
      )}
    </Paper>
  );
}

function Vencimentos({ dados }: { dados: ViraMais }) {
  return (
    <Box component="section" aria-labelledby="viramais-vencimentos">
      <Typography id="viramais-vencimentos" component="h2" variant="h6" sx={{ mb: 1 }}>
        O que vence quando
      </Typography>
      {dados.vencimentos.length === 0 ? (
        <Typography color="textSecondary">Nenhum crédito a vencer.</Typography>
      ) : (
        <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Créditos por data de vencimento">
          {dados.vencimentos.map((v, i) => (
            <Box
              component="li"
              key={v.validoAte}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, px: 2, py: 1.5, borderTop: i === 0 ? 0 : 1, borderColor: 'divider' }}
            >
              <span>Até {formatarDataBr(v.validoAte)}</span>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                <Valor centavos={v.saldoCentavos} />
              </Typography>
            </Box>
          ))}
        </Paper>
      )}
    </Box>
  );
}

function Movimento({ m, primeiro }: { m: MovimentoViraMais; primeiro: boolean }) {
  const entra = m.valorCentavos > 0;
  return (
    <Box component="li" data-testid="movimento" sx={{ px: 2, py: 1.5, borderTop: primeiro ? 0 : 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{m.descricao}</Typography>
          <Typography variant="body2" color="textSecondary">
            {formatarDataHora(m.em)} · válido até {formatarDataBr(m.loteValidoAte)}
          </Typography>
        </Box>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
          <Typography sx={{ fontWeight: 700, color: entra ? 'success.dark' : 'text.primary' }}>
            <Valor centavos={m.valorCentavos} sinal />
          </Typography>
          <Chip size="small" variant="outlined" label={ROTULOS_MOVIMENTO_VIRAMAIS[m.tipo]} />
        </Stack>
      </Stack>
    </Box>
  );
}

function Extrato({ dados, pagina, onPagina }: { dados: ViraMais; pagina: number; onPagina: (p: number) => void }) {
  const { extrato } = dados;
  return (
    <Box component="section" aria-labelledby="viramais-extrato">
      <Typography id="viramais-extrato" component="h2" variant="h6" sx={{ mb: 1 }}>
        Extrato
      </Typography>
      {extrato.total === 0 ? (
        <Paper variant="outlined" data-testid="extrato-vazio">
          <EmptyState mensagem="Nenhuma movimentação ainda. Os créditos aparecem aqui quando você paga a anuidade." />
        </Paper>
      ) : (
        <>
          <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Movimentações, mais recentes primeiro">
            {extrato.itens.map((m, i) => (
              <Movimento key={m.id} m={m} primeiro={i === 0} />
            ))}
          </Paper>
          <Paginacao pagina={pagina} paginas={Math.max(1, Math.ceil(extrato.total / extrato.porPagina))} onMudar={onPagina} rotulo="Páginas do extrato" />
        </>
      )}
    </Box>
  );
}

function Regras({ regras }: { regras: ViraMais['regras'] }) {
  return (
    <Box component="section" aria-labelledby="viramais-regras">
      <Typography id="viramais-regras" component="h2" variant="h6" sx={{ mb: 1 }}>
        Como funciona
      </Typography>
      <Stack spacing={1}>
        <Typography>
          <strong>Como ganhar:</strong> ao pagar a anuidade (em cota única, ou a última parcela do parcelamento), você recebe{' '}
          {regras.percentualAnuidade.toLocaleString('pt-BR')}% do valor pago em créditos.
        </Typography>
        <Typography>
          <strong>Validade:</strong> os créditos valem {regras.validade}. Os que vencem antes são usados primeiro.
        </Typography>
        <Typography>
          <strong>Onde usar:</strong> pague tudo ou parte com os créditos; o restante, por PIX ou boleto.
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {regras.ondeUsar.map((o) => (
            <li key={o}>{o}</li>
          ))}
        </Box>
        <Typography variant="body2" color="textSecondary">
          Se um pagamento for cancelado ou estornado, os créditos que ele gerou são retirados; uma compra cancelada devolve os
          créditos usados nela.
        </Typography>
      </Stack>
    </Box>
  );
}

/** /home/casag/viramais: the member's ViraMais credits. */
export function ViraMaisPage() {
  const [pagina, setPagina] = useState(1);
  const consulta = useViraMais(pagina);

  let conteudo: ReactNode;
  if (consulta.isPending) {
    conteudo = (
      <Box role="status" aria-label="Carregando seus créditos ViraMais" data-testid="viramais-carregando">
        <Skeleton variant="rounded" height={140} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={220} />
      </Box>
    );
  } else if (consulta.isError) {
    conteudo = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  } else {
    const dados = consulta.data;
    conteudo = (
      <Stack spacing={4}>
        <Saldo dados={dados} />
        <Vencimentos dados={dados} />
        <Extrato dados={dados} pagina={pagina} onPagina={setPagina} />
        <Regras regras={dados.regras} />
      </Stack>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <LinkVoltar para={paths.homeCasag} destino="a CASAG" />
      <Typography variant="h1" sx={{ mt: 1, mb: 1 }}>
        ViraMais
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Seus créditos da CASAG: o saldo, o que vence quando e cada movimentação.
      </Typography>
      {conteudo}
    </Container>
  );
}
