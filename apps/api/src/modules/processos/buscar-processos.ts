import {
  MAXIMO_PALAVRAS_BUSCA,
  MENSAGEM_BUSCA_DOIS_CRITERIOS,
  MENSAGEM_BUSCA_SEM_CRITERIO,
  MENSAGEM_NOME_INVALIDO,
  MENSAGEM_NUMERO_INVALIDO,
  MINIMO_LETRAS_PALAVRA_BUSCA,
  normalizarNumeroProcesso,
  TAMANHO_PAGINA_CONSULTA,
  type BuscaProcessosQuery,
  type ResultadoBuscaProcessos,
} from '@portal/contracts';
import type { Executor } from '../../db/transacao.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { AppError } from '../../lib/app-error.js';
import { textoDeBusca } from '../../lib/texto-de-busca.js';
import { ehStaffProcessos } from './acesso-processo.js';
import { buscarProcessos as buscarNoBanco, type CriterioBusca } from './processos.repository.js';

const buscaInvalida = (mensagem: string) => new AppError('BUSCA_INVALIDA', mensagem);

/** The words of a party-name search: letters and digits only (accents dropped), short ones ignored. */
export function palavrasDoNome(nome: string): string[] {
  return textoDeBusca(nome)
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((p) => p.length >= MINIMO_LETRAS_PALAVRA_BUSCA)
    .slice(0, MAXIMO_PALAVRAS_BUSCA);
}

/** The search's one criterion, or a 400 with a Portuguese sentence saying what to type. */
export function criterioDaBusca(q: Pick<BuscaProcessosQuery, 'numero' | 'nome'>): CriterioBusca {
  const numero = q.numero?.trim() ?? '';
  const nome = q.nome?.trim() ?? '';
  if (numero && nome) throw buscaInvalida(MENSAGEM_BUSCA_DOIS_CRITERIOS);
  if (numero) {
    const normalizado = normalizarNumeroProcesso(numero);
    if (!normalizado) throw buscaInvalida(MENSAGEM_NUMERO_INVALIDO);
    return { numero: normalizado };
  }
  if (nome) {
    const palavras = palavrasDoNome(nome);
    if (palavras.length === 0) throw buscaInvalida(MENSAGEM_NOME_INVALIDO);
    return { palavras };
  }
  throw buscaInvalida(MENSAGEM_BUSCA_SEM_CRITERIO);
}

/** GET /processos: the consulta processual as this user may see it (confidential ones only where they take part). */
export async function buscarProcessos(db: Executor, u: Pick<UsuarioAutenticado, 'pessoaId' | 'permissoes'>, q: BuscaProcessosQuery): Promise<ResultadoBuscaProcessos> {
  const criterio = criterioDaBusca(q);
  const { itens, total } = await buscarNoBanco(db, criterio, ehStaffProcessos(u) ? null : u.pessoaId, q.pagina);
  return { itens, total, pagina: q.pagina, tamanhoPagina: TAMANHO_PAGINA_CONSULTA };
}
