// Every route of the spec (section 2) that the web app serves, as the JavaScript and Lighthouse benches visit them
// (issue 35): who is signed in (nobody, Maria the demo lawyer, Ana the demo staff member) and the goal of each in KB
// of gzipped JavaScript on a cold load (ADR 028, ADR 060).
//
// Routes with a parameter are visited with a placeholder (`x`) unless a demo record has a fixed key: the page's
// chunks load all the same (the page shows its "not found" state), which is what the JavaScript bench measures.
// Flows are measured at their form step (the step a member lands on).

export type Conta = 'publica' | 'maria' | 'ana';

export interface RotaMedida {
  /** The address visited (path and query). */
  rota: string;
  conta: Conta;
  /** Goal, KB of gzipped JavaScript (issue 35): 170 for every route, 120 for a member's first screens after the home. */
  alvoKb: number;
}

/** Issue 35's goals, and ADR 028's for /login. */
export const ALVO_KB = { geral: 170, primeiraTela: 120, login: 120 } as const;

const publicas = ['/login', '/login-callback', '/forgot', '/resetpass/x', '/cadastro', '/denuncia-anonima'];

/** A member's first screens after the home (issue 35): the anuidade, finance, requests, the CASAG and CEL services. */
const primeirasTelas = [
  '/annuity',
  '/financeiro',
  '/requerimento',
  '/home/casag/requerimentos',
  '/home/casag/viramais',
  '/home/casag/vacinas',
  '/home/casag/ouvidoria',
  '/home/casag/requerimentosCasag',
  '/home/casag/meusRequerimentosCasag',
  '/home/cel/convites',
  '/festa-junina',
];

const doAdvogado = [
  '/home',
  '/home/oab',
  '/home/casag',
  '/home/cel',
  ...primeirasTelas,
  '/voting',
  '/comissoes',
  '/sessoes',
  '/settings',
  '/payment-plan',
  '/requerimentos',
  '/negociacao/1',
  '/atualizacao-cadastral',
  '/feetable',
  '/requerimento-pendente',
  '/ConsultaProcessual',
  '/meus-processos',
  '/processo/x',
  '/peticionamento/x',
  '/convite/cel/x',
  '/convite/validar/x',
  '/requerimento/novo?tipo=401',
  '/home/casag/vacinas/adquirir',
  '/home/casag/vacinas/extrato',
  '/festa-junina/meus-ingressos',
  '/home/casag/requerimentos/264',
  '/home/casag/ouvidoria/298',
  '/home/casag/ouvidoria/acompanhar',
  '/perfil/meus-requerimentos',
  '/perfil/meus-requerimentos/x/protocolo',
];

const daServidora = [
  '/area-restrita',
  '/voting-admin',
  '/area-restrita/sessoes',
  '/area-restrita/sessoes/novaSessao',
  '/area-restrita/sessoes/x',
  '/area-restrita/requerimentos',
  '/area-restrita/requerimentos-interno',
  '/area-restrita/requerimentos-interno/312',
  '/area-restrita/inadimplencia',
  '/area-restrita/comissoes',
  '/area-restrita/presenca',
  '/area-restrita/contatos',
  '/area-restrita/financeiro',
  '/area-restrita/financeiro/anuidade',
  '/area-restrita/tabela-honorarios',
  '/area-restrita/processos',
  '/area-restrita/peticoes',
  '/area-restrita/acessos',
  '/area-restrita/inscritos',
  '/area-restrita/inscritos/importar',
  '/area-restrita/financeiro/importar-titulos',
  '/area-restrita/processos/importar',
  '/area-restrita/comissoes/importar',
  '/area-restrita/portaria-cel',
];

const alvo = (rota: string) =>
  rota === '/login' ? ALVO_KB.login : primeirasTelas.includes(rota) ? ALVO_KB.primeiraTela : ALVO_KB.geral;

export const ROTAS_MEDIDAS: RotaMedida[] = [
  ...publicas.map((rota) => ({ rota, conta: 'publica' as const, alvoKb: alvo(rota) })),
  ...doAdvogado.map((rota) => ({ rota, conta: 'maria' as const, alvoKb: alvo(rota) })),
  ...daServidora.map((rota) => ({ rota, conta: 'ana' as const, alvoKb: alvo(rota) })),
];

/** `BENCH_ROTAS=/annuity,/financeiro` (or a prefix ending in `*`: `/area-restrita*`) picks routes; all by default. */
export function rotasEscolhidas(lista = process.env.BENCH_ROTAS): RotaMedida[] {
  if (!lista) return ROTAS_MEDIDAS;
  const pedidas = lista.split(',').map((s) => s.trim()).filter(Boolean);
  const escolhidas = ROTAS_MEDIDAS.filter((r) =>
    pedidas.some((p) => (p.endsWith('*') ? r.rota.startsWith(p.slice(0, -1)) : r.rota === p)),
  );
  const desconhecidas = pedidas.filter((p) => !p.endsWith('*') && !ROTAS_MEDIDAS.some((r) => r.rota === p));
  if (desconhecidas.length) throw new Error(`Rotas fora da lista (scripts/bench/rotas-medidas.ts): ${desconhecidas.join(', ')}`);
  return escolhidas;
}
