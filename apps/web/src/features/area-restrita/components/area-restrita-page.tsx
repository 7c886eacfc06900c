import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import MoneyOffOutlined from '@mui/icons-material/MoneyOffOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { AtalhoCard } from '@/components/atalho-card';
import { paths } from '@/config/paths';
import { lerUsuarioLogado } from '@/lib/auth-storage';
import { primeiroNome } from '@/lib/nome';
import { UltimosAcessos } from './ultimos-acessos';

/** /area-restrita: the staff landing (CLI_PermissaoAreaRestrita). */
export function AreaRestritaPage() {
  const usuario = lerUsuarioLogado();
  const nome = primeiroNome(usuario?.nome);
  // Only the flag exactly true counts (see auth-storage); the API checks it again on every call.
  const financeiro = usuario?.permissoes.CLI_PermissaoFinanceiro === true;
  const idRequerimentos = useId();
  const idFinanceiro = useId();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Área restrita
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {nome ? `Olá, ${nome}. ` : ''}Acompanhe aqui a gestão interna do portal.
      </Typography>
      <Box component="nav" aria-labelledby={idRequerimentos} sx={{ mb: 3 }}>
        <Typography id={idRequerimentos} variant="h2" sx={{ mb: 1.5 }}>
          Requerimentos
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <AtalhoCard
            itemDeLista
            titulo="Fila de requerimentos"
            descricao="Analise os requerimentos enviados: deferir, indeferir, pedir diligência ou arquivar."
            para={paths.filaRequerimentos}
            icone={<FactCheckOutlined color="primary" aria-hidden="true" />}
          />
          <AtalhoCard
            itemDeLista
            titulo="Requerimentos internos"
            descricao="Registre um requerimento em nome de uma pessoa inscrita, buscando-a pelo CPF ou pela inscrição."
            para={paths.requerimentosInterno}
            icone={<AssignmentIndOutlined color="primary" aria-hidden="true" />}
          />
        </Box>
      </Box>
      {financeiro ? (
        <Box component="nav" aria-labelledby={idFinanceiro} sx={{ mb: 3 }}>
          <Typography id={idFinanceiro} variant="h2" sx={{ mb: 1.5 }}>
            Financeiro
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
            <AtalhoCard
              itemDeLista
              titulo="Inadimplência"
              descricao="Pessoas com débitos vencidos, com filtros por atraso, exercício e valor, e exportação em CSV."
              para={paths.inadimplencia}
              icone={<MoneyOffOutlined color="primary" aria-hidden="true" />}
            />
            <AtalhoCard
              itemDeLista
              titulo="Pagamentos e revisão"
              descricao="Busque títulos por CPF ou número e resolva os pagamentos que não foram liquidados."
              para={paths.financeiroStaff}
              icone={<PaymentsOutlined color="primary" aria-hidden="true" />}
            />
            <AtalhoCard
              itemDeLista
              titulo="Tabela de honorários"
              descricao="Importe uma nova versão da tabela de honorários mínimos a partir de um arquivo CSV."
              para={paths.honorariosStaff}
              icone={<TableChartOutlined color="primary" aria-hidden="true" />}
            />
          </Box>
        </Box>
      ) : null}
      <UltimosAcessos />
    </Container>
  );
}
