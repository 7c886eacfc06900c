import { hojeSaoPaulo, somarDias, type CheckIn, type ComissaoStaff, type ListaPresenca } from '@portal/contracts';
import { randomInt } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../../src/db/client.js';
import { presencaRegistros } from '../../../src/db/schema/index.js';
import { codigoDaSala, segredoDaPresenca } from '../../../src/modules/presenca/codigo-sala.js';
import { criarAppDeTeste, type AppDeTeste, type DatabaseDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { chamar } from '../../helpers/requerimentos.js';

/**
 * The room code through the check-in route (ADR 024): only the code the server made for a list, in its window or
 * the next, signs that list; a code altered to name another list, one 60 s old or one from a later window is
 * refused with the same answer, and writes nothing.
 */
let t: AppDeTeste;
let banco: DatabaseDeTeste | undefined;
let staff: PessoaCriada;
let segredo: string;
const HOJE = hojeSaoPaulo();
const JANELA_MS = 30_000;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  const conexao = url ? connectDatabase(url, 20) : null;
  banco = conexao ? { db: conexao.db, close: () => conexao.close() } : undefined;
  t = await criarAppDeTeste({}, { banco });
  staff = await criarPessoa(t.db, { nome: 'Ana Sala', permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoComissoes'] });
  segredo = segredoDaPresenca(t.config);
});
afterAll(async () => {
  await t?.close();
  await banco?.close();
});

const checkIn = (p: PessoaCriada, codigo: string) => chamar(t, p, 'POST', '/wsapp/presenca/check-in', { codigo });
async function registros(listaId: string) {
  const [r] = await t.db.select({ n: count() }).from(presencaRegistros).where(eq(presencaRegistros.listaId, listaId));
  return r!.n;
}

/** A commission with Maria in office, two meetings (an hour ago and two hours ago) and an open list for each. */
async function duasListas() {
  const r = await chamar(t, staff, 'POST', '/wsapp/area-restrita/comissoes', { nome: `Comissão Sala ${randomInt(1e6)}`, tipo: 'permanente', finalidade: '' });
  expect(r.statusCode).toBe(201);
  const c = r.json() as ComissaoStaff;
  const maria = await criarPessoa(t.db, { advogado: true });
  const nomeada = await chamar(t, staff, 'POST', `/wsapp/area-restrita/comissoes/${c.id}/membros`, {
    pessoa: maria.cpf,
    papel: 'membro',
    portaria: 'Portaria 12/2026, de 02/01/2026',
    inicio: somarDias(HOJE, -60),
    fim: null,
  });
  expect(nomeada.statusCode).toBe(201);
  const listas: ListaPresenca[] = [];
  for (const horas of [1, 2]) {
    const m = await chamar(t, staff, 'POST', `/wsapp/area-restrita/comissoes/${c.id}/reunioes`, { inicio: new Date(Date.now() - horas * 3_600_000).toISOString(), local: 'Sala 1', pauta: '' });
    expect(m.statusCode, m.body).toBe(201);
    // The meeting without a list yet is the one just scheduled.
    const reuniaoId = (m.json() as ComissaoStaff).reunioes.find((x) => x.listaId === null)!.id;
    const l = await chamar(t, staff, 'POST', '/wsapp/area-restrita/presenca/listas', { reuniaoId });
    expect(l.statusCode, l.body).toBe(201);
    listas.push(l.json() as ListaPresenca);
  }
  return { maria, a: listas[0]!, b: listas[1]! };
}

describe('the room code at check-in', () => {
  it('the code the staff screen shows signs its own list, once, and no other', async () => {
    const { maria, a, b } = await duasListas();
    const tela = await chamar(t, staff, 'GET', `/wsapp/area-restrita/presenca/listas/${a.id}/codigo`);
    expect(tela.statusCode).toBe(200);
    const { codigo } = tela.json() as { codigo: string };
    const r = await checkIn(maria, codigo);
    expect(r.statusCode, r.body).toBe(200);
    expect((r.json() as CheckIn).novo).toBe(true);
    expect(await registros(a.id)).toBe(1);
    expect(await registros(b.id)).toBe(0);
    const lista = (await chamar(t, staff, 'GET', `/wsapp/area-restrita/presenca/listas/${a.id}`)).json() as ListaPresenca;
    expect(lista.registros).toEqual([expect.objectContaining({ pessoaId: maria.pessoaId, forma: 'qr' })]);
  });

  it("a code altered to name another open list is refused: the mac covers the list's id", async () => {
    const { maria, a, b } = await duasListas();
    const [, janela, mac] = codigoDaSala(segredo, a.id).codigo.split('.') as [string, string, string];
    const r = await checkIn(maria, `${b.id}.${janela}.${mac}`);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ codigo: 'PRESENCA_CODIGO_INVALIDO' });
    const trocado = mac.slice(0, 3) + (mac[3] === 'A' ? 'B' : 'A') + mac.slice(4);
    expect((await checkIn(maria, `${a.id}.${janela}.${trocado}`)).json()).toMatchObject({ codigo: 'PRESENCA_CODIGO_INVALIDO' });
    expect((await checkIn(maria, codigoDaSala(`${segredo}-outro`, a.id).codigo)).statusCode).toBe(422);
    expect(await registros(a.id)).toBe(0);
    expect(await registros(b.id)).toBe(0);
  });

  it('a code from an expired window (60 s old) or from a window not yet begun is refused; the current one is accepted', async () => {
    const { maria, a } = await duasListas();
    const velho = await checkIn(maria, codigoDaSala(segredo, a.id, Date.now() - 2 * JANELA_MS - 1_000).codigo);
    expect(velho.statusCode).toBe(422);
    expect(velho.json()).toMatchObject({ codigo: 'PRESENCA_CODIGO_INVALIDO' });
    expect((await checkIn(maria, codigoDaSala(segredo, a.id, Date.now() + 2 * JANELA_MS).codigo)).statusCode).toBe(422);
    expect(await registros(a.id)).toBe(0);
    const atual = await checkIn(maria, codigoDaSala(segredo, a.id).codigo);
    expect(atual.statusCode, atual.body).toBe(200);
    expect(await registros(a.id)).toBe(1);
  });
});
