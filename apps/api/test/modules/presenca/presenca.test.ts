import { hojeSaoPaulo, somarDias, type ComissaoStaff, type ListaPresenca } from '@portal/contracts';
import { randomInt } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../../src/db/client.js';
import { auditoria, pautaItens, processoAdvogados, processoPartes, processos, presencaRegistros, sessoesJulgamento } from '../../../src/db/schema/index.js';
import { codigoDaSala, segredoDaPresenca } from '../../../src/modules/presenca/codigo-sala.js';
import { textoDeBusca } from '../../../src/lib/texto-de-busca.js';
import { criarAppDeTeste, type AppDeTeste, type DatabaseDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { chamar } from '../../helpers/requerimentos.js';

/** Who may sign an attendance list by the room code (issue 33, item 4; ADR 024). */
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
  staff = await criarPessoa(t.db, { nome: 'Ana Presença', permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoComissoes'] });
  segredo = segredoDaPresenca(t.config);
});
afterAll(async () => {
  await t?.close();
  await banco?.close();
});

const checkIn = (p: PessoaCriada, listaId: string) => chamar(t, p, 'POST', '/wsapp/presenca/check-in', { codigo: codigoDaSala(segredo, listaId).codigo });
const marcar = (listaId: string, corpo: Record<string, unknown>) => chamar(t, staff, 'POST', `/wsapp/area-restrita/presenca/listas/${listaId}/marcar`, corpo);
async function registros(listaId: string) {
  const [r] = await t.db.select({ n: count() }).from(presencaRegistros).where(eq(presencaRegistros.listaId, listaId));
  return r!.n;
}
async function abrirLista(alvo: { reuniaoId: string } | { sessaoId: string }) {
  const l = await chamar(t, staff, 'POST', '/wsapp/area-restrita/presenca/listas', alvo);
  expect(l.statusCode, l.body).toBe(201);
  return l.json() as ListaPresenca;
}

/** A commission with Maria (term open since 60 days ago) and Bia (term ended 10 days ago), a meeting an hour ago and its list. */
async function reuniao() {
  const r = await chamar(t, staff, 'POST', '/wsapp/area-restrita/comissoes', { nome: `Comissão Presença ${randomInt(1e6)}`, tipo: 'permanente', finalidade: 'Testes' });
  expect(r.statusCode).toBe(201);
  const c = r.json() as ComissaoStaff;
  const maria = await criarPessoa(t.db, { advogado: true });
  const bia = await criarPessoa(t.db, { advogado: true });
  const portaria = 'Portaria 12/2026, de 02/01/2026';
  const base = `/wsapp/area-restrita/comissoes/${c.id}/membros`;
  expect((await chamar(t, staff, 'POST', base, { pessoa: maria.cpf, papel: 'membro', portaria, inicio: somarDias(HOJE, -60), fim: null })).statusCode).toBe(201);
  expect((await chamar(t, staff, 'POST', base, { pessoa: bia.cpf, papel: 'membro', portaria, inicio: somarDias(HOJE, -100), fim: somarDias(HOJE, -10) })).statusCode).toBe(201);
  const m = await chamar(t, staff, 'POST', `/wsapp/area-restrita/comissoes/${c.id}/reunioes`, { inicio: new Date(Date.now() - 3_600_000).toISOString(), local: 'Sala 1', pauta: 'Pauta' });
  expect(m.statusCode, m.body).toBe(201);
  const lista = await abrirLista({ reuniaoId: (m.json() as ComissaoStaff).reunioes[0]!.id });
  return { c, maria, bia, lista };
}

describe('check-in in a commission meeting', () => {
  it('a member in office on the meeting date is admitted', async () => {
    const { maria, lista } = await reuniao();
    const r = await checkIn(maria, lista.id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ novo: true });
    expect(await registros(lista.id)).toBe(1);
  });

  it('a lawyer or a collaborator who is not a member is refused with a Portuguese message, and nothing is written', async () => {
    const { c, lista } = await reuniao();
    const advogado = await criarPessoa(t.db, { advogado: true });
    const colaborador = await criarPessoa(t.db);
    for (const p of [advogado, colaborador, staff]) {
      const r = await checkIn(p, lista.id);
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({ codigo: 'PRESENCA_NAO_PARTICIPANTE' });
      expect(r.json().mensagem).toContain('Só os membros da comissão com mandato em');
      expect(r.json().mensagem).toContain(c.nome);
      expect(r.json().mensagem).toContain('peça à equipe que registre a sua presença');
    }
    expect(await registros(lista.id)).toBe(0);
  });

  it('a member whose term ended before the meeting date is refused', async () => {
    const { bia, lista } = await reuniao();
    const r = await checkIn(bia, lista.id);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ codigo: 'PRESENCA_NAO_PARTICIPANTE' });
    expect(await registros(lista.id)).toBe(0);
  });

  it('staff mark a non-member by hand with a reason (stored and audited); without a reason it is refused and nothing changes', async () => {
    const { bia, lista } = await reuniao();
    const convidado = await criarPessoa(t.db);
    for (const motivo of ['', '   ']) {
      const r = await marcar(lista.id, { pessoa: convidado.cpf, motivo });
      expect(r.statusCode).toBe(400);
      expect(r.body).toContain('Informe o motivo.');
    }
    const semCampo = await marcar(lista.id, { pessoa: convidado.cpf });
    expect(semCampo.statusCode).toBe(400);
    expect(await registros(lista.id)).toBe(0);

    const ok = await marcar(lista.id, { pessoa: convidado.cpf, motivo: 'Convidado da comissão para expor o tema' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect((ok.json() as ListaPresenca).registros).toEqual([expect.objectContaining({ pessoaId: convidado.pessoaId, forma: 'manual', motivo: 'Convidado da comissão para expor o tema' })]);
    expect((await marcar(lista.id, { pessoa: bia.cpf, motivo: 'Mandato encerrado, presente como ouvinte' })).statusCode).toBe(201);
    const auditado = await t.db
      .select({ detalhes: auditoria.detalhes })
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'presenca.marcada_manual'), eq(auditoria.usuarioId, staff.usuarioId)));
    expect(auditado.map((a) => a.detalhes)).toContainEqual({ listaId: lista.id, pessoaId: convidado.pessoaId, motivo: 'Convidado da comissão para expor o tema' });
    // Marked by hand, the person who scans afterwards is told she is already on the list.
    const depois = await checkIn(convidado, lista.id);
    expect(depois.statusCode).toBe(200);
    expect(depois.json()).toMatchObject({ novo: false });
    expect(await registros(lista.id)).toBe(2);
  });
});

describe('check-in in a judgment session', () => {
  it('the relatores, the parties and their lawyers of the processes on the pauta are admitted; anyone else is refused', async () => {
    const [relatorProcesso, relatorItem, parte, advogado, outroAdvogado] = await Promise.all([
      criarPessoa(t.db, { advogado: true }),
      criarPessoa(t.db, { advogado: true }),
      criarPessoa(t.db),
      criarPessoa(t.db, { advogado: true }),
      criarPessoa(t.db, { advogado: true }),
    ]);
    const [s] = await t.db.insert(sessoesJulgamento).values({ orgao: 'camara-1', inicio: new Date(), modalidade: 'presencial', local: 'Plenário' }).returning();
    let p: { id: string } | undefined;
    while (!p) {
      [p] = await t.db
        .insert(processos)
        .values({ numero: `2098.${String(randomInt(0, 999_999)).padStart(6, '0')}`, classe: 'recurso', assunto: 'Recurso', orgao: 'camara-1', relatorPessoaId: relatorProcesso.pessoaId, fase: 'Julgamento', autuadoEm: '2026-01-10' })
        .onConflictDoNothing()
        .returning({ id: processos.id });
    }
    const [pp] = await t.db.insert(processoPartes).values({ processoId: p.id, papel: 'representante', pessoaId: parte.pessoaId, nome: parte.nome, nomeBusca: textoDeBusca(parte.nome) }).returning();
    await t.db.insert(processoAdvogados).values({ processoId: p.id, parteId: pp!.id, pessoaId: advogado.pessoaId });
    await t.db.insert(pautaItens).values({ sessaoId: s!.id, processoId: p.id, ordem: 1, relatorPessoaId: relatorItem.pessoaId });
    const lista = await abrirLista({ sessaoId: s!.id });

    const recusado = await checkIn(outroAdvogado, lista.id);
    expect(recusado.statusCode).toBe(403);
    expect(recusado.json()).toMatchObject({ codigo: 'PRESENCA_NAO_PARTICIPANTE' });
    expect(recusado.json().mensagem).toContain('Só os participantes desta sessão de julgamento');
    expect(await registros(lista.id)).toBe(0);

    for (const quem of [relatorProcesso, relatorItem, parte, advogado]) {
      const r = await checkIn(quem, lista.id);
      expect(r.statusCode, r.body).toBe(200);
    }
    expect(await registros(lista.id)).toBe(4);
    expect((await marcar(lista.id, { pessoa: outroAdvogado.cpf, motivo: 'Assistiu à sessão' })).statusCode).toBe(201);
    expect(await registros(lista.id)).toBe(5);
  });
});
