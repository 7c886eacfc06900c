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
] as const;
export type Permissao = (typeof PERMISSOES)[number];
export type MapaPermissoes = Record<Permissao, boolean>;

/** Access rule of the spec: granted when at least one required flag is exactly true. */
export function temAlgumaPermissao(
  permissoes: Partial<Record<string, unknown>> | undefined | null,
  requeridas: readonly string[],
): boolean {
  if (requeridas.length === 0) return true;
  if (!permissoes) return false;
  return requeridas.some((p) => permissoes[p] === true);
}
