import type { RespostaAnuidade } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_FINANCEIRO } from '@/components/pagamento/api/chaves';

type Objeto = Record<string, unknown>;
const ehObjeto = (v: unknown): v is Objeto => typeof v === 'object' && v !== null && !Array.isArray(v);
const ehInteiro = (v: unknown): v is number => Number.isInteger(v);

/**
 * The answer of GET /financeiro/anuidade, read without zod (ADR 067): /annuity is a member's first screen and loads
 * no zod. The API serialises this answer through respostaAnuidadeSchema (packages/contracts; fastify's response
 * schema, so a wrong shape is a 500 there, never a 200 here). This reader checks what the page branches on — the
 * state and, for a lawyer's anuidade, that each part the page walks through is there with its kind — and fails
 * like a parse would (the page's error state) when the answer is not this endpoint's.
 */
export function lerRespostaAnuidade(dados: unknown): RespostaAnuidade {
  const invalida = () => new Error('Resposta inválida de /financeiro/anuidade.');
  if (!ehObjeto(dados)) throw invalida();
  const { situacao, motivo, exercicio } = dados;
  switch (situacao) {
    case 'nao_aplicavel':
      if (typeof motivo !== 'string') throw invalida();
      return { situacao: 'nao_aplicavel', motivo };
    case 'sem_tabela':
      if (typeof motivo !== 'string' || !ehInteiro(exercicio)) throw invalida();
      return { situacao: 'sem_tabela', exercicio, motivo };
    case 'devida': {
      const { faixa, faixas, descontoAntecipado, titulos, parcelamento, anteriores } = dados;
      const partes =
        ehInteiro(exercicio) &&
        ehObjeto(faixa) &&
        Array.isArray(faixas) &&
        faixas.every(ehObjeto) &&
        ehObjeto(descontoAntecipado) &&
        typeof descontoAntecipado.disponivel === 'boolean' &&
        Array.isArray(titulos) &&
        titulos.every(ehObjeto) &&
        Array.isArray(anteriores) &&
        anteriores.every(ehObjeto) &&
        (parcelamento === null || (ehObjeto(parcelamento) && Array.isArray(parcelamento.opcoes)));
      if (!partes) throw invalida();
      return dados as RespostaAnuidade;
    }
    default:
      throw invalida();
  }
}

/**
 * GET /financeiro/anuidade: this year's anuidade of the member (bracket, early-payment discount, the título or
 * its installments, the split options) and earlier years'; for someone who is not a lawyer, the state
 * 'nao_aplicavel' with the reason (a normal answer, not an error).
 */
export async function getAnuidade({ signal }: { signal?: AbortSignal } = {}): Promise<RespostaAnuidade> {
  const resposta = await apiClient.get<unknown>('/financeiro/anuidade', { signal });
  return lerRespostaAnuidade(resposta.data);
}

export function anuidadeQueryOptions() {
  return queryOptions({ queryKey: [...CHAVE_FINANCEIRO, 'anuidade'], queryFn: ({ signal }) => getAnuidade({ signal }) });
}

export function useAnuidade() {
  return useQuery(anuidadeQueryOptions());
}
