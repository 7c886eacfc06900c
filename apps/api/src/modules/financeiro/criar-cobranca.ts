/**
 * A charge (cobrança) of a título by PIX or boleto for what it costs today. Reuses the active one of the same
 * means when it still holds (same amount; a PIX valid for 5 more minutes, a boleto not past due), otherwise
 * marks it substituida and makes a new one. The título row is locked while the charge is stored, so two
 * clicks on 'Pagar' make one charge; a charge at the PSP (API Pix) is requested before that lock is taken.
 */
import { BOLETO_DIAS_VENCIMENTO, somarDias, type Devido, type MeioPagamento, hojeSaoPaulo } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { cobrancas, pessoas, titulos } from '../../db/schema/index.js';
import { AppError, naoEncontrado } from '../../lib/app-error.js';
import { novoNossoNumero } from '../../lib/pagamentos/boleto-convenio.js';
import { devidoDoTitulo, estaAdimplente, type LinhaTitulo } from './titulo.js';
import type { Executor, Tx } from '../../db/transacao.js';
import { removerNoPsp, type CobrancaRetirada } from './remover-no-psp.js';
import { ganchoDe } from './ganchos-liquidacao.js';
import type { Contexto } from '../../lib/contexto.js';

export type LinhaCobranca = typeof cobrancas.$inferSelect;

/** What issuing a charge uses of the app's services. */
export type ContextoCobranca = Pick<Contexto, 'db' | 'pagamentos' | 'config' | 'log'>;

export const tituloNaoEncontrado = () => naoEncontrado('Título não encontrado.');

/** A PIX charge is reused only while it has this much life left (time to open the bank app and pay). */
const FOLGA_PIX_MS = 5 * 60_000;
/** A título whose area lets it be paid for less than this no longer gets a PIX charge (no one pays that fast). */
const MINIMO_PIX_S = 60;
/** Attempts at a free nosso número (10 random digits: a clash is rare, two in a row rarer still). */
const TENTATIVAS_NOSSO_NUMERO = 5;

/** 409 for a título that cannot be paid, saying why. */
export function exigirAberto(t: Pick<LinhaTitulo, 'status'>): void {
  switch (t.status) {
    case 'aberto':
      return;
    case 'pago':
      throw new AppError('TITULO_PAGO', 'Este título já foi pago.');
    case 'renegociado':
      throw new AppError('TITULO_RENEGOCIADO', 'Este título foi renegociado: pague as parcelas do acordo.');
    case 'cancelado':
    case 'vencido':
      // 'vencido' is never stored (it is derived); a row saying so is treated as not payable rather than guessed.
      throw new AppError('TITULO_CANCELADO', 'Este título foi cancelado.');
    default: {
      const nunca: never = t.status;
      throw new Error(`status de título desconhecido: ${String(nunca)}`);
    }
  }
}

export interface PedidoCobranca {
  nufin: number;
  meio: MeioPagamento;
  /** The member asking (only their own títulos; anything else 404); null = staff (sandbox simulation). */
  pessoaId: string | null;
}

export interface CobrancaFeita {
  linha: LinhaCobranca;
  nufin: number;
  /** false = an active charge still good for today was reused. */
  criada: boolean;
}

function aindaVale(c: LinhaCobranca, agora: Date, hoje: string, pagavelAte: Date | null): boolean {
  if (c.meio !== 'pix') return c.vencimento !== null && c.vencimento >= hoje;
  if (c.expiraEm === null) return false;
  if (pagavelAte) {
    // Never one that outlives what the título pays for; one cut at that limit is as good as a new one would be,
    // to its last minute.
    if (c.expiraEm.getTime() > pagavelAte.getTime() + 1000) return false;
    if (c.expiraEm.getTime() >= pagavelAte.getTime() - 1000) return pagavelAte.getTime() > agora.getTime() + MINIMO_PIX_S * 1000;
  }
  return c.expiraEm.getTime() > agora.getTime() + FOLGA_PIX_MS;
}

/**
 * How long a new PIX charge lives (s): the configured time, cut at the instant the título's area stops holding
 * what it pays for (a reservation); 409 when that is less than a minute away.
 */
function expiracaoPixS(ctx: ContextoCobranca, s: Situacao, desde: Date): number {
  const configurada = ctx.config.pagamentos.pix.expiracaoS;
  if (!s.pagavelAte) return configurada;
  const restante = Math.floor((s.pagavelAte.getTime() - desde.getTime()) / 1000);
  if (restante < MINIMO_PIX_S) {
    throw new AppError('PRAZO_ENCERRADO', 'O prazo para pagar este título por PIX terminou. Gere um boleto ou faça um novo pedido.');
  }
  return Math.min(configurada, restante);
}

/**
 * The boleto's due date: the título's own while it is not past due (the discount's last day when the amount
 * carries the discount, so it cannot be paid late at the lower price); for an overdue título, a few days
 * from today for the amount computed today.
 */
export function vencimentoDoBoleto(t: Pick<LinhaTitulo, 'vencimento' | 'descontoAte'>, hoje: string, comDesconto: boolean): string {
  if (t.vencimento < hoje) return somarDias(hoje, BOLETO_DIAS_VENCIMENTO);
  if (comDesconto && t.descontoAte && t.descontoAte >= hoje && t.descontoAte < t.vencimento) return t.descontoAte;
  return t.vencimento;
}

/**
 * What a charge of this título by this means would be right now, read in `ex`; with `bloquear`, the título
 * row and then its active charges of that means are locked (the order título → cobrança used everywhere).
 */
interface Situacao {
  titulo: LinhaTitulo;
  devido: Devido;
  hoje: string;
  agora: Date;
  /** The active charges of the same means. */
  ativas: LinhaCobranca[];
  /** One of them still good for today's amount, if any. */
  reutilizavel: LinhaCobranca | null;
  /** Until when the título's area lets it be paid (ganchos-liquidacao.ts `pagavelAte`); null = no limit. Read for PIX only. */
  pagavelAte: Date | null;
}

async function situacao(ex: Executor, p: PedidoCobranca, bloquear: boolean): Promise<Situacao> {
  const consulta = ex.select().from(titulos).where(eq(titulos.nufin, p.nufin)).limit(1);
  const [t] = bloquear ? await consulta.for('update') : await consulta;
  if (!t || (p.pessoaId !== null && t.pessoaId !== p.pessoaId)) throw tituloNaoEncontrado();
  exigirAberto(t);

  const hoje = hojeSaoPaulo();
  const agora = new Date();
  const precisaAdimplencia = t.origem === 'anuidade' && t.descontoCentavos > 0;
  const adimplente = precisaAdimplencia ? await estaAdimplente(ex, t.pessoaId, hoje, t.id) : true;
  const devido = devidoDoTitulo(t, hoje, adimplente);
  if (devido.totalCentavos <= 0) throw new AppError('SEM_VALOR', 'Este título não tem valor a pagar.');

  const consultaAtivas = ex
    .select()
    .from(cobrancas)
    .where(and(eq(cobrancas.tituloId, t.id), eq(cobrancas.meio, p.meio), eq(cobrancas.status, 'ativa')));
  const ativas = bloquear ? await consultaAtivas.for('update') : await consultaAtivas;
  const pagavelAte = p.meio === 'pix' ? ((await ganchoDe(t.origem)?.pagavelAte?.(ex, t)) ?? null) : null;
  const reutilizavel = ativas.find((c) => c.valorCentavos === devido.totalCentavos && aindaVale(c, agora, hoje, pagavelAte)) ?? null;
  return { titulo: t, devido, hoje, agora, ativas, reutilizavel, pagavelAte };
}

function baseDe(ctx: ContextoCobranca, s: Situacao, meio: MeioPagamento): BaseCobranca {
  return {
    tituloId: s.titulo.id,
    meio,
    provedor: ctx.pagamentos.provedor.nome,
    valorCentavos: s.devido.totalCentavos,
    principalCentavos: s.devido.principalCentavos,
    descontoCentavos: s.devido.descontoCentavos,
    multaCentavos: s.devido.multaCentavos,
    jurosCentavos: s.devido.jurosCentavos,
    diasAtraso: s.devido.diasAtraso,
  };
}

/** Marks the old active charges substituida (they are locked in `tx`). */
async function substituir(tx: Tx, ativas: readonly LinhaCobranca[]): Promise<void> {
  if (ativas.length === 0) return;
  await tx
    .update(cobrancas)
    .set({ status: 'substituida' })
    .where(inArray(cobrancas.id, ativas.map((c) => c.id)));
}

async function devedorDe(ex: Executor, t: LinhaTitulo): Promise<{ cpf: string; nome: string }> {
  const [devedor] = await ex.select({ cpf: pessoas.cpf, nome: pessoas.nome }).from(pessoas).where(eq(pessoas.id, t.pessoaId)).limit(1);
  if (!devedor) throw tituloNaoEncontrado();
  return devedor;
}

const descricaoDe = (t: LinhaTitulo) => `${t.descricao} (título ${t.nufin})`;

export async function criarCobranca(ctx: ContextoCobranca, p: PedidoCobranca): Promise<CobrancaFeita> {
  if (p.meio === 'pix' && ctx.pagamentos.provedor.nome === 'bcb') return criarCobrancaPixNoPsp(ctx, p);
  // The sandbox's PIX and every boleto are made here, with no network: all of it inside one transaction with
  // the título locked, so a second click waits and then reuses this charge.
  return ctx.db.transaction(async (tx) => {
    const s = await situacao(tx, p, true);
    if (s.reutilizavel) return { linha: s.reutilizavel, nufin: s.titulo.nufin, criada: false };
    await substituir(tx, s.ativas);
    const base = baseDe(ctx, s, p.meio);
    const linha =
      p.meio === 'pix'
        ? await novaCobrancaPixLocal(tx, ctx, s, base)
        : await novoBoleto(tx, ctx, s.titulo, base, s.hoje, s.devido.descontoCentavos > 0);
    return { linha, nufin: s.titulo.nufin, criada: true };
  });
}

type BaseCobranca = Omit<typeof cobrancas.$inferInsert, 'txid'>;

async function novaCobrancaPixLocal(tx: Tx, ctx: ContextoCobranca, s: Situacao, base: BaseCobranca): Promise<LinhaCobranca> {
  const provedor = ctx.pagamentos.provedor;
  const expiracaoS = expiracaoPixS(ctx, s, s.agora);
  const txid = provedor.novoTxidPix();
  const criada = await provedor.criarCobrancaPix({
    txid,
    valorCentavos: base.valorCentavos,
    expiracaoS,
    devedor: await devedorDe(tx, s.titulo),
    descricao: descricaoDe(s.titulo),
  });
  const [linha] = await tx
    .insert(cobrancas)
    .values({ ...base, txid, brCode: criada.copiaECola, location: criada.location, expiraEm: new Date(s.agora.getTime() + expiracaoS * 1000) })
    .returning();
  if (!linha) throw new Error('cobrança PIX não gravada');
  return linha;
}

/** Rounds of "read, create at the PSP, store" before giving up when the amount keeps moving (it moves at midnight). */
const TENTATIVAS_PSP = 3;

/**
 * A PIX charge at the PSP (API Pix). No database lock is held while the PSP answers: a slow PSP would
 * otherwise keep the título locked (and the settlement of a payment waiting on it) for as long as it takes.
 * 1. without locks, see what is due and whether an active charge still holds;
 * 2. PUT /cob/{txid} with a txid chosen here;
 * 3. in a transaction, lock the título and its charges and check again: another click may have stored a
 *    charge meanwhile (it is reused and ours is withdrawn at the PSP), the título may have been paid or
 *    cancelled (ours is withdrawn and the 409 says why), or the amount may have changed (ours is withdrawn
 *    and we start over).
 * Withdrawals happen after commit, best effort (remover-no-psp.ts).
 */
async function criarCobrancaPixNoPsp(ctx: ContextoCobranca, p: PedidoCobranca): Promise<CobrancaFeita> {
  const provedor = ctx.pagamentos.provedor;
  for (let tentativa = 0; tentativa < TENTATIVAS_PSP; tentativa++) {
    const antes = await situacao(ctx.db, p, false);
    if (antes.reutilizavel) return { linha: antes.reutilizavel, nufin: antes.titulo.nufin, criada: false };
    const devedor = await devedorDe(ctx.db, antes.titulo);

    const txid = provedor.novoTxidPix();
    // Counted from before the request, so the portal never thinks a charge lives longer than the PSP does.
    const pedidaEm = new Date();
    const expiracaoS = expiracaoPixS(ctx, antes, pedidaEm);
    const criada = await provedor.criarCobrancaPix({
      txid,
      valorCentavos: antes.devido.totalCentavos,
      expiracaoS,
      devedor,
      descricao: descricaoDe(antes.titulo),
    });
    const nossa: CobrancaRetirada = { txid, meio: 'pix', provedor: provedor.nome };

    let gravada: { feita: CobrancaFeita; retiradas: CobrancaRetirada[] } | null;
    try {
      gravada = await ctx.db.transaction(async (tx) => {
        const s = await situacao(tx, p, true);
        if (s.reutilizavel) return { feita: { linha: s.reutilizavel, nufin: s.titulo.nufin, criada: false }, retiradas: [nossa] };
        if (s.devido.totalCentavos !== antes.devido.totalCentavos) return null;
        await substituir(tx, s.ativas);
        const [linha] = await tx
          .insert(cobrancas)
          .values({
            ...baseDe(ctx, s, 'pix'),
            txid,
            brCode: criada.copiaECola,
            location: criada.location,
            expiraEm: new Date(pedidaEm.getTime() + expiracaoS * 1000),
          })
          .returning();
        if (!linha) throw new Error('cobrança PIX não gravada');
        return { feita: { linha, nufin: s.titulo.nufin, criada: true }, retiradas: s.ativas };
      });
    } catch (err) {
      // Paid or cancelled meanwhile, or the database failed: the charge just made must not stay payable.
      void removerNoPsp(ctx, [nossa]);
      throw err;
    }
    if (!gravada) {
      void removerNoPsp(ctx, [nossa]);
      continue;
    }
    void removerNoPsp(ctx, gravada.retiradas);
    return gravada.feita;
  }
  throw new AppError('VALOR_MUDOU', 'O valor deste título mudou enquanto a cobrança era gerada. Tente de novo.');
}

async function novoBoleto(tx: Tx, ctx: ContextoCobranca, t: LinhaTitulo, base: BaseCobranca, hoje: string, comDesconto: boolean): Promise<LinhaCobranca> {
  const vencimento = vencimentoDoBoleto(t, hoje, comDesconto);
  for (let i = 0; i < TENTATIVAS_NOSSO_NUMERO; i++) {
    const nossoNumero = novoNossoNumero(ctx.config.pagamentos.boleto.convenio);
    const boleto = ctx.pagamentos.provedor.criarBoleto({ nossoNumero, valorCentavos: base.valorCentavos, vencimento });
    const [linha] = await tx
      .insert(cobrancas)
      .values({ ...base, txid: nossoNumero, codigoBarras: boleto.codigoBarras, linhaDigitavel: boleto.linhaDigitavel, vencimento })
      .onConflictDoNothing({ target: cobrancas.txid })
      .returning();
    if (linha) return linha;
  }
  throw new Error('nenhum nosso número livre em 5 tentativas');
}
