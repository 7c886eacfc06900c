import { z } from 'zod';
import { inteiroDoCaminho } from '../caminho.js';
import { textoLivre } from '../texto.js';
import { anuidadeSemTabelaSchema } from './anuidade-tabela.js';
import { ORIGENS_TITULO, SITUACOES_TITULO } from './vocabulario-titulo.js';

export { ORIGENS_TITULO, SITUACOES_TITULO };

/** Shapes of the finance API (issue 5). Money in integer centavos, rates in basis points, dates 'YYYY-MM-DD'. */

const isoData = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const instante = z.string();
const SHA256_HEX = /^[0-9a-f]{64}$/;
const sha256Hex = z.string().regex(SHA256_HEX);

export type OrigemTitulo = (typeof ORIGENS_TITULO)[number];
export const STATUS_TITULO = ['aberto', 'pago', 'vencido', 'renegociado', 'cancelado'] as const;
/**
 * The títulos that are debts to the OAB: only these, open past their due date, make a member inadimplente. A
 * request fee, a vaccine or an event ticket left unpaid is not a debt (the request or the service just waits).
 */
export const ORIGENS_DIVIDA = ['anuidade', 'parcela_acordo', 'multa'] as const satisfies readonly (typeof ORIGENS_TITULO)[number][];

export const tituloResumoSchema = z.object({
  id: z.uuid(),
  nufin: z.number().int(),
  origem: z.enum(ORIGENS_TITULO),
  descricao: z.string(),
  exercicio: z.number().int().nullable(),
  vencimento: isoData,
  /**
   * Open: what paying it costs today (the discount while it holds; fine and interest once past due), the amount
   * /financeiro shows. Otherwise the amount it was issued for.
   */
  valorCentavos: z.number().int(),
  status: z.enum(STATUS_TITULO),
  /** Open and past its due date. */
  vencido: z.boolean(),
});
export type TituloResumo = z.infer<typeof tituloResumoSchema>;

/** The largest amount one título holds (títulos.valor_centavos is a PostgreSQL integer): R$ 21.474.836,47. */
export const VALOR_MAXIMO_TITULO_CENTAVOS = 2_147_483_647;

export const MEIOS_PAGAMENTO = ['pix', 'boleto'] as const;
export type MeioPagamento = (typeof MEIOS_PAGAMENTO)[number];

export const TIPOS_PLANO = ['parcelamento_anuidade', 'negociacao'] as const;
export type TipoPlano = (typeof TIPOS_PLANO)[number];
export const STATUS_PLANO = ['ativo', 'quitado', 'cancelado'] as const;

/** What a título costs today (calcularDevido), for an open one. */
export const devidoSchema = z.object({
  principalCentavos: z.number().int(),
  descontoCentavos: z.number().int(),
  multaCentavos: z.number().int(),
  jurosCentavos: z.number().int(),
  totalCentavos: z.number().int(),
  diasAtraso: z.number().int(),
});
export type DevidoApi = z.infer<typeof devidoSchema>;

export const ACOES_TITULO = ['pagar', 'negociar', 'recibo'] as const;

export const tituloSchema = tituloResumoSchema.extend({
  /** The amount it was issued for (the principal); today's is in `devido`. */
  valorCentavos: z.number().int(),
  descontoCentavos: z.number().int(),
  /** Last day of the discount (anuidade: early payment until the end of March). */
  descontoAte: isoData.nullable(),
  multaBp: z.number().int(),
  jurosMensalBp: z.number().int(),
  pagoEm: instante.nullable(),
  valorPagoCentavos: z.number().int().nullable(),
  /** How it was paid (pix | boleto), once paid. */
  meioPagamento: z.enum(MEIOS_PAGAMENTO).nullable(),
  /** The plan this título is an installment of (0 = the entry of an agreement). */
  plano: z
    .object({ id: z.uuid(), numero: z.number().int(), tipo: z.enum(TIPOS_PLANO), parcela: z.number().int(), parcelas: z.number().int() })
    .nullable(),
  /** The request whose fee this is. */
  requerimentoId: z.uuid().nullable(),
  /** Today's amount, for an open título; null otherwise. */
  devido: devidoSchema.nullable(),
  acoes: z.array(z.enum(ACOES_TITULO)),
});
export type Titulo = z.infer<typeof tituloSchema>;


export const listaTitulosQuerySchema = z.strictObject({
  situacao: z.enum(SITUACOES_TITULO, { error: 'Situação desconhecida.' }).optional(),
  origem: z.enum(ORIGENS_TITULO, { error: 'Origem desconhecida.' }).optional(),
  ano: z.coerce.number({ error: 'Informe o ano com quatro dígitos.' }).int('Informe o ano com quatro dígitos.').min(2000, 'Informe um ano a partir de 2000.').max(2100, 'Informe um ano até 2100.').optional(),
  pagina: z.coerce.number().int().min(1, 'A página começa em 1.').max(10_000).default(1),
});
export type ListaTitulosQuery = z.infer<typeof listaTitulosQuerySchema>;

export const listaTitulosSchema = z.object({
  itens: z.array(tituloSchema),
  total: z.number().int(),
  pagina: z.number().int(),
  porPagina: z.number().int(),
  /** Years that have títulos (for the filter), newest first. */
  anos: z.array(z.number().int()),
  /** Calendar years (Brasília) with a confirmed payment, newest first: the years the yearly statement offers. */
  anosComPagamentos: z.array(z.number().int()),
});
export type ListaTitulos = z.infer<typeof listaTitulosSchema>;

/** A malformed nufin answers as an unknown one (see caminho.ts). */
export const nufinParamsSchema = z.strictObject({ nufin: inteiroDoCaminho });

export const criarCobrancaBodySchema = z.strictObject({
  meio: z.enum(MEIOS_PAGAMENTO, { error: 'Escolha PIX ou boleto.' }),
});

/** A charge of a título by PIX or boleto, for today's amount. */
export const cobrancaSchema = z.object({
  id: z.uuid(),
  nufin: z.number().int(),
  meio: z.enum(MEIOS_PAGAMENTO),
  valorCentavos: z.number().int(),
  detalhamento: devidoSchema,
  criadaEm: instante,
  /** PIX: when the QR code stops working. */
  expiraEm: instante.nullable(),
  /** Boleto: its due date. */
  vencimento: isoData.nullable(),
  pix: z.object({ txid: z.string(), copiaECola: z.string(), qrCodeSvg: z.string() }).nullable(),
  boleto: z.object({ linhaDigitavel: z.string(), codigoBarras: z.string(), codigoBarrasSvg: z.string() }).nullable(),
});
export type Cobranca = z.infer<typeof cobrancaSchema>;

// ------------------------------------------------------------------------------------------- anuidade

export const faixaAnuidadeSchema = z.object({
  codigo: z.string(),
  descricao: z.string(),
  valorCentavos: z.number().int(),
});

/** This year's anuidade of a lawyer (situacao 'devida'). */
export const anuidadeSchema = z.object({
  situacao: z.literal('devida'),
  exercicio: z.number().int(),
  /** The member's seniority bracket this year (from the inscription date). */
  faixa: faixaAnuidadeSchema,
  /** Every bracket of the year, to show the table. */
  faixas: z.array(faixaAnuidadeSchema),
  adimplente: z.boolean(),
  descontoAntecipado: z.object({
    percentualBp: z.number().int(),
    valorCentavos: z.number().int(),
    ate: isoData,
    /** Holds today for this member. */
    disponivel: z.boolean(),
    /** Why not, when it does not. */
    motivo: z.string().nullable(),
  }),
  /** This year's anuidade: the single título, or the installments once split. */
  titulos: z.array(tituloSchema),
  /** Installment options while the single título is open and not split; null otherwise. */
  parcelamento: z
    .object({
      parcelasMaximo: z.number().int(),
      opcoes: z.array(z.object({ parcelas: z.number().int(), valorParcelaCentavos: z.number().int(), primeiroVencimento: isoData, ultimoVencimento: isoData })),
    })
    .nullable(),
  /** Earlier years' anuidades, newest first. */
  anteriores: z.array(tituloSchema),
});
export type Anuidade = z.infer<typeof anuidadeSchema>;

/** Someone who owes no anuidade (no active lawyer's inscrição: a collaborator, an intern): a state, not an error. */
export const anuidadeNaoAplicavelSchema = z.object({
  situacao: z.literal('nao_aplicavel'),
  /** Why, in a sentence. */
  motivo: z.string(),
});
export type AnuidadeNaoAplicavel = z.infer<typeof anuidadeNaoAplicavelSchema>;

/** GET /financeiro/anuidade: the anuidade, or why there is none for this person (or none yet this year: no table). */
export const respostaAnuidadeSchema = z.discriminatedUnion('situacao', [anuidadeSchema, anuidadeNaoAplicavelSchema, anuidadeSemTabelaSchema]);
export type RespostaAnuidade = z.infer<typeof respostaAnuidadeSchema>;

export const parcelarAnuidadeBodySchema = z.strictObject({
  parcelas: z.coerce
    .number({ error: 'Informe em quantas parcelas.' })
    .int('Informe um número inteiro de parcelas.')
    .min(2, 'Parcele em pelo menos 2 vezes (ou pague em cota única).')
    .max(12, 'Parcele em no máximo 12 vezes.'),
});

// ------------------------------------------------------------------------------------------- planos

export const planoSchema = z.object({
  id: z.uuid(),
  numero: z.number().int(),
  tipo: z.enum(TIPOS_PLANO),
  status: z.enum(STATUS_PLANO),
  criadoEm: instante,
  principalCentavos: z.number().int(),
  multaCentavos: z.number().int(),
  jurosCentavos: z.number().int(),
  descontoCentavos: z.number().int(),
  totalCentavos: z.number().int(),
  entradaCentavos: z.number().int(),
  /** The títulos this plan replaced (renegociado). */
  originais: z.array(tituloResumoSchema),
  parcelas: z.array(tituloSchema),
  /** Debt confession term (negotiations only). */
  termo: z.object({ versao: z.string(), aceitoEm: instante, texto: z.string() }).nullable(),
});
export type Plano = z.infer<typeof planoSchema>;

/** GET /financeiro/planos: the member's plans, newest first. */
export const listaPlanosSchema = z.object({ itens: z.array(planoSchema) });

// ------------------------------------------------------------------------------------------- negociação

export const regrasNegociacaoSchema = z.object({
  parcelasMaximo: z.number().int(),
  parcelaMinimaCentavos: z.number().int(),
  entradaMinimaBp: z.number().int(),
  faixasDesconto: z.array(z.object({ ateParcelas: z.number().int(), descontoMaximoBp: z.number().int() })),
});

export const negociacaoBaseSchema = z.object({
  situacao: z.literal('negociavel'),
  /** The título the member came from (always among `elegiveis`). */
  nufin: z.number().int(),
  /** Every overdue debt título of the member that can go into the agreement, with today's amount. */
  elegiveis: z.array(tituloSchema),
  regras: regrasNegociacaoSchema,
  versaoTermo: z.string(),
});
export type NegociacaoBase = z.infer<typeof negociacaoBaseSchema>;

/** A título of the member that cannot go into an agreement (not yet due, paid, renegotiated…): a state, not an error. */
export const negociacaoIndisponivelSchema = z.object({
  situacao: z.literal('nao_negociavel'),
  nufin: z.number().int(),
  /** Why, in a sentence. */
  motivo: z.string(),
  /** How many other overdue debts the member could negotiate instead (from /financeiro). */
  outrosVencidos: z.number().int(),
});
export type NegociacaoIndisponivel = z.infer<typeof negociacaoIndisponivelSchema>;

/** GET /financeiro/negociacao/:nufin: where the negotiation starts, or why this título cannot be negotiated. */
export const respostaNegociacaoSchema = z.discriminatedUnion('situacao', [negociacaoBaseSchema, negociacaoIndisponivelSchema]);
export type RespostaNegociacao = z.infer<typeof respostaNegociacaoSchema>;

export const simularNegociacaoBodySchema = z.strictObject({
  nufins: z.array(z.number({ error: 'Título inválido.' }).int('Título inválido.').positive('Título inválido.'), { error: 'Escolha os títulos.' }).min(1, 'Escolha pelo menos um título vencido para negociar.').max(200),
  parcelas: z.number({ error: 'Informe o número de parcelas.' }).int('Informe um número inteiro de parcelas.').min(1, 'Escolha pelo menos 1 parcela (à vista).').max(24, 'Parcele em no máximo 24 vezes.'),
  // The entry becomes a título, whose valor_centavos is a PostgreSQL integer.
  entradaCentavos: z
    .number({ error: 'Informe a entrada.' })
    .int('Informe a entrada em centavos inteiros.')
    .min(0, 'A entrada não pode ser negativa.')
    .max(VALOR_MAXIMO_TITULO_CENTAVOS, 'A entrada pode ser de no máximo R$ 21.474.836,47.'),
});
export type SimularNegociacaoBody = z.infer<typeof simularNegociacaoBodySchema>;

export const simulacaoNegociacaoSchema = z.object({
  principalCentavos: z.number().int(),
  multaCentavos: z.number().int(),
  jurosCentavos: z.number().int(),
  descontoBp: z.number().int(),
  descontoCentavos: z.number().int(),
  totalCentavos: z.number().int(),
  entradaCentavos: z.number().int(),
  parcelas: z.array(z.object({ numero: z.number().int(), vencimento: isoData, valorCentavos: z.number().int() })),
  /** The debt confession term the member will accept, with these figures. */
  termo: z.string(),
  /** sha256 (hex) of `termo`: sent back on acceptance, so the stored term is exactly the one the member read. */
  termoSha256: sha256Hex,
  versaoTermo: z.string(),
});
export type SimulacaoNegociacao = z.infer<typeof simulacaoNegociacaoSchema>;

export const criarNegociacaoBodySchema = simularNegociacaoBodySchema.extend({
  aceiteTermo: z.literal(true, { error: 'Leia e aceite o termo de confissão de dívida para continuar.' }),
  versaoTermo: z.string().max(20),
  /** The `termoSha256` of the simulation whose term the member read and accepted. */
  termoSha256: z.string({ error: 'Simule o acordo e leia o termo antes de aceitar.' }).regex(SHA256_HEX, 'Simule o acordo e leia o termo antes de aceitar.'),
});

// ------------------------------------------------------------------------------------------- tabela de honorários

export const itemHonorarioSchema = z.object({
  id: z.uuid(),
  area: z.string(),
  codigo: z.string(),
  ato: z.string(),
  valorCentavos: z.number().int().nullable(),
  percentualBp: z.number().int().nullable(),
  observacao: z.string().nullable(),
});
export type ItemHonorario = z.infer<typeof itemHonorarioSchema>;

export const versaoHonorariosSchema = z.object({
  id: z.uuid(),
  vigenciaInicio: isoData,
  importadaEm: instante,
  arquivoNome: z.string(),
  totalItens: z.number().int(),
  /** vigente = in force today; futura = starts later; anterior = replaced. */
  situacao: z.enum(['vigente', 'futura', 'anterior']),
});
export type VersaoHonorarios = z.infer<typeof versaoHonorariosSchema>;

/** GET /area-restrita/tabela-honorarios/versoes: in force, future and previous versions, newest first. */
export const listaVersoesHonorariosSchema = z.object({ itens: z.array(versaoHonorariosSchema) });

export const tabelaHonorariosQuerySchema = z.strictObject({
  area: textoLivre().max(80).optional(),
  busca: textoLivre().max(100, 'Busque com até 100 caracteres.').optional(),
  pagina: z.coerce.number().int().min(1, 'A página começa em 1.').max(10_000).default(1),
  /** Shorter pages for phones (the page asks for 10 there). */
  porPagina: z.coerce.number().int().min(1).max(50).default(50),
});

export const tabelaHonorariosSchema = z.object({
  /** null when no version is in force yet. */
  versao: versaoHonorariosSchema.nullable(),
  areas: z.array(z.string()),
  itens: z.array(itemHonorarioSchema),
  total: z.number().int(),
  pagina: z.number().int(),
  porPagina: z.number().int(),
});
export type TabelaHonorarios = z.infer<typeof tabelaHonorariosSchema>;

/** A CSV import refused: every problem, by line. */
export const errosImportacaoSchema = z.object({
  mensagem: z.string(),
  erros: z.array(z.object({ linha: z.number().int(), mensagem: z.string() })),
});

// ------------------------------------------------------------------------------------------- staff

export const tituloStaffSchema = tituloSchema.extend({
  pessoa: z.object({ id: z.uuid(), nome: z.string(), cpf: z.string() }),
});
export type TituloStaff = z.infer<typeof tituloStaffSchema>;

/** GET /area-restrita/financeiro/titulos: a person's títulos (by CPF) or one título (by nufin). */
export const buscaTitulosStaffSchema = z.object({
  itens: z.array(tituloStaffSchema),
  /** Only the embedded sandbox provider can simulate a payment. */
  simulacaoDisponivel: z.boolean(),
});
export type BuscaTitulosStaff = z.infer<typeof buscaTitulosStaffSchema>;

export const RESULTADOS_SIMULACAO = ['liquidado', 'em_revisao', 'duplicado'] as const;
export type ResultadoSimulacao = (typeof RESULTADOS_SIMULACAO)[number];

/** POST /area-restrita/financeiro/titulos/:nufin/simular-pagamento: what the notification did, and the título now. */
export const simulacaoPagamentoSchema = z.object({
  resultado: z.enum(RESULTADOS_SIMULACAO),
  titulo: tituloStaffSchema,
});
export type SimulacaoPagamento = z.infer<typeof simulacaoPagamentoSchema>;

export const buscaTitulosStaffQuerySchema = z.strictObject({
  /** CPF (with or without punctuation) or a nufin. */
  busca: z.string({ error: 'Informe o CPF ou o número do título.' }).trim().min(1, 'Informe o CPF ou o número do título.').max(20, 'Informe o CPF ou o número do título.'),
});

export const simularPagamentoBodySchema = z.strictObject({
  meio: z.enum(MEIOS_PAGAMENTO, { error: 'Escolha PIX ou boleto.' }),
});

export const MOTIVOS_REVISAO = ['txid_desconhecido', 'valor_divergente', 'titulo_nao_aberto'] as const;
/** 'estornado': a settled payment staff registered as returned to the payer (PIX devolução, chargeback). */
export const SITUACOES_PAGAMENTO = ['liquidado', 'em_revisao', 'resolvido', 'estornado'] as const;

export const pagamentoRevisaoSchema = z.object({
  id: z.uuid(),
  endToEndId: z.string(),
  meio: z.enum(MEIOS_PAGAMENTO),
  txid: z.string(),
  valorCentavos: z.number().int(),
  /** The charge's amount, when the txid is known. */
  valorEsperadoCentavos: z.number().int().nullable(),
  nufin: z.number().int().nullable(),
  pessoaNome: z.string().nullable(),
  pagoEm: instante,
  recebidoEm: instante,
  motivo: z.enum(MOTIVOS_REVISAO),
  situacao: z.enum(SITUACOES_PAGAMENTO),
  resolucao: z.object({ observacao: z.string(), em: instante, por: z.string() }).nullable(),
});
export type PagamentoRevisao = z.infer<typeof pagamentoRevisaoSchema>;

export const SITUACOES_REVISAO = ['em_revisao', 'resolvido'] as const;
export type SituacaoRevisao = (typeof SITUACOES_REVISAO)[number];

/** GET /area-restrita/financeiro/revisao: one page of payments under review (or resolved). */
export const paginaRevisaoSchema = z.object({
  itens: z.array(pagamentoRevisaoSchema),
  total: z.number().int(),
  pagina: z.number().int(),
  porPagina: z.number().int(),
});
export type PaginaRevisao = z.infer<typeof paginaRevisaoSchema>;

export const revisaoQuerySchema = z.strictObject({
  situacao: z.enum(['em_revisao', 'resolvido'], { error: 'Situação desconhecida.' }).default('em_revisao'),
  pagina: z.coerce.number().int().min(1, 'A página começa em 1.').max(10_000).default(1),
});

export const resolverRevisaoBodySchema = z.strictObject({
  observacao: textoLivre({ error: 'Diga o que foi feito (por exemplo, devolvido ao pagador).', multilinha: true })
    .min(5, 'Diga o que foi feito, com pelo menos 5 caracteres.')
    .max(500, 'Use até 500 caracteres.'),
});

/** POST /area-restrita/financeiro/titulos/:nufin/estornar-pagamento: why the payment went back to the payer. */
export const estornarPagamentoBodySchema = z.strictObject({
  motivo: textoLivre({ error: 'Diga por que o pagamento foi estornado (por exemplo, devolução do PIX).', multilinha: true })
    .min(5, 'Diga por que o pagamento foi estornado, com pelo menos 5 caracteres.')
    .max(500, 'Use até 500 caracteres.'),
});

export const FAIXAS_ATRASO = ['ate_30', '31_90', '91_365', 'acima_365'] as const;

export const inadimplenciaQuerySchema = z.strictObject({
  /** Name, CPF or inscription number. */
  busca: textoLivre().max(100, 'Busque com até 100 caracteres.').optional(),
  atraso: z.enum(FAIXAS_ATRASO, { error: 'Faixa de atraso desconhecida.' }).optional(),
  exercicio: z.coerce.number({ error: 'Informe o exercício com quatro dígitos.' }).int().min(2000, 'Informe um exercício a partir de 2000.').max(2100, 'Informe um exercício até 2100.').optional(),
  valorMinimoCentavos: z.coerce.number({ error: 'Informe o valor mínimo em centavos.' }).int().min(0, 'O valor mínimo não pode ser negativo.').max(9_999_999_999).optional(),
  ordem: z.enum(['valor', 'atraso', 'nome'], { error: 'Ordem desconhecida.' }).default('valor'),
  pagina: z.coerce.number().int().min(1, 'A página começa em 1.').max(100_000).default(1),
});
export type InadimplenciaQuery = z.infer<typeof inadimplenciaQuerySchema>;

export const inadimplenteSchema = z.object({
  pessoaId: z.uuid(),
  nome: z.string(),
  cpf: z.string(),
  inscricao: z.string().nullable(),
  titulos: z.number().int(),
  totalCentavos: z.number().int(),
  maiorAtrasoDias: z.number().int(),
  vencimentoMaisAntigo: isoData,
});
export type Inadimplente = z.infer<typeof inadimplenteSchema>;

export const inadimplenciaSchema = z.object({
  itens: z.array(inadimplenteSchema),
  totais: z.object({ pessoas: z.number().int(), titulos: z.number().int(), totalCentavos: z.number().int() }),
  pagina: z.number().int(),
  porPagina: z.number().int(),
});
export type Inadimplencia = z.infer<typeof inadimplenciaSchema>;


// ------------------------------------------------------------------------------------------- resumo

export const SITUACOES_ANUIDADE_RESUMO = ['paga', 'em_aberto', 'vencida', 'nao_emitida'] as const;
export type SituacaoAnuidadeResumo = (typeof SITUACOES_ANUIDADE_RESUMO)[number];

/** GET /financeiro/resumo: the member's finance at a glance, for the entity homes (reads only, creates nothing). */
export const resumoFinanceiroSchema = z.object({
  /** Up to date: no overdue debt (anuidade, acordo, multa) and no unpaid agreement entry. */
  emDia: z.boolean(),
  /** Overdue debts (what makes the member inadimplente; an agreement's unpaid entry apart), and what paying them costs today. */
  vencidos: z.object({ quantidade: z.number().int(), totalCentavos: z.number().int() }),
  /** Agreements whose entry is not paid yet. */
  entradasEmAberto: z.number().int(),
  /** Open títulos of any origin not yet due, what paying them costs today (an early-payment discount while it holds), and the nearest due date. */
  aVencer: z.object({ quantidade: z.number().int(), totalCentavos: z.number().int(), proximoVencimento: isoData.nullable() }),
  /**
   * This year's anuidade (a lawyer's): paga; em_aberto (the next open título, or installment, not yet due);
   * vencida (one past due); nao_emitida (not issued yet: the anuidade page issues it). Null without an active
   * lawyer's inscrição.
   */
  anuidade: z
    .object({
      exercicio: z.number().int(),
      situacao: z.enum(SITUACOES_ANUIDADE_RESUMO),
      /** The next open título's (or installment's) due date and what paying it costs today, when em_aberto or vencida. */
      vencimento: isoData.nullable(),
      valorCentavos: z.number().int().nullable(),
      /** Split into installments. */
      parcelada: z.boolean(),
    })
    .nullable(),
});
export type ResumoFinanceiro = z.infer<typeof resumoFinanceiroSchema>;
