import { tiposDaArea } from '@portal/contracts/sem-zod';
import type { ReactNode } from 'react';
import { AvisoLeve } from '@/components/aviso-leve';
import { LinkBotaoLeve } from '@/components/botao-leve';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { garantirEstiloTelas } from '@/components/estilo-telas';
import { LinkVoltar } from '@/components/link-voltar';
import { hrefNovoRequerimentoOab, paths } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { lerUsuarioLogado } from '@/lib/auth-storage';
import { useUsuarioAtual } from '@/lib/get-usuario-atual';
import { useRequerimentos } from '../api/get-requerimentos';
import { CarregandoLista } from './carregando-lista';
import { CartaoTipo } from './cartao-tipo';
import { GradeCartoes } from './grade-cartoes';
import { ListaDeRequerimentos } from './item-requerimento';

// Plain elements and CSS (components/estilo-telas.ts), no MUI, emotion nor zod on load (ADR 067): the member's
// requests are a first screen after the home. The cancel dialog loads when opened, with MUI and the theme.
garantirEstiloTelas();

/** How many open requests the landing shows before pointing to the full list. */
const QUANTOS_ABERTOS = 10;

function Secao({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="pl-mb4">
      <h2 id={id} className="pl-secao-titulo pl-titulo-mb2">
        {titulo}
      </h2>
      {children}
    </section>
  );
}

function Servicos() {
  const servicos = tiposDaArea('oab');
  return (
    <Secao id="servicos-oab" titulo="Serviços">
      {servicos.length === 0 ? (
        <EmptyState mensagem="Nenhum serviço disponível no momento." />
      ) : (
        <GradeCartoes rotulo="Serviços da OAB">
          {servicos.map((t) => (
            <CartaoTipo key={t.codigo} tipo={t} href={hrefNovoRequerimentoOab(t.codigo)} mostrarTaxa nivel="h3" />
          ))}
        </GradeCartoes>
      )}
    </Secao>
  );
}

function SecaoAbertos({ children }: { children: ReactNode }) {
  return (
    <Secao id="abertos-oab" titulo="Seus requerimentos em aberto">
      {children}
      <LinkBotaoLeve para={paths.requerimentos} classeExtra="pl-mt pl-recuado">
        Ver todos os meus requerimentos OAB
      </LinkBotaoLeve>
    </Secao>
  );
}

/**
 * /requerimento: the member's OAB requests still open and the OAB services of the catalog (with fees). The open
 * requests come first when there are any (on a phone the services are a long column); with none, the services
 * lead and a short note follows them.
 */
export function RequerimentoIndexPage() {
  const usuario = useUsuarioAtual().data ?? lerUsuarioLogado();
  if (usuario && !usuario.isAdvogado) return <SemInscricao />;
  return <ServicosEAbertos />;
}

/**
 * A collaborator (no inscrição) asks for no OAB service: every one is for lawyers, and the API refuses them. Said at
 * once, instead of cards whose "Solicitar" would only say so after the click.
 */
function SemInscricao() {
  return (
    <div className="pl-conteudo">
      <LinkVoltar para={paths.homeOab} destino="a OAB-GO" />
      <h1 className="pl-h1 pl-h1-tela pl-h1-mb2">Requerimentos OAB</h1>
      <AvisoLeve tipo="info" role="alert" data-testid="aviso-sem-inscricao">
        <p className="pl-p pl-forte">Você acessa o portal como colaborador(a).</p>
        <p className="pl-p">Os serviços da OAB são exclusivos de advogados inscritos.</p>
      </AvisoLeve>
      <LinkBotaoLeve para={paths.meusRequerimentos} classeExtra="pl-mt2 pl-recuado">
        Ver meus requerimentos
      </LinkBotaoLeve>
    </div>
  );
}

function ServicosEAbertos() {
  const consulta = useRequerimentos({ area: 'oab', abertos: true, pagina: 1, tamanho: QUANTOS_ABERTOS });

  let abertos: ReactNode;
  let primeiro = true;
  if (consulta.isPending) abertos = <CarregandoLista rotulo="Carregando seus requerimentos em aberto" linhas={2} />;
  else if (consulta.isError) {
    abertos = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  } else if (consulta.data.itens.length === 0) {
    primeiro = false;
    abertos = (
      <div className="pl-contorno">
        <EmptyState mensagem="Você não tem requerimentos OAB em aberto. Escolha um serviço acima para começar." />
      </div>
    );
  } else {
    const { itens, total } = consulta.data;
    abertos = (
      <>
        <ListaDeRequerimentos itens={itens} rotulo="Requerimentos OAB em aberto" nivel="h3" />
        {total > itens.length ? (
          <p className="pl-texto2 pl-secundario pl-mt">
            Mostrando {itens.length} de {total}.
          </p>
        ) : null}
      </>
    );
  }

  return (
    <div className="pl-conteudo">
      <LinkVoltar para={paths.homeOab} destino="a OAB-GO" />
      <h1 className="pl-h1 pl-h1-tela">Requerimentos OAB</h1>
      <p className="pl-intro">
        Peça serviços da OAB pelo portal: preencha o formulário, envie os documentos, pague a taxa e acompanhe o andamento.
      </p>
      {primeiro ? <SecaoAbertos>{abertos}</SecaoAbertos> : null}
      <Servicos />
      {primeiro ? null : <SecaoAbertos>{abertos}</SecaoAbertos>}
    </div>
  );
}
