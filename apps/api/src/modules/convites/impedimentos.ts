import { formatarCentavos, formatarDataBr } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { inscricoes } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import { pendenciasDeAdimplencia } from '../financeiro/index.js';
import { motivoDaSituacaoDaPessoa } from '../inscritos/index.js';

export interface Impedimento {
  mensagem: string;
  link: { rotulo: string; href: string } | null;
}

const LINK_PAGAR = { rotulo: 'Pagar ou negociar', href: '/financeiro' } as const;
const LINK_ENTRADA = { rotulo: 'Pagar a entrada do acordo', href: '/payment-plan' } as const;

/**
 * Why a person may not invite guests now, each with where to fix it: only lawyers with an active inscrição
 * invite, not while suspended (ADR 042), and only when up to date with the OAB (the finance door's pendências). Empty = may invite.
 */
export async function impedimentosParaConvidar(ex: Executor, pessoaId: string, hoje: string): Promise<Impedimento[]> {
  const inscs = await ex.select({ situacao: inscricoes.situacao }).from(inscricoes).where(eq(inscricoes.pessoaId, pessoaId));
  if (inscs.length === 0 || inscs.every((i) => i.situacao === 'cancelado' || i.situacao === 'falecido')) {
    return [{ mensagem: 'Os convites do CEL são para advogados e advogadas com inscrição ativa na OAB.', link: null }];
  }
  // A suspended lawyer invites nobody (ADR 042): the reason, and what he still may do.
  const porSituacao = await motivoDaSituacaoDaPessoa(ex, pessoaId, 'convidar');
  if (porSituacao) return [{ mensagem: porSituacao, link: null }];
  const motivos: Impedimento[] = [];
  const { vencidos, entradas } = await pendenciasDeAdimplencia(ex, pessoaId, hoje);
  if (vencidos.quantidade > 0) {
    const qtd = vencidos.quantidade === 1 ? '1 título vencido' : `${vencidos.quantidade} títulos vencidos`;
    motivos.push({
      mensagem: `Para convidar é preciso estar em dia com a OAB. Você tem ${qtd}, no total de ${formatarCentavos(vencidos.totalCentavos)}.`,
      link: LINK_PAGAR,
    });
  }
  for (const e of entradas) {
    motivos.push({
      mensagem: `Para convidar é preciso estar em dia com a OAB: pague a entrada de ${formatarCentavos(e.valorCentavos)} do acordo nº ${e.numero} (vencimento em ${formatarDataBr(e.vencimento)}).`,
      link: LINK_ENTRADA,
    });
  }
  return motivos;
}
