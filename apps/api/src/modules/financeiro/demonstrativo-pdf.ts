/** The yearly statement of payments (demonstrativo de pagamentos), for the member's income tax return. */
import { dataEmSaoPaulo, formatarCentavos, formatarCpf, formatarDataBr } from '@portal/contracts';
import type { Executor } from '../../db/transacao.js';
import { formatarDataHora, novoDocumentoFinanceiro, type Coluna } from './pdf-financeiro.js';
import { valorPagoDe } from './recibo-pdf.js';
import { identificacaoDoMembro, pagosNoAno } from './titulos.repository.js';

export interface PagamentoDoAno {
  /** The payment's calendar day in São Paulo ('YYYY-MM-DD'). */
  data: string;
  nufin: number;
  descricao: string;
  valorCentavos: number;
}

export interface DadosDemonstrativo {
  ano: number;
  pagador: { nome: string; cpf: string; inscricao: string | null };
  pagamentos: PagamentoDoAno[];
  emitidoEm: Date;
}

/** A4 statement: who, every payment of the year (date, título, description, amount), the total and a note for the tax return. */
export async function gerarDemonstrativoPdf(d: DadosDemonstrativo): Promise<Buffer> {
  const p = await novoDocumentoFinanceiro(
    `Demonstrativo de pagamentos — ano-calendário ${d.ano}`,
    `Emitido em ${formatarDataHora(d.emitidoEm)} (horário de Brasília)`,
  );
  p.campo('Nome', d.pagador.nome);
  p.campo('CPF', formatarCpf(d.pagador.cpf));
  if (d.pagador.inscricao) p.campo('Inscrição na OAB', d.pagador.inscricao);

  p.secao(`Pagamentos confirmados em ${d.ano}`);
  const colunas: Coluna[] = [
    { titulo: 'Data', largura: 70 },
    { titulo: 'Título', largura: 65 },
    { titulo: 'Descrição', largura: p.largura - 70 - 65 - 95 },
    { titulo: 'Valor pago', largura: 95, alinhar: 'right' },
  ];
  p.linhaTabela(colunas, colunas.map((c) => c.titulo), true);
  if (d.pagamentos.length === 0) p.linhaTabela(colunas, ['', '', `Não há pagamentos confirmados em ${d.ano}.`, '']);
  for (const pg of d.pagamentos) {
    p.linhaTabela(colunas, [formatarDataBr(pg.data), String(pg.nufin), pg.descricao, formatarCentavos(pg.valorCentavos)]);
  }
  const total = d.pagamentos.reduce((s, pg) => s + pg.valorCentavos, 0);
  p.linhaTabela(colunas, ['', '', `Total pago em ${d.ano}`, formatarCentavos(total)], true);

  p.doc.moveDown(1.5);
  p.paragrafo(
    `Para a declaração do Imposto de Renda: este demonstrativo reúne os valores pagos no ano-calendário ${d.ano}, pela data em que cada pagamento foi confirmado. Guarde-o com os recibos; se você declara como profissional autônomo, consulte o seu contador sobre a dedução das anuidades no livro-caixa.`,
    { tamanho: 9 },
  );
  return p.finalizar(`Demonstrativo de pagamentos ${d.ano}`);
}

/**
 * The member's statement of a year. A year without payments is a statement too (nothing paid, total R$ 0,00),
 * never an error: the screen offers the years with payments and opens on the last one (issue 10).
 */
export async function demonstrativoDoAno(ex: Executor, pessoaId: string, ano: number, agora = new Date()): Promise<{ pdf: Buffer; nomeArquivo: string }> {
  const pagos = await pagosNoAno(ex, pessoaId, ano);
  const pessoa = await identificacaoDoMembro(ex, pessoaId);
  const pdf = await gerarDemonstrativoPdf({
    ano,
    pagador: { nome: pessoa.nome, cpf: pessoa.cpf, inscricao: pessoa.inscricao ? `${pessoa.inscricao.numero}/${pessoa.inscricao.uf}` : null },
    pagamentos: pagos.map((t) => ({ data: dataEmSaoPaulo(t.pagoEm ?? t.criadoEm), nufin: t.nufin, descricao: t.descricao, valorCentavos: valorPagoDe(t) })),
    emitidoEm: agora,
  });
  return { pdf, nomeArquivo: `demonstrativo-pagamentos-${ano}.pdf` };
}
