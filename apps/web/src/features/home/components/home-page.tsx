import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatarInscricao, temAlgumaPermissao, type Usuario } from '@portal/contracts';
import { AtalhoCard } from '@/components/atalho-card';
import { ErrorState } from '@/components/error-state';
import { paths } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { lerUsuarioLogado } from '@/lib/auth-storage';
import { useUsuarioAtual } from '@/lib/get-usuario-atual';
import { primeiroNome } from '@/lib/nome';
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

/** /home: greets the member and links only to areas that exist. */
export function HomePage() {
  const consulta = useUsuarioAtual();
  const armazenado = lerUsuarioLogado();
  const usuario = consulta.data ?? armazenado;
  const staff = temAlgumaPermissao(usuario?.permissoes, ['CLI_PermissaoAreaRestrita']);
  // OAB services, CASAG benefits and the anuidade are for lawyers; the ombudsman, the member's requests, pendências
  // and the other finance pages (títulos, plans, the fee table) are for everyone.
  const advogado = usuario?.isAdvogado ?? false;

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

      <Typography variant="h2" sx={{ mb: 2 }}>
        Acesso rápido
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {advogado ? (
          <>
            <div>
              <AtalhoCard
                titulo="Requerimentos OAB"
                descricao="Certidões, carteira, inscrição e outros serviços da OAB."
                para={paths.requerimento}
                icone={<AssignmentOutlined color="primary" aria-hidden="true" />}
              />
            </div>
            <div>
              <AtalhoCard
                titulo="CASAG"
                descricao="Benefícios da Caixa de Assistência e seus pedidos."
                para={paths.homeCasag}
                icone={<HealthAndSafetyOutlined color="primary" aria-hidden="true" />}
              />
            </div>
          </>
        ) : null}
        <div>
          <AtalhoCard
            titulo="Ouvidoria"
            descricao="Sugestões, solicitações, reclamações, denúncias e elogios."
            para={paths.ouvidoria}
            icone={<CampaignOutlined color="primary" aria-hidden="true" />}
          />
        </div>
        <div>
          <AtalhoCard
            titulo="Meus requerimentos"
            descricao="Todos os seus pedidos, com a situação e o comprovante de cada um."
            para={paths.meusRequerimentos}
            icone={<ListAltOutlined color="primary" aria-hidden="true" />}
          />
        </div>
        <div>
          <AtalhoCard
            titulo="Pendências"
            descricao="Rascunhos, diligências e valores que aguardam você."
            para={paths.requerimentoPendente}
            icone={<PendingActionsOutlined color="primary" aria-hidden="true" />}
          />
        </div>
        {advogado ? (
          <div>
            <AtalhoCard
              titulo="Anuidade"
              descricao="Pague em cota única com desconto ou parcele a anuidade do ano."
              para={paths.annuity}
              icone={<AccountBalanceWalletOutlined color="primary" aria-hidden="true" />}
            />
          </div>
        ) : null}
        <div>
          <AtalhoCard
            titulo="Meus títulos e recibos"
            descricao="Valores a pagar por PIX ou boleto, recibos e o demonstrativo para o Imposto de Renda."
            para={paths.financeiro}
            icone={<ReceiptLongOutlined color="primary" aria-hidden="true" />}
          />
        </div>
        <div>
          <AtalhoCard
            titulo="Plano de pagamento"
            descricao="Parcelamentos e acordos, com a situação de cada parcela."
            para={paths.paymentPlan}
            icone={<EventRepeatOutlined color="primary" aria-hidden="true" />}
          />
        </div>
        <div>
          <AtalhoCard
            titulo="Tabela de honorários"
            descricao="Valores mínimos de honorários por área e ato."
            para={paths.feetable}
            icone={<TableChartOutlined color="primary" aria-hidden="true" />}
          />
        </div>
        <div>
          <AtalhoCard
            titulo="Meus dados"
            descricao="Consulte seus dados cadastrais."
            para={paths.atualizacaoCadastral}
            icone={<BadgeOutlined color="primary" aria-hidden="true" />}
          />
        </div>
        <div>
          <AtalhoCard
            titulo="Configurações"
            descricao="Senha, verificação em duas etapas, sessões, notificações e seus dados (LGPD)."
            para={paths.configuracoes}
            icone={<SettingsOutlined color="primary" aria-hidden="true" />}
          />
        </div>
        {staff ? (
          <div>
            <AtalhoCard
              titulo="Área restrita"
              descricao="Gestão interna do portal e últimos acessos."
              para={paths.areaRestrita}
              icone={<AdminPanelSettingsOutlined color="primary" aria-hidden="true" />}
            />
          </div>
        ) : null}
      </Box>
    </Container>
  );
}
