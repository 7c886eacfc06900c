import { describe, expect, it } from 'vitest';
import {
  PARENTESCOS_DEPENDENTE,
  ROTULO_PARENTESCO_DEPENDENTE,
  dependenteEntradaSchema,
  hojeSaoPaulo,
  somarDias,
  tipoPorCodigo,
} from '../src/index.js';

describe('dependenteEntradaSchema', () => {
  it('trims the name, turns an empty or absent CPF into null and a punctuated one into digits', () => {
    expect(dependenteEntradaSchema.parse({ nome: '  Pedro Souza Lima ', cpf: '', parentesco: 'filho', nascimento: '2015-03-10' })).toEqual({
      nome: 'Pedro Souza Lima',
      cpf: null,
      parentesco: 'filho',
      nascimento: '2015-03-10',
    });
    expect(dependenteEntradaSchema.parse({ nome: 'Pedro Souza Lima', parentesco: 'filho', nascimento: '2015-03-10' }).cpf).toBeNull();
    expect(dependenteEntradaSchema.parse({ nome: 'Pedro Souza Lima', cpf: '314.159.265-90', parentesco: 'filho', nascimento: '2015-03-10' }).cpf).toBe('31415926590');
  });

  it('accepts today and 1900-01-01, refuses tomorrow, 1899 and dates that do not exist', () => {
    const base = { nome: 'Pedro Souza Lima', parentesco: 'filho' } as const;
    expect(dependenteEntradaSchema.safeParse({ ...base, nascimento: hojeSaoPaulo() }).success).toBe(true);
    expect(dependenteEntradaSchema.safeParse({ ...base, nascimento: '1900-01-01' }).success).toBe(true);
    for (const nascimento of [somarDias(hojeSaoPaulo(), 1), '1899-12-31', '2023-02-29', '10/03/2015']) {
      expect(dependenteEntradaSchema.safeParse({ ...base, nascimento }).success, nascimento).toBe(false);
    }
  });

  it('has a Portuguese label for every kinship', () => {
    for (const p of PARENTESCOS_DEPENDENTE) expect(ROTULO_PARENTESCO_DEPENDENTE[p]).toMatch(/\S/);
  });
});

describe('265: heirs from the registry', () => {
  it("maps every dependant's kinship to one of the heir list's options", () => {
    const herdeiros = tipoPorCodigo('265')?.campos.find((c) => c.nome === 'herdeiros');
    if (herdeiros?.tipo !== 'lista' || !herdeiros.dosDependentes) throw new Error('265 sem herdeiros dos dependentes');
    const parentesco = herdeiros.itens.find((i) => i.nome === 'parentesco');
    if (parentesco?.tipo !== 'selecao') throw new Error('parentesco');
    const opcoes = parentesco.opcoes.map((o) => o.valor);
    for (const p of PARENTESCOS_DEPENDENTE) expect(opcoes).toContain(herdeiros.dosDependentes.parentesco[p]);
  });
});
