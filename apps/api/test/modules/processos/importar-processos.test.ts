import { Readable } from 'node:stream';
import { randomInt } from 'node:crypto';
import { formatarCpf, hojeSaoPaulo, somarDias, type MeuProcesso, type ResultadoBuscaProcessos } from '@portal/contracts';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processoAdvogados, processoMovimentos, processoPartes, processos } from '../../../src/db/schema/index.js';
import { textoDeBusca } from '../../../src/lib/texto-de-busca.js';
import { importarProcessos } from '../../../src/modules/processos/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, gerarCpf, type PessoaCriada } from '../../helpers/fabrica.js';
import { chamar } from '../../helpers/requerimentos.js';

const CABECALHO = 'numero;classe;assunto;orgao;fase;situacao;sigiloso;autuado_em;partes;relator';
const csv = (...linhas: string[]) => Readable.from([`${[CABECALHO, ...linhas].join('\n')}\n`]);
/** A number no other test uses (a year far from today's counters). */
const numeroNovo = () => `${randomInt(5000, 9999)}.${String(randomInt(0, 999_999)).padStart(6, '0')}`;
const AUTUADO = somarDias(hojeSaoPaulo(), -400);

let t: AppDeTeste;
let representada: PessoaCriada;
let advogadoDela: PessoaCriada;
let representante: PessoaCriada;
let relator: PessoaCriada;
let outroAdvogado: PessoaCriada;
let colaborador: PessoaCriada;
let staff: PessoaCriada;

beforeAll(async () => {
  t = await criarAppDeTeste();
  [representada, advogadoDela, representante, relator, outroAdvogado, colaborador, staff] = await Promise.all([
    criarPessoa(t.db, { advogado: true }),
    criarPessoa(t.db, { advogado: true }),
    criarPessoa(t.db),
    criarPessoa(t.db, { advogado: true }),
    criarPessoa(t.db, { advogado: true }),
    criarPessoa(t.db),
    criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoProcessos'] }),
  ]);
});
afterAll(() => t?.close());

async function processoDe(numero: string) {
  const [p] = await t.db.select().from(processos).where(eq(processos.numero, numero));
  return p;
}
async function partesDe(processoId: string) {
  return t.db
    .select({ pessoaId: processoPartes.pessoaId, papel: processoPartes.papel, nome: processoPartes.nome, nomeBusca: processoPartes.nomeBusca, cpf: processoPartes.cpf })
    .from(processoPartes)
    .where(eq(processoPartes.processoId, processoId))
    .orderBy(asc(processoPartes.criadoEm), asc(processoPartes.papel));
}
async function contarLinhas(ids: string[]) {
  const [pt] = await t.db.select({ n: count() }).from(processoPartes).where(inArray(processoPartes.processoId, ids));
  const [ad] = await t.db.select({ n: count() }).from(processoAdvogados).where(inArray(processoAdvogados.processoId, ids));
  const [mv] = await t.db.select({ n: count() }).from(processoMovimentos).where(inArray(processoMovimentos.processoId, ids));
  return { partes: pt!.n, advogados: ad!.n, movimentos: mv!.n };
}
const meus = async (p: PessoaCriada) => ((await chamar(t, p, 'GET', '/wsapp/processos/meus')).json() as { itens: MeuProcesso[] }).itens;
const porNumero = async (p: PessoaCriada, numero: string) => ((await chamar(t, p, 'GET', `/wsapp/processos?numero=${numero}`)).json() as ResultadoBuscaProcessos).itens;

describe('importarProcessos', () => {
  const etico = numeroNovo();
  const publico = numeroNovo();
  const linhaEtico = (o: { situacao?: string; fase?: string; partes?: string } = {}) =>
    `${etico};etico-disciplinar;Representação por captação de clientela;ted-turma-1;${o.fase ?? 'Instrução'};${o.situacao ?? 'em-andamento'};sim;${AUTUADO};` +
    `${o.partes ?? `${formatarCpf(representante.cpf)}:representante|${representada.cpf}:representado:${formatarCpf(advogadoDela.cpf)}`};${formatarCpf(relator.cpf)}`;
  const linhaPublico = () => `${publico};inscricao;Pedido de inscrição suplementar;camara-1;Parecer;em-andamento;não;${AUTUADO};${representada.cpf}:interessado;`;

  it('simulating counts and writes nothing; importing writes processes, parties, lawyers and the autuação', async () => {
    const simulado = await importarProcessos(t.db, csv(linhaEtico(), linhaPublico()), { simular: true });
    expect(simulado).toMatchObject({ simulacao: true, gravado: false, linhasLidas: 2, novos: 2, alterados: 0, inalterados: 0, comErro: 0, erros: [] });
    expect(await processoDe(etico)).toBeUndefined();
    expect(await processoDe(publico)).toBeUndefined();

    const lidas: number[] = [];
    const r = await importarProcessos(t.db, csv(linhaEtico(), linhaPublico()), { aoLer: (n) => lidas.push(n) });
    expect(r).toMatchObject({ simulacao: false, gravado: true, linhasLidas: 2, novos: 2, alterados: 0, inalterados: 0, erros: [] });
    expect(lidas).toEqual([2]);

    const p = (await processoDe(etico))!;
    expect(p).toMatchObject({ classe: 'etico-disciplinar', orgao: 'ted-turma-1', fase: 'Instrução', situacao: 'em-andamento', sigiloso: true, autuadoEm: AUTUADO, relatorPessoaId: relator.pessoaId });
    const partes = await partesDe(p.id);
    expect(partes.map((x) => [x.pessoaId, x.papel]).sort()).toEqual(
      [
        [representante.pessoaId, 'representante'],
        [representada.pessoaId, 'representado'],
      ].sort(),
    );
    const dela = partes.find((x) => x.pessoaId === representada.pessoaId)!;
    expect(dela).toMatchObject({ nome: representada.nome, nomeBusca: textoDeBusca(representada.nome), cpf: representada.cpf });
    const advs = await t.db.select({ pessoaId: processoAdvogados.pessoaId }).from(processoAdvogados).where(eq(processoAdvogados.processoId, p.id));
    expect(advs).toEqual([{ pessoaId: advogadoDela.pessoaId }]);
    const movs = await t.db.select().from(processoMovimentos).where(eq(processoMovimentos.processoId, p.id));
    expect(movs).toHaveLength(1);
    expect(movs[0]).toMatchObject({ tipo: 'autuacao', publico: true, autorNome: 'Importação de dados' });
    expect(movs[0]!.texto).toContain('1ª Turma do TED');
    expect((await processoDe(publico))!).toMatchObject({ sigiloso: false, relatorPessoaId: null });
  });

  it('the party and her lawyer see it on /meus-processos; the confidential one stays hidden from everyone else', async () => {
    const p = (await processoDe(etico))!;
    const pub = (await processoDe(publico))!;
    const daParte = await meus(representada);
    expect(daParte.map((i) => i.id).sort()).toEqual([p.id, pub.id].sort());
    expect(daParte.find((i) => i.id === p.id)).toMatchObject({ numero: etico, sigiloso: true, qualidade: 'parte' });
    expect((await meus(advogadoDela)).map((i) => [i.id, i.qualidade])).toEqual([[p.id, 'advogado']]);
    expect((await meus(representante)).map((i) => i.id)).toEqual([p.id]);

    for (const quem of [representada, advogadoDela, staff]) expect((await porNumero(quem, etico)).map((i) => i.id)).toEqual([p.id]);
    for (const quem of [outroAdvogado, colaborador, relator]) {
      expect(await porNumero(quem, etico)).toEqual([]);
      expect((await chamar(t, quem, 'GET', `/wsapp/processos/${p.id}`)).statusCode).toBe(404);
      expect((await porNumero(quem, publico)).map((i) => i.id)).toEqual([pub.id]);
    }
  });

  it('importing the same file again changes nothing', async () => {
    const ids = [(await processoDe(etico))!.id, (await processoDe(publico))!.id];
    const antes = { linhas: await contarLinhas(ids), processos: await Promise.all([processoDe(etico), processoDe(publico)]) };
    const r = await importarProcessos(t.db, csv(linhaEtico(), linhaPublico()));
    expect(r).toMatchObject({ gravado: true, novos: 0, alterados: 0, inalterados: 2, erros: [] });
    expect(await contarLinhas(ids)).toEqual(antes.linhas);
    expect(await Promise.all([processoDe(etico), processoDe(publico)])).toEqual(antes.processos);
  });

  it('a changed line updates what staff may edit and adds the missing parties; a party added on the screen stays', async () => {
    const p = (await processoDe(etico))!;
    // Staff added a party by hand (someone outside the portal).
    await t.db.insert(processoPartes).values({ processoId: p.id, papel: 'interessado', pessoaId: null, nome: 'Interessado de Fora', nomeBusca: 'interessado de fora' });
    const novaParte = `${formatarCpf(representante.cpf)}:representante|${representada.cpf}:representado:${advogadoDela.cpf},${outroAdvogado.cpf}|${colaborador.cpf}:interessado`;
    const simulado = await importarProcessos(t.db, csv(linhaEtico({ situacao: 'suspenso', fase: 'Aguardando perícia', partes: novaParte }), linhaPublico()), { simular: true });
    expect(simulado).toMatchObject({ novos: 0, alterados: 1, inalterados: 1, gravado: false });
    expect((await processoDe(etico))!.situacao).toBe('em-andamento');

    const r = await importarProcessos(t.db, csv(linhaEtico({ situacao: 'suspenso', fase: 'Aguardando perícia', partes: novaParte }), linhaPublico()));
    expect(r).toMatchObject({ novos: 0, alterados: 1, inalterados: 1, gravado: true });
    expect((await processoDe(etico))!).toMatchObject({ situacao: 'suspenso', fase: 'Aguardando perícia', sigiloso: true });
    const partes = await partesDe(p.id);
    expect(partes.map((x) => x.nome)).toContain('Interessado de Fora');
    expect(partes.filter((x) => x.pessoaId === colaborador.pessoaId).map((x) => x.papel)).toEqual(['interessado']);
    expect((await meus(outroAdvogado)).map((i) => [i.id, i.qualidade])).toEqual([[p.id, 'advogado']]);
    expect((await meus(colaborador)).map((i) => i.id)).toEqual([p.id]);
    // And again: nothing more.
    const denovo = await importarProcessos(t.db, csv(linhaEtico({ situacao: 'suspenso', fase: 'Aguardando perícia', partes: novaParte }), linhaPublico()));
    expect(denovo).toMatchObject({ novos: 0, alterados: 0, inalterados: 2 });
  });

  it('a file with errors: every bad line named, nothing written (not even its good lines)', async () => {
    const boa = numeroNovo();
    const desconhecido = gerarCpf();
    const linhas = [
      /* 2 */ `${boa};recurso;Recurso de teste;conselho-pleno;Instrução;em-andamento;não;${AUTUADO};${representada.cpf}:representante;`,
      /* 3 */ `${numeroNovo()};recurso;Recurso de teste;conselho-pleno;Instrução;em-andamento;não;${AUTUADO};${formatarCpf(desconhecido)}:representante;`,
      /* 4 */ `${numeroNovo()};recurso;Recurso de teste;conselho-pleno;Instrução;em-andamento;não;${AUTUADO};${representada.cpf}:representante;${gerarCpf()}`,
      /* 5 */ `${numeroNovo()};etico-disciplinar;Representação;ted-turma-1;Instrução;em-andamento;não;${AUTUADO};${representada.cpf}:representado;`,
      /* 6 */ `${numeroNovo()};civel;Recurso;conselho-pleno;Instrução;em-andamento;talvez;31/12/2020;${representada.cpf}:autor;`,
      /* 7 */ `${boa};recurso;Recurso de teste;conselho-pleno;Instrução;em-andamento;não;${AUTUADO};${representada.cpf}:representante;`,
      /* 8 */ `${numeroNovo()};recurso;Recurso de teste;conselho-pleno;Instrução;em-andamento;não;${AUTUADO};${representada.cpf}:representado:${representante.cpf};`,
      /* 9 */ `${etico};recurso;Representação por captação de clientela;ted-turma-1;Instrução;em-andamento;sim;${AUTUADO};${representada.cpf}:representado;`,
      /* 10 */ `${numeroNovo()};recurso;Recurso de teste;conselho-pleno;Instrução`,
      /* 11 */ `${numeroNovo()};recurso;Recurso de teste;conselho-pleno;Instrução;em-andamento;não;${somarDias(hojeSaoPaulo(), 3)};${representada.cpf}:representante;`,
    ];
    const r = await importarProcessos(t.db, csv(...linhas));
    expect(r).toMatchObject({ gravado: false, linhasLidas: 10, comErro: 9 });
    const porLinha = new Map<number, string>();
    for (const e of r.erros) porLinha.set(e.linha!, `${porLinha.get(e.linha!) ?? ''}${e.motivo}`);
    expect([...porLinha.keys()].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(porLinha.get(3)).toBe(`a parte ${formatarCpf(desconhecido)} (representante) não é uma pessoa do cadastro do portal; importe o cadastro antes (importar-inscritos) ou inclua a parte pela tela.`);
    expect(porLinha.get(4)).toMatch(/^o relator [\d.-]+ não é uma pessoa do cadastro do portal\.$/);
    expect(porLinha.get(5)).toBe('Processo ético-disciplinar é sigiloso até a decisão final (situação "Transitado em julgado").');
    expect(porLinha.get(6)).toContain('Classe inválida: use etico-disciplinar, inscricao');
    expect(porLinha.get(6)).toContain('Sigiloso inválido: use sim ou não.');
    expect(porLinha.get(6)).toContain('Data de autuação inválida: use AAAA-MM-DD.');
    expect(porLinha.get(6)).toContain('Parte 1: papel inválido: use representante, representado, interessado.');
    expect(porLinha.get(7)).toBe(`o processo ${boa} já aparece na linha 2.`);
    expect(porLinha.get(8)).toBe(`${formatarCpf(representante.cpf)}, indicado(a) como advogado(a), não tem inscrição no cadastro do portal.`);
    expect(porLinha.get(9)).toBe(`o processo ${etico} já existe no portal com classe diferente; classe, assunto e data de autuação não mudam por importação (corrija o arquivo).`);
    expect(porLinha.get(10)).toBe('a linha tem 5 colunas; o cabeçalho tem 10.');
    expect(porLinha.get(11)).toBe('A data de autuação não pode ser futura.');
    expect(await processoDe(boa)).toBeUndefined();
    expect((await processoDe(etico))!.classe).toBe('etico-disciplinar');
  });

  it('a wrong header or an empty file: one error for the whole file', async () => {
    const cabecalho = await importarProcessos(t.db, Readable.from(['numero;classe;assunto\n2024.000001;recurso;x\n']));
    expect(cabecalho.gravado).toBe(false);
    expect(cabecalho.erros).toHaveLength(1);
    expect(cabecalho.erros[0]!.motivo).toMatch(/cabeçalho/);
    const vazio = await importarProcessos(t.db, csv());
    expect(vazio.erros).toEqual([{ linha: null, motivo: 'O arquivo não tem nenhuma linha abaixo do cabeçalho.' }]);
  });

  // Last: on the embedded database the connection does not survive a statement refused by a key.
  it('the database key: a person is a party once in each role', async () => {
    const p = (await processoDe(publico))!;
    const repetida = t.db.execute(sql`
      insert into processo_partes (processo_id, papel, pessoa_id, nome, nome_busca) values (${p.id}, 'interessado', ${representada.pessoaId}, 'x', 'x')`);
    await expect(repetida).rejects.toMatchObject({ cause: { code: '23505', constraint: 'processo_partes_processo_pessoa_papel_key' } });
  });
});
