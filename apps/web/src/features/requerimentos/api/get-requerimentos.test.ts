import { paginaRequerimentosSchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { diaDaqui, pagina as resposta, resumo } from '../components/dados-de-teste-listas';
import { lerPaginaRequerimentos } from './get-requerimentos';

const pagina = (itens: Parameters<typeof resposta>[0]) => resposta(itens).data;

// The reader checks less than the schema (ADR 067: the API serialises through the schema); what it must never do is
// take an answer the schema refuses at the places the lists read, or refuse one the schema takes.
const aceitas: [string, unknown][] = [
  ['a page of requests', pagina([resumo(), resumo({ status: 'rascunho', protocolo: null, enviadoEm: null })])],
  ['a diligência with its deadline', pagina([resumo({ status: 'em_diligencia', prazoDiligencia: diaDaqui(3) })])],
  ['no requests', pagina([])],
];

const recusadas: [string, unknown][] = [
  ['null', null],
  ['an array', [resumo()]],
  ['itens missing', { ...pagina([]), itens: undefined }],
  ['a request that is not one', pagina([{ id: 'x' } as never])],
  ['an unknown status', pagina([resumo({ status: 'perdido' as never })])],
  ['an unknown area', pagina([resumo({ area: 'cel' as never })])],
  ['a protocol as a number', pagina([resumo({ protocolo: 2026 as never })])],
  ['total as text', { ...pagina([]), total: '3' }],
];

describe('lerPaginaRequerimentos', () => {
  it.each(aceitas)('takes what paginaRequerimentosSchema takes: %s', (_nome, dados) => {
    expect(lerPaginaRequerimentos(dados)).toEqual(paginaRequerimentosSchema.parse(dados));
  });

  it.each(recusadas)('refuses, as the schema does: %s', (_nome, dados) => {
    expect(paginaRequerimentosSchema.safeParse(dados).success).toBe(false);
    expect(() => lerPaginaRequerimentos(dados)).toThrow('Resposta inválida de /requerimentos.');
  });
});
