import { respostaAnuidadeSchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { anuidade, pago, titulo, tituloVencido } from '@/components/pagamento/titulos-de-teste';
import { lerRespostaAnuidade } from './get-anuidade';

// The reader checks less than the schema (ADR 067: the API serialises through the schema); what it must never do is
// take an answer the schema refuses at the places the page reads, or refuse one the schema takes.
const aceitas: [string, unknown][] = [
  ['a lawyer’s anuidade', anuidade({ anteriores: [tituloVencido(), pago(titulo({ nufin: 3001 }))] })],
  ['split, without options', anuidade({ parcelamento: null })],
  ['not a lawyer', { situacao: 'nao_aplicavel', motivo: 'A anuidade é devida por advogados e advogadas inscritos na OAB.' }],
  ['no table yet', { situacao: 'sem_tabela', exercicio: 2027, motivo: 'Ainda não lançada.' }],
];

const recusadas: [string, unknown][] = [
  ['null', null],
  ['an array', [anuidade()]],
  ['unknown state', { situacao: 'outra', motivo: 'x' }],
  ['no reason', { situacao: 'nao_aplicavel' }],
  ['year as text', { situacao: 'sem_tabela', exercicio: '2027', motivo: 'x' }],
  ['títulos missing', { ...anuidade(), titulos: undefined }],
  ['earlier years not a list', { ...anuidade(), anteriores: {} }],
  ['bracket missing', { ...anuidade(), faixa: null }],
  ['discount without its flag', { ...anuidade(), descontoAntecipado: { percentualBp: 1500 } }],
  ['split options missing', { ...anuidade(), parcelamento: { parcelasMaximo: 12 } }],
];

describe('lerRespostaAnuidade', () => {
  it.each(aceitas)('takes what respostaAnuidadeSchema takes: %s', (_nome, dados) => {
    expect(lerRespostaAnuidade(dados)).toEqual(respostaAnuidadeSchema.parse(dados));
  });

  it.each(recusadas)('refuses, as the schema does: %s', (_nome, dados) => {
    expect(respostaAnuidadeSchema.safeParse(dados).success).toBe(false);
    expect(() => lerRespostaAnuidade(dados)).toThrow('Resposta inválida de /financeiro/anuidade.');
  });
});
