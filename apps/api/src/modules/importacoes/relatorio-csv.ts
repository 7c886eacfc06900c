/** The report of an import as CSV (counts, then every error line), for the screen's "Baixar relatório". */
import type { RelatorioImportacao, SituacaoImportacao } from '@portal/contracts';
import { BOM, celulaCsv, linhaCsv } from '../../lib/csv.js';
import type { LinhaImportacao } from './importacoes.repository.js';

const SITUACAO: Record<SituacaoImportacao, string> = {
  com_erros: 'prévia com erros (nada gravado)',
  analisada: 'prévia sem erros, aguardando confirmação (nada gravado)',
  na_fila: 'na fila',
  executando: 'em andamento',
  concluida: 'concluída (gravada)',
  recusada: 'recusada: o arquivo tem erros (nada gravado)',
  falhou: 'falhou (nada gravado)',
  expirada: 'prévia expirada (nada gravado)',
};

export function relatorioCsv(titulo: string, l: LinhaImportacao): string {
  // The real run's report once it ran; otherwise the preview's (what the file would do).
  const r: RelatorioImportacao = l.relatorio ?? l.previa;
  const linhas = [
    linhaCsv(['Importação', celulaCsv(titulo)]),
    linhaCsv(['Arquivo', celulaCsv(l.arquivoNome)]),
    linhaCsv(['Situação', celulaCsv(SITUACAO[l.situacao])]),
    linhaCsv(['Relatório', l.relatorio ? 'importação' : 'prévia']),
    ...(l.falha ? [linhaCsv(['Falha', celulaCsv(l.falha)])] : []),
    linhaCsv(['Linhas lidas', String(r.linhasLidas)]),
    linhaCsv(['Novos', String(r.novos)]),
    linhaCsv(['Alterados', String(r.alterados)]),
    linhaCsv(['Inalterados', String(r.inalterados)]),
    linhaCsv(['Com erro', String(r.comErro)]),
    '\r\n',
    linhaCsv(['linha', 'motivo']),
    ...r.erros.map((e) => linhaCsv([e.linha === null ? '' : String(e.linha), celulaCsv(e.motivo)])),
  ];
  return BOM + linhas.join('');
}
