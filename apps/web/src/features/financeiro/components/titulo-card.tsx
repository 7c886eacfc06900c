import PictureAsPdf from '@mui/icons-material/PictureAsPdf?leve';
import type { Titulo } from '@portal/contracts';
import { useId, type ReactNode } from 'react';
import { AvisoLeve } from '@/components/aviso-leve';
import { BotaoLeve, LinkBotaoLeve } from '@/components/botao-leve';
import { garantirEstiloTelas } from '@/components/estilo-telas';
import { hrefNegociacao } from '@/config/paths';
import { mensagemDeErro } from '@/lib/api-client';
import { formatarDataBr } from '@portal/contracts/sem-zod';
import { useBaixarRecibo } from '@/components/pagamento/api/recibo';
import { formatarDataEHora } from '@/components/pagamento/formatar-pagamento';
import { ROTULO_ORIGEM_TITULO } from '@portal/contracts/sem-zod';
import { SituacaoTituloChip } from './situacao-titulo-chip';
import { ValorSemQuebra } from './valor-sem-quebra';

garantirEstiloTelas();

/**
 * 'Parcela 3 de 10' / 'Entrada do acordo' for an installment of a plan. An agreement's `parcelas` counts its
 * entry too, but its installments are numbered without it ('parcela 1 de 2' after the entry), as in the título's
 * description and on the plan page.
 */
export function rotuloParcela(plano: NonNullable<Titulo['plano']>): string {
  if (plano.parcela === 0) return 'Entrada do acordo';
  const total = plano.tipo === 'negociacao' ? plano.parcelas - 1 : plano.parcelas;
  return `Parcela ${plano.parcela} de ${total}`;
}

interface TituloCardProps {
  titulo: Titulo;
  /** Opens the payment (e.g. DialogoPagarTitulo). The button appears only when the API offers 'pagar'. */
  onPagar?: (titulo: Titulo) => void;
  /** The pay button's text ('Pagar' unless said). */
  rotuloPagar?: string;
  /** Heading level of the título's description, to fit the page's outline. */
  nivel?: 'h2' | 'h3' | 'h4';
  /** Rendered as an <li> (inside a <ul>); a plain block otherwise. */
  itemDeLista?: boolean;
  /** More content under the figures (e.g. a note). */
  children?: ReactNode;
}

/**
 * A título as a card that reads well at 360 px: situation, description, number, due date, value, today's amount
 * while open (or when and how much was paid), and the actions the API offers: Pagar, Negociar, Recibo (PDF).
 * Plain elements (components/estilo-telas.ts, ADR 067): the card is most of /annuity and /financeiro.
 */
export function TituloCard({ titulo, onPagar, rotuloPagar = 'Pagar', nivel: Nivel = 'h3', itemDeLista = true, children }: TituloCardProps) {
  const idTitulo = useId();
  const recibo = useBaixarRecibo();
  const devido = titulo.devido;
  const pagar = titulo.acoes.includes('pagar') && onPagar;
  const negociar = titulo.acoes.includes('negociar');
  const temRecibo = titulo.acoes.includes('recibo');
  const Caixa = itemDeLista ? 'li' : 'div';

  return (
    <Caixa className={titulo.vencido ? 'pl-cartao-titulo pl-vencido' : 'pl-cartao-titulo'} data-testid="titulo-card" data-nufin={titulo.nufin}>
      <div className="pl-cartao-topo">
        <Nivel id={idTitulo} className="pl-cartao-nome">
          {titulo.descricao}
        </Nivel>
        <SituacaoTituloChip titulo={titulo} />
      </div>
      <p className="pl-texto2 pl-secundario pl-cartao-origem">
        {ROTULO_ORIGEM_TITULO[titulo.origem]} · Título nº {titulo.nufin}
        {titulo.plano ? ` · ${rotuloParcela(titulo.plano)}` : ''}
      </p>
      <div className="pl-cartao-cifras">
        <p className="pl-texto2">
          Vencimento <time dateTime={titulo.vencimento}>{formatarDataBr(titulo.vencimento)}</time>
        </p>
        <p className="pl-texto2">
          Valor <ValorSemQuebra centavos={titulo.valorCentavos} />
        </p>
        {devido ? (
          <p className="pl-texto2 pl-negrito" data-testid="devido-hoje">
            A pagar hoje <ValorSemQuebra centavos={devido.totalCentavos} />
          </p>
        ) : null}
        {titulo.status === 'pago' && titulo.pagoEm ? (
          <p className="pl-texto2" data-testid="pago-em">
            Pago em {formatarDataEHora(titulo.pagoEm)}
            {titulo.valorPagoCentavos !== null ? (
              <>
                {' · '}
                <ValorSemQuebra centavos={titulo.valorPagoCentavos} />
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      {children}
      {pagar || negociar || temRecibo ? (
        <div className="pl-cartao-acoes">
          {pagar ? (
            <BotaoLeve variante="cheio" onClick={() => onPagar(titulo)} aria-haspopup="dialog" aria-describedby={idTitulo}>
              {rotuloPagar}
            </BotaoLeve>
          ) : null}
          {negociar ? (
            <LinkBotaoLeve para={hrefNegociacao(titulo.nufin)} variante="contorno" aria-describedby={idTitulo}>
              Negociar
            </LinkBotaoLeve>
          ) : null}
          {temRecibo ? (
            <BotaoLeve
              variante="contorno"
              onClick={() => recibo.mutate(titulo.nufin)}
              ocupado={recibo.isPending}
              aria-describedby={idTitulo}
              icone={<PictureAsPdf aria-hidden="true" />}
            >
              Recibo (PDF)
            </BotaoLeve>
          ) : null}
        </div>
      ) : null}
      {recibo.isError ? (
        <AvisoLeve tipo="erro" classeExtra="pl-mt">
          {mensagemDeErro(recibo.error)}
        </AvisoLeve>
      ) : null}
    </Caixa>
  );
}
