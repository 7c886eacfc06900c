/**
 * The títulos import (issue 34; docs/titulos.md; ADRs 043, 044, 055): finance's engine (importarTitulos) with
 * ViraMais's credit for the anuidades paid in years still valid, in the same transaction. It lives here because
 * ViraMais depends on finance and never the reverse: finance's engine knows only that something may run once the
 * file is written. The command line (`npm run admin -- importar-titulos`) and the staff screen
 * (/area-restrita/financeiro/importar-titulos, ADR 041: IMPORTACAO_TITULOS) both run this one engine.
 */
import type { Readable } from 'node:stream';
import type { RelatorioImportacao } from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { importarTitulos, type OpcoesImportacaoTitulos } from '../financeiro/index.js';
import { creditarAnuidadesImportadas } from './anuidades-importadas.js';

export async function importarTitulosComViraMais(
  db: Db,
  entrada: Readable | AsyncIterable<Buffer | string>,
  opcoes: Omit<OpcoesImportacaoTitulos, 'depoisDeGravar'> = {},
): Promise<RelatorioImportacao> {
  return importarTitulos(db, entrada, {
    ...opcoes,
    depoisDeGravar: async (tx) => {
      await creditarAnuidadesImportadas(tx);
    },
  });
}
