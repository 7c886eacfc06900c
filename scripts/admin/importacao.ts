import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { RelatorioImportacao } from '@portal/contracts';
import type { Db } from '../../apps/api/src/db/client.js';
import type { OpcoesImportacao } from '../../apps/api/src/lib/importacao-csv.js';
import type { Subcomando } from '../admin.js';
import { abrirBanco } from './banco.js';
import { descreverRelatorio } from './importar-inscritos.js';
import type { SaidaDoComando } from './saida.js';

type Motor = (db: Db, entrada: fs.ReadStream, opcoes: OpcoesImportacao) => Promise<RelatorioImportacao>;

const numero = new Intl.NumberFormat('pt-BR');

/**
 * A CSV import subcommand (`<nome> <arquivo.csv> [--simular]`), as importar-inscritos: exit 0 imported (or simulated)
 * without errors, 1 the file has errors (nothing written) or the database could not be opened, 2 usage.
 */
export function comandoDeImportacao(o: { resumo: string; uso: string; motor: Motor }): Subcomando {
  async function executar(args: string[], saida: SaidaDoComando): Promise<number> {
    let arquivo: string;
    let simular: boolean;
    try {
      const lidos = parseArgs({ args, options: { simular: { type: 'boolean' } }, allowPositionals: true, strict: true });
      if (lidos.positionals.length !== 1) throw new Error(lidos.positionals.length === 0 ? 'Informe o arquivo CSV.' : 'Informe um só arquivo CSV.');
      arquivo = lidos.positionals[0]!;
      simular = lidos.values.simular ?? false;
    } catch (err) {
      saida.erro(`${(err as Error).message.split('\n')[0]}\n\n${o.uso}`);
      return 2;
    }
    let aberto: fs.ReadStream;
    try {
      const fd = fs.openSync(arquivo, 'r');
      if (fs.fstatSync(fd).isDirectory()) {
        fs.closeSync(fd);
        throw Object.assign(new Error(), { code: 'EISDIR' });
      }
      aberto = fs.createReadStream('', { fd });
    } catch (err) {
      const code = (err as { code?: string }).code;
      const motivo = code === 'ENOENT' ? 'não existe' : code === 'EISDIR' ? 'é uma pasta' : code === 'EACCES' ? 'não pode ser lido (permissão)' : 'não pôde ser aberto';
      saida.erro(`O arquivo ${arquivo} ${motivo}.\n\n${o.uso}`);
      return 2;
    }
    const banco = await abrirBanco(saida);
    if (!banco) {
      aberto.destroy();
      return 1;
    }
    try {
      const relatorio = await o.motor(banco.db, aberto, { simular, aoLer: (n) => saida.erro(`${numero.format(n)} linhas lidas…`) });
      saida.info(descreverRelatorio(relatorio));
      return relatorio.erros.length > 0 ? 1 : 0;
    } finally {
      aberto.destroy();
      await banco.fechar();
    }
  }
  return { resumo: o.resumo, uso: o.uso, executar };
}
