// `npm run admin -- <comando> [opções]`: the institution's administration from the command line (ADR 040).
// One table of subcommands; each one reads the same configuration as `npm start` (apps/api/src/config/env.ts),
// opens the same database (PostgreSQL with DATABASE_URL, else the embedded one in DATA_DIR, which must not be
// in use by a running portal) and applies the migrations first, so it works on an empty database.
import { pathToFileURL } from 'node:url';
import { backupCmd, restaurarCmd } from './admin/copia-seguranca.js';
import { importarComissoesCmd } from './admin/importar-comissoes.js';
import { importarInscritosCmd } from './admin/importar-inscritos.js';
import { importarProcessosCmd } from './admin/importar-processos.js';
import { importarTitulosCmd } from './admin/importar-titulos.js';
import { primeiroAdministrador } from './admin/primeiro-administrador.js';
import { SaidaDoComando } from './admin/saida.js';

export interface Subcomando {
  /** One line for --help. */
  resumo: string;
  /** The usage lines for `<comando> --help`. */
  uso: string;
  /** Runs with the arguments after the subcommand's name; resolves to the exit code. */
  executar(args: string[], saida: SaidaDoComando): Promise<number>;
}

/** Every subcommand. A new one (importar-inscritos, importar-titulos, backup…) is one more line here. */
export const SUBCOMANDOS: Record<string, Subcomando> = {
  'primeiro-administrador': primeiroAdministrador,
  'importar-inscritos': importarInscritosCmd,
  'importar-processos': importarProcessosCmd,
  'importar-comissoes': importarComissoesCmd,
  backup: backupCmd,
  restaurar: restaurarCmd,
  'importar-titulos': importarTitulosCmd,
};

export function ajuda(): string {
  const nomes = Object.keys(SUBCOMANDOS);
  const largura = Math.max(...nomes.map((n) => n.length));
  return [
    'Uso: npm run admin -- <comando> [opções]',
    '',
    'Comandos:',
    ...nomes.map((n) => `  ${n.padEnd(largura)}  ${SUBCOMANDOS[n]!.resumo}`),
    '',
    'Ajuda de um comando: npm run admin -- <comando> --help',
    'Banco: PostgreSQL com DATABASE_URL; sem ela, o banco embutido em DATA_DIR (padrão ./data), com o portal parado.',
  ].join('\n');
}

export async function executarAdmin(argv: string[], saida: SaidaDoComando): Promise<number> {
  const [nome, ...resto] = argv;
  if (!nome || nome === '--help' || nome === '-h' || nome === 'ajuda') {
    saida.info(ajuda());
    return nome ? 0 : 2;
  }
  const sub = SUBCOMANDOS[nome];
  if (!sub) {
    saida.erro(`Comando desconhecido: ${nome}.\n\n${ajuda()}`);
    return 2;
  }
  if (resto.includes('--help') || resto.includes('-h')) {
    saida.info(sub.uso);
    return 0;
  }
  return sub.executar(resto, saida);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const saida = new SaidaDoComando();
  let codigo: number;
  try {
    codigo = await executarAdmin(process.argv.slice(2), saida);
  } catch (err) {
    // Only the cause's own message: a query error's text carries its parameters (a password hash, a CPF).
    const causa = (err as { cause?: unknown }).cause;
    saida.erro(`Falha inesperada: ${causa instanceof Error ? causa.message : (err as Error).message.split('\n')[0]}. Nada foi alterado.`);
    codigo = 1;
  }
  process.exit(codigo);
}
