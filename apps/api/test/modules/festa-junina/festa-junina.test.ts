import { createPublicKey, randomUUID, verify } from 'node:crypto';
import { hojeSaoPaulo, somarDias } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { festaCompras, festaLotes, titulos } from '../../../src/db/schema/index.js';
import { expirarReservas } from '../../../src/modules/festa-junina/expirar-reservas.js';
import { creditarViraMais, saldoViraMais } from '../../../src/modules/viramais/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { outraGrafia } from '../../helpers/grafia.js';
import { pagarPeloWebhook } from '../../helpers/pagamentos.js';
import { auth, checkin, comprar, contagens, criarFesta, membro, type Membro } from './ajuda.js';

interface IngressoApi {
  id: string;
  tipo: string;
  titular: string;
  status: string;
  codigo: string | null;
  codigoCurto: string | null;
  titularEditavel: boolean;
}

describe('festa junina', () => {
  let t: AppDeTeste;
  let staff: Membro;
  beforeAll(async () => {
    t = await criarAppDeTeste();
    staff = await membro(t, { advogado: false, permissoes: ['CLI_PermissaoEventos', 'CLI_PermissaoPortaria'] });
  });
  afterAll(async () => {
    await t.close();
  });

  async function ingressosDe(m: Membro): Promise<IngressoApi[]> {
    const r = await t.app.inject({ method: 'GET', url: '/wsapp/festa-junina/ingressos', headers: auth(m) });
    expect(r.statusCode).toBe(200);
    return (r.json() as { itens: IngressoApi[] }).itens;
  }

  async function compradoEPago(m: Membro, eventoId: string, q: { advogado?: number; convidados?: number; criancas?: number }) {
    const r = await comprar(t, m, eventoId, q);
    expect(r.statusCode, r.body).toBe(201);
    const compra = r.json() as { id: string; nufin: number };
    const { webhook } = await pagarPeloWebhook(t, m.token, compra.nufin);
    expect(webhook.statusCode).toBeLessThan(300);
    return compra;
  }

  it('a purchase reserves units and a título; settling it issues the tickets with a signed code the published key verifies', async () => {
    const festa = await criarFesta(t, staff, { quantidade: 10 });
    const maria = await membro(t);
    const r = await comprar(t, maria, festa.id, { advogado: 1, convidados: 1 });
    expect(r.statusCode, r.body).toBe(201);
    const compra = r.json() as { id: string; nufin: number; totalCentavos: number; status: string };
    expect(compra).toMatchObject({ status: 'reservada', totalCentavos: 18000 });
    const [titulo] = await t.db.select().from(titulos).where(eq(titulos.nufin, compra.nufin));
    expect(titulo).toMatchObject({ origem: 'ingresso', referenciaTipo: 'ingresso_compra', referenciaId: compra.id, valorCentavos: 18000 });
    expect((await ingressosDe(maria)).map((i) => [i.status, i.codigo])).toEqual([
      ['reservado', null],
      ['reservado', null],
    ]);
    expect((await contagens(t.db, festa.id)).vendidos).toBe(2);

    await pagarPeloWebhook(t, maria.token, compra.nufin);
    const ingressos = await ingressosDe(maria);
    expect(ingressos.map((i) => i.status)).toEqual(['emitido', 'emitido']);
    expect(ingressos.map((i) => i.tipo).sort()).toEqual(['advogado', 'convidado']);
    const chave = (await t.app.inject({ method: 'GET', url: '/wsapp/codigos/chave-publica' })).json() as { chavePublicaPem: string };
    for (const i of ingressos) {
      expect(i.codigo).toMatch(/^PU1\.I\./);
      expect(i.codigoCurto).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
      const corte = i.codigo!.lastIndexOf('.');
      expect(verify(null, Buffer.from(i.codigo!.slice(0, corte)), createPublicKey(chave.chavePublicaPem), Buffer.from(i.codigo!.slice(corte + 1), 'base64url'))).toBe(true);
    }
    const pdf = await t.app.inject({ method: 'GET', url: `/wsapp/festa-junina/ingressos/${ingressos[0]!.id}/pdf`, headers: auth(maria) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('paying fully with ViraMais issues at once; paying in part leaves a título for the rest, and expiry gives the credits back', async () => {
    const festa = await criarFesta(t, staff, { quantidade: 10 });
    const m = await membro(t);
    const hoje = hojeSaoPaulo();
    await t.db.transaction((tx) =>
      creditarViraMais(tx, { pessoaId: m.pessoaId, valorCentavos: 25_000, validoAte: somarDias(hoje, 300), origem: { tipo: 'ajuste', id: randomUUID() }, descricao: 'teste' }),
    );
    const total = await comprar(t, m, festa.id, { advogado: 1, convidados: 1, usarViraMais: true });
    expect(total.json()).toMatchObject({ status: 'paga', nufin: null, viraMaisCentavos: 18000, totalCentavos: 18000 });
    expect((await ingressosDe(m)).map((i) => i.status)).toEqual(['emitido', 'emitido']);
    expect(await saldoViraMais(t.db, m.pessoaId, hoje)).toBe(7_000);
    const parte = await comprar(t, m, festa.id, { convidados: 2, usarViraMais: true });
    expect(parte.json()).toMatchObject({ status: 'reservada', viraMaisCentavos: 7000, totalCentavos: 20000 });
    const [titulo] = await t.db.select().from(titulos).where(eq(titulos.nufin, parte.json().nufin));
    expect(titulo!.valorCentavos).toBe(13000);
    expect(await saldoViraMais(t.db, m.pessoaId, hoje)).toBe(0);
    await expirarReservas({ db: t.db, pagamentos: t.app.pagamentos, log: t.app.log }, new Date(Date.now() + 31 * 60_000));
    expect(await saldoViraMais(t.db, m.pessoaId, hoje)).toBe(7_000);
  });

  it('without a lawyer inscription nothing is bought', async () => {
    const festa = await criarFesta(t, staff, { quantidade: 10 });
    const outro = await membro(t, { advogado: false });
    const antes = await contagens(t.db, festa.id);
    const r = await comprar(t, outro, festa.id, { convidados: 1 });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ codigo: 'FESTA_SOMENTE_ADVOGADOS' });
    expect(await contagens(t.db, festa.id)).toEqual(antes);
  });

  it('refuses over the cap, over stock, an empty purchase and an unknown event, changing nothing', async () => {
    const festa = await criarFesta(t, staff, { quantidade: 3 });
    const m = await membro(t);
    await compradoEPago(m, festa.id, { advogado: 1, convidados: 1 });
    const antes = await contagens(t.db, festa.id);
    const casos = [
      [{ advogado: 1 }, 409, 'LIMITE_INGRESSOS'],
      [{ convidados: 4 }, 409, 'LIMITE_INGRESSOS'],
      [{ convidados: 2 }, 409, 'ESGOTADO'],
      [{}, 400, 'COMPRA_VAZIA'],
    ] as const;
    for (const [q, status, codigo] of casos) {
      const r = await comprar(t, m, festa.id, q);
      expect(r.statusCode, JSON.stringify(q)).toBe(status);
      expect(r.json()).toMatchObject({ codigo });
      expect(typeof r.json().mensagem).toBe('string');
    }
    const desconhecido = await comprar(t, m, '5d1c2b3a-4e5f-4a6b-9c7d-8e9f0a1b2c3d', { convidados: 1 });
    expect(desconhecido.statusCode).toBe(404);
    const negativo = await comprar(t, m, festa.id, { convidados: -1 });
    expect(negativo.statusCode).toBe(400);
    expect(await contagens(t.db, festa.id)).toEqual(antes);
  });

  it('sales close the day before the event', async () => {
    const festa = await criarFesta(t, staff, { data: hojeSaoPaulo() });
    const m = await membro(t);
    const r = await comprar(t, m, festa.id, { advogado: 1 });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ codigo: 'VENDA_ENCERRADA' });
    expect((await contagens(t.db, festa.id)).compras).toBe(0);
  });

  it('the next lot opens when the first sells out', async () => {
    const festa = await criarFesta(t, staff, { quantidade: 1, segundoLote: { quantidade: 5, abreEm: somarDias(hojeSaoPaulo(), 20) } });
    const a = await membro(t);
    const b = await membro(t);
    expect((await comprar(t, a, festa.id, { advogado: 1 })).statusCode).toBe(201);
    const r = await comprar(t, b, festa.id, { advogado: 1 });
    expect(r.statusCode).toBe(201);
    expect(r.json().totalCentavos).toBe(9000);
  });

  it('an unpaid reservation expires after 30 minutes: units return, título cancelled, ViraMais given back', async () => {
    const festa = await criarFesta(t, staff, { quantidade: 5 });
    const m = await membro(t);
    const r = await comprar(t, m, festa.id, { advogado: 1, criancas: 2 });
    const compra = r.json() as { id: string; nufin: number };
    expect((await contagens(t.db, festa.id)).vendidos).toBe(3);
    expect(await expirarReservas({ db: t.db, pagamentos: t.app.pagamentos, log: t.app.log }, new Date(Date.now() + 10 * 60_000))).toBe(0);
    expect(await expirarReservas({ db: t.db, pagamentos: t.app.pagamentos, log: t.app.log }, new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect((await contagens(t.db, festa.id)).vendidos).toBe(0);
    const [c] = await t.db.select().from(festaCompras).where(eq(festaCompras.id, compra.id));
    expect(c!.status).toBe('expirada');
    const [titulo] = await t.db.select().from(titulos).where(eq(titulos.nufin, compra.nufin));
    expect(titulo!.status).toBe('cancelado');
    expect(await ingressosDe(m)).toEqual([]);
    // The cap counts live tickets only: the member may buy again.
    expect((await comprar(t, m, festa.id, { advogado: 1 })).statusCode).toBe(201);
  });

  it("a reservation's PIX expires with it (30 minutes), and none is made in its last minute", async () => {
    const festa = await criarFesta(t, staff, { quantidade: 5 });
    const m = await membro(t);
    const compra = (await comprar(t, m, festa.id, { advogado: 1 })).json() as { id: string; nufin: number };
    const cobrarPix = () => t.app.inject({ method: 'POST', url: `/wsapp/financeiro/titulos/${compra.nufin}/cobrancas`, headers: auth(m), payload: { meio: 'pix' } });
    const [{ criadaEm }] = (await t.db
      .update(festaCompras)
      .set({ criadaEm: new Date(Date.now() - 25 * 60_000) })
      .where(eq(festaCompras.id, compra.id))
      .returning({ criadaEm: festaCompras.criadaEm })) as [{ criadaEm: Date }];
    const pix = await cobrarPix();
    expect(pix.statusCode, pix.body).toBe(201);
    const expira = new Date(pix.json().expiraEm as string).getTime();
    expect(expira).toBeLessThanOrEqual(criadaEm.getTime() + 30 * 60_000);
    expect(expira).toBeGreaterThan(criadaEm.getTime() + 30 * 60_000 - 1000);
    await t.db.update(festaCompras).set({ criadaEm: new Date(Date.now() - 29.5 * 60_000) }).where(eq(festaCompras.id, compra.id));
    const tarde = await cobrarPix();
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json().codigo).toBe('PRAZO_ENCERRADO');
  });

  it('holder edit: new code version, the old one revoked; another member gets 404; the deadline is the day before', async () => {
    const festa = await criarFesta(t, staff, { quantidade: 5 });
    const m = await membro(t);
    await compradoEPago(m, festa.id, { convidados: 1 });
    const [antes] = await ingressosDe(m);
    const outro = await membro(t);
    const alheio = await t.app.inject({ method: 'PATCH', url: `/wsapp/festa-junina/ingressos/${antes!.id}`, headers: auth(outro), payload: { titular: 'Invasor da Silva' } });
    expect(alheio.statusCode).toBe(404);
    const pdfAlheio = await t.app.inject({ method: 'GET', url: `/wsapp/festa-junina/ingressos/${antes!.id}/pdf`, headers: auth(outro) });
    expect(pdfAlheio.statusCode).toBe(404);
    expect(pdfAlheio.json()).toEqual((await t.app.inject({ method: 'GET', url: '/wsapp/festa-junina/ingressos/5d1c2b3a-4e5f-4a6b-9c7d-8e9f0a1b2c3d/pdf', headers: auth(outro) })).json());

    const r = await t.app.inject({ method: 'PATCH', url: `/wsapp/festa-junina/ingressos/${antes!.id}`, headers: auth(m), payload: { titular: 'João Convidado' } });
    expect(r.statusCode, r.body).toBe(200);
    const depois = r.json() as IngressoApi;
    expect(depois.titular).toBe('João Convidado');
    expect(depois.codigo).not.toBe(antes!.codigo);
    expect(depois.codigo).toMatch(/\.2\.[^.]+$/);
    expect(depois.codigoCurto).not.toBe(antes!.codigoCurto);
    const chave = (await t.app.inject({ method: 'GET', url: '/wsapp/codigos/chave-publica' })).json() as { revogados: { id: string; versao: number; motivo: string }[] };
    expect(chave.revogados).toContainEqual(expect.objectContaining({ id: antes!.id, versao: 1, motivo: 'substituido' }));

    const porteiro = await membro(t, { advogado: false, permissoes: ['CLI_PermissaoPortaria'] });
    // The old QR and the old short code (the guest's old PDF) are answered alike: replaced, and when.
    const substituido = { resultado: 'revogado', titular: 'João Convidado', mensagem: expect.stringMatching(/^Ingresso substituído por um novo em \d\d\/\d\d às \d\d:\d\d \(o titular foi alterado\)/) };
    const peloQr = (await checkin(t, porteiro, festa.id, antes!.codigo!)).json();
    expect(peloQr).toMatchObject(substituido);
    const peloCurto = (await checkin(t, porteiro, festa.id, antes!.codigoCurto!.toLowerCase())).json();
    expect(peloCurto).toMatchObject(substituido);
    expect(peloCurto.mensagem).toBe(peloQr.mensagem);
    // Renamed again: both older short codes still read as replaced; a typo is still unknown.
    const terceira = (await t.app.inject({ method: 'PATCH', url: `/wsapp/festa-junina/ingressos/${antes!.id}`, headers: auth(m), payload: { titular: 'Ana Convidada' } })).json() as IngressoApi;
    for (const velho of [antes!.codigoCurto!, depois.codigoCurto!, depois.codigo!]) {
      expect((await checkin(t, porteiro, festa.id, velho)).json(), velho).toMatchObject({ ...substituido, titular: 'Ana Convidada' });
    }
    expect((await checkin(t, porteiro, festa.id, 'ZZZZZ-ZZZZZ')).json()).toMatchObject({ resultado: 'forjado', mensagem: expect.stringContaining('Nenhum ingresso tem este código') });
    expect((await checkin(t, porteiro, festa.id, terceira.codigoCurto!)).json()).toMatchObject({ resultado: 'valido', titular: 'Ana Convidada' });
    // Used now: the old codes are still answered as replaced, not as used.
    expect((await checkin(t, porteiro, festa.id, antes!.codigoCurto!)).json()).toMatchObject({ resultado: 'revogado' });

    // The day before is the last day: an event tomorrow still allows it, one today does not.
    const { alterarTitular } = await import('../../../src/modules/festa-junina/ingressos.js');
    const amanha = somarDias(hojeSaoPaulo(), 30);
    const m2 = await membro(t);
    await compradoEPago(m2, festa.id, { convidados: 1 });
    const [i2] = await ingressosDe(m2);
    await expect(alterarTitular(t.app, t.app.codigos, m2.pessoaId, i2!.id, 'Ainda Pode', somarDias(amanha, -1))).resolves.toBeUndefined();
    await expect(alterarTitular(t.app, t.app.codigos, m2.pessoaId, i2!.id, 'Tarde Demais', amanha)).rejects.toMatchObject({ codigo: 'PRAZO_TITULAR_ENCERRADO' });
  });

  it('check-in: valid once, then already used (when, gate); forged, altered, other event, cancelled, bad short code; nothing else changes', async () => {
    const festa = await criarFesta(t, staff, { quantidade: 10 });
    const outraFesta = await criarFesta(t, staff, { quantidade: 10 });
    const m = await membro(t);
    await compradoEPago(m, festa.id, { advogado: 1, convidados: 2 });
    const [a, b, c] = await ingressosDe(m);
    const porteiro = await membro(t, { advogado: false, permissoes: ['CLI_PermissaoPortaria'] });

    const primeira = await checkin(t, porteiro, festa.id, a!.codigoCurto!.toLowerCase(), 'Portão Norte');
    expect(primeira.json()).toMatchObject({ resultado: 'valido', titular: a!.titular, tipo: a!.tipo });
    const segunda = await checkin(t, porteiro, festa.id, a!.codigo!, 'Portão Sul');
    expect(segunda.json()).toMatchObject({ resultado: 'ja_utilizado', portao: 'Portão Norte' });
    expect(segunda.json().mensagem).toContain('Portão Norte');

    const antes = await contagens(t.db, festa.id);
    const assinatura = b!.codigo!.slice(b!.codigo!.lastIndexOf('.') + 1);
    const alterado = b!.codigo!.replace(/\.1\.([^.]+)$/, `.2.${assinatura}`);
    const trocado = b!.codigo!.slice(0, -2) + (b!.codigo!.endsWith('AA') ? 'BB' : 'AA');
    const forjado = `PU1.I.${b!.id}.1.${'A'.repeat(86)}`;
    expect((await checkin(t, porteiro, festa.id, alterado)).json().resultado).toBe('forjado');
    expect((await checkin(t, porteiro, festa.id, trocado)).json().resultado).toBe('forjado');
    // The same signature with its last character swapped for one that decodes to the same bytes.
    expect((await checkin(t, porteiro, festa.id, outraGrafia(b!.codigo!))).json().resultado).toBe('forjado');
    expect((await checkin(t, porteiro, festa.id, forjado)).json().resultado).toBe('forjado');
    expect((await checkin(t, porteiro, festa.id, 'ZZZZZ-ZZZZZ')).json().resultado).toBe('forjado');
    expect((await checkin(t, porteiro, festa.id, 'qualquer coisa')).json().resultado).toBe('forjado');
    expect((await checkin(t, porteiro, outraFesta.id, b!.codigo!)).json().resultado).toBe('evento_errado');
    const voucher = t.app.codigos.assinar({ tipo: 'vacina', id: b!.id, versao: 1 });
    expect((await checkin(t, porteiro, festa.id, voucher)).json().resultado).toBe('evento_errado');

    const cancelar = await t.app.inject({ method: 'POST', url: `/wsapp/festa-junina/staff/ingressos/${c!.id}/cancelar`, headers: auth(staff) });
    expect(cancelar.statusCode).toBe(204);
    const cancelado = { resultado: 'cancelado', mensagem: expect.stringMatching(/^Ingresso cancelado em \d\d\/\d\d às \d\d:\d\d\. Não libere a entrada\.$/) };
    expect((await checkin(t, porteiro, festa.id, c!.codigo!)).json()).toMatchObject(cancelado);
    expect((await checkin(t, porteiro, festa.id, c!.codigoCurto!)).json()).toMatchObject(cancelado);
    const depois = await contagens(t.db, festa.id);
    expect(depois).toEqual({ ...antes, vendidos: antes.vendidos - 1 });

    const semPermissao = await checkin(t, m, festa.id, b!.codigo!);
    expect(semPermissao.statusCode).toBe(403);
    expect((await contagens(t.db, festa.id)).checkins).toBe(1);
  });

  it('20 concurrent check-ins of one ticket admit it once', async () => {
    const festa = await criarFesta(t, staff, { quantidade: 10 });
    const m = await membro(t);
    await compradoEPago(m, festa.id, { advogado: 1 });
    const [i] = await ingressosDe(m);
    const porteiro = await membro(t, { advogado: false, permissoes: ['CLI_PermissaoPortaria'] });
    const respostas = await Promise.all(Array.from({ length: 20 }, (_, k) => checkin(t, porteiro, festa.id, k % 2 ? i!.codigo! : i!.codigoCurto!, `Portão ${k}`)));
    const resultados = respostas.map((r) => r.json().resultado as string);
    expect(resultados.filter((r) => r === 'valido')).toHaveLength(1);
    expect(resultados.filter((r) => r === 'ja_utilizado')).toHaveLength(19);
    expect((await contagens(t.db, festa.id)).checkins).toBe(1);
  });

  it('concurrent buyers never oversell a lot, and one member racing tabs gets the cap', async () => {
    const festa = await criarFesta(t, staff, { quantidade: 10 });
    const compradores = await Promise.all(Array.from({ length: 25 }, () => membro(t)));
    const r = await Promise.all(compradores.map((c) => comprar(t, c, festa.id, { advogado: 1 })));
    expect(r.filter((x) => x.statusCode === 201)).toHaveLength(10);
    expect(r.filter((x) => x.statusCode === 409).every((x) => x.json().codigo === 'ESGOTADO')).toBe(true);
    const [lote] = await t.db.select().from(festaLotes).where(eq(festaLotes.id, festa.loteId));
    expect(lote!.vendidos).toBe(10);
    expect((await contagens(t.db, festa.id)).ingressos).toBe(10);

    const festa2 = await criarFesta(t, staff, { quantidade: 100 });
    const m = await membro(t);
    const abas = await Promise.all(Array.from({ length: 8 }, () => comprar(t, m, festa2.id, { convidados: 1 })));
    expect(abas.filter((x) => x.statusCode === 201)).toHaveLength(4);
    expect((await contagens(t.db, festa2.id)).ingressos).toBe(4);
  });

  it('GET /festa-junina: the lot on sale, prices and what the member may still buy; a pending reservation to pay', async () => {
    const festa = await criarFesta(t, staff, { quantidade: 10 });
    const m = await membro(t);
    const r0 = await comprar(t, m, festa.id, { advogado: 1, convidados: 3 });
    const g = await t.app.inject({ method: 'GET', url: '/wsapp/festa-junina', headers: auth(m) });
    expect(g.statusCode).toBe(200);
    const e = (g.json() as { eventos: { evento: { id: string }; loteAVenda: { restantes: number; precos: object }; podeComprar: object; motivo: string | null; compraPendente: { id: string; nufin: number } | null }[] }).eventos.find((x) => x.evento.id === festa.id)!;
    expect(e.loteAVenda).toMatchObject({ restantes: 6, precos: { advogado: 8000, convidado: 10000, crianca: 5000 } });
    expect(e.podeComprar).toEqual({ proprio: 0, convidados: 1 });
    expect(e.motivo).toBeNull();
    expect(e.compraPendente).toMatchObject({ id: r0.json().id, nufin: r0.json().nufin });
    const colaborador = await membro(t, { advogado: false });
    const g2 = (await t.app.inject({ method: 'GET', url: '/wsapp/festa-junina', headers: auth(colaborador) })).json() as { eventos: { evento: { id: string }; motivo: string }[] };
    expect(g2.eventos.find((x) => x.evento.id === festa.id)!.motivo).toMatch(/advogados/);
  });

  it('staff routes need their permission; bad lot input is refused in Portuguese', async () => {
    const m = await membro(t);
    const r = await t.app.inject({ method: 'GET', url: '/wsapp/festa-junina/staff/eventos', headers: auth(m) });
    expect(r.statusCode).toBe(403);
    const festa = await criarFesta(t, staff, { data: somarDias(hojeSaoPaulo(), 10) });
    const depois = await t.app.inject({
      method: 'POST',
      url: `/wsapp/festa-junina/staff/eventos/${festa.id}/lotes`,
      headers: auth(staff),
      payload: { nome: '2º lote', ordem: 2, quantidade: 10, abreEm: somarDias(hojeSaoPaulo(), 11), precos: { advogado: 1, convidado: 1, crianca: 1 } },
    });
    expect(depois.statusCode).toBe(422);
    expect(depois.json().mensagem).toMatch(/antes da data do evento/);
    const lista = (await t.app.inject({ method: 'GET', url: `/wsapp/festa-junina/staff/eventos/${festa.id}`, headers: auth(staff) })).json();
    expect(lista.lotes).toHaveLength(1);
  });
});
