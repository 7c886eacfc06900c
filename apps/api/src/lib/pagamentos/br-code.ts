/**
 * PIX BR Code (EMV QRCPS-MPM as profiled by Banco Central's "Manual de Padrões para Iniciação do Pix"):
 * a string of TLV fields, ID (2 digits) + length (2 digits) + value, closed by field 63 holding the
 * CRC16-CCITT-FALSE of everything before it, including "6304".
 *
 * Static codes carry the chave (field 26-01); dynamic "cobrança" codes carry the location of the charge
 * (field 26-25, URL without scheme) and point of initiation '12'. Inputs are validated and rejected with a
 * plain Error: they come from configuration or our own code, never from what a member types.
 */

const GUI_PIX = 'br.gov.bcb.pix';
const MAX_CAMPO = 99;
const MAX_NOME = 25;
const MAX_CIDADE = 15;
/** Field 54 holds at most 13 characters: "9999999999.99". */
const MAX_VALOR_CENTAVOS = 999_999_999_999;
const MAX_CHAVE = 77;
const MAX_LOCATION = 77;

/** Static txid: [A-Za-z0-9]{1,25}, or '***' when there is none. */
const TXID_ESTATICO = /^[A-Za-z0-9]{1,25}$/;
/** txid of a dynamic charge (API Pix `PUT /cob/{txid}`): [A-Za-z0-9]{26,35}. */
const TXID_DINAMICO = /^[A-Za-z0-9]{26,35}$/;
const TXID_AUSENTE = '***';

const ASCII_IMPRIMIVEL = /^[\x20-\x7E]*$/;

// ---------------------------------------------------------------------------------------------- CRC

const TABELA_CRC = (() => {
  const t = new Uint16Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i << 8;
    for (let b = 0; b < 8; b++) c = c & 0x8000 ? ((c << 1) ^ 0x1021) & 0xffff : (c << 1) & 0xffff;
    t[i] = c;
  }
  return t;
})();

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no xorout) of the UTF-8 bytes, 4 uppercase hex digits. */
export function crc16CcittFalse(s: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(s)) {
    crc = ((crc << 8) & 0xffff) ^ (TABELA_CRC[((crc >> 8) ^ byte) & 0xff] ?? 0);
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

// --------------------------------------------------------------------------------------- validation

/** Removes accents (NFD + drop combining marks) and rejects anything still outside printable ASCII. */
export function paraAscii(texto: string, campo: string): string {
  const semAcento = texto.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (!ASCII_IMPRIMIVEL.test(semAcento)) {
    throw new Error(`BR Code: ${campo} contém caracteres que não podem ser convertidos para ASCII.`);
  }
  return semAcento;
}

function textoLimitado(texto: string, max: number, campo: string): string {
  const ascii = paraAscii(texto, campo).trim().replace(/\s+/g, ' ').slice(0, max).trimEnd();
  if (ascii.length === 0) throw new Error(`BR Code: ${campo} não pode ficar vazio.`);
  return ascii;
}

function valorFormatado(valorCentavos: number): string {
  if (!Number.isInteger(valorCentavos) || valorCentavos <= 0 || valorCentavos > MAX_VALOR_CENTAVOS) {
    throw new Error(
      `BR Code: o valor deve ser um número inteiro de centavos entre 1 e ${MAX_VALOR_CENTAVOS} (recebido ${String(valorCentavos)}).`,
    );
  }
  const reais = Math.floor(valorCentavos / 100);
  const centavos = valorCentavos % 100;
  return `${reais}.${String(centavos).padStart(2, '0')}`;
}

const CHAVE_EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CHAVE_CPF_CNPJ = /^(\d{11}|\d{14})$/;
const CHAVE_TELEFONE = /^\+[1-9]\d{1,14}$/;
const CHAVE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validarChave(chave: string): string {
  if (chave.length === 0 || chave.length > MAX_CHAVE || !ASCII_IMPRIMIVEL.test(chave)) {
    throw new Error(`BR Code: a chave Pix deve ter de 1 a ${MAX_CHAVE} caracteres ASCII.`);
  }
  if (![CHAVE_EVP, CHAVE_CPF_CNPJ, CHAVE_TELEFONE, CHAVE_EMAIL].some((r) => r.test(chave))) {
    throw new Error('BR Code: a chave Pix não é CPF, CNPJ, telefone (+55...), e-mail nem chave aleatória.');
  }
  return chave;
}

/** Checks a txid. Static: [A-Za-z0-9]{1,25} or '***'; dynamic charge: [A-Za-z0-9]{26,35}. */
export function validarTxid(txid: string, tipo: 'estatico' | 'dinamico'): string {
  if (tipo === 'estatico') {
    if (txid !== TXID_AUSENTE && !TXID_ESTATICO.test(txid)) {
      throw new Error("BR Code: o txid de um QR estático deve ter de 1 a 25 letras ou números (ou '***').");
    }
  } else if (!TXID_DINAMICO.test(txid)) {
    throw new Error('BR Code: o txid de uma cobrança dinâmica deve ter de 26 a 35 letras ou números.');
  }
  return txid;
}

// ----------------------------------------------------------------------------------------- building

function tlv(id: string, valor: string): string {
  if (valor.length > MAX_CAMPO) {
    throw new Error(`BR Code: o campo ${id} ficaria com ${valor.length} caracteres (máximo ${MAX_CAMPO}).`);
  }
  return `${id}${String(valor.length).padStart(2, '0')}${valor}`;
}

function fechar(semCrc: string): string {
  const comId = `${semCrc}6304`;
  return comId + crc16CcittFalse(comId);
}

interface Comuns {
  nome: string;
  cidade: string;
  valorCentavos?: number | undefined;
}

function montar(pontoDeIniciacao: '12' | undefined, contaPix: string, c: Comuns, txid: string): string {
  return fechar(
    tlv('00', '01') +
      (pontoDeIniciacao ? tlv('01', pontoDeIniciacao) : '') +
      tlv('26', contaPix) +
      tlv('52', '0000') +
      tlv('53', '986') +
      (c.valorCentavos === undefined ? '' : tlv('54', valorFormatado(c.valorCentavos))) +
      tlv('58', 'BR') +
      tlv('59', textoLimitado(c.nome, MAX_NOME, 'o nome do recebedor')) +
      tlv('60', textoLimitado(c.cidade, MAX_CIDADE, 'a cidade do recebedor')) +
      tlv('62', tlv('05', txid)),
  );
}

export interface BrCodeEstatico {
  /** Chave Pix: CPF/CNPJ (digits), +55 phone, e-mail or EVP (UUID). */
  chave: string;
  valorCentavos?: number | undefined;
  /** Merchant name; accents stripped, truncated at 25. */
  nome: string;
  /** Merchant city; accents stripped, truncated at 15. */
  cidade: string;
  /** [A-Za-z0-9]{1,25}; '***' when absent. */
  txid?: string | undefined;
  /** Free text for the payer (field 26-02); accents stripped; must fit field 26's 99 characters. */
  descricao?: string | undefined;
}

/** A static BR Code (the chave itself, reusable; point of initiation omitted). */
export function gerarBrCodeEstatico(p: BrCodeEstatico): string {
  const chave = validarChave(p.chave);
  const txid = validarTxid(p.txid ?? TXID_AUSENTE, 'estatico');
  let conta = tlv('00', GUI_PIX) + tlv('01', chave);
  if (p.descricao !== undefined && p.descricao.trim() !== '') {
    const descricao = paraAscii(p.descricao, 'a descrição').trim();
    const cabe = MAX_CAMPO - conta.length - 4;
    if (descricao.length > cabe) {
      throw new Error(`BR Code: a descrição tem ${descricao.length} caracteres; com esta chave cabem no máximo ${cabe}.`);
    }
    conta += tlv('02', descricao);
  }
  return montar(undefined, conta, p, txid);
}

export interface BrCodeDinamico {
  /** Location of the charge returned by the PSP (`loc.location`), without scheme: 'pix.example.com/qr/v2/...'. */
  location: string;
  nome: string;
  cidade: string;
  valorCentavos?: number | undefined;
}

/**
 * A dynamic, one-time BR Code (point of initiation '12') for a cobrança: field 26-25 holds the location;
 * the charge's own txid lives in the payload served there, so field 62-05 is '***'.
 */
export function gerarBrCodeDinamico(p: BrCodeDinamico): string {
  const location = p.location.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(location)) {
    throw new Error('BR Code: a location deve vir sem o esquema (sem "https://").');
  }
  if (location.length === 0 || location.length > MAX_LOCATION || !/^[\x21-\x7E]+$/.test(location) || !location.includes('/')) {
    throw new Error(`BR Code: a location deve ser uma URL sem espaços, com domínio e caminho, de até ${MAX_LOCATION} caracteres.`);
  }
  return montar('12', tlv('00', GUI_PIX) + tlv('25', location), p, TXID_AUSENTE);
}

// ------------------------------------------------------------------------------------------ reading

export interface BrCodeLido {
  /** Every top-level field, by ID (templates as their raw value). */
  campos: Record<string, string>;
  /** Sub-fields of the Merchant Account Information template whose GUI is br.gov.bcb.pix. */
  contaPix: Record<string, string>;
  /** Sub-fields of field 62 (Additional Data). */
  adicionais: Record<string, string>;
  dinamico: boolean;
  chave?: string;
  location?: string;
  descricao?: string;
  valorCentavos?: number;
  nome: string;
  cidade: string;
  txid: string;
  crc: string;
}

function lerTlv(texto: string, onde: string): Array<[string, string]> {
  const bytes = new TextEncoder().encode(texto);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const ascii = (a: number, b: number) => String.fromCharCode(...bytes.subarray(a, b));
  const out: Array<[string, string]> = [];
  let i = 0;
  while (i < bytes.length) {
    const id = ascii(i, i + 2);
    const tam = ascii(i + 2, i + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(tam)) throw new Error(`BR Code inválido: campo malformado em ${onde}, posição ${i}.`);
    const fim = i + 4 + Number(tam);
    if (fim > bytes.length) throw new Error(`BR Code inválido: o campo ${id} de ${onde} passa do fim.`);
    out.push([id, decoder.decode(bytes.subarray(i + 4, fim))]);
    i = fim;
  }
  return out;
}

function paraMapa(pares: Array<[string, string]>, onde: string): Record<string, string> {
  const mapa: Record<string, string> = {};
  for (const [id, valor] of pares) {
    if (id in mapa) throw new Error(`BR Code inválido: o campo ${id} aparece duas vezes em ${onde}.`);
    mapa[id] = valor;
  }
  return mapa;
}

function obrigatorio(mapa: Record<string, string>, id: string, esperado?: string): string {
  const v = mapa[id];
  if (v === undefined) throw new Error(`BR Code inválido: falta o campo ${id}.`);
  if (esperado !== undefined && v !== esperado) throw new Error(`BR Code inválido: o campo ${id} deveria ser '${esperado}' e é '${v}'.`);
  return v;
}

/** Parses a BR Code, verifying structure and CRC; throws a plain Error when anything is wrong. */
export function lerBrCode(payload: string): BrCodeLido {
  if (!/^[0-9A-F]{4}$/.test(payload.slice(-4)) || payload.slice(-8, -4) !== '6304') {
    throw new Error('BR Code inválido: não termina com o campo 63 (CRC) de 4 dígitos hexadecimais.');
  }
  const crc = payload.slice(-4);
  const calculado = crc16CcittFalse(payload.slice(0, -4));
  if (crc !== calculado) throw new Error(`BR Code inválido: CRC ${crc} não confere (calculado ${calculado}).`);

  const pares = lerTlv(payload, 'BR Code');
  if (pares[0]?.[0] !== '00') throw new Error('BR Code inválido: deve começar pelo campo 00.');
  if (pares[pares.length - 1]?.[0] !== '63') throw new Error('BR Code inválido: o campo 63 deve ser o último.');
  const campos = paraMapa(pares, 'BR Code');
  obrigatorio(campos, '00', '01');
  obrigatorio(campos, '52');
  obrigatorio(campos, '53', '986');
  obrigatorio(campos, '58', 'BR');
  const nome = obrigatorio(campos, '59');
  const cidade = obrigatorio(campos, '60');
  const ponto = campos['01'];
  if (ponto !== undefined && ponto !== '11' && ponto !== '12') throw new Error(`BR Code inválido: ponto de iniciação '${ponto}'.`);

  let contaPix: Record<string, string> | undefined;
  for (let id = 26; id <= 51; id++) {
    const bruto = campos[String(id)];
    if (bruto === undefined) continue;
    const sub = paraMapa(lerTlv(bruto, `campo ${id}`), `campo ${id}`);
    if (sub['00']?.toLowerCase() === GUI_PIX) {
      contaPix = sub;
      break;
    }
  }
  if (!contaPix) throw new Error(`BR Code inválido: nenhum campo 26–51 com o GUI ${GUI_PIX}.`);
  const chave = contaPix['01'];
  const location = contaPix['25'];
  if ((chave === undefined) === (location === undefined)) {
    throw new Error('BR Code inválido: o campo 26 deve ter a chave (01) ou a location (25), e só um deles.');
  }

  const adicionais = paraMapa(lerTlv(obrigatorio(campos, '62'), 'campo 62'), 'campo 62');
  const txid = obrigatorio(adicionais, '05');

  let valorCentavos: number | undefined;
  const valor = campos['54'];
  if (valor !== undefined) {
    const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(valor);
    if (!m) throw new Error(`BR Code inválido: valor '${valor}' fora do formato 123.45.`);
    valorCentavos = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  }

  return {
    campos,
    contaPix,
    adicionais,
    dinamico: location !== undefined,
    ...(chave !== undefined ? { chave } : {}),
    ...(location !== undefined ? { location } : {}),
    ...(contaPix['02'] !== undefined ? { descricao: contaPix['02'] } : {}),
    ...(valorCentavos !== undefined ? { valorCentavos } : {}),
    nome,
    cidade,
    txid,
    crc,
  };
}
