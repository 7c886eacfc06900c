import { calcularDevido, dataEmSaoPaulo, ENCARGOS_PADRAO, type Plano, type Titulo } from '@portal/contracts';

/** Test data for the payment plan and negotiation tests (not used by the app). */

let sequencia = 0;
/** A fresh valid UUID (v4 layout) per call. */
export function novoId(): string {
  sequencia += 1;
  return `7d1e2f3a-${String(sequencia).padStart(4, '0')}-4b5c-8d9e-0f1a2b3c4d5e`;
}

/** YYYY-MM-DD `dias` days from today in Brasília (negative: in the past). */
export function diaDaqui(dias: number): string {
  return dataEmSaoPaulo(new Date(Date.now() + dias * 86_400_000));
}

/** A título as the API shows it; open ones get today's amount from the same arithmetic the API uses. */
export function tituloDeTeste(dados: Partial<Titulo> & Pick<Titulo, 'nufin'>): Titulo {
  const base: Titulo = {
    id: novoId(),
    origem: 'anuidade',
    descricao: 'Anuidade 2025',
    exercicio: 2025,
    vencimento: diaDaqui(10),
    valorCentavos: 98_500,
    status: 'aberto',
    vencido: false,
    descontoCentavos: 0,
    descontoAte: null,
    multaBp: ENCARGOS_PADRAO.multaBp,
    jurosMensalBp: ENCARGOS_PADRAO.jurosMensalBp,
    pagoEm: null,
    valorPagoCentavos: null,
    meioPagamento: null,
    plano: null,
    requerimentoId: null,
    devido: null,
    acoes: [],
    ...dados,
  };
  const hoje = dataEmSaoPaulo();
  const aberto = base.status === 'aberto';
  const vencido = aberto && base.vencimento < hoje;
  return {
    ...base,
    vencido,
    devido: aberto ? calcularDevido(base, hoje) : null,
    acoes: dados.acoes ?? (aberto ? ['pagar', ...(vencido ? (['negociar'] as const) : [])] : base.status === 'pago' ? ['recibo'] : []),
  };
}

export function planoDeTeste(dados: Partial<Plano> & Pick<Plano, 'numero' | 'tipo' | 'parcelas'>): Plano {
  return {
    id: novoId(),
    status: 'ativo',
    criadoEm: '2026-03-10T13:05:00.000Z',
    principalCentavos: 0,
    multaCentavos: 0,
    jurosCentavos: 0,
    descontoCentavos: 0,
    totalCentavos: dados.parcelas.reduce((s, t) => s + t.valorCentavos, 0),
    entradaCentavos: 0,
    originais: [],
    termo: null,
    ...dados,
  };
}
