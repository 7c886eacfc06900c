import PictureAsPdf from '@mui/icons-material/PictureAsPdf?leve';
import type { SituacaoTitulo, Titulo } from '@portal/contracts';
import { useState, type ReactNode } from 'react';
import { AvisoLeve } from '@/components/aviso-leve';
import { BotaoLeve, LinkBotaoLeve } from '@/components/botao-leve';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { garantirEstiloTelas } from '@/components/estilo-telas';
import { FiltroSelecaoLeve } from '@/components/filtro-selecao-leve';
import { LinkVoltar } from '@/components/link-voltar';
import { Paginacao } from '@/components/paginacao';
import { SelecaoLeve } from '@/components/selecao-leve';
import { DialogoPagarTitulo } from '@/components/pagamento/dialogo-pagar-titulo';
import { paths } from '@/config/paths';
import { lerEnum, lerPagina, useFiltrosNaUrl } from '@/hooks/use-filtros-na-url';
import { mensagemDeErro } from '@/lib/api-client';
import { useBaixarDemonstrativo } from '../api/baixar-demonstrativo';
import { useTitulos, type FiltroTitulos } from '../api/get-titulos';
import { ORIGENS_TITULO, ROTULO_ORIGEM_TITULO, ROTULO_SITUACAO_TITULO, SITUACOES_TITULO } from '@portal/contracts/sem-zod';
import { TituloCard } from './titulo-card';

// Plain elements and CSS (components/estilo-telas.ts), no MUI, emotion nor zod on load (ADR 067): the member's títulos
// are a first screen after the home. The payment dialog loads when opened, with MUI and the theme.
garantirEstiloTelas();

type Filtro = 'situacao' | 'origem' | 'ano';

function lerAno(valor: string | null): number | undefined {
  const n = Number(valor);
  return valor && Number.isInteger(n) && n >= 2000 && n <= 2100 ? n : undefined;
}

const VAZIO_POR_SITUACAO: Record<SituacaoTitulo, string> = {
  aberto: 'Nenhum título em aberto.',
  vencido: 'Nenhum título vencido. Tudo em dia!',
  pago: 'Nenhum título pago.',
  renegociado: 'Nenhum título renegociado.',
  cancelado: 'Nenhum título cancelado.',
};

/** What an empty list means for the filters in use. */
function mensagemVazia({ situacao, origem, ano }: Omit<FiltroTitulos, 'pagina'>): string {
  if (situacao && !origem && ano === undefined) return VAZIO_POR_SITUACAO[situacao];
  if (!situacao && !origem && ano !== undefined) return `Nenhum título de ${ano}.`;
  if (!situacao && origem && ano === undefined) return `Nenhum título de ${ROTULO_ORIGEM_TITULO[origem].toLowerCase()}.`;
  const filtros = [
    situacao ? `situação ${ROTULO_SITUACAO_TITULO[situacao].toLowerCase()}` : null,
    origem ? `origem ${ROTULO_ORIGEM_TITULO[origem].toLowerCase()}` : null,
    ano !== undefined ? `ano ${ano}` : null,
  ].filter(Boolean);
  return `Nenhum título com ${filtros.join(', ')}.`;
}

/**
 * 'Demonstrativo de pagamentos (IR)': the year's payments as a PDF, for the income tax return. Offers only the
 * years with confirmed payments (newest first) and opens on the last one.
 */
function Demonstrativo({ anos }: { anos: number[] }) {
  const [ano, setAno] = useState<number | null>(null);
  const baixar = useBaixarDemonstrativo();
  const escolhido = ano ?? anos[0] ?? null;
  return (
    <section className="pl-painel pl-demonstrativo" aria-labelledby="demonstrativo">
      <h2 id="demonstrativo" className="pl-secao-titulo pl-titulo-mb1">
        Demonstrativo de pagamentos (IR)
      </h2>
      <p className="pl-texto2 pl-secundario pl-p-mb2">Os pagamentos confirmados no ano, com data, título e valor, para a declaração do Imposto de Renda.</p>
      {escolhido === null ? (
        <p className="pl-p" data-testid="demonstrativo-sem-pagamentos">
          Você ainda não tem pagamentos confirmados; o demonstrativo fica disponível depois do primeiro pagamento.
        </p>
      ) : (
        <div className="pl-linha-campos">
          <SelecaoLeve
            id="demonstrativo-ano"
            label="Ano do demonstrativo"
            larguraMinima={140}
            value={escolhido}
            onChange={(e) => {
              baixar.reset();
              setAno(Number(e.target.value));
            }}
          >
            {anos.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </SelecaoLeve>
          <BotaoLeve variante="contorno" onClick={() => baixar.mutate(escolhido)} ocupado={baixar.isPending} icone={<PictureAsPdf aria-hidden="true" />}>
            Baixar demonstrativo (PDF)
          </BotaoLeve>
        </div>
      )}
      {baixar.isError ? (
        <AvisoLeve tipo="erro" classeExtra="pl-mt2" data-testid="erro-demonstrativo">
          {mensagemDeErro(baixar.error)}
        </AvisoLeve>
      ) : null}
    </section>
  );
}

/**
 * /financeiro: the member's títulos with filters in the URL (?situacao=&origem=&ano=&pagina=), each with what it
 * costs today and its actions (pay by PIX or boleto in a dialog, negotiate an overdue debt, download the receipt),
 * and the yearly statement of payments.
 */
export function MeusTitulosPage() {
  const { params, alterar, irParaPagina, limpar } = useFiltrosNaUrl();
  const situacao = lerEnum(params.get('situacao'), SITUACOES_TITULO);
  const origem = lerEnum(params.get('origem'), ORIGENS_TITULO);
  const ano = lerAno(params.get('ano'));
  const pagina = lerPagina(params.get('pagina'));
  const comFiltro = Boolean(situacao ?? origem ?? ano);
  const consulta = useTitulos({ situacao, origem, ano, pagina });
  const [pagando, setPagando] = useState<Titulo | null>(null);

  // A new filter starts from the first page.
  const mudar = (chave: Filtro, valor: string) => alterar({ [chave]: valor }, { substituir: true });
  const limparFiltros = limpar;

  const anos = consulta.data?.anos ?? [];
  // The year in the URL stays selectable even when the list no longer names it.
  const anosDoFiltro = ano !== undefined && !anos.includes(ano) ? [ano, ...anos] : anos;

  let conteudo: ReactNode;
  if (consulta.isPending) {
    conteudo = (
      <div role="status" aria-label="Carregando seus títulos">
        {[0, 1, 2].map((i) => (
          <span key={i} className="pl-esqueleto pl-esqueleto-cartao" />
        ))}
      </div>
    );
  } else if (consulta.isError) {
    conteudo = <ErrorState mensagem={mensagemDeErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} tentando={consulta.isFetching} />;
  } else if (consulta.data.itens.length === 0) {
    conteudo = (
      <div className="pl-centro" data-testid="titulos-vazio">
        <EmptyState mensagem={comFiltro ? mensagemVazia({ situacao, origem, ano }) : pagina > 1 ? 'Não há títulos nesta página.' : 'Você não tem títulos.'} />
        {comFiltro ? (
          <BotaoLeve onClick={limparFiltros}>Ver todos os títulos</BotaoLeve>
        ) : pagina > 1 ? (
          <BotaoLeve onClick={() => irParaPagina(1)}>Ir para a primeira página</BotaoLeve>
        ) : null}
      </div>
    );
  } else {
    const { itens, total, porPagina } = consulta.data;
    conteudo = (
      <>
        <p className="pl-texto2 pl-secundario pl-mb" aria-live="polite" data-testid="titulos-total">
          {total === 1 ? '1 título' : `${total} títulos`}
        </p>
        <ul className="pl-lista" aria-label="Títulos" aria-busy={consulta.isPlaceholderData} style={consulta.isPlaceholderData ? { opacity: 0.6 } : undefined}>
          {itens.map((t) => (
            <TituloCard key={t.id} titulo={t} onPagar={setPagando} />
          ))}
        </ul>
        <Paginacao rotulo="Páginas de títulos" pagina={pagina} paginas={Math.max(1, Math.ceil(total / Math.max(1, porPagina)))} onMudar={(p) => irParaPagina(p)} />
      </>
    );
  }

  return (
    <div className="pl-conteudo">
      <LinkVoltar para={paths.homeOab} destino="a OAB-GO" />
      <h1 className="pl-h1 pl-h1-tela">Meus títulos</h1>
      <p className="pl-p-mb2 pl-secundario">Anuidades, taxas e outros valores: pague por PIX ou boleto, negocie os vencidos e baixe os recibos.</p>
      <div className="pl-acoes pl-acoes-juntas pl-mb3">
        <LinkBotaoLeve para={paths.annuity} variante="contorno">
          Anuidade
        </LinkBotaoLeve>
        <LinkBotaoLeve para={paths.paymentPlan} variante="contorno">
          Plano de pagamento
        </LinkBotaoLeve>
      </div>

      <form role="search" aria-label="Filtrar títulos" className="pl-filtros pl-mb3" onSubmit={(e) => e.preventDefault()}>
        <FiltroSelecaoLeve
          id="filtro-situacao"
          rotulo="Situação"
          valor={situacao ?? ''}
          onMudar={(v) => mudar('situacao', v)}
          semFiltro="Todas"
          opcoes={SITUACOES_TITULO.map((s) => ({ valor: s, rotulo: ROTULO_SITUACAO_TITULO[s] }))}
          larguraMinima={170}
        />
        <FiltroSelecaoLeve
          id="filtro-origem"
          rotulo="Origem"
          valor={origem ?? ''}
          onMudar={(v) => mudar('origem', v)}
          semFiltro="Todas"
          opcoes={ORIGENS_TITULO.map((o) => ({ valor: o, rotulo: ROTULO_ORIGEM_TITULO[o] }))}
          larguraMinima={200}
        />
        <FiltroSelecaoLeve
          id="filtro-ano"
          rotulo="Ano"
          valor={ano === undefined || ano === null ? '' : String(ano)}
          onMudar={(v) => mudar('ano', v)}
          semFiltro="Todos"
          opcoes={anosDoFiltro.map((a) => ({ valor: String(a), rotulo: String(a) }))}
          larguraMinima={120}
        />
        {comFiltro ? (
          <BotaoLeve onClick={limparFiltros} classeExtra="pl-limpar-filtros">
            Limpar filtros
          </BotaoLeve>
        ) : null}
      </form>

      <section aria-labelledby="lista-titulos">
        <h2 id="lista-titulos" className="pl-secao-titulo pl-titulo-mb1">
          Títulos
        </h2>
        {conteudo}
      </section>

      {consulta.data ? <Demonstrativo anos={consulta.data.anosComPagamentos} /> : null}

      {pagando ? <DialogoPagarTitulo titulo={pagando} aoFechar={() => setPagando(null)} /> : null}
    </div>
  );
}
