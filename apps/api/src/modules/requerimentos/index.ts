/** The requerimentos module's public surface (ADR 016): the protocol numbers, which the demo seed's requests take. */
export { gerarCodigoVerificacao, proximoProtocolo } from './protocolo.js';
