import { DESCRICAO_PERMISSAO, type Permissao, type Titular } from '@portal/contracts';
import { BOM, celulaCsv, linhaCsv } from '../../lib/csv.js';

const CABECALHO = ['Permissão', 'Nome da permissão', 'Nome', 'CPF', 'Inscrição', 'Conta ativa'];

/** Who holds each flag: one line per flag and holder, flags in PERMISSOES order, holders by name. */
export function csvTitulares(lista: { permissao: Permissao; titulares: Titular[] }[]): string {
  let saida = BOM + linhaCsv(CABECALHO.map(celulaCsv));
  for (const { permissao, titulares } of lista) {
    for (const t of titulares) {
      saida += linhaCsv(
        [permissao, DESCRICAO_PERMISSAO[permissao].rotulo, t.nome, t.cpf, t.inscricao ?? '', t.ativo ? 'Sim' : 'Não'].map(celulaCsv),
      );
    }
  }
  return saida;
}
