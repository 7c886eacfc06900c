import type { Anuidade, Cobranca, Titulo } from '@portal/contracts';

/** Test data of the member's finance screens (the shapes of packages/contracts/src/financeiro/api.ts). */

let sequencia = 0;
/** A fresh UUID-shaped id per call. */
export function novoIdFinanceiro(): string {
  sequencia += 1;
  return `0b1c2d3e-4f5a-4b6c-8d7e-${String(sequencia).padStart(12, '0')}`;
}

export const SVG_TESTE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="2" height="2"/></svg>';
export const COPIA_E_COLA =
  '00020101021226870014br.gov.bcb.pix2565pix.exemplo.com.br/qr/v2/cobv/9d36b84fc70b478fb95c12729b90ca255204000053039865802BR5925OAB SECAO GOIAS6007GOIANIA62070503***6304ABCD';
export const LINHA_DIGITAVEL = '00190000090123456789212345678901212340000012345';

export function titulo(o: Partial<Titulo> = {}): Titulo {
  return {
    id: novoIdFinanceiro(),
    nufin: 5001,
    origem: 'anuidade',
    descricao: 'Anuidade 2026',
    exercicio: 2026,
    vencimento: '2026-03-31',
    valorCentavos: 98_500,
    status: 'aberto',
    vencido: false,
    descontoCentavos: 0,
    descontoAte: null,
    multaBp: 200,
    jurosMensalBp: 100,
    pagoEm: null,
    valorPagoCentavos: null,
    meioPagamento: null,
    plano: null,
    requerimentoId: null,
    devido: { principalCentavos: 98_500, descontoCentavos: 0, multaCentavos: 0, jurosCentavos: 0, totalCentavos: 98_500, diasAtraso: 0 },
    acoes: ['pagar'],
    ...o,
  };
}

/** An open título past due: fine, interest and 'negociar' when it is a debt. */
export function tituloVencido(o: Partial<Titulo> = {}): Titulo {
  return titulo({
    nufin: 4001,
    descricao: 'Anuidade 2025',
    exercicio: 2025,
    vencimento: '2025-03-31',
    valorCentavos: 90_000,
    vencido: true,
    devido: { principalCentavos: 90_000, descontoCentavos: 0, multaCentavos: 1_800, jurosCentavos: 3_600, totalCentavos: 95_400, diasAtraso: 12 },
    acoes: ['pagar', 'negociar'],
    ...o,
  });
}

/** The same título once the provider confirmed the payment. */
export function pago(t: Titulo, o: Partial<Titulo> = {}): Titulo {
  return {
    ...t,
    status: 'pago',
    vencido: false,
    pagoEm: '2026-11-20T17:45:00.000Z',
    valorPagoCentavos: t.devido?.totalCentavos ?? t.valorCentavos,
    meioPagamento: 'pix',
    devido: null,
    acoes: ['recibo'],
    ...o,
  };
}

export function cobrancaPix(t: Titulo, o: Partial<Cobranca> = {}): Cobranca {
  const total = t.devido?.totalCentavos ?? t.valorCentavos;
  return {
    id: novoIdFinanceiro(),
    nufin: t.nufin,
    meio: 'pix',
    valorCentavos: total,
    detalhamento: t.devido ?? { principalCentavos: total, descontoCentavos: 0, multaCentavos: 0, jurosCentavos: 0, totalCentavos: total, diasAtraso: 0 },
    criadaEm: new Date().toISOString(),
    // An hour from now, as the provider sets it.
    expiraEm: new Date(Date.now() + 3_600_000).toISOString(),
    vencimento: null,
    pix: { txid: 'PORTAL5001A1B2C3D4E5F6G7H8I9', copiaECola: COPIA_E_COLA, qrCodeSvg: SVG_TESTE },
    boleto: null,
    ...o,
  };
}

export function cobrancaBoleto(t: Titulo, o: Partial<Cobranca> = {}): Cobranca {
  const total = t.devido?.totalCentavos ?? t.valorCentavos;
  return {
    ...cobrancaPix(t),
    meio: 'boleto',
    expiraEm: null,
    vencimento: '2026-11-23',
    pix: null,
    boleto: { linhaDigitavel: LINHA_DIGITAVEL, codigoBarras: '00191123400000123450000001234567890123456789', codigoBarrasSvg: SVG_TESTE },
    valorCentavos: total,
    ...o,
  };
}

export function anuidade(o: Partial<Anuidade> = {}): Anuidade {
  return {
    situacao: 'devida',
    exercicio: 2026,
    faixa: { codigo: 'plena', descricao: 'Acima de 5 anos de inscrição', valorCentavos: 98_500 },
    faixas: [
      { codigo: 'inicial', descricao: 'Até 2 anos de inscrição', valorCentavos: 49_250 },
      { codigo: 'intermediaria', descricao: 'De 2 a 5 anos de inscrição', valorCentavos: 73_875 },
      { codigo: 'plena', descricao: 'Acima de 5 anos de inscrição', valorCentavos: 98_500 },
    ],
    adimplente: true,
    descontoAntecipado: { percentualBp: 1500, valorCentavos: 14_775, ate: '2026-03-31', disponivel: true, motivo: null },
    titulos: [
      titulo({
        descontoCentavos: 14_775,
        descontoAte: '2026-03-31',
        devido: { principalCentavos: 98_500, descontoCentavos: 14_775, multaCentavos: 0, jurosCentavos: 0, totalCentavos: 83_725, diasAtraso: 0 },
      }),
    ],
    parcelamento: {
      parcelasMaximo: 12,
      opcoes: Array.from({ length: 11 }, (_, i) => {
        const parcelas = i + 2;
        const ultimoMes = String(2 + parcelas - 1).padStart(2, '0');
        return {
          parcelas,
          valorParcelaCentavos: Math.floor(98_500 / parcelas),
          primeiroVencimento: '2026-02-07',
          ultimoVencimento: parcelas <= 11 ? `2026-${ultimoMes}-07` : '2027-01-07',
        };
      }),
    },
    anteriores: [],
    ...o,
  };
}
