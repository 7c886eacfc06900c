import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { aplicarBp, dataEmSaoPaulo, formatarCpf, schemaDoTipo, somarDias, tipoPorCodigo, hojeSaoPaulo } from '@portal/contracts';
import { and, asc, count, countDistinct, eq, isNotNull, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { andamentos, documentosRequerimento, inscricoes, pagamentos, pessoas, planos, requerimentos, titulos, usuarios, votacaoEleitores, votacoes } from '../../src/db/schema/index.js';
import type { Armazenamento } from '../../src/lib/armazenamento/armazenamento.js';
import { receberArquivo } from '../../src/lib/armazenamento/receber-arquivo.js';
import { condicoesAnuidade, faixaDoAdvogado, tabelaDoExercicio, type TabelaDoExercicio } from '../../src/modules/financeiro/anuidade-tabela.js';
import { verificarSenha } from '../../src/modules/auth/senhas.js';
import { congelarEleitores } from '../../src/modules/votacao/index.js';
import { DIRETORIO_DEMO } from '../../src/seed/contatos.js';
import { bancoVazio, CONTAS_DEMO, pdfDemonstracao, semearDemo, tabelaContasDemo } from '../../src/seed/demo.js';
import { ID_ENQUETE_DEMO } from '../../src/seed/votacao.js';
import { criarAppDeTeste, type AppDeTeste, type DatabaseDeTeste } from '../helpers/app.js';
import { bancoIsolado } from '../helpers/banco-isolado.js';
import type { PessoaCriada } from '../helpers/fabrica.js';
import { textoDoPdf } from '../helpers/financeiro-membro.js';
import { anexarObrigatorios, chamar } from '../helpers/requerimentos.js';

// The seed fills an empty database: these tests use databases of their own (bancoIsolado).
const CPF_MARIA = '52998224725';
const CPF_JOANA = '39053344705';
const CPF_ANA = '93541134780';

let banco: DatabaseDeTeste;
let t: AppDeTeste;
let armazenamento: Armazenamento;

/** A demo person as the test factories describe people (to call the API as them). */
async function demo(cpf: string): Promise<PessoaCriada> {
  const [p] = await t.db
    .select({ pessoaId: pessoas.id, usuarioId: usuarios.id, nome: pessoas.nome, email: pessoas.email })
    .from(pessoas)
    .innerJoin(usuarios, eq(usuarios.pessoaId, pessoas.id))
    .where(eq(pessoas.cpf, cpf));
  if (!p) throw new Error(`pessoa de demonstração ${cpf}`);
  return { ...p, cpf, senha: '', inscricao: null };
}

async function requerimentosDe(pessoaId: string) {
  return t.db.select().from(requerimentos).where(eq(requerimentos.pessoaId, pessoaId)).orderBy(asc(requerimentos.criadoEm));
}

beforeAll(async () => {
  banco = await bancoIsolado();
  t = await criarAppDeTeste({}, { banco });
  armazenamento = t.armazenamento;
  expect(await bancoVazio(t.db)).toBe(true);
  await semearDemo(t.db, armazenamento);
  const ano = Number(hojeSaoPaulo().slice(0, 4));
  for (const exercicio of [ano - 2, ano - 1, ano]) {
    const tabela = await tabelaDoExercicio(t.db, exercicio);
    if (tabela) tabelas.set(exercicio, tabela);
  }
}, 120_000);

/** The demo years' anuidade tables (the migration's, or the seed's copies in a later year). */
const tabelas = new Map<number, TabelaDoExercicio>();
const tabela = (ano: number) => {
  const t = tabelas.get(ano);
  if (!t) throw new Error(`sem tabela da anuidade de ${ano}`);
  return t;
};
const vencimentoDaAnuidade = (ano: number) => tabela(ano).vencimento;
afterAll(async () => {
  await t?.close();
  await banco?.close();
});

describe('demo seed: people and títulos', () => {
  it('Ana Lima holds every staff permission', async () => {
    const ana = await demo(CPF_ANA);
    const [u] = await t.db.select({ permissoes: usuarios.permissoes }).from(usuarios).where(eq(usuarios.id, ana.usuarioId));
    expect([...(u?.permissoes ?? [])].sort()).toEqual(
      ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoEventos', 'CLI_PermissaoFinanceiro', 'CLI_PermissaoOuvidoria', 'CLI_PermissaoPortaria', 'CLI_PermissaoRequerimentos', 'CLI_PermissaoRequerimentosSensiveis', 'CLI_PermissaoVacinas', 'CLI_PermissaoProcessos', 'CLI_PermissaoComissoes', 'CLI_PermissaoVotacao', 'CLI_PermissaoContatos', 'CLI_PermissaoAcessos', 'CLI_PermissaoInscritos'].sort(),
    );
  });

  it('one due-date rule (last business day of April): Maria is up to date (two past anuidades paid; this year open until its due date, or split and paid so far); Joana owes two past anuidades, and this year (lançada by the seed) once due', async () => {
    const h = hojeSaoPaulo();
    const ano = Number(h.slice(0, 4));
    const maria = await demo(CPF_MARIA);
    const titulosMaria = await t.db.select().from(titulos).where(and(eq(titulos.pessoaId, maria.pessoaId), isNull(titulos.planoId))).orderBy(asc(titulos.vencimento));
    const venceuEsteAno = h > vencimentoDaAnuidade(ano);
    expect(titulosMaria.map((x) => [x.origem, x.exercicio, x.status, x.vencimento])).toEqual([
      ['anuidade', ano - 2, 'pago', vencimentoDaAnuidade(ano - 2)],
      ['anuidade', ano - 1, 'pago', vencimentoDaAnuidade(ano - 1)],
      ['anuidade', ano, venceuEsteAno ? 'renegociado' : 'aberto', vencimentoDaAnuidade(ano)],
    ]);
    // Never the end of the year, never 31/03: the regular due date.
    expect(titulosMaria.every((x) => x.vencimento.slice(5) >= '04-28' && x.vencimento.slice(5) <= '04-30')).toBe(true);
    const parcelas = await t.db.select().from(titulos).where(and(eq(titulos.pessoaId, maria.pessoaId), isNotNull(titulos.planoId))).orderBy(asc(titulos.parcela));
    if (venceuEsteAno) {
      // Split on 20/03 in 12 installments: the ones due before today paid, the rest open and not yet due.
      expect(parcelas).toHaveLength(12);
      expect(parcelas[0]!.vencimento).toBe(`${ano}-03-27`);
      for (const p of parcelas) {
        expect(p.status, p.vencimento).toBe(p.vencimento < h ? 'pago' : 'aberto');
        if (p.status === 'pago') expect(dataEmSaoPaulo(p.pagoEm!) < p.vencimento).toBe(true);
      }
      expect(parcelas.some((p) => p.status === 'aberto')).toBe(true);
      expect(parcelas.reduce((soma, p) => soma + p.valorCentavos, 0)).toBe(titulosMaria[2]!.valorCentavos);
    } else {
      expect(parcelas).toHaveLength(0);
    }
    expect(titulosMaria[0]?.pagoEm).not.toBeNull();

    const joana = await demo(CPF_JOANA);
    const titulosJoana = await t.db.select().from(titulos).where(eq(titulos.pessoaId, joana.pessoaId)).orderBy(asc(titulos.vencimento));
    expect(titulosJoana.map((x) => [x.exercicio, x.status, x.vencimento])).toEqual([
      [ano - 2, 'aberto', vencimentoDaAnuidade(ano - 2)],
      [ano - 1, 'aberto', vencimentoDaAnuidade(ano - 1)],
      // This year's, as the daily job lança it for every lawyer (ADR 035): overdue after its due date.
      [ano, 'aberto', vencimentoDaAnuidade(ano)],
    ]);
    const vencidosJoana = venceuEsteAno ? 3 : 2;

    // The engine draws the same conclusion: Maria may ask for 262, Joana may not, and is told why.
    const elegMaria = await chamar(t, maria, 'GET', '/wsapp/requerimentos/tipos/262/elegibilidade');
    expect(elegMaria.json()).toMatchObject({ elegivel: true, motivos: [] });
    const elegJoana = await chamar(t, joana, 'GET', '/wsapp/requerimentos/tipos/262/elegibilidade');
    expect(elegJoana.json().elegivel).toBe(false);
    expect(elegJoana.json().motivos).toContainEqual(expect.objectContaining({ codigo: 'INADIMPLENTE', mensagem: expect.stringContaining(`${vencidosJoana} títulos vencidos`) }));
  });
});

describe('demo seed: finance', () => {
  it("Maria's anuidades follow the table (bracket 'plena', 15 % early discount until 31/03); the paid ones were paid by PIX with it", async () => {
    const ano = Number(hojeSaoPaulo().slice(0, 4));
    const maria = await demo(CPF_MARIA);
    const linhas = await t.db.select().from(titulos).where(and(eq(titulos.pessoaId, maria.pessoaId), isNull(titulos.planoId))).orderBy(asc(titulos.vencimento));
    for (const l of linhas) {
      const c = condicoesAnuidade(tabela(l.exercicio!), faixaDoAdvogado(tabela(l.exercicio!), '2010-06-01'));
      expect(l).toMatchObject({ valorCentavos: c.valorCentavos, descontoCentavos: aplicarBp(c.valorCentavos, 1500), descontoAte: `${l.exercicio}-03-31`, multaBp: 200, jurosMensalBp: 100 });
    }
    const pagos = linhas.filter((l) => l.status === 'pago');
    expect(pagos).toHaveLength(2);
    for (const l of pagos) {
      expect(l).toMatchObject({ meioPagamento: 'pix', valorPagoCentavos: l.valorCentavos - l.descontoCentavos });
      // Paid in March, before the discount's end (São Paulo calendar).
      expect(dataEmSaoPaulo(l.pagoEm!) <= `${l.exercicio}-03-31`).toBe(true);
      const notificacoes = await t.db.select().from(pagamentos).where(eq(pagamentos.tituloId, l.id));
      expect(notificacoes).toHaveLength(1);
      expect(notificacoes[0]).toMatchObject({ meio: 'pix', situacao: 'liquidado', valorCentavos: l.valorPagoCentavos });
      expect(notificacoes[0]!.pagoEm.getTime()).toBe(l.pagoEm!.getTime());
      expect(notificacoes[0]!.endToEndId).toMatch(/^E00000000\d{12}[A-Za-z0-9]{11}$/);
      expect(notificacoes[0]!.txid).toMatch(/^[A-Za-z0-9]{26,35}$/);
    }
    expect(linhas.at(-1)!.exercicio).toBe(ano);
  });

  it("Maria's screens: this year's anuidade is the seeded one, last year's receipt shows the payment id, the statement lists it", async () => {
    const ano = Number(hojeSaoPaulo().slice(0, 4));
    const maria = await demo(CPF_MARIA);
    const anuidade = await chamar(t, maria, 'GET', '/wsapp/financeiro/anuidade');
    expect(anuidade.statusCode, anuidade.body).toBe(200);
    expect(anuidade.json()).toMatchObject({ situacao: 'devida', exercicio: ano, faixa: { codigo: '5-mais' }, adimplente: true });
    // Something of this year's anuidade is open to pay (the single título, or the next installments), none overdue.
    const doAno = anuidade.json().titulos as { status: string; vencido: boolean; acoes: string[] }[];
    expect(doAno.some((x) => x.status === 'aberto' && x.acoes.includes('pagar'))).toBe(true);
    expect(doAno.some((x) => x.vencido)).toBe(false);
    expect(anuidade.json().anteriores.map((x: { exercicio: number; acoes: string[] }) => [x.exercicio, x.acoes])).toEqual([
      [ano - 1, ['recibo']],
      [ano - 2, ['recibo']],
    ]);
    const [passada] = await t.db.select().from(titulos).where(and(eq(titulos.pessoaId, maria.pessoaId), eq(titulos.exercicio, ano - 1)));
    const [notificacao] = await t.db.select().from(pagamentos).where(eq(pagamentos.tituloId, passada!.id));
    const recibo = await chamar(t, maria, 'GET', `/wsapp/financeiro/titulos/${passada!.nufin}/recibo`);
    expect(recibo.statusCode).toBe(200);
    expect(recibo.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(textoDoPdf(recibo.rawPayload)).toContain(notificacao!.endToEndId);
    const demonstrativo = await chamar(t, maria, 'GET', `/wsapp/financeiro/demonstrativo/${ano - 1}`);
    expect(demonstrativo.statusCode).toBe(200);
    expect(textoDoPdf(demonstrativo.rawPayload)).toContain(String(passada!.nufin));
    const anos = (await chamar(t, maria, 'GET', '/wsapp/financeiro/titulos')).json().anos as number[];
    // The last installments of a split fall due next year.
    expect(anos.filter((a) => a <= ano)).toEqual([ano, ano - 1, ano - 2]);
  });

  it('the anuidade amounts every demo lawyer sees on /annuity, and every anuidade título of 2024–2026, are those that were in code before the yearly table (ADR 045)', async () => {
    // The values anuidade-tabela.ts held until issue 34: 50 %, 75 % and 100 % of the full anuidade; 15 % off.
    const EM_CODIGO: Record<number, number[]> = { 2024: [44_900, 67_350, 89_800], 2025: [47_000, 70_500, 94_000], 2026: [49_250, 73_875, 98_500] };
    const ano = Number(hojeSaoPaulo().slice(0, 4));
    const advogados = await t.db
      .selectDistinct({ pessoaId: pessoas.id, usuarioId: usuarios.id, cpf: pessoas.cpf })
      .from(pessoas)
      .innerJoin(usuarios, eq(usuarios.pessoaId, pessoas.id))
      .innerJoin(inscricoes, eq(inscricoes.pessoaId, pessoas.id))
      .where(and(ne(inscricoes.tipo, 'estagiario'), notInArray(inscricoes.situacao, ['cancelado', 'falecido'])));
    expect(advogados.length).toBeGreaterThanOrEqual(3);
    for (const a of advogados) {
      const res = await chamar(t, await demo(a.cpf), 'GET', '/wsapp/financeiro/anuidade');
      expect(res.statusCode, res.body).toBe(200);
      const corpo = res.json() as { situacao: string; faixa?: { valorCentavos: number }; faixas?: { valorCentavos: number }[]; descontoAntecipado?: { percentualBp: number } };
      if (corpo.situacao !== 'devida') continue;
      const antigos = EM_CODIGO[ano];
      if (!antigos) continue;
      expect(corpo.faixas?.map((f) => f.valorCentavos), a.cpf).toEqual(antigos);
      expect(antigos, a.cpf).toContain(corpo.faixa?.valorCentavos);
      expect(corpo.descontoAntecipado?.percentualBp).toBe(1500);
    }
    const anuidades = await t.db
      .select({ exercicio: titulos.exercicio, valor: titulos.valorCentavos, desconto: titulos.descontoCentavos })
      .from(titulos)
      .where(and(eq(titulos.origem, 'anuidade'), isNull(titulos.planoId)));
    const comparaveis = anuidades.filter((x) => x.exercicio !== null && EM_CODIGO[x.exercicio]);
    expect(comparaveis.length).toBeGreaterThan(0);
    for (const x of comparaveis) {
      expect(EM_CODIGO[x.exercicio!], `${x.exercicio}`).toContain(x.valor);
      if (x.desconto > 0) expect(x.desconto).toBe(aplicarBp(x.valor, 1500));
    }
  });

  it("Joana can negotiate her overdue anuidades (two, three once this year's is due)", async () => {
    const joana = await demo(CPF_JOANA);
    const [primeira] = await t.db.select().from(titulos).where(eq(titulos.pessoaId, joana.pessoaId)).orderBy(asc(titulos.vencimento));
    const base = await chamar(t, joana, 'GET', `/wsapp/financeiro/negociacao/${primeira!.nufin}`);
    expect(base.statusCode, base.body).toBe(200);
    expect(base.json().elegiveis).toHaveLength(hojeSaoPaulo() > vencimentoDaAnuidade(Number(hojeSaoPaulo().slice(0, 4))) ? 3 : 2);
  });
});

describe("demo seed: Maria's requests", () => {
  it('one deferido 262, one 264 em diligência (deadline in 10 days), one 401 draft; valid data, real protocols', async () => {
    const maria = await demo(CPF_MARIA);
    const lista = await requerimentosDe(maria.pessoaId);
    expect(lista.map((r) => [r.codigo, r.status])).toEqual([
      ['262', 'deferido'],
      ['264', 'em_diligencia'],
      ['401', 'rascunho'],
    ]);
    for (const r of lista) {
      const tipo = tipoPorCodigo(r.codigo)!;
      expect(schemaDoTipo(tipo).safeParse(r.dados).success, r.codigo).toBe(true);
      expect(r.area).toBe(tipo.area);
      expect(r.registradoPor).toBeNull();
    }
    const [deferido, diligencia, rascunho] = lista;
    expect(deferido).toMatchObject({ prazoDiligencia: null });
    expect(deferido!.decididoEm).not.toBeNull();
    expect(diligencia!.prazoDiligencia).toBe(somarDias(hojeSaoPaulo(), 10));
    expect(rascunho).toMatchObject({ protocolo: null, codigoVerificacao: null, enviadoEm: null });
    for (const r of [deferido!, diligencia!]) {
      expect(r.protocolo).toMatch(/^\d{4}\/\d{6}$/);
      expect(r.codigoVerificacao).toMatch(/^[A-Z0-9]{12}$/);
      expect(r.enviadoEm).not.toBeNull();
    }
    expect(deferido!.protocolo).not.toBe(diligencia!.protocolo);
    // The numbers were taken from the yearly counter, so the next real one follows them.
    const contadores = await t.db.execute<{ ano: number; ultimo: number }>(sql`select ano, ultimo from protocolo_sequencias order by ano`);
    for (const r of [deferido!, diligencia!]) {
      const [ano, numero] = r.protocolo!.split('/').map(Number);
      expect(Number(contadores.rows.find((c) => Number(c.ano) === ano)?.ultimo)).toBeGreaterThanOrEqual(numero!);
    }
  });

  it('histories tell the story with reasons: sent, analysed, deferred; and the diligência with its deadline', async () => {
    const maria = await demo(CPF_MARIA);
    const ana = await demo(CPF_ANA);
    const [deferido, diligencia] = await requerimentosDe(maria.pessoaId);
    const hist = (id: string) => t.db.select().from(andamentos).where(eq(andamentos.requerimentoId, id)).orderBy(asc(andamentos.criadoEm));

    const h1 = await hist(deferido!.id);
    expect(h1.map((a) => [a.acao, a.de, a.para, a.autorTipo])).toEqual([
      ['criar', null, 'rascunho', 'membro'],
      ['enviar', 'rascunho', 'enviado', 'membro'],
      ['iniciar_analise', 'enviado', 'em_analise', 'staff'],
      ['deferir', 'em_analise', 'deferido', 'staff'],
    ]);
    expect(h1.at(-1)?.texto).toMatch(/deferido/);
    expect(h1.filter((a) => a.autorTipo === 'staff').every((a) => a.autorUsuarioId === ana.usuarioId)).toBe(true);
    expect(h1.at(-1)?.criadoEm.getTime()).toBe(deferido!.statusDesde.getTime());

    const h2 = await hist(diligencia!.id);
    expect(h2.map((a) => a.para)).toEqual(['rascunho', 'enviado', 'em_analise', 'em_diligencia']);
    expect(h2.at(-1)).toMatchObject({ acao: 'pedir_diligencia', prazo: diligencia!.prazoDiligencia, texto: expect.stringMatching(/273/) });
  });

  it('the sent requests carry their required documents as real PDFs in the storage, with their sha256', async () => {
    const maria = await demo(CPF_MARIA);
    const [deferido, diligencia, rascunho] = await requerimentosDe(maria.pessoaId);
    for (const r of [deferido!, diligencia!]) {
      const docs = await t.db.select().from(documentosRequerimento).where(eq(documentosRequerimento.requerimentoId, r.id));
      const exigidos = tipoPorCodigo(r.codigo)!.documentos.filter((d) => d.obrigatorio).map((d) => d.chave);
      expect(docs.map((d) => d.chave).sort()).toEqual([...exigidos].sort());
      for (const d of docs) {
        expect(d.armazenamentoChave).toBe(`requerimentos/${r.id}/${d.id}`);
        const bytes = await buffer(await armazenamento.ler(d.armazenamentoChave));
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(bytes.length).toBe(d.tamanho);
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(d.sha256);
      }
    }
    expect(await t.db.select().from(documentosRequerimento).where(eq(documentosRequerimento.requerimentoId, rascunho!.id))).toHaveLength(0);
  });

  it('Maria sees her requests; Ana finds her by CPF and by inscrição and sees the sent ones in the queue', async () => {
    const maria = await demo(CPF_MARIA);
    const ana = await demo(CPF_ANA);
    const minhas = await chamar(t, maria, 'GET', '/wsapp/requerimentos');
    expect(minhas.statusCode).toBe(200);
    expect(minhas.json().total).toBe(3);

    for (const termo of ['529.982.247-25', '12345/GO']) {
      const res = await chamar(t, ana, 'GET', `/wsapp/area-restrita/pessoas?termo=${encodeURIComponent(termo)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([{ pessoaId: maria.pessoaId, nome: 'Maria Aparecida Souza', cpf: CPF_MARIA, inscricao: '12345/GO', situacao: 'regular' }]);
    }

    const fila = await chamar(t, ana, 'GET', '/wsapp/area-restrita/requerimentos');
    const itens = fila.json().itens as Array<{ codigo: string; status: string; requerenteNome: string; idadeDias: number }>;
    // The queue lists what is open by default; the decided one is there under its status.
    expect(itens.map((i) => [i.codigo, i.status])).toEqual([['264', 'em_diligencia']]);
    const deferidos = (await chamar(t, ana, 'GET', '/wsapp/area-restrita/requerimentos?status=deferido')).json().itens as Array<{ codigo: string }>;
    expect(deferidos.map((i) => i.codigo)).toEqual(['262']);
    const diligencia = itens.find((i) => i.codigo === '264');
    expect(diligencia?.requerenteNome).toBe('Maria Aparecida Souza');
    // Asked 2 days ago in the afternoon: 1 or 2 whole days, depending on the hour the test runs.
    expect([1, 2]).toContain(diligencia?.idadeDias);
  });

  it('Maria can answer the diligência with a 273: a new protocol after the seeded ones, and the 264 goes back to analysis', async () => {
    const maria = await demo(CPF_MARIA);
    const [, diligencia] = await requerimentosDe(maria.pessoaId);
    const criado = await chamar(t, maria, 'POST', '/wsapp/requerimentos', {
      codigo: '273',
      dados: { requerimento: diligencia!.id, observacao: 'Seguem o orçamento e o laudo.' },
    });
    expect(criado.statusCode, criado.body).toBe(201);
    await anexarObrigatorios(t.db, criado.json().id, '273');
    const enviado = await chamar(t, maria, 'POST', `/wsapp/requerimentos/${criado.json().id}/enviar`);
    expect(enviado.statusCode, enviado.body).toBe(200);
    const protocolo = enviado.json().protocolo as string;
    const seeded = (await requerimentosDe(maria.pessoaId)).map((r) => r.protocolo).filter((p): p is string => p !== null && p !== protocolo);
    expect(seeded).not.toContain(protocolo);
    const [pai] = await t.db.select().from(requerimentos).where(eq(requerimentos.id, diligencia!.id));
    expect(pai).toMatchObject({ status: 'em_analise', prazoDiligencia: null });
  });

  it('the start-up list names every account one can sign in with (Rafael too), with the password the seed gave it', async () => {
    // The contacts directory's accounts have random passwords: nobody signs in with them, so they are not listed.
    const contas = await t.db
      .select({ cpf: pessoas.cpf, nome: pessoas.nome, senhaHash: usuarios.senhaHash })
      .from(usuarios)
      .innerJoin(pessoas, eq(pessoas.id, usuarios.pessoaId))
      .where(notInArray(pessoas.cpf, DIRETORIO_DEMO.map((d) => d.cpf)));
    expect(contas.map((c) => c.nome)).toContain('Rafael Nogueira Campos');
    const tabela = tabelaContasDemo();
    for (const c of contas) {
      const listada = CONTAS_DEMO.find((l) => l.usuario.split(' ou ')[0] === formatarCpf(c.cpf));
      expect(listada, c.nome).toBeDefined();
      expect(listada!.quem.startsWith(c.nome)).toBe(true);
      expect(await verificarSenha(c.senhaHash, listada!.senha), c.nome).toBe(true);
      expect(tabela).toContain(`${listada!.usuario}`);
    }
    expect(CONTAS_DEMO).toHaveLength(contas.length);
  });

  it('running it again on the same database adds nothing', async () => {
    const contar = () =>
      Promise.all([requerimentos, titulos, pessoas, pagamentos, planos].map((tabela) => t.db.select({ n: count() }).from(tabela)));
    const antes = await contar();
    await semearDemo(t.db, armazenamento);
    const depois = await contar();
    expect(depois.map((x) => x[0]?.n)).toEqual(antes.map((x) => x[0]?.n));
  });
});

describe('demo seed: the poll', () => {
  it("the demo poll's electorate is the one a poll with the same rule opened now lists (the snapshot is taken after this year's anuidades are lançadas)", async () => {
    const eleitores = async (votacaoId: string) =>
      (await t.db.select({ cpf: pessoas.cpf }).from(votacaoEleitores).innerJoin(pessoas, eq(pessoas.id, votacaoEleitores.pessoaId)).where(eq(votacaoEleitores.votacaoId, votacaoId)))
        .map((e) => e.cpf)
        .sort();
    const [demo] = await t.db.select().from(votacoes).where(eq(votacoes.id, ID_ENQUETE_DEMO));
    expect(demo?.elegibilidade).toBe('regular_em_dia');
    const agora = new Date();
    const [outra] = await t.db
      .insert(votacoes)
      .values({ titulo: 'Mesma regra', descricao: '', tipo: 'enquete', elegibilidade: 'regular_em_dia', abreEm: agora, fechaEm: new Date(agora.getTime() + 86_400_000) })
      .returning();
    await t.db.transaction((tx) => congelarEleitores(tx, outra!, agora));
    // Maria is up to date; Joana owes past anuidades; Paulo and Rafael owe this year's once its due date has passed.
    expect(await eleitores(ID_ENQUETE_DEMO)).toContain(CPF_MARIA);
    expect(await eleitores(ID_ENQUETE_DEMO)).not.toContain(CPF_JOANA);
    expect(await eleitores(outra!.id)).toEqual(await eleitores(ID_ENQUETE_DEMO));
  });
});

describe('demo PDF', () => {
  it('passes the upload checks as a PDF (header, startxref offset, %%EOF)', async () => {
    const bytes = pdfDemonstracao('Certidão (2ª via) \\ teste', '262 — Auxílio maternidade');
    const recebido = await receberArquivo({
      armazenamento,
      chave: 'testes/pdf-demo',
      corpo: Readable.from([bytes]),
      formatosAceitos: ['pdf'],
      maxBytes: 1024 * 1024,
    });
    expect(recebido).toMatchObject({ formato: 'pdf', tamanho: bytes.length });
    const texto = bytes.toString('latin1');
    const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(texto)?.[1]);
    expect(texto.slice(xref, xref + 4)).toBe('xref');
    expect(texto).toContain('(Certid\xe3o \\(2\xaa via\\) \\\\ teste) Tj');
  });
});

describe('without a storage', () => {
  it('seeds the people, títulos and only the requests that need no file (never a sent request without its documents)', async () => {
    const outro = await bancoIsolado();
    try {
      await semearDemo(outro.db);
      const lista = await outro.db.select({ codigo: requerimentos.codigo, status: requerimentos.status }).from(requerimentos);
      expect(lista).toEqual([{ codigo: '401', status: 'rascunho' }]);
      const [d] = await outro.db.select({ n: count() }).from(documentosRequerimento);
      expect(d?.n).toBe(0);
      const [ti] = await outro.db.select({ n: count() }).from(titulos);
      // Maria's 3 anuidades (plus the 12 installments of this year's once it fell due), Joana's 2, and this year's of
      // every other lawyer of the demo, lançada as the daily job does (ADR 035): one per lawyer.
      const ano = Number(hojeSaoPaulo().slice(0, 4));
      const depoisDoVencimento = hojeSaoPaulo() > vencimentoDaAnuidade(ano);
      const [advogados] = await outro.db
        .select({ n: countDistinct(inscricoes.pessoaId) })
        .from(inscricoes)
        .where(and(ne(inscricoes.tipo, 'estagiario'), notInArray(inscricoes.situacao, ['cancelado', 'falecido'])));
      const [doAno] = await outro.db.select({ n: count() }).from(titulos).where(and(eq(titulos.origem, 'anuidade'), eq(titulos.exercicio, ano), isNull(titulos.planoId)));
      expect(doAno?.n).toBe(advogados?.n);
      expect(advogados!.n).toBeGreaterThan(2);
      expect(ti?.n).toBe((depoisDoVencimento ? 17 : 5) + advogados!.n - 1);
      const [pg] = await outro.db.select({ n: count() }).from(pagamentos);
      const [parcelasPagas] = await outro.db.select({ n: count() }).from(titulos).where(and(isNotNull(titulos.planoId), eq(titulos.status, 'pago')));
      expect(pg?.n).toBe(2 + (parcelasPagas?.n ?? 0));
    } finally {
      await outro.close();
    }
  }, 120_000);
});
