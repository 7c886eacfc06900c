import { randomInt, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historicoCadastral, inscricoes, pessoas, usuarios } from '../../../src/db/schema/index.js';
import { importarInscritos } from '../../../src/modules/inscritos/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { formatar, gerarCpf } from '../../helpers/fabrica.js';
import { CaixaDeTeste } from '../../helpers/smtp.js';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const CABECALHO = 'numero;uf;tipo;situacao;data_inscricao;cpf;nome;nome_social;nascimento;email;celular';

interface Inscrito {
  numero: string;
  uf: string;
  tipo: string;
  situacao: string;
  data: string;
  cpf: string;
  nome: string;
  nomeSocial: string;
  nascimento: string;
  email: string;
  celular: string;
}

const usados = new Set<string>();
function numeroNovo(): string {
  for (;;) {
    const n = String(randomInt(1_000_000, 9_999_999));
    if (!usados.has(n)) {
      usados.add(n);
      return n;
    }
  }
}

function inscrito(o: Partial<Inscrito> = {}): Inscrito {
  return {
    numero: numeroNovo(),
    uf: 'GO',
    tipo: 'principal',
    situacao: 'regular',
    data: '2015-03-10',
    cpf: gerarCpf(),
    nome: 'Advogada Importada da Silva',
    nomeSocial: '',
    nascimento: '1985-06-20',
    email: `imp-${randomUUID()}@teste.local`,
    celular: '(62) 99999-1234',
    ...o,
  };
}

const linha = (i: Inscrito) => [i.numero, i.uf, i.tipo, i.situacao, i.data, i.cpf, i.nome, i.nomeSocial, i.nascimento, i.email, i.celular].join(';');
const arquivo = (linhas: string[], cabecalho = CABECALHO) => Readable.from([Buffer.from(`\uFEFF${[cabecalho, ...linhas].join('\r\n')}\r\n`)]);
const importar = (linhas: string[], simular = false) => importarInscritos(t.db, arquivo(linhas), { simular });

async function pessoaDo(cpf: string) {
  const [p] = await t.db.select().from(pessoas).where(eq(pessoas.cpf, cpf));
  return p;
}
async function historicoDe(pessoaId: string) {
  return t.db.select().from(historicoCadastral).where(eq(historicoCadastral.pessoaId, pessoaId));
}
async function contarInscricoes(numeros: string[]) {
  const [r] = await t.db.select({ n: count() }).from(inscricoes).where(inArray(inscricoes.numero, numeros));
  return r?.n ?? 0;
}

describe('importarInscritos', () => {
  it('a small valid file creates the people and their inscrições; the same file again changes nothing', async () => {
    const a = inscrito({ cpf: formatar(gerarCpf()), celular: '' });
    const b = inscrito({ nomeSocial: 'Bia', tipo: 'estagiario' });
    const b2 = { ...b, numero: numeroNovo(), uf: 'DF', tipo: 'suplementar' };
    const r = await importar([linha(a), linha(b), linha(b2)]);
    expect(r).toMatchObject({ gravado: true, linhasLidas: 3, novos: 3, alterados: 0, inalterados: 0, comErro: 0, erros: [] });
    const pa = await pessoaDo(a.cpf.replace(/\D/g, ''));
    expect(pa).toMatchObject({ nome: a.nome, email: a.email, celular: null, nascimento: '1985-06-20', nomeSocial: null });
    const pb = await pessoaDo(b.cpf);
    expect(pb).toMatchObject({ nomeSocial: 'Bia', celular: '62999991234' });
    const ib = await t.db.select().from(inscricoes).where(eq(inscricoes.pessoaId, pb!.id));
    expect(ib.map((i) => `${i.numero}/${i.uf} ${i.tipo}`).sort()).toEqual([`${b.numero}/GO estagiario`, `${b2.numero}/DF suplementar`].sort());

    const de_novo = await importar([linha(a), linha(b), linha(b2)]);
    expect(de_novo).toMatchObject({ gravado: true, novos: 0, alterados: 0, inalterados: 3, comErro: 0 });
    expect(await historicoDe(pb!.id)).toEqual([]);
    expect(await historicoDe(pa!.id)).toEqual([]);
  });

  it('a changed situação or name updates the registry and is written in the history with its origin', async () => {
    const a = inscrito();
    await importar([linha(a)]);
    const r = await importar([linha({ ...a, situacao: 'suspenso', nome: 'Advogada Renomeada' })]);
    expect(r).toMatchObject({ gravado: true, novos: 0, alterados: 1, inalterados: 0 });
    const p = await pessoaDo(a.cpf);
    expect(p!.nome).toBe('Advogada Renomeada');
    const [i] = await t.db.select().from(inscricoes).where(eq(inscricoes.numero, a.numero));
    expect(i!.situacao).toBe('suspenso');
    const h = await historicoDe(p!.id);
    const porCampo = Object.fromEntries(h.map((x) => [x.campo, x]));
    expect(Object.keys(porCampo).sort()).toEqual(['nome', 'situacao']);
    expect(porCampo.nome).toMatchObject({ valorAnterior: a.nome, valorNovo: 'Advogada Renomeada (importação do cadastro)', alteradoPor: null });
    expect(porCampo.situacao).toMatchObject({ valorAnterior: `regular (${a.numero}/GO)`, valorNovo: `suspenso (${a.numero}/GO) (importação do cadastro)` });
    // And once more: nothing new.
    expect(await importar([linha({ ...a, situacao: 'suspenso', nome: 'Advogada Renomeada' })])).toMatchObject({ alterados: 0, inalterados: 1 });
    expect(await historicoDe(p!.id)).toHaveLength(2);
  });

  it('a file with 3 bad lines among good ones writes nothing and names exactly those lines', async () => {
    const bons = Array.from({ length: 5 }, () => inscrito());
    const linhas = [
      linha(bons[0]!),
      linha(inscrito({ cpf: '123.456.789-00' })), // line 3
      linha(bons[1]!),
      linha(inscrito({ situacao: 'aposentado', email: 'sem-arroba' })), // line 5
      linha(bons[2]!),
      linha(bons[3]!),
      `${bons[4]!.numero};GO;principal`, // line 8
    ];
    const r = await importar(linhas);
    expect(r.gravado).toBe(false);
    expect(r.comErro).toBe(3);
    expect(r.erros.map((e) => e.linha)).toEqual([3, 5, 8]);
    expect(r.erros[0]!.motivo).toBe('CPF inválido. Confira os dígitos.');
    expect(r.erros[1]!.motivo).toContain('Situação inválida: use regular, suspenso, licenciado, cancelado, impedido, falecido.');
    expect(r.erros[1]!.motivo).toContain('E-mail inválido.');
    expect(r.erros[2]!.motivo).toBe('a linha tem 3 colunas; o cabeçalho tem 11.');
    expect(await contarInscricoes(bons.map((b) => b.numero))).toBe(0);
    expect(await pessoaDo(bons[0]!.cpf)).toBeUndefined();
  });

  it('an inscrição held by another CPF, the same inscrição twice and an e-mail of someone else are errors of their lines', async () => {
    const dono = inscrito();
    await importar([linha(dono)]);
    const outro = inscrito({ numero: dono.numero }); // line 2: same número/UF, another CPF
    const x = inscrito();
    const repetida = inscrito({ numero: x.numero }); // line 4: same número/UF as line 3
    const emailAlheio = inscrito({ email: dono.email.toUpperCase() }); // line 5
    const r = await importar([linha(outro), linha(x), linha(repetida), linha(emailAlheio)]);
    expect(r.gravado).toBe(false);
    expect(r.erros).toEqual([
      { linha: 2, motivo: `a inscrição ${dono.numero}/GO pertence no portal a outro CPF (${formatar(dono.cpf)}); o CPF da linha não confere.` },
      { linha: 4, motivo: `a inscrição ${x.numero}/GO já aparece na linha 3.` },
      { linha: 5, motivo: 'o e-mail já é de outra pessoa no portal (outro CPF).' },
    ]);
    expect(await pessoaDo(x.cpf)).toBeUndefined();
  });

  it('refuses a bad header naming the missing and unknown columns, and an empty file', async () => {
    const r = await importarInscritos(t.db, arquivo([linha(inscrito())], CABECALHO.replace('celular', 'telefone')));
    expect(r.gravado).toBe(false);
    expect(r.erros).toEqual([
      { linha: 1, motivo: `Cabeçalho inválido: faltam as colunas "celular"; colunas desconhecidas "telefone". O cabeçalho deve ser: ${CABECALHO}` },
    ]);
    const vazio = await importarInscritos(t.db, Readable.from([Buffer.from('')]));
    expect(vazio.erros[0]!.motivo).toMatch(/^O arquivo está vazio\./);
    const semLinhas = await importar([]);
    expect(semLinhas.erros).toEqual([{ linha: null, motivo: 'O arquivo não tem nenhuma linha abaixo do cabeçalho.' }]);
    const latin1 = await importarInscritos(t.db, Readable.from([Buffer.from(`${CABECALHO}\n1;GO;principal;regular;2015-01-01;x;Jos\xe9;;1980-01-01;a@b.c;\n`, 'latin1')]));
    expect(latin1.erros[0]!.motivo).toMatch(/não está em UTF-8/);
  });

  it('--simular counts without writing', async () => {
    const a = inscrito();
    await importar([linha(a)]);
    const b = inscrito();
    const r = await importar([linha({ ...a, situacao: 'licenciado' }), linha(b)], true);
    expect(r).toMatchObject({ simulacao: true, gravado: false, novos: 1, alterados: 1, inalterados: 0, erros: [] });
    expect(await pessoaDo(b.cpf)).toBeUndefined();
    const [i] = await t.db.select().from(inscricoes).where(eq(inscricoes.numero, a.numero));
    expect(i!.situacao).toBe('regular');
    expect(await historicoDe((await pessoaDo(a.cpf))!.id)).toEqual([]);
  });

  it("the member's own edit in the portal after the last import wins; both values are in the history, once", async () => {
    const a = inscrito();
    await importar([linha(a)]);
    const p = (await pessoaDo(a.cpf))!;
    // The member changes the phone in the portal (a history row with its author).
    const [u] = await t.db
      .insert(usuarios)
      .values({ pessoaId: p.id, senhaHash: 'x' })
      .returning();
    await t.db.update(pessoas).set({ celular: '62988880000' }).where(eq(pessoas.id, p.id));
    await t.db.insert(historicoCadastral).values({ pessoaId: p.id, campo: 'celular', valorAnterior: '62999991234', valorNovo: '62988880000', alteradoPor: u!.id });

    // The same file again: the registry's phone did not change; the portal's stays, nothing is recorded.
    expect(await importar([linha(a)])).toMatchObject({ alterados: 0, inalterados: 1 });
    expect((await pessoaDo(a.cpf))!.celular).toBe('62988880000');
    expect(await historicoDe(p.id)).toHaveLength(1);
  });

  it('a registry value that changes after the portal edit is recorded beside the kept one; the name still follows the registry', async () => {
    const a = inscrito();
    await importar([linha(a)]);
    const p = (await pessoaDo(a.cpf))!;
    const [u] = await t.db
      .insert(usuarios)
      .values({ pessoaId: p.id, senhaHash: 'x' })
      .returning();
    await t.db.update(pessoas).set({ celular: '62988880000' }).where(eq(pessoas.id, p.id));
    await t.db.insert(historicoCadastral).values({ pessoaId: p.id, campo: 'celular', valorAnterior: '62999991234', valorNovo: '62988880000', alteradoPor: u!.id });

    const mudado = { ...a, celular: '62977776666', nome: 'Nome do Registro' };
    expect(await importar([linha(mudado)])).toMatchObject({ alterados: 1 });
    const depois = (await pessoaDo(a.cpf))!;
    expect(depois.celular).toBe('62988880000');
    expect(depois.nome).toBe('Nome do Registro');
    const h = (await historicoDe(p.id)).filter((x) => x.alteradoPor === null);
    expect(h.map((x) => [x.campo, x.valorAnterior, x.valorNovo]).sort()).toEqual([
      ['celular', '62988880000', '62977776666 (importação do cadastro; mantido o valor alterado no portal)'],
      ['nome', a.nome, 'Nome do Registro (importação do cadastro)'],
    ]);
    // Again: nothing new.
    expect(await importar([linha(mudado)])).toMatchObject({ alterados: 0, inalterados: 1 });
    expect((await historicoDe(p.id)).filter((x) => x.alteradoPor === null)).toHaveLength(2);
  });

  it('an imported lawyer registers at /cadastro with the birth date on file and signs in with the inscrição', async () => {
    const a = inscrito({ nome: 'Paulo Importado Mendes', nascimento: '1987-05-19' });
    await importar([linha(a)]);
    const senha = 'uma frase longa de senha';
    const res = await t.app.inject({
      method: 'POST',
      url: '/wsapp/pessoa/salvar',
      headers: { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
      payload: {
        nome: 'Paulo Importado Mendes',
        cpf: formatar(a.cpf),
        nascimento: '1987-05-19',
        email: a.email,
        celular: '(62) 99999-1234',
        cep: '74000-100',
        logradouro: 'Rua 10',
        numero: '123',
        complemento: '',
        bairro: 'Setor Oeste',
        cidade: 'Goiânia',
        uf: 'GO',
        senha,
        confirmacao: senha,
        aceiteAvisoPrivacidade: true,
      },
    });
    expect(res.statusCode).toBe(202);
    const msg = await t.caixa.esperar(a.email, (e) => e.assunto.startsWith('Confirme seu e-mail'));
    const link = CaixaDeTeste.link(msg, 'http://portal.teste/cadastro/confirmar/');
    const conf = await t.app.inject({ method: 'POST', url: '/wsapp/pessoa/confirmar-email', payload: { token: link.split('/').pop() } });
    expect(conf.statusCode).toBe(200);
    const l = await t.app.inject({ method: 'POST', url: '/wsapp/usuario/login', payload: { username: `${a.numero}/GO`, password: senha } });
    expect(l.statusCode).toBe(200);
    expect(l.json()).toMatchObject({ nome: 'Paulo Importado Mendes', isAdvogado: true, inscricao: { numero: a.numero, uf: 'GO', situacao: 'regular' } });
  });
});
