import { describe, expect, it } from 'vitest';
import {
  dataIso,
  eventoBodySchema,
  hojeSaoPaulo,
  isoDataNoIntervalo,
  MENSAGEM_INTERVALO_DE_DATAS,
  novoEventoBodySchema,
  reuniaoBodySchema,
  sessaoBodySchema,
  sessoesFiltroSchema,
  somarDias,
  votacaoBodySchema,
} from '../src/index.js';

/** The one date schema (intervalo-de-datas.ts) and the date and date-time fields that must use it. */

const mensagens = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('dataIso', () => {
  it.each([
    ['2026-02-30', 'Informe uma data válida.'],
    ['2026-13-01', 'Informe uma data válida.'],
    ['0000-00-00', 'Informe uma data válida.'],
    ['2026-2-3', 'Informe uma data válida.'],
    ['', 'Informe uma data válida.'],
    ['1899-12-31', MENSAGEM_INTERVALO_DE_DATAS],
    ['2100-01-01', MENSAGEM_INTERVALO_DE_DATAS],
    ['9999-12-31', MENSAGEM_INTERVALO_DE_DATAS],
  ])('%s → %s', (v, mensagem) => {
    expect(mensagens(isoDataNoIntervalo.safeParse(v))).toEqual([mensagem]);
  });

  it('accepts real dates in the range, 29/02 of a leap year included; a field may name its own message', () => {
    for (const ok of ['1900-01-01', '2028-02-29', '2099-12-31']) expect(isoDataNoIntervalo.parse(ok)).toBe(ok);
    expect(mensagens(dataIso({ error: 'Informe o dia.' }).safeParse('2026-02-29'))).toEqual(['Informe o dia.']);
  });
});

describe('date and date-time fields', () => {
  const sessao = { orgao: 'camara-1', modalidade: 'presencial', local: 'Sala' } as const;
  const votacao = {
    titulo: 'Eleição',
    tipo: 'enquete',
    elegibilidade: 'regular_em_dia',
    opcoes: ['A', 'B'],
    fechaEm: '2026-12-01T10:00',
    guardioes: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003'],
    quorum: 2,
  } as const;

  it('an instant on an impossible day (which Date.parse rolls into the next month) or out of range is refused', () => {
    for (const inicio of ['2026-02-30T10:00:00-03:00', '2026-04-31T10:00:00-03:00', '2100-01-01T10:00:00-03:00']) {
      expect(sessaoBodySchema.safeParse({ ...sessao, inicio }).success, inicio).toBe(false);
      expect(reuniaoBodySchema.safeParse({ inicio, local: 'Sala' }).success, inicio).toBe(false);
    }
    expect(votacaoBodySchema.safeParse({ ...votacao, abreEm: '2026-02-30T10:00' }).success).toBe(false);
    expect(votacaoBodySchema.safeParse({ ...votacao, abreEm: '2026-11-30T10:00' }).success).toBe(true);
    expect(sessaoBodySchema.safeParse({ ...sessao, inicio: '2026-02-28T10:00:00-03:00' }).success).toBe(true);
    expect(reuniaoBodySchema.safeParse({ inicio: '2026-02-28T10:00:00-03:00', local: 'Sala' }).success).toBe(true);
  });

  it('query filters and the festa event use the one schema', () => {
    expect(sessoesFiltroSchema.safeParse({ de: '2026-02-30' }).success).toBe(false);
    expect(sessoesFiltroSchema.safeParse({ ate: '0000-00-00' }).success).toBe(false);
    const evento = { nome: 'Arraiá', local: 'Sede do CEL', capacidade: 100 };
    for (const data of ['2026-02-30', '2026-13-01', '0000-00-00', '2100-01-01', '9999-12-31']) expect(eventoBodySchema.safeParse({ ...evento, data }).success, data).toBe(false);
  });

  it('a new festa event is dated today or later; editing keeps an event already past', () => {
    const evento = { nome: 'Arraiá', local: 'Sede do CEL', capacidade: 100 };
    const hoje = hojeSaoPaulo();
    expect(novoEventoBodySchema.safeParse({ ...evento, data: hoje }).success).toBe(true);
    const ontem = novoEventoBodySchema.safeParse({ ...evento, data: somarDias(hoje, -1) });
    expect(ontem.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['data', expect.stringMatching(/^A data do evento deve ser hoje \(\d{2}\/\d{2}\/\d{4}\) ou depois\.$/)]]);
    expect(eventoBodySchema.safeParse({ ...evento, data: somarDias(hoje, -1) }).success).toBe(true);
  });
});
