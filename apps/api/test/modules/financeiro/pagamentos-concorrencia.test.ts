import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../../src/db/client.js';
import { andamentos, cobrancas, pagamentos, requerimentos, titulos } from '../../../src/db/schema/index.js';
import { criarAppDeTeste, type AppDeTeste, type DatabaseDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { assinarWebhook, corpoPix, novoE2e, URL_WEBHOOK_PIX } from '../../helpers/pagamentos.js';
import { criarRequerimento, tokenDe } from '../../helpers/requerimentos.js';
import { inserirTaxaDeRequerimento } from '../../helpers/titulos.js';

/**
 * Payments racing other changes of the same rows. Meaningful on PostgreSQL (DATABASE_URL: several
 * connections, real row locks); on the embedded PGlite (one connection) it still checks the outcomes.
 */
let t: AppDeTeste;
let membro: PessoaCriada;
let token: string;
let banco: DatabaseDeTeste | undefined;

beforeAll(async () => {
  // On PostgreSQL, a pool as large as the races below, so every request really runs at once.
  const url = process.env.DATABASE_URL;
  const conexao = url ? connectDatabase(url, 24) : null;
  banco = conexao ? { db: conexao.db, close: () => conexao.close() } : undefined;
  t = await criarAppDeTeste({}, { banco });
  membro = await criarPessoa(t.db, { advogado: true });
  token = await tokenDe(t, membro);
});
afterAll(async () => {
  await t?.close();
  await banco?.close();
});

const espera = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request waiting for its fee, the fee título and an active PIX charge for it. */
async function requerimentoComTaxa() {
  const req = await criarRequerimento(t.db, { pessoaId: membro.pessoaId, codigo: '401', status: 'aguardando_pagamento' });
  const taxa = await inserirTaxaDeRequerimento(t.db, { pessoaId: membro.pessoaId, requerimentoId: req.id, valorCentavos: 5_000 });
  const c = await t.app.inject({ method: 'POST', url: `/wsapp/financeiro/titulos/${taxa.nufin}/cobrancas`, headers: { authorization: `Bearer ${token}` }, payload: { meio: 'pix' } });
  expect(c.statusCode).toBe(201);
  return { req, taxa, txid: c.json().pix.txid as string };
}

/** Pairs per round: each round's pairs all run at once (PostgreSQL: one connection each). */
const PARES = 24;

/**
 * One round of races: for each pair, the member cancels the request while the bank's notification of its fee
 * arrives, `deslocamentoMs` + 3 ms × i later. Checks every pair ended in one of the two consistent outcomes.
 */
async function rodada(deslocamentoMs: number): Promise<{ pago: number; cancelado: number }> {
  const casos = await Promise.all(Array.from({ length: PARES }, () => requerimentoComTaxa()));
  const respostas = await Promise.all(
    casos.map(async ({ req, txid }, i) => {
      const e2e = novoE2e();
      const corpo = corpoPix({ txid, valor: 5_000, e2e });
      // The cancellation has more to do before it reaches the database (the member's session): the
      // notification leaves a little later in each pair, so some pairs meet inside their transactions.
      const [cancelar, webhook] = await Promise.all([
        t.app.inject({ method: 'POST', url: `/wsapp/requerimentos/${req.id}/cancelar`, headers: { authorization: `Bearer ${token}` }, payload: {} }),
        espera(deslocamentoMs + i * 3).then(() =>
          t.app.inject({ method: 'POST', url: URL_WEBHOOK_PIX, headers: assinarWebhook(t.app.pagamentos.segredoWebhook, corpo), payload: corpo }),
        ),
      ]);
      return { cancelar, webhook, e2e };
    }),
  );

  const desfechos = { pago: 0, cancelado: 0 };
  for (const [i, { cancelar, webhook, e2e }] of respostas.entries()) {
    const { req, taxa } = casos[i]!;
    expect(webhook.statusCode, webhook.body).toBe(200);
    // A member may still cancel a request that went on to the staff (enviado): both orders answer 200.
    expect(cancelar.statusCode, cancelar.body).toBe(200);
    const [r] = await t.db.select({ status: requerimentos.status }).from(requerimentos).where(eq(requerimentos.id, req.id));
    expect(r!.status).toBe('cancelado');
    const [ti] = await t.db.select().from(titulos).where(eq(titulos.id, taxa.id));
    const [p] = await t.db.select().from(pagamentos).where(eq(pagamentos.endToEndId, e2e));
    const passos = await t.db
      .select({ acao: andamentos.acao, de: andamentos.de, para: andamentos.para })
      .from(andamentos)
      .where(eq(andamentos.requerimentoId, req.id));
    const ativas = await t.db.select().from(cobrancas).where(and(eq(cobrancas.tituloId, taxa.id), eq(cobrancas.status, 'ativa')));
    expect(ativas).toEqual([]);
    if (ti!.status === 'pago') {
      // The payment came first: the request went on to the staff, and was cancelled from there.
      expect(ti).toMatchObject({ valorPagoCentavos: 5_000, meioPagamento: 'pix' });
      expect(p).toMatchObject({ situacao: 'liquidado' });
      expect(webhook.json()).toMatchObject({ liquidados: 1 });
      expect(passos).toEqual(
        expect.arrayContaining([
          { acao: 'confirmar_pagamento', de: 'aguardando_pagamento', para: 'enviado' },
          { acao: 'cancelar', de: 'enviado', para: 'cancelado' },
        ]),
      );
      desfechos.pago++;
    } else {
      // The cancellation came first: nothing is owed, and the money waits for staff to return it.
      expect(ti!.status).toBe('cancelado');
      expect(p).toMatchObject({ situacao: 'em_revisao', motivoRevisao: 'titulo_nao_aberto', tituloId: taxa.id });
      expect(webhook.json()).toMatchObject({ liquidados: 0, emRevisao: 1 });
      expect(passos).toContainEqual({ acao: 'cancelar', de: 'aguardando_pagamento', para: 'cancelado' });
      expect(passos.some((a) => a.acao === 'confirmar_pagamento')).toBe(false);
      desfechos.cancelado++;
    }
  }
  return desfechos;
}

describe('cancelling a request while its fee is being paid', () => {
  it('never deadlocks: each pair ends paid (then cancelled from enviado), or cancelled with the payment in review', async () => {
    const desfechos = [await rodada(0), await rodada(1)];
    expect(desfechos.reduce((n, d) => n + d.pago + d.cancelado, 0)).toBe(2 * PARES);
    expect(t.logs()).not.toMatch(/deadlock/i);
  });
});
