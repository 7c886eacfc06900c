import type { ResumoRequerimentos } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { chamar, criarRequerimento } from '../../helpers/requerimentos.js';

// GET /requerimentos/resumo: the member's open requests at a glance on the entity homes (issue 12, item 6).

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => t.close());

async function resumo(p: PessoaCriada): Promise<ResumoRequerimentos> {
  const res = await chamar(t, p, 'GET', '/wsapp/requerimentos/resumo');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json() as ResumoRequerimentos;
}

const zero = { rascunhos: 0, aguardandoVoce: 0, emAnalise: 0 };

describe('GET /requerimentos/resumo', () => {
  it('asks for a session', async () => {
    expect((await chamar(t, null, 'GET', '/wsapp/requerimentos/resumo')).statusCode).toBe(401);
  });

  it('nothing open: zeros in every area', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    expect(await resumo(p)).toEqual({ oab: zero, casag: zero, ouvidoria: zero });
  });

  it('counts open requests by area and by who they wait for; closed ones do not count', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const criar = (codigo: string, status: Parameters<typeof criarRequerimento>[1]['status']) => criarRequerimento(t.db, { pessoaId: p.pessoaId, codigo, status });
    // OAB (401): one waiting for the fee, one in diligência, one under analysis, one draft, one decided.
    await criar('401', 'aguardando_pagamento');
    await criar('401', 'em_diligencia');
    await criar('401', 'em_analise');
    await criar('401', 'rascunho');
    await criar('401', 'deferido');
    // CASAG (262): one sent, one in diligência, one cancelled.
    await criar('262', 'enviado');
    await criar('262', 'em_diligencia');
    await criar('262', 'cancelado');
    // Ombudsman (298): one under analysis, one archived.
    await criar('298', 'em_analise');
    await criar('298', 'arquivado');
    expect(await resumo(p)).toEqual({
      oab: { rascunhos: 1, aguardandoVoce: 2, emAnalise: 1 },
      casag: { rascunhos: 0, aguardandoVoce: 1, emAnalise: 1 },
      ouvidoria: { rascunhos: 0, aguardandoVoce: 0, emAnalise: 1 },
    });
  });

  it("never counts another member's requests", async () => {
    const a = await criarPessoa(t.db, { advogado: true });
    const b = await criarPessoa(t.db, { advogado: true });
    await criarRequerimento(t.db, { pessoaId: b.pessoaId, codigo: '262', status: 'em_diligencia' });
    await criarRequerimento(t.db, { pessoaId: b.pessoaId, codigo: '401', status: 'aguardando_pagamento' });
    expect(await resumo(a)).toEqual({ oab: zero, casag: zero, ouvidoria: zero });
  });
});
