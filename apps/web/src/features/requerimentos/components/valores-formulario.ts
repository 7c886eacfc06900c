import { formatarCpf, valoresIniciais, type Campo, type CampoSimples, type TipoRequerimento } from '@portal/contracts';
import { mascararCnpj } from './mascaras';

/** A stored value of one field as the form holds it (strings as typed, masks applied). */
function valorSimples(c: CampoSimples, v: unknown): unknown {
  switch (c.tipo) {
    case 'texto':
    case 'data':
    case 'inscricao':
    case 'selecao':
      return typeof v === 'string' ? v : '';
    case 'cpf':
      return typeof v === 'string' ? formatarCpf(v) : '';
    case 'cnpj':
      return typeof v === 'string' ? mascararCnpj(v) : '';
    case 'moeda':
    case 'inteiro':
      return typeof v === 'number' ? v : null;
    case 'declaracao':
      return v === true;
    case 'dadosBancarios':
      return typeof v === 'object' && v !== null ? v : null;
    default: {
      const nunca: never = c;
      return nunca;
    }
  }
}

export function itemVazio(itens: readonly CampoSimples[]): Record<string, unknown> {
  return valoresIniciais(itens);
}

function valorDoCampo(c: Campo, v: unknown): unknown {
  if (c.tipo === 'requerimentoRef') return typeof v === 'string' ? v : '';
  if (c.tipo === 'lista') {
    if (!Array.isArray(v)) return [];
    return v.map((item: unknown) => {
      const o = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
      return Object.fromEntries(c.itens.map((i) => [i.nome, valorSimples(i, o[i.nome])]));
    });
  }
  return valorSimples(c, v);
}

/**
 * What the form starts with: a draft's stored dados (resuming it), or the type's empty values with the
 * minimum number of items in each list.
 */
export function valoresDoFormulario(tipo: TipoRequerimento, dados: Record<string, unknown> | null): Record<string, unknown> {
  if (dados) return Object.fromEntries(tipo.campos.map((c) => [c.nome, valorDoCampo(c, dados[c.nome])]));
  const vazios = valoresIniciais(tipo.campos);
  for (const c of tipo.campos) {
    if (c.tipo === 'lista' && c.min > 0) vazios[c.nome] = Array.from({ length: c.min }, () => itemVazio(c.itens));
  }
  return vazios;
}

/**
 * The form path of a server field error ('dados.herdeiros.0.cpf' or 'herdeiros.0.cpf' → 'herdeiros.0.cpf'),
 * or null when it names no field of this type.
 */
export function caminhoNoFormulario(chave: string, tipo: TipoRequerimento): string | null {
  const caminho = chave.replace(/^dados[./]/, '').replace(/\[(\d+)\]/g, '.$1').replace(/\//g, '.');
  const raiz = caminho.split('.')[0];
  return tipo.campos.some((c) => c.nome === raiz) ? caminho : null;
}
