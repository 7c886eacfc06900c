/**
 * ViraMais in finance: paying the year's anuidade earns credits (REGRAS_VIRAMAIS: a share of what was paid,
 * valid until December 31 of the following year) — when the single título is paid, or when the payment of an
 * installment leaves the whole split plan paid — in the settlement's transaction; a reversed payment takes them
 * back (ADR 017). Registered at app start (viramais.routes.ts).
 */
import { creditoDaAnuidade, dataEmSaoPaulo, hojeSaoPaulo, validadeDoCredito } from '@portal/contracts';
import type { Tx } from '../../db/transacao.js';
import { quitacaoDoPlano, registrarGanchoLiquidacao, type GanchoLiquidacao } from '../financeiro/index.js';
import { creditarViraMais, reverterCreditosDe, type ReferenciaViraMais } from './ledger.js';

/** The paid título an anuidade credit entry names: the single título, or the installment plan. */
export const REFERENCIA_TITULO_ANUIDADE = 'titulo_anuidade';
export const REFERENCIA_PLANO_ANUIDADE = 'plano_anuidade';

/** What a título of the anuidade is paid as: its own título, or its plan when it is an installment. */
interface TituloAnuidade {
  id: string;
  pessoaId: string;
  exercicio: number | null;
  planoId: string | null;
}

function referenciaDaAnuidade(t: TituloAnuidade): ReferenciaViraMais {
  return t.planoId ? { tipo: REFERENCIA_PLANO_ANUIDADE, id: t.planoId } : { tipo: REFERENCIA_TITULO_ANUIDADE, id: t.id };
}

/**
 * Credits the anuidade paid (`pagoCentavos`, on `diaDoPagamento`) once per payment (`origemId`: the pagamentos
 * row that settled it, the lot's unique origin). The settlement hook and the demo seed both credit through here.
 */
export async function creditarAnuidade(
  tx: Tx,
  t: TituloAnuidade,
  c: { pagoCentavos: number; diaDoPagamento: string; origemId: string; em?: Date },
): Promise<{ loteId: string } | null> {
  const ano = t.exercicio ?? Number(c.diaDoPagamento.slice(0, 4));
  return creditarViraMais(tx, {
    pessoaId: t.pessoaId,
    valorCentavos: creditoDaAnuidade(c.pagoCentavos),
    validoAte: validadeDoCredito(c.diaDoPagamento),
    origem: { tipo: 'anuidade', id: c.origemId },
    referencia: referenciaDaAnuidade(t),
    descricao: t.planoId ? `Anuidade ${ano} paga (parcelada)` : `Anuidade ${ano} paga`,
    ...(c.em ? { em: c.em } : {}),
  });
}

const anuidadePaga: GanchoLiquidacao = {
  async aoLiquidar(tx, _ctx, titulo, pagamento) {
    if (titulo.origem !== 'anuidade' || !titulo.pagoEm) return [];
    let pagoCentavos = Number(titulo.valorPagoCentavos ?? 0);
    if (titulo.planoId) {
      // Only the payment that completes the split plan earns, on all that was paid for it.
      const plano = await quitacaoDoPlano(tx, titulo.planoId);
      if (!plano.quitado) return [];
      pagoCentavos = plano.pagoCentavos;
    }
    await creditarAnuidade(tx, titulo, { pagoCentavos, diaDoPagamento: dataEmSaoPaulo(titulo.pagoEm), origemId: pagamento.id });
    return [];
  },
  async aoEstornar(tx, _ctx, titulo) {
    if (titulo.origem !== 'anuidade') return;
    const ano = titulo.exercicio === null ? '' : ` ${titulo.exercicio}`;
    await reverterCreditosDe(tx, referenciaDaAnuidade(titulo), hojeSaoPaulo(), `Pagamento da anuidade${ano} estornado`);
  },
};

/** Registers the anuidade's settlement hook (harmless when several app instances in one process do it). */
export function registrarCreditoDaAnuidade(): void {
  registrarGanchoLiquidacao('anuidade', anuidadePaga);
}
