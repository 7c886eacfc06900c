import { describe, expect, it } from 'vitest';
import {
  crc16CcittFalse,
  gerarBrCodeDinamico,
  gerarBrCodeEstatico,
  lerBrCode,
  validarTxid,
} from '../../../src/lib/pagamentos/br-code.js';

/** Banco Central's static example (Manual de Padrões para Iniciação do Pix), one line. */
const EXEMPLO_BCB =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
  '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

const CHAVE_EXEMPLO = '123e4567-e12b-12d1-a456-426655440000';

/** A second, independent CRC-16/CCITT-FALSE: bitwise, no table (ASCII input only). */
function crcBitABit(s: string): string {
  let crc = 0xffff;
  for (let i = 0; i < s.length; i++) {
    crc ^= s.charCodeAt(i) << 8;
    for (let b = 0; b < 8; b++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Replaces the CRC so a tampered payload is structurally valid again (to test the other checks). */
function comCrcRefeito(semCrc: string): string {
  return semCrc + crcBitABit(semCrc);
}

describe('crc16CcittFalse', () => {
  it('gives the CRC-16/CCITT-FALSE check value for "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
    expect(crcBitABit('123456789')).toBe('29B1');
  });

  it('agrees with the bitwise implementation, padding to 4 uppercase hex digits', () => {
    for (const s of ['', 'A', EXEMPLO_BCB.slice(0, -4), '000201010212', 'br.gov.bcb.pix', '6304']) {
      expect(crc16CcittFalse(s)).toBe(crcBitABit(s));
      expect(crc16CcittFalse(s)).toMatch(/^[0-9A-F]{4}$/);
    }
    expect(crc16CcittFalse('')).toBe('FFFF');
  });

  it("confirms the CRC of Banco Central's example with both implementations", () => {
    expect(crcBitABit(EXEMPLO_BCB.slice(0, -4))).toBe('1D3D');
    expect(crc16CcittFalse(EXEMPLO_BCB.slice(0, -4))).toBe('1D3D');
  });
});

describe('gerarBrCodeEstatico', () => {
  it("reproduces Banco Central's published static example byte for byte", () => {
    const gerado = gerarBrCodeEstatico({ chave: CHAVE_EXEMPLO, nome: 'Fulano de Tal', cidade: 'BRASILIA' });
    expect(gerado).toBe(EXEMPLO_BCB);
    expect(gerarBrCodeEstatico({ chave: CHAVE_EXEMPLO, nome: 'Fulano de Tal', cidade: 'BRASILIA', txid: '***' })).toBe(EXEMPLO_BCB);
  });

  it('writes the amount as reais with two decimals, no thousands separator, in field 54', () => {
    const base = { chave: CHAVE_EXEMPLO, nome: 'Fulano de Tal', cidade: 'BRASILIA' };
    const casos: Array<[number, string]> = [
      [1000, '540510.00'],
      [1, '54040.01'],
      [12345, '5406123.45'],
      [123456789, '54101234567.89'],
      [999_999_999_999, '54139999999999.99'],
    ];
    for (const [centavos, campo] of casos) {
      const payload = gerarBrCodeEstatico({ ...base, valorCentavos: centavos });
      expect(payload).toContain(`5303986${campo}5802BR`);
      expect(lerBrCode(payload).valorCentavos).toBe(centavos);
    }
  });

  it('rejects amounts that are not positive integer centavos or do not fit 13 characters', () => {
    const base = { chave: CHAVE_EXEMPLO, nome: 'Fulano de Tal', cidade: 'BRASILIA' };
    for (const v of [0, -100, 10.5, Number.NaN, Infinity, 1_000_000_000_000]) {
      expect(() => gerarBrCodeEstatico({ ...base, valorCentavos: v })).toThrow(/valor deve ser um número inteiro de centavos/);
    }
  });

  it('strips accents from name and city and truncates them at 25 and 15', () => {
    const payload = gerarBrCodeEstatico({
      chave: 'financeiro@conselho.org.br',
      nome: 'Conselho Regional de Odontologia do Paraná',
      cidade: 'São José dos Pinhais',
      valorCentavos: 4550,
    });
    const lido = lerBrCode(payload);
    expect(lido.nome).toBe('Conselho Regional de Odon');
    expect(lido.nome).toHaveLength(25);
    expect(lido.cidade).toBe('Sao Jose dos Pi');
    expect(lido.cidade).toHaveLength(15);
    expect(payload).toContain('5925Conselho Regional de Odon6015Sao Jose dos Pi');
    expect(/^[\x20-\x7E]+$/.test(payload)).toBe(true);

    expect(lerBrCode(gerarBrCodeEstatico({ chave: CHAVE_EXEMPLO, nome: 'João Conceição', cidade: 'Maringá' })).nome).toBe('Joao Conceicao');
  });

  it('rejects a name or city that is empty or has characters with no ASCII form', () => {
    const base = { chave: CHAVE_EXEMPLO, nome: 'Fulano', cidade: 'Curitiba' };
    expect(() => gerarBrCodeEstatico({ ...base, nome: '   ' })).toThrow(/nome do recebedor não pode ficar vazio/);
    expect(() => gerarBrCodeEstatico({ ...base, cidade: '' })).toThrow(/cidade do recebedor não pode ficar vazio/);
    expect(() => gerarBrCodeEstatico({ ...base, nome: 'Łódź Ltda' })).toThrow(/não podem ser convertidos para ASCII/);
    expect(() => gerarBrCodeEstatico({ ...base, cidade: 'Curitiba 🌲' })).toThrow(/ASCII/);
  });

  it('puts the txid in 62-05 and enforces the static txid rules', () => {
    const base = { chave: '+5541999998888', nome: 'Fulano', cidade: 'Curitiba' };
    const payload = gerarBrCodeEstatico({ ...base, txid: 'ANUIDADE2025x0001' });
    expect(payload).toContain('62210517ANUIDADE2025x00016304');
    expect(lerBrCode(payload).txid).toBe('ANUIDADE2025x0001');
    expect(lerBrCode(gerarBrCodeEstatico({ ...base, txid: 'A'.repeat(25) })).txid).toBe('A'.repeat(25));

    for (const ruim of ['', 'A'.repeat(26), 'com-hifen', 'com espaço', 'ação', '**']) {
      expect(() => gerarBrCodeEstatico({ ...base, txid: ruim })).toThrow(/txid de um QR estático/);
    }
  });

  it('accepts every kind of chave and rejects anything else', () => {
    const base = { nome: 'Fulano', cidade: 'Curitiba' };
    for (const chave of ['12345678909', '12345678000195', '+5541999998888', 'a@b.com.br', CHAVE_EXEMPLO]) {
      expect(lerBrCode(gerarBrCodeEstatico({ ...base, chave })).chave).toBe(chave);
    }
    for (const chave of ['', '123', 'não é chave', `${'a'.repeat(70)}@exemplo.com`, '41999998888x']) {
      expect(() => gerarBrCodeEstatico({ ...base, chave })).toThrow(/chave Pix/);
    }
  });

  it('adds the description in 26-02 and refuses one that would overflow field 26', () => {
    const base = { chave: CHAVE_EXEMPLO, nome: 'Fulano', cidade: 'Curitiba' };
    const payload = gerarBrCodeEstatico({ ...base, descricao: 'Anuidade 2025 - parcela única' });
    expect(lerBrCode(payload).descricao).toBe('Anuidade 2025 - parcela unica');
    expect(() => gerarBrCodeEstatico({ ...base, descricao: 'Anuidade – 2025' })).toThrow(/descrição contém caracteres/);
    // 14 (GUI) + 40 (chave) + 4 = 58 used; 99 - 58 - 4 = 37 left for the description.
    expect(() => gerarBrCodeEstatico({ ...base, descricao: 'x'.repeat(37) })).not.toThrow();
    expect(() => gerarBrCodeEstatico({ ...base, descricao: 'x'.repeat(38) })).toThrow(/cabem no máximo 37/);
  });
});

describe('gerarBrCodeDinamico', () => {
  const location = 'pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25';

  it('writes point of initiation 12, the location in 26-25 and *** in 62-05', () => {
    const payload = gerarBrCodeDinamico({ location, nome: 'Fulano de Tal', cidade: 'BRASILIA', valorCentavos: 12345 });
    const esperadoSemCrc =
      '000201' +
      '010212' +
      '2676' +
      '0014br.gov.bcb.pix' +
      `2554${location}` +
      '52040000' +
      '5303986' +
      '5406123.45' +
      '5802BR' +
      '5913Fulano de Tal' +
      '6008BRASILIA' +
      '62070503***' +
      '6304';
    expect(payload).toBe(esperadoSemCrc + crcBitABit(esperadoSemCrc));

    const lido = lerBrCode(payload);
    expect(lido.dinamico).toBe(true);
    expect(lido.location).toBe(location);
    expect(lido.chave).toBeUndefined();
    expect(lido.campos['01']).toBe('12');
    expect(lido.valorCentavos).toBe(12345);
    expect(lido.txid).toBe('***');
  });

  it('omits field 54 when there is no amount', () => {
    const lido = lerBrCode(gerarBrCodeDinamico({ location, nome: 'Fulano', cidade: 'Curitiba' }));
    expect(lido.campos['54']).toBeUndefined();
    expect(lido.valorCentavos).toBeUndefined();
  });

  it('rejects a location with scheme, spaces, no path or over 77 characters', () => {
    const base = { nome: 'Fulano', cidade: 'Curitiba' };
    expect(() => gerarBrCodeDinamico({ ...base, location: `https://${location}` })).toThrow(/sem o esquema/);
    expect(() => gerarBrCodeDinamico({ ...base, location: 'pix.example.com/qr v2' })).toThrow(/location deve ser uma URL/);
    expect(() => gerarBrCodeDinamico({ ...base, location: 'pix.example.com' })).toThrow(/location deve ser uma URL/);
    expect(() => gerarBrCodeDinamico({ ...base, location: `pix.example.com/${'a'.repeat(62)}` })).toThrow(/até 77/);
    expect(() => gerarBrCodeDinamico({ ...base, location: `pix.example.com/${'a'.repeat(61)}` })).not.toThrow();
  });
});

describe('validarTxid', () => {
  it('applies the static and dynamic (API Pix cob) rules', () => {
    expect(validarTxid('***', 'estatico')).toBe('***');
    expect(validarTxid('abc123', 'estatico')).toBe('abc123');
    expect(validarTxid('a'.repeat(26), 'dinamico')).toBe('a'.repeat(26));
    expect(validarTxid('Z9'.repeat(17) + 'Z', 'dinamico')).toHaveLength(35);
    expect(() => validarTxid('a'.repeat(25), 'dinamico')).toThrow(/26 a 35/);
    expect(() => validarTxid('a'.repeat(36), 'dinamico')).toThrow(/26 a 35/);
    expect(() => validarTxid('***', 'dinamico')).toThrow(/26 a 35/);
    expect(() => validarTxid(`${'a'.repeat(25)}-`, 'dinamico')).toThrow(/26 a 35/);
  });
});

describe('lerBrCode', () => {
  it("reads Banco Central's example into its fields", () => {
    const lido = lerBrCode(EXEMPLO_BCB);
    expect(lido).toMatchObject({
      dinamico: false,
      chave: CHAVE_EXEMPLO,
      nome: 'Fulano de Tal',
      cidade: 'BRASILIA',
      txid: '***',
      crc: '1D3D',
    });
    expect(lido.valorCentavos).toBeUndefined();
    expect(lido.campos).toMatchObject({ '00': '01', '52': '0000', '53': '986', '58': 'BR', '63': '1D3D' });
    expect(lido.contaPix).toEqual({ '00': 'br.gov.bcb.pix', '01': CHAVE_EXEMPLO });
    expect(lido.adicionais).toEqual({ '05': '***' });
  });

  it('round-trips what the generators produce', () => {
    const estatico = {
      chave: '12345678000195',
      valorCentavos: 98765,
      nome: 'Conselho Regional',
      cidade: 'Curitiba',
      txid: 'TIT000123',
      descricao: 'Título 123',
    };
    const lido = lerBrCode(gerarBrCodeEstatico(estatico));
    expect(lido).toMatchObject({ ...estatico, descricao: 'Titulo 123', dinamico: false });

    const dinamico = { location: 'psp.exemplo.com.br/cobv/abc', nome: 'Conselho', cidade: 'Londrina', valorCentavos: 50 };
    expect(lerBrCode(gerarBrCodeDinamico(dinamico))).toMatchObject({ ...dinamico, dinamico: true, txid: '***' });
  });

  it('detects a wrong CRC, any changed character and a lowercase or missing CRC', () => {
    expect(() => lerBrCode(`${EXEMPLO_BCB.slice(0, -4)}1D3E`)).toThrow(/CRC 1D3E não confere \(calculado 1D3D\)/);
    expect(() => lerBrCode(EXEMPLO_BCB.replace('Fulano', 'Fulana'))).toThrow(/não confere/);
    expect(() => lerBrCode(EXEMPLO_BCB.replace('BRASILIA', 'BRASILIa'))).toThrow(/não confere/);
    expect(() => lerBrCode(`${EXEMPLO_BCB.slice(0, -4)}1d3d`)).toThrow(/campo 63/);
    expect(() => lerBrCode(EXEMPLO_BCB.slice(0, -8))).toThrow(/campo 63/);
    expect(() => lerBrCode('')).toThrow(/campo 63/);
  });

  it('rejects broken structure even when the CRC is right', () => {
    const semCrc = EXEMPLO_BCB.slice(0, -4);
    // length of field 59 says 14 but the name has 13: the fields after it shift and no longer parse
    expect(() => lerBrCode(comCrcRefeito(semCrc.replace('5913Fulano', '5914Fulano')))).toThrow(/BR Code inválido/);
    // wrong payload format indicator
    expect(() => lerBrCode(comCrcRefeito(semCrc.replace(/^000201/, '000202')))).toThrow(/campo 00 deveria ser '01'/);
    // currency other than BRL
    expect(() => lerBrCode(comCrcRefeito(semCrc.replace('5303986', '5303840')))).toThrow(/campo 53/);
    // no Pix GUI in the merchant account template
    expect(() => lerBrCode(comCrcRefeito(semCrc.replace('br.gov.bcb.pix', 'br.gov.bcb.xyz')))).toThrow(/GUI br.gov.bcb.pix/);
    // field 60 removed
    expect(() => lerBrCode(comCrcRefeito(semCrc.replace('6008BRASILIA', '')))).toThrow(/falta o campo 60/);
    // 63 not last: CRC field followed by more data
    expect(() => lerBrCode(comCrcRefeito(`${semCrc}1D3D5802BR6304`))).toThrow(/BR Code inválido/);
    // non-digit ID
    expect(() => lerBrCode(comCrcRefeito(`AB02${semCrc.slice(4)}`))).toThrow(/malformado/);
  });
});
