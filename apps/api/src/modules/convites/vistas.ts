import type { CodempConvite, ConviteDono, ConvitePortaria, ConvitePublico, SituacaoConvite } from '@portal/contracts';
import QRCode from 'qrcode';
import type { AmbienteConvites } from './ambiente.js';
import type { AdmissaoLida, LinhaConvite } from './convites.repository.js';
import { hashDoConvite, linkDeValidacao, linkDoConvite } from './link.js';

const admissaoDto = (a: AdmissaoLida | null) => (a ? { em: a.em.toISOString(), portaria: a.portaria, por: a.por } : null);

export function situacaoDe(c: Pick<LinhaConvite, 'status' | 'data'>, hoje: string): SituacaoConvite {
  if (c.status === 'emitido' && c.data < hoje) return 'expirado';
  return c.status;
}

/** Cancel is the owner's, for an issued invitation, before its date. */
export const podeCancelar = (c: Pick<LinhaConvite, 'status' | 'data'>, hoje: string) => c.status === 'emitido' && hoje < c.data;

/** The owner's view: everything, with the links derived again from the id, the signed code and (when asked) the QR. */
export async function vistaDono(
  amb: Pick<AmbienteConvites, 'config' | 'codigos' | 'segredo'>,
  c: LinhaConvite,
  admissao: AdmissaoLida | null,
  hoje: string,
  comQr: boolean,
): Promise<ConviteDono> {
  const hash = hashDoConvite(amb.segredo, c.id);
  const codemp = c.codemp as CodempConvite;
  const codigoAssinado = amb.codigos.assinar({ tipo: 'convite', id: c.id, versao: c.codigoVersao });
  const linkValidacao = linkDeValidacao(amb.config.publicUrl, hash, codigoAssinado);
  return {
    visao: 'dono',
    id: c.id,
    codemp,
    hash,
    convidado: { nome: c.convidadoNome, cpf: c.convidadoCpf },
    data: c.data,
    situacao: situacaoDe(c, hoje),
    pagoCom: c.pagoCom,
    creditosCentavos: c.creditosCentavos,
    link: linkDoConvite(amb.config.publicUrl, codemp, hash),
    linkValidacao,
    codigoAssinado,
    codigoCurto: c.codigoCurto,
    qrCodeSvg: comQr ? await QRCode.toString(linkValidacao, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) : null,
    criadoEm: c.criadoEm.toISOString(),
    canceladoEm: c.canceladoEm?.toISOString() ?? null,
    admissao: admissaoDto(admissao),
    podeCancelar: podeCancelar(c, hoje),
  };
}

/** Gate staff: valid today, another day, cancelled or already admitted (when, which gate, by whom). */
export function vistaPortaria(c: LinhaConvite, admissao: AdmissaoLida | null, anfitriao: string, hoje: string): ConvitePortaria {
  const situacao: ConvitePortaria['situacao'] =
    admissao || c.status === 'utilizado' ? 'admitido' : c.status === 'cancelado' ? 'cancelado' : c.data !== hoje ? 'outra_data' : 'valido';
  return {
    visao: 'portaria',
    codemp: c.codemp as CodempConvite,
    data: c.data,
    convidado: { nome: c.convidadoNome },
    anfitriao,
    situacao,
    admissao: admissaoDto(admissao),
    codigoCurto: c.codigoCurto,
  };
}

/** Anyone else: only that it exists and its date. */
export function vistaPublica(c: LinhaConvite): ConvitePublico {
  return { visao: 'publica', codemp: c.codemp as CodempConvite, data: c.data };
}
