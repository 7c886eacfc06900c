import { createHash, randomBytes } from 'node:crypto';
import {
  calcularDevido,
  formatarCentavos,
  formatarDataBr,
  REGRAS_NEGOCIACAO,
  simularNegociacao,
  somarDias,
  VALOR_MAXIMO_TITULO_CENTAVOS,
  type NegociacaoBase,
  type Plano,
  type SimulacaoNegociacao,
} from '@portal/contracts';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cobrancas, pessoas, planos, titulos } from '../../../src/db/schema/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, formatar, type PessoaCriada } from '../../helpers/fabrica.js';
import { iniciarApiPixFalsa, type ApiPixFalsa } from '../../helpers/fake-api-pix.js';
import { inserirTitulo, type LinhaTituloTeste } from '../../helpers/financeiro-membro.js';
import { pagarPeloWebhook } from '../../helpers/pagamentos.js';
import { chamar, hoje, tokenDe } from '../../helpers/requerimentos.js';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => t.close());

const ANO = () => Number(hoje().slice(0, 4));
const VERSAO = REGRAS_NEGOCIACAO.versaoTermo;

interface Devedor {
  p: PessoaCriada;
  anuidade: LinhaTituloTeste;
  multa: LinhaTituloTeste;
}

/** A lawyer owing an anuidade from two years ago and a fine 45 days overdue (R$ 898,00 + R$ 500,00 of principal). */
async function devedor(nome?: string): Promise<Devedor> {
  const p = await criarPessoa(t.db, { advogado: true, ...(nome ? { nome } : {}) });
  const ano = ANO();
  const anuidade = await inserirTitulo(t.db, { pessoaId: p.pessoaId, origem: 'anuidade', descricao: `Anuidade ${ano - 2}`, vencimento: `${ano - 2}-03-31`, valorCentavos: 89_800 });
  const multa = await inserirTitulo(t.db, { pessoaId: p.pessoaId, descricao: 'Multa disciplinar', vencimento: somarDias(hoje(), -45), valorCentavos: 50_000 });
  return { p, anuidade, multa };
}

const devidoDe = (l: LinhaTituloTeste) =>
  calcularDevido({ valorCentavos: l.valorCentavos, descontoCentavos: l.descontoCentavos, descontoAte: l.descontoAte, vencimento: l.vencimento, multaBp: l.multaBp, jurosMensalBp: l.jurosMensalBp }, hoje());

const simular = (p: PessoaCriada, corpo: unknown) => chamar(t, p, 'POST', '/wsapp/financeiro/negociacao/simular', corpo);
const criar = (p: PessoaCriada, corpo: unknown) => chamar(t, p, 'POST', '/wsapp/financeiro/negociacao', corpo, { 'user-agent': 'Navegador de teste/1.0' });
const sha256 = (texto: string) => createHash('sha256').update(texto, 'utf8').digest('hex');

interface Pedido {
  nufins: number[];
  parcelas: number;
  entradaCentavos: number;
}

/** What the web does: simulates, and accepts the term of that simulation (the body of POST /negociacao). */
async function aceitar(p: PessoaCriada, pedido: Pedido): Promise<Record<string, unknown>> {
  const res = await simular(p, pedido);
  expect(res.statusCode, res.body).toBe(200);
  return { ...pedido, aceiteTermo: true, versaoTermo: VERSAO, termoSha256: (res.json() as SimulacaoNegociacao).termoSha256 };
}

const acordo = async (p: PessoaCriada, pedido: Pedido) => criar(p, await aceitar(p, pedido));

describe('GET /wsapp/financeiro/negociacao/:nufin', () => {
  it('lists every overdue debt of the member with today\'s amount, the rules and the term version', async () => {
    const d = await devedor();
    // Not eligible: not yet due, paid, a request fee (not a debt).
    await inserirTitulo(t.db, { pessoaId: d.p.pessoaId, vencimento: somarDias(hoje(), 10) });
    await inserirTitulo(t.db, { pessoaId: d.p.pessoaId, vencimento: somarDias(hoje(), -200), status: 'pago' });
    await inserirTitulo(t.db, { pessoaId: d.p.pessoaId, vencimento: somarDias(hoje(), -20), origem: 'taxa_requerimento', descricao: 'Taxa' });

    const res = await chamar(t, d.p, 'GET', `/wsapp/financeiro/negociacao/${d.multa.nufin}`);
    expect(res.statusCode, res.body).toBe(200);
    const base = res.json() as NegociacaoBase;
    expect(base.situacao).toBe('negociavel');
    expect(base.nufin).toBe(d.multa.nufin);
    expect(base.elegiveis.map((x) => x.nufin)).toEqual([d.anuidade.nufin, d.multa.nufin]);
    expect(base.elegiveis[0]!.devido).toEqual(devidoDe(d.anuidade));
    expect(base.elegiveis.every((x) => x.acoes.includes('negociar'))).toBe(true);
    expect(base.regras).toEqual({
      parcelasMaximo: 24,
      parcelaMinimaCentavos: 10_000,
      entradaMinimaBp: 1000,
      faixasDesconto: [
        { ateParcelas: 1, descontoMaximoBp: 8000 },
        { ateParcelas: 6, descontoMaximoBp: 5000 },
        { ateParcelas: 12, descontoMaximoBp: 3000 },
        { ateParcelas: 24, descontoMaximoBp: 0 },
      ],
    });
    expect(base.versaoTermo).toBe(VERSAO);
  });

  it('a título that is not an open overdue debt → 200 with the state nao_negociavel saying why (not an error); another member\'s → 404', async () => {
    const d = await devedor();
    const futuro = await inserirTitulo(t.db, { pessoaId: d.p.pessoaId, vencimento: somarDias(hoje(), 10) });
    const pago = await inserirTitulo(t.db, { pessoaId: d.p.pessoaId, vencimento: somarDias(hoje(), -200), status: 'pago' });
    const taxa = await inserirTitulo(t.db, { pessoaId: d.p.pessoaId, vencimento: somarDias(hoje(), -20), origem: 'taxa_requerimento', descricao: 'Taxa' });
    const cancelado = await inserirTitulo(t.db, { pessoaId: d.p.pessoaId, vencimento: somarDias(hoje(), -20), status: 'cancelado' });
    for (const [x, mensagem] of [
      [futuro, `O título nº ${futuro.nufin} vence em ${formatarDataBr(futuro.vencimento)} e ainda não pode ser negociado: só títulos vencidos entram em um acordo.`],
      [pago, `O título nº ${pago.nufin} já foi pago.`],
      [taxa, `O título nº ${taxa.nufin} não é uma dívida com a OAB: só anuidades, parcelas de acordo e multas vencidas podem ser negociadas. Pague-o normalmente.`],
      [cancelado, `O título nº ${cancelado.nufin} foi cancelado.`],
    ] as const) {
      const res = await chamar(t, d.p, 'GET', `/wsapp/financeiro/negociacao/${x.nufin}`);
      expect(res.statusCode, res.body).toBe(200);
      // The two overdue debts of the member could still be negotiated from /financeiro.
      expect(res.json()).toEqual({ situacao: 'nao_negociavel', nufin: x.nufin, motivo: mensagem, outrosVencidos: 2 });
    }
    const outro = await criarPessoa(t.db, { advogado: true });
    const alheio = await chamar(t, outro, 'GET', `/wsapp/financeiro/negociacao/${d.anuidade.nufin}`);
    expect(alheio.statusCode).toBe(404);
    expect(alheio.json().mensagem).toBe('Título não encontrado.');
    const malformado = await chamar(t, outro, 'GET', '/wsapp/financeiro/negociacao/xyz');
    expect(malformado.statusCode).toBe(404);
    expect(malformado.json()).toEqual(alheio.json());
  });
});

describe('POST /wsapp/financeiro/negociacao/simular', () => {
  it('computes the agreement as the shared rules do and returns the debt confession term with the figures', async () => {
    const d = await devedor('Beatriz Confessa Dívida');
    const devidos = [devidoDe(d.anuidade), devidoDe(d.multa)];
    const res = await simular(d.p, { nufins: [d.multa.nufin, d.anuidade.nufin, d.multa.nufin], parcelas: 1, entradaCentavos: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json() as SimulacaoNegociacao;
    const esperado = simularNegociacao({ devidos, parcelas: 1, entradaCentavos: 0, hoje: hoje() });
    if (!esperado.ok) throw new Error('simulação');
    expect(s).toEqual({ ...esperado.simulacao, termo: expect.any(String), termoSha256: sha256(s.termo), versaoTermo: VERSAO });
    // À vista: 80 % off fine and interest, never the principal.
    expect(s.descontoBp).toBe(8000);
    expect(s.principalCentavos).toBe(139_800);
    expect(s.totalCentavos).toBe(139_800 + s.multaCentavos + s.jurosCentavos - s.descontoCentavos);

    const termo = s.termo;
    for (const trecho of [
      'TERMO DE CONFISSÃO DE DÍVIDA',
      'DEVEDOR(A): Beatriz Confessa Dívida',
      `CPF sob o nº ${formatar(d.p.cpf)}`,
      `OAB sob o nº ${d.p.inscricao!.numero}/GO`,
      `Título nº ${d.anuidade.nufin} — Anuidade ${ANO() - 2}, vencido em 31/03/${ANO() - 2}: principal R$ 898,00, multa ${formatarCentavos(devidos[0]!.multaCentavos)}, juros ${formatarCentavos(devidos[0]!.jurosCentavos)}.`,
      `Título nº ${d.multa.nufin} — Multa disciplinar`,
      `desconto de 80%, no valor de ${formatarCentavos(s.descontoCentavos)}`,
      `O valor total do acordo é de ${formatarCentavos(s.totalCentavos)}.`,
      `Pagamento à vista de ${formatarCentavos(s.totalCentavos)}, com vencimento em ${formatarDataBr(somarDias(hoje(), 3))}.`,
      'art. 784, inciso III, do Código de Processo Civil',
      'título executivo extrajudicial',
      'por mais de 60 dias cancela os benefícios deste acordo',
      `Versão do termo: ${VERSAO}.`,
    ]) {
      expect(termo, trecho).toContain(trecho);
    }
  });

  it('installments: entry and monthly installments in the term', async () => {
    const d = await devedor();
    const res = await simular(d.p, { nufins: [d.anuidade.nufin, d.multa.nufin], parcelas: 4, entradaCentavos: 40_000 });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json() as SimulacaoNegociacao;
    expect(s.descontoBp).toBe(5000);
    expect(s.parcelas.map((p) => p.numero)).toEqual([0, 1, 2, 3]);
    expect(s.parcelas.reduce((soma, p) => soma + p.valorCentavos, 0)).toBe(s.totalCentavos);
    expect(s.termo).toContain(`Entrada de R$ 400,00, com vencimento em ${formatarDataBr(somarDias(hoje(), 3))}.`);
    expect(s.termo).toContain(`- Parcela 3 de 3: ${formatarCentavos(s.parcelas[3]!.valorCentavos)}, com vencimento em ${formatarDataBr(s.parcelas[3]!.vencimento)}.`);
  });

  it('choices outside the rules → 400 on the field with a clear message', async () => {
    const d = await devedor();
    const nufins = [d.anuidade.nufin, d.multa.nufin];
    const devidos = [devidoDe(d.anuidade), devidoDe(d.multa)];
    const casos: [unknown, string, string][] = [
      [{ nufins, parcelas: 25, entradaCentavos: 50_000 }, 'parcelas', 'Parcele em no máximo 24 vezes.'],
      [{ nufins, parcelas: 0, entradaCentavos: 0 }, 'parcelas', 'Escolha pelo menos 1 parcela (à vista).'],
      [{ nufins: [], parcelas: 1, entradaCentavos: 0 }, 'nufins', 'Escolha pelo menos um título vencido para negociar.'],
      [{ nufins, parcelas: 3, entradaCentavos: -5 }, 'entradaCentavos', 'A entrada não pode ser negativa.'],
    ];
    // Entry below 10 % of the total, and installments below R$ 100,00 (with the largest number that fits).
    for (const [parcelas, entrada, campo] of [
      [6, 10_000, 'entradaCentavos'],
      [24, 20_000, 'parcelas'],
    ] as const) {
      const r = simularNegociacao({ devidos, parcelas, entradaCentavos: entrada, hoje: hoje() });
      if (r.ok) throw new Error('deveria recusar');
      expect(r.erros[0]!.campo).toBe(campo);
      casos.push([{ nufins, parcelas, entradaCentavos: entrada }, campo, r.erros[0]!.mensagem]);
    }
    for (const [corpo, campo, mensagem] of casos) {
      const res = await simular(d.p, corpo);
      expect(res.statusCode, JSON.stringify(corpo)).toBe(400);
      expect(res.json().campos?.[campo], JSON.stringify(corpo)).toBe(mensagem);
    }
    const abaixo = (await simular(d.p, { nufins, parcelas: 24, entradaCentavos: 20_000 })).json().mensagem as string;
    expect(abaixo).toMatch(/^Em 24 parcelas, cada parcela depois da entrada ficaria em R\$ [\d.,]+, abaixo do mínimo de R\$ 100,00\. Escolha no máximo \d+ parcelas, contando a entrada\.$/);

    // A título that cannot be negotiated among the chosen ones → 409.
    const futuro = await inserirTitulo(t.db, { pessoaId: d.p.pessoaId, vencimento: somarDias(hoje(), 10) });
    const res = await simular(d.p, { nufins: [...nufins, futuro.nufin], parcelas: 1, entradaCentavos: 0 });
    expect(res.statusCode).toBe(409);
    expect(res.json().codigo).toBe('NAO_NEGOCIAVEL');
  });
});

describe('POST /wsapp/financeiro/negociacao', () => {
  it('makes the agreement: plan with the accepted term (sha256, time, IP, browser), installment títulos, originals renegociado', async () => {
    const d = await devedor();
    const pedido = { nufins: [d.anuidade.nufin, d.multa.nufin], parcelas: 4, entradaCentavos: 40_000 };
    const [cobranca] = await t.db
      .insert(cobrancas)
      .values({ tituloId: d.multa.id, meio: 'boleto', provedor: 'sandbox', txid: `N${Date.now()}`, valorCentavos: 51_000, principalCentavos: 50_000 })
      .returning();
    const simulacao = (await simular(d.p, pedido)).json() as SimulacaoNegociacao;
    const antes = new Date();

    const res = await criar(d.p, { ...pedido, aceiteTermo: true, versaoTermo: VERSAO, termoSha256: simulacao.termoSha256 });
    expect(res.statusCode, res.body).toBe(201);
    const plano = res.json() as Plano;
    expect(plano).toMatchObject({
      tipo: 'negociacao',
      status: 'ativo',
      principalCentavos: simulacao.principalCentavos,
      multaCentavos: simulacao.multaCentavos,
      jurosCentavos: simulacao.jurosCentavos,
      descontoCentavos: simulacao.descontoCentavos,
      totalCentavos: simulacao.totalCentavos,
      entradaCentavos: 40_000,
      termo: { versao: VERSAO, texto: simulacao.termo },
    });
    expect(plano.originais.map((o) => [o.nufin, o.status])).toEqual([
      [d.anuidade.nufin, 'renegociado'],
      [d.multa.nufin, 'renegociado'],
    ]);
    expect(plano.parcelas.map((x) => [x.plano?.parcela, x.plano?.parcelas, x.origem, x.vencimento, x.valorCentavos, x.status])).toEqual(
      simulacao.parcelas.map((p) => [p.numero, 4, 'parcela_acordo', p.vencimento, p.valorCentavos, 'aberto']),
    );
    expect(plano.parcelas.map((x) => x.descricao)).toEqual([
      `Acordo nº ${plano.numero} — entrada`,
      `Acordo nº ${plano.numero} — parcela 1 de 3`,
      `Acordo nº ${plano.numero} — parcela 2 de 3`,
      `Acordo nº ${plano.numero} — parcela 3 de 3`,
    ]);
    // The entry is due in 3 days: the member is no longer overdue on anything.
    expect(plano.parcelas.every((x) => !x.vencido && x.multaBp === 200 && x.jurosMensalBp === 100)).toBe(true);

    const [linha] = await t.db.select().from(planos).where(eq(planos.id, plano.id));
    expect(linha).toMatchObject({
      termoTexto: simulacao.termo,
      termoSha256: sha256(simulacao.termo),
      termoIp: '127.0.0.1',
      termoUserAgent: 'Navegador de teste/1.0',
      termoVersao: VERSAO,
      parcelas: 4,
    });
    expect(linha!.termoAceitoEm!.getTime()).toBeGreaterThanOrEqual(antes.getTime() - 1000);
    const originais = await t.db.select().from(titulos).where(inArray(titulos.id, [d.anuidade.id, d.multa.id]));
    expect(originais.every((o) => o.status === 'renegociado' && o.renegociadoEmPlanoId === plano.id)).toBe(true);
    const [cob] = await t.db.select().from(cobrancas).where(eq(cobrancas.id, cobranca!.id));
    expect(cob?.status).toBe('cancelada');

    // The originals can no longer be negotiated; the plan is in the member's list.
    const de_novo = await chamar(t, d.p, 'GET', `/wsapp/financeiro/negociacao/${d.multa.nufin}`);
    expect(de_novo.statusCode).toBe(200);
    expect(de_novo.json()).toMatchObject({ situacao: 'nao_negociavel', motivo: `O título nº ${d.multa.nufin} já foi renegociado: pague as parcelas do acordo.` });
    const lista = (await chamar(t, d.p, 'GET', '/wsapp/financeiro/planos')).json() as { itens: Plano[] };
    expect(lista.itens.map((x) => x.id)).toEqual([plano.id]);
  });

  it('à vista: one título for the total', async () => {
    const d = await devedor();
    const res = await acordo(d.p, { nufins: [d.multa.nufin], parcelas: 1, entradaCentavos: 0 });
    expect(res.statusCode, res.body).toBe(201);
    const plano = res.json() as Plano;
    expect(plano.parcelas).toHaveLength(1);
    expect(plano.parcelas[0]).toMatchObject({ descricao: `Acordo nº ${plano.numero} — pagamento à vista`, valorCentavos: plano.totalCentavos, plano: { parcela: 0, parcelas: 1 } });
    expect(plano.entradaCentavos).toBe(plano.totalCentavos);
  });

  it('without accepting the term → 400; an outdated term version → 409; nothing changes', async () => {
    const d = await devedor();
    const pedido = { nufins: [d.multa.nufin], parcelas: 1, entradaCentavos: 0 };
    const aceito = await aceitar(d.p, pedido);
    const semAceite = await criar(d.p, { ...aceito, aceiteTermo: false });
    expect(semAceite.statusCode).toBe(400);
    expect(semAceite.json().campos?.aceiteTermo).toBe('Leia e aceite o termo de confissão de dívida para continuar.');
    const velho = await criar(d.p, { ...aceito, versaoTermo: '2020.1' });
    expect(velho.statusCode).toBe(409);
    expect(velho.json()).toEqual({ codigo: 'TERMO_DESATUALIZADO', mensagem: 'O termo mudou: leia a nova versão e aceite de novo.' });
    const regras = await criar(d.p, { ...aceito, parcelas: 30 });
    expect(regras.statusCode).toBe(400);
    const [n] = await t.db.select({ n: count() }).from(planos).where(eq(planos.pessoaId, d.p.pessoaId));
    expect(n?.n).toBe(0);
    const [multa] = await t.db.select().from(titulos).where(eq(titulos.id, d.multa.id));
    expect(multa?.status).toBe('aberto');
  });

  it('two agreements on the same títulos at the same time → exactly one plan; the other → 409', async () => {
    const d = await devedor();
    const corpo = await aceitar(d.p, { nufins: [d.anuidade.nufin, d.multa.nufin], parcelas: 1, entradaCentavos: 0 });
    const soMulta = await aceitar(d.p, { nufins: [d.multa.nufin], parcelas: 1, entradaCentavos: 0 });
    const respostas = await Promise.all([criar(d.p, corpo), criar(d.p, corpo), criar(d.p, soMulta)]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(respostas.filter((r) => r.statusCode === 409).every((r) => /já foi renegociado/.test(r.json().mensagem))).toBe(true);
    const [n] = await t.db.select({ n: count() }).from(planos).where(eq(planos.pessoaId, d.p.pessoaId));
    expect(n?.n).toBe(1);
    const acordos = await t.db.select().from(titulos).where(eq(titulos.origem, 'parcela_acordo'));
    const plano = respostas.find((r) => r.statusCode === 201)!.json() as Plano;
    expect(acordos.filter((a) => a.pessoaId === d.p.pessoaId).map((a) => a.planoId)).toEqual(plano.parcelas.map(() => plano.id));
  });

  it('another member\'s títulos → 404 on base, simulation and agreement, and nothing changes', async () => {
    const a = await devedor();
    const b = await devedor();
    const nufins = [a.anuidade.nufin, a.multa.nufin];
    const respostas = [
      await chamar(t, b.p, 'GET', `/wsapp/financeiro/negociacao/${a.multa.nufin}`),
      await simular(b.p, { nufins, parcelas: 1, entradaCentavos: 0 }),
      // Mixed with one of B's own: still 404.
      await simular(b.p, { nufins: [b.multa.nufin, a.multa.nufin], parcelas: 1, entradaCentavos: 0 }),
      await criar(b.p, { nufins, parcelas: 1, entradaCentavos: 0, aceiteTermo: true, versaoTermo: VERSAO, termoSha256: sha256('qualquer termo') }),
    ];
    for (const r of respostas) {
      expect(r.statusCode).toBe(404);
      expect(r.json().mensagem).toBe('Título não encontrado.');
    }
    const deA = await t.db.select().from(titulos).where(inArray(titulos.id, [a.anuidade.id, a.multa.id]));
    expect(deA.every((x) => x.status === 'aberto' && x.renegociadoEmPlanoId === null)).toBe(true);
    const [n] = await t.db.select({ n: count() }).from(planos).where(inArray(planos.pessoaId, [a.p.pessoaId, b.p.pessoaId]));
    expect(n?.n).toBe(0);
    // And B does not see A's plan once there is one.
    expect((await acordo(a.p, { nufins, parcelas: 1, entradaCentavos: 0 })).statusCode).toBe(201);
    expect((await chamar(t, b.p, 'GET', '/wsapp/financeiro/planos')).json()).toEqual({ itens: [] });
  });
});

describe('the stored term is the one the member read', () => {
  it('a term that changed since the simulation (name, due date, amounts) → 409 and nothing is made; simulated again, the new term is stored', async () => {
    const d = await devedor('Helena Nome Antigo');
    const pedido = { nufins: [d.anuidade.nufin, d.multa.nufin], parcelas: 1, entradaCentavos: 0 };
    const alterado = { codigo: 'TERMO_ALTERADO', mensagem: 'O termo mudou desde a simulação: simule de novo, leia o novo termo e aceite.' };

    // The member's name changed after the simulation: today's term names someone else.
    const lido = await aceitar(d.p, pedido);
    await t.db.update(pessoas).set({ nome: 'Helena Nome Novo' }).where(eq(pessoas.id, d.p.pessoaId));
    const r1 = await criar(d.p, lido);
    expect(r1.statusCode, r1.body).toBe(409);
    expect(r1.json()).toEqual(alterado);

    // A due date moved (as a night's interest does to the figures): other interest, another term.
    const relido = await aceitar(d.p, pedido);
    await t.db.update(titulos).set({ vencimento: somarDias(d.multa.vencimento, -1) }).where(eq(titulos.id, d.multa.id));
    const r2 = await criar(d.p, relido);
    expect(r2.statusCode, r2.body).toBe(409);
    expect(r2.json()).toEqual(alterado);

    // A well-formed hash of some other text.
    const r3 = await criar(d.p, { ...relido, termoSha256: sha256('Outro termo qualquer') });
    expect(r3.statusCode).toBe(409);
    expect(r3.json()).toEqual(alterado);

    const [n] = await t.db.select({ n: count() }).from(planos).where(eq(planos.pessoaId, d.p.pessoaId));
    expect(n?.n).toBe(0);
    const originais = await t.db.select().from(titulos).where(inArray(titulos.id, [d.anuidade.id, d.multa.id]));
    expect(originais.every((o) => o.status === 'aberto' && o.renegociadoEmPlanoId === null)).toBe(true);

    const s = (await simular(d.p, pedido)).json() as SimulacaoNegociacao;
    expect(s.termo).toContain('DEVEDOR(A): Helena Nome Novo');
    const res = await criar(d.p, { ...pedido, aceiteTermo: true, versaoTermo: VERSAO, termoSha256: s.termoSha256 });
    expect(res.statusCode, res.body).toBe(201);
    const [linha] = await t.db.select().from(planos).where(eq(planos.id, (res.json() as Plano).id));
    expect(linha).toMatchObject({ termoTexto: s.termo, termoSha256: s.termoSha256 });
  });

  it('without the hash of the simulated term, or not a sha256 → 400 on the field', async () => {
    const d = await devedor();
    const { termoSha256, ...semHash } = await aceitar(d.p, { nufins: [d.multa.nufin], parcelas: 1, entradaCentavos: 0 });
    expect(termoSha256).toMatch(/^[0-9a-f]{64}$/);
    for (const corpo of [semHash, { ...semHash, termoSha256: 'abc' }, { ...semHash, termoSha256: String(termoSha256).toUpperCase() }]) {
      const res = await criar(d.p, corpo);
      expect(res.statusCode).toBe(400);
      expect(res.json().campos?.termoSha256).toBe('Simule o acordo e leia o termo antes de aceitar.');
    }
    const [n] = await t.db.select({ n: count() }).from(planos).where(eq(planos.pessoaId, d.p.pessoaId));
    expect(n?.n).toBe(0);
  });
});

describe('amounts one título cannot hold', () => {
  it('a payment above R$ 21.474.836,47 (títulos.valor_centavos) → 400 saying what to do, never a database error; in more payments the agreement is made', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const a = await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: somarDias(hoje(), -45), valorCentavos: 1_500_000_000 });
    const b = await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: somarDias(hoje(), -30), valorCentavos: 1_500_000_000 });
    const nufins = [a.nufin, b.nufin];

    const aVista = await simular(p, { nufins, parcelas: 1, entradaCentavos: 0 });
    expect(aVista.statusCode, aVista.body).toBe(400);
    const mensagemAVista = aVista.json().campos?.parcelas as string;
    expect(mensagemAVista).toMatch(/^À vista, o acordo de R\$ [\d.]+,\d\d passa do valor máximo de um título \(R\$ 21\.474\.836,47\): escolha mais parcelas ou menos títulos\.$/);
    expect(aVista.json().mensagem).toBe(mensagemAVista);

    const dois = await simular(p, { nufins, parcelas: 2, entradaCentavos: 400_000_000 });
    expect(dois.statusCode).toBe(400);
    expect(dois.json().campos?.parcelas).toMatch(/^Em 2 pagamentos, uma parcela ficaria em R\$ [\d.]+,\d\d, acima do valor máximo de um título \(R\$ 21\.474\.836,47\): escolha mais parcelas ou menos títulos\.$/);

    // Straight to the agreement (no term could have been shown): the same 400, not a 500.
    const direto = await criar(p, { nufins, parcelas: 1, entradaCentavos: 0, aceiteTermo: true, versaoTermo: VERSAO, termoSha256: sha256('termo') });
    expect(direto.statusCode, direto.body).toBe(400);
    expect(direto.json().campos?.parcelas).toBe(mensagemAVista);

    // An entry no título can hold.
    const entrada = await simular(p, { nufins, parcelas: 3, entradaCentavos: VALOR_MAXIMO_TITULO_CENTAVOS + 1 });
    expect(entrada.statusCode).toBe(400);
    expect(entrada.json().campos?.entradaCentavos).toBe('A entrada pode ser de no máximo R$ 21.474.836,47.');
    const [n] = await t.db.select({ n: count() }).from(planos).where(eq(planos.pessoaId, p.pessoaId));
    expect(n?.n).toBe(0);

    // In 24 payments each one fits: the plan's total (bigint) may be above one título's limit.
    const total = [a, b].map(devidoDe).reduce((s, x) => s + x.totalCentavos, 0);
    expect(total).toBeGreaterThan(VALOR_MAXIMO_TITULO_CENTAVOS);
    const res = await acordo(p, { nufins, parcelas: 24, entradaCentavos: Math.ceil(total / 10) });
    expect(res.statusCode, res.body).toBe(201);
    const plano = res.json() as Plano;
    expect(plano.totalCentavos).toBe(total);
    expect(plano.parcelas).toHaveLength(24);
    expect(plano.parcelas.every((x) => x.valorCentavos <= VALOR_MAXIMO_TITULO_CENTAVOS)).toBe(true);
    expect(plano.parcelas.reduce((s, x) => s + x.valorCentavos, 0)).toBe(total);
  });
});

describe('plans an agreement closes', () => {
  it('negotiating the last open installment of an anuidade split closes the split as cancelado; one still open keeps it ativo', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const ano = ANO() - 1;
    const [split] = await t.db
      .insert(planos)
      .values({ pessoaId: p.pessoaId, tipo: 'parcelamento_anuidade', parcelas: 3, principalCentavos: 90_000, totalCentavos: 90_000 })
      .returning();
    const parcela = (k: number, vencimento: string, status: 'aberto' | 'pago') =>
      inserirTitulo(t.db, {
        pessoaId: p.pessoaId,
        origem: 'anuidade',
        descricao: `Anuidade ${ano} — parcela ${k} de 3`,
        exercicio: ano,
        vencimento,
        valorCentavos: 30_000,
        planoId: split!.id,
        parcela: k,
        status,
        valorPagoCentavos: status === 'pago' ? 30_000 : null,
      });
    await parcela(1, somarDias(hoje(), -100), 'pago');
    const segunda = await parcela(2, somarDias(hoje(), -40), 'aberto');
    const terceira = await parcela(3, somarDias(hoje(), 5), 'aberto');
    const situacao = async () => (await t.db.select({ status: planos.status }).from(planos).where(eq(planos.id, split!.id)))[0]?.status;

    expect((await acordo(p, { nufins: [segunda.nufin], parcelas: 1, entradaCentavos: 0 })).statusCode).toBe(201);
    expect(await situacao()).toBe('ativo');

    // Time passes: the last installment is overdue too and goes into another agreement.
    await t.db.update(titulos).set({ vencimento: somarDias(hoje(), -1) }).where(eq(titulos.id, terceira.id));
    const res = await acordo(p, { nufins: [terceira.nufin], parcelas: 1, entradaCentavos: 0 });
    expect(res.statusCode, res.body).toBe(201);
    expect(await situacao()).toBe('cancelado');
    const lista = (await chamar(t, p, 'GET', '/wsapp/financeiro/planos')).json() as { itens: Plano[] };
    expect(lista.itens.find((x) => x.id === split!.id)?.status).toBe('cancelado');
    expect(lista.itens.find((x) => x.id === (res.json() as Plano).id)?.status).toBe('ativo');
  });

  it('paying every payment of the agreement → quitado (not before)', async () => {
    const d = await devedor();
    const res = await acordo(d.p, { nufins: [d.anuidade.nufin, d.multa.nufin], parcelas: 2, entradaCentavos: 70_000 });
    expect(res.statusCode, res.body).toBe(201);
    const plano = res.json() as Plano;
    const situacao = async () => (await t.db.select({ status: planos.status }).from(planos).where(eq(planos.id, plano.id)))[0]?.status;
    const token = await tokenDe(t, d.p);

    const entrada = await pagarPeloWebhook(t, token, plano.parcelas[0]!.nufin);
    expect(entrada.webhook.json()).toMatchObject({ liquidados: 1 });
    expect(await situacao()).toBe('ativo');
    const ultima = await pagarPeloWebhook(t, token, plano.parcelas[1]!.nufin, 'boleto');
    expect(ultima.webhook.json()).toMatchObject({ liquidados: 1 });
    expect(await situacao()).toBe('quitado');
    const lista = (await chamar(t, d.p, 'GET', '/wsapp/financeiro/planos')).json() as { itens: Plano[] };
    expect(lista.itens[0]).toMatchObject({ id: plano.id, status: 'quitado' });
  });
});

describe('with API Pix (PAGAMENTOS_PROVEDOR=bcb): the PIX charges a plan cancels are removed at the PSP', () => {
  let fake: ApiPixFalsa;
  let tb: AppDeTeste;
  beforeAll(async () => {
    fake = await iniciarApiPixFalsa();
    tb = await criarAppDeTeste({
      PAGAMENTOS_PROVEDOR: 'bcb',
      BCB_PIX_URL: fake.url,
      BCB_PIX_TOKEN_URL: fake.tokenUrl,
      BCB_PIX_CLIENT_ID: fake.clientId,
      BCB_PIX_CLIENT_SECRET: fake.clientSecret,
      PIX_CHAVE: '12345678000195',
      BOLETO_CONVENIO: '1112223',
      PAGAMENTOS_WEBHOOK_SEGREDO: randomBytes(32).toString('hex'),
    });
  });
  afterAll(async () => {
    await tb?.close();
    await fake?.fechar();
  });

  const pix = async (p: PessoaCriada, nufin: number) => {
    const res = await chamar(tb, p, 'POST', `/wsapp/financeiro/titulos/${nufin}/cobrancas`, { meio: 'pix' });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { pix: { txid: string } }).pix.txid;
  };
  const removidas = () => fake.chamadas.filter((c) => c.method === 'PATCH').map((c) => c.path);

  it('the anuidade split and an agreement withdraw the charges of the títulos they replaced', async () => {
    const p = await criarPessoa(tb.db, { advogado: true });
    // This year's anuidade, not yet due (so it can still be split whatever day the suite runs).
    await inserirTitulo(tb.db, { pessoaId: p.pessoaId, origem: 'anuidade', exercicio: ANO(), descricao: `Anuidade ${ANO()}`, vencimento: somarDias(hoje(), 30) });
    const anuidade = (await chamar(tb, p, 'GET', '/wsapp/financeiro/anuidade')).json() as { titulos: { nufin: number }[] };
    const txAnuidade = await pix(p, anuidade.titulos[0]!.nufin);
    expect(fake.cobs.get(txAnuidade)?.status).toBe('ATIVA');
    const split = await chamar(tb, p, 'POST', '/wsapp/financeiro/anuidade/parcelamento', { parcelas: 3 });
    expect(split.statusCode, split.body).toBe(201);
    expect(removidas()).toEqual([`/api/v2/cob/${txAnuidade}`]);
    expect(fake.cobs.get(txAnuidade)?.status).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR');

    const multa = await inserirTitulo(tb.db, { pessoaId: p.pessoaId, vencimento: somarDias(hoje(), -20), valorCentavos: 40_000 });
    const txMulta = await pix(p, multa.nufin);
    const pedido = { nufins: [multa.nufin], parcelas: 1, entradaCentavos: 0 };
    const s = (await chamar(tb, p, 'POST', '/wsapp/financeiro/negociacao/simular', pedido)).json() as SimulacaoNegociacao;
    const res = await chamar(tb, p, 'POST', '/wsapp/financeiro/negociacao', { ...pedido, aceiteTermo: true, versaoTermo: VERSAO, termoSha256: s.termoSha256 });
    expect(res.statusCode, res.body).toBe(201);
    expect(removidas()).toEqual([`/api/v2/cob/${txAnuidade}`, `/api/v2/cob/${txMulta}`]);
    expect(fake.cobs.get(txMulta)?.status).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR');
  });

  it('a PSP that refuses the removal does not undo the agreement (best effort)', async () => {
    const p = await criarPessoa(tb.db, { advogado: true });
    const multa = await inserirTitulo(tb.db, { pessoaId: p.pessoaId, vencimento: somarDias(hoje(), -20), valorCentavos: 40_000 });
    const txid = await pix(p, multa.nufin);
    const pedido = { nufins: [multa.nufin], parcelas: 1, entradaCentavos: 0 };
    const s = (await chamar(tb, p, 'POST', '/wsapp/financeiro/negociacao/simular', pedido)).json() as SimulacaoNegociacao;
    fake.falharProximas(1, 503);
    const res = await chamar(tb, p, 'POST', '/wsapp/financeiro/negociacao', { ...pedido, aceiteTermo: true, versaoTermo: VERSAO, termoSha256: s.termoSha256 });
    expect(res.statusCode, res.body).toBe(201);
    const [c] = await tb.db.select().from(cobrancas).where(eq(cobrancas.txid, txid));
    expect(c?.status).toBe('cancelada');
    expect(fake.cobs.get(txid)?.status).toBe('ATIVA');
  });
});
