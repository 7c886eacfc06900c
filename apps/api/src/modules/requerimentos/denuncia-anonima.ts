/** The anonymous report (301): no identity anywhere, times kept to the day, a follow-up key stored only as its sha256. */
import { createHash } from 'node:crypto';
import { chaveAcompanhamentoSchema, dataEmSaoPaulo, tipoPorCodigo, type Acompanhamento, type TipoRequerimento } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { andamentos, requerimentos } from '../../db/schema/index.js';
import { AppError, limiteExcedido, naoEncontrado } from '../../lib/app-error.js';
import type { LimiterStore } from '../../lib/rate-limiter.js';
import type { Executor } from '../../db/transacao.js';
import type { Escopo } from './contexto.js';
import { andamentoDe } from './detalhe.js';
import { documentoDe } from './documentos.js';
import { textoAleatorio } from './protocolo.js';
import { validarDados } from './rascunho.js';
import { andamentosDe, documentosDe } from './requerimentos.repository.js';
import { AGORA_ANONIMO } from './transicoes.js';
import { JANELA_CLIENTE_MS, MAX_RASCUNHOS_POR_CLIENTE } from './limite-por-cliente.js';
import type { Contexto } from '../../lib/contexto.js';

export const CODIGO_DENUNCIA_ANONIMA = '301';

/**
 * New anonymous reports the whole portal accepts per window: a backstop against a flood from many clients.
 * Only drafts a client was allowed to start count (MAX_RASCUNHOS_POR_CLIENTE first), so one client alone
 * cannot fill it and silence everyone else.
 */
export const MAX_DENUNCIAS_POR_JANELA = 300;
const JANELA_MS = 10 * 60_000;

export type EscopoAnonimo = Extract<Escopo, { tipo: 'anonimo' }>;

export const chaveNaoEncontrada = () => naoEncontrado('Chave não encontrada.');

function tipoAnonimo(): TipoRequerimento {
  const tipo = tipoPorCodigo(CODIGO_DENUNCIA_ANONIMA);
  if (!tipo || !tipo.anonimo) throw new Error('O catálogo não tem a denúncia anônima (301).');
  return tipo;
}

/** 20 random [A-Z0-9] characters shown as XXXX-XXXX-XXXX-XXXX-XXXX (about 103 bits). */
export function gerarChaveAcompanhamento(): string {
  return textoAleatorio(20).match(/.{4}/g)!.join('-');
}

/** sha256 hex of the key's 20 characters (dashes, case and spaces do not matter). */
export function hashDaChave(chave: string): string {
  return createHash('sha256').update(chave.replace(/[^A-Za-z0-9]/g, '').toUpperCase()).digest('hex');
}

/**
 * The scope a follow-up key opens, or 400 when the key is missing or malformed. A well-formed key that
 * matches nothing then answers 404 where it is used.
 */
export function escopoDaChave(chave: unknown): EscopoAnonimo {
  const r = chaveAcompanhamentoSchema.safeParse(typeof chave === 'string' ? chave : undefined);
  if (!r.success) {
    throw new AppError('CHAVE_INVALIDA', r.error.issues[0]?.message ?? 'Informe a chave de acompanhamento.');
  }
  return { tipo: 'anonimo', chaveHash: hashDaChave(r.data) };
}

/**
 * Creates the report's draft: valid `dados` of 301, no person, no staff author, times at midnight (Sao
 * Paulo), the key's hash. Returns the key once; it is never stored or logged. `cliente` is the opaque name
 * of the sender for today (clienteAnonimo): it is only counted, in the limiter store.
 */
export async function criarDenunciaAnonima(
  ctx: Pick<Contexto, 'db'> & { limiter: LimiterStore },
  dadosRecebidos: unknown,
  cliente: string,
): Promise<{ id: string; chave: string }> {
  const tipo = tipoAnonimo();
  const dados = validarDados(tipo, dadosRecebidos);
  const doCliente = await ctx.limiter.hit(`ouvidoria-anonima:cliente:${cliente}`, JANELA_CLIENTE_MS);
  if (doCliente.total > MAX_RASCUNHOS_POR_CLIENTE) {
    throw limiteExcedido(doCliente.resetEmMs, 'MUITOS_PEDIDOS', (espera) => `Muitas denúncias iniciadas a partir desta conexão. Tente de novo em ${espera}.`);
  }
  const { total, resetEmMs } = await ctx.limiter.hit('ouvidoria-anonima:criar', JANELA_MS);
  if (total > MAX_DENUNCIAS_POR_JANELA) {
    throw limiteExcedido(resetEmMs, 'MUITOS_PEDIDOS', (espera) => `O canal de denúncias anônimas está recebendo muitos envios. Tente de novo em ${espera}.`);
  }
  const chave = gerarChaveAcompanhamento();
  const id = await ctx.db.transaction(async (tx) => {
    const [linha] = await tx
      .insert(requerimentos)
      .values({
        codigo: tipo.codigo,
        area: tipo.area,
        pessoaId: null,
        registradoPor: null,
        status: 'rascunho',
        dados,
        chaveAcompanhamentoHash: hashDaChave(chave),
        criadoEm: AGORA_ANONIMO,
        atualizadoEm: AGORA_ANONIMO,
        statusDesde: AGORA_ANONIMO,
      })
      .returning({ id: requerimentos.id });
    if (!linha) throw new Error('Denúncia não gravada.');
    await tx.insert(andamentos).values({
      requerimentoId: linha.id,
      acao: 'criar',
      de: null,
      para: 'rascunho',
      autorTipo: 'membro',
      autorUsuarioId: null,
      criadoEm: AGORA_ANONIMO,
    });
    return linha.id;
  });
  return { id, chave };
}

/** What the reporter sees by key: protocol, status, the day it was made, the data, documents and the visible history. */
export async function acompanhamentoDe(ex: Executor, escopo: EscopoAnonimo): Promise<Acompanhamento> {
  const [linha] = await ex.select().from(requerimentos).where(eq(requerimentos.chaveAcompanhamentoHash, escopo.chaveHash)).limit(1);
  if (!linha || linha.codigo !== CODIGO_DENUNCIA_ANONIMA) throw chaveNaoEncontrada();
  const [docs, hist] = await Promise.all([documentosDe(ex, linha.id), andamentosDe(ex, linha.id, true)]);
  return {
    id: linha.id,
    protocolo: linha.protocolo,
    status: linha.status,
    criadoEm: dataEmSaoPaulo(linha.criadoEm),
    dados: linha.dados,
    documentos: docs.map(documentoDe),
    andamentos: hist.map(andamentoDe),
  };
}
