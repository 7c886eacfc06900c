// The engine's own file: the module's index also exports its routes, whose Fastify decorations this project does not load.
import { importarMembrosComissoes } from '../../apps/api/src/modules/comissoes/importar-membros.js';
import { comandoDeImportacao } from './importacao.js';

const USO = `Uso: npm run admin -- importar-comissoes <arquivo.csv> [--simular]

Importa os mandatos dos membros das comissões (UTF-8, separado por ";", com cabeçalho):
  comissao;cpf;papel;portaria;inicio;fim
comissao: o nome cadastrado no portal (maiúsculas e acentos não importam) ou o identificador da comissão;
papel: presidente, vice-presidente, secretario ou membro; datas AAAA-MM-DD; fim vazio = mandato sem fim definido.
As comissões e as pessoas já devem estar no portal. Confere o arquivo inteiro antes de gravar (inclusive mandatos
sobrepostos): se alguma linha tiver erro, nada é gravado e cada linha com erro é listada ("linha N: motivo").
Com --simular, confere e conta sem gravar. Importar o mesmo arquivo de novo não muda nada.
Manual: docs/importacoes.md. Com o banco embutido, pare o portal antes.
Saída: 0 importado (ou simulado) sem erros; 1 arquivo com erros (nada gravado); 2 uso incorreto.`;

export const importarComissoesCmd = comandoDeImportacao({
  resumo: 'importa os mandatos dos membros das comissões (CSV); --simular confere sem gravar',
  uso: USO,
  motor: importarMembrosComissoes,
});
