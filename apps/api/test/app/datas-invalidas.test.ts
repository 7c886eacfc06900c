import { MENSAGEM_INTERVALO_DE_DATAS, PERMISSOES, somarDias } from '@portal/contracts';
import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../helpers/app.js';
import {
  corpoCampanha,
  corpoDependente,
  corpoEvento,
  corpoLote,
  corpoNomeacao,
  corpoPrazo,
  corpoProcesso,
  corpoReuniao,
  corpoSessao,
  corpoVotacao,
} from '../helpers/corpos-staff.js';
import { criarPessoa, formatar, gerarCpf, type PessoaCriada } from '../helpers/fabrica.js';
import { hoje, linhas, tokenDe } from '../helpers/requerimentos.js';
import { corpoTabelaAnuidade } from '../helpers/tabela-anuidade.js';

/**
 * Impossible calendar dates (2026-02-30, 2026-13-01, 0000-00-00) and dates out of the portal's range (2100-01-01)
 * sent to every route that takes a date, member and staff: 400 naming the field in Portuguese, nothing stored (the
 * database, which would refuse the date with an error, is never reached). A route added later with a date field
 * must be listed here (the last test walks the routes).
 */

const RUINS = ['2026-02-30', '2026-13-01', '0000-00-00', '2100-01-01'];

let t: AppDeTeste;
let staff: PessoaCriada;
let membro: PessoaCriada;
let tokenStaff = '';
let tokenMembro = '';
const HOJE = hoje();
const depois = (n: number) => somarDias(HOJE, n);
const id = () => randomUUID();

let guardioes: string[] = [];

beforeAll(async () => {
  t = await criarAppDeTeste({ TRUST_PROXY: 'true' });
  staff = await criarPessoa(t.db, { advogado: true, permissoes: [...PERMISSOES] });
  membro = await criarPessoa(t.db, { advogado: true });
  [tokenStaff, tokenMembro] = [await tokenDe(t, staff), await tokenDe(t, membro)];
  // A poll's guardians must be real staff accounts: with them the plausible body passes, so its 400s are the dates.
  guardioes = (await Promise.all([1, 2, 3].map(() => criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita'] })))).map((p) => p.usuarioId);
});
afterAll(() => t?.close());

interface Caso {
  /** 'METHOD /route/:pattern' as the app registers it. */
  rota: string;
  url: () => string;
  quem: 'staff' | 'membro' | 'anonimo';
  corpo: () => Record<string, unknown>;
  /** Date fields of the body; `hora`: a date and time ('YYYY-MM-DDTHH:mm…'). */
  campos: { nome: string; hora?: boolean }[];
}

const CASOS: Caso[] = [
  { rota: 'POST /wsapp/festa-junina/staff/eventos', url: () => '/wsapp/festa-junina/staff/eventos', quem: 'staff', corpo: corpoEvento, campos: [{ nome: 'data' }] },
  { rota: 'PUT /wsapp/festa-junina/staff/eventos/:id', url: () => `/wsapp/festa-junina/staff/eventos/${id()}`, quem: 'staff', corpo: corpoEvento, campos: [{ nome: 'data' }] },
  { rota: 'POST /wsapp/festa-junina/staff/eventos/:id/lotes', url: () => `/wsapp/festa-junina/staff/eventos/${id()}/lotes`, quem: 'staff', corpo: corpoLote, campos: [{ nome: 'abreEm' }] },
  {
    rota: 'PUT /wsapp/festa-junina/staff/eventos/:id/lotes/:loteId',
    url: () => `/wsapp/festa-junina/staff/eventos/${id()}/lotes/${id()}`,
    quem: 'staff',
    corpo: corpoLote,
    campos: [{ nome: 'abreEm' }],
  },
  {
    rota: 'POST /wsapp/area-restrita/vacinas/campanhas',
    url: () => '/wsapp/area-restrita/vacinas/campanhas',
    quem: 'staff',
    corpo: corpoCampanha,
    campos: [{ nome: 'vendaInicio' }, { nome: 'vendaFim' }, { nome: 'aplicacaoInicio' }, { nome: 'aplicacaoFim' }],
  },
  {
    rota: 'PUT /wsapp/area-restrita/vacinas/campanhas/:id',
    url: () => `/wsapp/area-restrita/vacinas/campanhas/${id()}`,
    quem: 'staff',
    corpo: corpoCampanha,
    campos: [{ nome: 'vendaInicio' }, { nome: 'vendaFim' }, { nome: 'aplicacaoInicio' }, { nome: 'aplicacaoFim' }],
  },
  {
    rota: 'POST /wsapp/area-restrita/comissoes/:id/membros',
    url: () => `/wsapp/area-restrita/comissoes/${id()}/membros`,
    quem: 'staff',
    corpo: corpoNomeacao,
    campos: [{ nome: 'inicio' }, { nome: 'fim' }],
  },
  {
    rota: 'POST /wsapp/area-restrita/comissoes/:id/membros/:membroId/encerrar',
    url: () => `/wsapp/area-restrita/comissoes/${id()}/membros/${id()}/encerrar`,
    quem: 'staff',
    corpo: () => ({ fim: HOJE }),
    campos: [{ nome: 'fim' }],
  },
  {
    rota: 'POST /wsapp/area-restrita/comissoes/:id/reunioes',
    url: () => `/wsapp/area-restrita/comissoes/${id()}/reunioes`,
    quem: 'staff',
    corpo: corpoReuniao,
    campos: [{ nome: 'inicio', hora: true }],
  },
  {
    rota: 'POST /wsapp/area-restrita/processos',
    url: () => '/wsapp/area-restrita/processos',
    quem: 'staff',
    corpo: corpoProcesso,
    campos: [{ nome: 'autuadoEm' }],
  },
  {
    rota: 'POST /wsapp/area-restrita/processos/:id/prazos',
    url: () => `/wsapp/area-restrita/processos/${id()}/prazos`,
    quem: 'staff',
    corpo: corpoPrazo,
    campos: [{ nome: 'inicio' }],
  },
  { rota: 'POST /wsapp/votacoes-admin', url: () => '/wsapp/votacoes-admin', quem: 'staff', corpo: () => corpoVotacao(guardioes), campos: [{ nome: 'abreEm', hora: true }, { nome: 'fechaEm', hora: true }] },
  {
    rota: 'PUT /wsapp/votacoes-admin/:id',
    url: () => `/wsapp/votacoes-admin/${id()}`,
    quem: 'staff',
    corpo: () => corpoVotacao(guardioes),
    campos: [{ nome: 'abreEm', hora: true }, { nome: 'fechaEm', hora: true }],
  },
  { rota: 'POST /wsapp/area-restrita/sessoes', url: () => '/wsapp/area-restrita/sessoes', quem: 'staff', corpo: corpoSessao, campos: [{ nome: 'inicio', hora: true }] },
  { rota: 'PUT /wsapp/area-restrita/sessoes/:id', url: () => `/wsapp/area-restrita/sessoes/${id()}`, quem: 'staff', corpo: corpoSessao, campos: [{ nome: 'inicio', hora: true }] },
  {
    rota: 'POST /wsapp/area-restrita/requerimentos/:id/transicoes',
    url: () => `/wsapp/area-restrita/requerimentos/${id()}/transicoes`,
    quem: 'staff',
    corpo: () => ({ acao: 'pedir_diligencia', motivo: 'Junte o comprovante de residência.', prazo: depois(10) }),
    campos: [{ nome: 'prazo' }],
  },
  {
    rota: 'POST /wsapp/area-restrita/financeiro/anuidade/tabelas',
    url: () => '/wsapp/area-restrita/financeiro/anuidade/tabelas',
    quem: 'staff',
    corpo: () => corpoTabelaAnuidade(Number(HOJE.slice(0, 4)) + 1),
    campos: [{ nome: 'vencimento' }],
  },
  {
    rota: 'PUT /wsapp/area-restrita/inscritos/inscricoes/:inscricaoId/situacao',
    url: () => `/wsapp/area-restrita/inscritos/inscricoes/${id()}/situacao`,
    quem: 'staff',
    corpo: () => ({ situacao: 'suspenso', data: HOJE, motivo: 'Suspensão cautelar decidida pelo Tribunal de Ética.' }),
    campos: [{ nome: 'data' }],
  },
  { rota: 'POST /wsapp/convites', url: () => '/wsapp/convites', quem: 'membro', corpo: () => ({ nome: 'Convidado de Teste', cpf: '', data: depois(3) }), campos: [{ nome: 'data' }] },
  { rota: 'POST /wsapp/dependentes', url: () => '/wsapp/dependentes', quem: 'membro', corpo: corpoDependente, campos: [{ nome: 'nascimento' }] },
  { rota: 'PUT /wsapp/dependentes/:id', url: () => `/wsapp/dependentes/${id()}`, quem: 'membro', corpo: corpoDependente, campos: [{ nome: 'nascimento' }] },
  {
    rota: 'POST /wsapp/pessoa/salvar',
    url: () => '/wsapp/pessoa/salvar',
    quem: 'anonimo',
    corpo: () => ({
      nome: 'Fernanda Teste Datas',
      cpf: formatar(gerarCpf()),
      nascimento: '1991-04-12',
      email: `datas-${randomUUID()}@teste.local`,
      celular: '(62) 98888-7777',
      cep: '74000-100',
      logradouro: 'Rua 10',
      numero: '123',
      complemento: '',
      bairro: 'Setor Oeste',
      cidade: 'Goiânia',
      uf: 'GO',
      senha: 'uma frase longa de senha',
      confirmacao: 'uma frase longa de senha',
      aceiteAvisoPrivacidade: true,
    }),
    campos: [{ nome: 'nascimento' }],
  },
];

/** Rows of every table but the ones a request writes whatever it carries (audit trail, sessions, rate limits). */
async function contagens(): Promise<Record<string, number>> {
  const tabelas = await linhas<{ nome: string }>(
    t.db,
    sql`select table_name as nome from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('auditoria', 'sessoes', '__drizzle_migrations') order by 1`,
  );
  const resultado: Record<string, number> = {};
  for (const { nome } of tabelas) {
    const [linha] = await linhas<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(nome)}`);
    resultado[nome] = Number(linha?.n ?? 0);
  }
  return resultado;
}

const ip = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function enviar(caso: Caso, corpo: Record<string, unknown>) {
  const token = caso.quem === 'staff' ? tokenStaff : caso.quem === 'membro' ? tokenMembro : null;
  return t.app.inject({
    method: caso.rota.split(' ')[0] as 'POST',
    url: caso.url(),
    payload: corpo,
    headers: { 'x-forwarded-for': ip(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

describe('impossible and out-of-range dates: 400 in Portuguese, nothing stored', () => {
  it('every date field of every date-taking route', { timeout: 300_000 }, async () => {
    const antes = await contagens();
    const falhas: string[] = [];
    for (const caso of CASOS) {
      for (const campo of caso.campos) {
        for (const ruim of RUINS) {
          const valor = campo.hora ? `${ruim}T10:00:00-03:00` : ruim;
          const res = await enviar(caso, { ...caso.corpo(), [campo.nome]: valor });
          const corpo = res.json() as { codigo?: string; campos?: Record<string, string> };
          const rotulo = `${caso.rota} ${campo.nome}=${valor}: ${res.statusCode} ${JSON.stringify(corpo)}`;
          if (res.statusCode !== 400 || corpo.codigo !== 'VALIDACAO') falhas.push(rotulo);
          // Only the date is wrong: the field is named with a Portuguese date message, and nothing else is.
          else if (Object.keys(corpo.campos ?? {}).join() !== campo.nome || !/data/i.test(corpo.campos?.[campo.nome] ?? '')) falhas.push(rotulo);
        }
      }
    }
    expect(falhas).toEqual([]);
    expect(await contagens()).toEqual(antes);
  });

  it('the report: POST /wsapp/festa-junina/staff/eventos with 2026-02-30, 2026-13-01, 0000-00-00 or 2100-01-01 → 400, no event', async () => {
    const [caso] = CASOS;
    const eventos = async () => (await linhas<{ n: number }>(t.db, sql`select count(*)::int as n from festa_eventos`))[0]?.n;
    const antes = await eventos();
    for (const data of RUINS) {
      const res = await enviar(caso!, { ...corpoEvento(), data });
      expect(res.statusCode, data).toBe(400);
      expect(res.json().campos, data).toEqual({ data: data === '2100-01-01' ? MENSAGEM_INTERVALO_DE_DATAS : 'Informe uma data válida (AAAA-MM-DD).' });
    }
    expect(await eventos()).toBe(antes);
  });

  it('a new festa event is dated today or later (São Paulo); today is fine; an existing one keeps its date when edited', async () => {
    const [caso] = CASOS;
    const ontem = await enviar(caso!, { ...corpoEvento(), data: depois(-1) });
    expect(ontem.statusCode).toBe(400);
    expect(ontem.json().campos).toEqual({ data: expect.stringMatching(/^A data do evento deve ser hoje \(\d{2}\/\d{2}\/\d{4}\) ou depois\.$/) });
    const hojeMesmo = await enviar(caso!, { ...corpoEvento(), data: HOJE });
    expect(hojeMesmo.statusCode).toBe(201);
    const id = hojeMesmo.json().id as string;
    await t.db.execute(sql`update festa_eventos set data = ${depois(-3)} where id = ${id}`);
    const editado = await t.app.inject({
      method: 'PUT',
      url: `/wsapp/festa-junina/staff/eventos/${id}`,
      payload: { ...corpoEvento(), data: depois(-3), nome: 'Arraiá de ontem' },
      headers: { authorization: `Bearer ${tokenStaff}` },
    });
    expect(editado.statusCode).toBe(200);
  });

  it('the plausible bodies pass validation (so the 400s above are the dates)', async () => {
    for (const caso of CASOS) {
      const res = await enviar(caso, caso.corpo());
      expect(res.statusCode, `${caso.rota}: ${res.body}`).not.toBe(400);
      expect(res.statusCode, `${caso.rota}: ${res.body}`).toBeLessThan(500);
    }
  });

  it('the staff session agenda filter: ?de= and ?ate= with an impossible date → 400 naming the parameter', async () => {
    for (const ruim of RUINS) {
      for (const nome of ['de', 'ate']) {
        const res = await t.app.inject({ method: 'GET', url: `/wsapp/area-restrita/sessoes?${nome}=${ruim}`, headers: { authorization: `Bearer ${tokenStaff}` } });
        expect(res.statusCode, `${nome}=${ruim}`).toBe(400);
        expect(Object.keys(res.json().campos ?? {}), `${nome}=${ruim}`).toEqual([nome]);
      }
    }
  });

  it('every route whose body has a date-named field is listed above (bank webhooks aside: machines, their own years)', () => {
    const NOME_DE_DATA = /^(data\w*|nascimento|inicio|fim|vencimento\w*|prazo|de|ate|abertura|encerramento|vigencia\w*|\w+(Inicio|Fim|Em|Data))$/;
    // Fields whose names only look like dates: a ballot part's sender (`de`) is a guardian's number.
    const NAO_SAO_DATAS = ['POST /wsapp/votacoes-guardiao/:id/partes de'];
    const listados = new Set([...CASOS.flatMap((c) => c.campos.map((f) => `${c.rota} ${f.nome}`)), ...NAO_SAO_DATAS]);
    const encontrados: string[] = [];
    const andar = (s: unknown, rota: string): void => {
      if (!s || typeof s !== 'object') return;
      const o = s as { properties?: Record<string, unknown>; items?: unknown; anyOf?: unknown[] };
      for (const [k, v] of Object.entries(o.properties ?? {})) {
        if (NOME_DE_DATA.test(k)) encontrados.push(`${rota} ${k}`);
        andar(v, rota);
      }
      andar(o.items, rota);
      for (const a of o.anyOf ?? []) andar(a, rota);
    };
    for (const r of t.app.rotasApi) {
      if (!r.body || r.url.startsWith('/wsapp/pagamentos/webhook/')) continue;
      andar(z.toJSONSchema(r.body as z.ZodType, { io: 'input', unrepresentable: 'any' }), `${r.method} ${r.url}`);
    }
    expect(encontrados.length).toBeGreaterThan(20);
    expect(encontrados.filter((e) => !listados.has(e))).toEqual([]);
  });
});
