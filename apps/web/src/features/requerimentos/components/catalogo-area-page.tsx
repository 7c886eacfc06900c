import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { tiposDaArea } from '@portal/contracts';
import { AtalhoCard } from '@/components/atalho-card';
import { EmptyState } from '@/components/empty-state';
import { hrefTipoCasag, hrefTipoOuvidoria, paths } from '@/config/paths';
import { CartaoTipo } from './cartao-tipo';
import { GradeCartoes } from './grade-cartoes';
import { LinkVoltar } from '@/components/link-voltar';

const TEXTOS = {
  casag: {
    titulo: 'Benefícios CASAG',
    descricao: 'Escolha o benefício que deseja pedir. Você preenche o formulário, envia os documentos e recebe um protocolo.',
    rotuloLista: 'Benefícios disponíveis',
    acao: 'Solicitar',
    href: (codigo: string) => hrefTipoCasag(codigo),
  },
  ouvidoria: {
    titulo: 'Ouvidoria',
    descricao: 'Fale com a Ouvidoria: escolha o tipo de manifestação. A denúncia anônima não guarda nenhum dado seu.',
    rotuloLista: 'Tipos de manifestação',
    // A manifestação is registered, not requested.
    acao: 'Registrar',
    href: (codigo: string) => hrefTipoOuvidoria(codigo),
  },
} as const;

/** /home/casag/requerimentos (CASAG benefits) and /home/casag/ouvidoria (ombudsman): the area's types from the catalog. */
export function CatalogoAreaPage({ area }: { area: 'casag' | 'ouvidoria' }) {
  const textos = TEXTOS[area];
  const tipos = tiposDaArea(area);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <LinkVoltar para={paths.homeCasag} destino="a CASAG" />
      <Typography variant="h1" sx={{ mt: 1, mb: 1 }}>
        {textos.titulo}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {textos.descricao}
      </Typography>
      {tipos.length === 0 ? (
        <EmptyState mensagem="Nenhum serviço disponível no momento." />
      ) : (
        <GradeCartoes rotulo={textos.rotuloLista}>
          {tipos.map((t) => (
            <CartaoTipo key={t.codigo} tipo={t} href={textos.href(t.codigo)} rotuloAcao={textos.acao} />
          ))}
        </GradeCartoes>
      )}
      {area === 'ouvidoria' ? (
        <>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 4, mb: 2 }}>
            Já fez uma denúncia anônima?
          </Typography>
          <GradeCartoes rotulo="Acompanhamento">
            <AtalhoCard
              titulo="Acompanhar denúncia anônima"
              descricao="Use a chave de acompanhamento que você recebeu ao enviar a denúncia."
              para={paths.ouvidoriaAcompanhar}
              itemDeLista
              compacto
              icone={<SearchOutlined color="primary" aria-hidden="true" />}
            />
          </GradeCartoes>
        </>
      ) : null}
    </Container>
  );
}
