/**
 * The processes import (issue 34; docs/importacoes.md; ADR 049): the processes CSV read as a stream, checked whole
 * against the registry, written all or nothing in one transaction, keyed by the process number. The command line
 * (`npm run admin -- importar-processos`) and the staff import screen call this one engine.
 */
import { COLUNAS_PROCESSOS, linhaProcessoSchema, type RelatorioImportacao } from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { importarCsv, type EntradaCsv, type OpcoesImportacao } from '../../lib/importacao-csv.js';
import { carregar, conferir, contar, criarTabelas, gravar } from './importacao.repository.js';

export async function importarProcessos(db: Db, entrada: EntradaCsv, opcoes: OpcoesImportacao = {}): Promise<RelatorioImportacao> {
  return importarCsv(db, entrada, { colunas: COLUNAS_PROCESSOS, linha: linhaProcessoSchema, criarTabelas, carregar, conferir, contar, gravar }, opcoes);
}
