import { somarDias, somarMeses } from '../calendario.js';
import { REGRAS_NEGOCIACAO, type FaixaDescontoNegociacao } from './regras.js';

/**
 * Finance arithmetic shared by the API (which decides) and the web (which shows the same figures). Integer
 * centavos and basis points only; rounding is half up on the centavo.
 */

const MS_DIA = 86_400_000;

function diaUtc(iso: string): number {
  const [a, m, d] = iso.slice(0, 10).split('-').map(Number);
  return Date.UTC(a!, m! - 1, d!) / MS_DIA;
}

/** Whole days from `de` to `ate` (both 'YYYY-MM-DD'); negative when `ate` is earlier. */
export function diasEntre(de: string, ate: string): number {
  return diaUtc(ate) - diaUtc(de);
}

/** centavos × bp / 10 000, rounded half up (inputs are non-negative integers). */
export function aplicarBp(centavos: number, bp: number): number {
  return Math.floor((centavos * bp + 5000) / 10_000);
}

export interface TituloParaCalculo {
  valorCentavos: number;
  descontoCentavos: number;
  /** Last day the discount holds ('YYYY-MM-DD'); null = the discount holds until the due date. */
  descontoAte: string | null;
  vencimento: string;
  multaBp: number;
  jurosMensalBp: number;
}

export interface Devido {
  principalCentavos: number;
  descontoCentavos: number;
  multaCentavos: number;
  jurosCentavos: number;
  totalCentavos: number;
  diasAtraso: number;
}

/**
 * What a título costs on `hoje`. Before or on the due date: the value, less the discount while it holds (and,
 * when `descontoSoAdimplente`, only for a member who is up to date). After the due date: the value, plus the
 * fine once and simple interest of `jurosMensalBp` a month pro rata die (a month = 30 days), both on the value.
 */
export function calcularDevido(t: TituloParaCalculo, hoje: string, opcoes: { adimplente?: boolean } = {}): Devido {
  const diasAtraso = Math.max(0, diasEntre(t.vencimento, hoje));
  const limiteDesconto = t.descontoAte ?? t.vencimento;
  const temDesconto = t.descontoCentavos > 0 && diasEntre(hoje, limiteDesconto) >= 0 && diasAtraso === 0 && opcoes.adimplente !== false;
  const descontoCentavos = temDesconto ? Math.min(t.descontoCentavos, t.valorCentavos) : 0;
  const multaCentavos = diasAtraso > 0 ? aplicarBp(t.valorCentavos, t.multaBp) : 0;
  const jurosCentavos = diasAtraso > 0 ? Math.floor((t.valorCentavos * t.jurosMensalBp * diasAtraso + 150_000) / 300_000) : 0;
  return {
    principalCentavos: t.valorCentavos,
    descontoCentavos,
    multaCentavos,
    jurosCentavos,
    totalCentavos: t.valorCentavos - descontoCentavos + multaCentavos + jurosCentavos,
    diasAtraso,
  };
}

/** Splits `total` into `n` integer parts that add up exactly; the centavos left over go to the first parts. */
export function dividirEmParcelas(totalCentavos: number, n: number): number[] {
  const base = Math.floor(totalCentavos / n);
  const resto = totalCentavos - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < resto ? 1 : 0));
}

/** `n` due dates a month apart starting at `primeiro` (the day clamps to the month's end). */
export function vencimentosMensais(primeiro: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => (i === 0 ? primeiro : somarMeses(primeiro, i)));
}

/** Largest discount (bp, on interest and fine) allowed for a number of installments. */
export function descontoMaximoNegociacao(parcelas: number, faixas: readonly FaixaDescontoNegociacao[] = REGRAS_NEGOCIACAO.faixasDesconto): number {
  return faixas.find((f) => parcelas <= f.ateParcelas)?.descontoMaximoBp ?? 0;
}

export interface PedidoSimulacao {
  /** The overdue títulos' amounts today. */
  devidos: readonly Pick<Devido, 'principalCentavos' | 'multaCentavos' | 'jurosCentavos'>[];
  /** Payments in all, the entry included: 1 (à vista) to REGRAS_NEGOCIACAO.parcelasMaximo. */
  parcelas: number;
  /** The first payment. Ignored à vista (the entry is then the total). */
  entradaCentavos: number;
  hoje: string;
}

export interface ParcelaSimulada {
  /** 0 = the entry. */
  numero: number;
  vencimento: string;
  valorCentavos: number;
}

export interface Simulacao {
  principalCentavos: number;
  multaCentavos: number;
  jurosCentavos: number;
  descontoBp: number;
  descontoCentavos: number;
  totalCentavos: number;
  entradaCentavos: number;
  parcelas: ParcelaSimulada[];
}

/** A rule broken by a negotiation request, with the field it concerns and a message a member understands. */
export interface ErroNegociacao {
  campo: 'parcelas' | 'entradaCentavos' | 'nufins';
  mensagem: string;
}

function reais(c: number): string {
  return (c / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }).replace(/\u00a0/g, ' ');
}

/**
 * A negotiation: the maximum discount the rules allow for the number of payments, applied to interest and
 * fine only; the entry (payment 0) due in REGRAS_NEGOCIACAO.diasAteEntrada days; the rest in `parcelas - 1`
 * monthly installments. Returns the errors instead when a choice is outside the rules.
 */
export function simularNegociacao(p: PedidoSimulacao): { ok: true; simulacao: Simulacao } | { ok: false; erros: ErroNegociacao[] } {
  const r = REGRAS_NEGOCIACAO;
  const erros: ErroNegociacao[] = [];
  if (p.devidos.length === 0) erros.push({ campo: 'nufins', mensagem: 'Escolha pelo menos um título vencido para negociar.' });
  if (!Number.isInteger(p.parcelas) || p.parcelas < 1 || p.parcelas > r.parcelasMaximo) {
    erros.push({ campo: 'parcelas', mensagem: `Escolha de 1 (à vista) a ${r.parcelasMaximo} parcelas, contando a entrada.` });
  }
  if (!Number.isInteger(p.entradaCentavos) || p.entradaCentavos < 0) {
    erros.push({ campo: 'entradaCentavos', mensagem: 'Informe a entrada em reais, sem valor negativo.' });
  }
  if (erros.length > 0) return { ok: false, erros };

  const principalCentavos = p.devidos.reduce((s, d) => s + d.principalCentavos, 0);
  const multaCentavos = p.devidos.reduce((s, d) => s + d.multaCentavos, 0);
  const jurosCentavos = p.devidos.reduce((s, d) => s + d.jurosCentavos, 0);
  const descontoBp = descontoMaximoNegociacao(p.parcelas);
  const descontoCentavos = aplicarBp(multaCentavos + jurosCentavos, descontoBp);
  const totalCentavos = principalCentavos + multaCentavos + jurosCentavos - descontoCentavos;

  const entradaVencimento = somarDias(p.hoje, r.diasAteEntrada);
  if (p.parcelas === 1) {
    return {
      ok: true,
      simulacao: {
        principalCentavos,
        multaCentavos,
        jurosCentavos,
        descontoBp,
        descontoCentavos,
        totalCentavos,
        entradaCentavos: totalCentavos,
        parcelas: [{ numero: 0, vencimento: entradaVencimento, valorCentavos: totalCentavos }],
      },
    };
  }

  const entradaMinima = Math.max(r.parcelaMinimaCentavos, aplicarBp(totalCentavos, r.entradaMinimaBp));
  if (p.entradaCentavos < entradaMinima) {
    erros.push({ campo: 'entradaCentavos', mensagem: `A entrada mínima é de ${reais(entradaMinima)} (10% do total, nunca menos de ${reais(r.parcelaMinimaCentavos)}).` });
  } else if (p.entradaCentavos >= totalCentavos) {
    erros.push({ campo: 'entradaCentavos', mensagem: `A entrada cobre todo o valor de ${reais(totalCentavos)}: escolha pagar à vista (1 parcela).` });
  } else {
    const resto = totalCentavos - p.entradaCentavos;
    const menor = Math.floor(resto / (p.parcelas - 1));
    if (menor < r.parcelaMinimaCentavos) {
      // Fewer payments change the discount bracket, hence the total and the minimum entry: suggest the largest
      // number of payments that this very entry makes valid, checked with the same rules.
      let maximo = 1;
      for (let n = p.parcelas - 1; n >= 2; n--) {
        const totalN = principalCentavos + multaCentavos + jurosCentavos - aplicarBp(multaCentavos + jurosCentavos, descontoMaximoNegociacao(n));
        const minimaN = Math.max(r.parcelaMinimaCentavos, aplicarBp(totalN, r.entradaMinimaBp));
        if (p.entradaCentavos >= minimaN && p.entradaCentavos < totalN && Math.floor((totalN - p.entradaCentavos) / (n - 1)) >= r.parcelaMinimaCentavos) {
          maximo = n;
          break;
        }
      }
      erros.push({
        campo: 'parcelas',
        mensagem:
          maximo < 2
            ? `Depois da entrada sobram ${reais(resto)}, menos que a parcela mínima de ${reais(r.parcelaMinimaCentavos)}: aumente a entrada ou pague à vista.`
            : `Em ${p.parcelas} parcelas, cada parcela depois da entrada ficaria em ${reais(menor)}, abaixo do mínimo de ${reais(r.parcelaMinimaCentavos)}. Escolha no máximo ${maximo} parcelas, contando a entrada.`,
      });
    }
  }
  if (erros.length > 0) return { ok: false, erros };

  const valores = dividirEmParcelas(totalCentavos - p.entradaCentavos, p.parcelas - 1);
  const datas = vencimentosMensais(somarMeses(entradaVencimento, 1), p.parcelas - 1);
  return {
    ok: true,
    simulacao: {
      principalCentavos,
      multaCentavos,
      jurosCentavos,
      descontoBp,
      descontoCentavos,
      totalCentavos,
      entradaCentavos: p.entradaCentavos,
      parcelas: [
        { numero: 0, vencimento: entradaVencimento, valorCentavos: p.entradaCentavos },
        ...valores.map((v, i) => ({ numero: i + 1, vencimento: datas[i]!, valorCentavos: v })),
      ],
    },
  };
}
