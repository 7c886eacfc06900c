/** Who may file a type now: lawyer, up to date (adimplente), within the deadline, against an own parent request (269, 273). */
import {
  dataEmSaoPaulo,
  formatarCentavos,
  formatarDataBr,
  limiteDoPrazo,
  ROTULO_STATUS,
  verificarPrazo,
  type Elegibilidade,
  type MotivoInelegibilidade,
  type OpcaoPai,
  type TipoRequerimento,
} from '@portal/contracts';
import { and, desc, eq, gte, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { inscricoes, requerimentos } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { pendenciasDeAdimplencia } from '../financeiro/index.js';
import type { Executor } from '../../db/transacao.js';
import { tituloDoTipo, type LinhaRequerimento } from './requerimentos.repository.js';

/** Where the member sees what is open and pays it (the finance issue adds the payment screens). */
export const LINK_PENDENCIAS = { rotulo: 'Ver pendências', href: '/requerimento-pendente' } as const;

/** Where the member pays an agreement's entry: the payment plan lists the agreement with each payment's 'Pagar'. */
export const LINK_ENTRADA_ACORDO = { rotulo: 'Pagar a entrada do acordo', href: '/payment-plan' } as const;

/** Why an agreement with its entry unpaid still keeps the member from a service that requires being up to date. */
function mensagemEntradaPendente(titulo: string, entradas: readonly { numero: number; valorCentavos: number; vencimento: string }[], hoje: string): string {
  const inicio = `Para pedir ${titulo} é preciso estar em dia com a OAB.`;
  const [e] = entradas;
  if (!e) return inicio;
  if (entradas.length > 1) {
    const total = entradas.reduce((s, x) => s + x.valorCentavos, 0);
    const numeros = entradas.map((x) => `nº ${x.numero}`).join(', ');
    return `${inicio} Seus acordos (${numeros}) só deixam você em dia depois que as entradas, no total de ${formatarCentavos(total)}, forem pagas: pague a entrada de cada acordo.`;
  }
  const prazo = e.vencimento < hoje ? `vencida em ${formatarDataBr(e.vencimento)}` : `com vencimento em ${formatarDataBr(e.vencimento)}`;
  return `${inicio} O acordo nº ${e.numero} só deixa você em dia depois que a entrada de ${formatarCentavos(e.valorCentavos)} (${prazo}) for paga: pague a entrada do acordo.`;
}

const minusculaInicial = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const uuid = z.uuid();

/** Options offered for the parent field, at most this many. */
const MAX_OPCOES_PAI = 50;

/** The parent id the form's requerimentoRef field holds, when the type has a parent rule and it is a UUID. */
export function paiIdDosDados(tipo: TipoRequerimento, dados: Record<string, unknown> | undefined): string | null {
  if (!tipo.pai || !dados) return null;
  const v = dados[tipo.pai.campo];
  return typeof v === 'string' && uuid.safeParse(v).success ? v : null;
}

function datasDoPai(p: Pick<LinhaRequerimento, 'decididoEm' | 'prazoDiligencia'>) {
  return { decisao: p.decididoEm ? dataEmSaoPaulo(p.decididoEm) : null, prazo: p.prazoDiligencia };
}

/** The last day a parent can be used, or null when the type has no deadline counted from it. */
function limiteDoPai(tipo: TipoRequerimento, p: Pick<LinhaRequerimento, 'decididoEm' | 'prazoDiligencia'>): string | null | 'sem_data' {
  const prazo = tipo.elegibilidade.prazo;
  if (!prazo || prazo.desde.startsWith('campo:')) return null;
  const datas = datasDoPai(p);
  const base = prazo.desde === 'decisaoPai' ? datas.decisao : datas.prazo;
  return base ? limiteDoPrazo(prazo, base) : 'sem_data';
}

/**
 * Parents that already have a live request of this type (other than `ignorarId`) filed since the parent
 * entered its current status: one appeal per decision (269), one answer per diligência round (273; a new
 * diligência on the same request opens a new round).
 */
async function paisJaUsados(ex: Executor, tipo: TipoRequerimento, paiIds: string[], ignorarId: string | undefined): Promise<Set<string>> {
  if (paiIds.length === 0) return new Set();
  const pai = alias(requerimentos, 'pai');
  const filhos = await ex
    .select({ paiId: requerimentos.paiId })
    .from(requerimentos)
    .innerJoin(pai, eq(pai.id, requerimentos.paiId))
    .where(
      and(
        inArray(requerimentos.paiId, paiIds),
        eq(requerimentos.codigo, tipo.codigo),
        ne(requerimentos.status, 'cancelado'),
        gte(requerimentos.criadoEm, pai.statusDesde),
        ignorarId ? ne(requerimentos.id, ignorarId) : undefined,
      ),
    );
  return new Set(filhos.map((f) => f.paiId).filter((id): id is string => id !== null));
}

interface Avaliacao extends Elegibilidade {
  /** Field of `dados` each reason is about (for the form), when there is one. */
  campos: Record<string, string>;
}

async function avaliar(
  ex: Executor,
  pessoaId: string,
  tipo: TipoRequerimento,
  hoje: string,
  dados: Record<string, unknown> | undefined,
  ignorarId: string | undefined,
  ocultarSensiveis = false,
): Promise<Avaliacao> {
  const motivos: MotivoInelegibilidade[] = [];
  const campos: Record<string, string> = {};
  const titulo = minusculaInicial(tipo.titulo);
  const regra = tipo.elegibilidade;

  if (regra.exigeAdvogado) {
    const inscs = await ex.select({ situacao: inscricoes.situacao }).from(inscricoes).where(eq(inscricoes.pessoaId, pessoaId));
    if (inscs.length === 0) {
      motivos.push({ codigo: 'NAO_ADVOGADO', mensagem: `Só advogados e advogadas inscritos na OAB podem pedir ${titulo}.`, link: null });
    } else if (inscs.every((i) => i.situacao === 'cancelado' || i.situacao === 'falecido')) {
      motivos.push({
        codigo: 'INSCRICAO_IRREGULAR',
        mensagem: `Sua inscrição na OAB não está ativa, por isso não é possível pedir ${titulo}. Procure o atendimento da OAB.`,
        link: null,
      });
    }
  }

  if (regra.exigeAdimplente) {
    const { vencidos, entradas } = await pendenciasDeAdimplencia(ex, pessoaId, hoje);
    const quantidade = vencidos.quantidade;
    if (quantidade > 0) {
      const total = vencidos.totalCentavos;
      motivos.push({
        codigo: 'INADIMPLENTE',
        mensagem: `Para pedir ${titulo} é preciso estar em dia com a OAB. Você tem ${quantidade === 1 ? '1 título vencido' : `${quantidade} títulos vencidos`}, no total de ${formatarCentavos(total)}.`,
        link: LINK_PENDENCIAS,
      });
    }
    if (entradas.length > 0) {
      motivos.push({ codigo: 'ENTRADA_ACORDO_PENDENTE', mensagem: mensagemEntradaPendente(titulo, entradas, hoje), link: LINK_ENTRADA_ACORDO });
    }
  }

  let opcoesPai: OpcaoPai[] = [];
  if (tipo.pai) {
    const regraPai = tipo.pai;
    const candidatos = await ex
      .select()
      .from(requerimentos)
      .where(
        and(
          eq(requerimentos.pessoaId, pessoaId),
          eq(requerimentos.status, regraPai.statusExigido),
          inArray(requerimentos.area, [...regraPai.areas]),
          ocultarSensiveis ? eq(requerimentos.sensivel, false) : undefined,
        ),
      )
      .orderBy(desc(requerimentos.statusDesde), desc(requerimentos.id))
      .limit(200);
    const usados = await paisJaUsados(
      ex,
      tipo,
      candidatos.map((c) => c.id),
      ignorarId,
    );
    for (const c of candidatos) {
      const limite = limiteDoPai(tipo, c);
      if (limite === 'sem_data' || (limite !== null && limite < hoje) || usados.has(c.id)) continue;
      const datas = datasDoPai(c);
      opcoesPai.push({
        id: c.id,
        protocolo: c.protocolo,
        titulo: tituloDoTipo(c.codigo),
        status: c.status,
        data: regraPai.statusExigido === 'em_diligencia' ? datas.prazo : datas.decisao,
        limite,
      });
    }
    opcoesPai = opcoesPai.slice(0, MAX_OPCOES_PAI);
    const rotuloStatus = ROTULO_STATUS[regraPai.statusExigido].toLowerCase();
    // 'indeferido' → 'requerimentos indeferidos'; 'em diligência' stays as is.
    const rotuloPlural = /^(em|aguardando) /.test(rotuloStatus) ? rotuloStatus : `${rotuloStatus}s`;

    if (dados === undefined) {
      if (opcoesPai.length === 0) {
        motivos.push({
          codigo: 'SEM_REQUERIMENTO_PAI',
          mensagem: `Você não tem requerimento ${rotuloStatus} que possa receber ${titulo} agora${tipo.elegibilidade.prazo ? ` (o prazo é contado ${tipo.elegibilidade.prazo.rotuloEvento})` : ''}.`,
          link: null,
        });
      }
    } else {
      const paiId = paiIdDosDados(tipo, dados);
      const [pai] = paiId
        ? await ex
            .select()
            .from(requerimentos)
            .where(and(eq(requerimentos.id, paiId), eq(requerimentos.pessoaId, pessoaId)))
            .limit(1)
        : [];
      const recusar = (codigo: MotivoInelegibilidade['codigo'], mensagem: string) => {
        motivos.push({ codigo, mensagem, link: null });
        campos[regraPai.campo] = mensagem;
      };
      if (!pai || pai.id === ignorarId) {
        recusar('SEM_REQUERIMENTO_PAI', `Escolha um dos seus requerimentos ${rotuloPlural}.`);
      } else if (pai.status !== regraPai.statusExigido || !regraPai.areas.includes(pai.area)) {
        recusar('SEM_REQUERIMENTO_PAI', `O requerimento escolhido não está ${rotuloStatus}: escolha um dos seus requerimentos ${rotuloPlural}.`);
      } else if ((await paisJaUsados(ex, tipo, [pai.id], ignorarId)).size > 0) {
        recusar('SEM_REQUERIMENTO_PAI', `Já existe um pedido de ${titulo} para o requerimento escolhido.`);
      } else {
        const r = verificarPrazo(tipo, dados, hoje, datasDoPai(pai));
        if (!r.ok) recusar('PRAZO_ENCERRADO', r.mensagem);
      }
    }
  } else if (dados !== undefined && regra.prazo) {
    const r = verificarPrazo(tipo, dados, hoje);
    if (!r.ok) {
      motivos.push({ codigo: 'PRAZO_ENCERRADO', mensagem: r.mensagem, link: null });
      if (regra.prazo.desde.startsWith('campo:')) campos[regra.prazo.desde.slice('campo:'.length)] = r.mensagem;
    }
  }

  return { elegivel: motivos.length === 0, motivos, opcoesPai, campos };
}

/**
 * Whether `pessoaId` may file `tipo` on `hoje` (YYYY-MM-DD, Sao Paulo): the person (lawyer, adimplente) and
 * the parents that qualify (269, 273), for the catalog page and the internal filing. `ocultarSensiveis`:
 * leave sensitive parents out (staff without CLI_PermissaoRequerimentosSensiveis filing for the member).
 */
export async function avaliarElegibilidade(
  db: Executor,
  pessoaId: string,
  tipo: TipoRequerimento,
  hoje: string,
  opcoes: { ocultarSensiveis?: boolean } = {},
): Promise<Elegibilidade> {
  const { campos: _campos, ...elegibilidade } = await avaliar(db, pessoaId, tipo, hoje, undefined, undefined, opcoes.ocultarSensiveis);
  return elegibilidade;
}

/** 422 INELEGIVEL with every reason in one Portuguese message (and the form field each is about). */
export function erroInelegivel(motivos: readonly MotivoInelegibilidade[], campos: Record<string, string> = {}): AppError {
  return new AppError('INELEGIVEL', motivos.map((m) => m.mensagem).join(' '), Object.keys(campos).length > 0 ? { campos } : {});
}

/**
 * Throws 422 INELEGIVEL unless eligible. `somenteDados`: only the reasons that depend on the form (deadline
 * and parent), for saving a draft: a member who fell behind on fees may still keep their draft.
 */
export async function exigirElegibilidade(
  ex: Executor,
  pessoaId: string,
  tipo: TipoRequerimento,
  hoje: string,
  dados: Record<string, unknown>,
  opcoes: { ignorarId?: string; somenteDados?: boolean } = {},
): Promise<void> {
  const a = await avaliar(ex, pessoaId, tipo, hoje, dados, opcoes.ignorarId);
  const motivos = opcoes.somenteDados
    ? a.motivos.filter((m) => m.codigo === 'PRAZO_ENCERRADO' || m.codigo === 'SEM_REQUERIMENTO_PAI')
    : a.motivos;
  if (motivos.length > 0) throw erroInelegivel(motivos, a.campos);
}
