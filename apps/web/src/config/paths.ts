/** Every route path of the web app, and the href builders of routes with parameters. */
export const paths = {
  raiz: '/',
  login: '/login',
  loginCallback: '/login-callback',
  acessoNegado: '/acesso-negado',
  home: '/home',
  /** The entity homes (issue 12): each entity's services for this member, with their state at a glance. */
  homeOab: '/home/oab',
  homeCel: '/home/cel',
  atualizacaoCadastral: '/atualizacao-cadastral',
  configuracoes: '/settings',
  confirmarTrocaEmail: '/atualizacao-cadastral/confirmar-email/:token',
  areaRestrita: '/area-restrita',
  forgot: '/forgot',
  resetpass: '/resetpass/:hash',
  cadastro: '/cadastro',
  cadastroConfirmar: '/cadastro/confirmar/:token',

  // Requests (issue 4). OAB services go by the request's id; CASAG, ombudsman and internal flows go by the
  // type code, with the draft's id in `?id=`.
  requerimento: '/requerimento',
  requerimentoNovo: '/requerimento/novo',
  requerimentoFluxo: '/requerimento/:id',
  requerimentos: '/requerimentos',
  requerimentoPendente: '/requerimento-pendente',
  perfil: '/perfil',
  meusRequerimentos: '/perfil/meus-requerimentos',
  protocolo: '/perfil/meus-requerimentos/:id/protocolo',
  homeCasag: '/home/casag',
  casagRequerimentos: '/home/casag/requerimentos',
  casagTipo: '/home/casag/requerimentos/:codigo',
  requerimentosCasag: '/home/casag/requerimentosCasag',
  meusRequerimentosCasag: '/home/casag/meusRequerimentosCasag',
  ouvidoria: '/home/casag/ouvidoria',
  viramais: '/home/casag/viramais',
  vacinas: '/home/casag/vacinas',
  vacinasAdquirir: '/home/casag/vacinas/adquirir',
  vacinasExtrato: '/home/casag/vacinas/extrato',
  vacinasStaff: '/area-restrita/vacinas',
  vacinasStaffNova: '/area-restrita/vacinas/nova',
  vacinaCampanhaStaff: '/area-restrita/vacinas/campanhas/:id',
  vacinasAplicacao: '/area-restrita/vacinas/aplicacao',
  festaJunina: '/festa-junina',
  festaJuninaMeusIngressos: '/festa-junina/meus-ingressos',
  festaJuninaStaff: '/area-restrita/festa-junina',
  festaJuninaCheckIn: '/area-restrita/festa-junina/check-in',
  ouvidoriaAcompanhar: '/home/casag/ouvidoria/acompanhar',
  ouvidoriaTipo: '/home/casag/ouvidoria/:codigo',
  verificarProtocolo: '/verificar/:codigo',
  /**
   * Public (ADR 010): anyone, with or without an account, files an anonymous report (301) and follows it by
   * its key. Steps as in the other flows: /denuncia-anonima, /documentos?id=, /finalizado?id=.
   */
  denunciaAnonima: '/denuncia-anonima',
  denunciaAnonimaAcompanhar: '/denuncia-anonima/acompanhar',
  filaRequerimentos: '/area-restrita/requerimentos',
  requerimentoStaff: '/area-restrita/requerimentos/:id',
  requerimentosInterno: '/area-restrita/requerimentos-interno',
  requerimentosInternoTipo: '/area-restrita/requerimentos-interno/:codigo',

  // Finance (issue 5).
  annuity: '/annuity',
  feetable: '/feetable',
  paymentPlan: '/payment-plan',
  negociacao: '/negociacao/:nufin',
  /** The member's títulos, receipts and yearly statement (ADR 009). */
  financeiro: '/financeiro',
  financeiroStaff: '/area-restrita/financeiro',
  honorariosStaff: '/area-restrita/tabela-honorarios',
  /** The yearly anuidade table, maintained by finance staff (ADR 045). */
  anuidadeStaff: '/area-restrita/financeiro/anuidade',
  /** The títulos import of the former system (ADR 041, ADR 055). */
  importarTitulos: '/area-restrita/financeiro/importar-titulos',
  inadimplencia: '/area-restrita/inadimplencia',

  // CEL guest invitations (ADR 018).
  convitesCel: '/home/cel/convites',
  convite: '/convite/:codemp/:hash',
  conviteValidar: '/convite/validar/:hash',
  portariaCel: '/area-restrita/portaria-cel',

  // Administrative processes, petitions and judgment sessions (issue 13). `:id` is the process's id.
  consultaProcessual: '/ConsultaProcessual',
  meusProcessos: '/meus-processos',
  processo: '/processo/:id',
  peticionamento: '/peticionamento/:id',
  sessoes: '/sessoes',
  processosStaff: '/area-restrita/processos',
  processoStaffNovo: '/area-restrita/processos/novo',
  processosImportar: '/area-restrita/processos/importar',
  peticoesStaff: '/area-restrita/peticoes',
  sessoesStaff: '/area-restrita/sessoes',
  novaSessao: '/area-restrita/sessoes/novaSessao',
  sessaoStaff: '/area-restrita/sessoes/:id',
  sessaoAdicionarProcesso: '/area-restrita/sessoes/:id/adicionar-processo',
  processoStaff: '/area-restrita/sessoes/processo/:idProcesso',

  // Commissions, attendance, voting and contacts (issue 14).
  comissoes: '/comissoes',
  voting: '/voting',
  votingAdmin: '/voting-admin',
  votingGuardiao: '/voting/guardiao/:id',
  comissoesStaff: '/area-restrita/comissoes',
  comissaoStaff: '/area-restrita/comissoes/:id',
  comissoesImportar: '/area-restrita/comissoes/importar',
  presenca: '/area-restrita/presenca',
  /** Not in the spec: the member's check-in page the room QR points to. */
  presencaCheckIn: '/presenca/:codigo',
  contatos: '/area-restrita/contatos',
  acessos: '/area-restrita/acessos',
  inscritos: '/area-restrita/inscritos',
  inscritosImportar: '/area-restrita/inscritos/importar',
} as const;

export const hrefVotingGuardiao = (id: string) => `/voting/guardiao/${encodeURIComponent(id)}`;
export const hrefProcesso = (id: string) => `/processo/${encodeURIComponent(id)}`;
export const hrefPeticionamento = (id: string) => `/peticionamento/${encodeURIComponent(id)}`;
export const hrefSessaoStaff = (id: string) => `/area-restrita/sessoes/${encodeURIComponent(id)}`;
export const hrefSessaoAdicionarProcesso = (id: string) => `/area-restrita/sessoes/${encodeURIComponent(id)}/adicionar-processo`;
export const hrefProcessoStaff = (idProcesso: string) => `/area-restrita/sessoes/processo/${encodeURIComponent(idProcesso)}`;
export const hrefComissaoStaff = (id: string) => `/area-restrita/comissoes/${encodeURIComponent(id)}`;

/** The vaccine purchase, with the campaign chosen when given. */
export const hrefAdquirirVacina = (campanhaId?: string) =>
  campanhaId ? `/home/casag/vacinas/adquirir?campanha=${encodeURIComponent(campanhaId)}` : '/home/casag/vacinas/adquirir';
export const hrefCampanhaVacinaStaff = (id: string) => `/area-restrita/vacinas/campanhas/${encodeURIComponent(id)}`;

export const hrefResetpass = (hash: string) => `/resetpass/${encodeURIComponent(hash)}`;
export const hrefCadastroConfirmar = (token: string) => `/cadastro/confirmar/${encodeURIComponent(token)}`;

/** Steps of a request's flow as path segments ('form' is the flow's own path). */
export type EtapaFluxo = 'form' | 'documentos' | 'pagamento' | 'finalizado';
/** The four families of request flows the spec routes, and the public anonymous report (ADR 010). */
export type FamiliaFluxo = 'oab' | 'casag' | 'ouvidoria' | 'interno' | 'publica';

const sufixo = (etapa: EtapaFluxo) => (etapa === 'form' ? '' : `/${etapa}`);
const query = (params: Record<string, string | undefined>) => {
  const q = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1]))).toString();
  return q ? `?${q}` : '';
};

/** /requerimento/{id}[/etapa] */
export const hrefRequerimentoOab = (id: string, etapa: EtapaFluxo = 'form') => `/requerimento/${encodeURIComponent(id)}${sufixo(etapa)}`;
/** The empty form of an OAB service. */
export const hrefNovoRequerimentoOab = (codigo: string) => `/requerimento/novo${query({ tipo: codigo })}`;
/** /home/casag/requerimentos/{codigo}[/etapa]?id= */
export const hrefTipoCasag = (codigo: string, etapa: EtapaFluxo = 'form', id?: string) =>
  `/home/casag/requerimentos/${encodeURIComponent(codigo)}${sufixo(etapa)}${query({ id })}`;
/** /home/casag/ouvidoria/{codigo}[/etapa]?id= */
export const hrefTipoOuvidoria = (codigo: string, etapa: EtapaFluxo = 'form', id?: string) =>
  `/home/casag/ouvidoria/${encodeURIComponent(codigo)}${sufixo(etapa)}${query({ id })}`;
/** The public anonymous report: /denuncia-anonima[/etapa]?id= */
export const hrefDenunciaPublica = (etapa: EtapaFluxo = 'form', id?: string) => `/denuncia-anonima${sufixo(etapa)}${query({ id })}`;
/** /area-restrita/requerimentos-interno/{codigo}[/etapa]?id=&pessoa= */
export const hrefTipoInterno = (codigo: string, etapa: EtapaFluxo = 'form', ids: { id?: string; pessoa?: string } = {}) =>
  `/area-restrita/requerimentos-interno/${encodeURIComponent(codigo)}${sufixo(etapa)}${query(ids)}`;

/** Where a member continues (or looks at) one of their requests, by its area. */
export function hrefEtapaRequerimento(r: { id: string; codigo: string; area: 'oab' | 'casag' | 'ouvidoria' }, etapa: EtapaFluxo): string {
  if (r.area === 'oab') return hrefRequerimentoOab(r.id, etapa);
  if (r.area === 'casag') return hrefTipoCasag(r.codigo, etapa, r.id);
  return hrefTipoOuvidoria(r.codigo, etapa, r.id);
}
export const hrefProtocolo = (id: string) => `/perfil/meus-requerimentos/${encodeURIComponent(id)}/protocolo`;
export const hrefVerificarProtocolo = (codigo: string) => `/verificar/${encodeURIComponent(codigo)}`;
export const hrefRequerimentoStaff = (id: string) => `/area-restrita/requerimentos/${encodeURIComponent(id)}`;
export const hrefNegociacao = (nufin: number) => `/negociacao/${encodeURIComponent(String(nufin))}`;
/** /convite/{codemp}/{hash}: the invitation. */
export const hrefConvite = (codemp: string, hash: string) => `/convite/${encodeURIComponent(codemp)}/${encodeURIComponent(hash)}`;
/** /convite/validar/{hash}: what the gate opens from the QR. */
export const hrefValidarConvite = (hash: string) => `/convite/validar/${encodeURIComponent(hash)}`;
