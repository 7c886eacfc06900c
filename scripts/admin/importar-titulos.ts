import fs from 'node:fs';
import { parseArgs } from 'node:util';
// The engine's own file: the module's index also exports its import screen's definition, whose Fastify types this project does not load.
import { importarTitulosComViraMais } from '../../apps/api/src/modules/viramais/importar-titulos-com-viramais.js';
import type { Subcomando } from '../admin.js';
import { abrirBanco } from './banco.js';
import { descreverRelatorio } from './importar-inscritos.js';
import type { SaidaDoComando } from './saida.js';

const USO = `Uso: npm run admin -- importar-titulos <arquivo.csv> [--simular]

Importa os títulos da instituição (anuidades, taxas e outras cobranças, em aberto, pagos ou cancelados), em UTF-8,
separados por ";", com cabeçalho:
  id_externo;cpf;origem;exercicio;descricao;vencimento;valor;situacao;pago_em;valor_pago
origem: anuidade, taxa ou outro (a anuidade precisa do exercício); situação: aberto, pago ou cancelado (o pago
precisa de pago_em e valor_pago); valores em reais, com vírgula ou ponto. O CPF deve estar no cadastro de
inscritos (importe-o antes com importar-inscritos). Confere o arquivo inteiro antes de gravar: se alguma linha
tiver erro, nada é gravado e cada linha com erro é listada ("linha N: motivo"). Com --simular, confere e conta
sem gravar nada. Importar o mesmo arquivo de novo não muda nada; uma linha alterada atualiza um título em aberto,
nunca um pago. Uma anuidade paga de um ano cujo crédito ViraMais ainda vale hoje gera esse crédito, uma vez.
Manual: docs/titulos.md. Com o banco embutido, pare o portal antes.
Saída: 0 importado (ou simulado) sem erros; 1 arquivo com erros (nada gravado); 2 uso incorreto.`;

const numero = new Intl.NumberFormat('pt-BR');

async function executar(args: string[], saida: SaidaDoComando): Promise<number> {
  let arquivo: string | undefined;
  let simular: boolean;
  try {
    const lidos = parseArgs({ args, options: { simular: { type: 'boolean' } }, allowPositionals: true, strict: true });
    if (lidos.positionals.length !== 1) throw new Error(lidos.positionals.length === 0 ? 'Informe o arquivo CSV.' : 'Informe um só arquivo CSV.');
    arquivo = lidos.positionals[0];
    simular = lidos.values.simular ?? false;
  } catch (err) {
    saida.erro(`${(err as Error).message.split('\n')[0]}\n\n${USO}`);
    return 2;
  }
  let aberto: fs.ReadStream;
  try {
    const fd = fs.openSync(arquivo!, 'r');
    if (fs.fstatSync(fd).isDirectory()) {
      fs.closeSync(fd);
      throw Object.assign(new Error(), { code: 'EISDIR' });
    }
    aberto = fs.createReadStream('', { fd });
  } catch (err) {
    const code = (err as { code?: string }).code;
    const motivo = code === 'ENOENT' ? 'não existe' : code === 'EISDIR' ? 'é uma pasta' : code === 'EACCES' ? 'não pode ser lido (permissão)' : 'não pôde ser aberto';
    saida.erro(`O arquivo ${arquivo} ${motivo}.\n\n${USO}`);
    return 2;
  }
  const banco = await abrirBanco(saida);
  if (!banco) {
    aberto.destroy();
    return 1;
  }
  try {
    const relatorio = await importarTitulosComViraMais(banco.db, aberto, {
      simular,
      aoLer: (n) => saida.erro(`${numero.format(n)} linhas lidas…`),
    });
    saida.info(descreverRelatorio(relatorio));
    return relatorio.erros.length > 0 ? 1 : 0;
  } finally {
    aberto.destroy();
    await banco.fechar();
  }
}

export const importarTitulosCmd: Subcomando = {
  resumo: 'importa os títulos da instituição (anuidades, taxas; em aberto ou pagos); --simular confere sem gravar',
  uso: USO,
  executar,
};
