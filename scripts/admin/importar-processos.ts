import { importarProcessos } from '../../apps/api/src/modules/processos/index.js';
import { comandoDeImportacao } from './importacao.js';

const USO = `Uso: npm run admin -- importar-processos <arquivo.csv> [--simular]

Importa os processos administrativos do sistema anterior (UTF-8, separado por ";", com cabeçalho):
  numero;classe;assunto;orgao;fase;situacao;sigiloso;autuado_em;partes;relator
partes: CPF:papel separados por "|" (papel: representante, representado, interessado), cada um com os CPFs dos
advogados da parte depois de mais um ":" (separados por ","); relator: CPF ou vazio. As pessoas já devem estar no
cadastro. Confere o arquivo inteiro antes de gravar: se alguma linha tiver erro, nada é gravado e cada linha com
erro é listada ("linha N: motivo"). Com --simular, confere e conta sem gravar. Importar o mesmo arquivo de novo
não muda nada. Manual: docs/importacoes.md. Com o banco embutido, pare o portal antes.
Saída: 0 importado (ou simulado) sem erros; 1 arquivo com erros (nada gravado); 2 uso incorreto.`;

export const importarProcessosCmd = comandoDeImportacao({
  resumo: 'importa os processos administrativos (CSV); --simular confere sem gravar',
  uso: USO,
  motor: importarProcessos,
});
