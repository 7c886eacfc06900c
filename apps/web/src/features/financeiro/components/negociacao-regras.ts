import { aplicarBp, descontoMaximoNegociacao, type NegociacaoBase, type Titulo } from '@portal/contracts';

type Regras = NegociacaoBase['regras'];

/** 8000 bp → '80%'; 1250 bp → '12,5%' (discount brackets and the fee table's percentages). */
export function percentualDeBp(bp: number): string {
  return `${(bp / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;
}

/**
 * An option of the number of payments with its discount bracket, e.g. 'À vista: 80% de desconto em juros e multa'
 * or '6 pagamentos (entrada + 5 parcelas): 50% de desconto em juros e multa'.
 */
export function rotuloDoNumeroDePagamentos(n: number, regras: Regras): string {
  const bp = descontoMaximoNegociacao(n, regras.faixasDesconto);
  const desconto = bp > 0 ? `${percentualDeBp(bp)} de desconto em juros e multa` : 'sem desconto em juros e multa';
  if (n === 1) return `À vista: ${desconto}`;
  return `${n} pagamentos (entrada + ${n - 1} ${n - 1 === 1 ? 'parcela' : 'parcelas'}): ${desconto}`;
}

/**
 * An option of the number of payments as the closed select shows it: 'À vista', '6 pagamentos'. Short, so it is
 * not clipped at 360 px; the chosen option's full description (rotuloDoNumeroDePagamentos) goes under the field.
 */
export function rotuloCurtoDoNumeroDePagamentos(n: number): string {
  return n === 1 ? 'À vista' : `${n} pagamentos`;
}

/**
 * The discount brackets in one sentence, for comparing the options: 'Desconto em juros e multa: 80% à vista,
 * 50% até 6 pagamentos, 30% até 12 pagamentos e nenhum acima de 12.'
 */
export function resumoDasFaixas(regras: Regras): string {
  const partes: string[] = [];
  let semDescontoAcimaDe: number | null = null;
  let anterior = 0;
  for (const f of regras.faixasDesconto) {
    if (f.descontoMaximoBp > 0) partes.push(f.ateParcelas === 1 ? `${percentualDeBp(f.descontoMaximoBp)} à vista` : `${percentualDeBp(f.descontoMaximoBp)} até ${f.ateParcelas} pagamentos`);
    else if (semDescontoAcimaDe === null) semDescontoAcimaDe = anterior;
    anterior = f.ateParcelas;
  }
  if (partes.length === 0) return 'Não há desconto em juros e multa.';
  const lista = semDescontoAcimaDe !== null ? [...partes, `nenhum acima de ${semDescontoAcimaDe}`] : partes;
  const texto = lista.length === 1 ? lista[0] : `${lista.slice(0, -1).join(', ')} e ${lista.at(-1)}`;
  return `Desconto em juros e multa: ${texto}.`;
}

/** Principal, fine and interest of the chosen títulos today (their `devido`). */
export function somarDevidos(titulos: readonly Titulo[]): { principalCentavos: number; multaCentavos: number; jurosCentavos: number; totalCentavos: number } {
  let principalCentavos = 0;
  let multaCentavos = 0;
  let jurosCentavos = 0;
  let totalCentavos = 0;
  for (const t of titulos) {
    principalCentavos += t.devido?.principalCentavos ?? t.valorCentavos;
    multaCentavos += t.devido?.multaCentavos ?? 0;
    jurosCentavos += t.devido?.jurosCentavos ?? 0;
    totalCentavos += t.devido?.totalCentavos ?? t.valorCentavos;
  }
  return { principalCentavos, multaCentavos, jurosCentavos, totalCentavos };
}

/**
 * The smallest entry the rules accept for `parcelas` payments (the same arithmetic as contracts'
 * simularNegociacao): 10 % of the total after the bracket's discount, never below the minimum installment.
 * The server decides; this only fills the field with a value it will accept.
 */
export function entradaMinima(titulos: readonly Titulo[], parcelas: number, regras: Regras): number {
  const { principalCentavos, multaCentavos, jurosCentavos } = somarDevidos(titulos);
  const desconto = aplicarBp(multaCentavos + jurosCentavos, descontoMaximoNegociacao(parcelas, regras.faixasDesconto));
  const total = principalCentavos + multaCentavos + jurosCentavos - desconto;
  return Math.max(regras.parcelaMinimaCentavos, aplicarBp(total, regras.entradaMinimaBp));
}

/** Largest amount the entry field takes while typing (the API's own ceiling). */
const MAXIMO_CENTAVOS = 9_999_999_999;

/**
 * Money typed like a cash register: the digits are centavos ('25000' → 25000, shown 'R$ 250,00'). Empty → null.
 * A digit that would go past the ceiling is ignored.
 */
export function centavosDoTexto(texto: string): number | null {
  const d = texto.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (d === '') return null;
  const n = Number(d);
  return n > MAXIMO_CENTAVOS ? Number(d.slice(0, -1)) : n;
}
