import type { FAIXAS_ATRASO } from '@portal/contracts';
import type { FiltrosInadimplencia } from '../api/get-inadimplencia';

export const ROTULO_FAIXA_ATRASO: Record<(typeof FAIXAS_ATRASO)[number], string> = {
  ate_30: 'Até 30 dias',
  '31_90': 'De 31 a 90 dias',
  '91_365': 'De 91 a 365 dias',
  acima_365: 'Mais de 1 ano',
};

export const ORDENS_INADIMPLENCIA = [
  { valor: 'valor', rotulo: 'Maior valor' },
  { valor: 'atraso', rotulo: 'Maior atraso' },
  { valor: 'nome', rotulo: 'Nome' },
] as const;

/** The URL's parameters, one per filter (the API's own names). */
export const PARAMETROS_FILTRO = ['busca', 'atraso', 'exercicio', 'valorMinimoCentavos', 'ordem'] as const;

/**
 * The filters as the URL has them, passed on as they are: the server's schema is the judge, and a 400 names the
 * filter it refused, which the page shows beside it (a hand-edited URL gets the same message a form would).
 */
export function lerFiltrosInadimplencia(sp: URLSearchParams): FiltrosInadimplencia {
  const filtros: FiltrosInadimplencia = {};
  for (const chave of [...PARAMETROS_FILTRO, 'pagina'] as const) {
    const valor = sp.get(chave)?.trim();
    if (valor) filtros[chave] = valor;
  }
  return filtros;
}

export const VALOR_MAXIMO_CENTAVOS = 9_999_999_999;

/**
 * Reais as people type them ('1.500', '1.500,50', '1500,5', 'R$ 200') → centavos, without floating point.
 * '' → undefined; anything else that is not an amount → null.
 */
export function centavosDoTexto(texto: string): number | null | undefined {
  const limpo = texto.replace(/^\s*R\$\s*/i, '').trim();
  if (limpo === '') return undefined;
  let inteiro: string;
  let fracao: string;
  let m: RegExpExecArray | null;
  if ((m = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/.exec(limpo))) {
    inteiro = (m[1] ?? '').replace(/\./g, '');
    fracao = m[2] ?? '';
  } else if ((m = /^(\d+)(?:[,.](\d{1,2}))?$/.exec(limpo))) {
    inteiro = m[1] ?? '';
    fracao = m[2] ?? '';
  } else {
    return null;
  }
  if (inteiro.length > 11) return null;
  return Number(inteiro) * 100 + Number(fracao.padEnd(2, '0'));
}

/** 150000 → '1.500,00' (the field's text for an amount that came from the URL). */
export function textoDosCentavos(centavos: number): string {
  return (centavos / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
