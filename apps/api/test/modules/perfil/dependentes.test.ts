import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hojeSaoPaulo, somarDias } from '@portal/contracts';
import { dependentes, historicoCadastral } from '../../../src/db/schema/index.js';
import { abrirSessao } from '../../../src/modules/auth/sessao.service.js';
import { dependentesDe, dependentesDoMembro } from '../../../src/modules/perfil/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, formatar, gerarCpf, type PessoaCriada } from '../../helpers/fabrica.js';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => t.close());

async function tokenDe(p: PessoaCriada): Promise<string> {
  const s = await abrirSessao(t.db, t.tokens, 1, p.usuarioId, 'teste', { ip: '127.0.0.1', userAgent: null });
  return s.token;
}

async function chamar(p: PessoaCriada | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  const headers: Record<string, string> = p ? { authorization: `Bearer ${await tokenDe(p)}` } : {};
  return t.app.inject({ method, url: `/wsapp${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

const contarLinhas = async (pessoaId: string) => {
  const [d] = await t.db.select({ n: count() }).from(dependentes).where(eq(dependentes.pessoaId, pessoaId));
  const [h] = await t.db.select({ n: count() }).from(historicoCadastral).where(eq(historicoCadastral.pessoaId, pessoaId));
  return { dependentes: d?.n ?? 0, historico: h?.n ?? 0 };
};

const historicoDe = (pessoaId: string) => t.db.select().from(historicoCadastral).where(eq(historicoCadastral.pessoaId, pessoaId));

describe('dependants registry: CRUD', () => {
  it('adds, lists, edits and removes; each change is one history line by the member; the list shows only current ones', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const cpf = gerarCpf();
    const criar = await chamar(p, 'POST', '/dependentes', { nome: '  Ana Clara Souza  ', cpf: formatar(cpf), parentesco: 'filho', nascimento: '2012-07-01' });
    expect(criar.statusCode).toBe(201);
    const d = criar.json();
    expect(d).toMatchObject({ nome: 'Ana Clara Souza', cpf, parentesco: 'filho', nascimento: '2012-07-01' });

    const semCpf = await chamar(p, 'POST', '/dependentes', { nome: 'Bento Souza', cpf: '', parentesco: 'tutelado', nascimento: '2019-01-31' });
    expect(semCpf.statusCode).toBe(201);
    expect(semCpf.json().cpf).toBeNull();

    const lista = await chamar(p, 'GET', '/dependentes');
    expect(lista.statusCode).toBe(200);
    expect(lista.json().itens.map((i: { nome: string }) => i.nome)).toEqual(['Ana Clara Souza', 'Bento Souza']);

    const editar = await chamar(p, 'PUT', `/dependentes/${d.id}`, { nome: 'Ana Clara Souza Lima', cpf, parentesco: 'enteado', nascimento: '2012-07-02' });
    expect(editar.statusCode).toBe(200);
    expect(editar.json()).toMatchObject({ id: d.id, nome: 'Ana Clara Souza Lima', parentesco: 'enteado', nascimento: '2012-07-02' });

    // The same data again: nothing written.
    const antes = await contarLinhas(p.pessoaId);
    expect((await chamar(p, 'PUT', `/dependentes/${d.id}`, { nome: 'Ana Clara Souza Lima', cpf, parentesco: 'enteado', nascimento: '2012-07-02' })).statusCode).toBe(200);
    expect(await contarLinhas(p.pessoaId)).toEqual(antes);

    const remover = await chamar(p, 'DELETE', `/dependentes/${d.id}`);
    expect(remover.statusCode).toBe(200);
    expect(remover.json()).toEqual({ id: d.id });
    expect((await chamar(p, 'DELETE', `/dependentes/${d.id}`)).statusCode).toBe(404);
    expect((await chamar(p, 'PUT', `/dependentes/${d.id}`, { nome: 'Ana', cpf: '', parentesco: 'filho', nascimento: '2012-07-02' })).statusCode).toBe(404);
    expect((await chamar(p, 'GET', '/dependentes')).json().itens.map((i: { nome: string }) => i.nome)).toEqual(['Bento Souza']);
    // Logical removal: the row stays, with its date.
    const [linha] = await t.db.select().from(dependentes).where(eq(dependentes.id, d.id));
    expect(linha?.removidoEm).toBeInstanceOf(Date);

    const h = (await historicoDe(p.pessoaId)).sort((a, b) => a.em.getTime() - b.em.getTime());
    expect(h).toHaveLength(4);
    expect(h.every((l) => l.campo === 'dependente' && l.alteradoPor === p.usuarioId)).toBe(true);
    expect(h.find((l) => l.valorAnterior === null && l.valorNovo?.startsWith('Ana Clara Souza ('))?.valorNovo).toBe(
      `Ana Clara Souza (Filho(a); CPF ${formatar(cpf)}; nascimento 01/07/2012)`,
    );
    expect(h.find((l) => l.valorNovo?.startsWith('Bento'))?.valorNovo).toBe('Bento Souza (Tutelado(a); nascimento 31/01/2019)');
    expect(h).toContainEqual(
      expect.objectContaining({
        valorAnterior: `Ana Clara Souza (Filho(a); CPF ${formatar(cpf)}; nascimento 01/07/2012)`,
        valorNovo: `Ana Clara Souza Lima (Enteado(a); CPF ${formatar(cpf)}; nascimento 02/07/2012)`,
      }),
    );
    expect(h).toContainEqual(expect.objectContaining({ valorAnterior: `Ana Clara Souza Lima (Enteado(a); CPF ${formatar(cpf)}; nascimento 02/07/2012)`, valorNovo: null }));

    // The history the profile page reads shows them with the rest.
    const hist = await chamar(p, 'GET', '/usuario/historico-cadastral');
    expect(hist.json().itens.filter((i: { campo: string }) => i.campo === 'dependente')).toHaveLength(4);

    // A removed dependant's CPF may be registered again.
    expect((await chamar(p, 'POST', '/dependentes', { nome: 'Ana Clara Souza Lima', cpf, parentesco: 'enteado', nascimento: '2012-07-02' })).statusCode).toBe(201);
  });

  it('answers 401 without a session; collaborators (no inscrição) use it too', async () => {
    expect((await chamar(null, 'GET', '/dependentes')).statusCode).toBe(401);
    expect((await chamar(null, 'POST', '/dependentes', { nome: 'Fulano', parentesco: 'filho', nascimento: '2010-01-01' })).statusCode).toBe(401);
    const colaborador = await criarPessoa(t.db);
    expect((await chamar(colaborador, 'POST', '/dependentes', { nome: 'Filha do Colaborador', parentesco: 'filho', nascimento: '2010-01-01' })).statusCode).toBe(201);
  });
});

describe('dependants registry: ownership', () => {
  it("another member's dependant is 404 like a missing one, and is left untouched", async () => {
    const dona = await criarPessoa(t.db, { advogado: true });
    const intrusa = await criarPessoa(t.db, { advogado: true });
    const d = (await chamar(dona, 'POST', '/dependentes', { nome: 'Filho da Dona', cpf: gerarCpf(), parentesco: 'filho', nascimento: '2011-05-05' })).json();
    const antes = await contarLinhas(dona.pessoaId);

    const ausente = await chamar(intrusa, 'PUT', '/dependentes/3f1d2c3b-0000-4000-8000-000000000000', { nome: 'Outro Nome', cpf: '', parentesco: 'filho', nascimento: '2011-05-05' });
    const alheio = await chamar(intrusa, 'PUT', `/dependentes/${d.id}`, { nome: 'Outro Nome', cpf: '', parentesco: 'filho', nascimento: '2011-05-05' });
    expect(alheio.statusCode).toBe(404);
    expect(alheio.json()).toEqual(ausente.json());
    const removerAlheio = await chamar(intrusa, 'DELETE', `/dependentes/${d.id}`);
    expect(removerAlheio.statusCode).toBe(404);
    expect(removerAlheio.json()).toEqual((await chamar(intrusa, 'DELETE', '/dependentes/nao-e-um-uuid')).json());
    expect((await chamar(intrusa, 'GET', '/dependentes')).json().itens).toEqual([]);

    expect(await contarLinhas(dona.pessoaId)).toEqual(antes);
    expect((await contarLinhas(intrusa.pessoaId)).historico).toBe(0);
    const [linha] = await t.db.select().from(dependentes).where(eq(dependentes.id, d.id));
    expect(linha).toMatchObject({ nome: 'Filho da Dona', removidoEm: null });
  });

  it('the read door answers only the member’s current dependants', async () => {
    const a = await criarPessoa(t.db);
    const b = await criarPessoa(t.db);
    const da = (await chamar(a, 'POST', '/dependentes', { nome: 'Dependente de A', parentesco: 'filho', nascimento: '2010-01-01' })).json();
    const db = (await chamar(b, 'POST', '/dependentes', { nome: 'Dependente de B', parentesco: 'filho', nascimento: '2010-01-01' })).json();
    expect((await dependentesDe(t.db, a.pessoaId)).map((d) => d.id)).toEqual([da.id]);
    expect([...(await dependentesDoMembro(t.db, a.pessoaId, [da.id, db.id])).keys()]).toEqual([da.id]);
    await chamar(a, 'DELETE', `/dependentes/${da.id}`);
    expect((await dependentesDoMembro(t.db, a.pessoaId, [da.id])).size).toBe(0);
  });
});

describe('dependants registry: validation changes nothing', () => {
  const amanha = somarDias(hojeSaoPaulo(), 1);
  it.each([
    ['no name', { nome: '   ', parentesco: 'filho', nascimento: '2010-01-01' }, 'nome', 'Informe o nome do dependente.'],
    ['a name too long', { nome: 'A'.repeat(151), parentesco: 'filho', nascimento: '2010-01-01' }, 'nome', 'Use no máximo 150 caracteres.'],
    ['an invalid CPF', { nome: 'Fulano de Tal', cpf: '111.111.111-11', parentesco: 'filho', nascimento: '2010-01-01' }, 'cpf', 'CPF inválido. Confira os dígitos.'],
    ['a wrong check digit', { nome: 'Fulano de Tal', cpf: '529.982.247-26', parentesco: 'filho', nascimento: '2010-01-01' }, 'cpf', 'CPF inválido. Confira os dígitos.'],
    ['an unknown kinship', { nome: 'Fulano de Tal', parentesco: 'primo', nascimento: '2010-01-01' }, 'parentesco', 'Escolha o parentesco.'],
    ['a date that does not exist', { nome: 'Fulano de Tal', parentesco: 'filho', nascimento: '2023-02-30' }, 'nascimento', 'Data inválida.'],
    ['a date before 1900', { nome: 'Fulano de Tal', parentesco: 'pai_mae', nascimento: '1899-12-31' }, 'nascimento', 'A data de nascimento deve ser a partir de 01/01/1900.'],
    ['a date in the future', { nome: 'Fulano de Tal', parentesco: 'filho', nascimento: amanha }, 'nascimento', 'A data de nascimento não pode estar no futuro.'],
    ['no date', { nome: 'Fulano de Tal', parentesco: 'filho' }, 'nascimento', undefined],
  ])('refuses %s with a Portuguese message on the field', async (_caso, corpo, campo, mensagem) => {
    const p = await criarPessoa(t.db);
    const existente = (await chamar(p, 'POST', '/dependentes', { nome: 'Já Cadastrado', parentesco: 'filho', nascimento: '2010-01-01' })).json();
    const antes = await contarLinhas(p.pessoaId);
    const r = await chamar(p, 'POST', '/dependentes', corpo);
    expect(r.statusCode).toBe(400);
    const campos = r.json().campos as Record<string, string>;
    expect(Object.keys(campos)).toContain(campo);
    if (mensagem) expect(campos[campo]).toBe(mensagem);
    const editar = await chamar(p, 'PUT', `/dependentes/${existente.id}`, corpo);
    expect(editar.statusCode).toBe(400);
    expect(await contarLinhas(p.pessoaId)).toEqual(antes);
    const [linha] = await t.db.select().from(dependentes).where(eq(dependentes.id, existente.id));
    expect(linha?.nome).toBe('Já Cadastrado');
  });

  it("refuses the member's own CPF, a CPF repeated among current dependants, and a second spouse", async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const antes0 = await contarLinhas(p.pessoaId);
    const proprio = await chamar(p, 'POST', '/dependentes', { nome: 'Eu Mesmo', cpf: formatar(p.cpf), parentesco: 'filho', nascimento: '2010-01-01' });
    expect(proprio.statusCode).toBe(400);
    expect(proprio.json()).toMatchObject({ codigo: 'DEPENDENTE_CPF_PROPRIO', campos: { cpf: 'Este é o seu próprio CPF. Informe o CPF do dependente.' } });
    expect(await contarLinhas(p.pessoaId)).toEqual(antes0);

    const cpf = gerarCpf();
    const primeiro = (await chamar(p, 'POST', '/dependentes', { nome: 'Primeiro Filho', cpf, parentesco: 'filho', nascimento: '2010-01-01' })).json();
    const conjuge = (await chamar(p, 'POST', '/dependentes', { nome: 'Cônjuge Atual', parentesco: 'conjuge', nascimento: '1980-01-01' })).json();
    const antes = await contarLinhas(p.pessoaId);

    const repetido = await chamar(p, 'POST', '/dependentes', { nome: 'Outro Nome', cpf: formatar(cpf), parentesco: 'filho', nascimento: '2011-01-01' });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json()).toMatchObject({ codigo: 'DEPENDENTE_CPF_REPETIDO', campos: { cpf: 'Você já tem um dependente com este CPF.' } });

    const segundo = await chamar(p, 'POST', '/dependentes', { nome: 'Segundo Cônjuge', parentesco: 'conjuge', nascimento: '1981-01-01' });
    expect(segundo.statusCode).toBe(409);
    expect(segundo.json()).toMatchObject({ codigo: 'DEPENDENTE_CONJUGE_REPETIDO' });
    expect(segundo.json().campos.parentesco).toMatch(/cônjuge/);

    // Editing into a conflict is refused the same way.
    const outro = (await chamar(p, 'POST', '/dependentes', { nome: 'Outro Filho', parentesco: 'filho', nascimento: '2012-01-01' })).json();
    const depois = await contarLinhas(p.pessoaId);
    expect(depois.dependentes).toBe(antes.dependentes + 1);
    expect((await chamar(p, 'PUT', `/dependentes/${outro.id}`, { nome: 'Outro Filho', cpf, parentesco: 'filho', nascimento: '2012-01-01' })).json().codigo).toBe('DEPENDENTE_CPF_REPETIDO');
    expect((await chamar(p, 'PUT', `/dependentes/${outro.id}`, { nome: 'Outro Filho', parentesco: 'conjuge', nascimento: '2012-01-01' })).json().codigo).toBe('DEPENDENTE_CONJUGE_REPETIDO');
    expect((await chamar(p, 'PUT', `/dependentes/${outro.id}`, { nome: 'Outro Filho', cpf: p.cpf, parentesco: 'filho', nascimento: '2012-01-01' })).json().codigo).toBe('DEPENDENTE_CPF_PROPRIO');
    expect(await contarLinhas(p.pessoaId)).toEqual(depois);
    const [linhaOutro] = await t.db.select().from(dependentes).where(eq(dependentes.id, outro.id));
    expect(linhaOutro).toMatchObject({ cpf: null, parentesco: 'filho' });

    // The spouse may be edited (still the one spouse), and after removal another may be registered.
    expect((await chamar(p, 'PUT', `/dependentes/${conjuge.id}`, { nome: 'Cônjuge Atual Silva', parentesco: 'conjuge', nascimento: '1980-01-01' })).statusCode).toBe(200);
    expect((await chamar(p, 'DELETE', `/dependentes/${conjuge.id}`)).statusCode).toBe(200);
    expect((await chamar(p, 'POST', '/dependentes', { nome: 'Nova Companheira', parentesco: 'conjuge', nascimento: '1985-01-01' })).statusCode).toBe(201);
    // Another member may register the same CPF as their own dependant.
    const outraPessoa = await criarPessoa(t.db);
    expect((await chamar(outraPessoa, 'POST', '/dependentes', { nome: 'Primeiro Filho', cpf, parentesco: 'enteado', nascimento: '2010-01-01' })).statusCode).toBe(201);
    expect(primeiro.id).toBeTruthy();
  });

  it('concurrent inserts of the same CPF: exactly one gets in, the others are 409', async () => {
    const p = await criarPessoa(t.db);
    const cpf = gerarCpf();
    const tokens = await Promise.all(Array.from({ length: 6 }, () => tokenDe(p)));
    const respostas = await Promise.all(
      tokens.map((tk, i) =>
        t.app.inject({
          method: 'POST',
          url: '/wsapp/dependentes',
          headers: { authorization: `Bearer ${tk}` },
          payload: { nome: `Mesmo CPF ${i}`, cpf, parentesco: 'filho', nascimento: '2014-01-01' },
        }),
      ),
    );
    const codigos = respostas.map((r) => r.statusCode).sort();
    expect(codigos).toEqual([201, 409, 409, 409, 409, 409]);
    const atuais = await t.db.select().from(dependentes).where(and(eq(dependentes.pessoaId, p.pessoaId), isNull(dependentes.removidoEm)));
    expect(atuais).toHaveLength(1);
    expect((await historicoDe(p.pessoaId)).length).toBe(1);

    // Two spouses at once: one.
    const conjuges = await Promise.all(
      tokens.slice(0, 4).map((tk, i) =>
        t.app.inject({ method: 'POST', url: '/wsapp/dependentes', headers: { authorization: `Bearer ${tk}` }, payload: { nome: `Cônjuge ${i}`, parentesco: 'conjuge', nascimento: '1980-01-01' } }),
      ),
    );
    expect(conjuges.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });
});

describe('LGPD export', () => {
  it('includes the current and the removed dependants with their dates, and none of another member', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const outra = await criarPessoa(t.db);
    const cpfAtual = gerarCpf();
    await chamar(p, 'POST', '/dependentes', { nome: 'Dependente Atual', cpf: cpfAtual, parentesco: 'filho', nascimento: '2013-03-03' });
    const removido = (await chamar(p, 'POST', '/dependentes', { nome: 'Dependente Removido', parentesco: 'pai_mae', nascimento: '1950-05-05' })).json();
    await chamar(p, 'DELETE', `/dependentes/${removido.id}`);
    await chamar(outra, 'POST', '/dependentes', { nome: 'Dependente Alheio', parentesco: 'filho', nascimento: '2013-03-03' });

    const r = await chamar(p, 'GET', '/usuario/meus-dados');
    expect(r.statusCode).toBe(200);
    const d = r.json();
    expect(d.dependentes).toHaveLength(2);
    expect(d.dependentes).toContainEqual(
      expect.objectContaining({ nome: 'Dependente Atual', cpf: cpfAtual, parentesco: 'filho', nascimento: '2013-03-03', criadoEm: expect.any(String), removidoEm: null }),
    );
    const rem = d.dependentes.find((x: { nome: string }) => x.nome === 'Dependente Removido');
    expect(rem).toMatchObject({ id: removido.id, parentesco: 'pai_mae', nascimento: '1950-05-05' });
    expect(new Date(rem.removidoEm).getTime()).toBeGreaterThan(0);
    expect(d.historicoCadastral.filter((h: { campo: string }) => h.campo === 'dependente')).toHaveLength(3);
    expect(r.body).not.toContain('Dependente Alheio');
  });
});
