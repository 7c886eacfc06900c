import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../../src/db/schema/index.js';
import { abrirSessao } from '../../../src/modules/auth/sessao.service.js';
import { ACOES_DE_ACESSO, linhaDeAuditoria } from '../../../src/modules/auditoria/auditoria.repository.js';
import { criarAppDeTeste, type AppDeTeste, type DatabaseDeTeste } from '../../helpers/app.js';
import { bancoIsolado } from '../../helpers/banco-isolado.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';

/** The panel counts every row of the log: this file has its own database, so the counts are exact. */
let banco: DatabaseDeTeste;
let t: AppDeTeste;
let staff: PessoaCriada;
let membro: PessoaCriada;

beforeAll(async () => {
  banco = await bancoIsolado();
  t = await criarAppDeTeste({}, { banco });
  [staff, membro] = await Promise.all([
    criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita'], nome: 'Servidora Auditora' }),
    criarPessoa(t.db, { advogado: true, nome: 'Membro Auditado' }),
  ]);
});
afterAll(async () => {
  await t?.close();
  await banco?.close();
});

/** A staff session opened without an audit row of its own (abrirSessao without an event). */
async function listar(query: string) {
  const s = await abrirSessao(t.db, t.tokens, 1, staff.usuarioId, 'teste', { ip: '127.0.0.1', userAgent: null });
  return t.app.inject({ method: 'GET', url: `/wsapp/auditoria${query}`, headers: { authorization: `Bearer ${s.token}` } });
}

async function limparLog() {
  await t.db.delete(auditoria);
}

/** Rows written as the modules write them, at chosen instants (oldest first in `acoes`). */
async function gravar(acoes: string[]) {
  const base = Date.now() - 60_000;
  await t.db.insert(auditoria).values(
    acoes.map((acao, i) => ({ ...linhaDeAuditoria({ acao, sucesso: true, usuarioId: staff.usuarioId }), em: new Date(base + i * 1000) })),
  );
}

describe('GET /wsapp/auditoria?tipo=', () => {
  it('lists only accesses by default and with tipo=acessos (the total too); tipo=todos adds the staff actions', async () => {
    await limparLog();
    // A real sign-in writes the access row; the staff action is written as the module writes it, a second later.
    const login = await t.app.inject({ method: 'POST', url: '/wsapp/usuario/login', payload: { username: membro.cpf, password: membro.senha } });
    expect(login.statusCode).toBe(200);
    await t.db.insert(auditoria).values({
      ...linhaDeAuditoria({ acao: 'processos.movimento_lancado', sucesso: true, usuarioId: staff.usuarioId, detalhes: { processoId: 'x' } }),
      em: new Date(Date.now() + 1000),
    });

    for (const query of ['', '?tipo=acessos', '?pagina=1&tamanho=20&tipo=acessos']) {
      const res = await listar(query);
      expect(res.statusCode, query).toBe(200);
      const body = res.json();
      expect(body.total, query).toBe(1);
      expect(body.itens, query).toHaveLength(1);
      expect(body.itens[0]).toMatchObject({ acao: 'login', sucesso: true, usuarioNome: 'Membro Auditado', metodo: 'senha-usuario' });
    }

    const todos = await listar('?tipo=todos');
    expect(todos.statusCode).toBe(200);
    expect(todos.json().total).toBe(2);
    expect(todos.json().itens.map((i: { acao: string }) => i.acao)).toEqual(['processos.movimento_lancado', 'login']);
    expect(todos.json().itens[0].usuarioNome).toBe('Servidora Auditora');
  });

  it('pages through the accesses alone: the offset and the total skip the staff actions', async () => {
    await limparLog();
    // Oldest first: the accesses are interleaved with staff actions.
    await gravar(['login', 'votacao.aberta', 'logout', 'festa.lote_criado', 'sessao_revogada', 'vacinas.dose_aplicada', 'preferencias_alteradas']);

    const p1 = (await listar('?pagina=1&tamanho=2')).json();
    expect(p1.total).toBe(3);
    expect(p1.itens.map((i: { acao: string }) => i.acao)).toEqual(['sessao_revogada', 'logout']);
    const p2 = (await listar('?pagina=2&tamanho=2')).json();
    expect(p2.total).toBe(3);
    expect(p2.itens.map((i: { acao: string }) => i.acao)).toEqual(['login']);

    const todos = (await listar('?pagina=2&tamanho=2&tipo=todos')).json();
    expect(todos.total).toBe(7);
    expect(todos.itens.map((i: { acao: string }) => i.acao)).toEqual(['sessao_revogada', 'festa.lote_criado']);
  });

  it('every access code counts as an access; profile, preference, export and staff codes do not', async () => {
    await limparLog();
    const outras = ['preferencias_alteradas', 'exportar_dados', 'atualizar_cadastro', 'gravacao_usabilidade_alterada', 'requerimento_transicao', 'sessoes.sessao_encerrada', 'contato_visualizado'];
    await gravar([...ACOES_DE_ACESSO, ...outras]);
    const acessos = (await listar('?tamanho=100')).json();
    expect(acessos.total).toBe(ACOES_DE_ACESSO.length);
    expect(new Set(acessos.itens.map((i: { acao: string }) => i.acao))).toEqual(new Set(ACOES_DE_ACESSO));
    expect((await listar('?tamanho=100&tipo=todos')).json().total).toBe(ACOES_DE_ACESSO.length + outras.length);
  });

  it('an unknown tipo answers 400 in Portuguese, naming the parameter (never 500)', async () => {
    for (const tipo of ['xyz', 'ACESSOS', '']) {
      const res = await listar(`?tipo=${tipo}`);
      expect(res.statusCode, tipo).toBe(400);
      const body = res.json();
      expect(body.codigo).toBe('VALIDACAO');
      expect(body.campos).toEqual({ tipo: "Use 'acessos' ou 'todos'." });
      expect(body.mensagem).toBe("Dados inválidos no campo 'tipo': Use 'acessos' ou 'todos'.");
    }
  });
});
