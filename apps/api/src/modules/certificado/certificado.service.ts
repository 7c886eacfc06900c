import { registrarAuditoria, type EventoAuditoria } from '../auditoria/index.js';
import { buscarContaPorCpf, type ContaParaLogin } from '../auth/index.js';
import { abrirSessao, type SessaoAberta } from '../auth/index.js';
import { validarCadeia, type RepositorioConfianca } from './cadeia.js';
import { emitirLink, gastarLink } from '../auth/index.js';
import { contaPorCpf, contaPorUsuario } from './certificado.repository.js';
import { dadosIcpBrasil } from './icp-brasil.js';
import type { Origem } from '../../lib/http/origem.js';
import type { Contexto } from '../../lib/contexto.js';

export const METODO_CERTIFICADO = 'certificado';
/** The hand-off token lives two minutes: long enough for the redirect, too short to be worth stealing. */
export const VALIDADE_TOKEN_MS = 2 * 60_000;

/** How the certificate reached us: our own TLS listener, or a trusted reverse proxy's header. */
export type Canal = 'tls' | 'proxy';

export interface CertificadoApresentado {
  /** DER of the client's certificate. */
  folha: Uint8Array;
  /** DER of any further certificates the client sent (intermediates); used only to build the path. */
  enviados: Uint8Array[];
}

/** Where the certificate entry runs: the trust store it checks against and the channel it came through. */
export interface Entrada {
  repositorio: RepositorioConfianca | null;
  canal: Canal;
}


export const urlDeFalha = (publicUrl: string) => `${publicUrl}/login?erro=certificado`;

/**
 * The certificate entry (both channels). Validates the chain against the trust store, reads the CPF (and
 * the OAB inscrição when present), finds an active account with a confirmed e-mail, and answers where to
 * redirect: /login-callback with a single-use token (only its sha256 stored, two minutes), or
 * /login?erro=certificado. Every failure leaves an audit row with its reason; the user sees one message.
 */
export async function entrarComCertificado(
  ctx: Pick<Contexto, 'db' | 'config'>,
  origem: Origem,
  entrada: Entrada,
  apresentado: CertificadoApresentado | null,
  motivoSemCertificado = 'sem_certificado',
): Promise<string> {
  const detalhes: Record<string, unknown> = { canal: entrada.canal };
  const falhar = async (motivo: string, usuarioId: string | null = null) => {
    await registrarAuditoria(ctx.db, {
      acao: 'login',
      metodo: METODO_CERTIFICADO,
      sucesso: false,
      motivo,
      usuarioId,
      ip: origem.ip,
      userAgent: origem.userAgent,
      detalhes,
    });
    return urlDeFalha(ctx.config.publicUrl);
  };

  if (!apresentado) return falhar(motivoSemCertificado);
  const cadeia = await validarCadeia(apresentado.folha, apresentado.enviados, entrada.repositorio);
  if (!cadeia.ok) return falhar(cadeia.motivo);
  const cert = cadeia.certificado;
  detalhes.serial = cert.serialNumber;
  detalhes.emissor = cert.issuer.slice(0, 300);

  const dados = dadosIcpBrasil(cert);
  if (!dados.ok) return falhar(dados.motivo);
  if (dados.oab) detalhes.oab = `${dados.oab.numero}/${dados.oab.uf}`;

  const conta = await contaPorCpf(ctx.db, dados.cpf);
  if (!conta) return falhar('cpf_desconhecido');
  if (!conta.ativo) return falhar('conta_inativa', conta.usuarioId);
  if (!conta.emailConfirmado) return falhar('email_nao_confirmado', conta.usuarioId);
  if (dados.oab) {
    const { numero, uf } = dados.oab;
    // The CPF identifies the person; the OAB number is recorded, and whether it is one of theirs.
    detalhes.oabConfere = conta.inscricoes.some((i) => i.numero === numero && i.uf === uf);
  }

  const token = await emitirLink(ctx.db, {
    tipo: 'login_certificado',
    usuarioId: conta.usuarioId,
    validadeMs: VALIDADE_TOKEN_MS,
    dados: detalhes,
  });
  return `${ctx.config.publicUrl}/login-callback?token=${encodeURIComponent(token)}`;
}

export type ResultadoValidacao = { valido: false } | { valido: true; conta: ContaParaLogin; sessao: SessaoAberta };

/**
 * POST /api/valida-jwt: spends the hand-off token (once, within two minutes) and opens a session of
 * method 'certificado'. The certificate is a strong login on its own: no second factor is asked.
 */
export async function validarTokenCertificado(ctx: Pick<Contexto, 'db' | 'tokens' | 'config'>, origem: Origem, token: string): Promise<ResultadoValidacao> {
  type Detalhes = Record<string, unknown> | null;
  const evento = (sucesso: boolean, motivo: string | null, usuarioId: string | null, detalhes: Detalhes = null): EventoAuditoria => ({
    acao: 'login',
    metodo: METODO_CERTIFICADO,
    sucesso,
    motivo,
    usuarioId,
    ip: origem.ip,
    userAgent: origem.userAgent,
    detalhes,
  });
  const auditar = (sucesso: boolean, motivo: string | null, usuarioId: string | null) =>
    registrarAuditoria(ctx.db, evento(sucesso, motivo, usuarioId));

  const gasto = await gastarLink(ctx.db, 'login_certificado', token);
  if (!gasto) {
    await auditar(false, 'token_invalido', null);
    return { valido: false };
  }
  // The account may have changed in the two minutes since the certificate was checked.
  const atual = await contaPorUsuario(ctx.db, gasto.usuarioId);
  if (!atual?.ativo || !atual.emailConfirmado) {
    await auditar(false, atual ? (atual.ativo ? 'email_nao_confirmado' : 'conta_inativa') : 'cpf_desconhecido', gasto.usuarioId);
    return { valido: false };
  }
  const conta = await buscarContaPorCpf(ctx.db, atual.cpf);
  if (!conta) {
    await auditar(false, 'cpf_desconhecido', gasto.usuarioId);
    return { valido: false };
  }
  // The success row is written with the session, in one statement (both rows or neither).
  const sucesso = evento(true, null, conta.usuarioId, gasto.dados);
  const sessao = await abrirSessao(ctx.db, ctx.tokens, ctx.config.sessionTtlHours, conta.usuarioId, METODO_CERTIFICADO, origem, sucesso);
  return { valido: true, conta, sessao };
}
