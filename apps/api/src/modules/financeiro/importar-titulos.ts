/**
 * The import of the institution's títulos (issue 34; docs/titulos.md; ADRs 043 and 044): past and open anuidades,
 * fees and other charges of the former system, read as a stream, checked whole, and written all or nothing in one
 * transaction, keyed by the former system's id (id_externo). What it makes is an ordinary título: the member's
 * finance, /annuity, the homes' "em dia", the defaulters' list and the IRPF statement read it as any other, and the
 * daily anuidade job (lancar-anuidades.ts) never issues a year's anuidade a person already has. A paid line
 * records the payment as settlement does (status, pago_em, valor_pago) without a provider and without the
 * settlement hooks (ADR 044). The command line (`npm run admin -- importar-titulos`) and the staff import screen
 * call this one engine.
 */
import type { Readable } from 'node:stream';
import { COLUNAS_TITULOS, linhaTituloSchema, type ColunaTitulos, type ErroDaImportacao, type RelatorioImportacao } from '@portal/contracts';
import type { Db } from '../../db/client.js';
import type { Tx } from '../../db/transacao.js';
import { violouUnicidade } from '../../db/erros-banco.js';
import { ErroDeArquivoCsv, lerCsv } from '../../lib/csv-leitura.js';
import {
  atualizarAbertos,
  conferirNoBanco,
  conferirRepetidas,
  contar,
  criarTabelaDeTrabalho,
  inserirNaTabelaDeTrabalho,
  inserirNovos,
  resolver,
  type LinhaPreparada,
} from './importar-titulos.repository.js';

export interface OpcoesImportacaoTitulos {
  simular?: boolean;
  /** Called every few thousand lines with how many were read. */
  aoLer?: (linhas: number) => void;
  /**
   * Runs in the import's transaction once the file is written (never when simulating or refused): what another
   * area adds to an import without finance knowing it (ViraMais credits the paid anuidades: viramais/index.ts).
   */
  depoisDeGravar?: (tx: Tx) => Promise<void>;
}

const LOTE_LEITURA = 2000;
const AVISO_A_CADA = 5000;

class Desfazer extends Error {}

const CONCORRENCIA =
  'Enquanto o arquivo era conferido, o portal alterou ou lançou títulos dele (um pagamento, o lançamento diário das anuidades); nada foi gravado. Rode a importação de novo.';

/** Reads, checks and (unless simulating or the file has errors) writes the títulos file. */
export async function importarTitulos(db: Db, entrada: Readable | AsyncIterable<Buffer | string>, opcoes: OpcoesImportacaoTitulos = {}): Promise<RelatorioImportacao> {
  const simular = opcoes.simular ?? false;
  const relatorio: RelatorioImportacao = {
    simulacao: simular,
    gravado: false,
    linhasLidas: 0,
    novos: 0,
    alterados: 0,
    inalterados: 0,
    comErro: 0,
    erros: [],
  };
  const recusar = (erros: ErroDaImportacao[]): never => {
    erros.sort((a, b) => (a.linha ?? 0) - (b.linha ?? 0));
    relatorio.erros = erros;
    relatorio.comErro = new Set(erros.map((e) => e.linha)).size;
    throw new Desfazer();
  };
  try {
    await db.transaction(async (tx) => {
      await criarTabelaDeTrabalho(tx);
      const erros: ErroDaImportacao[] = [];
      let lote: LinhaPreparada[] = [];
      // One batch in flight while the next is read: the database writes while Node parses.
      let gravando: Promise<void> = Promise.resolve();
      const gravar = async (linhas: LinhaPreparada[]) => {
        await gravando;
        gravando = inserirNaTabelaDeTrabalho(tx, linhas);
        gravando.catch(() => undefined);
      };
      try {
        for await (const r of lerCsv<ColunaTitulos>(entrada, COLUNAS_TITULOS)) {
          relatorio.linhasLidas++;
          if (opcoes.aoLer && relatorio.linhasLidas % AVISO_A_CADA === 0) opcoes.aoLer(relatorio.linhasLidas);
          if (r.quantidade !== COLUNAS_TITULOS.length) {
            erros.push({ linha: r.linha, motivo: `a linha tem ${r.quantidade} colunas; o cabeçalho tem ${COLUNAS_TITULOS.length}.` });
            continue;
          }
          const lida = linhaTituloSchema.safeParse(r.campos);
          if (!lida.success) {
            const motivos = [...new Set(lida.error.issues.map((i) => i.message))];
            erros.push({ linha: r.linha, motivo: motivos.join(' ') });
            continue;
          }
          lote.push({ linha: r.linha, ...lida.data });
          if (lote.length >= LOTE_LEITURA) {
            await gravar(lote);
            lote = [];
          }
        }
      } catch (err) {
        await gravando.catch(() => undefined);
        if (!(err instanceof ErroDeArquivoCsv)) throw err;
        relatorio.erros = [{ linha: err.linha, motivo: err.message }];
        relatorio.comErro = 1;
        throw new Desfazer();
      }
      await gravar(lote);
      await gravando;
      opcoes.aoLer?.(relatorio.linhasLidas);
      if (relatorio.linhasLidas === 0) {
        relatorio.erros = [{ linha: null, motivo: 'O arquivo não tem nenhuma linha abaixo do cabeçalho.' }];
        throw new Desfazer();
      }
      erros.push(...(await conferirRepetidas(tx)));
      await resolver(tx);
      erros.push(...(await conferirNoBanco(tx)));
      if (erros.length > 0) recusar(erros);

      Object.assign(relatorio, await contar(tx));
      if (simular) throw new Desfazer();
      const alterados = await atualizarAbertos(tx);
      const novos = await inserirNovos(tx);
      // A título of the file paid or renegotiated in the portal while the file was being checked.
      if (alterados !== relatorio.alterados || novos !== relatorio.novos) recusar([{ linha: null, motivo: CONCORRENCIA }]);
      await opcoes.depoisDeGravar?.(tx);
      relatorio.gravado = true;
    });
  } catch (err) {
    if (violouUnicidade(err)) {
      // The daily job (or /annuity) lançou an anuidade of the file after the checks: nothing was written.
      relatorio.gravado = false;
      relatorio.erros = [{ linha: null, motivo: CONCORRENCIA }];
      relatorio.comErro = 1;
    } else if (!(err instanceof Desfazer)) throw err;
  }
  return relatorio;
}
