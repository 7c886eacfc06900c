import { CATALOGO, CODIGOS_INTERNOS, MENSAGEM_CARACTERE_INVALIDO, PERMISSOES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirSessao } from '../../src/modules/auth/sessao.service.js';
import errorHandler from '../../src/plugins/app/error-handler.js';
import services from '../../src/plugins/app/services.js';
import { criarAppDeTeste, type AppDeTeste } from '../helpers/app.js';
import {
  corpoCampanha,
  corpoComissao,
  corpoEvento,
  corpoLote,
  corpoMovimento,
  corpoNomeacao,
  corpoProcesso,
  corpoReuniao,
  corpoSessao,
  corpoVotacao,
} from '../helpers/corpos-staff.js';
import { criarPessoa, formatar, gerarCpf, type PessoaCriada } from '../helpers/fabrica.js';
import { assinarWebhook, novoE2e, notificarPix } from '../helpers/pagamentos.js';
import { chamar, criarRequerimento, dadosValidos, hoje, linhas, somarDiasIso } from '../helpers/requerimentos.js';

/**
 * Text that is not text: lone UTF-16 surrogates (JSON.stringify writes them as the escape `\ud800`, which
 * PostgreSQL's json refuses) and control characters (NUL is refused by every PostgreSQL text type). Sent to
 * every JSON route the app registers, in every string position of a plausible body, as a user holding every
 * permission: the answer is never a 5xx. A route added later is walked automatically (its body is derived
 * from its zod schema when no example below fits it better).
 */

const RUINS: Record<string, string> = {
  'surrogate alto solto': 'Texto \ud800 solto',
  'surrogate baixo solto': '\udc00',
  NUL: 'Texto\u0000com NUL',
};

// Every permission: the staff routes (festa, vacinas, comissões, processos, sessões, votação…) validate their
// bodies only after the access check.
const TODAS_AS_PERMISSOES = [...PERMISSOES];

let t: AppDeTeste;
let usuario: PessoaCriada;
let membro: PessoaCriada;
let token = '';

beforeAll(async () => {
  t = await criarAppDeTeste();
  usuario = await criarPessoa(t.db, { advogado: true, permissoes: TODAS_AS_PERMISSOES });
  membro = await criarPessoa(t.db, { advogado: true });
});
afterAll(() => t.close());

async function novaSessao(): Promise<void> {
  token = (await abrirSessao(t.db, t.tokens, 1, usuario.usuarioId, 'teste', { ip: '127.0.0.1', userAgent: null })).token;
}

/* ---------- bodies ---------- */

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** A plausible value for a field, by its name (what a form would send). */
function valorPorNome(nome: string): string | undefined {
  const valores: Record<string, () => string> = {
    cpf: () => formatar(gerarCpf()),
    username: () => usuario.cpf,
    email: () => 'fulana@exemplo.com',
    novoEmail: () => 'fulana@exemplo.com',
    password: () => usuario.senha,
    senha: () => usuario.senha,
    senhaAtual: () => usuario.senha,
    confirmacao: () => usuario.senha,
    novaSenha: () => 'uma senha nova e longa 2026',
    token: () => 'A'.repeat(43),
    desafio: () => 'A'.repeat(43),
    codigo: () => '123456',
    chave: () => 'ABCD-EFGH-JKLM-NPQR-STUV',
    prazo: () => somarDiasIso(hoje(), 10),
    nascimento: () => '1990-05-19',
    celular: () => '(62) 99999-0001',
    cep: () => '74000-000',
    uf: () => 'GO',
    endToEndId: () => novoE2e(),
    txid: () => 'TXIDTEXTOINVALIDO1',
    valor: () => '10.00',
    valorPago: () => '10.00',
    horario: () => new Date().toISOString(),
    idLiquidacao: () => 'LIQ123',
    nossoNumero: () => '123',
    dataPagamento: () => hoje(),
    termoSha256: () => '0'.repeat(64),
    versaoTermo: () => '1',
  };
  return valores[nome]?.();
}

interface EsquemaJson {
  type?: string | string[];
  enum?: Json[];
  const?: Json;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  properties?: Record<string, EsquemaJson>;
  items?: EsquemaJson;
  anyOf?: EsquemaJson[];
}

/** A plausible body from the route's schema (JSON Schema of its zod input). */
function amostra(s: EsquemaJson, nome = ''): Json {
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0] ?? null;
  if (s.anyOf) return amostra(s.anyOf.find((a) => a.type !== 'null') ?? {}, nome);
  switch (s.type) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, amostra(v, k)]));
    case 'array':
      return [amostra(s.items ?? {}, nome)];
    case 'integer':
    case 'number':
      return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'uuid') return membro.pessoaId;
      return valorPorNome(nome) ?? 'Texto de teste';
    default:
      return 'Texto de teste';
  }
}

/** Every path to a string inside a body. */
function caminhosDeTexto(v: Json, caminho: (string | number)[] = []): (string | number)[][] {
  if (typeof v === 'string') return [caminho];
  if (Array.isArray(v)) return v.flatMap((x, i) => caminhosDeTexto(x, [...caminho, i]));
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => caminhosDeTexto(x, [...caminho, k]));
  return [];
}

function comTexto(v: Json, caminho: (string | number)[], texto: string): Json {
  if (caminho.length === 0) return texto;
  const [cabeca, ...resto] = caminho as [string | number, ...(string | number)[]];
  if (Array.isArray(v)) return v.map((x, i) => (i === cabeca ? comTexto(x, resto, texto) : x));
  const o = v as Record<string, Json>;
  return { ...o, [cabeca]: comTexto(o[cabeca] as Json, resto, texto) };
}

/* ---------- cases: a route, where to send it and a plausible body ---------- */

interface Caso {
  rota: string;
  /** Called once per variant: a fresh target when one call may use it up. */
  url: () => Promise<string> | string;
  corpo: Json;
  assinado?: boolean;
}

const PARAMETROS: Record<string, string> = { nufin: '1', ano: '2025', codigo: '298' };
const urlGenerica = (url: string) => url.replace(/:(\w+)/g, (_m, nome: string) => PARAMETROS[nome] ?? '00000000-0000-4000-8000-000000000000');

const semPai = (codigo: string) => codigo !== '269' && codigo !== '273';

async function casosDaRota(rota: { method: string; url: string; body?: unknown }): Promise<Caso[]> {
  const chave = `${rota.method} ${rota.url}`;
  const tipos = CATALOGO.filter((tipo) => !tipo.anonimo && semPai(tipo.codigo));
  const internos = CODIGOS_INTERNOS.filter(semPai);
  switch (chave) {
    case 'POST /wsapp/requerimentos':
      return tipos.map((tipo) => ({ rota: chave, url: () => rota.url, corpo: { codigo: tipo.codigo, dados: dadosValidos(tipo.codigo) as Json } }));
    case 'PUT /wsapp/requerimentos/:id':
      return tipos.map((tipo) => ({
        rota: chave,
        url: async () => `/wsapp/requerimentos/${(await criarRequerimento(t.db, { pessoaId: usuario.pessoaId, codigo: tipo.codigo, status: 'rascunho' })).id}`,
        corpo: { dados: dadosValidos(tipo.codigo) as Json },
      }));
    case 'POST /wsapp/ouvidoria/anonima':
      return [{ rota: chave, url: () => rota.url, corpo: { dados: dadosValidos('301') as Json } }];
    case 'POST /wsapp/area-restrita/requerimentos-interno':
      return internos.map((codigo) => ({ rota: chave, url: () => rota.url, corpo: { pessoaId: membro.pessoaId, codigo, dados: dadosValidos(codigo) as Json } }));
    case 'PUT /wsapp/area-restrita/requerimentos-interno/:id':
      return internos.map((codigo) => ({
        rota: chave,
        url: async () =>
          `/wsapp/area-restrita/requerimentos-interno/${(await criarRequerimento(t.db, { pessoaId: membro.pessoaId, codigo, status: 'rascunho', registradoPor: usuario.usuarioId })).id}`,
        corpo: { dados: dadosValidos(codigo) as Json },
      }));
    case 'POST /wsapp/requerimentos/:id/cancelar':
      return [
        {
          rota: chave,
          url: async () => `/wsapp/requerimentos/${(await criarRequerimento(t.db, { pessoaId: usuario.pessoaId, codigo: '298', status: 'enviado' })).id}/cancelar`,
          corpo: { motivo: 'Não preciso mais.' },
        },
      ];
    case 'POST /wsapp/area-restrita/requerimentos/:id/transicoes':
      return [
        {
          rota: chave,
          url: async () =>
            `/wsapp/area-restrita/requerimentos/${(await criarRequerimento(t.db, { pessoaId: membro.pessoaId, codigo: '298', status: 'enviado' })).id}/transicoes`,
          corpo: { acao: 'arquivar', motivo: 'Arquivado: pedido em duplicidade.' },
        },
      ];
    case 'POST /wsapp/area-restrita/financeiro/revisao/:id/resolver':
      return [
        {
          rota: chave,
          url: async () => {
            // A PIX with a txid the portal never issued: it goes to the review list.
            await notificarPix(t, { txid: `DESCONHECIDO${Date.now()}`, valor: '10.00' });
            const lista = await t.app.inject({ method: 'GET', url: '/wsapp/area-restrita/financeiro/revisao', headers: { authorization: `Bearer ${token}` } });
            return `/wsapp/area-restrita/financeiro/revisao/${(lista.json() as { itens: { id: string }[] }).itens[0]?.id}/resolver`;
          },
          corpo: { observacao: 'Devolvido ao pagador.' },
        },
      ];
    case 'PUT /wsapp/usuario/cadastro':
      return [
        {
          rota: chave,
          url: () => rota.url,
          corpo: { nomeSocial: 'Maria', celular: '62999990001', cep: '74000-000', logradouro: 'Rua 1', numero: '10', complemento: 'Sala 2', bairro: 'Centro', cidade: 'Goiânia', uf: 'GO' },
        },
      ];
    default: {
      const esquema = z.toJSONSchema(rota.body as z.ZodType, { io: 'input', unrepresentable: 'any' }) as EsquemaJson;
      return [{ rota: chave, url: () => urlGenerica(rota.url), corpo: amostra(esquema), assinado: rota.url.startsWith('/wsapp/pagamentos/webhook/') }];
    }
  }
}

async function enviar(caso: Caso, corpo: Json) {
  const payload = JSON.stringify(corpo);
  const cabecalhos = caso.assinado ? assinarWebhook(t.app.pagamentos.segredoWebhook, payload) : { 'content-type': 'application/json' };
  const url = await caso.url();
  const chamar = () =>
    t.app.inject({ method: caso.rota.split(' ')[0] as 'POST', url, payload, headers: { ...cabecalhos, authorization: `Bearer ${token}` } });
  let res = await chamar();
  if (res.statusCode === 401 && !caso.assinado) {
    // A route may end the session it was called with (password change, logout): try again with a new one.
    await novaSessao();
    res = await chamar();
  }
  return res;
}

describe('text that is not text never answers 5xx', () => {
  it('JSON.stringify writes a lone surrogate as the escape \\ud800 (what PostgreSQL refuses)', () => {
    expect(JSON.stringify({ a: RUINS['surrogate alto solto'] })).toContain('\\ud800');
  });

  it('the plausible bodies of the routes that store text are accepted as they are (so the walk reaches the database)', async () => {
    await novaSessao();
    const porRota = new Map(t.app.rotasApi.map((r) => [`${r.method} ${r.url}`, r]));
    const esperados: [string, number][] = [
      ['PUT /wsapp/usuario/cadastro', 200],
      ['PUT /wsapp/requerimentos/:id', 200],
      ['POST /wsapp/ouvidoria/anonima', 201],
      ['POST /wsapp/requerimentos/:id/cancelar', 200],
      ['POST /wsapp/area-restrita/requerimentos/:id/transicoes', 200],
      ['POST /wsapp/area-restrita/financeiro/revisao/:id/resolver', 200],
      ['PUT /wsapp/area-restrita/requerimentos-interno/:id', 200],
    ];
    const obtidos: [string, number][] = [];
    for (const [rota] of esperados) {
      const [caso] = await casosDaRota(porRota.get(rota)!);
      obtidos.push([rota, (await enviar(caso!, caso!.corpo)).statusCode]);
    }
    expect(obtidos).toEqual(esperados);
    const sugestao = (await casosDaRota(porRota.get('POST /wsapp/requerimentos')!)).find((c) => (c.corpo as { codigo: string }).codigo === '298');
    expect((await enviar(sugestao!, sugestao!.corpo)).statusCode).toBe(201);
  });

  it('every JSON route with a body answers < 500 with a lone surrogate or a control character in any string', { timeout: 300_000 }, async () => {
    await novaSessao();
    const rotas = t.app.rotasApi.filter((r) => r.body !== undefined && r.method !== 'GET' && r.method !== 'HEAD');
    expect(rotas.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /wsapp/requerimentos', 'PUT /wsapp/requerimentos/:id', 'POST /wsapp/ouvidoria/anonima', 'PUT /wsapp/usuario/cadastro', 'POST /wsapp/requerimentos/:id/cancelar']),
    );
    const falhas: string[] = [];
    let enviados = 0;
    for (const rota of rotas) {
      for (const caso of await casosDaRota(rota)) {
        for (const caminho of caminhosDeTexto(caso.corpo)) {
          for (const [nome, ruim] of Object.entries(RUINS)) {
            const res = await enviar(caso, comTexto(caso.corpo, caminho, ruim));
            enviados++;
            if (res.statusCode >= 500) falhas.push(`${caso.rota} ${caminho.join('.')} com ${nome}: ${res.statusCode}`);
          }
        }
      }
    }
    expect(enviados).toBeGreaterThan(300);
    expect(falhas).toEqual([]);
  });
});

describe('the fields the issue names: 400 naming the field, nothing stored', () => {
  it('POST /wsapp/requerimentos with a lone surrogate in assunto → 400 campos.assunto (the exact body of the report)', async () => {
    const payload = '{"codigo":"298","dados":{"assunto":"\\ud800","texto":"b"}}';
    const res = await t.app.inject({
      method: 'POST',
      url: '/wsapp/requerimentos',
      payload,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${(await abrirSessao(t.db, t.tokens, 1, membro.usuarioId, 'teste', { ip: '127.0.0.1', userAgent: null })).token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ codigo: 'VALIDACAO', campos: { assunto: 'Há caracteres inválidos.' } });
  });

  it('an emoji (a valid surrogate pair) and line breaks in texto are fine', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const res = await chamar(t, p, 'POST', '/wsapp/requerimentos', { codigo: '298', dados: { assunto: 'Elogio 👏', texto: 'Linha 1\n\tLinha 2 😀', servicoRelacionado: '' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().dados).toMatchObject({ assunto: 'Elogio 👏', texto: 'Linha 1\n\tLinha 2 😀' });
  });

  it('POST /wsapp/ouvidoria/anonima with a lone surrogate → 400 naming the field', async () => {
    const res = await chamar(t, null, 'POST', '/wsapp/ouvidoria/anonima', { dados: { ...dadosValidos('301'), texto: 'a\udc00' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().campos).toHaveProperty('texto');
  });

  it('PUT /wsapp/usuario/cadastro: nomeSocial with a lone surrogate → 400, the stored name unchanged (not altered to U+FFFD)', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const corpo = { nomeSocial: 'Mari\ud800a', celular: '62999990001', cep: '74000-000', logradouro: 'Rua 1', numero: '10', complemento: '', bairro: 'Centro', cidade: 'Goiânia', uf: 'GO' };
    const res = await chamar(t, p, 'PUT', '/wsapp/usuario/cadastro', corpo);
    expect(res.statusCode).toBe(400);
    expect(res.json().campos).toEqual({ nomeSocial: 'Há caracteres inválidos.' });
    const [linha] = await linhas<{ nome_social: string | null }>(t.db, sql`select nome_social from pessoas where id = ${p.pessoaId}`);
    expect(linha?.nome_social).toBeNull();
  });

  it('POST /wsapp/requerimentos/:id/cancelar: motivo with a lone surrogate → 400, still enviado', async () => {
    const r = await criarRequerimento(t.db, { pessoaId: membro.pessoaId, codigo: '298', status: 'enviado' });
    const res = await chamar(t, membro, 'POST', `/wsapp/requerimentos/${r.id}/cancelar`, { motivo: 'Não preciso \udfff mais.' });
    expect(res.statusCode).toBe(400);
    expect(res.json().campos).toEqual({ motivo: 'Há caracteres inválidos.' });
    const [linha] = await linhas<{ status: string }>(t.db, sql`select status from requerimentos where id = ${r.id}`);
    expect(linha?.status).toBe('enviado');
  });
});

/* ---------- not only "never 5xx": bad text is never accepted ---------- */

/** Text a field must refuse however it is typed: a lone surrogate (stored as U+FFFD) and bidi controls. */
const NUNCA_ACEITOS: Record<string, string> = {
  'surrogate baixo solto': 'x\udfffy',
  'RLO (U+202E)': 'Nome \u202eadroc',
  'LRE (U+202A)': '\u202aNome',
  'RLI (U+2067)': 'Nome \u2067isolado\u2069',
};
/** Secrets are compared, never shown: any character is theirs. */
const SEGREDOS = new Set(['password', 'senha', 'senhaAtual', 'novaSenha', 'confirmacao']);
/**
 * Values only looked up, never stored, whose answer is the same for anything unknown: the recovery request answers
 * 202 whatever the account (so it reveals none), a gate's code that is not one reads "forjado", a token that is
 * not one is "not valid".
 */
const CONSULTAS = new Set(['POST /wsapp/usuario/esqueci-senha username', 'POST /wsapp/festa-junina/staff/check-in codigo', 'POST /api/valida-jwt token']);

/** Real targets for the staff routes (a form's body is only validated where the route exists). */
interface Alvos {
  evento: string;
  lote: string;
  campanha: string;
  comissao: string;
  processo: string;
  sessao: string;
  votacao: string;
}
let alvos: Alvos;
/** Real guardians for the poll the staff forms are sent to (ADR 059). */
let guardioes: string[] = [];

async function criar(url: string, corpo: unknown): Promise<Record<string, unknown>> {
  const res = await t.app.inject({ method: 'POST', url, payload: corpo as object, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
  return res.json() as Record<string, unknown>;
}

/** The staff forms with plausible bodies and real targets; the other routes as the walk above builds them. */
function casoStaff(chave: string): Caso | null {
  const com = (url: string, corpo: Json): Caso => ({ rota: chave, url: () => url, corpo });
  const e = `/wsapp/festa-junina/staff/eventos/${alvos.evento}`;
  const corpos: Record<string, () => Caso> = {
    'POST /wsapp/festa-junina/staff/eventos': () => com('/wsapp/festa-junina/staff/eventos', corpoEvento()),
    'PUT /wsapp/festa-junina/staff/eventos/:id': () => com(e, corpoEvento()),
    'POST /wsapp/festa-junina/staff/eventos/:id/lotes': () => com(`${e}/lotes`, { ...corpoLote(), ordem: 2 }),
    'PUT /wsapp/festa-junina/staff/eventos/:id/lotes/:loteId': () => com(`${e}/lotes/${alvos.lote}`, corpoLote()),
    'POST /wsapp/area-restrita/vacinas/campanhas': () => com('/wsapp/area-restrita/vacinas/campanhas', corpoCampanha()),
    'PUT /wsapp/area-restrita/vacinas/campanhas/:id': () => com(`/wsapp/area-restrita/vacinas/campanhas/${alvos.campanha}`, corpoCampanha()),
    'POST /wsapp/area-restrita/comissoes': () => com('/wsapp/area-restrita/comissoes', corpoComissao()),
    'PUT /wsapp/area-restrita/comissoes/:id': () => com(`/wsapp/area-restrita/comissoes/${alvos.comissao}`, corpoComissao()),
    'POST /wsapp/area-restrita/comissoes/:id/membros': () => com(`/wsapp/area-restrita/comissoes/${alvos.comissao}/membros`, { ...corpoNomeacao(), pessoa: membro.cpf }),
    'POST /wsapp/area-restrita/comissoes/:id/reunioes': () => com(`/wsapp/area-restrita/comissoes/${alvos.comissao}/reunioes`, corpoReuniao()),
    'POST /wsapp/area-restrita/processos': () => com('/wsapp/area-restrita/processos', corpoProcesso()),
    'POST /wsapp/area-restrita/processos/:id/movimentos': () => com(`/wsapp/area-restrita/processos/${alvos.processo}/movimentos`, corpoMovimento()),
    'POST /wsapp/area-restrita/sessoes': () => com('/wsapp/area-restrita/sessoes', corpoSessao()),
    'PUT /wsapp/area-restrita/sessoes/:id': () => com(`/wsapp/area-restrita/sessoes/${alvos.sessao}`, corpoSessao()),
    'POST /wsapp/votacoes-admin': () => com('/wsapp/votacoes-admin', corpoVotacao(guardioes)),
    'PUT /wsapp/votacoes-admin/:id': () => com(`/wsapp/votacoes-admin/${alvos.votacao}`, corpoVotacao(guardioes)),
  };
  return corpos[chave]?.() ?? null;
}

describe('bad text is refused, not stored: lone surrogates and bidi controls, member and staff', () => {
  beforeAll(async () => {
    await novaSessao();
    guardioes = (await Promise.all([1, 2, 3].map(() => criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita'] })))).map((p) => p.usuarioId);
    const evento = await criar('/wsapp/festa-junina/staff/eventos', corpoEvento());
    const comLote = await criar(`/wsapp/festa-junina/staff/eventos/${evento.id as string}/lotes`, corpoLote());
    alvos = {
      evento: evento.id as string,
      lote: (comLote.lotes as { id: string }[])[0]!.id,
      campanha: (await criar('/wsapp/area-restrita/vacinas/campanhas', corpoCampanha())).id as string,
      comissao: (await criar('/wsapp/area-restrita/comissoes', corpoComissao())).id as string,
      processo: (await criar('/wsapp/area-restrita/processos', corpoProcesso())).id as string,
      sessao: (await criar('/wsapp/area-restrita/sessoes', corpoSessao())).id as string,
      votacao: (await criar('/wsapp/votacoes-admin', corpoVotacao(guardioes))).id as string,
    };
  });

  it('the staff forms the issue names: each free-text field refuses them with "Há caracteres inválidos." and nothing changes', async () => {
    const campos: [string, string[]][] = [
      ['POST /wsapp/festa-junina/staff/eventos', ['nome', 'local']],
      ['PUT /wsapp/festa-junina/staff/eventos/:id', ['nome', 'local']],
      ['POST /wsapp/festa-junina/staff/eventos/:id/lotes', ['nome']],
      ['POST /wsapp/area-restrita/comissoes', ['nome', 'finalidade']],
      ['PUT /wsapp/area-restrita/comissoes/:id', ['nome', 'finalidade']],
      ['POST /wsapp/area-restrita/comissoes/:id/reunioes', ['local', 'pauta']],
      ['POST /wsapp/area-restrita/processos', ['assunto', 'fase']],
      ['POST /wsapp/area-restrita/processos/:id/movimentos', ['texto']],
      ['POST /wsapp/area-restrita/sessoes', ['local', 'observacoes']],
      ['POST /wsapp/votacoes-admin', ['titulo', 'descricao', 'opcoes.0']],
      ['POST /wsapp/area-restrita/vacinas/campanhas', ['vacina', 'descricao', 'locais.0']],
    ];
    const contar = async () =>
      linhas<{ n: number }>(
        t.db,
        sql`select (select count(*) from festa_eventos) + (select count(*) from festa_lotes) + (select count(*) from comissoes) + (select count(*) from comissao_reunioes)
          + (select count(*) from processos) + (select count(*) from processo_movimentos) + (select count(*) from sessoes_julgamento) + (select count(*) from votacoes)
          + (select count(*) from vacinas_campanhas) as n`,
      );
    const antes = await contar();
    const falhas: string[] = [];
    for (const [chave, nomes] of campos) {
      const caso = casoStaff(chave)!;
      for (const nome of nomes) {
        for (const [rotulo, ruim] of Object.entries(NUNCA_ACEITOS)) {
          const res = await enviar(caso, comTexto(caso.corpo, nome.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), ruim));
          const campo = (res.json() as { campos?: Record<string, string> }).campos?.[nome];
          if (res.statusCode !== 400 || campo !== MENSAGEM_CARACTERE_INVALIDO) falhas.push(`${chave} ${nome} com ${rotulo}: ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(falhas).toEqual([]);
    expect(await contar()).toEqual(antes);
  });

  it('every JSON route whose plausible body is accepted refuses them in every string it takes (secrets aside)', { timeout: 300_000 }, async () => {
    await novaSessao();
    const rotas = t.app.rotasApi.filter((r) => r.body !== undefined && r.method !== 'GET' && r.method !== 'HEAD' && !r.url.startsWith('/wsapp/pagamentos/webhook/'));
    const falhas: string[] = [];
    const julgadas = new Set<string>();
    for (const rota of rotas) {
      const chave = `${rota.method} ${rota.url}`;
      const staff = casoStaff(chave);
      for (const caso of staff ? [staff] : await casosDaRota(rota)) {
        // Only where the plausible body is accepted can a refusal be the text's.
        if ((await enviar(caso, caso.corpo)).statusCode >= 300) continue;
        for (const caminho of caminhosDeTexto(caso.corpo)) {
          if (SEGREDOS.has(String(caminho.at(-1))) || CONSULTAS.has(`${chave} ${caminho.join('.')}`)) continue;
          julgadas.add(chave);
          for (const [rotulo, ruim] of Object.entries(NUNCA_ACEITOS)) {
            const res = await enviar(caso, comTexto(caso.corpo, caminho, ruim));
            if (res.statusCode < 300 || res.statusCode >= 500) falhas.push(`${chave} ${caminho.join('.')} com ${rotulo}: ${res.statusCode}`);
          }
        }
      }
    }
    expect(falhas).toEqual([]);
    expect([...julgadas]).toEqual(
      expect.arrayContaining([
        'POST /wsapp/festa-junina/staff/eventos',
        'POST /wsapp/area-restrita/comissoes',
        'POST /wsapp/area-restrita/processos/:id/movimentos',
        'POST /wsapp/area-restrita/sessoes',
        'POST /wsapp/votacoes-admin',
        'POST /wsapp/area-restrita/vacinas/campanhas',
        'PUT /wsapp/usuario/cadastro',
        'PUT /wsapp/requerimentos/:id',
        'POST /wsapp/dependentes',
      ]),
    );
  });
});

describe('defence in depth: PostgreSQL refusing malformed text is a 400, not a 500', () => {
  it.each([
    ['json with a lone surrogate (22P02)', sql`select ${'{"a":"\\ud800"}'}::jsonb`],
    ['NUL in jsonb (22P05)', sql`select ${'{"a":"\\u0000"}'}::jsonb`],
  ])('%s', async (_nome, consulta) => {
    // The embedded database's socket may drop the connection after an error; the pool replaces it on first use.
    await t.db.execute(sql`select 1`).catch(() => undefined);
    const app = Fastify();
    await app.register(services, { config: t.config, db: t.db, tokens: t.tokens, limiter: {} as never, mailer: {} as never, armazenamento: {} as never });
    await app.register(errorHandler);
    app.post('/x', async () => {
      await t.db.execute(consulta);
      return { ok: true };
    });
    const res = await app.inject({ method: 'POST', url: '/x', payload: {} });
    await app.close();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem: 'Há caracteres inválidos no texto enviado. Remova-os e tente de novo.', codigo: 'TEXTO_INVALIDO' });
  });

  it('a malformed uuid reaching the database (22P02 too) is our bug: a 500, not the client\'s text', async () => {
    await t.db.execute(sql`select 1`).catch(() => undefined);
    const app = Fastify();
    await app.register(services, { config: t.config, db: t.db, tokens: t.tokens, limiter: {} as never, mailer: {} as never, armazenamento: {} as never });
    await app.register(errorHandler);
    app.post('/x', async () => {
      await t.db.execute(sql`select ${'nao-e-uuid'}::uuid`);
      return { ok: true };
    });
    const res = await app.inject({ method: 'POST', url: '/x', payload: {} });
    await app.close();
    expect(res.statusCode).toBe(500);
  });
});
