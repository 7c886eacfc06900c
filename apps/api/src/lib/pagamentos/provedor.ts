/**
 * The payment provider behind the portal's charges. The portal decides what to charge and settles títulos;
 * the provider makes the PIX charge (BR Code) and the boleto lines, and, when it can be asked, confirms that a
 * PIX was really received. Two implementations: the embedded sandbox (sandbox.ts) and Banco Central's API Pix
 * at a PSP (api-pix-bcb.ts); criar-provedor.ts picks one from the configuration.
 */

export interface PedidoCobrancaPix {
  /** Sandbox: 25 alphanumerics (static BR Code); API Pix: 26–35 (see novoTxidPix). */
  txid: string;
  valorCentavos: number;
  expiracaoS: number;
  devedor: { cpf: string; nome: string };
  /** Shown to the payer (solicitacaoPagador / BR Code 26-02). */
  descricao: string;
}

export interface CobrancaPixCriada {
  /** The BR Code to render as a QR and to copy and paste. */
  copiaECola: string;
  /** The charge's location at the PSP (dynamic BR Code), when there is one. */
  location: string | null;
}

/** A PIX received for a charge, as the PSP reports it (API Pix `pix[]`). */
export interface PixRecebido {
  endToEndId: string;
  /** '123.45' */
  valor: string;
  horario: string;
}

export interface CobrancaPixConsultada {
  /** API Pix: ATIVA, CONCLUIDA, REMOVIDA_PELO_USUARIO_RECEBEDOR, REMOVIDA_PELO_PSP. */
  status: string;
  pix: PixRecebido[];
}

export interface PedidoBoleto {
  /** 17 digits: the agreement (convênio, 7) + the sequence (10). */
  nossoNumero: string;
  valorCentavos: number;
  /** 'YYYY-MM-DD' */
  vencimento: string;
}

export interface BoletoCriado {
  /** 44 digits. */
  codigoBarras: string;
  /** 47 digits (formatarLinha for display). */
  linhaDigitavel: string;
}

interface ProvedorBase {
  readonly nome: 'sandbox' | 'bcb';
  /** A fresh txid in the format this provider's PIX charges use. */
  novoTxidPix(): string;
  criarCobrancaPix(p: PedidoCobrancaPix): Promise<CobrancaPixCriada>;
  /**
   * Withdraws a PIX charge at the provider, so the payer's bank refuses it (a replaced or cancelled charge).
   * Absent when the charge lives only in the portal (the sandbox's static BR Codes: there is nothing to withdraw).
   */
  removerCobrancaPix?(txid: string): Promise<void>;
  criarBoleto(p: PedidoBoleto): BoletoCriado;
}

/**
 * A provider whose PIX notifications are trusted once their HMAC signature checks (the sandbox: it signs
 * them itself), or one that is asked about every notification before anything settles (API Pix: the body of
 * its webhook is only a hint; `GET /cob/{txid}` is the truth).
 */
export type ProvedorPagamentos =
  | (ProvedorBase & { readonly confirmaNotificacoes: false })
  | (ProvedorBase & {
      readonly confirmaNotificacoes: true;
      /** The charge as the PSP sees it; null when the PSP does not know the txid. */
      consultarCobrancaPix(txid: string): Promise<CobrancaPixConsultada | null>;
    });

/** What the app holds for payments: the provider and the secret its signed webhooks are checked with. */
export interface ServicoPagamentos {
  provedor: ProvedorPagamentos;
  /** HMAC secret of the signed webhooks (sandbox PIX, boleto bank return, staff simulation). */
  segredoWebhook: string;
}

/** Where the provider reports what an operator must see (never secrets, tokens or bodies). */
export interface LogPagamentos {
  warn(obj: Record<string, unknown>, msg: string): void;
}

const ALFANUMERICOS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `n` random alphanumerics (rejection sampling: every character equally likely). */
export function alfanumericosAleatorios(n: number, bytes: (n: number) => Uint8Array): string {
  let saida = '';
  while (saida.length < n) {
    for (const b of bytes(n * 2)) {
      // 248 = 4 × 62: values above it would favour the first characters.
      if (b < 248 && saida.length < n) saida += ALFANUMERICOS[b % 62];
    }
  }
  return saida;
}

/** Integer centavos → API Pix money string '123.45'. */
export function valorApiPix(centavos: number): string {
  return `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
}

/** API Pix money string '123.45' → integer centavos; null when it is not exactly \d{1,10}.\d{2}. */
export function centavosDeValorApiPix(valor: string): number | null {
  const m = /^(\d{1,10})\.(\d{2})$/.exec(valor);
  return m ? Number(m[1]) * 100 + Number(m[2]) : null;
}
