/**
 * The commission memberships import (issue 34; docs/importacoes.md; ADR 049): one term a line, checked whole against
 * the commissions, the registry and the terms already in the portal (the same overlap rules as an appointment on the
 * screen), written all or nothing in one transaction, keyed by (commission, person, start). The command line
 * (`npm run admin -- importar-comissoes`) and the staff import screen call this one engine.
 */
import { COLUNAS_COMISSOES, linhaMembroComissaoSchema, type RelatorioImportacao } from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { importarCsv, type EntradaCsv, type OpcoesImportacao } from '../../lib/importacao-csv.js';
import { carregar, conferir, contar, criarTabelas, gravar, type IndiceDeComissoes } from './importacao.repository.js';

export async function importarMembrosComissoes(db: Db, entrada: EntradaCsv, opcoes: OpcoesImportacao = {}): Promise<RelatorioImportacao> {
  let indice: IndiceDeComissoes | undefined;
  return importarCsv(
    db,
    entrada,
    {
      colunas: COLUNAS_COMISSOES,
      linha: linhaMembroComissaoSchema,
      criarTabelas: async (tx) => {
        indice = await criarTabelas(tx);
      },
      carregar: (tx, lote) => carregar(tx, indice!, lote),
      conferir,
      contar,
      gravar,
    },
    opcoes,
  );
}
