/**
 * Staff read a voucher (the QR's signed code or the short typed code) and register the dose's application once:
 * a conditional update (status 'paga' → 'aplicada') that only one of two staff racing on the same voucher can
 * make; the other is told when and by whom it was applied. Forged or altered codes never reach the database.
 */
import { formatarDataBr, hojeSaoPaulo, normalizarCodigoCurto, type VoucherStaff } from '@portal/contracts';
import { and, eq, exists, gte, lte } from 'drizzle-orm';
import { pessoas, usuarios, vacinasCampanhas, vacinasDoses } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { AppError } from '../../lib/app-error.js';
import type { AssinadorDeCodigos } from '../../lib/codigos-assinados.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { codigoRevogado } from '../codigos/index.js';
import { periodo } from './vacinas.repository.js';

const voucherInvalido = () =>
  new AppError('VOUCHER_INVALIDO', 'Voucher não reconhecido: o código não foi emitido pela CASAG ou foi alterado. Confira o código e tente de novo.');

/** The dose a voucher text names, or VOUCHER_INVALIDO (forged, altered, another kind of code, or unknown). */
async function doseDoTexto(ex: Executor, codigos: AssinadorDeCodigos, texto: string): Promise<string> {
  const t = texto.trim();
  if (t.startsWith('PU1.')) {
    const lido = codigos.ler(t);
    if (!lido || lido.tipo !== 'vacina') throw voucherInvalido();
    if (await codigoRevogado(ex, lido)) throw new AppError('VOUCHER_NAO_APLICAVEL', 'Este voucher foi cancelado e não vale mais.');
    return lido.id;
  }
  const curto = normalizarCodigoCurto(t);
  if (!curto) throw voucherInvalido();
  const [d] = await ex.select({ id: vacinasDoses.id }).from(vacinasDoses).where(eq(vacinasDoses.codigoCurto, curto)).limit(1);
  if (!d) throw voucherInvalido();
  return d.id;
}

const membro = pessoas;

async function lerDose(ex: Executor, doseId: string) {
  const [linha] = await ex
    .select({ dose: vacinasDoses, campanha: vacinasCampanhas, membroNome: membro.nome })
    .from(vacinasDoses)
    .innerJoin(vacinasCampanhas, eq(vacinasCampanhas.id, vacinasDoses.campanhaId))
    .innerJoin(membro, eq(membro.id, vacinasDoses.membroId))
    .where(eq(vacinasDoses.id, doseId))
    .limit(1);
  if (!linha) throw voucherInvalido();
  let aplicadaPor: string | null = null;
  if (linha.dose.aplicadaPor) {
    const [quem] = await ex
      .select({ nome: pessoas.nome })
      .from(usuarios)
      .innerJoin(pessoas, eq(pessoas.id, usuarios.pessoaId))
      .where(eq(usuarios.id, linha.dose.aplicadaPor))
      .limit(1);
    aplicadaPor = quem?.nome ?? null;
  }
  return { ...linha, aplicadaPor };
}

const horaSp = (d: Date) => d.toLocaleTimeString('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });
const dataSp = (d: Date) => formatarDataBr(d.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' }));

export function mensagemJaAplicada(d: { aplicadaEm: Date | null; aplicadaLocal: string | null }, por: string | null): string {
  const quando = d.aplicadaEm ? ` em ${dataSp(d.aplicadaEm)} às ${horaSp(d.aplicadaEm)}` : '';
  return `Esta dose já foi aplicada${quando}${por ? ` por ${por}` : ''}${d.aplicadaLocal ? ` (${d.aplicadaLocal})` : ''}.`;
}

function avaliar(l: Awaited<ReturnType<typeof lerDose>>, hoje: string): { aplicavel: boolean; motivo: string | null } {
  const { dose, campanha } = l;
  switch (dose.status) {
    case 'aplicada':
      return { aplicavel: false, motivo: mensagemJaAplicada(dose, l.aplicadaPor) };
    case 'reservada':
      return { aplicavel: false, motivo: 'Esta dose ainda não foi paga: o voucher só vale depois da confirmação do pagamento.' };
    case 'expirada':
      return { aplicavel: false, motivo: 'A reserva desta dose expirou sem pagamento: o voucher não vale.' };
    case 'cancelada':
      return { aplicavel: false, motivo: 'Esta dose foi cancelada: o voucher não vale.' };
    case 'paga':
      if (hoje < campanha.aplicacaoInicio || hoje > campanha.aplicacaoFim) {
        return { aplicavel: false, motivo: `Fora do período de aplicação desta campanha (${periodo(campanha.aplicacaoInicio, campanha.aplicacaoFim)}).` };
      }
      return { aplicavel: true, motivo: null };
  }
}

function dto(l: Awaited<ReturnType<typeof lerDose>>, hoje: string): VoucherStaff {
  const { dose, campanha } = l;
  return {
    doseId: dose.id,
    codigoCurto: dose.codigoCurto,
    pessoaNome: dose.pessoaNome,
    titular: dose.dependenteId === null,
    membroNome: l.membroNome,
    vacina: campanha.vacina,
    campanhaId: campanha.id,
    aplicacaoInicio: campanha.aplicacaoInicio,
    aplicacaoFim: campanha.aplicacaoFim,
    locais: campanha.locais,
    status: dose.status,
    aplicadaEm: dose.aplicadaEm?.toISOString() ?? null,
    aplicadaPor: l.aplicadaPor,
    aplicadaLocal: dose.aplicadaLocal,
    ...avaliar(l, hoje),
  };
}

/** What a voucher is: whose dose, which vaccine, its status and whether it can be applied now. */
export async function consultarVoucher(ctx: Pick<Contexto, 'db'>, codigos: AssinadorDeCodigos, texto: string): Promise<VoucherStaff> {
  const doseId = await doseDoTexto(ctx.db, codigos, texto);
  return dto(await lerDose(ctx.db, doseId), hojeSaoPaulo());
}

/** Registers the application once; a second try (or the loser of a race) gets VOUCHER_JA_APLICADO with when and by whom. */
export async function aplicarDose(
  ctx: Pick<Contexto, 'db'>,
  codigos: AssinadorDeCodigos,
  usuario: UsuarioAutenticado,
  origem: Origem,
  texto: string,
  local: string | undefined,
): Promise<VoucherStaff> {
  const hoje = hojeSaoPaulo();
  const doseId = await doseDoTexto(ctx.db, codigos, texto);
  const aplicada = await ctx.db.transaction(async (tx) => {
    const [feita] = await tx
      .update(vacinasDoses)
      .set({ status: 'aplicada', aplicadaEm: new Date(), aplicadaPor: usuario.id, aplicadaLocal: local?.trim() || null })
      .where(
        and(
          eq(vacinasDoses.id, doseId),
          eq(vacinasDoses.status, 'paga'),
          // Only within the campaign's application period.
          exists(
            tx
              .select({ id: vacinasCampanhas.id })
              .from(vacinasCampanhas)
              .where(and(eq(vacinasCampanhas.id, vacinasDoses.campanhaId), lte(vacinasCampanhas.aplicacaoInicio, hoje), gte(vacinasCampanhas.aplicacaoFim, hoje))),
          ),
        ),
      )
      .returning({ id: vacinasDoses.id });
    if (feita) {
      await registrarAuditoria(tx, {
        acao: 'vacinas.dose_aplicada',
        sucesso: true,
        usuarioId: usuario.id,
        ip: origem.ip,
        userAgent: origem.userAgent,
        detalhes: { doseId, local: local ?? null },
      });
    }
    return feita !== undefined;
  });
  const l = await lerDose(ctx.db, doseId);
  if (aplicada) return dto(l, hoje);
  if (l.dose.status === 'aplicada') throw new AppError('VOUCHER_JA_APLICADO', mensagemJaAplicada(l.dose, l.aplicadaPor));
  throw new AppError('VOUCHER_NAO_APLICAVEL', avaliar(l, hoje).motivo ?? 'Este voucher não pode ser aplicado agora.');
}
