/** Reads of the vaccines area: campaigns as a member or staff sees them, a member's purchases with their doses. */
import {
  formatarCentavos,
  formatarDataBr,
  MINUTOS_RESERVA_PIX,
  somarDias,
  type CampanhaMembro,
  type CampanhaStaff,
  type CompraVacina,
  type StatusDose,
} from '@portal/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { pessoas, vacinasCampanhas, vacinasCompras, vacinasDoses } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import type { AssinadorDeCodigos } from '../../lib/codigos-assinados.js';
import { dependentesDe } from '../perfil/index.js';
import { pendenciasDeAdimplencia, temBoletoAtivo, tituloDe, tituloResumoDe } from '../financeiro/index.js';

export type LinhaCampanha = typeof vacinasCampanhas.$inferSelect;
export type LinhaCompra = typeof vacinasCompras.$inferSelect;
export type LinhaDose = typeof vacinasDoses.$inferSelect;

/** The reference of a purchase's título and ViraMais movements. */
export const REFERENCIA_COMPRA_VACINA = 'vacina_compra';
export const referenciaDaCompra = (id: string) => ({ tipo: REFERENCIA_COMPRA_VACINA, id });

/** Statuses of a dose that hold a unit and a person's place in the campaign. */
export const STATUS_VIVOS: StatusDose[] = ['reservada', 'paga', 'aplicada'];

export const chaveTitular = (pessoaId: string) => `p:${pessoaId}`;
export const chaveDependente = (dependenteId: string) => `d:${dependenteId}`;

/** Whether a campaign sells today. */
export function vendeHoje(c: LinhaCampanha, hoje: string): boolean {
  return c.encerradaEm === null && c.vendaInicio <= hoje && hoje <= c.vendaFim;
}

export interface Adimplencia {
  adimplente: boolean;
  /** Why not, in a sentence (null when up to date). */
  motivo: string | null;
}

/** The member's adimplência as finance defines it (pendenciasDeAdimplencia), with the sentence the page shows. */
export async function adimplenciaDe(ex: Executor, pessoaId: string, hoje: string): Promise<Adimplencia> {
  const p = await pendenciasDeAdimplencia(ex, pessoaId, hoje);
  if (p.vencidos.quantidade === 0 && p.entradas.length === 0) return { adimplente: true, motivo: null };
  const partes: string[] = [];
  if (p.vencidos.quantidade > 0) {
    partes.push(
      `${p.vencidos.quantidade === 1 ? 'um título vencido' : `${p.vencidos.quantidade} títulos vencidos`} (${formatarCentavos(p.vencidos.totalCentavos)})`,
    );
  }
  if (p.entradas.length > 0) partes.push('a entrada de um acordo em aberto');
  return { adimplente: false, motivo: `Você tem ${partes.join(' e ')}. Quem está em dia com a OAB paga o preço menor.` };
}

export function precoPara(c: LinhaCampanha, adimplente: boolean): number {
  if (c.gratuita) return 0;
  return adimplente ? c.precoAdimplenteCentavos : c.precoOutrosCentavos;
}

/** The live doses (reservada, paga, aplicada) of a household in some campaigns. */
async function dosesVivasDaFamilia(ex: Executor, membroId: string, campanhaIds: string[]) {
  if (campanhaIds.length === 0) return [];
  return ex
    .select({ campanhaId: vacinasDoses.campanhaId, pessoaChave: vacinasDoses.pessoaChave })
    .from(vacinasDoses)
    .where(and(eq(vacinasDoses.membroId, membroId), inArray(vacinasDoses.campanhaId, campanhaIds), inArray(vacinasDoses.status, STATUS_VIVOS)));
}

/** The live doses of these people (by CPF) in some campaigns, whichever household bought them. */
async function dosesVivasDosCpfs(ex: Executor, cpfs: string[], campanhaIds: string[]) {
  if (campanhaIds.length === 0 || cpfs.length === 0) return [];
  return ex
    .select({ campanhaId: vacinasDoses.campanhaId, pessoaCpf: vacinasDoses.pessoaCpf })
    .from(vacinasDoses)
    .where(and(inArray(vacinasDoses.pessoaCpf, cpfs), inArray(vacinasDoses.campanhaId, campanhaIds), inArray(vacinasDoses.status, STATUS_VIVOS)));
}

/** The member's CPF (11 digits), recorded on the doses she buys for herself. */
export async function cpfDoMembro(ex: Executor, pessoaId: string): Promise<string> {
  const [p] = await ex.select({ cpf: pessoas.cpf }).from(pessoas).where(eq(pessoas.id, pessoaId));
  if (!p) throw new Error(`Pessoa ${pessoaId} não encontrada.`);
  return p.cpf;
}

/** The campaigns selling today, as this member sees them. */
export async function campanhasDoMembro(
  ex: Executor,
  membro: { pessoaId: string; nome: string; colaborador: boolean },
  hoje: string,
  adimplencia: Adimplencia,
): Promise<CampanhaMembro[]> {
  const campanhas = await ex
    .select()
    .from(vacinasCampanhas)
    .where(and(isNull(vacinasCampanhas.encerradaEm), lte(vacinasCampanhas.vendaInicio, hoje), gte(vacinasCampanhas.vendaFim, hoje)))
    .orderBy(asc(vacinasCampanhas.vendaFim), asc(vacinasCampanhas.vacina));
  if (campanhas.length === 0) return [];
  const ids = campanhas.map((c) => c.id);
  const [deps, doses, cpf] = await Promise.all([dependentesDe(ex, membro.pessoaId), dosesVivasDaFamilia(ex, membro.pessoaId, ids), cpfDoMembro(ex, membro.pessoaId)]);
  // A person may hold the campaign's dose through another household (a child both parents list): unavailable here too.
  const porCpf = await dosesVivasDosCpfs(ex, [cpf, ...deps.flatMap((d) => (d.cpf ? [d.cpf] : []))], ids);
  return campanhas.map((c) => {
    const daCampanha = new Set(doses.filter((d) => d.campanhaId === c.id).map((d) => d.pessoaChave));
    const cpfsComDose = new Set(porCpf.filter((d) => d.campanhaId === c.id).map((d) => d.pessoaCpf));
    const escolhiveis = [
      { id: membro.pessoaId, tipo: 'titular' as const, nome: membro.nome, parentesco: null, jaTemDose: daCampanha.has(chaveTitular(membro.pessoaId)) || cpfsComDose.has(cpf) },
      ...deps.map((d) => ({
        id: d.id,
        tipo: 'dependente' as const,
        nome: d.nome,
        parentesco: d.parentesco,
        jaTemDose: daCampanha.has(chaveDependente(d.id)) || (d.cpf !== null && cpfsComDose.has(d.cpf)),
      })),
    ];
    const dosesDaFamilia = daCampanha.size;
    const semDose = escolhiveis.filter((p) => !p.jaTemDose).length;
    const podeComprar = membro.colaborador ? 0 : Math.max(0, Math.min(c.limiteFamilia - dosesDaFamilia, c.estoque, semDose));
    let motivo: string | null = null;
    if (membro.colaborador) motivo = 'A CASAG atende advogados e advogadas: no modo colaborador não é possível comprar vacinas.';
    else if (c.estoque === 0) motivo = 'As doses desta campanha esgotaram.';
    else if (dosesDaFamilia >= c.limiteFamilia) motivo = `Sua família já tem ${dosesDaFamilia} doses nesta campanha, o limite por família.`;
    else if (semDose === 0) motivo = 'Você e seus dependentes já têm dose nesta campanha.';
    const preco = precoPara(c, adimplencia.adimplente);
    return {
      ...camposCampanha(c),
      precoCentavos: preco,
      dosesDaFamilia,
      podeComprar,
      elegivel: podeComprar > 0,
      motivo,
      avisoPreco: !c.gratuita && !adimplencia.adimplente && c.precoOutrosCentavos > c.precoAdimplenteCentavos ? adimplencia.motivo : null,
      pessoas: escolhiveis,
    };
  });
}

export function camposCampanha(c: LinhaCampanha) {
  return {
    id: c.id,
    vacina: c.vacina,
    descricao: c.descricao,
    vendaInicio: c.vendaInicio,
    vendaFim: c.vendaFim,
    aplicacaoInicio: c.aplicacaoInicio,
    aplicacaoFim: c.aplicacaoFim,
    locais: c.locais,
    gratuita: c.gratuita,
    precoAdimplenteCentavos: c.precoAdimplenteCentavos,
    precoOutrosCentavos: c.precoOutrosCentavos,
    limiteFamilia: c.limiteFamilia,
    estoque: c.estoque,
  };
}

/** São Paulo midnight of a date (UTC-3; Brazil has had no daylight saving time since 2019). */
const meiaNoiteSp = (iso: string) => new Date(`${iso}T00:00:00-03:00`);

/**
 * When an unpaid reservation lapses: with a boleto, the start of the day after the título's due date; else
 * (PIX or nothing chosen yet) 30 minutes after the purchase.
 */
export function expiraEmDe(compra: Pick<LinhaCompra, 'criadaEm'>, titulo: { vencimento: string } | null, boleto: boolean): Date {
  if (titulo && boleto) return meiaNoiteSp(somarDias(titulo.vencimento, 1));
  return new Date(compra.criadaEm.getTime() + MINUTOS_RESERVA_PIX * 60_000);
}

/** A member's purchases (all, or one), newest first, with doses, título and vouchers of paid doses. */
export async function comprasDoMembro(
  ex: Executor,
  codigos: AssinadorDeCodigos,
  pessoaId: string,
  hoje: string,
  so?: string,
): Promise<CompraVacina[]> {
  const condicoes = [eq(vacinasCompras.pessoaId, pessoaId)];
  if (so) condicoes.push(eq(vacinasCompras.id, so));
  const compras = await ex
    .select({ compra: vacinasCompras, campanha: vacinasCampanhas })
    .from(vacinasCompras)
    .innerJoin(vacinasCampanhas, eq(vacinasCampanhas.id, vacinasCompras.campanhaId))
    .where(and(...condicoes))
    .orderBy(desc(vacinasCompras.criadaEm), desc(vacinasCompras.id))
    .limit(200);
  if (compras.length === 0) return [];
  const doses = await ex
    .select()
    .from(vacinasDoses)
    .where(inArray(vacinasDoses.compraId, compras.map((c) => c.compra.id)))
    .orderBy(asc(vacinasDoses.pessoaNome), asc(vacinasDoses.id));
  const resultado: CompraVacina[] = [];
  for (const { compra, campanha } of compras) {
    const titulo = await tituloDe(ex, referenciaDaCompra(compra.id));
    const reservada = compra.status === 'reservada';
    const boleto = reservada && titulo !== null ? await temBoletoAtivo(ex, titulo.id) : false;
    resultado.push({
      id: compra.id,
      campanha: { id: campanha.id, vacina: campanha.vacina, aplicacaoInicio: campanha.aplicacaoInicio, aplicacaoFim: campanha.aplicacaoFim, locais: campanha.locais },
      status: compra.status,
      criadaEm: compra.criadaEm.toISOString(),
      expiraEm: reservada ? expiraEmDe(compra, titulo, boleto).toISOString() : null,
      precoUnitarioCentavos: compra.precoUnitarioCentavos,
      totalCentavos: compra.totalCentavos,
      viramaisCentavos: compra.viramaisCentavos,
      titulo: titulo ? tituloResumoDe(titulo, hoje) : null,
      doses: doses
        .filter((d) => d.compraId === compra.id)
        .map((d) => ({
          id: d.id,
          pessoaNome: d.pessoaNome,
          titular: d.dependenteId === null,
          status: d.status,
          voucher: d.status === 'paga' || d.status === 'aplicada' ? { codigo: codigos.assinar({ tipo: 'vacina', id: d.id, versao: 1 }), codigoCurto: d.codigoCurto } : null,
          aplicadaEm: d.aplicadaEm?.toISOString() ?? null,
          aplicadaLocal: d.aplicadaLocal,
        })),
    });
  }
  return resultado;
}

/** Situação of a campaign for staff. */
export function situacaoDa(c: LinhaCampanha, hoje: string): CampanhaStaff['situacao'] {
  if (c.encerradaEm !== null || hoje > c.vendaFim) return 'encerrada';
  return hoje < c.vendaInicio ? 'futura' : 'aberta';
}

/** Campaigns for staff (all, or one), newest sales first, with their numbers. */
export async function campanhasStaff(ex: Executor, hoje: string, so?: string): Promise<CampanhaStaff[]> {
  const campanhas = await ex
    .select()
    .from(vacinasCampanhas)
    .where(so ? eq(vacinasCampanhas.id, so) : undefined)
    .orderBy(desc(vacinasCampanhas.vendaInicio), asc(vacinasCampanhas.vacina))
    .limit(200);
  if (campanhas.length === 0) return [];
  const contagens = await ex
    .select({ campanhaId: vacinasDoses.campanhaId, status: vacinasDoses.status, n: sql<number>`count(*)::int` })
    .from(vacinasDoses)
    .where(inArray(vacinasDoses.campanhaId, campanhas.map((c) => c.id)))
    .groupBy(vacinasDoses.campanhaId, vacinasDoses.status);
  const de = (id: string, status: StatusDose) => Number(contagens.find((x) => x.campanhaId === id && x.status === status)?.n ?? 0);
  return campanhas.map((c) => ({
    ...camposCampanha(c),
    encerradaEm: c.encerradaEm?.toISOString() ?? null,
    situacao: situacaoDa(c, hoje),
    numeros: { reservadas: de(c.id, 'reservada'), pagas: de(c.id, 'paga'), aplicadas: de(c.id, 'aplicada'), expiradas: de(c.id, 'expirada'), estoque: c.estoque },
  }));
}

/** "de 01/04/2026 a 30/04/2026". */
export const periodo = (inicio: string, fim: string) => `de ${formatarDataBr(inicio)} a ${formatarDataBr(fim)}`;
