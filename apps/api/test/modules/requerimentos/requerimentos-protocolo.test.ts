import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pessoas, protocoloSequencias, requerimentos } from '../../../src/db/schema/index.js';
import { iniciais } from '../../../src/modules/requerimentos/comprovante.js';
import { proximoProtocolo } from '../../../src/modules/requerimentos/protocolo.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { anexarObrigatorios, chamar, criarRequerimento, dadosValidos, hoje, tokenDe } from '../../helpers/requerimentos.js';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => t.close());

async function enviar(p: PessoaCriada, codigo = '264') {
  const r = await criarRequerimento(t.db, { pessoaId: p.pessoaId, codigo, status: 'rascunho' });
  await anexarObrigatorios(t.db, r.id, codigo);
  const res = await chamar(t, p, 'POST', `/wsapp/requerimentos/${r.id}/enviar`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; protocolo: string; codigoVerificacao: string; enviadoEm: string };
}

describe('protocol numbers', () => {
  it('50 drafts sent at the same time get 50 distinct, consecutive numbers of this year', async () => {
    const donos = await Promise.all(Array.from({ length: 5 }, () => criarPessoa(t.db, { advogado: true })));
    const pedidos: { id: string; token: string }[] = [];
    for (let i = 0; i < 50; i++) {
      const dono = donos[i % donos.length] as PessoaCriada;
      const r = await criarRequerimento(t.db, { pessoaId: dono.pessoaId, codigo: '264', status: 'rascunho' });
      await anexarObrigatorios(t.db, r.id, '264');
      pedidos.push({ id: r.id, token: await tokenDe(t, dono) });
    }
    const respostas = await Promise.all(
      pedidos.map((p) => t.app.inject({ method: 'POST', url: `/wsapp/requerimentos/${p.id}/enviar`, headers: { authorization: `Bearer ${p.token}` } })),
    );
    expect(respostas.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const protocolos = respostas.map((r) => r.json().protocolo as string);
    const ano = hoje().slice(0, 4);
    expect(protocolos.every((p) => new RegExp(`^${ano}/\\d{6}$`).test(p))).toBe(true);
    expect(new Set(protocolos).size).toBe(50);
    const numeros = protocolos.map((p) => Number(p.slice(5))).sort((a, b) => a - b);
    const [menor, maior] = [numeros[0]!, numeros.at(-1)!];
    // No gaps: every number in the batch's range was given to a request. Alone (the embedded database) the
    // batch is exactly consecutive; on a shared PostgreSQL other test files may send in between.
    const faixa = Array.from({ length: maior - menor + 1 }, (_, i) => `${ano}/${String(menor + i).padStart(6, '0')}`);
    const usados = await t.db.select({ protocolo: requerimentos.protocolo }).from(requerimentos).where(inArray(requerimentos.protocolo, faixa));
    expect(usados).toHaveLength(faixa.length);
    if (!process.env.DATABASE_URL) expect(maior - menor).toBe(49);
    const [contador] = await t.db
      .select()
      .from(protocoloSequencias)
      .where(and(eq(protocoloSequencias.ano, Number(ano)), eq(protocoloSequencias.serie, 'geral')));
    expect(contador!.ultimo).toBeGreaterThanOrEqual(maior);
    // Stored as answered, and each with its own verification code.
    const linhas = await t.db
      .select({ protocolo: requerimentos.protocolo, codigo: requerimentos.codigoVerificacao })
      .from(requerimentos)
      .where(sql`${requerimentos.id} in ${pedidos.map((p) => p.id)}`);
    expect(linhas.map((l) => l.protocolo).sort()).toEqual([...protocolos].sort());
    expect(new Set(linhas.map((l) => l.codigo)).size).toBe(50);
  });

  it('a refused send does not use a number (no gaps)', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const primeiro = await enviar(p);
    const semDocs = await criarRequerimento(t.db, { pessoaId: p.pessoaId, codigo: '264', status: 'rascunho' });
    expect((await chamar(t, p, 'POST', `/wsapp/requerimentos/${semDocs.id}/enviar`)).statusCode).toBe(422);
    const segundo = await enviar(p);
    const [a, b] = [Number(primeiro.protocolo.slice(5)), Number(segundo.protocolo.slice(5))];
    if (!process.env.DATABASE_URL) expect(b).toBe(a + 1);
    const faixa = Array.from({ length: b - a + 1 }, (_, i) => `${primeiro.protocolo.slice(0, 4)}/${String(a + i).padStart(6, '0')}`);
    expect(await t.db.select({ p: requerimentos.protocolo }).from(requerimentos).where(inArray(requerimentos.protocolo, faixa))).toHaveLength(faixa.length);
  });
});

describe('the anonymous report has its own protocol series', () => {
  it('a 301 sent between two member requests leaves their numbers consecutive and gets one of AAAA/900001…999999', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const antes = await enviar(p);

    const criada = await chamar(t, null, 'POST', '/wsapp/ouvidoria/anonima', { dados: dadosValidos('301') });
    expect(criada.statusCode, criada.body).toBe(201);
    const { id, chave } = criada.json() as { id: string; chave: string };
    const anonima = await chamar(t, null, 'POST', `/wsapp/ouvidoria/anonima/${id}/enviar`, undefined, { 'x-chave-acompanhamento': chave });
    expect(anonima.statusCode, anonima.body).toBe(200);

    const depois = await enviar(p);
    const ano = hoje().slice(0, 4);
    const protocolo301 = anonima.json().protocolo as string;
    expect(protocolo301).toMatch(new RegExp(`^${ano}/9\\d{5}$`));
    expect(Number(protocolo301.slice(5))).toBeGreaterThanOrEqual(900_001);
    for (const membro of [antes.protocolo, depois.protocolo]) expect(Number(membro.slice(5))).toBeLessThanOrEqual(899_999);
    // Alone (the embedded database) nothing else sends: the member's two numbers are exactly consecutive.
    if (!process.env.DATABASE_URL) expect(Number(depois.protocolo.slice(5))).toBe(Number(antes.protocolo.slice(5)) + 1);
    const contadores = await t.db.select().from(protocoloSequencias).where(eq(protocoloSequencias.ano, Number(ano)));
    expect(contadores.map((c) => c.serie).sort()).toEqual(['anonima', 'geral']);
    expect(contadores.find((c) => c.serie === 'anonima')!.ultimo).toBe(Number(protocolo301.slice(5)) - 900_000);
  });

  it('the general series stops at 899999 and the anonymous one at 999999, with a clear error and the counter untouched', async () => {
    const ANO_DE_TESTE = 2001; // a year no other test sends to
    const fixar = (serie: 'geral' | 'anonima', ultimo: number) =>
      t.db.execute(sql`insert into protocolo_sequencias (ano, serie, ultimo) values (${ANO_DE_TESTE}, ${serie}, ${ultimo})
        on conflict (ano, serie) do update set ultimo = excluded.ultimo`);
    const ultimoDe = async (serie: 'geral' | 'anonima') =>
      (await t.db.select().from(protocoloSequencias).where(and(eq(protocoloSequencias.ano, ANO_DE_TESTE), eq(protocoloSequencias.serie, serie))))[0]?.ultimo;

    await fixar('geral', 899_998);
    expect(await t.db.transaction((tx) => proximoProtocolo(tx, ANO_DE_TESTE))).toBe('2001/899999');
    await expect(t.db.transaction((tx) => proximoProtocolo(tx, ANO_DE_TESTE))).rejects.toThrow(
      'Os protocolos de 2001 se esgotaram: o último da série geral é 2001/899999 (de 900000 em diante são da denúncia anônima).',
    );
    expect(await ultimoDe('geral')).toBe(899_999);

    await fixar('anonima', 99_998);
    expect(await t.db.transaction((tx) => proximoProtocolo(tx, ANO_DE_TESTE, 'anonima'))).toBe('2001/999999');
    await expect(t.db.transaction((tx) => proximoProtocolo(tx, ANO_DE_TESTE, 'anonima'))).rejects.toThrow(/denúncia anônima de 2001 se esgotaram/);
    expect(await ultimoDe('anonima')).toBe(99_999);
  });
});

describe('receipt (comprovante)', () => {
  it('JSON with the verification link, its QR code, the requester, history and documents; 404 while a draft', async () => {
    const p = await criarPessoa(t.db, { advogado: true, nome: 'Maria da Silva Santos' });
    const e = await enviar(p);
    const res = await chamar(t, p, 'GET', `/wsapp/requerimentos/${e.id}/comprovante`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const c = res.json();
    expect(c).toMatchObject({
      id: e.id,
      protocolo: e.protocolo,
      codigoVerificacao: e.codigoVerificacao,
      urlVerificacao: `http://portal.teste/verificar/${e.codigoVerificacao}`,
      codigo: '264',
      titulo: 'Auxílio extraordinário',
      area: 'casag',
      requerente: 'Maria da Silva Santos',
      enviadoEm: e.enviadoEm,
      status: 'enviado',
    });
    expect(c.qrCodeSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(c.andamentos.map((a: { para: string }) => a.para)).toEqual(['rascunho', 'enviado']);
    expect(c.documentos).toHaveLength(2);

    const rascunho = await criarRequerimento(t.db, { pessoaId: p.pessoaId, codigo: '264', status: 'rascunho' });
    const semComprovante = await chamar(t, p, 'GET', `/wsapp/requerimentos/${rascunho.id}/comprovante`);
    expect(semComprovante.statusCode).toBe(404);
    expect(semComprovante.json().mensagem).toMatch(/depois que o requerimento é enviado/);
    expect((await chamar(t, p, 'GET', `/wsapp/requerimentos/${rascunho.id}/comprovante.pdf`)).statusCode).toBe(404);
  });

  it('PDF download', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const e = await enviar(p);
    const res = await chamar(t, p, 'GET', `/wsapp/requerimentos/${e.id}/comprovante.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="comprovante-${e.protocolo.replace('/', '-')}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(1000);
  });
});

describe('GET /wsapp/protocolos/verificar/:codigo (public)', () => {
  it('shows protocol, title, date, status and the initials only', async () => {
    const p = await criarPessoa(t.db, { advogado: true, nome: 'Maria da Silva Santos' });
    const e = await enviar(p);
    const res = await t.app.inject({ method: 'GET', url: `/wsapp/protocolos/verificar/${e.codigoVerificacao}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      protocolo: e.protocolo,
      titulo: 'Auxílio extraordinário',
      enviadoEm: e.enviadoEm,
      status: 'enviado',
      requerenteIniciais: 'M. S. S.',
    });
    expect(res.body).not.toContain('Maria');
    expect(res.body).not.toContain(p.cpf);
    expect(res.body).not.toContain(p.email);
  });

  it('a sensitive type shows a neutral title; the social name gives the initials', async () => {
    const p = await criarPessoa(t.db, { advogado: true, nome: 'João Pereira' });
    await t.db.update(pessoas).set({ nomeSocial: 'Joana Pereira Lima' }).where(eq(pessoas.id, p.pessoaId));
    const e = await enviar(p, '305');
    const res = await t.app.inject({ method: 'GET', url: `/wsapp/protocolos/verificar/${e.codigoVerificacao}` });
    expect(res.json()).toMatchObject({ titulo: 'Requerimento CASAG', requerenteIniciais: 'J. P. L.' });
    expect(res.body).not.toMatch(/Prote|mulher/i);
  });

  it('unknown code → 404; a malformed code answers the same', async () => {
    const desconhecido = await t.app.inject({ method: 'GET', url: '/wsapp/protocolos/verificar/ZZZZZZZZZZZZ' });
    expect(desconhecido.statusCode).toBe(404);
    expect(desconhecido.json().mensagem).toMatch(/Não encontramos um comprovante/);
    for (const codigo of ['abc', 'abcdefghijkl', 'ABCDEFGHIJK%3B', 'A'.repeat(13)]) {
      const res = await t.app.inject({ method: 'GET', url: `/wsapp/protocolos/verificar/${codigo}` });
      expect(res.statusCode, codigo).toBe(404);
      expect(res.json(), codigo).toEqual(desconhecido.json());
    }
  });

  it('initials skip particles and keep accents', () => {
    expect(iniciais('Maria da Silva Santos')).toBe('M. S. S.');
    expect(iniciais('  álvaro  de   OLIVEIRA e souza ')).toBe('Á. O. S.');
    expect(iniciais("Joana D'Arc dos Anjos")).toBe('J. D. A.');
  });
});
