/** Every permission flag the portal knows. A user record always carries all of them, true or false. */
export const PERMISSOES = [
  'CLI_PermissaoAreaRestrita',
  /** Review queue, status changes and internal filing of OAB and CASAG requests. */
  'CLI_PermissaoRequerimentos',
  /** Read sensitive requests (267 auxílio reclusão, 305 proteção à mulher advogada); every read is logged. */
  'CLI_PermissaoRequerimentosSensiveis',
  /** Review ombudsman reports (298–301). */
  'CLI_PermissaoOuvidoria',
  /** Finance: defaulters list, payments under review, fee table import, 'simular pagamento' in the sandbox. */
  'CLI_PermissaoFinanceiro',
  /** CASAG vaccines: create and run campaigns, register applications at the site. */
  'CLI_PermissaoVacinas',
  /** Events (festa junina): event, lots, ticket kinds and caps. */
  'CLI_PermissaoEventos',
  /** Gates: festa check-in and CEL guest invitations (admit once). */
  'CLI_PermissaoPortaria',
  /** Administrative processes and judgment sessions: register processes, parties, movements and documents, read
   * confidential ones (each read audited), the petitions queue, sessions, agendas and outcomes. */
  'CLI_PermissaoProcessos',
  /** Commissions (members, roles, terms, meetings) and attendance lists. */
  'CLI_PermissaoComissoes',
  /** Elections and polls (/voting-admin): create, open, close, publish. */
  'CLI_PermissaoVotacao',
  /** The staff contacts directory and its CSV export (every view and export audited). */
  'CLI_PermissaoContatos',
  /** Access management (/area-restrita/acessos): grant and revoke every permission, the list of holders. */
  'CLI_PermissaoAcessos',
  /** The registry of lawyers (/area-restrita/inscritos): import the CNA file, search, change an inscrição's situação. */
  'CLI_PermissaoInscritos',
] as const;
export type Permissao = (typeof PERMISSOES)[number];
export type MapaPermissoes = Record<Permissao, boolean>;

/** The flag that opens the restricted area; every other flag implies it (ADR 040). */
export const PERMISSAO_AREA_RESTRITA = 'CLI_PermissaoAreaRestrita' satisfies Permissao;
/** The flag that manages every flag; the last holder cannot lose it (ADR 040). */
export const PERMISSAO_ACESSOS = 'CLI_PermissaoAcessos' satisfies Permissao;

/** What each flag is called and what it opens, in one line (the access screen, its CSV, the manual). */
export const DESCRICAO_PERMISSAO: Record<Permissao, { rotulo: string; descricao: string }> = {
  CLI_PermissaoAreaRestrita: {
    rotulo: 'Área restrita',
    descricao: 'Entra na área restrita e vê a auditoria; exige a verificação em duas etapas.',
  },
  CLI_PermissaoRequerimentos: {
    rotulo: 'Requerimentos',
    descricao: 'Analisa os requerimentos da OAB e da CASAG, muda a situação e protocola requerimentos internos.',
  },
  CLI_PermissaoRequerimentosSensiveis: {
    rotulo: 'Requerimentos sensíveis',
    descricao: 'Lê os requerimentos sigilosos (auxílio-reclusão, proteção à mulher advogada); cada leitura fica na auditoria.',
  },
  CLI_PermissaoOuvidoria: { rotulo: 'Ouvidoria', descricao: 'Analisa e responde as manifestações da ouvidoria.' },
  CLI_PermissaoFinanceiro: {
    rotulo: 'Financeiro',
    descricao: 'Inadimplência, pagamentos em análise, tabela de honorários e a tabela anual da anuidade.',
  },
  CLI_PermissaoVacinas: { rotulo: 'Vacinas', descricao: 'Cria e conduz campanhas de vacinação da CASAG e registra as aplicações.' },
  CLI_PermissaoEventos: { rotulo: 'Eventos', descricao: 'Cadastra eventos (festa junina), lotes, tipos de ingresso e limites.' },
  CLI_PermissaoPortaria: { rotulo: 'Portaria', descricao: 'Confere ingressos na entrada da festa e admite convidados do CEL.' },
  CLI_PermissaoProcessos: {
    rotulo: 'Processos',
    descricao: 'Autua e conduz processos, lê os sigilosos (com auditoria), a fila de petições e as sessões de julgamento.',
  },
  CLI_PermissaoComissoes: { rotulo: 'Comissões', descricao: 'Mantém as comissões (membros, mandatos, reuniões) e as listas de presença.' },
  CLI_PermissaoVotacao: { rotulo: 'Votações', descricao: 'Cria, abre, encerra e publica eleições e enquetes.' },
  CLI_PermissaoContatos: { rotulo: 'Contatos', descricao: 'Consulta o diretório de contatos e exporta em CSV (com auditoria).' },
  CLI_PermissaoAcessos: {
    rotulo: 'Acessos',
    descricao: 'Concede e retira permissões de qualquer pessoa e lista quem tem cada uma.',
  },
  CLI_PermissaoInscritos: {
    rotulo: 'Inscritos',
    descricao: 'Importa o cadastro de inscritos, consulta e muda a situação de uma inscrição.',
  },
};

export function ehPermissao(p: string): p is Permissao {
  return (PERMISSOES as readonly string[]).includes(p);
}

export type MudancaDePermissoes = Partial<Record<Permissao, boolean>>;

export type ResultadoDaMudanca =
  | { ok: true; depois: Permissao[]; concedidas: Permissao[]; revogadas: Permissao[]; implicitas: Permissao[] }
  | { ok: false; mensagem: string };

/**
 * The flags after a change, in PERMISSOES order: every flag implies the restricted area (granting one grants it
 * too); taking the restricted area away while keeping another flag is refused. Unknown flags in `antes` are
 * dropped. The last-holder rule needs the database and is checked there.
 */
export function aplicarMudanca(antes: readonly string[], mudanca: MudancaDePermissoes): ResultadoDaMudanca {
  const atuais = new Set(antes.filter(ehPermissao));
  const novas = new Set(atuais);
  for (const p of PERMISSOES) {
    const v = mudanca[p];
    if (v === true) novas.add(p);
    else if (v === false) novas.delete(p);
  }
  const outras = [...novas].some((p) => p !== PERMISSAO_AREA_RESTRITA);
  const implicitas: Permissao[] = [];
  if (outras && !novas.has(PERMISSAO_AREA_RESTRITA)) {
    if (mudanca[PERMISSAO_AREA_RESTRITA] === false) {
      return {
        ok: false,
        mensagem: 'Para retirar a permissão Área restrita, retire também as outras permissões: todas dependem dela.',
      };
    }
    novas.add(PERMISSAO_AREA_RESTRITA);
    implicitas.push(PERMISSAO_AREA_RESTRITA);
  }
  const depois = PERMISSOES.filter((p) => novas.has(p));
  return {
    ok: true,
    depois,
    concedidas: depois.filter((p) => !atuais.has(p)),
    revogadas: PERMISSOES.filter((p) => atuais.has(p) && !novas.has(p)),
    implicitas: implicitas.filter((p) => !atuais.has(p)),
  };
}

/** Access rule of the spec: granted when at least one required flag is exactly true. */
export function temAlgumaPermissao(
  permissoes: Partial<Record<string, unknown>> | undefined | null,
  requeridas: readonly string[],
): boolean {
  if (requeridas.length === 0) return true;
  if (!permissoes) return false;
  return requeridas.some((p) => permissoes[p] === true);
}
