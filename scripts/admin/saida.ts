/** Where a subcommand writes: the operator's terminal (stdout for results, stderr for errors). */
export class SaidaDoComando {
  info(texto: string): void {
    process.stdout.write(`${texto}\n`);
  }

  erro(texto: string): void {
    process.stderr.write(`${texto}\n`);
  }
}
