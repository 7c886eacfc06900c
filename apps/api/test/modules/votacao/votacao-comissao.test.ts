import { hojeSaoPaulo, somarDias } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comissaoMembros, comissoes, votacaoEleitores, votacoes } from '../../../src/db/schema/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { chamar } from '../../helpers/requerimentos.js';
import { cedulaDe, criarComCerimonia, novosGuardioes } from '../../helpers/votacao-cifrada.js';

/** Voting restricted to a commission's members (issue 14, ADR 023): the list is the members whose term covers the opening date. */
let t: AppDeTeste;
let ana: PessoaCriada;
const HORA = 60 * 60 * 1000;
const HOJE = hojeSaoPaulo();

beforeAll(async () => {
  t = await criarAppDeTeste();
  ana = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoVotacao'] });
});
afterAll(() => t.close());

const advogado = () => criarPessoa(t.db, { advogado: true });

async function comissao(nome: string, mandatos: { p: PessoaCriada; inicio: string; fim?: string | null }[]) {
  const [c] = await t.db.insert(comissoes).values({ nome, tipo: 'permanente' }).returning({ id: comissoes.id });
  if (mandatos.length > 0) {
    await t.db
      .insert(comissaoMembros)
      .values(mandatos.map((m) => ({ comissaoId: c!.id, pessoaId: m.p.pessoaId, papel: 'membro' as const, portaria: 'Portaria 1/2026', inicio: m.inicio, fim: m.fim ?? null })));
  }
  return c!.id;
}

const corpo = (extra: Record<string, unknown> = {}) => ({
  titulo: 'Enquete da comissão',
  tipo: 'enquete',
  elegibilidade: 'comissao',
  abreEm: new Date(Date.now() - HORA).toISOString(),
  fechaEm: new Date(Date.now() + 24 * HORA).toISOString(),
  opcoes: ['Sim', 'Não'],
  ...extra,
});

const corpoSemGuardioes = corpo;
const totalVotacoes = async () => (await t.db.select({ n: count() }).from(votacoes))[0]!.n;
type Aberta = { id: string; opcoes: { id: string }[]; cripto: { chaveConjunta: string; hashEstendido: string; minimo: number; maximo: number } | null };
const votar = (p: PessoaCriada, v: Aberta, opcao: number) => chamar(t, p, 'POST', `/wsapp/votacoes/${v.id}/voto`, { cedula: cedulaDe(v, [opcao]) });
type Item = { id: string; podeVotar: boolean; motivo: string | null; elegibilidade: string; comissao: { id: string; nome: string } | null };
const itemDe = async (p: PessoaCriada, id: string) => ((await chamar(t, p, 'GET', '/wsapp/votacoes')).json().itens as Item[]).find((i) => i.id === id);

describe('votação restrita aos membros de uma comissão', () => {
  it('freezes exactly the members whose term covers the opening; an ended or future term and a non-member cannot vote and are told why', { timeout: 300_000 }, async () => {
    const [vigente, semFim, encerrado, futuro, fora] = await Promise.all([advogado(), advogado(), advogado(), advogado(), advogado()]);
    const comissaoId = await comissao('Comissão da Jovem Advocacia', [
      { p: vigente, inicio: somarDias(HOJE, -30), fim: somarDias(HOJE, 30) },
      { p: semFim, inicio: HOJE },
      { p: encerrado, inicio: somarDias(HOJE, -200), fim: somarDias(HOJE, -1) },
      { p: futuro, inicio: somarDias(HOJE, 1) },
    ]);
    const c = await criarComCerimonia(t, ana, corpo({ comissaoId }));
    const a = await chamar(t, ana, 'POST', `/wsapp/votacoes-admin/${c.id}/abertura`);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ elegibilidade: 'comissao', comissao: { id: comissaoId, nome: 'Comissão da Jovem Advocacia' } });
    const v = a.json() as Aberta & { comparecimento: { eleitores: number } };
    expect(v.comparecimento).toEqual({ votantes: 0, eleitores: 2 });
    const lista = await t.db.select({ p: votacaoEleitores.pessoaId }).from(votacaoEleitores).where(eq(votacaoEleitores.votacaoId, v.id));
    expect(lista.map((l) => l.p).sort()).toEqual([vigente.pessoaId, semFim.pessoaId].sort());

    // A term appointed after the opening does not join the frozen list.
    await t.db.insert(comissaoMembros).values({ comissaoId, pessoaId: fora.pessoaId, papel: 'membro', portaria: 'Portaria 2/2026', inicio: somarDias(HOJE, -10) });

    const motivo = 'Votação restrita aos membros da Comissão da Jovem Advocacia com mandato vigente na abertura.';
    expect(await itemDe(vigente, v.id)).toMatchObject({ podeVotar: true, motivo: null, comissao: { nome: 'Comissão da Jovem Advocacia' } });
    for (const p of [encerrado, futuro, fora]) {
      expect(await itemDe(p, v.id)).toMatchObject({ podeVotar: false, motivo });
      const r = await votar(p, v, 0);
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({ codigo: 'FORA_DA_LISTA_DE_VOTANTES', mensagem: motivo });
    }
    expect((await votar(vigente, v, 0)).statusCode).toBe(201);
    expect((await votar(semFim, v, 1)).statusCode).toBe(201);
    const staff = (await chamar(t, ana, 'GET', '/wsapp/votacoes-admin')).json().itens.find((i: { id: string }) => i.id === v.id);
    expect(staff.comparecimento).toEqual({ votantes: 2, eleitores: 2 });
  });

  it('names the commission when it is not "Comissão …" and refuses to open with no member in office, changing nothing', { timeout: 300_000 }, async () => {
    const membro = await advogado();
    const comissaoId = await comissao('Jovem Advocacia', [{ p: membro, inicio: somarDias(HOJE, -400), fim: somarDias(HOJE, -5) }]);
    const c = await criarComCerimonia(t, ana, corpo({ comissaoId }));
    const r = await chamar(t, ana, 'POST', `/wsapp/votacoes-admin/${c.id}/abertura`);
    expect(r.statusCode).toBe(409);
    expect(r.json().mensagem).toBe('Nenhum membro da comissão Jovem Advocacia tem mandato vigente hoje: nomeie os membros antes de abrir a votação.');
    const [linha] = await t.db.select({ status: votacoes.status }).from(votacoes).where(eq(votacoes.id, c.id));
    expect(linha!.status).toBe('cerimonia');
    expect((await t.db.select({ n: count() }).from(votacaoEleitores).where(eq(votacaoEleitores.votacaoId, c.id)))[0]!.n).toBe(0);
  });

  it('refuses a missing, malformed or unknown commission, and a commission on a vote that is not by commission, creating nothing', { timeout: 300_000 }, async () => {
    const guardioes = (await novosGuardioes(t)).map((g) => g.usuarioId);
    const corpo = (extra: Record<string, unknown> = {}) => corpoSemGuardioes({ guardioes, quorum: 2, ...extra });
    const comissaoId = await comissao(`Comissão Teste ${Math.random().toString(36).slice(2, 8)}`, []);
    const antes = await totalVotacoes();
    const casos: [Record<string, unknown>, number, string][] = [
      [{}, 400, 'Escolha a comissão cujos membros votam.'],
      [{ comissaoId: null }, 400, 'Escolha a comissão cujos membros votam.'],
      [{ comissaoId: 'nao-e-uuid' }, 400, 'Escolha uma comissão da lista.'],
      [{ elegibilidade: 'regular_em_dia', comissaoId }, 400, 'A comissão só se informa quando a votação é restrita aos membros de uma comissão.'],
      [{ comissaoId: '00000000-0000-4000-8000-000000000000' }, 400, 'Comissão não encontrada.'],
    ];
    for (const [extra, status, mensagem] of casos) {
      const r = await chamar(t, ana, 'POST', '/wsapp/votacoes-admin', corpo(extra));
      expect(r.statusCode, JSON.stringify(extra)).toBe(status);
      expect(r.json().campos?.comissaoId, JSON.stringify(extra)).toBe(mensagem);
    }
    expect(await totalVotacoes()).toBe(antes);
    // A draft moved to "regular e em dia" drops its commission; the database refuses the pair out of step.
    const c = await chamar(t, ana, 'POST', '/wsapp/votacoes-admin', corpo({ comissaoId }));
    const e = await chamar(t, ana, 'PUT', `/wsapp/votacoes-admin/${c.json().id}`, corpo({ elegibilidade: 'regular_em_dia' }));
    expect(e.json()).toMatchObject({ elegibilidade: 'regular_em_dia', comissao: null });
    await expect(t.db.update(votacoes).set({ comissaoId }).where(eq(votacoes.id, c.json().id))).rejects.toThrow();
    await expect(t.db.update(votacoes).set({ elegibilidade: 'comissao', comissaoId: '00000000-0000-4000-8000-000000000000' }).where(eq(votacoes.id, c.json().id))).rejects.toThrow();
  });
});
