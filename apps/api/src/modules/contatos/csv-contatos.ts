/** The exported contact list as a CSV (UTF-8 with BOM, ';'), written in slices as the client reads it. */
import { formatarCelular, ROTULO_SITUACAO, ROTULO_TIPO_CONTATO, type Contato } from '@portal/contracts';
import { Readable } from 'node:stream';
import { BOM, celulaCsv, linhaCsv } from '../../lib/csv.js';

export const CABECALHO_CONTATOS = ['Nome', 'CPF', 'Tipo', 'Inscrição', 'Situação da inscrição', 'E-mail', 'Celular', 'Cidade', 'UF'];
const LINHAS_POR_PEDACO = 500;

function linhaDe(c: Contato): string {
  return linhaCsv([
    celulaCsv(c.nome),
    c.cpf,
    ROTULO_TIPO_CONTATO[c.tipo],
    c.inscricao ?? '',
    c.situacao ? ROTULO_SITUACAO[c.situacao] : '',
    celulaCsv(c.email),
    c.celular ? celulaCsv(formatarCelular(c.celular)) : '',
    celulaCsv(c.cidade ?? ''),
    c.uf ?? '',
  ]);
}

function* pedacos(itens: readonly Contato[]): Generator<string> {
  yield `${BOM}${linhaCsv(CABECALHO_CONTATOS)}`;
  for (let i = 0; i < itens.length; i += LINHAS_POR_PEDACO) {
    yield itens
      .slice(i, i + LINHAS_POR_PEDACO)
      .map(linhaDe)
      .join('');
  }
}

export function csvContatos(itens: readonly Contato[]): Readable {
  return Readable.from(pedacos(itens), { objectMode: false });
}
