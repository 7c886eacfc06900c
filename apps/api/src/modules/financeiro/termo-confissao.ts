/**
 * The debt confession term (termo de confissão de dívida) a member accepts to make a negotiation. The text is
 * generated from the figures, shown before acceptance (simular) and stored as accepted (criar) with its sha256.
 * It depends only on the debtor, the títulos, the simulation, the day and the version, so what the member read
 * is what is stored. Changing the wording means a new REGRAS_NEGOCIACAO.versaoTermo.
 */
import { createHash } from 'node:crypto';
import { ENCARGOS_PADRAO, formatarCentavos, formatarCpf, formatarDataBr, REGRAS_NEGOCIACAO, type Devido, type Simulacao } from '@portal/contracts';

export const VERSAO_TERMO = REGRAS_NEGOCIACAO.versaoTermo;

/** The creditor named in the term. */
export const CREDORA = 'Ordem dos Advogados do Brasil — Seção de Goiás (OAB/GO)';

/** Days an installment may stay unpaid before the agreement's benefits are lost. */
export const DIAS_INADIMPLENCIA_RESCISAO = 60;

export interface TituloDoTermo {
  nufin: number;
  descricao: string;
  vencimento: string;
  devido: Pick<Devido, 'principalCentavos' | 'multaCentavos' | 'jurosCentavos'>;
}

export interface DadosTermo {
  devedor: { nome: string; cpf: string; inscricao: { numero: string; uf: string } | null };
  titulos: readonly TituloDoTermo[];
  simulacao: Simulacao;
  /** The day the term is issued and accepted ('YYYY-MM-DD'). */
  hoje: string;
  versao?: string;
}

const DATA_EXTENSO = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-11-21' → '21 de novembro de 2026' */
function dataPorExtenso(iso: string): string {
  return DATA_EXTENSO.format(new Date(`${iso}T12:00:00Z`));
}

const bp = (v: number) => `${(v / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;

/** The term's full text (plain text, numbered clauses). */
export function gerarTermoConfissao(d: DadosTermo): string {
  const s = d.simulacao;
  const versao = d.versao ?? VERSAO_TERMO;
  const inscricao = d.devedor.inscricao ? ` e na OAB sob o nº ${d.devedor.inscricao.numero}/${d.devedor.inscricao.uf}` : '';
  const aVista = s.parcelas.length === 1;
  const entrada = s.parcelas.find((p) => p.numero === 0);
  const restantes = s.parcelas.filter((p) => p.numero > 0);

  const linhasTitulos = d.titulos.map(
    (t) =>
      `- Título nº ${t.nufin} — ${t.descricao}, vencido em ${formatarDataBr(t.vencimento)}: principal ${formatarCentavos(t.devido.principalCentavos)}, multa ${formatarCentavos(t.devido.multaCentavos)}, juros ${formatarCentavos(t.devido.jurosCentavos)}.`,
  );
  const linhasPagamento = aVista
    ? [`Pagamento à vista de ${formatarCentavos(s.totalCentavos)}, com vencimento em ${formatarDataBr(entrada?.vencimento ?? d.hoje)}.`]
    : [
        `Entrada de ${formatarCentavos(s.entradaCentavos)}, com vencimento em ${formatarDataBr(entrada?.vencimento ?? d.hoje)}.`,
        `${restantes.length} ${restantes.length === 1 ? 'parcela mensal' : 'parcelas mensais'}:`,
        ...restantes.map((p) => `- Parcela ${p.numero} de ${restantes.length}: ${formatarCentavos(p.valorCentavos)}, com vencimento em ${formatarDataBr(p.vencimento)}.`),
      ];

  return [
    'TERMO DE CONFISSÃO DE DÍVIDA E ACORDO DE PAGAMENTO',
    '',
    `DEVEDOR(A): ${d.devedor.nome}, inscrito(a) no CPF sob o nº ${formatarCpf(d.devedor.cpf)}${inscricao}.`,
    `CREDORA: ${CREDORA}.`,
    '',
    'Cláusula 1ª — Da confissão. O(A) DEVEDOR(A) reconhece e confessa, de forma irrevogável e irretratável, dever à CREDORA os valores dos títulos abaixo, atualizados até esta data:',
    ...linhasTitulos,
    '',
    `Cláusula 2ª — Do valor consolidado. A dívida soma ${formatarCentavos(s.principalCentavos)} de principal, ${formatarCentavos(s.multaCentavos)} de multa e ${formatarCentavos(s.jurosCentavos)} de juros. Sobre a multa e os juros, e nunca sobre o principal, a CREDORA concede desconto de ${bp(s.descontoBp)}, no valor de ${formatarCentavos(s.descontoCentavos)}. O valor total do acordo é de ${formatarCentavos(s.totalCentavos)}.`,
    '',
    'Cláusula 3ª — Do pagamento. O valor total será pago da seguinte forma:',
    ...linhasPagamento,
    '',
    'Cláusula 4ª — Dos títulos originais. Os títulos relacionados na Cláusula 1ª passam à situação de renegociados e são substituídos pelos títulos deste acordo; eles não podem mais ser pagos isoladamente.',
    '',
    `Cláusula 5ª — Do inadimplemento. O atraso no pagamento de qualquer parcela (ou da entrada) por mais de ${DIAS_INADIMPLENCIA_RESCISAO} dias cancela os benefícios deste acordo, inclusive o desconto concedido, e torna exigível de uma só vez o saldo devedor, com a multa e os juros originais, abatidos os valores já pagos. Cada parcela paga em atraso dentro desse prazo sofre multa de ${bp(ENCARGOS_PADRAO.multaBp)} e juros de ${bp(ENCARGOS_PADRAO.jurosMensalBp)} ao mês, calculados dia a dia.`,
    '',
    'Cláusula 6ª — Do título executivo. O(A) DEVEDOR(A) reconhece que este instrumento, por ele(a) aceito eletronicamente, constitui título executivo extrajudicial, nos termos do art. 784, inciso III, do Código de Processo Civil, podendo a CREDORA executá-lo em caso de inadimplemento.',
    '',
    'Cláusula 7ª — Do aceite eletrônico. O aceite deste termo no Portal unificado, com o registro da data, da hora, do endereço IP e do navegador utilizados, e a conservação do texto aceito com o seu resumo criptográfico (SHA-256), comprovam a manifestação de vontade do(a) DEVEDOR(A).',
    '',
    `${dataPorExtenso(d.hoje)}.`,
    `Versão do termo: ${versao}.`,
  ].join('\n');
}

/** sha256 (hex) of the term's UTF-8 text, stored with the acceptance. */
export function hashDoTermo(texto: string): string {
  return createHash('sha256').update(texto, 'utf8').digest('hex');
}
