/** The encrypted ballot's cryptography, shared by the browser and the server (ADR 058). */
export * from './cedula.js';
export * from './elgamal.js';
export * from './esquemas.js';
export * from './guardioes.js';
export * from './parametros.js';
export * from './registro.js';
export {
  bytesParaHex,
  ErroCripto,
  escalarDeHex,
  escalarParaHex,
  H_P,
  hexParaBytes,
  pontoDeHex,
  pontoParaHex,
  type Ponto,
} from './grupo.js';
