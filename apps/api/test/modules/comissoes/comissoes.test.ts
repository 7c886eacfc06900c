import { hojeSaoPaulo, somarDias, type ComissaoStaff, type ComissoesMembro, type ListaPresenca } from '@portal/contracts';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../../src/db/client.js';
import { comissaoMembros, presencaRegistros } from '../../../src/db/schema/index.js';
import { membrosAtivosDaComissao } from '../../../src/modules/comissoes/index.js';
import { codigoDaSala, lerCodigoDaSala, segredoDaPresenca } from '../../../src/modules/presenca/codigo-sala.js';
import { criarAppDeTeste, type AppDeTeste, type DatabaseDeTeste } from '../../helpers/app.js';
import { criarPessoa, formatar, type PessoaCriada } from '../../helpers/fabrica.js';
import { outraGrafia } from '../../helpers/grafia.js';
import { chamar } from '../../helpers/requerimentos.js';

/** Commissions and attendance lists (issue 14, items 1 and 2). */
let t: AppDeTeste;
let banco: DatabaseDeTeste | undefined;
let staff: PessoaCriada;
let segredo: string;
const HOJE = hojeSaoPaulo();

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  const conexao = url ? connectDatabase(url, 20) : null;
  banco = conexao ? { db: conexao.db, close: () => conexao.close() } : undefined;
  t = await criarAppDeTeste({}, { banco });
  staff = await criarPessoa(t.db, { nome: 'Ana Comissões', permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoComissoes'] });
  segredo = segredoDaPresenca(t.config);
});
afterAll(async () => {
  await t?.close();
  await banco?.close();
});

async function novaComissao(nome = `Comissão Teste ${Math.random().toString(36).slice(2, 8)}`): Promise<ComissaoStaff> {
  const r = await chamar(t, staff, 'POST', '/wsapp/area-restrita/comissoes', { nome, tipo: 'permanente', finalidade: 'Testes' });
  expect(r.statusCode).toBe(201);
  return r.json() as ComissaoStaff;
}

const nomear = (comissaoId: string, o: { pessoa: string; papel?: string; inicio?: string; fim?: string | null }) =>
  chamar(t, staff, 'POST', `/wsapp/area-restrita/comissoes/${comissaoId}/membros`, {
    pessoa: o.pessoa,
    papel: o.papel ?? 'membro',
    portaria: 'Portaria 12/2026, de 02/01/2026',
    inicio: o.inicio ?? somarDias(HOJE, -100),
    fim: o.fim ?? null,
  });

async function membros(comissaoId: string) {
  const [r] = await t.db.select({ n: count() }).from(comissaoMembros).where(eq(comissaoMembros.comissaoId, comissaoId));
  return r!.n;
}

describe('nomeações', () => {
  it('appoints by CPF or inscrição; unknown people, overlapping terms and a second president are refused with nothing written', async () => {
    const c = await novaComissao();
    const a = await criarPessoa(t.db, { advogado: true });
    const b = await criarPessoa(t.db, { advogado: true });

    expect((await nomear(c.id, { pessoa: formatar(a.cpf), papel: 'presidente' })).statusCode).toBe(201);
    const porInscricao = await nomear(c.id, { pessoa: `${b.inscricao!.numero}/GO` });
    expect(porInscricao.statusCode).toBe(201);
    expect((porInscricao.json() as ComissaoStaff).membros.map((m) => m.nome).sort()).toEqual([a.nome, b.nome].sort());
    expect(await membros(c.id)).toBe(2);

    const desconhecida = await nomear(c.id, { pessoa: '000.000.001-91' });
    expect(desconhecida.statusCode).toBe(422);
    expect(desconhecida.json()).toMatchObject({ codigo: 'PESSOA_DESCONHECIDA', mensagem: 'Não encontramos ninguém com este CPF ou inscrição.' });

    const sobreposto = await nomear(c.id, { pessoa: formatar(b.cpf), papel: 'membro', inicio: HOJE });
    expect(sobreposto.statusCode).toBe(409);
    expect(sobreposto.json()).toMatchObject({ codigo: 'MANDATO_CONFLITANTE' });
    expect(sobreposto.json().mensagem).toMatch(/já tem mandato nesta comissão/);

    const terceira = await criarPessoa(t.db, { advogado: true });
    const segundoPresidente = await nomear(c.id, { pessoa: formatar(terceira.cpf), papel: 'presidente', inicio: somarDias(HOJE, 400) });
    expect(segundoPresidente.statusCode).toBe(409);
    expect(segundoPresidente.json().mensagem).toContain(`A função de Presidente já está ocupada por ${a.nome}`);

    const semData = await chamar(t, staff, 'POST', `/wsapp/area-restrita/comissoes/${c.id}/membros`, { pessoa: a.cpf, papel: 'membro', portaria: 'x', inicio: 'ontem' });
    expect(semData.statusCode).toBe(400);
    expect(await membros(c.id)).toBe(2);
  });

  it('ends a term; then the role is free from the next day, and the door lists the active members', async () => {
    const c = await novaComissao();
    const a = await criarPessoa(t.db, { advogado: true });
    const b = await criarPessoa(t.db, { advogado: true });
    const r = await nomear(c.id, { pessoa: a.cpf, papel: 'presidente', inicio: somarDias(HOJE, -30) });
    const membroId = (r.json() as ComissaoStaff).membros[0]!.id;

    const antes = await chamar(t, staff, 'POST', `/wsapp/area-restrita/comissoes/${c.id}/membros/${membroId}/encerrar`, { fim: somarDias(HOJE, -31) });
    expect(antes.statusCode).toBe(400);
    const fim = await chamar(t, staff, 'POST', `/wsapp/area-restrita/comissoes/${c.id}/membros/${membroId}/encerrar`, { fim: somarDias(HOJE, -1) });
    expect(fim.statusCode).toBe(200);
    expect((fim.json() as ComissaoStaff).membros[0]).toMatchObject({ fim: somarDias(HOJE, -1), vigente: false });
    expect((await nomear(c.id, { pessoa: b.cpf, papel: 'presidente', inicio: HOJE })).statusCode).toBe(201);
    expect(await membrosAtivosDaComissao(t.db, c.id, HOJE)).toEqual([b.pessoaId]);
    expect(await membrosAtivosDaComissao(t.db, c.id, somarDias(HOJE, -2))).toEqual([a.pessoaId]);
  });

  it('concurrent appointments of two presidents: exactly one holds', async () => {
    const c = await novaComissao();
    const ps = await Promise.all([1, 2, 3, 4].map(() => criarPessoa(t.db, { advogado: true })));
    const rs = await Promise.all(ps.map((p) => nomear(c.id, { pessoa: p.cpf, papel: 'presidente' })));
    expect(rs.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(await membros(c.id)).toBe(1);
  });
});

describe('presença', () => {
  async function cenario() {
    const c = await novaComissao();
    const maria = await criarPessoa(t.db, { advogado: true });
    await nomear(c.id, { pessoa: maria.cpf, papel: 'membro', inicio: somarDias(HOJE, -60) });
    const r = await chamar(t, staff, 'POST', `/wsapp/area-restrita/comissoes/${c.id}/reunioes`, {
      inicio: new Date(Date.now() - 3_600_000).toISOString(),
      local: 'Sala 1',
      pauta: 'Pauta',
    });
    expect(r.statusCode).toBe(201);
    const reuniaoId = (r.json() as ComissaoStaff).reunioes[0]!.id;
    const l = await chamar(t, staff, 'POST', '/wsapp/area-restrita/presenca/listas', { reuniaoId });
    expect(l.statusCode).toBe(201);
    return { c, maria, lista: l.json() as ListaPresenca };
  }
  const checkIn = (p: PessoaCriada, codigo: string) => chamar(t, p, 'POST', '/wsapp/presenca/check-in', { codigo });
  const registros = async (listaId: string) => {
    const [r] = await t.db.select({ n: count() }).from(presencaRegistros).where(eq(presencaRegistros.listaId, listaId));
    return r!.n;
  };

  it('the current code checks in once; old (60 s), forged and closed-list codes are refused; concurrent scans leave one row', async () => {
    const { maria, lista } = await cenario();
    const cod = await chamar(t, staff, 'GET', `/wsapp/area-restrita/presenca/listas/${lista.id}/codigo`);
    expect(cod.statusCode).toBe(200);
    const { codigo, url } = cod.json() as { codigo: string; url: string };
    expect(url).toBe(`http://portal.teste/presenca/${codigo}`);

    const velho = codigoDaSala(segredo, lista.id, Date.now() - 61_000).codigo;
    const r1 = await checkIn(maria, velho);
    expect(r1.statusCode).toBe(422);
    expect(r1.json()).toMatchObject({ codigo: 'PRESENCA_CODIGO_INVALIDO' });
    // On a fixed clock: a code is read until it is 60 s old (its window and the next), never after.
    const t0 = 59_000_000 * 30_000;
    const fixo = codigoDaSala(segredo, lista.id, t0).codigo;
    expect(lerCodigoDaSala(segredo, fixo, t0 + 59_999)).toBe(lista.id);
    expect(lerCodigoDaSala(segredo, fixo, t0 + 60_000)).toBeNull();
    expect(lerCodigoDaSala(segredo, fixo, t0 - 1)).toBeNull();
    // The mac's last character swapped for one that decodes to the same bytes: the code is compared as text.
    expect(lerCodigoDaSala(segredo, outraGrafia(fixo), t0 + 1)).toBeNull();
    const forjado = `${codigo.slice(0, -4)}AAAA`;
    expect((await checkIn(maria, forjado)).statusCode).toBe(422);
    expect((await checkIn(maria, codigoDaSala('outro-segredo-de-32-caracteres-ou-mais!!', lista.id).codigo)).statusCode).toBe(422);
    expect(await registros(lista.id)).toBe(0);

    const rs = await Promise.all(Array.from({ length: 8 }, () => checkIn(maria, codigo)));
    expect(rs.every((r) => r.statusCode === 200)).toBe(true);
    expect(rs.filter((r) => r.json().novo === true)).toHaveLength(1);
    const again = await checkIn(maria, codigoDaSala(segredo, lista.id).codigo);
    expect(again.statusCode).toBe(200);
    expect(again.json().novo).toBe(false);
    expect(await registros(lista.id)).toBe(1);

    expect((await chamar(t, staff, 'POST', `/wsapp/area-restrita/presenca/listas/${lista.id}/encerrar`)).statusCode).toBe(200);
    const outro = await criarPessoa(t.db, { advogado: true });
    const fechada = await checkIn(outro, codigoDaSala(segredo, lista.id).codigo);
    expect(fechada.statusCode).toBe(409);
    expect(fechada.json()).toMatchObject({ codigo: 'PRESENCA_ENCERRADA' });
    const manualFechada = await chamar(t, staff, 'POST', `/wsapp/area-restrita/presenca/listas/${lista.id}/marcar`, { pessoa: outro.cpf, motivo: 'Esqueceu o celular' });
    expect(manualFechada.statusCode).toBe(409);
    expect(await registros(lista.id)).toBe(1);
    expect((await chamar(t, staff, 'POST', `/wsapp/area-restrita/presenca/listas/${lista.id}/encerrar`)).statusCode).toBe(409);
  });

  it('staff mark by hand with a reason; CSV; the rate shows on the commission and on /comissoes', async () => {
    const { c, maria, lista } = await cenario();
    const joao = await criarPessoa(t.db, { advogado: true, nome: '=Joao; "Teste"' });
    const semMotivo = await chamar(t, staff, 'POST', `/wsapp/area-restrita/presenca/listas/${lista.id}/marcar`, { pessoa: joao.cpf, motivo: '' });
    expect(semMotivo.statusCode).toBe(400);
    const desconhecido = await chamar(t, staff, 'POST', `/wsapp/area-restrita/presenca/listas/${lista.id}/marcar`, { pessoa: '000.000.001-91', motivo: 'Sem celular' });
    expect(desconhecido.statusCode).toBe(422);
    const m = await chamar(t, staff, 'POST', `/wsapp/area-restrita/presenca/listas/${lista.id}/marcar`, { pessoa: `${joao.inscricao!.numero}/GO`, motivo: 'Sem celular' });
    expect(m.statusCode).toBe(201);
    expect((m.json() as ListaPresenca).registros[0]).toMatchObject({ forma: 'manual', motivo: 'Sem celular' });
    expect((await chamar(t, staff, 'POST', `/wsapp/area-restrita/presenca/listas/${lista.id}/marcar`, { pessoa: joao.cpf, motivo: 'De novo' })).statusCode).toBe(409);
    expect(await registros(lista.id)).toBe(1);

    // The open list does not count yet.
    let detalhe = (await chamar(t, staff, 'GET', `/wsapp/area-restrita/comissoes/${c.id}`)).json() as ComissaoStaff;
    expect(detalhe.membros[0]!.frequencia).toEqual({ presencas: 0, reunioes: 0, percentual: null });
    await chamar(t, staff, 'POST', `/wsapp/area-restrita/presenca/listas/${lista.id}/encerrar`);
    detalhe = (await chamar(t, staff, 'GET', `/wsapp/area-restrita/comissoes/${c.id}`)).json() as ComissaoStaff;
    expect(detalhe.membros[0]!.frequencia).toEqual({ presencas: 0, reunioes: 1, percentual: 0 });
    expect(detalhe.reunioes[0]).toMatchObject({ listaId: lista.id, listaEncerrada: true, presentes: 1 });

    const csv = await chamar(t, staff, 'GET', `/wsapp/area-restrita/presenca/listas/${lista.id}/csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.startsWith('\uFEFFNome;CPF;Inscrição;Forma;Motivo;Registrado em\r\n')).toBe(true);
    expect(csv.body).toContain(`"'=Joao; ""Teste""";${formatar(joao.cpf)};${joao.inscricao!.numero}/GO;Manual;Sem celular;`);

    const membro = (await chamar(t, maria, 'GET', '/wsapp/comissoes')).json() as ComissoesMembro;
    expect(membro.minhas).toEqual([expect.objectContaining({ comissaoId: c.id, papel: 'membro', frequencia: { presencas: 0, reunioes: 1, percentual: 0 } })]);
    expect(membro.comissoes.find((x) => x.id === c.id)?.membros).toEqual([{ nome: maria.nome, papel: 'membro' }]);
  });

  it('a judgment-session list: opens once; a list needs exactly one target', async () => {
    const { sessoesJulgamento, presencaListas } = await import('../../../src/db/schema/index.js');
    const [s] = await t.db.insert(sessoesJulgamento).values({ orgao: 'ted-turma-1', inicio: new Date(), modalidade: 'presencial', local: 'Plenário' }).returning();
    const ok = await chamar(t, staff, 'POST', '/wsapp/area-restrita/presenca/listas', { sessaoId: s!.id });
    expect(ok.statusCode).toBe(201);
    expect((ok.json() as ListaPresenca).titulo).toMatch(/^Sessão de julgamento de /);
    expect((await chamar(t, staff, 'POST', '/wsapp/area-restrita/presenca/listas', { sessaoId: s!.id })).statusCode).toBe(409);
    expect((await chamar(t, staff, 'POST', '/wsapp/area-restrita/presenca/listas', {})).statusCode).toBe(400);
    const [n] = await t.db.select({ n: count() }).from(presencaListas).where(inArray(presencaListas.sessaoId, [s!.id]));
    expect(n!.n).toBe(1);
  });

  it('access: members and collaborators are refused the staff routes; staff without the permission too; anonymous 401', async () => {
    const { lista, c } = await cenario();
    const advogado = await criarPessoa(t.db, { advogado: true });
    const soAreaRestrita = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita'] });
    const rotas: [string, string][] = [
      ['GET', '/wsapp/area-restrita/comissoes'],
      ['GET', `/wsapp/area-restrita/comissoes/${c.id}`],
      ['GET', '/wsapp/area-restrita/presenca/listas'],
      ['GET', `/wsapp/area-restrita/presenca/listas/${lista.id}`],
      ['GET', `/wsapp/area-restrita/presenca/listas/${lista.id}/codigo`],
      ['GET', `/wsapp/area-restrita/presenca/listas/${lista.id}/csv`],
    ];
    for (const [metodo, url] of rotas) {
      expect((await chamar(t, advogado, metodo as 'GET', url)).statusCode).toBe(403);
      expect((await chamar(t, soAreaRestrita, metodo as 'GET', url)).statusCode).toBe(403);
      expect((await chamar(t, null, metodo as 'GET', url)).statusCode).toBe(401);
      expect((await chamar(t, staff, metodo as 'GET', url)).statusCode).toBe(200);
    }
    expect((await chamar(t, null, 'GET', '/wsapp/comissoes')).statusCode).toBe(401);
    expect((await chamar(t, null, 'POST', '/wsapp/presenca/check-in', { codigo: 'x' })).statusCode).toBe(401);
    expect((await chamar(t, advogado, 'GET', '/wsapp/comissoes')).statusCode).toBe(200);
    expect((await chamar(t, staff, 'GET', '/wsapp/area-restrita/comissoes/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
