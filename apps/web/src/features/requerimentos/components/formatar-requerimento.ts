import {
  dadosBancariosSchema,
  formatarCentavos,
  formatarCpf,
  formatarDataBr,
  ROTULO_SITUACAO,
  SITUACOES_INSCRICAO,
  somenteDigitos,
  type CampoSimples,
  type SituacaoInscricao,
} from '@portal/contracts';

/** How long a request has waited in its status: 'hoje', 'há 1 dia', 'há 12 dias'. */
export function formatarIdade(dias: number): string {
  if (dias <= 0) return 'hoje';
  return dias === 1 ? 'há 1 dia' : `há ${dias} dias`;
}

/** 12345678000195 → 12.345.678/0001-95 */
export function formatarCnpj(valor: string): string {
  const d = somenteDigitos(valor);
  if (d.length !== 14) return valor;
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
}


export function rotuloSituacao(situacao: string | null): string {
  if (!situacao) return '—';
  return (SITUACOES_INSCRICAO as readonly string[]).includes(situacao) ? ROTULO_SITUACAO[situacao as SituacaoInscricao] : situacao;
}

const VAZIO = '—';

/** Bank data as one line: 'PIX: chave' or 'Banco 001, agência 1234-5, conta 12345-6 (corrente)'. */
export function formatarDadosBancarios(valor: unknown): string {
  const lido = dadosBancariosSchema.safeParse(valor);
  if (!lido.success) return valor === null || valor === undefined ? VAZIO : JSON.stringify(valor);
  const d = lido.data;
  if (d.forma === 'pix') return `PIX: ${d.chavePix}`;
  return `Banco ${d.banco}, agência ${d.agencia}, conta ${d.conta} (${d.tipoConta === 'corrente' ? 'corrente' : 'poupança'})`;
}

/** A value of one simple field as staff read it, per the field's kind in the catalog. */
export function formatarValorSimples(campo: CampoSimples, valor: unknown): string {
  if (valor === null || valor === undefined || valor === '') return campo.tipo === 'declaracao' ? 'Não' : VAZIO;
  switch (campo.tipo) {
    case 'texto':
    case 'inscricao':
      return String(valor);
    case 'data':
      return typeof valor === 'string' ? formatarDataBr(valor) : String(valor);
    case 'moeda':
      return typeof valor === 'number' ? formatarCentavos(valor) : String(valor);
    case 'inteiro':
      return typeof valor === 'number' ? valor.toLocaleString('pt-BR') : String(valor);
    case 'cpf':
      return formatarCpf(String(valor));
    case 'cnpj':
      return formatarCnpj(String(valor));
    case 'selecao':
      return campo.opcoes.find((o) => o.valor === valor)?.rotulo ?? String(valor);
    case 'declaracao':
      return valor === true ? 'Sim' : 'Não';
    case 'dadosBancarios':
      return formatarDadosBancarios(valor);
    default: {
      const nunca: never = campo;
      return String(nunca);
    }
  }
}

/** A value the catalog does not describe (a type or field unknown to this build): shown as readable text. */
export function formatarValorDesconhecido(valor: unknown): string {
  if (valor === null || valor === undefined || valor === '') return VAZIO;
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não';
  if (typeof valor === 'string' || typeof valor === 'number') return String(valor);
  return JSON.stringify(valor);
}
