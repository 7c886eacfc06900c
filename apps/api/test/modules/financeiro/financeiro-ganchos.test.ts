import type { OrigemTitulo } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, pagamentos, titulos } from '../../../src/db/schema/index.js';
import { ganchoDe, referenciaDe, registrarGanchoLiquidacao, type GanchoLiquidacao, type Referencia } from '../../../src/modules/financeiro/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { novoE2e, notificarPix } from '../../helpers/pagamentos.js';
import { hoje, somarDiasIso, tokenDe } from '../../helpers/requerimentos.js';
import { inserirTitulo } from '../../helpers/titulos.js';

/**
 * Settlement knows no area: it calls the hook registered for the paid título's origin, inside its own
 * transaction, once per título paid; an origin without a hook just settles.
 */
let t: AppDeTeste;
let membro: PessoaCriada;
let token: string;

beforeAll(async () => {
  t = await criarAppDeTeste();
  membro = await criarPessoa(t.db, { advogado: true });
  token = await tokenDe(t, membro);
});
afterAll(async () => {
  await t?.close();
});

/** An open título of `origem` for the member, with `referencia`, and an active PIX charge for it. */
async function tituloCobrado(origem: OrigemTitulo, referencia: Referencia | null) {
  const titulo = await inserirTitulo(t.db, { pessoaId: membro.pessoaId, origem, descricao: `Teste de ${origem}`, exercicio: 2026, vencimento: somarDiasIso(hoje(), 5), valorCentavos: 4_200, referencia });
  const c = await t.app.inject({ method: 'POST', url: `/wsapp/financeiro/titulos/${titulo.nufin}/cobrancas`, headers: { authorization: `Bearer ${token}` }, payload: { meio: 'pix' } });
  expect(c.statusCode, c.body).toBe(201);
  return { titulo, txid: c.json().pix.txid as string };
}

const statusDe = async (id: string) => (await t.db.select({ status: titulos.status }).from(titulos).where(eq(titulos.id, id)))[0]!.status;

describe('settlement hooks by origin', () => {
  it('the areas register their hooks at app start (request fee, vaccine, ticket, anuidade); fines have none', () => {
    expect(ganchoDe('taxa_requerimento')).toBeDefined();
    expect(ganchoDe('vacina')).toBeDefined();
    expect(ganchoDe('ingresso')).toBeDefined();
    expect(ganchoDe('anuidade')).toBeDefined();
    expect(ganchoDe('multa')).toBeUndefined();
  });

  it('calls the hook of a paid título’s origin once, inside the settlement transaction; a repeated notification does not', async () => {
    const referencia = { tipo: 'multa', id: randomUUID() };
    const bloqueios: Referencia[] = [];
    const chamadas: { tituloId: string; referencia: Referencia | null; statusNaTransacao: string }[] = [];
    const gancho: GanchoLiquidacao = {
      async bloquear(_tx, r) {
        bloqueios.push(r);
      },
      async aoLiquidar(tx, _ctx, titulo) {
        const [visto] = await tx.select({ status: titulos.status }).from(titulos).where(eq(titulos.id, titulo.id));
        chamadas.push({ tituloId: titulo.id, referencia: referenciaDe(titulo), statusNaTransacao: visto!.status });
        // Written in the settlement's transaction: it commits with the payment.
        await tx.insert(auditoria).values({ acao: 'teste_gancho_multa', sucesso: true, detalhes: { tituloId: titulo.id } });
        return [];
      },
    };
    const remover = registrarGanchoLiquidacao('multa', gancho);
    try {
      // The same hook again is harmless; another one for a taken origin is refused.
      expect(registrarGanchoLiquidacao('multa', gancho)).toBeTypeOf('function');
      expect(() => registrarGanchoLiquidacao('multa', { aoLiquidar: async () => [] })).toThrow(/já tem um gancho/);

      const { titulo, txid } = await tituloCobrado('multa', referencia);
      const e2e = novoE2e();
      const primeira = await notificarPix(t, { txid, valor: 4_200, e2e });
      expect(primeira.json()).toMatchObject({ liquidados: 1, duplicados: 0 });
      const repetida = await notificarPix(t, { txid, valor: 4_200, e2e });
      expect(repetida.json()).toMatchObject({ liquidados: 0, duplicados: 1 });
      // Another payment of the same charge does not settle it again (review), and does not call the hook.
      const outra = await notificarPix(t, { txid, valor: 4_200 });
      expect(outra.json()).toMatchObject({ liquidados: 0, emRevisao: 1 });

      expect(chamadas).toEqual([{ tituloId: titulo.id, referencia, statusNaTransacao: 'pago' }]);
      // The referenced thing is locked before the título each time the título is settled or checked.
      expect(bloqueios.length).toBeGreaterThanOrEqual(1);
      expect(bloqueios.every((r) => r.tipo === referencia.tipo && r.id === referencia.id)).toBe(true);
      expect(await statusDe(titulo.id)).toBe('pago');
      // (On PostgreSQL the database outlives this run: only this título's rows count.)
      const escritos = await t.db.select().from(auditoria).where(eq(auditoria.acao, 'teste_gancho_multa'));
      expect(escritos.filter((a) => (a.detalhes as { tituloId?: string }).tituloId === titulo.id)).toHaveLength(1);
    } finally {
      remover();
    }
    expect(ganchoDe('multa')).toBeUndefined();
  });

  it('a hook that fails undoes the whole settlement: the título stays open and the notification can come again', async () => {
    let falhar = true;
    const remover = registrarGanchoLiquidacao('multa', {
      async aoLiquidar() {
        if (falhar) throw new Error('falha simulada do gancho');
        return [];
      },
    });
    try {
      const { titulo, txid } = await tituloCobrado('multa', { tipo: 'multa', id: randomUUID() });
      const e2e = novoE2e();
      const falhou = await notificarPix(t, { txid, valor: 4_200, e2e });
      expect(falhou.statusCode).toBe(500);
      expect(await statusDe(titulo.id)).toBe('aberto');
      expect(await t.db.select().from(pagamentos).where(eq(pagamentos.endToEndId, e2e))).toEqual([]);

      falhar = false;
      const denovo = await notificarPix(t, { txid, valor: 4_200, e2e });
      expect(denovo.json()).toMatchObject({ liquidados: 1 });
      expect(await statusDe(titulo.id)).toBe('pago');
    } finally {
      remover();
    }
  });

  it('a título whose origin has no hook just settles, with or without a reference', async () => {
    for (const [origem, referencia] of [
      ['multa', { tipo: 'multa', id: randomUUID() }],
      ['multa', null],
    ] as const) {
      const { titulo, txid } = await tituloCobrado(origem, referencia);
      const res = await notificarPix(t, { txid, valor: 4_200 });
      expect(res.json()).toMatchObject({ liquidados: 1 });
      const [pago] = await t.db.select().from(titulos).where(eq(titulos.id, titulo.id));
      expect(pago).toMatchObject({ status: 'pago', valorPagoCentavos: 4_200, meioPagamento: 'pix', referenciaTipo: referencia?.tipo ?? null, referenciaId: referencia?.id ?? null });
    }
  });
});
