/**
 * Step one of a staff import (ADR 041): the file is streamed to the storage, the engine reads it back without
 * writing (`simular`), and the preview is recorded and audited. A file with errors cannot be confirmed: its
 * preview is kept (with every error, for the report) and the file is removed at once. A file that cannot be
 * read at all (empty, not text, a wrong header, not UTF-8) is refused with a 400 and leaves nothing behind.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Importacao, RelatorioImportacao } from '@portal/contracts';
import { importacoes } from '../../db/schema/index.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { AppError } from '../../lib/app-error.js';
import { lerArquivoUnico } from '../../lib/armazenamento/envio-multipart.js';
import { nomeArquivoSeguro } from '../../lib/armazenamento/receber-arquivo.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';
import { erroParaLog } from '../../lib/log-seguro.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { MAX_BYTES_IMPORTACAO, type DefinicaoImportacao } from './definicao.js';
import { buscarImportacao, paraResposta } from './importacoes.repository.js';
import { guardarCsv, nomeNaoCsv } from './receber-csv.js';

type Ctx = Pick<Contexto, 'db' | 'armazenamento' | 'log'>;

/** A problem of the whole file (no line to point at, or the header): nothing to preview. */
function problemaDoArquivo(r: RelatorioImportacao): string | null {
  const e = r.erros.find((x) => x.linha === null || x.linha === 1);
  return e ? e.motivo : null;
}

export async function analisarImportacao(ctx: Ctx, def: DefinicaoImportacao, req: FastifyRequest, usuario: UsuarioAutenticado, origem: Origem): Promise<Importacao> {
  const maxBytes = def.maxBytes ?? MAX_BYTES_IMPORTACAO;
  const id = randomUUID();
  const chave = `importacoes/${def.tipo}/${id}`;
  const removerArquivo = () =>
    ctx.armazenamento.remover(chave).catch((e: unknown) => ctx.log.error({ erro: erroParaLog(e), importacaoId: id }, 'falha ao remover o arquivo de uma importação'));

  const recebido = await lerArquivoUnico(req, maxBytes, async (a) => {
    const nome = nomeArquivoSeguro(a.nomeArquivo ?? '');
    if (!/\.csv$/i.test(nome)) {
      a.corpo.destroy();
      throw nomeNaoCsv();
    }
    const bytes = await guardarCsv(ctx.armazenamento, chave, a.corpo, maxBytes);
    try {
      await a.aposReceber();
    } catch (erro) {
      await removerArquivo();
      throw erro;
    }
    return { nome, bytes };
  });

  let previa: RelatorioImportacao;
  try {
    previa = await def.motor(ctx.db, await ctx.armazenamento.ler(chave), { simular: true });
  } catch (erro) {
    await removerArquivo();
    throw erro;
  }
  const problema = problemaDoArquivo(previa);
  const comErros = previa.erros.length > 0;
  const detalhes = { importacaoId: id, tipo: def.tipo, arquivo: recebido.nome, bytes: recebido.bytes, linhas: previa.linhasLidas, novos: previa.novos, alterados: previa.alterados, inalterados: previa.inalterados, comErro: previa.comErro };
  if (problema !== null) {
    await removerArquivo();
    await registrarAuditoria(ctx.db, { acao: 'importacao_analisada', sucesso: false, usuarioId: usuario.id, ...origem, motivo: 'arquivo_ilegivel', detalhes });
    throw new AppError('IMPORTACAO_RECUSADA', problema);
  }
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(importacoes).values({
        id,
        tipo: def.tipo,
        situacao: comErros ? 'com_erros' : 'analisada',
        arquivoNome: recebido.nome,
        arquivoChave: comErros ? null : chave,
        arquivoBytes: recebido.bytes,
        previa,
        enviadaPor: usuario.id,
      });
      await registrarAuditoria(tx, { acao: 'importacao_analisada', sucesso: !comErros, usuarioId: usuario.id, ...origem, ...(comErros ? { motivo: 'linhas_com_erro' } : {}), detalhes });
    });
  } catch (erro) {
    await removerArquivo();
    throw erro;
  }
  if (comErros) await removerArquivo();
  const linha = await buscarImportacao(ctx.db, def.tipo, id);
  return paraResposta(linha!);
}
