/**
 * What each situação of an inscrição allows in the portal: the one table (ADR 042). An interpretation of the
 * Estatuto da Advocacia (Lei 8.906/94, arts. 37–38) and the Regulamento Geral; change it here, never in a screen
 * or a service. The API enforces it at every door (sign-in, voting, festa tickets, CEL invitations, anuidade,
 * self-registration); the web reads the same table to explain a refusal.
 */
import type { SituacaoInscricao } from './inscricao.js';

/** The doors a situação opens or closes. */
export type CapacidadeInscricao =
  /** Signs in (a falecido's account is closed). */
  | 'entrar'
  /** Signs in as a lawyer, with the lawyer's services (a cancelado signs in only as a collaborator would). */
  | 'servicosDeAdvogado'
  /** Creates an account at /cadastro as a lawyer. */
  | 'cadastrarComoAdvogado'
  /** Votes in the portal's elections. */
  | 'votar'
  /** Buys tickets of the CEL's festa junina. */
  | 'comprarIngressoFesta'
  /** Invites guests to the CEL. */
  | 'convidar'
  /** Is billed the year's anuidade (none is issued during a licence). */
  | 'anuidade';

const TODAS: readonly CapacidadeInscricao[] = ['entrar', 'servicosDeAdvogado', 'cadastrarComoAdvogado', 'votar', 'comprarIngressoFesta', 'convidar', 'anuidade'];

/**
 * The table. Not listed here because every situação that signs in keeps them: seeing and paying títulos,
 * filing requests and ombudsman reports, the CASAG's health services (vaccines; health is not a privilege
 * of standing). A falecido's dependants keep the funeral aid (265) within its deadline: it is filed by them,
 * not by the deceased's account.
 */
export const CAPACIDADES_DA_SITUACAO: Readonly<Record<SituacaoInscricao, readonly CapacidadeInscricao[]>> = {
  regular: TODAS,
  impedido: TODAS,
  licenciado: ['entrar', 'servicosDeAdvogado', 'cadastrarComoAdvogado', 'comprarIngressoFesta', 'convidar'],
  suspenso: ['entrar', 'servicosDeAdvogado', 'cadastrarComoAdvogado', 'anuidade'],
  cancelado: ['entrar'],
  falecido: [],
};

/** Whether `situacao` opens `capacidade`. Someone without an inscrição (null) is not limited by this table. */
export function situacaoPermite(situacao: SituacaoInscricao | null | undefined, capacidade: CapacidadeInscricao): boolean {
  if (!situacao) return true;
  return CAPACIDADES_DA_SITUACAO[situacao].includes(capacidade);
}

/** The situações that open `capacidade` (for a query's `in (...)`). */
export function situacoesQuePermitem(capacidade: CapacidadeInscricao): SituacaoInscricao[] {
  return (Object.keys(CAPACIDADES_DA_SITUACAO) as SituacaoInscricao[]).filter((s) => CAPACIDADES_DA_SITUACAO[s].includes(capacidade));
}

/** "Sua inscrição na OAB está …" */
const ESTADO: Record<SituacaoInscricao, string> = {
  regular: 'regular',
  impedido: 'com impedimento',
  licenciado: 'licenciada',
  suspenso: 'suspensa',
  cancelado: 'cancelada',
  falecido: 'encerrada por falecimento',
};

const DURANTE: Partial<Record<SituacaoInscricao, string>> = {
  licenciado: 'durante a licença',
  suspenso: 'durante a suspensão',
};

const ACAO: Record<CapacidadeInscricao, string> = {
  entrar: 'entrar no portal',
  servicosDeAdvogado: 'usar os serviços do advogado',
  cadastrarComoAdvogado: 'criar uma conta de advogado',
  votar: 'votar',
  comprarIngressoFesta: 'comprar ingressos da festa junina do CEL',
  convidar: 'convidar para o CEL',
  anuidade: 'lançar a anuidade',
};

/** What a suspended lawyer keeps, told with every refusal a suspension causes. */
const O_QUE_CONTINUA: Partial<Record<SituacaoInscricao, string>> = {
  suspenso: ' Você continua podendo ver e pagar seus títulos, fazer requerimentos e usar a ouvidoria e os serviços de saúde da CASAG.',
  licenciado: ' Você continua podendo ver e pagar seus títulos e fazer requerimentos.',
};

/**
 * Why `situacao` closes `capacidade`, in a sentence for the member (null when it does not). E.g. "Sua inscrição na
 * OAB está suspensa: durante a suspensão não é possível comprar ingressos da festa junina do CEL. Você continua…"
 */
export function motivoDaSituacao(situacao: SituacaoInscricao | null | undefined, capacidade: CapacidadeInscricao): string | null {
  if (!situacao || situacaoPermite(situacao, capacidade)) return null;
  if (situacao === 'falecido') {
    return capacidade === 'cadastrarComoAdvogado'
      ? 'Esta inscrição consta como falecido no cadastro da OAB: não é possível criar uma conta com ela. Dependentes podem pedir o auxílio funeral (265) pela própria conta.'
      : 'Esta conta foi encerrada: a inscrição consta como falecido no cadastro da OAB. Dependentes podem pedir o auxílio funeral (265) pela própria conta.';
  }
  if (situacao === 'cancelado') {
    return capacidade === 'cadastrarComoAdvogado'
      ? 'Esta inscrição está cancelada no cadastro da OAB: não é possível criar uma conta de advogado com ela. Procure o atendimento da OAB.'
      : `Sua inscrição na OAB está cancelada: não é possível ${ACAO[capacidade]}. Procure o atendimento da OAB.`;
  }
  if (capacidade === 'anuidade') {
    return `Sua inscrição na OAB está ${ESTADO[situacao]}: não se lança anuidade ${DURANTE[situacao] ?? 'nesta situação'}. Os títulos já lançados continuam pagáveis.`;
  }
  const quando = DURANTE[situacao] ?? 'por isso';
  return `Sua inscrição na OAB está ${ESTADO[situacao]}: ${quando} não é possível ${ACAO[capacidade]}.${O_QUE_CONTINUA[situacao] ?? ''}`;
}

/** The table as the manual and the staff screen show it: one line per situação. */
export const EFEITOS_DA_SITUACAO: Readonly<Record<SituacaoInscricao, string>> = {
  regular: 'Todos os serviços do portal.',
  impedido: 'Como regular no portal (o impedimento diz respeito ao exercício da advocacia).',
  licenciado: 'Entra, vê e paga o financeiro e faz requerimentos; não se lança anuidade durante a licença; não vota.',
  suspenso: 'Entra, vê e paga o que deve, faz requerimentos, usa a ouvidoria e se vacina pela CASAG; não vota, não compra ingressos da festa junina nem convida para o CEL.',
  cancelado: 'Entra só como colaborador (sem os serviços do advogado); o histórico fica e os títulos continuam pagáveis.',
  falecido: 'A conta fica fechada para o login; os dependentes mantêm o auxílio funeral (265) dentro do prazo.',
};
