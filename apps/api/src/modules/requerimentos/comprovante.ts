/** The receipt of a sent request (JSON with its QR code, and PDF) and its public verification by code (initials only). */
import { ROTULO_AREA, ROTULO_STATUS, type Comprovante, type VerificacaoProtocolo } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { pessoas, requerimentos } from '../../db/schema/index.js';
import { naoEncontrado } from '../../lib/app-error.js';
import { gerarComprovantePdf } from '../../lib/comprovante-pdf.js';
import type { Executor } from '../../db/transacao.js';
import type { Escopo } from './contexto.js';
import { andamentoDe } from './detalhe.js';
import { documentoDe } from './documentos.js';
import { andamentosDe, carregarRequerimento, documentosDe, tituloDoTipo, type LinhaRequerimento } from './requerimentos.repository.js';
import type { Contexto } from '../../lib/contexto.js';

/** The title the public check shows for a sensitive type: the area only ('Requerimento CASAG'), never what was asked. */
export const tituloNeutro = (area: LinhaRequerimento['area']) => `Requerimento ${ROTULO_AREA[area]}`;

const semComprovante = () => naoEncontrado('O comprovante fica disponível depois que o requerimento é enviado.');

/** Where the receipt's QR code points (the web's public verification page). */
export function urlVerificacao(publicUrl: string, codigo: string): string {
  return `${publicUrl}/verificar/${encodeURIComponent(codigo)}`;
}

async function nomeDoRequerente(ex: Executor, pessoaId: string | null): Promise<string | null> {
  if (!pessoaId) return null;
  const [p] = await ex.select({ nome: pessoas.nome, nomeSocial: pessoas.nomeSocial }).from(pessoas).where(eq(pessoas.id, pessoaId)).limit(1);
  return p ? (p.nomeSocial ?? p.nome) : null;
}

interface Enviado extends LinhaRequerimento {
  protocolo: string;
  codigoVerificacao: string;
  enviadoEm: Date;
}

async function carregarEnviado(ex: Executor, id: string, escopo: Escopo): Promise<Enviado> {
  const linha = await carregarRequerimento(ex, id, escopo);
  if (!linha.protocolo || !linha.codigoVerificacao || !linha.enviadoEm) throw semComprovante();
  return linha as Enviado;
}

/** The receipt as JSON (404 while a draft, or outside `escopo`), with the QR code of the verification link as SVG. */
export async function comprovanteDe(ctx: Pick<Contexto, 'db' | 'config'>, id: string, escopo: Escopo): Promise<Comprovante> {
  const linha = await carregarEnviado(ctx.db, id, escopo);
  const url = urlVerificacao(ctx.config.publicUrl, linha.codigoVerificacao);
  const [requerente, hist, docs, qrCodeSvg] = await Promise.all([
    nomeDoRequerente(ctx.db, linha.pessoaId),
    andamentosDe(ctx.db, linha.id, true),
    documentosDe(ctx.db, linha.id),
    QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }),
  ]);
  return {
    id: linha.id,
    protocolo: linha.protocolo,
    codigoVerificacao: linha.codigoVerificacao,
    urlVerificacao: url,
    qrCodeSvg,
    codigo: linha.codigo,
    titulo: tituloDoTipo(linha.codigo),
    area: linha.area,
    requerente,
    enviadoEm: linha.enviadoEm.toISOString(),
    status: linha.status,
    andamentos: hist.map(andamentoDe),
    documentos: docs.map(documentoDe),
  };
}

/** The receipt as an A4 PDF (same content as comprovanteDe). */
export async function comprovantePdf(ctx: Pick<Contexto, 'db' | 'config'>, id: string, escopo: Escopo): Promise<{ pdf: Buffer; protocolo: string }> {
  const c = await comprovanteDe(ctx, id, escopo);
  const pdf = await gerarComprovantePdf({
    protocolo: c.protocolo,
    titulo: c.titulo,
    area: ROTULO_AREA[c.area],
    requerente: c.requerente,
    enviadoEm: new Date(c.enviadoEm),
    status: ROTULO_STATUS[c.status],
    codigoVerificacao: c.codigoVerificacao,
    urlVerificacao: c.urlVerificacao,
    andamentos: c.andamentos.map((a) => ({ em: new Date(a.em), de: a.de ? ROTULO_STATUS[a.de] : null, para: ROTULO_STATUS[a.para], texto: a.texto })),
    documentos: c.documentos.map((d) => ({ nome: d.nome, sha256: d.sha256 })),
  });
  return { pdf, protocolo: c.protocolo };
}

// Particles that do not make an initial: 'Maria da Silva Santos' → 'M. S. S.'
const PARTICULAS = new Set(['da', 'das', 'de', 'del', 'di', 'do', 'dos', 'du', 'e', 'y']);

/** 'Maria da Silva Santos' → 'M. S. S.' (letters only, no particles). */
export function iniciais(nome: string): string {
  return nome
    .normalize('NFC')
    .split(/[\s-]+/)
    .filter((p) => p && !PARTICULAS.has(p.toLowerCase()))
    .map((p) => [...p].find((c) => /\p{L}/u.test(c)))
    .filter((c): c is string => Boolean(c))
    .map((c) => `${c.toUpperCase()}.`)
    .join(' ');
}

/**
 * Public check of a receipt by its code (the QR code's link): protocol, title (neutral for sensitive types),
 * date, status and the requester's initials; 404 for an unknown code.
 */
export async function verificarProtocolo(ex: Executor, codigo: string): Promise<VerificacaoProtocolo> {
  const [linha] = await ex.select().from(requerimentos).where(eq(requerimentos.codigoVerificacao, codigo)).limit(1);
  if (!linha || !linha.protocolo || !linha.enviadoEm) throw naoEncontrado('Não encontramos um comprovante com este código. Confira o código impresso no comprovante.');
  const nome = await nomeDoRequerente(ex, linha.pessoaId);
  return {
    protocolo: linha.protocolo,
    titulo: linha.sensivel ? tituloNeutro(linha.area) : tituloDoTipo(linha.codigo),
    enviadoEm: linha.enviadoEm.toISOString(),
    status: linha.status,
    requerenteIniciais: nome ? iniciais(nome) || null : null,
  };
}
