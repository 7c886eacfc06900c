import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { importarInscritos, type RelatorioImportacao } from '../../apps/api/src/modules/inscritos/importar-inscritos.js';
import type { Subcomando } from '../admin.js';
import { abrirBanco } from './banco.js';
import type { SaidaDoComando } from './saida.js';

const USO = `Uso: npm run admin -- importar-inscritos <arquivo.csv> [--simular]

Importa o cadastro de inscritos exportado do CNA (UTF-8, separado por ";", com cabeçalho):
  numero;uf;tipo;situacao;data_inscricao;cpf;nome;nome_social;nascimento;email;celular
Confere o arquivo inteiro antes de gravar: se alguma linha tiver erro, nada é gravado e cada linha com erro é
listada ("linha N: motivo"). Com --simular, confere e conta (novos, alterados, inalterados) sem gravar nada.
Importar o mesmo arquivo de novo não muda nada. Manual: docs/inscritos.md. Com o banco embutido, pare o portal antes.
Saída: 0 importado (ou simulado) sem erros; 1 arquivo com erros (nada gravado); 2 uso incorreto.`;

/** At most this many errors printed (the count says how many there are). */
export const MAX_ERROS_IMPRESSOS = 200;

const numero = new Intl.NumberFormat('pt-BR');

export function descreverRelatorio(r: RelatorioImportacao): string {
  const linhas: string[] = [];
  if (r.erros.length > 0) {
    linhas.push(
      `O arquivo tem erros em ${numero.format(r.comErro)} ${r.comErro === 1 ? 'linha' : 'linhas'}; nada foi gravado. Corrija e rode de novo.`,
      '',
    );
    for (const e of r.erros.slice(0, MAX_ERROS_IMPRESSOS)) linhas.push(e.linha === null ? e.motivo : `linha ${e.linha}: ${e.motivo}`);
    if (r.erros.length > MAX_ERROS_IMPRESSOS) linhas.push(`… e mais ${numero.format(r.erros.length - MAX_ERROS_IMPRESSOS)} erros.`);
    return linhas.join('\n');
  }
  linhas.push(
    r.simulacao ? 'Simulação: nada foi gravado. Se importado, o arquivo daria:' : 'Importação concluída:',
    `  linhas lidas: ${numero.format(r.linhasLidas)}`,
    `  novos:        ${numero.format(r.novos)}`,
    `  alterados:    ${numero.format(r.alterados)}`,
    `  inalterados:  ${numero.format(r.inalterados)}`,
    `  com erro:     0`,
  );
  return linhas.join('\n');
}

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
    const relatorio = await importarInscritos(banco.db, aberto, {
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

export const importarInscritosCmd: Subcomando = {
  resumo: 'importa o cadastro de inscritos (CSV do CNA); --simular confere sem gravar',
  uso: USO,
  executar,
};
