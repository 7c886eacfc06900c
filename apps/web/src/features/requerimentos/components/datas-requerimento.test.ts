import { describe, expect, it } from 'vitest';
import { descreverPrazoDiligencia, diasAte } from './datas-requerimento';

describe('datas de requerimento', () => {
  it('counts whole days to a deadline', () => {
    const agora = new Date('2026-05-10T15:00:00Z');
    expect(diasAte('2026-05-10', agora)).toBe(0);
    expect(diasAte('2026-05-20', agora)).toBe(10);
    expect(diasAte('2026-05-09', agora)).toBe(-1);
  });

  it('counts from today in Brasília, not UTC', () => {
    // 02:00 UTC on 10 May is still 9 May, 23:00, in Brasília.
    expect(diasAte('2026-05-10', new Date('2026-05-10T02:00:00Z'))).toBe(1);
    expect(diasAte('2026-05-10', new Date('2026-05-10T03:00:00Z'))).toBe(0);
  });

  it('describes a diligência deadline, urgent when close or past', () => {
    const agora = new Date('2026-05-10T15:00:00Z');
    expect(descreverPrazoDiligencia('2026-05-20', agora)).toEqual({ texto: 'Responda até 20/05/2026 (faltam 10 dias).', urgente: false });
    expect(descreverPrazoDiligencia('2026-05-11', agora)).toEqual({ texto: 'Responda até 11/05/2026 (falta 1 dia).', urgente: true });
    expect(descreverPrazoDiligencia('2026-05-10', agora)).toEqual({ texto: 'Responda até hoje, 10/05/2026.', urgente: true });
    expect(descreverPrazoDiligencia('2026-05-08', agora).texto).toBe('O prazo para responder terminou em 08/05/2026.');
  });
});
