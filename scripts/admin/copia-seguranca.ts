import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../../apps/api/src/config/env.js';
import {
  conferirCopia,
  copiarBancoEmbutido,
  CopiaInvalida,
  pastaComConteudo,
  restaurarBancoEmbutido,
  temBanco,
  type ConteudoDaCopia,
} from '../../apps/api/src/db/copia-embutida.js';
import { acquireDataDirLock, DataDirLockedError } from '../../apps/api/src/db/data-dir-lock.js';
import type { Subcomando } from '../admin.js';
import type { SaidaDoComando } from './saida.js';

const NO_POSTGRES =
  'Com DATABASE_URL definida, o banco é um PostgreSQL: faça a cópia com pg_dump -Fc e restaure com pg_restore, ' +
  'como descrito em docs/operacao.md ("Cópias de segurança"). Nada foi feito.';

const USO_BACKUP = `Uso: npm run admin -- backup <arquivo>

Grava o banco embutido (DATA_DIR/pgdata) num só arquivo (.tar.gz do diretório de dados do PGlite) e o confere:
abre uma cópia dele em memória e consulta o banco antes de dizer que está pronto. Não sobrescreve um arquivo
existente. O portal deve estar parado. Os documentos enviados (DATA_DIR/uploads) não vão na cópia: copie essa
pasta junto. Com PostgreSQL (DATABASE_URL), use pg_dump -Fc (docs/operacao.md, "Cópias de segurança").
Saída: 0 cópia gravada e conferida; 1 recusada ou falhou (nada gravado); 2 uso incorreto.`;

const USO_RESTAURAR = `Uso: npm run admin -- restaurar <arquivo> [--substituir]

Restaura em DATA_DIR/pgdata uma cópia feita com "npm run admin -- backup". Confere o arquivo antes de tocar em
qualquer coisa. Recusa se DATA_DIR já tem um banco, a não ser com --substituir: então o banco atual é guardado
ao lado (DATA_DIR/pgdata-antes-da-restauracao-AAAAMMDD-HHMMSS) e o caminho é mostrado. O portal deve estar
parado. Com PostgreSQL (DATABASE_URL), use pg_restore (docs/operacao.md, "Cópias de segurança").
Saída: 0 restaurado; 1 recusado ou falhou (o banco atual fica como estava); 2 uso incorreto.`;

const numero = new Intl.NumberFormat('pt-BR');

function descrever(c: ConteudoDaCopia): string {
  return `${numero.format(c.pessoas)} ${c.pessoas === 1 ? 'pessoa' : 'pessoas'}, ${numero.format(c.usuarios)} ${c.usuarios === 1 ? 'conta' : 'contas'}, ${numero.format(c.tabelas)} tabelas, ${numero.format(c.migracoes)} migrações aplicadas`;
}

/** AAAAMMDD-HHMMSS in UTC: a name that sorts by time. */
function carimbo(d = new Date()): string {
  return d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

function lerArgumentos(args: string[], uso: string, opcoes: Record<string, { type: 'boolean' }>, saida: SaidaDoComando) {
  try {
    const lidos = parseArgs({ args, options: opcoes, allowPositionals: true, strict: true });
    if (lidos.positionals.length !== 1) throw new Error(lidos.positionals.length === 0 ? 'Informe o arquivo.' : 'Informe um só arquivo.');
    return { arquivo: path.resolve(lidos.positionals[0]!), valores: lidos.values as Record<string, boolean | undefined> };
  } catch (err) {
    saida.erro(`${(err as Error).message.split('\n')[0]}\n\n${uso}`);
    return null;
  }
}

/** The configuration of the embedded database, or null (message written) when there is none to copy. */
function configEmbutida(saida: SaidaDoComando): Config | null {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      saida.erro(err.message);
      return null;
    }
    throw err;
  }
  if (config.database.kind !== 'embedded') {
    saida.erro(NO_POSTGRES);
    return null;
  }
  return config;
}

/** Runs `fazer` holding the data directory's lock; a running portal is refused, as by every command. */
async function comTrava(dataDir: string, saida: SaidaDoComando, fazer: () => Promise<number>): Promise<number> {
  let soltar: () => void;
  try {
    soltar = acquireDataDirLock(dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      saida.erro(
        `O banco embutido em ${err.dir} está em uso pelo processo ${err.pid} (o portal está rodando?). ` +
          'Pare o portal (Ctrl-C no terminal do "npm start") e rode o comando de novo. Nada foi alterado.',
      );
      return 1;
    }
    throw err;
  }
  try {
    return await fazer();
  } finally {
    soltar();
  }
}

async function executarBackup(args: string[], saida: SaidaDoComando): Promise<number> {
  const lidos = lerArgumentos(args, USO_BACKUP, {}, saida);
  if (!lidos) return 2;
  const { arquivo } = lidos;
  const config = configEmbutida(saida);
  if (!config) return 1;
  if (fs.existsSync(arquivo)) {
    saida.erro(`O arquivo ${arquivo} já existe; escolha outro nome (por exemplo, com a data: portal-$(date +%Y%m%d-%H%M).tar.gz). Nada foi gravado.`);
    return 1;
  }
  if (!fs.existsSync(path.dirname(arquivo))) {
    saida.erro(`A pasta ${path.dirname(arquivo)} não existe. Nada foi gravado.`);
    return 1;
  }
  const pgdata = path.join(config.dataDir, 'pgdata');
  if (!temBanco(pgdata)) {
    saida.erro(`Não há banco embutido em ${pgdata} (confira DATA_DIR). Nada foi gravado.`);
    return 1;
  }
  return comTrava(config.dataDir, saida, async () => {
    saida.erro(`Copiando o banco embutido de ${pgdata}…`);
    const copia = await copiarBancoEmbutido(pgdata);
    saida.erro('Conferindo a cópia (abrindo-a em memória)…');
    let conteudo: ConteudoDaCopia;
    try {
      conteudo = await conferirCopia(copia);
    } catch (err) {
      if (!(err instanceof CopiaInvalida)) throw err;
      saida.erro(`A cópia não passou na conferência: ${err.message} Nada foi gravado; o banco não foi alterado.`);
      return 1;
    }
    // Written beside the target and renamed: an interrupted run never leaves a half file under the final name.
    const parcial = `${arquivo}.parcial-${process.pid}`;
    try {
      fs.writeFileSync(parcial, copia, { flag: 'wx' });
      fs.renameSync(parcial, arquivo);
    } catch (err) {
      fs.rmSync(parcial, { force: true });
      saida.erro(`Não foi possível gravar ${arquivo}: ${(err as Error).message}. Nada foi gravado.`);
      return 1;
    }
    const linhas = [
      `Cópia gravada e conferida: ${arquivo} (${numero.format(Math.ceil(copia.length / 1024))} KB).`,
      `Conteúdo: ${descrever(conteudo)}.`,
      `Para restaurar: npm run admin -- restaurar ${arquivo}`,
    ];
    const { armazenamento } = config;
    if (armazenamento.kind === 'local' && pastaComConteudo(armazenamento.dir)) {
      linhas.push('', `Aviso: os documentos enviados ficam em ${armazenamento.dir} e não estão nesta cópia; copie essa pasta junto.`);
    }
    saida.info(linhas.join('\n'));
    return 0;
  });
}

async function executarRestaurar(args: string[], saida: SaidaDoComando): Promise<number> {
  const lidos = lerArgumentos(args, USO_RESTAURAR, { substituir: { type: 'boolean' } }, saida);
  if (!lidos) return 2;
  const { arquivo } = lidos;
  const substituir = lidos.valores.substituir ?? false;
  const config = configEmbutida(saida);
  if (!config) return 1;
  let copia: Buffer;
  try {
    if (fs.statSync(arquivo).isDirectory()) throw Object.assign(new Error(), { code: 'EISDIR' });
    copia = fs.readFileSync(arquivo);
  } catch (err) {
    const code = (err as { code?: string }).code;
    const motivo = code === 'ENOENT' ? 'não existe' : code === 'EISDIR' ? 'é uma pasta' : code === 'EACCES' ? 'não pode ser lido (permissão)' : 'não pôde ser aberto';
    saida.erro(`O arquivo ${arquivo} ${motivo}.\n\n${USO_RESTAURAR}`);
    return 2;
  }
  const pgdata = path.join(config.dataDir, 'pgdata');
  return comTrava(config.dataDir, saida, async () => {
    const ocupado = pastaComConteudo(pgdata);
    if (ocupado && !substituir) {
      saida.erro(
        `Já existe um banco em ${pgdata}. A restauração não o sobrescreve: para trocá-lo pela cópia, rode de novo com ` +
          '--substituir (o banco atual é guardado ao lado, não apagado), ou aponte DATA_DIR para uma pasta vazia. Nada foi alterado.',
      );
      return 1;
    }
    saida.erro('Conferindo o arquivo (abrindo-o em memória)…');
    try {
      await conferirCopia(copia);
    } catch (err) {
      if (!(err instanceof CopiaInvalida)) throw err;
      saida.erro(`O arquivo ${arquivo} não pode ser restaurado: ${err.message} Nada foi alterado.`);
      return 1;
    }
    // Restored into a new folder first, then swapped in: a failure leaves the current database where it was.
    const momento = carimbo();
    const novo = path.join(config.dataDir, `pgdata-restaurando-${momento}`);
    let conteudo: ConteudoDaCopia;
    try {
      conteudo = await restaurarBancoEmbutido(copia, novo);
    } catch (err) {
      fs.rmSync(novo, { recursive: true, force: true });
      throw err;
    }
    let guardado: string | null = null;
    if (fs.existsSync(pgdata)) {
      if (ocupado) {
        guardado = path.join(config.dataDir, `pgdata-antes-da-restauracao-${momento}`);
        fs.renameSync(pgdata, guardado);
      } else {
        fs.rmdirSync(pgdata);
      }
    }
    fs.renameSync(novo, pgdata);
    const linhas = [`Banco restaurado em ${pgdata} a partir de ${arquivo}.`, `Conteúdo: ${descrever(conteudo)}.`];
    if (guardado) linhas.push(`O banco que estava lá foi guardado em ${guardado} (apague-o quando não precisar mais dele).`);
    linhas.push(
      'Inicie o portal ("npm start"); migrações de uma versão mais nova, se houver, são aplicadas na partida.',
      'Os documentos enviados (DATA_DIR/uploads) não fazem parte da cópia do banco: restaure essa pasta junto, se for o caso.',
    );
    saida.info(linhas.join('\n'));
    return 0;
  });
}

export const backupCmd: Subcomando = {
  resumo: 'grava o banco embutido num arquivo e o confere (PostgreSQL: pg_dump -Fc)',
  uso: USO_BACKUP,
  executar: executarBackup,
};

export const restaurarCmd: Subcomando = {
  resumo: 'restaura o banco embutido de um arquivo do backup; --substituir troca um banco existente',
  uso: USO_RESTAURAR,
  executar: executarRestaurar,
};
