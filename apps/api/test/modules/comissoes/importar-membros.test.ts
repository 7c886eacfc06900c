import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { formatarCpf, formatarDataBr, hojeSaoPaulo, somarDias, type ComissoesMembro } from '@portal/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comissaoMembros, comissoes } from '../../../src/db/schema/index.js';
import { importarMembrosComissoes } from '../../../src/modules/comissoes/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, gerarCpf, type PessoaCriada } from '../../helpers/fabrica.js';
import { chamar } from '../../helpers/requerimentos.js';

const CABECALHO = 'comissao;cpf;papel;portaria;inicio;fim';
const csv = (...linhas: string[]) => Readable.from([`${[CABECALHO, ...linhas].join('\n')}\n`]);
const HOJE = hojeSaoPaulo();
const INICIO = somarDias(HOJE, -100);
const FIM = somarDias(HOJE, 600);

let t: AppDeTeste;
let ana: PessoaCriada;
let bruno: PessoaCriada;
let carla: PessoaCriada;
let dora: PessoaCriada;
let comissaoId: string;
let nomeComissao: string;
let outraId: string;

async function criarComissao(nome: string): Promise<string> {
  const [c] = await t.db.insert(comissoes).values({ nome, tipo: 'permanente', finalidade: 'Testes' }).returning({ id: comissoes.id });
  return c!.id;
}
const membrosDe = (id: string) =>
  t.db
    .select({ pessoaId: comissaoMembros.pessoaId, papel: comissaoMembros.papel, portaria: comissaoMembros.portaria, inicio: comissaoMembros.inicio, fim: comissaoMembros.fim })
    .from(comissaoMembros)
    .where(eq(comissaoMembros.comissaoId, id))
    .orderBy(asc(comissaoMembros.inicio), asc(comissaoMembros.papel));

beforeAll(async () => {
  t = await criarAppDeTeste();
  [ana, bruno, carla, dora] = await Promise.all([criarPessoa(t.db, { advogado: true }), criarPessoa(t.db, { advogado: true }), criarPessoa(t.db), criarPessoa(t.db)]);
  const sufixo = randomBytes(4).toString('hex');
  nomeComissao = `Comissão de Direito Digital ${sufixo}`;
  comissaoId = await criarComissao(nomeComissao);
  outraId = await criarComissao(`Comissão da Mulher Advogada ${sufixo}`);
});
afterAll(() => t?.close());

describe('importarMembrosComissoes', () => {
  // The name as an operator types it: other capitals, no accents.
  const linhaAna = (fim = FIM, portaria = 'Portaria 12/2026') => `${nomeComissao.toUpperCase().replace('Ã', 'A')};${formatarCpf(ana.cpf)};presidente;${portaria};${INICIO};${fim}`;
  const linhaBruno = () => `${comissaoId};${bruno.cpf};vice-presidente;Portaria 12/2026;${INICIO};`;

  it('simulating writes nothing; importing appoints; the member sees the commission among hers', async () => {
    const simulado = await importarMembrosComissoes(t.db, csv(linhaAna(), linhaBruno()), { simular: true });
    expect(simulado).toMatchObject({ simulacao: true, gravado: false, linhasLidas: 2, novos: 2, alterados: 0, inalterados: 0, erros: [] });
    expect(await membrosDe(comissaoId)).toEqual([]);

    const r = await importarMembrosComissoes(t.db, csv(linhaAna(), linhaBruno()));
    expect(r).toMatchObject({ gravado: true, novos: 2, alterados: 0, inalterados: 0, erros: [] });
    expect(await membrosDe(comissaoId)).toEqual([
      { pessoaId: ana.pessoaId, papel: 'presidente', portaria: 'Portaria 12/2026', inicio: INICIO, fim: FIM },
      { pessoaId: bruno.pessoaId, papel: 'vice_presidente', portaria: 'Portaria 12/2026', inicio: INICIO, fim: null },
    ]);

    const dela = (await chamar(t, ana, 'GET', '/wsapp/comissoes')).json() as ComissoesMembro;
    expect(dela.minhas).toHaveLength(1);
    expect(dela.minhas[0]).toMatchObject({ comissaoId, comissao: nomeComissao, papel: 'presidente', portaria: 'Portaria 12/2026', inicio: INICIO, fim: FIM, vigente: true });
    expect(dela.comissoes.find((c) => c.id === comissaoId)!.membros.map((m) => m.papel).sort()).toEqual(['presidente', 'vice_presidente']);
    expect(((await chamar(t, carla, 'GET', '/wsapp/comissoes')).json() as ComissoesMembro).minhas).toEqual([]);
  });

  it('importing the same file again changes nothing; a changed line updates the portaria and the end', async () => {
    const antes = await membrosDe(comissaoId);
    expect(await importarMembrosComissoes(t.db, csv(linhaAna(), linhaBruno()))).toMatchObject({ gravado: true, novos: 0, alterados: 0, inalterados: 2 });
    expect(await membrosDe(comissaoId)).toEqual(antes);

    const fim = somarDias(HOJE, 30);
    const r = await importarMembrosComissoes(t.db, csv(linhaAna(fim, 'Portaria 12/2026 (retificada)'), linhaBruno()));
    expect(r).toMatchObject({ novos: 0, alterados: 1, inalterados: 1, gravado: true });
    const [m] = await t.db.select().from(comissaoMembros).where(and(eq(comissaoMembros.comissaoId, comissaoId), eq(comissaoMembros.pessoaId, ana.pessoaId)));
    expect(m).toMatchObject({ portaria: 'Portaria 12/2026 (retificada)', fim, papel: 'presidente' });
  });

  it('a file with errors: every bad line named, nothing written', async () => {
    const desconhecido = gerarCpf();
    const fimAna = somarDias(HOJE, 30);
    const linhas = [
      /* 2 */ `${nomeComissao};${carla.cpf};membro;Portaria 1/2026;${INICIO};`,
      /* 3 */ `Comissão Que Não Existe;${carla.cpf};membro;Portaria 1/2026;${INICIO};`,
      /* 4 */ `${nomeComissao};${formatarCpf(desconhecido)};membro;Portaria 1/2026;${INICIO};`,
      /* 5 */ `${nomeComissao};${carla.cpf};tesoureiro;;2026-02-30;2020-01-01`,
      /* 6 */ `${nomeComissao};${dora.cpf};vice_presidente;Portaria 2/2026;${HOJE};`,
      /* 7 */ `${nomeComissao};${ana.cpf};membro;Portaria 1/2026;${INICIO};${fimAna}`,
      /* 8 */ `${nomeComissao};${carla.cpf};membro;Portaria 9/2026;${somarDias(INICIO, 10)};`,
      /* 9 */ `${nomeComissao};${carla.cpf};membro;Portaria 1/2026;${INICIO};`,
      /* 10 */ `${nomeComissao};${carla.cpf};membro;Portaria 1/2026;2026-01-01;2025-01-01`,
    ];
    const r = await importarMembrosComissoes(t.db, csv(...linhas));
    expect(r).toMatchObject({ gravado: false, linhasLidas: 9 });
    const porLinha = new Map<number, string>();
    for (const e of r.erros) porLinha.set(e.linha!, `${porLinha.get(e.linha!) ?? ''}${e.motivo}`);
    expect([...porLinha.keys()].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(porLinha.get(3)).toBe('a comissão "Comissão Que Não Existe" não existe no portal; confira o nome (como está em /area-restrita/comissoes) ou crie a comissão antes.');
    expect(porLinha.get(4)).toBe(`o CPF ${formatarCpf(desconhecido)} não é de uma pessoa do cadastro do portal; importe o cadastro antes (importar-inscritos).`);
    expect(porLinha.get(5)).toContain('Função inválida: use presidente, vice-presidente, secretario ou membro.');
    expect(porLinha.get(5)).toContain('Informe a portaria de nomeação.');
    expect(porLinha.get(5)).toContain('Data de início inválida: use AAAA-MM-DD.');
    expect(porLinha.get(6)).toBe(`a função de Vice-presidente já está ocupada por ${bruno.nome} no período (desde ${formatarDataBr(INICIO)}, no portal).`);
    expect(porLinha.get(7)).toBe('este mandato já está no portal com a função Presidente; a função não muda por importação (encerre o mandato e nomeie de novo com outro início).');
    expect(porLinha.get(8)).toMatch(/^esta pessoa já tem mandato nesta comissão no período \(Membro, desde \d\d\/\d\d\/\d{4}, na linha 2\)\.$/);
    expect(porLinha.get(9)).toContain('este mandato (comissão, CPF e início) já aparece na linha 2.');
    expect(porLinha.get(10)).toBe('O fim do mandato não pode ser anterior ao início.');
    expect((await membrosDe(comissaoId)).map((m) => m.pessoaId)).not.toContain(carla.pessoaId);
  });

  it('a name two commissions share must be given by identifier', async () => {
    const repetido = `Comissão Repetida ${randomBytes(4).toString('hex')}`;
    const [a, b] = [await criarComissao(repetido), await criarComissao(repetido)];
    const r = await importarMembrosComissoes(t.db, csv(`${repetido};${carla.cpf};membro;Portaria 3/2026;${INICIO};`));
    expect(r.erros).toEqual([{ linha: 2, motivo: `há mais de uma comissão chamada "${repetido}" no portal; use o identificador da comissão (o código no endereço da página dela na área restrita).` }]);
    const porId = await importarMembrosComissoes(t.db, csv(`${b};${carla.cpf};membro;Portaria 3/2026;${INICIO};`, `${outraId};${carla.cpf};secretario;Portaria 4/2026;${INICIO};`));
    expect(porId).toMatchObject({ gravado: true, novos: 2 });
    expect(await membrosDe(a)).toEqual([]);
    expect((await membrosDe(b)).map((m) => m.pessoaId)).toEqual([carla.pessoaId]);
    const dela = ((await chamar(t, carla, 'GET', '/wsapp/comissoes')).json() as ComissoesMembro).minhas.map((m) => m.comissaoId).sort();
    expect(dela).toEqual([b, outraId].sort());
  });

  // Last: on the embedded database the connection does not survive a statement refused by a key.
  it('the database key: one term per commission, person and start', async () => {
    const repetido = t.db.execute(sql`
      insert into comissao_membros (comissao_id, pessoa_id, papel, portaria, inicio) values (${comissaoId}, ${bruno.pessoaId}, 'membro', 'x', ${INICIO})`);
    await expect(repetido).rejects.toMatchObject({ cause: { code: '23505', constraint: 'comissao_membros_comissao_pessoa_inicio_key' } });
  });
});
