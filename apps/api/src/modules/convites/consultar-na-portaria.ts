import { FORMATO_HASH_CONVITE, hojeSaoPaulo, normalizarCodigoCurto, type ConsultaPortariaResposta } from '@portal/contracts';
import type { AmbienteConvites, Quem } from './ambiente.js';
import { buscarLimitado } from './buscar-por-hash.js';
import { admissaoDe, conviteDoCodigoCurto, conviteDoHash, conviteDoId, nomeDaPessoa, type LinhaConvite } from './convites.repository.js';
import { hashDoConvite, sha256Hex } from './link.js';
import { vistaPortaria } from './vistas.js';

const LINK_VALIDAR = /\/convite\/validar\/([A-Za-z0-9_-]{32})(?:[#?]|$)/;

/**
 * A gate without a camera: staff type the short code, or paste the QR's text (the link, or the signed code
 * alone). Answers the gate view and the link's token, so the gate opens /convite/validar/{hash} to admit. A
 * forged or altered signed code names nothing, like a wrong link (same 404, same limits).
 */
export async function consultarNaPortaria(amb: AmbienteConvites, quem: Quem, texto: string, agora = new Date()): Promise<ConsultaPortariaResposta> {
  const c = await buscarLimitado(amb, quem, async (): Promise<LinhaConvite | undefined> => {
    const limpo = texto.trim();
    const link = LINK_VALIDAR.exec(limpo);
    if (link?.[1] && FORMATO_HASH_CONVITE.test(link[1])) return conviteDoHash(amb.db, sha256Hex(link[1]));
    const assinado = limpo.includes('#') ? limpo.slice(limpo.indexOf('#') + 1) : limpo;
    if (assinado.startsWith('PU1.')) {
      const lido = amb.codigos.ler(assinado);
      if (lido?.tipo !== 'convite') return undefined;
      const porId = await conviteDoId(amb.db, lido.id);
      return porId && porId.codigoVersao === lido.versao ? porId : undefined;
    }
    const curto = normalizarCodigoCurto(limpo);
    return curto ? conviteDoCodigoCurto(amb.db, curto) : undefined;
  });
  const hoje = hojeSaoPaulo(agora);
  return {
    hash: hashDoConvite(amb.segredo, c.id),
    convite: vistaPortaria(c, await admissaoDe(amb.db, c.id), await nomeDaPessoa(amb.db, c.pessoaId), hoje),
  };
}
