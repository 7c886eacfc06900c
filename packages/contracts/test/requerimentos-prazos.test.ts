import { afterEach, describe, expect, it } from 'vitest';
import {
  dataEmSaoPaulo,
  domingoDePascoa,
  ehDiaUtil,
  feriadoNacional,
  feriadosNacionais,
  formatarDataBr,
  limiteDoPrazo,
  somarDias,
  somarDiasUteis,
  somarMeses,
  tipoPorCodigo,
  verificarPrazo,
  type TipoRequerimento,
} from '../src/index.js';

/** The contracts package has no Node types (it also runs in the browser); tests only need env.TZ. */
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;

const tipo = (codigo: string): TipoRequerimento => {
  const t = tipoPorCodigo(codigo);
  if (!t) throw new Error(`tipo ${codigo} ausente`);
  return t;
};

describe('national holidays', () => {
  it.each([
    [2026, '2026-04-05'],
    [2025, '2025-04-20'],
    [2024, '2024-03-31'],
    [2027, '2027-03-28'],
    [2000, '2000-04-23'],
    [2019, '2019-04-21'],
    [1818, '1818-03-22'],
    [2038, '2038-04-25'],
  ])('Easter %i is %s', (ano, data) => expect(domingoDePascoa(ano)).toBe(data));

  it('2026: the movable ones follow Easter (05/04/2026)', () => {
    const porNome = Object.fromEntries(feriadosNacionais(2026).map((f) => [f.nome, f.data]));
    expect(porNome).toMatchObject({
      'Carnaval (segunda-feira)': '2026-02-16',
      'Carnaval (terça-feira)': '2026-02-17',
      'Sexta-feira Santa': '2026-04-03',
      'Corpus Christi': '2026-06-04',
    });
    expect(feriadosNacionais(2026).map((f) => f.data)).toEqual([
      '2026-01-01',
      '2026-02-16',
      '2026-02-17',
      '2026-04-03',
      '2026-04-21',
      '2026-05-01',
      '2026-06-04',
      '2026-09-07',
      '2026-10-12',
      '2026-11-02',
      '2026-11-15',
      '2026-11-20',
      '2026-12-25',
    ]);
  });

  it('Consciência Negra (20/11) is national only since 2024', () => {
    expect(feriadoNacional('2024-11-20')?.nome).toBe('Dia Nacional de Zumbi e da Consciência Negra');
    expect(ehDiaUtil('2024-11-20')).toBe(false); // Wednesday
    expect(feriadoNacional('2023-11-20')).toBeNull();
    expect(ehDiaUtil('2023-11-20')).toBe(true); // Monday
  });

  it('ehDiaUtil: weekends and holidays are not business days; Ash Wednesday is', () => {
    expect(ehDiaUtil('2026-04-02')).toBe(true); // Thursday
    expect(ehDiaUtil('2026-04-03')).toBe(false); // Sexta-feira Santa
    expect(ehDiaUtil('2026-04-04')).toBe(false); // Saturday
    expect(ehDiaUtil('2026-04-05')).toBe(false); // Sunday
    expect(ehDiaUtil('2026-02-16')).toBe(false); // Carnaval
    expect(ehDiaUtil('2026-02-17')).toBe(false);
    expect(ehDiaUtil('2026-02-18')).toBe(true); // Quarta-feira de Cinzas
    expect(ehDiaUtil('2026-06-04')).toBe(false); // Corpus Christi
    expect(ehDiaUtil('2026-12-25')).toBe(false);
    expect(() => ehDiaUtil('2026-02-30')).toThrow(RangeError);
  });
});

describe('calendar math on plain dates', () => {
  const tzOriginal = env.TZ;
  afterEach(() => {
    if (tzOriginal === undefined) delete env.TZ;
    else env.TZ = tzOriginal;
  });

  it('somarDias crosses months, years and leap days', () => {
    expect(somarDias('2026-01-31', 1)).toBe('2026-02-01');
    expect(somarDias('2025-12-31', 1)).toBe('2026-01-01');
    expect(somarDias('2024-02-28', 1)).toBe('2024-02-29');
    expect(somarDias('2026-03-01', -1)).toBe('2026-02-28');
    expect(somarDias('2025-05-01', 365)).toBe('2026-05-01');
  });

  it('somarMeses clamps to the end of the month', () => {
    expect(somarMeses('2025-03-15', 12)).toBe('2026-03-15');
    expect(somarMeses('2025-01-31', 1)).toBe('2025-02-28');
    expect(somarMeses('2024-01-31', 1)).toBe('2024-02-29');
    expect(somarMeses('2024-02-29', 12)).toBe('2025-02-28');
    expect(somarMeses('2025-08-31', 6)).toBe('2026-02-28');
    expect(somarMeses('2025-12-15', 2)).toBe('2026-02-15');
    expect(somarMeses('2026-03-31', -1)).toBe('2026-02-28');
    expect(somarMeses('2026-01-10', -13)).toBe('2024-12-10');
  });

  it('somarDiasUteis starts the day after and skips weekends and holidays', () => {
    // Thursday + 1: Friday is Sexta-feira Santa, then the weekend → Monday.
    expect(somarDiasUteis('2026-04-02', 1)).toBe('2026-04-06');
    expect(somarDiasUteis('2026-04-02', 2)).toBe('2026-04-07');
    // Friday 17/04 + 2: Monday 20, Tuesday 21 is Tiradentes → Wednesday 22.
    expect(somarDiasUteis('2026-04-17', 2)).toBe('2026-04-22');
    // From a Saturday or a holiday, counting starts on the next business day.
    expect(somarDiasUteis('2026-03-07', 1)).toBe('2026-03-09');
    expect(somarDiasUteis('2026-04-03', 1)).toBe('2026-04-06');
    expect(somarDiasUteis('2026-03-06', 15)).toBe('2026-03-27');
    expect(somarDiasUteis('2026-03-06', 0)).toBe('2026-03-06');
    expect(() => somarDiasUteis('2026-03-06', -1)).toThrow(RangeError);
  });

  it('gives the same answers whatever the machine time zone (no Date local-time bugs)', () => {
    const amostra = () => [
      somarDias('2018-11-03', 1), // Brazil's last DST start: midnight did not exist in São Paulo.
      somarDias('2026-02-28', 1),
      somarMeses('2025-01-31', 1),
      somarDiasUteis('2026-04-02', 1),
      ehDiaUtil('2026-04-03'),
      domingoDePascoa(2026),
    ];
    env.TZ = 'UTC';
    const utc = amostra();
    for (const tz of ['America/Sao_Paulo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      env.TZ = tz;
      expect(amostra(), tz).toEqual(utc);
    }
    expect(utc).toEqual(['2018-11-04', '2026-03-01', '2025-02-28', '2026-04-06', false, '2026-04-05']);
  });

  it('dataEmSaoPaulo gives the Brasília day of an instant', () => {
    expect(dataEmSaoPaulo('2026-03-10T02:59:59Z')).toBe('2026-03-09');
    expect(dataEmSaoPaulo(new Date('2026-03-10T03:00:00Z'))).toBe('2026-03-10');
    env.TZ = 'Asia/Tokyo';
    expect(dataEmSaoPaulo(new Date('2026-12-31T23:30:00-03:00'))).toBe('2026-12-31');
    expect(() => dataEmSaoPaulo('ontem')).toThrow(RangeError);
  });

  it('formatarDataBr', () => {
    expect(formatarDataBr('2026-04-03')).toBe('03/04/2026');
    expect(formatarDataBr('2026-04-03T10:00:00Z')).toBe('03/04/2026');
    expect(formatarDataBr('')).toBe('');
  });

  it('rejects dates that do not exist', () => {
    expect(() => somarDias('2026-02-30', 1)).toThrow(RangeError);
    expect(() => somarMeses('26-01-01', 1)).toThrow(RangeError);
  });
});

describe('limiteDoPrazo and verificarPrazo', () => {
  it('262: 12 months from the event, last day included', () => {
    const t = tipo('262');
    const dados = { dataEvento: '2025-03-15' };
    expect(verificarPrazo(t, dados, '2026-03-15')).toEqual({ ok: true, limite: '2026-03-15' });
    expect(verificarPrazo(t, dados, '2026-03-16')).toEqual({
      ok: false,
      limite: '2026-03-15',
      mensagem: 'O prazo para pedir auxílio maternidade terminou em 15/03/2026.',
    });
    expect(verificarPrazo(t, { dataEvento: '2025-01-31' }, '2026-01-31')).toEqual({ ok: true, limite: '2026-01-31' });
  });

  it('265 (365 days) and 267 (6 months)', () => {
    expect(verificarPrazo(tipo('265'), { dataObito: '2025-05-01' }, '2026-05-02')).toMatchObject({ ok: false, limite: '2026-05-01' });
    expect(verificarPrazo(tipo('267'), { dataPrisao: '2025-08-31' }, '2026-02-28')).toEqual({ ok: true, limite: '2026-02-28' });
    expect(verificarPrazo(tipo('267'), { dataPrisao: '2025-08-31' }, '2026-03-01')).toMatchObject({
      ok: false,
      mensagem: 'O prazo para pedir auxílio reclusão terminou em 28/02/2026.',
    });
  });

  it('269: 15 business days from the parent decision, across Sexta-feira Santa', () => {
    const t = tipo('269');
    // Decision on Friday 27/03/2026; 03/04 is a holiday → the 15th business day is Monday 20/04.
    expect(limiteDoPrazo(t.elegibilidade.prazo!, '2026-03-27')).toBe('2026-04-20');
    expect(verificarPrazo(t, {}, '2026-04-20', { decisao: '2026-03-27' })).toEqual({ ok: true, limite: '2026-04-20' });
    expect(verificarPrazo(t, {}, '2026-04-21', { decisao: '2026-03-27' })).toEqual({
      ok: false,
      limite: '2026-04-20',
      mensagem: 'O prazo para pedir recurso contra indeferimento terminou em 20/04/2026.',
    });
  });

  it('273: the limit is the parent diligência deadline itself', () => {
    const t = tipo('273');
    expect(limiteDoPrazo(t.elegibilidade.prazo!, '2026-05-10')).toBe('2026-05-10');
    expect(verificarPrazo(t, {}, '2026-05-10', { prazo: '2026-05-10', decisao: null })).toEqual({ ok: true, limite: '2026-05-10' });
    expect(verificarPrazo(t, {}, '2026-05-11', { prazo: '2026-05-10' })).toEqual({
      ok: false,
      limite: '2026-05-10',
      mensagem: 'O prazo para pedir juntada de documentos à decisão interlocutória terminou em 10/05/2026.',
    });
  });

  it('no deadline, or no base date yet: passes with limite null', () => {
    expect(verificarPrazo(tipo('305'), {}, '2026-05-11')).toEqual({ ok: true, limite: null });
    expect(verificarPrazo(tipo('401'), {}, '2026-05-11')).toEqual({ ok: true, limite: null });
    expect(verificarPrazo(tipo('269'), {}, '2026-05-11')).toEqual({ ok: true, limite: null });
    expect(verificarPrazo(tipo('269'), {}, '2026-05-11', { decisao: null })).toEqual({ ok: true, limite: null });
    expect(verificarPrazo(tipo('262'), { dataEvento: '' }, '2026-05-11')).toEqual({ ok: true, limite: null });
  });

  it('limiteDoPrazo by unit', () => {
    const rotuloEvento = 'do evento';
    expect(limiteDoPrazo({ desde: 'campo:x', quantidade: 10, unidade: 'dias', rotuloEvento }, '2026-12-25')).toBe('2027-01-04');
    expect(limiteDoPrazo({ desde: 'campo:x', quantidade: 1, unidade: 'meses', rotuloEvento }, '2026-01-31')).toBe('2026-02-28');
    expect(limiteDoPrazo({ desde: 'decisaoPai', quantidade: 5, unidade: 'diasUteis', rotuloEvento }, '2026-12-23')).toBe('2026-12-31');
    expect(() => limiteDoPrazo({ desde: 'prazoPai', quantidade: 0, unidade: 'dias', rotuloEvento }, 'amanhã')).toThrow(RangeError);
  });
});
