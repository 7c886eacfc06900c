import { listaTitulosSchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { pago, titulo, tituloVencido } from '@/components/pagamento/titulos-de-teste';
import { lerListaTitulos } from './get-titulos';

const lista = (o: Record<string, unknown> = {}) => ({
  itens: [tituloVencido(), titulo(), pago(titulo({ nufin: 3001 }))],
  total: 3,
  pagina: 1,
  porPagina: 20,
  anos: [2026, 2025],
  anosComPagamentos: [2026],
  ...o,
});

// The reader checks less than the schema (ADR 067: the API serialises through the schema); what it must never do is
// take an answer the schema refuses at the places the page reads, or refuse one the schema takes.
const aceitas: [string, unknown][] = [
  ['a page of títulos', lista()],
  ['no títulos', lista({ itens: [], total: 0, anos: [], anosComPagamentos: [] })],
];

const recusadas: [string, unknown][] = [
  ['null', null],
  ['an array', [titulo()]],
  ['itens missing', lista({ itens: undefined })],
  ['a título that is not one', lista({ itens: [{ nufin: 1 }] })],
  ['total as text', lista({ total: '3' })],
  ['years not numbers', lista({ anos: ['2026'] })],
  ['statement years missing', lista({ anosComPagamentos: undefined })],
];

describe('lerListaTitulos', () => {
  it.each(aceitas)('takes what listaTitulosSchema takes: %s', (_nome, dados) => {
    expect(lerListaTitulos(dados)).toEqual(listaTitulosSchema.parse(dados));
  });

  it.each(recusadas)('refuses, as the schema does: %s', (_nome, dados) => {
    expect(listaTitulosSchema.safeParse(dados).success).toBe(false);
    expect(() => lerListaTitulos(dados)).toThrow('Resposta inválida de /financeiro/titulos.');
  });
});
