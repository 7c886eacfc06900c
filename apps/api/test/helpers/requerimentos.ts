/** Test factories of the request engine: valid form data per type, requests in any status, títulos, files and multipart bodies. */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { schemaDoTipo, tipoPorCodigo, type Campo, type ORIGENS_TITULO, type CampoSimples, type StatusRequerimento, type TipoRequerimento, hojeSaoPaulo } from '@portal/contracts';
import type { SQL } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../src/db/client.js';
import { andamentos, documentosRequerimento, requerimentos } from '../../src/db/schema/index.js';
import { abrirSessao } from '../../src/modules/auth/sessao.service.js';
import { gerarCodigoVerificacao, proximoProtocolo } from '../../src/modules/requerimentos/protocolo.js';
import { sensivelDe } from '../../src/modules/requerimentos/rascunho.js';
import type { AppDeTeste } from './app.js';
import { gerarCpf, type PessoaCriada } from './fabrica.js';
import { inserirTitulo } from './titulos.js';

/* ---------- calls ---------- */

export async function tokenDe(t: AppDeTeste, p: PessoaCriada): Promise<string> {
  const s = await abrirSessao(t.db, t.tokens, 1, p.usuarioId, 'teste', { ip: '127.0.0.1', userAgent: null });
  return s.token;
}

export type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call as `p` (null: anonymous). */
export async function chamar(
  t: AppDeTeste,
  p: PessoaCriada | null,
  method: Metodo,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const auth: Record<string, string> = p ? { authorization: `Bearer ${await tokenDe(t, p)}` } : {};
  return t.app.inject({
    method,
    url,
    headers: { ...auth, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/**
 * What the member's overdue títulos of these origins cost today (fine and interest included), summed as
 * /financeiro shows each one (`devido`): the figure every other screen must agree with.
 */
export async function devidoHojeDosVencidos(t: AppDeTeste, p: PessoaCriada, origens: readonly string[] = ['anuidade', 'multa', 'parcela_acordo']): Promise<number> {
  const r = await chamar(t, p, 'GET', '/wsapp/financeiro/titulos?situacao=vencido');
  if (r.statusCode !== 200) throw new Error(`GET /financeiro/titulos: ${r.statusCode}`);
  const itens = (r.json() as { itens: { origem: string; devido: { totalCentavos: number } | null }[] }).itens;
  return itens.filter((i) => origens.includes(i.origem)).reduce((soma, i) => soma + (i.devido?.totalCentavos ?? 0), 0);
}

/* ---------- dates ---------- */

export function somarDiasIso(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export const hoje = () => hojeSaoPaulo();

/* ---------- valid form data, generated from the catalog ---------- */

function cnpjValidoAleatorio(): string {
  const base = Array.from({ length: 12 }, () => randomInt(10));
  const calc = (digs: number[], pesos: number[]) => {
    const r = pesos.reduce((s, p, i) => s + (digs[i] as number) * p, 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const p1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const d1 = calc(base, p1);
  const d2 = calc([...base, d1], [6, ...p1]);
  return [...base, d1, d2].join('');
}

function valorSimples(c: CampoSimples): unknown {
  switch (c.tipo) {
    case 'texto':
      return `Texto de teste para ${c.rotulo}`.slice(0, Math.max(1, c.max));
    case 'data':
      return somarDiasIso(hoje(), -10);
    case 'moeda':
      return Math.max(c.min ?? 1, Math.min(c.max ?? 100_000_000_00, 150_000));
    case 'inteiro':
      return c.min;
    case 'cpf':
      return gerarCpf();
    case 'cnpj':
      return cnpjValidoAleatorio();
    case 'inscricao':
      return '12345/GO';
    case 'selecao':
      return c.opcoes[0]?.valor ?? '';
    case 'declaracao':
      return true;
    case 'dadosBancarios':
      return { forma: 'pix', chavePix: 'fulana@exemplo.com' };
    default: {
      const nunca: never = c;
      return nunca;
    }
  }
}

function valorCampo(c: Campo, paiId: string | undefined): unknown {
  if (c.tipo === 'requerimentoRef') return paiId ?? '';
  if (c.tipo === 'lista') {
    const n = Math.max(1, c.min);
    return Array.from({ length: n }, () => Object.fromEntries(c.itens.map((i) => [i.nome, valorSimples(i)])));
  }
  return valorSimples(c);
}

/** Cross-field rules the generator cannot guess (catalog refinements). */
const AJUSTES: Record<string, (d: Record<string, unknown>) => void> = {
  // Heirs' quotas must sum to 100 %.
  '265': (d) => {
    const herdeiros = d.herdeiros as Record<string, unknown>[] | undefined;
    if (herdeiros?.[0] && 'quota' in herdeiros[0]) herdeiros[0].quota = 100;
  },
};

/** Valid `dados` for a type (every field filled), `paiId` for the parent field of 269/273. */
export function dadosValidos(codigo: string, o: { paiId?: string } = {}): Record<string, unknown> {
  const tipo = tipoObrigatorio(codigo);
  const dados = Object.fromEntries(tipo.campos.map((c) => [c.nome, valorCampo(c, o.paiId)]));
  AJUSTES[codigo]?.(dados);
  return dados;
}

export function tipoObrigatorio(codigo: string): TipoRequerimento {
  const tipo = tipoPorCodigo(codigo);
  if (!tipo) throw new Error(`tipo ${codigo} fora do catálogo`);
  return tipo;
}

/** `dados` parsed with the type's schema (what the API stores). */
export function dadosNormalizados(codigo: string, dados: Record<string, unknown>): Record<string, unknown> {
  return schemaDoTipo(tipoObrigatorio(codigo)).parse(dados);
}

/* ---------- rows ---------- */

export interface RequerimentoCriado {
  id: string;
  protocolo: string | null;
  codigoVerificacao: string | null;
}

/**
 * A request of `pessoaId` in any status, written straight to the database (setup for a test; the API paths
 * are what the tests exercise). Sent ones get a protocol of the year 2000 (a counter no test sends to).
 */
export async function criarRequerimento(
  db: Db,
  o: {
    pessoaId: string;
    codigo: string;
    status: StatusRequerimento;
    dados?: Record<string, unknown>;
    paiId?: string | null;
    decididoEm?: Date | null;
    prazoDiligencia?: string | null;
    registradoPor?: string | null;
    /** Default: as the engine decides (the type or the parent). */
    sensivel?: boolean;
  },
): Promise<RequerimentoCriado> {
  const tipo = tipoObrigatorio(o.codigo);
  const dados = o.dados ?? dadosNormalizados(o.codigo, dadosValidos(o.codigo, o.paiId ? { paiId: o.paiId } : {}));
  const enviado = o.status !== 'rascunho';
  const protocolo = enviado ? await proximoProtocolo(db, 2000) : null;
  const codigoVerificacao = enviado ? gerarCodigoVerificacao() : null;
  const [linha] = await db
    .insert(requerimentos)
    .values({
      codigo: tipo.codigo,
      area: tipo.area,
      pessoaId: o.pessoaId,
      registradoPor: o.registradoPor ?? null,
      status: o.status,
      dados,
      paiId: o.paiId ?? null,
      // As the engine sets it: the type, or a sensitive parent.
      sensivel: o.sensivel ?? (await sensivelDe(db, tipo, o.paiId ?? null)),
      protocolo,
      codigoVerificacao,
      enviadoEm: enviado ? new Date() : null,
      decididoEm: o.decididoEm ?? (o.status === 'deferido' || o.status === 'indeferido' ? new Date() : null),
      prazoDiligencia: o.prazoDiligencia ?? (o.status === 'em_diligencia' ? somarDiasIso(hoje(), 10) : null),
    })
    .returning();
  if (!linha) throw new Error('requerimento');
  await db.insert(andamentos).values({ requerimentoId: linha.id, acao: 'criar', de: null, para: 'rascunho', autorTipo: 'membro' });
  return { id: linha.id, protocolo, codigoVerificacao };
}

/** A título of the request tests (./titulos.js): unless told, an open anuidade of R$ 987,65 of the due date's year. */
export async function criarTitulo(
  db: Db,
  o: { pessoaId: string; vencimento: string; valorCentavos?: number; status?: 'aberto' | 'pago'; origem?: (typeof ORIGENS_TITULO)[number] },
): Promise<{ id: string; nufin: number }> {
  const t = await inserirTitulo(db, {
    pessoaId: o.pessoaId,
    origem: o.origem ?? 'anuidade',
    // Whatever the origin.
    descricao: `Anuidade de teste ${o.vencimento.slice(0, 4)}`,
    vencimento: o.vencimento,
    valorCentavos: o.valorCentavos ?? 98_765,
    status: o.status ?? 'aberto',
  });
  return { id: t.id, nufin: t.nufin };
}

/** Raw SQL rows (for checks on columns the API does not show). */
export async function linhas<T extends Record<string, unknown>>(db: Db, consulta: SQL): Promise<T[]> {
  return (await db.execute(consulta)).rows as T[];
}

/* ---------- files ---------- */

export { pdf } from './arquivos.js';

export const png = () => QRCode.toBuffer('https://portal.teste/verificar/ABC123', { type: 'png' });

/** A Windows executable (MZ header) whatever its name says. */
export const exeRenomeado = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(4000)]);

export interface ParteMultipart {
  campo: string;
  /** File name: present → a file part; absent → a plain field. */
  arquivo?: string;
  tipo?: string;
  conteudo: Buffer | string;
}

/** A multipart/form-data body (inject payload and headers). */
export function multipart(partes: ParteMultipart[]): { payload: Buffer; headers: Record<string, string> } {
  const limite = `----teste${randomBytes(8).toString('hex')}`;
  const pedacos: Buffer[] = [];
  for (const p of partes) {
    const disposicao = `form-data; name="${p.campo}"${p.arquivo !== undefined ? `; filename="${p.arquivo}"` : ''}`;
    const cabecalho = `--${limite}\r\nContent-Disposition: ${disposicao}\r\n${p.arquivo !== undefined ? `Content-Type: ${p.tipo ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    pedacos.push(Buffer.from(cabecalho, 'utf8'), Buffer.isBuffer(p.conteudo) ? p.conteudo : Buffer.from(p.conteudo, 'utf8'), Buffer.from('\r\n'));
  }
  pedacos.push(Buffer.from(`--${limite}--\r\n`));
  return { payload: Buffer.concat(pedacos), headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
}

/** Uploads `conteudo` as the one file (field 'arquivo') of document `chave`. */
export async function enviarArquivo(
  t: AppDeTeste,
  p: PessoaCriada | null,
  url: string,
  conteudo: Buffer,
  nome = 'documento.pdf',
  headers: Record<string, string> = {},
) {
  const corpo = multipart([{ campo: 'arquivo', arquivo: nome, tipo: 'application/pdf', conteudo }]);
  const auth: Record<string, string> = p ? { authorization: `Bearer ${await tokenDe(t, p)}` } : {};
  return t.app.inject({ method: 'POST', url, payload: corpo.payload, headers: { ...auth, ...corpo.headers, ...headers } });
}

/** A document row as if uploaded (no bytes in the storage): for flows that only need it to exist. */
export async function anexarDireto(db: Db, requerimentoId: string, chave: string): Promise<string> {
  const [d] = await db
    .insert(documentosRequerimento)
    .values({
      requerimentoId,
      chave,
      nome: `${chave}.pdf`,
      formato: 'pdf',
      tamanho: 1234,
      sha256: 'a'.repeat(64),
      armazenamentoChave: `requerimentos/${requerimentoId}/${randomUUID()}`,
    })
    .returning({ id: documentosRequerimento.id });
  if (!d) throw new Error('documento');
  return d.id;
}

/** Every required document of the type, as rows. */
export async function anexarObrigatorios(db: Db, requerimentoId: string, codigo: string): Promise<void> {
  for (const d of tipoObrigatorio(codigo).documentos.filter((x) => x.obrigatorio)) await anexarDireto(db, requerimentoId, d.chave);
}
