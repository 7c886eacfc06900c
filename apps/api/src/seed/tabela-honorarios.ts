/**
 * The demo's tabela de honorários: this year's minimum fees, in force since 1 January, imported through the
 * same CSV parser and the same repository as a staff import (so the demo shows exactly what an import makes).
 * The figures follow the usual shape of a section's table; they are the demo's, not an official resolution.
 */
import { count } from 'drizzle-orm';
import { honorariosVersoes } from '../db/schema/index.js';
import { gravarVersaoHonorarios, lerCsvHonorarios } from '../modules/financeiro/index.js';
import type { Tx } from '../db/transacao.js';

export const CSV_TABELA_HONORARIOS_DEMO = `area;codigo;ato;valor;percentual;observacao
Advocacia Cível;1.1;Ação de procedimento comum;R$ 5.000,00;;"Valor mínimo; somam-se os honorários de êxito do item 1.2"
Advocacia Cível;1.2;Êxito em ação de procedimento comum;;20%;Sobre o valor da condenação ou do proveito econômico
Advocacia Cível;1.3;Ação de cobrança ou monitória;3.800,00;;
Advocacia Cível;1.4;Ação de despejo;4.000,00;;
Advocacia Cível;1.5;Execução de título extrajudicial;;10%;"Sobre o valor executado; mínimo de R$ 3.000,00"
Advocacia Cível;1.6;Ação de indenização por danos morais ou materiais;;20%;Sobre o valor da condenação
Advocacia Cível;1.7;Causa no Juizado Especial Cível;2.000,00;;
Advocacia Cível;1.8;Mandado de segurança;6.000,00;;
Advocacia Cível;1.9;Recurso de apelação;4.500,00;;Quando não atuou na primeira instância
Família e Sucessões;2.1;Ação de alimentos;3.500,00;;
Família e Sucessões;2.2;Divórcio consensual judicial;5.000,00;;
Família e Sucessões;2.3;Divórcio consensual extrajudicial (em cartório);4.000,00;;
Família e Sucessões;2.4;Divórcio litigioso;8.000,00;;Havendo bens a partilhar, acrescer 6% sobre o patrimônio
Família e Sucessões;2.5;Guarda e regulamentação de convivência;4.500,00;;
Família e Sucessões;2.6;Inventário judicial;;8%;"Sobre o valor dos bens; mínimo de R$ 6.000,00"
Família e Sucessões;2.7;Inventário e partilha extrajudicial;;6%;Sobre o valor dos bens
Família e Sucessões;2.8;Reconhecimento e dissolução de união estável;5.000,00;;
Trabalhista;3.1;Reclamação trabalhista (pelo empregado);;20%;Sobre o valor da condenação ou do acordo
Trabalhista;3.2;Defesa em reclamação trabalhista (pelo empregador);4.000,00;;
Trabalhista;3.3;Audiência trabalhista avulsa;1.000,00;;
Trabalhista;3.4;Homologação de acordo extrajudicial;2.000,00;;
Trabalhista;3.5;Recurso ordinário;3.000,00;;
Criminal;4.1;Defesa em inquérito policial;5.000,00;;
Criminal;4.2;Defesa em ação penal (procedimento comum);12.000,00;;
Criminal;4.3;Defesa no Tribunal do Júri;R$ 25.000,00;;Até a sessão de julgamento em plenário
Criminal;4.4;Pedido de liberdade provisória ou relaxamento de prisão;5.000,00;;
Criminal;4.5;Habeas corpus;6.000,00;;
Criminal;4.6;Acompanhamento de auto de prisão em flagrante;3.000,00;;
Previdenciária;5.1;Requerimento administrativo de benefício no INSS;2.500,00;;
Previdenciária;5.2;Ação previdenciária de concessão ou revisão;;30%;Sobre as parcelas vencidas até a implantação do benefício
Previdenciária;5.3;Planejamento previdenciário;3.000,00;;
Tributária;6.1;Defesa em processo administrativo fiscal;;10%;"Sobre o valor discutido; mínimo de R$ 5.000,00"
Tributária;6.2;Embargos à execução fiscal;6.000,00;;
Tributária;6.3;Ação de repetição de indébito;;20%;Sobre o valor restituído
Tributária;6.4;Consulta tributária formal;3.500,00;;
Empresarial;7.1;Constituição de sociedade limitada;3.000,00;;
Empresarial;7.2;Alteração de contrato social;1.500,00;;
Empresarial;7.3;Recuperação judicial;;2,5%;Sobre o passivo sujeito à recuperação
Empresarial;7.4;Pedido de falência ou habilitação de crédito;4.000,00;;
Empresarial;7.5;Elaboração de contrato empresarial;2.500,00;;
Consultoria e Extrajudicial;8.1;Consulta verbal;500,00;;Por hora
Consultoria e Extrajudicial;8.2;Parecer escrito;3.000,00;;
Consultoria e Extrajudicial;8.3;Notificação extrajudicial;800,00;;
Consultoria e Extrajudicial;8.4;Elaboração de contrato civil;1.500,00;;
Consultoria e Extrajudicial;8.5;Acompanhamento em reunião ou diligência;400,00;;Por hora
Consultoria e Extrajudicial;8.6;Mediação ou conciliação extrajudicial;2.000,00;;
`;

/** Imports the demo table in force since 1 January of `hoje`'s year; does nothing when any version exists. */
export async function semearTabelaHonorarios(tx: Tx, hoje: string): Promise<void> {
  const [existentes] = await tx.select({ n: count() }).from(honorariosVersoes);
  if ((existentes?.n ?? 0) > 0) return;
  const leitura = lerCsvHonorarios(CSV_TABELA_HONORARIOS_DEMO);
  if (!leitura.ok) throw new Error(`Tabela de honorários de demonstração inválida: ${leitura.mensagem} ${JSON.stringify(leitura.erros)}`);
  const ano = hoje.slice(0, 4);
  await gravarVersaoHonorarios(tx, {
    vigenciaInicio: `${ano}-01-01`,
    arquivoNome: `tabela-honorarios-${ano}.csv`,
    importadaPor: null,
    itens: leitura.itens,
  });
}
