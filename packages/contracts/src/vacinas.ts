import { z } from 'zod';
import { isoDataNoIntervalo } from './intervalo-de-datas.js';
import { tituloResumoSchema } from './financeiro/api.js';
import { textoLivre } from './texto.js';

/** Shapes of the CASAG vaccines API (issue 12). Money in integer centavos, dates 'YYYY-MM-DD'. */

const isoData = isoDataNoIntervalo;
const instante = z.string();

export const STATUS_DOSE = ['reservada', 'paga', 'aplicada', 'expirada', 'cancelada'] as const;
export type StatusDose = (typeof STATUS_DOSE)[number];
export const STATUS_COMPRA_VACINA = ['reservada', 'paga', 'expirada', 'cancelada'] as const;
export type StatusCompraVacina = (typeof STATUS_COMPRA_VACINA)[number];

export const ROTULO_STATUS_DOSE: Record<StatusDose, string> = {
  reservada: 'Reservada (aguardando pagamento)',
  paga: 'Paga (pronta para aplicar)',
  aplicada: 'Aplicada',
  expirada: 'Expirada',
  cancelada: 'Cancelada',
};
export const ROTULO_STATUS_COMPRA_VACINA: Record<StatusCompraVacina, string> = {
  reservada: 'Aguardando pagamento',
  paga: 'Paga',
  expirada: 'Expirada (não paga a tempo)',
  cancelada: 'Cancelada',
};

/** The longest household cap staff may set on a campaign. */
export const LIMITE_FAMILIA_MAXIMO = 20;
/** How long a reservation waits for a PIX payment (DOMAIN.md: 30 minutes). */
export const MINUTOS_RESERVA_PIX = 30;
/** Days until a vaccine título's due date (a boleto reservation lasts until the day after it). */
export const DIAS_VENCIMENTO_VACINA = 3;

export const pessoaVacinaSchema = z.object({
  /** The member's pessoa id (titular) or the dependant's id. */
  id: z.uuid(),
  tipo: z.enum(['titular', 'dependente']),
  nome: z.string(),
  parentesco: z.string().nullable(),
  /** Already holds a dose of this campaign (reserved, paid or applied). */
  jaTemDose: z.boolean(),
});
export type PessoaVacina = z.infer<typeof pessoaVacinaSchema>;

const campanhaBase = {
  id: z.uuid(),
  vacina: z.string(),
  descricao: z.string(),
  vendaInicio: isoData,
  vendaFim: isoData,
  aplicacaoInicio: isoData,
  aplicacaoFim: isoData,
  locais: z.array(z.string()),
  gratuita: z.boolean(),
  precoAdimplenteCentavos: z.number().int(),
  precoOutrosCentavos: z.number().int(),
  limiteFamilia: z.number().int(),
  estoque: z.number().int(),
};

/** A campaign as a member sees it: their price, what is left, and whether they can buy (and why not). */
export const campanhaMembroSchema = z.object({
  ...campanhaBase,
  /** The price per dose for this member today (the higher one for an inadimplente). */
  precoCentavos: z.number().int(),
  /** Doses this member's household already holds in the campaign (reserved, paid or applied). */
  dosesDaFamilia: z.number().int(),
  /** How many more this household may buy now (cap, stock and people without a dose). */
  podeComprar: z.number().int(),
  elegivel: z.boolean(),
  /** Why the member cannot buy, when they cannot. */
  motivo: z.string().nullable(),
  /** Why the price is the higher one, when it is. */
  avisoPreco: z.string().nullable(),
  pessoas: z.array(pessoaVacinaSchema),
});
export type CampanhaMembro = z.infer<typeof campanhaMembroSchema>;

export const campanhasMembroSchema = z.object({
  itens: z.array(campanhaMembroSchema),
  /** Collaborators (no inscrição) cannot buy: CASAG serves lawyers. */
  colaborador: z.boolean(),
  adimplente: z.boolean(),
  saldoViraMaisCentavos: z.number().int(),
});
export type CampanhasMembro = z.infer<typeof campanhasMembroSchema>;

export const comprarVacinaBodySchema = z.object({
  campanhaId: z.uuid({ error: 'Escolha a campanha.' }),
  /** Ids from `pessoas` of the campaign: the member's own pessoa id and/or dependants' ids. */
  pessoas: z
    .array(z.uuid({ error: 'Pessoa inválida.' }), { error: 'Escolha ao menos uma pessoa.' })
    .min(1, 'Escolha ao menos uma pessoa.')
    .max(LIMITE_FAMILIA_MAXIMO, 'Pessoas demais nesta compra.'),
  usarViraMais: z.boolean().default(false),
});
export type ComprarVacinaBody = z.input<typeof comprarVacinaBodySchema>;

export const voucherSchema = z.object({
  /** The signed code the QR carries (PU1.V.…). */
  codigo: z.string(),
  /** The 10-character code staff can type, shown XXXXX-XXXXX. */
  codigoCurto: z.string(),
});

export const doseSchema = z.object({
  id: z.uuid(),
  pessoaNome: z.string(),
  titular: z.boolean(),
  status: z.enum(STATUS_DOSE),
  /** Only for a paid (or applied) dose. */
  voucher: voucherSchema.nullable(),
  aplicadaEm: instante.nullable(),
  aplicadaLocal: z.string().nullable(),
});
export type Dose = z.infer<typeof doseSchema>;

export const compraVacinaSchema = z.object({
  id: z.uuid(),
  campanha: z.object({
    id: z.uuid(),
    vacina: z.string(),
    aplicacaoInicio: isoData,
    aplicacaoFim: isoData,
    locais: z.array(z.string()),
  }),
  status: z.enum(STATUS_COMPRA_VACINA),
  criadaEm: instante,
  /** When an unpaid reservation lapses (PIX: 30 minutes; boleto: the day after its due date). */
  expiraEm: instante.nullable(),
  precoUnitarioCentavos: z.number().int(),
  totalCentavos: z.number().int(),
  viramaisCentavos: z.number().int(),
  /** The título for what ViraMais did not pay; null when nothing was left to pay. */
  titulo: tituloResumoSchema.nullable(),
  doses: z.array(doseSchema),
});
export type CompraVacina = z.infer<typeof compraVacinaSchema>;

export const comprasVacinaSchema = z.object({ itens: z.array(compraVacinaSchema) });
export type ComprasVacina = z.infer<typeof comprasVacinaSchema>;

/* ---------- staff ---------- */

const centavos = (rotulo: string) =>
  z
    .number({ error: `Informe ${rotulo}.` })
    .int(`Informe ${rotulo} em centavos.`)
    .min(0, `${rotulo[0]!.toUpperCase()}${rotulo.slice(1)} não pode ser negativo.`)
    .max(10_000_000, `${rotulo[0]!.toUpperCase()}${rotulo.slice(1)} alto demais.`);

export const campanhaBodySchema = z
  .object({
    vacina: textoLivre({ error: 'Informe a vacina.' }).min(2, 'Informe a vacina.').max(120, 'Use até 120 caracteres.'),
    descricao: textoLivre({ multilinha: true }).max(2000, 'Use até 2000 caracteres.').default(''),
    vendaInicio: isoData,
    vendaFim: isoData,
    aplicacaoInicio: isoData,
    aplicacaoFim: isoData,
    locais: z
      .array(textoLivre().min(2, 'Informe o local.').max(200, 'Use até 200 caracteres por local.'))
      .min(1, 'Informe ao menos um local de aplicação.')
      .max(20, 'Use até 20 locais.'),
    estoque: z.number({ error: 'Informe o estoque.' }).int('Informe um número inteiro.').min(0, 'O estoque não pode ser negativo.').max(1_000_000, 'Estoque alto demais.'),
    gratuita: z.boolean().default(false),
    precoAdimplenteCentavos: centavos('o preço para adimplentes'),
    precoOutrosCentavos: centavos('o preço para os demais'),
    limiteFamilia: z
      .number({ error: 'Informe o limite por família.' })
      .int('Informe um número inteiro.')
      .min(1, 'O limite por família é ao menos 1.')
      .max(LIMITE_FAMILIA_MAXIMO, `O limite por família é no máximo ${LIMITE_FAMILIA_MAXIMO}.`),
  })
  .superRefine((c, ctx) => {
    if (c.vendaFim < c.vendaInicio) ctx.addIssue({ code: 'custom', path: ['vendaFim'], message: 'O fim das vendas vem depois do início.' });
    if (c.aplicacaoFim < c.aplicacaoInicio) ctx.addIssue({ code: 'custom', path: ['aplicacaoFim'], message: 'O fim da aplicação vem depois do início.' });
    if (c.aplicacaoFim < c.vendaInicio) ctx.addIssue({ code: 'custom', path: ['aplicacaoFim'], message: 'A aplicação não pode terminar antes de as vendas começarem.' });
    if (!c.gratuita && c.precoAdimplenteCentavos > c.precoOutrosCentavos) {
      ctx.addIssue({ code: 'custom', path: ['precoAdimplenteCentavos'], message: 'O preço para adimplentes não pode ser maior que o dos demais.' });
    }
    if (!c.gratuita && c.precoOutrosCentavos === 0) ctx.addIssue({ code: 'custom', path: ['precoOutrosCentavos'], message: 'Informe o preço ou marque a campanha como gratuita.' });
  });
export type CampanhaBody = z.input<typeof campanhaBodySchema>;

export const campanhaStaffSchema = z.object({
  ...campanhaBase,
  encerradaEm: instante.nullable(),
  /** aberta: selling today; futura: sales not started; encerrada: closed or sales over. */
  situacao: z.enum(['aberta', 'futura', 'encerrada']),
  numeros: z.object({
    reservadas: z.number().int(),
    pagas: z.number().int(),
    aplicadas: z.number().int(),
    expiradas: z.number().int(),
    estoque: z.number().int(),
  }),
});
export type CampanhaStaff = z.infer<typeof campanhaStaffSchema>;
export const campanhasStaffSchema = z.object({ itens: z.array(campanhaStaffSchema) });

export const voucherBodySchema = z.object({
  codigo: textoLivre({ error: 'Informe o código do voucher.' }).min(1, 'Informe o código do voucher.').max(300, 'Código longo demais.'),
});
export const aplicarVoucherBodySchema = voucherBodySchema.extend({
  local: textoLivre().max(200, 'Use até 200 caracteres.').optional(),
});

/** What staff see after scanning or typing a voucher. */
export const voucherStaffSchema = z.object({
  doseId: z.uuid(),
  codigoCurto: z.string(),
  pessoaNome: z.string(),
  titular: z.boolean(),
  membroNome: z.string(),
  vacina: z.string(),
  campanhaId: z.uuid(),
  aplicacaoInicio: isoData,
  aplicacaoFim: isoData,
  locais: z.array(z.string()),
  status: z.enum(STATUS_DOSE),
  aplicadaEm: instante.nullable(),
  aplicadaPor: z.string().nullable(),
  aplicadaLocal: z.string().nullable(),
  /** Whether it can be applied now (paid and within the application period). */
  aplicavel: z.boolean(),
  motivo: z.string().nullable(),
});
export type VoucherStaff = z.infer<typeof voucherStaffSchema>;
