import { describe, expect, it } from 'vitest';
import {
  decodificarCsv,
  lerCsvHonorarios,
  lerPercentualBp,
  lerValorCentavos,
  MAX_ERROS_LISTADOS,
  type LeituraCsv,
} from '../../../src/modules/financeiro/ler-csv-honorarios.js';
import { palavrasDaBusca, textoDeBusca } from '../../../src/lib/texto-de-busca.js';
import { CSV_TABELA_HONORARIOS_DEMO } from '../../../src/seed/tabela-honorarios.js';

const CABECALHO = 'area;codigo;ato;valor;percentual;observacao';

function erros(r: LeituraCsv) {
  if (r.ok) throw new Error('era para recusar');
  return r;
}
function itens(r: LeituraCsv) {
  if (!r.ok) throw new Error(`era para aceitar: ${r.mensagem} ${JSON.stringify(r.erros)}`);
  return r.itens;
}

describe('values and percentages', () => {
  it('reads money written the Brazilian way, with or without R$ and thousands dots', () => {
    expect(lerValorCentavos('1.234,56')).toBe(123_456);
    expect(lerValorCentavos('1234,56')).toBe(123_456);
    expect(lerValorCentavos('R$ 1.234,56')).toBe(123_456);
    expect(lerValorCentavos('R$1.234,5')).toBe(123_450);
    expect(lerValorCentavos('3500')).toBe(350_000);
    expect(lerValorCentavos('12.345.678,90')).toBe(1_234_567_890);
    expect(lerValorCentavos('0,00')).toBe(0);
    for (const ruim of ['1234.56', '1.23,45', '12,345', 'abc', '', '-10,00', '1 234,56', 'R$ ']) expect(lerValorCentavos(ruim), ruim).toBeNull();
  });

  it('reads percentages as basis points', () => {
    expect(lerPercentualBp('20')).toBe(2000);
    expect(lerPercentualBp('20%')).toBe(2000);
    expect(lerPercentualBp('12,5%')).toBe(1250);
    expect(lerPercentualBp('12,50 %')).toBe(1250);
    expect(lerPercentualBp('0,25')).toBe(25);
    expect(lerPercentualBp('100%')).toBe(10_000);
    for (const ruim of ['vinte', '12,555', '%', '1000%', '-5%']) expect(lerPercentualBp(ruim), ruim).toBeNull();
  });

  it('normalises search text: lower case, no accents, single spaces', () => {
    expect(textoDeBusca('  Família e SUCESSÕES   2.1 Ação ')).toBe('familia e sucessoes 2.1 acao');
    expect(palavrasDaBusca('  Ação   ALIMENTOS ')).toEqual(['acao', 'alimentos']);
    expect(palavrasDaBusca('   ')).toEqual([]);
  });
});

describe('decoding', () => {
  it('accepts UTF-8 with and without BOM and refuses anything else with how to save it', () => {
    const texto = `${CABECALHO}\nCível;1;Ação;1,00;;`;
    expect(decodificarCsv(Buffer.from(texto, 'utf8'))).toEqual({ ok: true, texto });
    expect(decodificarCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(texto, 'utf8')]))).toEqual({ ok: true, texto });
    const latin1 = decodificarCsv(Buffer.from(texto, 'latin1'));
    expect(latin1.ok).toBe(false);
    expect(!latin1.ok && latin1.mensagem).toMatch(/não está em UTF-8.*CSV UTF-8/);
  });
});

describe('lerCsvHonorarios', () => {
  it('reads every item: header in any case/accents/order, quoted fields with ; and "", CRLF, blank lines skipped', () => {
    const csv = [
      'Observação;ÁREA;Código;Ato;Valor;Percentual',
      ';Família e Sucessões;2.1;Ação de alimentos;R$ 3.500,00;',
      '"Sobre o valor; mínimo de R$ 6.000,00";Família e Sucessões;2.6;"Inventário ""judicial""";;8%',
      '',
      ';;;;;',
      ';Trabalhista;3.1;Reclamação trabalhista;;12,5',
    ].join('\r\n');
    const lidos = itens(lerCsvHonorarios(csv));
    expect(lidos).toEqual([
      {
        linha: 2,
        area: 'Família e Sucessões',
        codigo: '2.1',
        ato: 'Ação de alimentos',
        valorCentavos: 350_000,
        percentualBp: null,
        observacao: null,
      },
      {
        linha: 3,
        area: 'Família e Sucessões',
        codigo: '2.6',
        ato: 'Inventário "judicial"',
        valorCentavos: null,
        percentualBp: 800,
        observacao: 'Sobre o valor; mínimo de R$ 6.000,00',
      },
      { linha: 6, area: 'Trabalhista', codigo: '3.1', ato: 'Reclamação trabalhista', valorCentavos: null, percentualBp: 1250, observacao: null },
    ]);
  });

  it("accepts ',' as the separator (values with a comma quoted)", () => {
    const csv =
      'area,codigo,ato,valor,percentual,observacao\nCível,1.1,Ação de cobrança,"1.234,56",,\nCível,1.2,Êxito,,20%,"Sobre a condenação, no mínimo"\n';
    const lidos = itens(lerCsvHonorarios(csv));
    expect(lidos.map((i) => [i.codigo, i.valorCentavos, i.percentualBp, i.observacao])).toEqual([
      ['1.1', 123_456, null, null],
      ['1.2', null, 2000, 'Sobre a condenação, no mínimo'],
    ]);
  });

  it('names the missing column, and refuses unknown or repeated ones', () => {
    const faltaUma = erros(lerCsvHonorarios('area;codigo;ato;valor;observacao\nCível;1;Ato;1,00;'));
    expect(faltaUma.mensagem).toBe('Falta a coluna "percentual" no cabeçalho. O cabeçalho deve ser: area;codigo;ato;valor;percentual;observacao');
    expect(faltaUma.erros).toEqual([{ linha: 1, mensagem: 'Falta a coluna "percentual" no cabeçalho.' }]);
    expect(erros(lerCsvHonorarios('area;ato;valor;observacao\nx;y;1;')).mensagem).toMatch(
      /^Faltam as colunas "codigo" e "percentual" no cabeçalho\./,
    );
    expect(erros(lerCsvHonorarios(`${CABECALHO};preco\nx;1;y;1,00;;;`)).erros).toEqual([{ linha: 1, mensagem: 'Coluna desconhecida "preco".' }]);
    expect(erros(lerCsvHonorarios(`${CABECALHO};Área\nx;1;y;1,00;;;x`)).erros).toEqual([
      { linha: 1, mensagem: 'A coluna "area" aparece mais de uma vez.' },
    ]);
    expect(erros(lerCsvHonorarios(`${CABECALHO};\nx;1;y;1,00;;;`)).erros).toEqual([{ linha: 1, mensagem: 'Há uma coluna sem nome no cabeçalho.' }]);
  });

  it('reports every problem with its line, and no item at all', () => {
    const csv = [
      CABECALHO,
      'Cível;1.1;Ação válida;1.000,00;;',
      'Cível;1.2;Os dois;1.000,00;20%;',
      'Cível;1.3;Nenhum;;;',
      'Cível;1.4;Valor ruim;mil reais;;',
      'Cível;1.5;Percentual zero;;0%;',
      'Cível;1.6;Percentual alto;;150%;',
      'Cível;1.7;Colunas demais;1,00;;obs;extra',
      ';1.8;;1,00;;',
      'Cível;1.1;Código repetido;1,00;;',
      `Cível;1.9;${'x'.repeat(301)};1,00;;`,
      'Cível;2.0;Valor zero;0,00;;',
      'Cível;2.1;"Quebra',
      'de linha";1,00;;',
    ].join('\n');
    const r = erros(lerCsvHonorarios(csv));
    expect(r.erros).toEqual([
      { linha: 3, mensagem: 'Preencha o valor ou o percentual, não os dois.' },
      { linha: 4, mensagem: 'Preencha o valor ou o percentual.' },
      { linha: 5, mensagem: 'Valor "mil reais" inválido: use o formato 1.234,56.' },
      { linha: 6, mensagem: 'O percentual deve ser maior que 0% e no máximo 100%.' },
      { linha: 7, mensagem: 'O percentual deve ser maior que 0% e no máximo 100%.' },
      { linha: 8, mensagem: 'A linha tem 7 colunas; o cabeçalho tem 6. Um campo com ";" deve ficar entre aspas.' },
      { linha: 9, mensagem: 'Preencha a área.' },
      { linha: 9, mensagem: 'Preencha o ato.' },
      { linha: 10, mensagem: 'O código "1.1" já aparece na linha 2.' },
      { linha: 11, mensagem: 'O ato passa de 300 caracteres.' },
      { linha: 12, mensagem: 'O valor deve ser maior que zero.' },
      { linha: 13, mensagem: 'Há caracteres inválidos (como quebra de linha ou tabulação) no ato.' },
    ]);
    expect(r.mensagem).toBe('O arquivo tem 12 erros; nada foi importado. Corrija e envie de novo.');
  });

  it('lists at most 50 problems and says how many there are', () => {
    const linhas = Array.from({ length: 60 }, (_, i) => `Cível;${i};Ato;;;`);
    const r = erros(lerCsvHonorarios([CABECALHO, ...linhas].join('\n')));
    expect(r.erros).toHaveLength(MAX_ERROS_LISTADOS);
    expect(r.erros[0]).toEqual({ linha: 2, mensagem: 'Preencha o valor ou o percentual.' });
    expect(r.mensagem).toBe('O arquivo tem 60 erros; nada foi importado. Corrija e envie de novo. Mostramos os primeiros 50.');
  });

  it('refuses an unclosed quote, text after a closing quote, an empty file, no items and more than 5,000 items', () => {
    expect(erros(lerCsvHonorarios(`${CABECALHO}\nCível;1;"Ato sem fim;1,00;;\nCível;2;Ato;1,00;;`)).erros).toEqual([
      { linha: 2, mensagem: 'Há aspas abertas que não se fecham a partir desta linha.' },
    ]);
    expect(erros(lerCsvHonorarios(`${CABECALHO}\nCível;1;"Ato" x;1,00;;`)).erros[0]?.linha).toBe(2);
    expect(erros(lerCsvHonorarios('')).mensagem).toMatch(/^O arquivo está vazio\./);
    expect(erros(lerCsvHonorarios(`${CABECALHO}\n\n`)).mensagem).toBe('O arquivo não tem nenhum item abaixo do cabeçalho.');
    const muitos = Array.from({ length: 5001 }, (_, i) => `Cível;${i};Ato ${i};1,00;;`);
    expect(itens(lerCsvHonorarios([CABECALHO, ...muitos.slice(0, 5000)].join('\n')))).toHaveLength(5000);
    const r = erros(lerCsvHonorarios([CABECALHO, ...muitos].join('\n')));
    expect(r).toEqual({ ok: false, mensagem: 'O arquivo tem 5.001 itens; o limite é 5.000 por tabela.', erros: [] });
  });

  it('the demo table is valid: about 40 items in 8 areas, values and percentages', () => {
    const lidos = itens(lerCsvHonorarios(CSV_TABELA_HONORARIOS_DEMO));
    expect(lidos.length).toBeGreaterThanOrEqual(40);
    expect(new Set(lidos.map((i) => i.area)).size).toBe(8);
    expect(lidos.find((i) => i.ato === 'Ação de alimentos')?.valorCentavos).toBe(350_000);
    expect(lidos.find((i) => i.codigo === '1.2')?.percentualBp).toBe(2000);
    expect(lidos.find((i) => i.codigo === '1.1')?.observacao).toBe('Valor mínimo; somam-se os honorários de êxito do item 1.2');
  });
});
