/**
 * The bodies the payment webhooks accept. PIX follows Banco Central's API Pix webhook ({ pix: [...] }, what
 * a PSP posts to {webhookUrl}/pix); boleto is the portal's own shape for a bank's return (CNAB or the bank's
 * API), which an integration posts signed. Unknown fields are kept (PSPs add their own) and stored with
 * the payment for reconciliation — so every text in an item, known field or not, is checked here, before
 * anything is written: a whole notification is refused (400) for one bad item, and nothing of it changes.
 */
import { temCaractereInvalido } from '@portal/contracts';
import { z } from 'zod';

const valor = z.string().regex(/^\d{1,10}\.\d{2}$/, "Use o valor no formato '123.45'.");

/**
 * What a stored payload must not carry: what is not one line of text (contracts' texto.ts: control
 * characters, which PostgreSQL's jsonb refuses or have no business in a payment notice, and lone surrogates).
 */
const textoProibido = (texto: string) => temCaractereInvalido(texto);
/** Nesting allowed inside an item (PSPs add flat fields or small objects; a deep one is not a notification). */
export const PROFUNDIDADE_MAXIMA_ITEM = 8;

/** The first text (value or key) with a forbidden character, or nesting deeper than allowed; null when clean. Iterative: no deep recursion. */
export function problemaNoTexto(valor: unknown): { caminho: (string | number)[]; motivo: 'caractere' | 'profundidade' } | null {
  const pilha: Array<{ v: unknown; caminho: (string | number)[] }> = [{ v: valor, caminho: [] }];
  for (let atual = pilha.pop(); atual; atual = pilha.pop()) {
    const { v, caminho } = atual;
    if (typeof v === 'string') {
      if (textoProibido(v)) return { caminho, motivo: 'caractere' };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (caminho.length >= PROFUNDIDADE_MAXIMA_ITEM) return { caminho, motivo: 'profundidade' };
    if (Array.isArray(v)) {
      v.forEach((x: unknown, i) => pilha.push({ v: x, caminho: [...caminho, i] }));
      continue;
    }
    for (const [chave, x] of Object.entries(v)) {
      if (textoProibido(chave)) return { caminho, motivo: 'caractere' };
      pilha.push({ v: x, caminho: [...caminho, chave] });
    }
  }
  return null;
}

const MENSAGENS_TEXTO = {
  caractere: 'O texto tem caracteres de controle (como NUL) ou inválidos: remova-os e reenvie a notificação.',
  profundidade: `Estrutura aninhada demais: use até ${PROFUNDIDADE_MAXIMA_ITEM} níveis.`,
} as const;

function semTextoProibido(item: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const problema = problemaNoTexto(item);
  if (problema) ctx.addIssue({ code: 'custom', message: MENSAGENS_TEXTO[problema.motivo], path: problema.caminho });
}

/** Dates outside this range are typing or clock mistakes (and some, like year 0, the database cannot even store). */
const ANO_MINIMO = 2000;
const ANO_MAXIMO = 2100;
const anoPlausivel = (iso: string) => {
  const ano = Number(iso.slice(0, 4));
  return ano >= ANO_MINIMO && ano <= ANO_MAXIMO;
};
const MENSAGEM_ANO = `Use uma data entre os anos ${ANO_MINIMO} e ${ANO_MAXIMO}.`;

export const itemPixSchema = z
  .looseObject({
    endToEndId: z.string().regex(/^[A-Za-z0-9]{1,35}$/, 'Informe o endToEndId (até 35 letras ou números).'),
    /** Absent for a PIX sent straight to the chave, with no charge. */
    txid: z.string().regex(/^[A-Za-z0-9]{1,35}$/, 'Informe o txid (até 35 letras ou números).').optional(),
    valor,
    horario: z.iso.datetime({ offset: true, message: 'Informe o horário em ISO 8601.' }).refine(anoPlausivel, MENSAGEM_ANO),
    infoPagador: z.string().max(140).optional(),
  })
  .superRefine(semTextoProibido);
export type ItemPix = z.infer<typeof itemPixSchema>;

export const webhookPixBodySchema = z.object({
  pix: z.array(itemPixSchema).min(1, 'A notificação não traz nenhum PIX.').max(500, 'Envie até 500 PIX por notificação.'),
});

export const itemBoletoSchema = z
  .looseObject({
    idLiquidacao: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/, 'Informe o idLiquidacao (até 64 letras, números, ponto, dois-pontos, hífen ou sublinhado).'),
    nossoNumero: z.string().regex(/^\d{1,35}$/, 'Informe o nosso número (só dígitos).'),
    valorPago: valor,
    /** The day ('YYYY-MM-DD', a day in Brasília) or the instant (ISO 8601 with offset). */
    dataPagamento: z
      .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'Informe a data do pagamento em ISO 8601.' })
      .refine(anoPlausivel, MENSAGEM_ANO),
  })
  .superRefine(semTextoProibido);
export type ItemBoleto = z.infer<typeof itemBoletoSchema>;

export const webhookBoletoBodySchema = z.object({
  boletos: z.array(itemBoletoSchema).min(1, 'A notificação não traz nenhum boleto.').max(500, 'Envie até 500 boletos por notificação.'),
});

export const respostaWebhookSchema = z.object({
  /** Items in the notification. */
  recebidos: z.number().int(),
  liquidados: z.number().int(),
  emRevisao: z.number().int(),
  /** Already received before (same end-to-end id): nothing changed. */
  duplicados: z.number().int(),
});
export type RespostaWebhook = z.infer<typeof respostaWebhookSchema>;
