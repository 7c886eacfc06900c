import { REGRAS_ANUIDADE, type Anuidade, type Titulo } from '@portal/contracts';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AvisoLeve } from '@/components/aviso-leve';
import { BotaoLeve, LinkBotaoLeve } from '@/components/botao-leve';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { garantirEstiloTelas } from '@/components/estilo-telas';
import { LinkVoltar } from '@/components/link-voltar';
import { LoadingState } from '@/components/loading-state';
import { SecaoLeve } from '@/components/secao-leve';
import { SelecaoLeve } from '@/components/selecao-leve';
import { DialogoPagarTitulo } from '@/components/pagamento/dialogo-pagar-titulo';
import { formatarPercentual } from '@/components/pagamento/formatar-pagamento';
import { paths } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { formatarCentavos, formatarDataBr } from '@portal/contracts/sem-zod';
import { contagem } from '@/lib/plural';
import { useAnuidade } from '../api/get-anuidade';
import type { OpcaoParcelamento } from './dialogo-parcelar-anuidade';
import { TituloCard } from './titulo-card';

// Plain elements and CSS (components/estilo-telas.ts), no MUI, emotion nor zod on load (ADR 067): the anuidade is a
// member's first screen after the home. What opens on a click (the split's confirmation, the payment) loads then,
// with MUI and the theme.
garantirEstiloTelas();

/** The split's confirmation: its own chunk, asked for when the member points at or focuses "Parcelar". */
const carregarDialogoParcelar = () => import('./dialogo-parcelar-anuidade');
const DialogoParcelarAnuidade = lazy(() => carregarDialogoParcelar().then((m) => ({ default: m.DialogoParcelarAnuidade })));
const preCarregarDialogoParcelar = () => void carregarDialogoParcelar();

function Pagina({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <div className="pl-conteudo">
      <LinkVoltar para={paths.homeOab} destino="a OAB-GO" />
      <h1 className="pl-h1 pl-h1-tela">{titulo}</h1>
      {children}
    </div>
  );
}

/** "Meus títulos" and "Voltar ao início", under a notice that there is nothing to pay here. */
function SaidasSemAnuidade() {
  return (
    <div className="pl-acoes pl-acoes-largas">
      <LinkBotaoLeve para={paths.financeiro} variante="cheio">
        Meus títulos
      </LinkBotaoLeve>
      <LinkBotaoLeve para={paths.home} variante="contorno">
        Voltar ao início
      </LinkBotaoLeve>
    </div>
  );
}

/** Someone who is not a lawyer owes no anuidade: said plainly, with where to go instead. */
function SemInscricao({ mensagem }: { mensagem: string }) {
  return (
    <div className="pl-pilha-2" data-testid="sem-inscricao">
      <AvisoLeve tipo="info" role="alert" titulo="Não há anuidade para você" classeExtra="pl-esticado">
        {mensagem} Como seu cadastro não tem inscrição na OAB, não
        existe anuidade a pagar. Outros valores, como taxas de requerimentos, ficam em Meus títulos.
      </AvisoLeve>
      <SaidasSemAnuidade />
    </div>
  );
}

/** A year whose anuidade table the section has not entered yet: nothing to pay yet, said plainly (ADR 045). */
function SemTabela({ exercicio, mensagem }: { exercicio: number; mensagem: string }) {
  return (
    <div className="pl-pilha-2" data-testid="sem-tabela">
      <AvisoLeve tipo="info" role="alert" titulo={`Anuidade ${exercicio} ainda não lançada`} classeExtra="pl-esticado">
        {mensagem} Outros valores, como taxas de requerimentos, ficam em Meus títulos.
      </AvisoLeve>
      <SaidasSemAnuidade />
    </div>
  );
}

/** This year's anuidade: the single título (cota única) or the installments once split. */
function TitulosDoAno({ anuidade, aviso, onPagar }: { anuidade: Anuidade; aviso: ReactNode; onPagar: (t: Titulo, cotaUnica: boolean) => void }) {
  const parcelas = anuidade.titulos.filter((t) => t.plano !== null).sort((a, b) => (a.plano?.parcela ?? 0) - (b.plano?.parcela ?? 0));
  const unicos = anuidade.titulos.filter((t) => t.plano === null && (parcelas.length === 0 || t.status !== 'renegociado'));
  return (
    <SecaoLeve id="anuidade-do-ano" titulo={`Sua anuidade de ${anuidade.exercicio}`}>
      {aviso}
      {anuidade.titulos.length === 0 ? <EmptyState mensagem={`A anuidade de ${anuidade.exercicio} ainda não foi lançada.`} /> : null}
      {unicos.length > 0 ? (
        <ul className="pl-lista" aria-label="Cota única">
          {unicos.map((t) => (
            <TituloCard key={t.id} titulo={t} onPagar={(x) => onPagar(x, true)} rotuloPagar="Pagar em cota única" />
          ))}
        </ul>
      ) : null}
      {unicos.some((t) => t.status === 'renegociado') ? (
        <p className="pl-texto2 pl-mt">
          Esta anuidade entrou num acordo de negociação.{' '}
          <Link className="pl-link" to={paths.paymentPlan}>
            Veja e pague as parcelas em Plano de pagamento
          </Link>
          .
        </p>
      ) : null}
      {parcelas.length > 0 ? (
        <>
          <p className="pl-texto2 pl-secundario pl-mb">
            Anuidade parcelada em {parcelas.length} vezes. Pague cada parcela até o vencimento para evitar multa e juros.
          </p>
          <ul className="pl-lista" aria-label="Parcelas da anuidade">
            {parcelas.map((t) => (
              <TituloCard key={t.id} titulo={t} onPagar={(x) => onPagar(x, false)} />
            ))}
          </ul>
        </>
      ) : null}
    </SecaoLeve>
  );
}

function DescontoAntecipado({ anuidade }: { anuidade: Anuidade }) {
  const d = anuidade.descontoAntecipado;
  const resumo = `${formatarPercentual(d.percentualBp)} de desconto (${formatarCentavos(d.valorCentavos)} a menos) para pagamento em cota única até ${formatarDataBr(d.ate)}`;
  return (
    <SecaoLeve id="desconto-antecipado" titulo="Desconto para pagamento antecipado">
      {d.disponivel ? (
        <p className="pl-p" data-testid="desconto">
          Você tem {resumo}. O desconto já está no valor a pagar hoje.
        </p>
      ) : (
        // The API's reason is a whole sentence; the title says which discount it is about.
        <AvisoLeve
          tipo="info"
          role="alert"
          data-testid="desconto"
          titulo={
            <>
              Sem o desconto de {formatarPercentual(d.percentualBp)} até {formatarDataBr(d.ate)}
            </>
          }
        >
          {d.motivo ?? 'O desconto vale só para quem está em dia e paga a cota única dentro do prazo.'}
        </AvisoLeve>
      )}
    </SecaoLeve>
  );
}

/** 'Parcelar': how many installments, what each costs and when they fall due; confirmed in a dialog. */
function Parcelar({ exercicio, opcoes, aoParcelar }: { exercicio: number; opcoes: OpcaoParcelamento[]; aoParcelar: (parcelas: number) => void }) {
  const [parcelas, setParcelas] = useState<number>(opcoes[0]?.parcelas ?? 2);
  const [confirmando, setConfirmando] = useState(false);
  const opcao = opcoes.find((o) => o.parcelas === parcelas) ?? opcoes[0];
  if (!opcao) return null;

  return (
    <SecaoLeve id="parcelar" titulo="Parcelar">
      <p className="pl-texto2 pl-secundario pl-p-mb2">
        Prefere pagar aos poucos? Divida a anuidade em até {opcoes.at(-1)?.parcelas ?? REGRAS_ANUIDADE.parcelasMaximo} parcelas mensais, sem juros. Ao parcelar, o
        desconto da cota única deixa de valer.
      </p>
      <div className="pl-pilha-2">
        <SelecaoLeve id="numero-parcelas" label="Número de parcelas" larguraMinima={280} value={opcao.parcelas} onChange={(e) => setParcelas(Number(e.target.value))}>
          {opcoes.map((o) => (
            <option key={o.parcelas} value={o.parcelas}>
              {contagem(o.parcelas, 'parcela', 'parcelas')} de {formatarCentavos(o.valorParcelaCentavos)}
            </option>
          ))}
        </SelecaoLeve>
        <p className="pl-p" data-testid="resumo-parcelamento">
          {contagem(opcao.parcelas, 'parcela', 'parcelas')} de {formatarCentavos(opcao.valorParcelaCentavos)}: a primeira vence em {formatarDataBr(opcao.primeiroVencimento)} e a
          última em {formatarDataBr(opcao.ultimoVencimento)}.
        </p>
        <BotaoLeve
          variante="contorno"
          onClick={() => setConfirmando(true)}
          onPointerEnter={preCarregarDialogoParcelar}
          onFocus={preCarregarDialogoParcelar}
          aria-haspopup="dialog"
        >
          Parcelar
        </BotaoLeve>
      </div>
      {confirmando ? (
        <Suspense fallback={null}>
          <DialogoParcelarAnuidade
            exercicio={exercicio}
            opcao={opcao}
            aoFechar={() => setConfirmando(false)}
            aoParcelar={(n) => {
              setConfirmando(false);
              aoParcelar(n);
            }}
          />
        </Suspense>
      ) : null}
    </SecaoLeve>
  );
}

function TabelaFaixas({ anuidade }: { anuidade: Anuidade }) {
  return (
    <SecaoLeve id="faixa" titulo="Sua faixa">
      <p className="pl-p-mb2" data-testid="faixa">
        Você está na faixa <strong>{anuidade.faixa.descricao}</strong>: {formatarCentavos(anuidade.faixa.valorCentavos)} em {anuidade.exercicio}. A
        faixa depende do tempo desde a sua inscrição.
      </p>
      <table className="pl-tabela">
        <caption>Valores da anuidade {anuidade.exercicio} por tempo de inscrição</caption>
        <thead>
          <tr>
            <th scope="col">Faixa</th>
            <th scope="col" className="pl-direita">
              Valor
            </th>
          </tr>
        </thead>
        <tbody>
          {anuidade.faixas.map((f) => {
            const sua = f.codigo === anuidade.faixa.codigo;
            return (
              <tr key={f.codigo} aria-current={sua ? 'true' : undefined}>
                <th scope="row" style={{ overflowWrap: 'anywhere' }}>
                  {f.descricao}
                  {sua ? ' (sua faixa)' : ''}
                </th>
                <td className="pl-direita pl-sem-quebra">{formatarCentavos(f.valorCentavos)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </SecaoLeve>
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
    <div className="pl-pilha-tela">
      <TitulosDoAno
        anuidade={anuidade}
        onPagar={(titulo, cotaUnica) => setPagando({ titulo, cotaUnica })}
        aviso={
          parceladoEm !== null ? (
            <div ref={aviso} tabIndex={-1} className="pl-mb2" data-testid="parcelado">
              <AvisoLeve tipo="sucesso" role="alert">
                Anuidade parcelada em {parceladoEm} vezes. Pague cada parcela abaixo.
              </AvisoLeve>
            </div>
          ) : null
        }
      />
      <DescontoAntecipado anuidade={anuidade} />
      {anuidade.parcelamento && anuidade.parcelamento.opcoes.length > 0 ? (
        <Parcelar exercicio={anuidade.exercicio} opcoes={anuidade.parcelamento.opcoes} aoParcelar={setParceladoEm} />
      ) : null}
      <TabelaFaixas anuidade={anuidade} />
      {anuidade.anteriores.length > 0 ? (
        <SecaoLeve id="anteriores" titulo="Anos anteriores">
          <ul className="pl-lista" aria-label="Anuidades de anos anteriores">
            {anuidade.anteriores.map((t) => (
              <TituloCard key={t.id} titulo={t} onPagar={(x) => setPagando({ titulo: x, cotaUnica: false })} />
            ))}
          </ul>
        </SecaoLeve>
      ) : null}
      <div className="pl-acoes">
        <LinkBotaoLeve para={paths.financeiro}>Meus títulos e recibos</LinkBotaoLeve>
        <LinkBotaoLeve para={paths.paymentPlan}>Plano de pagamento</LinkBotaoLeve>
      </div>
      {pagando ? (
        <DialogoPagarTitulo
          titulo={pagando.titulo}
          rotulo={pagando.cotaUnica ? 'Pagar em cota única' : 'Pagar título'}
          aoFechar={() => setPagando(null)}
        />
      ) : null}
    </div>
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
      <p className="pl-intro">
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
      </p>
      <Conteudo anuidade={anuidade} />
    </Pagina>
  );
}
