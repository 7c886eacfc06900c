import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { AtalhoCard } from '@/components/atalho-card';
import { paths } from '@/config/paths';
import { GradeCartoes } from './grade-cartoes';

/** /home/casag: the CASAG area's landing; links only to pages that exist. */
export function CasagHomePage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        CASAG
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Caixa de Assistência dos Advogados: peça benefícios, acompanhe seus pedidos e fale com a Ouvidoria.
      </Typography>
      <GradeCartoes rotulo="Serviços da CASAG">
        <AtalhoCard
          nivel="h2"
          itemDeLista
          compacto
          titulo="Benefícios"
          descricao="Auxílios e outros benefícios que você pode pedir à CASAG."
          para={paths.casagRequerimentos}
          icone={<VolunteerActivismOutlined color="primary" aria-hidden="true" />}
        />
        <AtalhoCard
          nivel="h2"
          itemDeLista
          compacto
          titulo="Meus requerimentos CASAG"
          descricao="Todos os seus pedidos à CASAG, com a situação de cada um."
          para={paths.meusRequerimentosCasag}
          icone={<ListAltOutlined color="primary" aria-hidden="true" />}
        />
        <AtalhoCard
          nivel="h2"
          itemDeLista
          compacto
          titulo="Em andamento"
          descricao="Rascunhos para continuar e pedidos em análise ou em diligência."
          para={paths.requerimentosCasag}
          icone={<HourglassEmptyOutlined color="primary" aria-hidden="true" />}
        />
        <AtalhoCard
          nivel="h2"
          itemDeLista
          compacto
          titulo="Ouvidoria"
          descricao="Sugestões, solicitações, reclamações, denúncias e elogios."
          para={paths.ouvidoria}
          icone={<CampaignOutlined color="primary" aria-hidden="true" />}
        />
      </GradeCartoes>
    </Container>
  );
}
